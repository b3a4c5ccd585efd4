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
import { moveCards, putCards, takeTop, zone, zoneOf } from './zones.js';
import { RuleError } from './eval/context.js';
import { emit } from './events.js';
import { emitCards, emitKnown } from './event-seers.js';
import { dealPoint, settleDeal } from './round-deal.js';

function countOf(rules: Rules, s: GameState, count: Count, range: SourceRange): number | 'all' {
  if (count === 'all' || typeof count === 'number') return count;
  const v = evaluate(rules, s, count, null);
  if (typeof v !== 'number' || v < 0) throw new RuleError('runtime/bad-count', `a count must be a whole number, not ${JSON.stringify(v)}`, range);
  return v;
}

/** Seats in dealing order: the round's leader first, then clockwise. */
function dealOrder(s: GameState): number[] {
  const n = s.players.length;
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = (s.roundLeader + i) % n;
  return order;
}

function runStep(rules: Rules, s: GameState, step: SetupStep): boolean {
  if (s.fixedDeal !== null && (step.kind === 'shuffle' || step.kind === 'give' || step.kind === 'deal' || step.kind === 'move')) return true;
  // A step with `when:` is skipped when its condition (no `me`) is not true as the step is reached.
  if (step.when !== undefined && !isTrue(evaluate(rules, s, step.when, null))) return true;
  switch (step.kind) {
    case 'shuffle':
      shuffleInPlace(s.rng, zone(s, zoneKey(step.zone, null)));
      emit(s, { kind: 'shuffle', zone: zoneKey(step.zone, null) });
      return true;
    case 'give': {
      const v = evaluate(rules, s, step.cards, null);
      const ids = (Array.isArray(v) ? v : []).filter(isCard).map((c) => c.id);
      shuffleInPlace(s.rng, ids);
      const c = countOf(rules, s, step.each, step.range);
      const each = c === 'all' ? Math.floor(ids.length / s.players.length) : c;
      for (const seat of dealOrder(s)) {
        const given = ids.splice(0, each);
        if (given.length < each) throw new RuleError('runtime/not-enough-cards', `give: not enough cards to give ${each} to every player`, step.range);
        // One card (the usual give) is looked for once, for its event and its move.
        const source = given.length === 1 ? zoneOf(s, given[0] as string) : undefined;
        emitCards(rules, s, 'give', given, zoneKey(step.to, seat), source, step.wild ? { wild: true } : {});
        moveCards(s, given, zoneKey(step.to, seat), source);
        if (step.wild) for (const id of given) s.wild[id] = true;
      }
      return true;
    }
    case 'deal': {
      const from = zoneKey(step.from, null);
      const order = dealOrder(s);
      const each = countOf(rules, s, step.count, step.range);
      const total = each === 'all' ? zone(s, from).length : each * order.length;
      if (each !== 'all' && zone(s, from).length < total) {
        throw new RuleError('runtime/not-enough-cards', `deal: ${total} cards needed, ${zone(s, from).length} in ${step.from}`, step.range);
      }
      const top = zone(s, from).slice(0, total);
      const n = order.length;
      const keys = order.map((seat) => zoneKey(step.to, seat));
      for (let k = 0; k < n; k++) {
        const dealt: string[] = [];
        for (let i = k; i < top.length; i += n) dealt.push(top[i] as string);
        emitKnown(rules, s, 'deal', dealt, from, keys[k] as string);
      }
      dealRoundRobin(s, from, keys, total);
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

/**
 * Deals the top `total` cards of `from` one at a time to the zones `keys` in turn, as taking the
 * top card and putting it on the next zone `total` times would (the zones are reached, and made,
 * in that order), without taking the cards off the top one by one.
 */
function dealRoundRobin(s: GameState, from: string, keys: readonly string[], total: number): void {
  const n = keys.length;
  if (total === 0) return;
  if (keys.includes(from)) {
    // Dealing onto the pile dealt from: the plain way, card by card.
    for (let i = 0; i < total; i++) putCards(s, takeTop(s, from, 1), keys[i % n] as string);
    return;
  }
  const taken = takeTop(s, from, total);
  const targets: string[][] = [];
  for (let k = 0; k < n && k < taken.length; k++) targets.push(zone(s, keys[k] as string));
  for (let i = 0; i < taken.length; i++) (targets[i % n] as string[]).push(taken[i] as string);
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
 * Moves a zone's cards (`ids`, all of them, in order) into two zones: the first `cut` to the end of
 * `left`, the rest to the end of `right`, as moving each part from the zone would, without taking
 * the cards out of it one by one.
 */
function splitZone(s: GameState, source: string, ids: readonly string[], cut: number, left: string, right: string): void {
  if (left === source || right === source || !Number.isInteger(cut) || cut < 0 || cut > ids.length) {
    moveCards(s, ids.slice(0, cut), left, source);
    moveCards(s, ids.slice(cut), right, source);
    return;
  }
  const from = zone(s, source);
  if (cut > 0) {
    const to = zone(s, left);
    for (let i = 0; i < cut; i++) to.push(ids[i] as string);
  }
  if (cut < ids.length) {
    const to = zone(s, right);
    for (let i = cut; i < ids.length; i++) to.push(ids[i] as string);
  }
  from.length = 0;
}

/** All seats have decided: carry the decisions out in seat order and run their `then` effects. */
export function completeSetupDecision(rules: Rules, s: GameState, pending: PendingSetup, chosen: Record<number, string[] | number>): void {
  const step = rules.def.round.setup[pending.step];
  s.pending = null;
  s.setupStep = pending.step + 1;
  if (step === undefined) return;
  s.players.forEach((_, seat) => {
    const decision = chosen[seat];
    if (step.kind === 'split' && typeof decision === 'number') {
      const source = zoneKey(step.zone, seat);
      const ids = [...zone(s, source)];
      const cut = ids.length - decision;
      emitKnown(rules, s, 'split', ids.slice(0, cut), source, zoneKey(step.into[0], seat));
      emitKnown(rules, s, 'split', ids.slice(cut), source, zoneKey(step.into[1], seat));
      splitZone(s, source, ids, cut, zoneKey(step.into[0], seat), zoneKey(step.into[1], seat));
      if (step.then) s.tasks.push({ block: step.then.id, me: seat, locals: {} });
    } else if (step.kind === 'choose' && Array.isArray(decision) && step.then) {
      const cards = decision.map(cardRef);
      s.tasks.push({ block: step.then.id, me: seat, locals: { chosen: step.count === 1 ? (cards[0] ?? null) : cards } });
    }
  });
}
