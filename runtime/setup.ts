// Setup steps of a round: shuffle, give, deal, move, do, and the decisions every player makes at
// once (choose cards, split a zone). Decisions are moves; they are revealed when all are in.
import { MAX_CHOICE_OPTIONS, binomialUpTo, checkOptionCount } from './move-limits.js';
import type { Count, SetupStep } from '../grammar/def/types.js';
import type { SourceRange } from '../grammar/diagnostics.js';
import type { GameState, PendingSetup } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { evaluate, fire } from './effects.js';
import { isTrue } from './eval/compile.js';
import { shuffleInPlace } from './rng.js';
import { isCard, cardRef } from './values.js';
import { emptyInPlace, moveCards, putCards, takeTop, zone, zoneOf } from './zones.js';
import { RuleError } from './eval/context.js';
import { emit } from './events.js';
import { emitCards, emitKnown } from './event-seers.js';
import { dealPoint, settleDeal } from './round-deal.js';
import { dealCards, dealKeys, emitOwn } from './setup-deal.js';
import { wildToWrite } from './wild-record.js';

function countOf(rules: Rules, s: GameState, count: Count, range: SourceRange): number | 'all' {
  if (count === 'all' || typeof count === 'number') return count;
  const v = evaluate(rules, s, count, null);
  if (typeof v !== 'number' || v < 0) throw new RuleError('runtime/bad-count', `a count must be a whole number, not ${JSON.stringify(v)}`, range);
  return v;
}

function runStep(rules: Rules, s: GameState, step: SetupStep): boolean {
  if (s.fixedDeal !== null && (step.kind === 'shuffle' || step.kind === 'give' || step.kind === 'deal' || step.kind === 'move')) return true;
  // A step with `when:` is skipped when its condition (no `me`) is not true as the step is reached.
  if (step.when !== undefined && !isTrue(evaluate(rules, s, step.when, null))) return true;
  switch (step.kind) {
    case 'shuffle': {
      const key = zoneKey(step.zone, null);
      shuffleInPlace(s.rng, zone(s, key));
      emit(s, { kind: 'shuffle', zone: key });
      return true;
    }
    case 'give': {
      const v = evaluate(rules, s, step.cards, null);
      const ids = (Array.isArray(v) ? v : []).filter(isCard).map((c) => c.id);
      shuffleInPlace(s.rng, ids);
      const c = countOf(rules, s, step.each, step.range);
      const each = c === 'all' ? Math.floor(ids.length / s.players.length) : c;
      // In dealing order: the round's leader first, then clockwise.
      const n = s.players.length;
      for (let i = 0; i < n; i++) {
        const seat = (s.roundLeader + i) % n;
        const given = ids.splice(0, each);
        if (given.length < each) throw new RuleError('runtime/not-enough-cards', `give: not enough cards to give ${each} to every player`, step.range);
        // One card (the usual give) is looked for once, for its event and its move.
        const source = given.length === 1 ? zoneOf(s, given[0] as string) : undefined;
        emitCards(rules, s, 'give', given, zoneKey(step.to, seat), source, step.wild ? { wild: true } : {});
        moveCards(s, given, zoneKey(step.to, seat), source);
        if (step.wild) {
          const wild = wildToWrite(s);
          for (const id of given) wild[id] = true;
        }
      }
      return true;
    }
    case 'deal': {
      const from = zoneKey(step.from, null);
      const n = s.players.length;
      const each = countOf(rules, s, step.count, step.range);
      const total = each === 'all' ? zone(s, from).length : each * n;
      if (each !== 'all' && zone(s, from).length < total) {
        throw new RuleError('runtime/not-enough-cards', `deal: ${total} cards needed, ${zone(s, from).length} in ${step.from}`, step.range);
      }
      dealCards(rules, s, from, dealKeys(step.to, s.roundLeader, n), total);
      return true;
    }
    case 'move': {
      const from = zoneKey(step.from, null);
      const c = countOf(rules, s, step.count, step.range);
      const n = c === 'all' ? zone(s, from).length : c;
      emitKnown(rules, s, 'move', zone(s, from).slice(0, n), from, zoneKey(step.to, null));
      putCards(s, takeTop(s, from, n), zoneKey(step.to, null));
      return true;
    }
    case 'do':
      s.tasks.push({ block: step.effects.id, me: null, locals: {} });
      return true;
    case 'choose':
    case 'split': {
      const pending: PendingSetup = { kind: 'setup', step: s.setupStep, waiting: s.players.map((_, i) => i), decisions: {} };
      if (step.kind === 'choose') {
        // A seat with nothing to choose (a count of 0, or an empty zone) is not asked: it chose no card.
        for (const seat of pending.waiting) if (chooseCount(rules, s, pending, seat) === 0) pending.decisions[seat] = [];
        pending.waiting = pending.waiting.filter((seat) => pending.decisions[seat] === undefined);
        if (pending.waiting.length === 0) {
          completeSetupDecision(rules, s, pending, pending.decisions);
          return false; // the step is done: completeSetupDecision moved past it
        }
      }
      // Each seat's options are listed as its legal moves: a choose of k cards of n offers C(n, k).
      for (const seat of pending.waiting) {
        const held = (s.zones[zoneKey(step.zone, seat)] ?? []).length;
        const count = step.kind === 'choose' ? binomialUpTo(held, chooseCount(rules, s, pending, seat), MAX_CHOICE_OPTIONS) : held + 1;
        checkOptionCount(count, step.range);
      }
      s.pending = pending;
      return false;
    }
  }
}

/** Runs setup steps until one needs the players' decisions or setup is done (play begins). */
export function runSetup(rules: Rules, s: GameState): void {
  const steps = rules.def.round.setup;
  while (s.pending === null && s.tasks.length === 0 && s.frames.length === 0) {
    const step = steps[s.setupStep];
    // The leading shuffle, give, deal and move steps are done: the round's deal is kept (or placed).
    if (s.setupStep === dealPoint(rules)) settleDeal(rules, s);
    if (step === undefined) {
      s.fixedDeal = null;
      s.phase = 'play';
      s.moveChecked = false; // `move` triggers look at the dealt hands before the first move
      fire(rules, s, 'round-start', null);
      return;
    }
    const done = runStep(rules, s, step);
    if (done) s.setupStep++;
  }
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** The card sets a seat may choose in a setup `choose` step (each as ids, in zone order). */
export function chooseOptions(rules: Rules, s: GameState, pending: PendingSetup, seat: number): string[][] {
  const step = rules.def.round.setup[pending.step];
  if (step?.kind !== 'choose') return [];
  return combinations(s.zones[zoneKey(step.zone, seat)] ?? [], chooseCount(rules, s, pending, seat));
}

/** How many cards a seat chooses in a setup `choose` step: the step's count, or all it holds if fewer. */
export function chooseCount(rules: Rules, s: GameState, pending: PendingSetup, seat: number): number {
  const step = rules.def.round.setup[pending.step];
  if (step?.kind !== 'choose') return 0;
  const held = (s.zones[zoneKey(step.zone, seat)] ?? []).length;
  const c = countOf(rules, s, step.count, step.range);
  return c === 'all' ? held : Math.min(c, held);
}

/**
 * How many cards a seat may put in a split's second part: the step's range, within the zone's size.
 * A zone smaller than the range's least (an earlier split emptied it) still gives one option, all
 * of it, so the game never waits on a decision nobody can make.
 */
export function splitRange(s: GameState, step: Extract<SetupStep, { kind: 'split' }>, seat: number): { min: number; max: number } {
  const size = (s.zones[zoneKey(step.zone, seat)] ?? []).length;
  const max = Math.min(step.right.max, size);
  return { min: Math.min(step.right.min, max), max };
}

/** The options of a seat's setup decision: card ids (choose) or right-part sizes (split). */
export function setupOptions(rules: Rules, s: GameState, pending: PendingSetup, seat: number): number[][] {
  const step = rules.def.round.setup[pending.step];
  if (step === undefined) return [];
  if (step.kind === 'split') {
    const { min, max } = splitRange(s, step, seat);
    const out: number[][] = [];
    for (let n = min; n <= max; n++) out.push([n]);
    return out;
  }
  return [];
}

/**
 * Splits a seat's zone in two: its first `cut` cards to the end of `left`, the rest to the end of
 * `right`, each part shown by its event, as moving each part from the zone would, without taking
 * the cards out of it one by one. Each event keeps its own copy of its part.
 */
function splitZone(rules: Rules, s: GameState, source: string, cut: number, left: string, right: string): void {
  const from = zone(s, source);
  const size = from.length;
  if (left === source || right === source || !Number.isInteger(cut) || cut < 0 || cut > size) {
    const ids = from.slice();
    emitKnown(rules, s, 'split', ids.slice(0, cut), source, left);
    emitKnown(rules, s, 'split', ids.slice(cut), source, right);
    moveCards(s, ids.slice(0, cut), left, source);
    moveCards(s, ids.slice(cut), right, source);
    return;
  }
  emitOwn(rules, s, 'split', from.slice(0, cut), source, left);
  emitOwn(rules, s, 'split', from.slice(cut), source, right);
  if (cut > 0) {
    const to = zone(s, left);
    for (let i = 0; i < cut; i++) to.push(from[i] as string);
  }
  if (cut < size) {
    const to = zone(s, right);
    for (let i = cut; i < size; i++) to.push(from[i] as string);
  }
  emptyInPlace(from);
}

/** All seats have decided: carry the decisions out in seat order and run their `then` effects. */
export function completeSetupDecision(rules: Rules, s: GameState, pending: PendingSetup, chosen: Record<number, string[] | number>): void {
  const step = rules.def.round.setup[pending.step];
  s.pending = null;
  s.setupStep = pending.step + 1;
  if (step === undefined) return;
  for (let seat = 0; seat < s.players.length; seat++) {
    const decision = chosen[seat];
    if (step.kind === 'split' && typeof decision === 'number') {
      const source = zoneKey(step.zone, seat);
      const cut = zone(s, source).length - decision;
      splitZone(rules, s, source, cut, zoneKey(step.into[0], seat), zoneKey(step.into[1], seat));
      if (step.then) s.tasks.push({ block: step.then.id, me: seat, locals: {} });
    } else if (step.kind === 'choose' && Array.isArray(decision) && step.then) {
      const cards = decision.map(cardRef);
      s.tasks.push({ block: step.then.id, me: seat, locals: { chosen: step.count === 1 ? (cards[0] ?? null) : cards } });
    }
  }
}
