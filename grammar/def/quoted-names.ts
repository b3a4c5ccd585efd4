// Quoted names compared with something whose values the rule file fixes: `move.meld != 'sett'`,
// `move.kind == 'pas'`, `m.name == 'star'`, `c.suit == 'Q'`, `c.special == 'Jokr'`,
// `options.floor == 'hnd'`. A name that is none of the possible values makes the comparison always
// true (or false), so it is an error, with a "did you mean" and its fix. `x in ['a', 'b']` is checked
// the same way.
import type { Diagnostic, SourceRange } from '../diagnostics.js';
import type { Expr, StringLit } from '../expr/ast.js';
import { resolutionKey, type Resolutions } from '../expr/resolution.js';
import { suggest } from '../expr/suggest.js';
import { exprPlaces, walkExpr } from './places.js';
import type { GameDef } from './types.js';

interface Known {
  /** What the values are, for the message: "meld", "move kind" … */
  readonly what: string;
  readonly values: readonly string[];
}

/** The names a play's or move's `meld` can be: the melds (climbing), or the zones played from (must-follow, shedding). */
function meldNames(def: GameDef): Known {
  const play = def.round.play;
  if (play.kind === 'climbing') return { what: 'meld', values: def.melds.map((m) => m.name) };
  if (play.kind === 'shedding') return { what: 'zone played from', values: [...play.from] };
  return { what: 'zone played from', values: [...new Set([...play.leadFrom, ...play.follow.map((f) => f.from)])] };
}

/** The values the expression can take when the rule file fixes them, or undefined. */
function knownValues(def: GameDef, e: Expr, resolved: Resolutions): Known | undefined {
  const r = resolved[resolutionKey(e)];
  if (r === undefined) return undefined;
  if (e.kind === 'name') return r.to === 'context' && e.name === 'meld' ? meldNames(def) : undefined;
  if (e.kind !== 'member') return undefined;
  if (r.to === 'option') {
    const values = def.options.find((o) => o.name === e.name)?.values;
    return values !== undefined && values.every((v) => typeof v === 'string') ? { what: `value of option '${e.name}'`, values: values as string[] } : undefined;
  }
  if (r.to !== 'member') return undefined;
  const key = `${r.of}.${e.name}`;
  switch (key) {
    case 'move.meld':
    case 'play.meld':
      return meldNames(def);
    case 'move.kind':
      return { what: 'move kind', values: ['play', 'pass'] };
    case 'marker.name':
      return { what: 'marker', values: def.markers.map((m) => m.name) };
    case 'card.suit':
    case 'trick.led_suit':
      return { what: 'suit', values: def.cards.suits.map((s) => s.letter) };
    case 'card.special':
      return { what: 'special card', values: def.cards.special.map((s) => s.name) };
    default:
      return undefined;
  }
}

/** The range of a literal's text between its quotes, when the literal is written plainly on one line. */
function innerRange(lit: StringLit): SourceRange | undefined {
  const r = lit.range;
  if (r.start.line !== r.end.line || r.end.offset - r.start.offset !== lit.value.length + 2) return undefined;
  return {
    file: r.file,
    start: { line: r.start.line, column: r.start.column + 1, offset: r.start.offset + 1 },
    end: { line: r.end.line, column: r.end.column - 1, offset: r.end.offset - 1 },
  };
}

function checkLiteral(lit: StringLit, known: Known, out: Diagnostic[]): void {
  if (known.values.includes(lit.value)) return;
  const near = suggest(lit.value, known.values);
  const list = known.values.length === 0 ? 'there is none' : `there are ${known.values.map((v) => `'${v}'`).join(', ')}`;
  const d: Diagnostic = {
    severity: 'error',
    code: 'semantic/unknown-quoted-name',
    message: `there is no ${known.what} '${lit.value}', so this comparison always comes out the same (${list})${near === undefined ? '' : ` — did you mean '${near}'?`}`,
    range: lit.range,
  };
  const inner = innerRange(lit);
  out.push(near === undefined || inner === undefined ? d : { ...d, fix: { range: inner, text: near } });
}

/** The diagnostics of quoted names that are none of the values they are compared with. */
export function checkQuotedNames(def: GameDef, resolved: Resolutions): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const place of exprPlaces(def)) {
    walkExpr(place.expr, (e) => {
      if (e.kind !== 'binary') return;
      if (e.op === '==' || e.op === '!=') {
        for (const [side, other] of [[e.left, e.right], [e.right, e.left]] as const) {
          if (other.kind !== 'string') continue;
          const known = knownValues(def, side, resolved);
          if (known !== undefined) checkLiteral(other, known, out);
        }
      } else if (e.op === 'in' && e.right.kind === 'list') {
        const known = knownValues(def, e.left, resolved);
        if (known !== undefined) for (const item of e.right.items) if (item.kind === 'string') checkLiteral(item, known, out);
      }
    });
  }
  return out;
}
