// The words of a refusal: a stable code and a reason naming the player, the card and the rule that
// forbids the move. Which rule forbids it is found where the moves are made (climbing.ts,
// must-follow.ts, check-move.ts); this module only writes it down.
import { rankText } from '../grammar/def/rank-labels.js';
import type { GameState, PendingChoice, PendingSetup } from './state.js';
import type { Move, PlayCard } from './moves.js';
import type { Rules } from './rules.js';
import type { MoveError } from './engine.js';
import type { ActionDef, MustFollowPlay, ObligationDef, SheddingPlay } from '../grammar/def/types.js';
import type { ShedRefusal } from './shedding.js';
import type { ClimbRefusal } from './climbing.js';
import type { FollowRefusal } from './must-follow.js';
import { moveText } from './notation.js';
import type { SourceRange } from '../grammar/diagnostics.js';
import type { MeldRejection } from './melds/types.js';
import type { RuntimeCode } from './codes.js';

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

export function err(code: string, message: string, range?: SourceRange): MoveError {
  return range ? { code, message, range } : { code, message };
}

function nameOf(s: GameState, seat: number): string {
  return s.names[seat] ?? `seat ${seat + 1}`;
}

/**
 * The verb for a player: a player named "You" (a client's name for the person at the screen)
 * takes the second person: "You lead and may not pass", not "You leads".
 */
function verb(s: GameState, seat: number, third: string, second: string): string {
  return nameOf(s, seat).toLowerCase() === 'you' ? second : third;
}

/** `Ann's`, or `yours` for a player named "You". */
function possessive(s: GameState, seat: number): string {
  const name = nameOf(s, seat);
  return name.toLowerCase() === 'you' ? 'yours' : `${name}'s`;
}

export const gameOver = (): MoveError => err('move/game-over', 'the game is over');

/** A value that is no move at all (a client's malformed object). */
export const malformed = (problem: string): MoveError => err('move/illegal', `not a move: ${problem}`);

export function choiceRefusal(rules: Rules, s: GameState, pending: PendingChoice, move: Move, answers: readonly Move[]): MoveError {
  const who = nameOf(s, move.seat);
  if (move.seat !== pending.seat) return err('move/not-your-turn', `${nameOf(s, pending.seat)} ${verb(s, pending.seat, 'is', 'are')} choosing now, not ${who}`);
  if (move.kind !== 'choose') return err('move/choice-pending', `${who} must first answer: ${pending.prompt}`);
  return err('move/not-an-option', `${moveText(rules, s, move)} is not one of the options (${answers.map((m) => moveText(rules, s, m)).join(', ')})`);
}

export function setupRefusal(rules: Rules, s: GameState, pending: PendingSetup, move: Move): MoveError {
  const who = nameOf(s, move.seat);
  if (!pending.waiting.includes(move.seat)) return err('move/not-your-turn', `${who} ${verb(s, move.seat, 'has', 'have')} already decided`);
  return err('move/not-an-option', `${who} must ${rules.def.round.setup[pending.step]?.kind === 'split' ? 'split their hand' : 'choose a card'}; ${moveText(rules, s, move)} is not one of the options`);
}

export function notYourTurn(s: GameState, move: Move): MoveError {
  return err('move/not-your-turn', `it is ${s.turn === null ? 'nobody\'s' : possessive(s, s.turn).replace(/^yours$/, 'your')} turn, not ${possessive(s, move.seat)}`);
}

export function actionRefusal(s: GameState, move: Extract<Move, { kind: 'action' }>, action: ActionDef | undefined): MoveError {
  if (action === undefined) return err('move/unknown-action', `there is no action '${move.name}'`);
  return err('move/action-not-allowed', `${nameOf(s, move.seat)} may not ${action.label} now (rule at ${at(action.range)})`, action.range);
}

export function notHeld(s: GameState, move: Move, card: string): MoveError {
  return err('move/not-in-hand', `${nameOf(s, move.seat)} ${verb(s, move.seat, 'does', 'do')} not hold ${card}`);
}

export function namedTwice(s: GameState, move: Move, card: string): MoveError {
  return err('move/illegal', `${nameOf(s, move.seat)} ${verb(s, move.seat, 'names', 'name')} ${card} twice`);
}

/**
 * A declaration the card cannot take: a rank on a card that is no wild (an any-suit card's rank is
 * fixed: move/fixed-rank), or a suit on a card that cannot take any suit.
 */
export function declarationError(rules: Rules, s: GameState, cards: readonly PlayCard[]): MoveError | undefined {
  for (const c of cards) {
    if (s.wild[c.id] === true) continue;
    const info = rules.cards.get(c.id);
    if (c.as !== undefined && info?.anySuit === true) {
      return err('move/fixed-rank', `${c.id} is always a ${info.rank === null ? 'card without rank' : rankText(rules.def.cards, info.rank)}: declare only its suit, like ${c.id}=${c.as.suit ?? rules.def.cards.suits[0]?.letter ?? 'R'}`);
    }
    if (c.as !== undefined || (c.suit !== undefined && info?.anySuit !== true)) return err('move/not-a-wild', `${c.id} is not a wild`);
  }
  return undefined;
}

export function climbRefusal(rules: Rules, s: GameState, move: Move, r: ClimbRefusal): MoveError {
  const who = nameOf(s, move.seat);
  switch (r.why) {
    case 'must-lead': return passRefusal(s, move);
    case 'not-in-hand': return err('move/not-in-hand', `${who} ${verb(s, move.seat, 'does', 'do')} not hold ${r.card} in hand`);
    case 'undeclared-wild': return err('move/illegal', `${r.card} is a wild: write what it stands for, like ${r.card}=${rankText(rules.def.cards, rules.def.wilds?.ranks.min ?? 1)}`);
    case 'wild-order': return err('move/illegal', `wilds are played in the order they are held: ${who} ${verb(s, move.seat, 'plays', 'play')} ${r.use.join(' ')} as the wilds of this play`);
    case 'not-listed': return illegal(rules, s, move);
    case 'not-out-of-turn': {
      const play = rules.def.round.play;
      const range = (play.kind === 'climbing' ? play.interrupt?.range : undefined) ?? play.range;
      return err('move/no-match', `${who} may not play ${moveText(rules, s, move).slice(5)} out of turn (the interrupt rule at ${at(range)})`, range);
    }
    case 'does-not-beat': return err(REJECTED[r.code].code, `${who} cannot play ${moveText(rules, s, move).slice(5)}: it does not beat the table: ${r.reason}`);
    default: return err(REJECTED[r.why].code, `${who} cannot play ${moveText(rules, s, move).slice(5)}: ${REJECTED[r.why].why}`);
  }
}

export function followRefusal(rules: Rules, s: GameState, play: MustFollowPlay, move: Move, r: FollowRefusal): MoveError {
  const who = nameOf(s, move.seat);
  const rule = `(rule at ${at(play.range)})`;
  switch (r.why) {
    case 'lead-from': return err('move/not-allowed-zone', `${who} must lead from ${r.zones.join(' or ')} ${rule}`, play.range);
    case 'must-follow': return err('move/must-follow', `${who} must follow ${suitName(rules, r.suit)}: ${verb(s, move.seat, 'they hold', 'you hold')} ${r.holding.join(' ')} in ${r.zone} ${rule}`, play.range);
    case 'zone-closed': return err('move/not-allowed-zone', `${who} may not play that card now ${rule}`, play.range);
    case 'wrong-zone': return err('move/not-allowed-zone', `${who} ${verb(s, move.seat, 'plays', 'play')} that card from ${r.zone} ${rule}`, play.range);
  }
}

export function shedRefusal(rules: Rules, s: GameState, play: SheddingPlay, move: Move, r: ShedRefusal): MoveError {
  const who = nameOf(s, move.seat);
  const rule = `(rule at ${at(play.range)})`;
  switch (r.why) {
    case 'cannot-pass': return err('move/cannot-pass', `${who} may not pass now ${rule}`, play.pass?.range ?? play.range);
    case 'zone-closed': return err('move/not-allowed-zone', `${who} may not play that card ${rule}`, play.range);
    case 'wrong-zone': return err('move/not-allowed-zone', `${who} ${verb(s, move.seat, 'plays', 'play')} that card from ${r.zone} ${rule}`, play.range);
    case 'one-card': return illegal(rules, s, move);
    case 'no-match': {
      const range = (r.rule === 'interrupt' ? play.interrupt : play.match)?.range ?? play.range;
      return err('move/no-match', `${r.card} may not be played onto the table now (the ${r.rule} rule at ${at(range)})`, range);
    }
  }
}

/** A pass the procedure does not allow: by the leader, or in a trick where nobody passes. */
export function passRefusal(s: GameState, move: Move): MoveError {
  const who = nameOf(s, move.seat);
  if (s.trick !== null && s.trick.plays.length === 0) return err('move/must-lead', `${who} ${verb(s, move.seat, 'leads', 'lead')} and may not pass`);
  return err('move/cannot-pass', `${who} may not pass now`);
}

export function obligationRefusal(rules: Rules, s: GameState, move: Move, ob: ObligationDef): MoveError {
  return err('move/obligation', `${nameOf(s, move.seat)} may not ${moveText(rules, s, move)} now: the rule '${ob.name}' (${at(ob.range)}) requires another move`, ob.range);
}

export function illegal(rules: Rules, s: GameState, move: Move): MoveError {
  return err('move/illegal', `${moveText(rules, s, move)} is not a legal move now`);
}

function suitName(rules: Rules, letter: string | null): string {
  if (letter === null) return 'a card without suit';
  return rules.def.cards.suits.find((x) => x.letter === letter)?.name ?? letter;
}
