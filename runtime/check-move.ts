// One move checked without listing every legal move: legal (with the listed move it is, in the
// form legalMoves gives it), or refused with a stable code and a reason. The reason comes from the
// code that makes the moves: the meld engine and climbing.ts for climbing plays, must-follow.ts's
// play sources for must-follow plays, shedding.ts's match rule for shedding plays, the pending
// choice or setup step for decisions.
import type { ObligationDef } from '../grammar/def/types.js';
import type { GameState, PendingChoice, PendingSetup } from './state.js';
import type { Move } from './moves.js';
import type { MoveError } from './engine.js';
import { zoneKey, type Rules } from './rules.js';
import { actionMoves, baseTurnMoves, choiceMoves, legalMoves, obligationSteps, setupChooseMove } from './legal.js';
import { moveKey } from './move-key.js';
import { climbingCheck } from './climbing.js';
import { mustFollowCheck } from './must-follow.js';
import { sheddingCheck } from './shedding.js';
import { chooseCount, splitRange } from './setup.js';
import { evaluate } from './effects.js';
import { isTrue } from './eval/compile.js';
import { isCard } from './values.js';
import { malformation } from './move-shape.js';
import { namesLegal } from './reads-legal.js';
import {
  actionRefusal, choiceRefusal, climbRefusal, declarationError, followRefusal, gameOver, illegal, malformed,
  namedTwice, notHeld, notYourTurn, obligationRefusal, passRefusal, setupRefusal, shedRefusal,
} from './explain.js';

export type MoveCheck = { readonly ok: true; readonly move: Move } | { readonly ok: false; readonly error: MoveError };

const no = (error: MoveError): MoveCheck => ({ ok: false, error });
const yes = (move: Move): MoveCheck => ({ ok: true, move });

/**
 * Whether `move` is legal in `s`: exactly when legalMoves lists a move with the same moveKey, which
 * is returned. Anything may be passed (a client's JSON): what is not a move is refused, never thrown
 * on. The state is not changed.
 *
 * Lists nothing, with two exceptions: a play whose cards form the meld has the plays of just those
 * cards listed (to compare declarations as the meld engine writes them), and when an obligation's
 * `when` holds (or reads `legal`), the legal moves are listed (or taken from the state's
 * remembered ones), as obligations are defined on the list.
 */
export function checkMove(rules: Rules, s: GameState, input: unknown): MoveCheck {
  if (s.phase === 'over') return no(gameOver());
  const problem = malformation(input);
  if (problem !== null) return no(malformed(problem));
  const move = input as Move;
  const pending = s.pending;
  if (pending?.kind === 'choice') return checkChoice(rules, s, pending, move);
  if (pending?.kind === 'setup') return checkSetup(rules, s, pending, move);
  if (s.phase !== 'play' || s.turn !== move.seat) return no(notYourTurn(s, move));
  if (move.kind === 'action') {
    const listed = actionMoves(rules, s, move.seat).find((m) => m.kind === 'action' && m.name === move.name);
    return listed !== undefined ? yes(listed) : no(actionRefusal(s, move, rules.def.actions.find((a) => a.name === move.name)));
  }
  if (move.kind !== 'play' && move.kind !== 'pass') return no(illegal(rules, s, move));
  const base = checkBase(rules, s, move);
  if (!base.ok) return base;
  const ob = excludedBy(rules, s, base.move);
  return ob === undefined ? base : no(obligationRefusal(rules, s, base.move, ob));
}

function checkChoice(rules: Rules, s: GameState, pending: PendingChoice, move: Move): MoveCheck {
  const answers = choiceMoves(pending);
  if (move.seat === pending.seat && move.kind === 'choose') {
    const key = moveKey(move);
    const listed = answers.find((m) => moveKey(m) === key);
    if (listed !== undefined) return yes(listed);
  }
  return no(choiceRefusal(rules, s, pending, move, answers));
}

function checkSetup(rules: Rules, s: GameState, pending: PendingSetup, move: Move): MoveCheck {
  const step = rules.def.round.setup[pending.step];
  if (pending.waiting.includes(move.seat)) {
    if (step?.kind === 'split' && move.kind === 'split') {
      const { min, max } = splitRange(s, step, move.seat);
      if (move.right >= min && move.right <= max) return yes({ kind: 'split', seat: move.seat, right: move.right });
    }
    if (step?.kind === 'choose' && move.kind === 'choose') {
      const listed = setupChoice(rules, s, pending, step.count === 1, move);
      if (listed !== undefined) return yes(listed);
    }
  }
  return no(setupRefusal(rules, s, pending, move));
}

/** The listed setup choice equal to `move`: k cards of the zone, written in the zone's order. */
function setupChoice(rules: Rules, s: GameState, pending: PendingSetup, single: boolean, move: Extract<Move, { kind: 'choose' }>): Move | undefined {
  const step = rules.def.round.setup[pending.step];
  if (step?.kind !== 'choose') return undefined;
  const zone = s.zones[zoneKey(step.zone, move.seat)] ?? [];
  const k = chooseCount(rules, s, pending, move.seat);
  const v = move.value;
  // With nothing to choose, a one-card step lists the empty choice as the card '' (see legal.ts).
  const refs = single ? (isCard(v) ? (k === 0 && v.id === '' ? [] : [v]) : null) : Array.isArray(v) && v.every(isCard) ? v.filter(isCard) : null;
  if (refs === null || refs.length !== k) return undefined;
  let last = -1;
  for (const r of refs) {
    const at = zone.indexOf(r.id);
    if (at <= last) return undefined;
    last = at;
  }
  const listed = setupChooseMove(single, move.seat, refs.map((r) => r.id));
  return moveKey(listed) === moveKey(move) ? listed : undefined;
}

/** A play or pass against the procedure, before obligations. */
function checkBase(rules: Rules, s: GameState, move: Extract<Move, { kind: 'play' | 'pass' }>): MoveCheck {
  const play = rules.def.round.play;
  if (move.kind === 'pass') {
    if (play.kind === 'shedding') {
      const r = sheddingCheck(rules, play, s, move.seat, move, '');
      return 'kind' in r ? yes(r) : no(shedRefusal(rules, s, play, move, r));
    }
    if (play.kind === 'must-follow') return no(passRefusal(s, move));
    const r = climbingCheck(rules, play, s, move.seat, move);
    return 'kind' in r ? yes(r) : no(climbRefusal(rules, s, move, r));
  }
  const zones = heldIn(rules, s, move.seat);
  const seen = new Set<string>();
  for (const c of move.cards) {
    if (!zones.has(c.id)) return no(notHeld(s, move, c.id));
    if (seen.has(c.id)) return no(namedTwice(s, move, c.id));
    seen.add(c.id);
  }
  const declError = declarationError(rules, s, move.cards);
  if (declError !== undefined) return no(declError);
  if (play.kind === 'climbing') {
    const r = climbingCheck(rules, play, s, move.seat, move);
    return 'kind' in r ? yes(r) : no(climbRefusal(rules, s, move, r));
  }
  const card = move.cards[0];
  if (play.kind === 'shedding') {
    const r = sheddingCheck(rules, play, s, move.seat, move, card === undefined ? '' : zones.get(card.id) ?? '');
    return 'kind' in r ? yes(r) : no(shedRefusal(rules, s, play, move, r));
  }
  if (card === undefined || move.cards.length > 1) return no(illegal(rules, s, move));
  const r = mustFollowCheck(rules, play, s, move.seat, card.id, zones.get(card.id) ?? '', move.meld);
  if (!('kind' in r)) return no(followRefusal(rules, s, play, move, r));
  // A declaration on a wild: must-follow plays every card as it is.
  return moveKey(r) === moveKey(move) ? yes(r) : no(illegal(rules, s, move));
}

/** The seat's cards in its own zones, each with its zone's name. */
function heldIn(rules: Rules, s: GameState, seat: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const z of rules.zones.values()) if (z.perPlayer) for (const id of s.zones[zoneKey(z.name, seat)] ?? []) out.set(id, z.name);
  return out;
}

/**
 * The obligation that rules out a move the procedure allows, if any. When no obligation's `when`
 * holds, none applies and nothing is listed. Otherwise the legal moves are (an obligation keeps
 * the moves satisfying it only when some move does): the engine has usually listed them already
 * (a settled state remembers its moves), and only a refused move has the obligations replayed to
 * find the one that excludes it.
 */
function excludedBy(rules: Rules, s: GameState, move: Move): ObligationDef | undefined {
  const obligations = rules.def.obligations;
  if (obligations.length === 0) return undefined;
  const seat = move.seat;
  if (obligations.every((ob) => !namesLegal(ob.when) && !isTrue(evaluate(rules, s, ob.when, seat, undefined, [])))) return undefined;
  const key = moveKey(move);
  const has = (ms: readonly Move[]): boolean => ms.some((m) => moveKey(m) === key);
  if (has(legalMoves(rules, s))) return undefined;
  const steps = obligationSteps(rules, s, seat, baseTurnMoves(rules, s, seat));
  return (steps.find((step) => has(step.before) && !has(step.after)) ?? steps[steps.length - 1])?.obligation;
}
