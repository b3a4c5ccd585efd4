// Why a move is illegal: a stable code and a reason that names the rule that forbids it.
import type { GameState } from './state.js';
import type { Move, PlayCard } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import type { MoveError } from './engine.js';
import { baseTurnMoves, actionMoves, obligationSteps } from './legal.js';
import { moveKey } from './move-key.js';
import { targetMeld } from './climbing.js';
import { formsMeld, type MeldRejection } from './melds/index.js';
import type { RuntimeCode } from './codes.js';
import { meldRules, playedCards } from './meld-rules.js';
import { moveText } from './notation.js';
import type { SourceRange } from '../grammar/diagnostics.js';

/** Each way cards can fail to form the meld asked for: its code (written out, for the catalogue in codes.ts) and why. */
const REJECTED: Readonly<Record<MeldRejection, { readonly code: RuntimeCode; readonly why: string }>> = {
  'not-a-meld': { code: 'move/not-a-meld', why: 'these cards form no meld of this game' },
  'not-same-type': { code: 'move/not-same-type', why: 'a follow must be the same kind of meld as the one led' },
  'not-same-size': { code: 'move/not-same-size', why: 'a follow must have as many cards as the meld led' },
  'not-higher': { code: 'move/not-higher', why: 'a follow must be higher than the meld on the table' },
  'cannot-lead': { code: 'move/cannot-lead', why: 'this kind of meld may not be led' },
  only: { code: 'move/only', why: 'a card in it may not be played in this kind of meld' },
};

function at(range: SourceRange): string {
  return `${range.file}:${range.start.line}:${range.start.column}`;
}

function err(code: string, message: string, range?: SourceRange): MoveError {
  return range ? { code, message, range } : { code, message };
}

export function explainIllegal(rules: Rules, s: GameState, move: Move, legal: readonly Move[]): MoveError {
  const who = s.names[move.seat] ?? `seat ${move.seat + 1}`;
  const pending = s.pending;
  if (pending?.kind === 'choice') {
    if (move.seat !== pending.seat) return err('move/not-your-turn', `${s.names[pending.seat]} is choosing now, not ${who}`);
    if (move.kind !== 'choose') return err('move/choice-pending', `${who} must first answer: ${pending.prompt}`);
    return err('move/not-an-option', `${moveText(rules, s, move)} is not one of the options (${legal.map((m) => moveText(rules, s, m)).join(', ')})`);
  }
  if (pending?.kind === 'setup') {
    if (!pending.waiting.includes(move.seat)) return err('move/not-your-turn', `${who} has already decided`);
    return err('move/not-an-option', `${who} must ${rules.def.round.setup[pending.step]?.kind === 'split' ? 'split their hand' : 'choose a card'}; ${moveText(rules, s, move)} is not one of the options`);
  }
  if (s.turn !== move.seat) return err('move/not-your-turn', `it is ${s.turn === null ? 'nobody' : s.names[s.turn]}'s turn, not ${who}'s`);
  if (move.kind === 'action') {
    const a = rules.def.actions.find((x) => x.name === move.name);
    if (a === undefined) return err('move/unknown-action', `there is no action '${move.name}'`);
    if (!actionMoves(rules, s, move.seat).some((m) => moveKey(m) === moveKey(move))) return err('move/action-not-allowed', `${who} may not ${a.label} now (rule at ${at(a.range)})`, a.range);
  }
  if (move.kind === 'play') {
    const owned = new Set<string>();
    for (const z of rules.zones.values()) if (z.perPlayer) for (const id of s.zones[zoneKey(z.name, move.seat)] ?? []) owned.add(id);
    const missing = move.cards.find((c) => !owned.has(c.id));
    if (missing) return err('move/not-in-hand', `${who} does not hold ${missing.id}`);
    const declError = declarationError(rules, s, move.cards);
    if (declError) return declError;
    const play = rules.def.round.play;
    if (play.kind === 'climbing') {
      const r = formsMeld(playedCards(rules, s, move.cards), meldRules(rules, s.players.length), targetMeld(s), move.meld);
      if (!r.ok) return err(REJECTED[r.reason].code, `${who} cannot play ${moveText(rules, s, move).slice(5)}: ${REJECTED[r.reason].why}`);
    } else {
      const t = s.trick;
      const led = t?.ledSuit ?? null;
      if (t !== null && t.plays.length === 0) {
        return err('move/not-allowed-zone', `${who} must lead from ${play.leadFrom.join(' or ')} (rule at ${at(play.range)})`, play.range);
      }
      const strict = play.follow.find((f) => f.followSuit && (s.zones[zoneKey(f.from, move.seat)] ?? []).some((id) => rules.cards.get(id)?.suit === led));
      if (strict && led !== null) {
        const holding = (s.zones[zoneKey(strict.from, move.seat)] ?? []).filter((id) => rules.cards.get(id)?.suit === led);
        return err('move/must-follow', `${who} must follow ${suitName(rules, led)}: they hold ${holding.join(' ')} in ${strict.from} (rule at ${at(play.range)})`, play.range);
      }
      return err('move/not-allowed-zone', `${who} may not play that card now (rule at ${at(play.range)})`, play.range);
    }
  }
  // Legal but for an obligation?
  const base = baseTurnMoves(rules, s, move.seat);
  if (base.some((m) => moveKey(m) === moveKey(move))) {
    const ob = excludingObligation(rules, s, move.seat, base, moveKey(move));
    if (ob !== undefined) return err('move/obligation', `${who} may not ${moveText(rules, s, move)} now: the rule '${ob.name}' (${at(ob.range)}) requires another move`, ob.range);
  }
  if (move.kind === 'pass') {
    if (s.trick !== null && s.trick.plays.length === 0) return err('move/must-lead', `${who} leads and may not pass`);
    return err('move/cannot-pass', `${who} may not pass now`);
  }
  return err('move/illegal', `${moveText(rules, s, move)} is not a legal move now`);
}

/**
 * A declaration the card cannot take: a rank on a card that is no wild (an any-suit card's rank is
 * fixed: move/fixed-rank), or a suit on a card that cannot take any suit.
 */
function declarationError(rules: Rules, s: GameState, cards: readonly PlayCard[]): MoveError | undefined {
  for (const c of cards) {
    if (s.wild[c.id] === true) continue;
    const info = rules.cards.get(c.id);
    if (c.as !== undefined && info?.anySuit === true) {
      return err('move/fixed-rank', `${c.id} is always a ${info.rank ?? 'card without rank'}: declare only its suit, like ${c.id}=${c.as.suit ?? rules.def.cards.suits[0]?.letter ?? 'R'}`);
    }
    if (c.as !== undefined || (c.suit !== undefined && info?.anySuit !== true)) return err('move/not-a-wild', `${c.id} is not a wild`);
  }
  return undefined;
}

/** The obligation that took this move out of the legal ones. */
function excludingObligation(rules: Rules, s: GameState, seat: number, base: Move[], key: string) {
  return obligationSteps(rules, s, seat, base).find((step) => step.before.some((m) => moveKey(m) === key) && !step.after.some((m) => moveKey(m) === key))?.obligation;
}

function suitName(rules: Rules, letter: string): string {
  return rules.def.cards.suits.find((x) => x.letter === letter)?.name ?? letter;
}
