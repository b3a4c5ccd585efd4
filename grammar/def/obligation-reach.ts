// Obligations that can be seen, from the rule file alone, never to narrow the moves or never to be
// kept. Decided where an obligation's `must` reads only the move's kind and meld (in a must-follow
// game: the zone played from) and literals: every move of the procedure is one of a few (kind,
// meld) pairs, so the `must` can be evaluated on each. An obligation true on every pair left by the
// obligations before it never removes a move; one false on every pair is always skipped. Earlier
// obligations shadow it only when they always apply (no `when`, or the same `when` written alike).
import type { Diagnostic } from '../diagnostics.js';
import type { Expr } from '../expr/ast.js';
import { resolutionKey, type Resolutions } from '../expr/resolution.js';
import type { GameDef, ObligationDef } from './types.js';

/** What a move may be, as the checker sees it. */
interface MoveShape {
  readonly kind: 'play' | 'pass';
  readonly meld: string | null;
}

type Lit = string | number | boolean | null;

/** The (kind, meld) pairs of the procedure's moves. */
function shapes(def: GameDef): MoveShape[] {
  const play = def.round.play;
  if (play.kind === 'must-follow') {
    return [...new Set([...play.leadFrom, ...play.follow.map((f) => f.from)])].map((zone) => ({ kind: 'play', meld: zone }));
  }
  if (play.kind === 'shedding') return [...play.from.map((zone): MoveShape => ({ kind: 'play', meld: zone })), { kind: 'pass', meld: null }];
  return [...def.melds.map((m): MoveShape => ({ kind: 'play', meld: m.name })), { kind: 'pass', meld: null }];
}

/** The value of `e` for a move of this shape, or undefined when it depends on anything else. */
function evalOn(e: Expr, m: MoveShape, resolved: Resolutions): Lit | undefined {
  switch (e.kind) {
    case 'string':
    case 'number':
    case 'bool':
      return e.value;
    case 'null':
      return null;
    case 'member': {
      const r = resolved[resolutionKey(e)];
      const isMove = e.object.kind === 'name' && e.object.name === 'move' && resolved[resolutionKey(e.object)]?.to === 'context';
      if (!isMove || r?.to !== 'member' || r.of !== 'move') return undefined;
      return e.name === 'kind' ? m.kind : e.name === 'meld' ? m.meld : undefined;
    }
    case 'unary': {
      const v = evalOn(e.operand, m, resolved);
      return e.op === 'not' && typeof v === 'boolean' ? !v : undefined;
    }
    case 'conditional': {
      const t = evalOn(e.test, m, resolved);
      return typeof t === 'boolean' ? evalOn(t ? e.then : e.else, m, resolved) : undefined;
    }
    case 'binary': {
      if (e.op === 'in') {
        if (e.right.kind !== 'list') return undefined;
        const v = evalOn(e.left, m, resolved);
        const items = e.right.items.map((x) => evalOn(x, m, resolved));
        return v === undefined || items.includes(undefined) ? undefined : items.includes(v);
      }
      const a = evalOn(e.left, m, resolved);
      const b = evalOn(e.right, m, resolved);
      if (e.op === 'and') return a === false || b === false ? false : a === true && b === true ? true : undefined;
      if (e.op === 'or') return a === true || b === true ? true : a === false && b === false ? false : undefined;
      if (a === undefined || b === undefined) return undefined;
      if (e.op === '==') return a === b;
      if (e.op === '!=') return a !== b;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The `must` on each shape, or undefined when it is not decided for some shape. */
function mustOn(ob: ObligationDef, moves: readonly MoveShape[], resolved: Resolutions): boolean[] | undefined {
  const out: boolean[] = [];
  for (const m of moves) {
    const v = evalOn(ob.must, m, resolved);
    if (typeof v !== 'boolean') return undefined;
    out.push(v);
  }
  return out;
}

/** The source text of a `when`, to tell obligations that apply together; undefined: always applies. */
function whenKey(ob: ObligationDef): string | undefined {
  const w = ob.when;
  if (w.kind === 'bool' && w.value) return undefined;
  return JSON.stringify(w, (k, v: unknown) => (k === 'range' || k === 'nameRange' || k === 'paramRange' ? undefined : v));
}

function warn(code: string, message: string, ob: ObligationDef): Diagnostic {
  return { severity: 'warning', code, message, range: ob.must.range };
}

/**
 * Warnings for obligations that never narrow the moves, are never kept, or never change the moves
 * because earlier ones always leave moves that all satisfy it or none do (shadowed).
 *
 * Why the last is sound: every obligation either keeps the moves satisfying it or leaves them all,
 * so after the obligations that always apply when this one does (no `when`, or the same `when`),
 * the moves still open lie in one class of the shapes split by those obligations' `must`s. An
 * obligation constant on every class never removes a move from such a set.
 */
export function checkObligationReach(def: GameDef, resolved: Resolutions): Diagnostic[] {
  const out: Diagnostic[] = [];
  const all = shapes(def);
  if (all.length === 0) return out;
  const decided = def.obligations.map((ob) => mustOn(ob, all, resolved));
  def.obligations.forEach((ob, i) => {
    const values = decided[i];
    if (values === undefined) return;
    if (values.every((v) => v)) {
      const what = def.round.play.kind === 'must-follow' ? 'move of this must-follow game' : 'move';
      out.push(warn('semantic/obligation-never-narrows', `'${ob.name}' never removes a move: every ${what} satisfies it`, ob));
      return;
    }
    if (values.every((v) => !v)) {
      out.push(warn('semantic/obligation-never-kept', `'${ob.name}' can never be kept: no move satisfies it, so it is always skipped`, ob));
      return;
    }
    // Split the shapes by the earlier obligations that apply whenever this one does.
    const key = whenKey(ob);
    let classes: number[][] = [all.map((_, k) => k)];
    const by: string[] = [];
    for (let j = 0; j < i; j++) {
      const earlier = def.obligations[j] as ObligationDef;
      const ev = decided[j];
      const k = whenKey(earlier);
      if (ev === undefined || (k !== undefined && k !== key)) continue;
      const split = classes.flatMap((c) => [c.filter((x) => ev[x]), c.filter((x) => !ev[x])]).filter((c) => c.length > 0);
      if (split.length > classes.length) by.push(earlier.name);
      classes = split;
    }
    if (by.length > 0 && classes.every((c) => c.every((x) => values[x] === values[c[0] as number]))) {
      const names = by.map((n) => `'${n}'`).join(' and ');
      out.push(warn('semantic/obligation-shadowed', `'${ob.name}' never changes the moves: after ${names}, the moves left either all satisfy it or none do`, ob));
    }
  });
  return out;
}
