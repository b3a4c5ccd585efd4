// A move's text and a climbing play's apply, worked out without classifying or copying (issue 18,
// docs/dev/performance.md): over random games of every bundled game and of fixtures with several
// meld types, wilds, any-suit cards, rank labels, the rule file's own climbing order and plays out
// of turn, every legal move's moveText, and the event each move made, equal what formatMove
// writes with the names as they were (meldAmbiguous by classifying the played cards, a chosen
// card's seers by cardSeers); and a climbing play applied by applyClimbingPlay leaves the same
// state as climbMeld over playedCards handed to applyClimbing, for listed plays, a client's copy,
// plays under another meld name, and with the meld prepareClimbingPlay works out for it.
import { describe, expect, it } from 'vitest';
import { applyInPlace, legalMoves, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { formatMove, type NotationNames } from '../../runtime/moves.js';
import { moveEvent, moveText } from '../../runtime/notation.js';
import { classify } from '../../runtime/melds/index.js';
import { meldRules, playedCards } from '../../runtime/meld-rules.js';
import { applyClimbing, applyClimbingPlay, climbMeld, prepareClimbingPlay } from '../../runtime/climbing.js';
import { cloneState } from '../../runtime/clone.js';
import { cardSeers, unionSeers } from '../../runtime/event-seers.js';
import { isCard } from '../../runtime/values.js';
import type { GameEvent } from '../../runtime/events.js';
import type { ClimbingPlay } from '../../grammar/def/types.js';
import { rankText } from '../../grammar/def/rank-labels.js';
import { bundledConfigs, newGame, rng } from '../../bench/soak/bundled-games.js';
import { loadRules } from './fixture-games.js';

type Play = Extract<Move, { kind: 'play' }>;

/** The names as notation.ts gave them before: whether the meld is written, by classifying the cards. */
function referenceNames(rules: Rules, s: GameState): NotationNames {
  return {
    playerName: (seat) => s.names[seat] ?? `seat ${seat + 1}`,
    markerLabel: (key) => rules.markers.get(key.split('#')[0] ?? key)?.label ?? key,
    meldAmbiguous: (m) => {
      if (rules.def.round.play.kind !== 'climbing' || rules.def.melds.length < 2) return false;
      if (rules.def.melds.filter((t) => m.cards.length >= t.size.min && m.cards.length <= t.size.max).length < 2) return false;
      return classify(playedCards(rules, s, m.cards), meldRules(rules, s.players.length)).some((meld) => meld.type !== m.meld);
    },
    rankText: (rank) => rankText(rules.def.cards, rank),
    choosingRank: () => s.pending?.kind === 'choice' && s.pending.choice === 'rank',
  };
}

/** The move event as notation.ts made it before (a new list per `see`, the chosen ids listed). */
function referenceEvent(rules: Rules, s: GameState, m: Move): GameEvent {
  const text = formatMove(m, referenceNames(rules, s));
  if (s.pending?.kind === 'setup') return { kind: 'move', seat: m.seat, move: m, text, setup: true, see: [m.seat] };
  if (m.kind === 'choose') {
    const v = m.value;
    const ids = Array.isArray(v) ? v.flatMap((x) => (isCard(x) ? [x.id] : [])) : isCard(v) ? [v.id] : [];
    const seers = ids.length === 0 ? null : cardSeers(rules, s, ids);
    if (seers !== null) return { kind: 'move', seat: m.seat, move: m, text, see: unionSeers(seers, [m.seat]) ?? [m.seat] };
  }
  return { kind: 'move', seat: m.seat, move: m, text };
}

/** The play applied as before: climbMeld over playedCards, its meld handed to applyClimbing. */
function appliedBefore(rules: Rules, s: GameState, m: Play): string {
  const play = rules.def.round.play as ClimbingPlay;
  const copy = cloneState(s);
  const r = climbMeld(rules, play, copy, playedCards(rules, copy, m.cards), m.meld);
  applyClimbing(rules, play, copy, m, r.ok ? r.meld : null);
  return JSON.stringify(copy);
}

/** The play applied now: with the meld prepareClimbingPlay works out for it (as engine.ts perform does), or working it out itself. */
function appliedNow(rules: Rules, s: GameState, m: Play, prepared = false): string {
  const copy = cloneState(s);
  const play = rules.def.round.play as ClimbingPlay;
  if (prepared) applyClimbingPlay(rules, play, copy, m, prepareClimbingPlay(rules, copy, m));
  else applyClimbingPlay(rules, play, copy, m);
  return JSON.stringify(copy);
}

interface Tally { texts: number; named: number; wilds: number; applied: number; refused: number; formed: number; events: number }

/** Every legal move's text (and that of each play under every other meld name) against formatMove's. */
function checkTexts(rules: Rules, s: GameState, moves: readonly Move[], t: Tally): void {
  for (const m of moves) {
    const want = formatMove(m, referenceNames(rules, s));
    expect(moveText(rules, s, m)).toBe(want);
    t.texts++;
    if (m.kind !== 'play') continue;
    if (want.startsWith(`play ${m.meld} `)) t.named++;
    if (m.cards.some((c) => c.as !== undefined)) t.wilds++;
    for (const other of rules.def.melds) {
      if (other.name === m.meld) continue;
      const renamed: Play = { ...m, meld: other.name };
      expect(moveText(rules, s, renamed)).toBe(formatMove(renamed, referenceNames(rules, s)));
    }
  }
}

/**
 * Plays a client might send: two to four cards of the seat's hand in a random order, under each
 * meld name, a wild (or, now and then, any card) declared as a random rank and suit.
 */
function randomPlays(rules: Rules, s: GameState, seat: number, r: () => number): Play[] {
  const hand = s.zones[`hand#${seat}`] ?? [];
  const suits = [...rules.def.cards.suits.map((x) => x.letter), null];
  const { min, max } = rules.def.cards.ranks;
  const out: Play[] = [];
  for (let k = 0; k < 4 && hand.length >= 2; k++) {
    const n = Math.min(hand.length, 2 + Math.floor(r() * 3));
    // Half of them of one rank (sets, and an `only` card among them), the others any cards.
    const shuffled = [...hand].sort(() => r() - 0.5);
    const rank = rules.cards.get(shuffled[0] as string)?.rank;
    const pool = r() < 0.5 ? shuffled.filter((id) => rules.cards.get(id)?.rank === rank || s.wild[id] === true) : shuffled;
    const ids = pool.slice(0, n);
    const cards = ids.map((id) => (s.wild[id] === true || r() < 0.05
      ? { id, as: { rank: min + Math.floor(r() * (max - min + 2)), suit: suits[Math.floor(r() * suits.length)] ?? null } }
      : { id }));
    for (const meld of rules.def.melds) out.push({ kind: 'play', seat, meld: meld.name, cards });
  }
  return out;
}

/** Every legal climbing play applied now and as before, also as a client's copy, renamed, its cards in another order. */
function checkApplies(rules: Rules, s: GameState, moves: readonly Move[], t: Tally, r: () => number): void {
  if (rules.def.round.play.kind !== 'climbing' || s.pending !== null) return;
  const plays = moves.filter((m): m is Play => m.kind === 'play');
  const seat = plays[0]?.seat ?? s.turn;
  for (const m of seat === null ? [] : randomPlays(rules, s, seat, r)) {
    expect(moveText(rules, s, m)).toBe(formatMove(m, referenceNames(rules, s)));
    expect(appliedNow(rules, s, m)).toBe(appliedBefore(rules, s, m));
    if (!climbMeld(rules, rules.def.round.play as ClimbingPlay, s, playedCards(rules, s, m.cards), m.meld).ok) t.refused++;
    else t.formed++;
  }
  for (const m of plays) {
    const before = appliedBefore(rules, s, m);
    expect(appliedNow(rules, s, m)).toBe(before);
    expect(appliedNow(rules, s, structuredClone(m) as Play)).toBe(before);
    expect(appliedNow(rules, s, m, true)).toBe(before);
    t.applied++;
    const reversed: Play = { ...m, cards: [...m.cards].reverse() };
    expect(appliedNow(rules, s, reversed)).toBe(appliedBefore(rules, s, reversed));
    for (const x of rules.def.melds) {
      if (x.name === m.meld) continue;
      const renamed: Play = { ...m, meld: x.name };
      expect(appliedNow(rules, s, renamed)).toBe(appliedBefore(rules, s, renamed));
      if (!climbMeld(rules, rules.def.round.play as ClimbingPlay, s, playedCards(rules, s, renamed.cards), renamed.meld).ok) t.refused++;
    }
  }
}

/** Random games: every state's moves checked, each move made in place and its event compared. */
function walkGames(rules: Rules, players: number, options: Record<string, never> | Readonly<Record<string, unknown>>, seeds: number, steps: number, t: Tally): void {
  for (let seed = 1; seed <= seeds; seed++) {
    const s = newGame(rules, { players, seed, options: options as never });
    const r = rng(seed);
    for (let n = 0; n < steps && s.phase !== 'over'; n++) {
      const moves = legalMoves(rules, s);
      checkTexts(rules, s, moves, t);
      if (n % 3 === 0) checkApplies(rules, s, moves, t, rng(seed * 1000 + n));
      const move = moves[Math.floor(r() * moves.length)] as Move;
      const want = referenceEvent(rules, s, move);
      expect(moveEvent(rules, s, move)).toEqual(want);
      const from = s.events.length;
      expect(applyInPlace(rules, s, move)).toBeNull();
      // The event the move made (after any the turn's obligations made before it).
      expect(s.events.slice(from).find((e) => e.kind === 'move')).toEqual(want);
      t.events++;
    }
  }
}

const tally = (): Tally => ({ texts: 0, named: 0, wilds: 0, applied: 0, refused: 0, formed: 0, events: 0 });

describe('a move text made without classifying equals formatMove over the old names', () => {
  it('every bundled game, with its variants', () => {
    const t = tally();
    const climbing = new Set<string>();
    for (const c of bundledConfigs()) {
      walkGames(c.rules, c.players, c.options, 1, 100, t);
      if (c.rules.def.round.play.kind === 'climbing') climbing.add(c.game);
    }
    // Two climbing games with wilds and three meld types among them: plays with wilds were written.
    expect([...climbing].sort()).toEqual(['bested-another-time', 'of-whats-left']);
    expect(t.wilds).toBeGreaterThan(100);
    expect(t.applied).toBeGreaterThan(500);
    expect(t.events).toBeGreaterThan(2000);
  }, 600_000);

  it('fixtures with melds of two names for the same cards, any-suit cards, labels, an order of their own, plays out of turn', () => {
    const t = tally();
    const fixtures: [string, string[], number][] = [
      ['climb.yaml', [], 3],
      ['climb.yaml', ['climb-pair.yaml'], 3],
      ['climb.yaml', ['climb-extra.yaml'], 2],
      ['climb.yaml', ['climb-hard.yaml'], 4],
      ['any-suit.yaml', [], 3],
      ['labels.yaml', [], 3],
      ['climb-beats.yaml', [], 3],
      ['climb-beats.yaml', ['climb-beats-bombs.yaml'], 3],
      ['climb-beats.yaml', ['climb-beats-descending.yaml'], 3],
      ['climb.yaml', ['climb-reset.yaml'], 3],
    ];
    for (const [name, variants, players] of fixtures) walkGames(loadRules(name, variants), players, {}, 3, 80, t);
    // Some plays did name their meld (two meld types formed by the same cards).
    expect(t.named).toBeGreaterThan(10);
    expect(t.applied).toBeGreaterThan(200);
    expect(t.refused).toBeGreaterThan(100);
    // Some plays a client made up form their meld.
    expect(t.formed).toBeGreaterThan(20);
  }, 600_000);
});
