// What a seat must decide now, as data for clients (see decision-types.ts), and the moves a
// decision stands for: expanding every deciding seat's decision gives exactly legalMoves.
import type { GameState, PendingSetup } from './state.js';
import { naturalCard, type Move, type PlayCard } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import { legalMoves, setupChooseMove } from './legal.js';
import { chooseCount, splitRange } from './setup.js';
import type { Value } from './values.js';
import { turnDecision } from './decision-turn.js';
import type { ChoiceDecision, Decision, MeldOption, SetupChooseDecision, SetupSplitDecision } from './decision-types.js';
import { jsonCopy } from '../grammar/json-copy.js';

/** What `seat` must decide now, or null when it has nothing to decide. */
export function decisionFor(rules: Rules, s: GameState, seat: number): Decision | null {
  if (s.phase === 'over') return null;
  const pending = s.pending;
  if (pending?.kind === 'choice') {
    if (pending.seat !== seat || (pending.options.length === 0 && !pending.optional)) return null;
    const d: ChoiceDecision = {
      kind: 'choice',
      seat,
      choice: pending.choice,
      options: pending.options.map(copyValue),
      pick: { min: pending.optional ? 0 : 1, max: 1 },
      optional: pending.optional,
      prompt: pending.prompt,
    };
    return d;
  }
  if (pending?.kind === 'setup') return pending.waiting.includes(seat) ? setupDecision(rules, s, pending, seat) : null;
  if (s.phase !== 'play' || s.turn !== seat) return null;
  return turnDecision(rules, s, seat, legalMoves(rules, s));
}

/** The seats that must decide now (several at once in a setup decision). */
export function decidingSeats(rules: Rules, s: GameState): number[] {
  if (s.phase === 'over') return [];
  const pending = s.pending;
  if (pending?.kind === 'setup') return pending.waiting.filter((seat) => decisionFor(rules, s, seat) !== null);
  const seat = pending?.kind === 'choice' ? pending.seat : s.turn;
  if (seat === null) return [];
  return pending === null ? (legalMoves(rules, s).length > 0 ? [seat] : []) : decisionFor(rules, s, seat) !== null ? [seat] : [];
}

function setupDecision(rules: Rules, s: GameState, pending: PendingSetup, seat: number): SetupChooseDecision | SetupSplitDecision | null {
  const step = rules.def.round.setup[pending.step];
  if (step?.kind === 'split') {
    const size = (s.zones[zoneKey(step.zone, seat)] ?? []).length;
    const right = splitRange(s, step, seat);
    return { kind: 'setup-split', seat, zone: step.zone, into: [step.into[0], step.into[1]], size, right };
  }
  if (step?.kind === 'choose') {
    const k = chooseCount(rules, s, pending, seat);
    return {
      kind: 'setup-choose',
      seat,
      zone: step.zone,
      cards: [...(s.zones[zoneKey(step.zone, seat)] ?? [])],
      pick: { min: k, max: k },
      answer: step.count === 1 ? 'card' : 'cards',
      prompt: step.prompt,
    };
  }
  return null;
}

/** The moves a decision stands for, in no particular order. */
export function expandDecision(d: Decision): Move[] {
  switch (d.kind) {
    case 'choice': {
      const moves: Move[] = d.options.map((value) => ({ kind: 'choose', seat: d.seat, value: copyValue(value) }));
      if (d.optional) moves.push({ kind: 'choose', seat: d.seat, value: null });
      return moves;
    }
    case 'setup-split': {
      const moves: Move[] = [];
      for (let n = d.right.min; n <= d.right.max; n++) moves.push({ kind: 'split', seat: d.seat, right: n });
      return moves;
    }
    case 'setup-choose':
      return combinations(d.cards, d.pick.min).map((ids) => setupChooseMove(d.answer === 'card', d.seat, ids));
    case 'turn': {
      const moves: Move[] = [];
      for (const set of d.plays) {
        const ids = [...set.naturals, ...set.wilds];
        for (const m of set.melds) for (const way of m.ways) moves.push({ kind: 'play', seat: d.seat, meld: m.meld, cards: declared(ids, m, way) });
      }
      if (d.pass) moves.push({ kind: 'pass', seat: d.seat });
      for (const a of d.actions) moves.push({ kind: 'action', seat: d.seat, name: a.name });
      return moves;
    }
  }
}

function declared(ids: readonly string[], m: MeldOption, way: MeldOption['ways'][number]): PlayCard[] {
  return ids.map((id) => {
    const j = m.declare.findIndex((x) => x.card === id);
    const d = way[j];
    if (j < 0 || d === undefined) return naturalCard(id);
    return m.declare[j]?.wild === true ? { id, as: { rank: d.rank ?? 0, suit: d.suit } } : { id, suit: d.suit ?? '' };
  });
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i + k <= items.length; i++) {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([items[i] as T, ...rest]);
  }
  return out;
}

/** A value copied, so that a decision shares nothing with the state (values are plain JSON). */
function copyValue(v: Value): Value {
  return jsonCopy(v) as Value;
}
