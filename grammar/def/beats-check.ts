// Checks of what beats what in a climbing game: the meld names in `beats:` (of melds and of special
// cards) exist, no meld lists itself, `suit-order` names each suit of the game once, and the keys
// that only a climbing trick reads are not set in a game of another procedure, where nothing would read them.
import type { Diagnostic, SourceRange } from '../diagnostics.js';
import { suggest } from '../expr/suggest.js';
import type { GameDef, NameRanges } from './types.js';

function diagnostic(severity: 'error' | 'warning', code: string, message: string, range: SourceRange): Diagnostic {
  return { severity, code, message, range };
}

function didYouMean(name: string, known: readonly string[]): string {
  const near = suggest(name, known);
  return near === undefined ? '' : ` — did you mean '${near}'?`;
}

function unknownMelds(list: readonly string[] | undefined, names: NameRanges | undefined, fallback: SourceRange, known: readonly string[], out: Diagnostic[]): void {
  for (const o of list ?? []) {
    if (known.includes(o)) continue;
    const d = diagnostic('error', 'name/unknown-meld', `there is no meld '${o}'${didYouMean(o, known)}`, names?.[o] ?? fallback);
    const near = suggest(o, known);
    out.push(near !== undefined && names?.[o] !== undefined ? { ...d, fix: { range: names[o], text: near } } : d);
  }
}

export function checkBeats(def: GameDef, out: Diagnostic[]): void {
  const known = def.melds.map((m) => m.name);
  const play = def.round.play;
  for (const m of def.melds) {
    unknownMelds(m.beats, m.names, m.range, known, out);
    if (m.beats?.includes(m.name)) {
      out.push(diagnostic('error', 'semantic/beats-itself', `'${m.name}' lists itself in beats: a ${m.name} already beats a weaker ${m.name}; listing it would let any ${m.name} beat any other`, m.names?.[m.name] ?? m.range));
    }
    for (const o of m.beats ?? []) {
      const other = def.melds.find((x) => x.name === o);
      if (other === undefined || other === m) continue;
      const why = other.bomb && !m.bomb ? `only a bomb beats a bomb, and '${m.name}' is none`
        : m.bomb && !other.bomb ? `a bomb beats any '${o}' anyway`
        : Math.max(m.size.min, other.size.min) > Math.min(m.size.max, other.size.max) ? `it beats a '${o}' of as many cards, and no '${o}' has as many as a '${m.name}'`
        : undefined;
      if (why !== undefined) out.push(diagnostic('warning', 'semantic/beats-never', `'${m.name}' lists '${o}' in beats, which changes nothing: ${why}`, m.names?.[o] ?? m.range));
    }
    if (play.kind !== 'climbing' && (m.beats !== undefined || m.bomb || m.strength !== undefined)) {
      out.push(diagnostic('warning', 'semantic/climbing-only', `'${m.name}' sets beats, bomb or strength, which only a climbing trick reads (this game's play is ${play.kind})`, m.range));
    }
  }
  for (const sp of def.cards.special) {
    unknownMelds(sp.beats, sp.names, sp.range, known, out);
    if (play.kind !== 'climbing' && sp.beats !== undefined) {
      out.push(diagnostic('warning', 'semantic/climbing-only', `'${sp.name}' sets beats, which only a climbing trick reads (this game's play is ${play.kind})`, sp.range));
    }
  }
  if (play.kind !== 'climbing' || play.suitOrder === undefined) return;
  const letters = def.cards.suits.map((x) => x.letter);
  const seen = new Set<string>();
  for (const l of play.suitOrder) {
    const at = play.names?.[l] ?? play.range;
    if (!letters.includes(l)) out.push(diagnostic('error', 'semantic/unknown-suit', `there is no suit '${l}' in cards.suits${didYouMean(l, letters)}`, at));
    else if (seen.has(l)) out.push(diagnostic('error', 'semantic/suit-order', `suit-order names '${l}' twice: list each suit once, weakest first`, at));
    seen.add(l);
  }
  const missing = letters.filter((l) => !seen.has(l));
  if (missing.length > 0) out.push(diagnostic('error', 'semantic/suit-order', `suit-order leaves out ${missing.map((l) => `'${l}'`).join(', ')}: list every suit, weakest first`, play.suitOrderRange ?? play.range));
}
