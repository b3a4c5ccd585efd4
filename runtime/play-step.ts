// One automatic step of the round's trick procedure: start a trick, end one, move the turn on, or
// report that a player must move.
import type { GameState } from './state.js';
import type { Move } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import { fire } from './effects.js';
import { moveAll } from './zones.js';
import { leaderFrom, newTrick } from './turns.js';
import { applyClimbing, applyClimbingPlay, type PreparedMeld, climbingAfterPlay, climbingNextTurn, climbingTrickOver, lastPlay } from './climbing.js';
import { applyMustFollow, mustFollowTrickComplete, mustFollowWinner, nextUnplayed } from './must-follow.js';
import { applyShedding, sheddingCannotMove, sheddingStep } from './shedding.js';
import { inWindow } from './interrupt-window.js';
import { settleLegalMoves } from './legal.js';
import { setTrickWinner } from './eval/members.js';
import { choosingWinner, trumpSuit } from './trick-rule.js';
import { emit } from './events.js';

/** Who wins the trick as it stands. */
export function trickWinner(rules: Rules, s: GameState): number | null {
  const play = rules.def.round.play;
  if (play.kind === 'must-follow') return mustFollowWinner(rules, play, s);
  return lastPlay(s)?.seat ?? null;
}

setTrickWinner(
  (ctx) => (choosingWinner() ? undefined : trickWinner(ctx.rules, ctx.s)),
  (ctx) => (ctx.rules.def.round.play.kind === 'must-follow' ? trumpSuit(ctx.rules, ctx.rules.def.round.play, ctx.s) : null),
);

function startTrick(rules: Rules, s: GameState): void {
  const play = rules.def.round.play;
  const wanted = s.nextLeader ?? s.roundLeader;
  const leader = leaderFrom(s, wanted);
  let anyCards = false;
  for (let seat = 0; seat < s.players.length && !anyCards; seat++) anyCards = !(s.players[seat] as GameState['players'][number]).out && hasPlayableCards(rules, s, seat);
  if (leader === null || !anyCards || (play.kind === 'must-follow' && play.tricks !== undefined && s.tricksPlayed >= play.tricks)) {
    s.roundEnding = true;
    return;
  }
  newTrick(s, leader);
}

/** A climbing trick is led from the hand. */
const HAND: readonly string[] = Object.freeze(['hand']);

/** Whether a seat holds a card it could lead (a trick needs a lead). */
function hasPlayableCards(rules: Rules, s: GameState, seat: number): boolean {
  const play = rules.def.round.play;
  const zones = play.kind === 'climbing' ? HAND : play.kind === 'shedding' ? play.from : play.leadFrom;
  for (let i = 0; i < zones.length; i++) if ((s.zones[zoneKey(zones[i] as string, seat)]?.length ?? 0) > 0) return true;
  return false;
}

function finishTrick(rules: Rules, s: GameState): void {
  const t = s.trick;
  if (t === null) return;
  const winner = trickWinner(rules, s);
  if (!t.endFired) {
    t.endFired = true;
    if (winner !== null && rules.def.round.play.kind === 'must-follow') {
      const p = s.players[winner];
      if (p) p.tricks += 1;
    }
    // Said before its handlers run, so that what they do (a score, a var) reads after the trick's
    // end in the log; the cards stay on the table until the handlers are done.
    emit(s, { kind: 'trick-end', number: t.number, winner });
    fire(rules, s, 'trick-end', winner);
    return;
  }
  moveAll(s, 'table', 'discard');
  s.tricksPlayed += 1;
  const next = s.nextLeader ?? winner ?? t.leader;
  s.trick = null;
  s.turn = null;
  s.nextLeader = next;
}

/**
 * What a step did: 'continue' when it changed something, 'quiet' when it changed nothing an
 * expression can read (whose turn it is, whether the turn has started, that the trick is ending),
 * 'wait' when a player must move. Two quiet steps also say what the next step is, when no handler
 * was queued (advance then takes it straight away, counted as a step like any other):
 * 'ended', the trick was found complete (the next step ends it, finishTrick); 'started', a
 * must-follow or climbing turn was started (the next lists the seat's moves, turnStep: every check
 * before it reads what starting the turn did not change).
 */
export type StepResult = 'continue' | 'quiet' | 'wait' | 'ended' | 'started';

/** Advances the procedure one step. */
export function playStep(rules: Rules, s: GameState): StepResult {
  const play = rules.def.round.play;
  const t = s.trick;
  if (t === null) {
    startTrick(rules, s);
    return 'continue';
  }
  if (t.ending) return endingStep(rules, s);
  if (play.kind === 'shedding') {
    if (sheddingStep(rules, play, s)) return 'continue';
  } else if (play.kind === 'climbing' && t.after !== undefined) {
    climbingAfterPlay(rules, play, s);
    return 'continue';
  } else if (play.kind === 'climbing' ? !inWindow(s) && climbingTrickOver(play, s) : mustFollowTrickComplete(s)) {
    t.ending = true;
    return 'ended';
  }
  if (play.kind === 'must-follow' && t.plays.length === 0 && everyoneSkipped(s, t.passed)) {
    // Everyone still in was skipped: nobody can lead, so the round cannot go on.
    s.trick = null;
    s.roundEnding = true;
    return 'continue';
  }
  const seat = s.turn;
  if (seat === null || s.players[seat]?.out !== false || (play.kind === 'climbing' && t.dropped.includes(seat))) {
    if (play.kind === 'shedding') return 'continue'; // sheddingStep moved the turn on
    const from = seat ?? t.leader;
    const next = play.kind === 'climbing' ? climbingNextTurn(play, s, from) : nextUnplayed(s, from);
    if (next === null || next === seat) {
      t.ending = true;
      return 'ended';
    }
    s.turn = next;
    s.turnStarted = false;
    if (t.plays.length > 0) return 'quiet';
    t.leader = next; // `trick.leader` can be read
    return 'continue';
  }
  if (!s.turnStarted) {
    s.turnStarted = true;
    // Handlers that run are effects: the engine looks again after them.
    fire(rules, s, 'turn-start', seat);
    // A shedding step may change the trick even when it goes on to the turn (sheddingStep): its
    // next step is taken from the start.
    return play.kind === 'shedding' ? 'quiet' : 'started';
  }
  return turnStep(rules, s, seat);
}

/** The step that finishes a trick found complete ('ended'). */
export function endingStep(rules: Rules, s: GameState): StepResult {
  finishTrick(rules, s);
  return 'continue';
}

/**
 * The step at a started turn of the seat to move (s.turn, in s.trick): its moves listed and
 * remembered ('wait'), or, with none, the turn passed by.
 */
export function turnStep(rules: Rules, s: GameState, seat: number): StepResult {
  const play = rules.def.round.play;
  const t = s.trick as NonNullable<GameState['trick']>;
  // The state is settled here (advance stops at 'wait'), so its moves, if any, are remembered.
  if (settleLegalMoves(rules, s) > 0) return 'wait';
  // Nothing is open to this player: the turn passes them by (and in a climbing trick counts as a pass).
  if (play.kind === 'shedding') {
    sheddingCannotMove(rules, play, s, seat);
    return 'continue';
  }
  emit(s, { kind: 'cannot-move', seat });
  if (play.kind === 'climbing') applyClimbing(rules, play, s, { kind: 'pass', seat }, null);
  else {
    t.passed.push(seat);
    s.turn = nextUnplayed(s, seat);
    s.turnStarted = false;
  }
  return 'continue';
}

/** Whether every player still in the round was skipped (a loop: no closure per step). */
function everyoneSkipped(s: GameState, passed: readonly number[]): boolean {
  const players = s.players;
  for (let i = 0; i < players.length; i++) if (!(players[i] as GameState['players'][number]).out && !passed.includes(i)) return false;
  return true;
}

/** Carries out a legal play or pass of the player to move (`meld`: a climbing play's, from prepareClimbingPlay). */
export function applyTurnMove(rules: Rules, s: GameState, move: Move, meld?: PreparedMeld): void {
  const play = rules.def.round.play;
  if (play.kind === 'must-follow') {
    applyMustFollow(rules, s, move);
    return;
  }
  if (play.kind === 'shedding') {
    applyShedding(rules, s, move);
    return;
  }
  if (move.kind === 'play') {
    applyClimbingPlay(rules, play, s, move, meld);
    return;
  }
  applyClimbing(rules, play, s, move, null);
}
