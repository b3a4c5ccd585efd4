// Determinization: a full GameState built from what one seat knows plus a sampled placement of the
// cards it cannot see. The sample is consistent with that knowledge: every hidden zone gets its
// count of cards, its count of cards from outside the deck and of wilds, and no card of a suit the
// zone is known to lack (voids revealed by not following suit). Search bots play on such states.
import type { Frame, GameState, Pending, PendingSetup, Task } from '../state.js';
import type { Rules } from '../rules.js';
import type { Value } from '../values.js';
import { nextInt, nextUint32, shuffleInPlace, type RngState } from '../rng.js';
import { deckSet, HIDDEN_CARD, type SeatKnowledge } from '../knowledge.js';
import { inferVoids, type Voids } from './voids.js';
import { jsonCopy } from '../../grammar/json-copy.js';

/** Card ids this seat cannot see, in box order. */
export function unseenCards(rules: Rules, v: SeatKnowledge): string[] {
  const seen = new Set(v.zones.flatMap((z) => z.cards ?? []));
  return rules.boxOrder.filter((id) => !seen.has(id));
}

/** Zone key → the sampled cards of each zone the seat cannot see. */
export type Assignment = Record<string, string[]>;

interface Slot {
  readonly key: string;
  free: number;
  readonly voids: ReadonlySet<string> | undefined;
}

/** Places `cards` into slots, most constrained card first; null when the constraints dead-end. */
function place(rules: Rules, cards: readonly string[], slots: Slot[], rng: RngState, out: Assignment, strict: boolean): boolean {
  const allowed = (id: string, s: Slot): boolean => {
    if (s.free <= 0) return false;
    const suit = rules.cards.get(id)?.suit ?? null;
    return !strict || suit === null || s.voids === undefined || !s.voids.has(suit);
  };
  const order = [...cards];
  shuffleInPlace(rng, order);
  const options = (id: string): number => slots.filter((s) => allowed(id, s)).length;
  order.sort((a, b) => options(a) - options(b));
  for (const id of order) {
    const open = slots.filter((s) => allowed(id, s));
    const total = open.reduce((n, s) => n + s.free, 0);
    if (total === 0) return false;
    // Weighted by free places: without constraints, every placement is equally likely.
    let r = nextInt(rng, total);
    const slot = open.find((s) => (r -= s.free) < 0) ?? open[0];
    if (slot === undefined) return false;
    slot.free--;
    (out[slot.key] ??= []).push(id);
  }
  return true;
}

/** Samples where the unseen cards are, respecting counts, deck/box origin and voids. */
export function sampleAssignment(rules: Rules, v: SeatKnowledge, rng: RngState, voids: Voids = inferVoids(rules, v)): Assignment {
  const deck = deckSet(rules, v.names.length);
  const unseen = unseenCards(rules, v);
  const hidden = v.zones.filter((z) => z.cards === undefined && z.count > 0);
  const inDeck = unseen.filter((id) => deck.has(id));
  const outside = unseen.filter((id) => !deck.has(id));
  for (let attempt = 0; attempt < 20; attempt++) {
    const strict = attempt < 19;
    const out: Assignment = {};
    const outsideSlots = hidden.map((z) => ({ key: z.key, free: v.hidden[z.key]?.outsideDeck ?? 0, voids: voids.get(z.key) }));
    const deckSlots = hidden.map((z) => ({ key: z.key, free: z.count - (v.hidden[z.key]?.outsideDeck ?? 0), voids: voids.get(z.key) }));
    if (place(rules, outside, outsideSlots, rng, out, strict) && place(rules, inDeck, deckSlots, rng, out, strict)) {
      for (const z of hidden) shuffleInPlace(rng, (out[z.key] ??= []));
      return out;
    }
  }
  // Unreachable unless the knowledge is inconsistent: any placement by count.
  const out: Assignment = {};
  const pool = [...unseen];
  shuffleInPlace(rng, pool);
  for (const z of hidden) out[z.key] = pool.splice(0, z.count);
  return out;
}

function wildByEntry(rules: Rules, id: string): boolean {
  const c = rules.cards.get(id);
  return c?.special != null && rules.def.cards.special.some((sp) => sp.name === c.special && sp.wild);
}

/** Wild marks for the sampled cards: each hidden zone gets its number of wilds. */
function sampleWilds(rules: Rules, v: SeatKnowledge, a: Assignment, rng: RngState): string[] {
  const deck = deckSet(rules, v.names.length);
  const wild: string[] = [];
  for (const [key, ids] of Object.entries(a)) {
    let need = v.hidden[key]?.wilds ?? 0;
    for (const id of ids) if (wildByEntry(rules, id)) { wild.push(id); need--; }
    // Cards from outside the deck are the likelier wilds (they come from `give`s of wilds).
    const rest = ids.filter((id) => !wildByEntry(rules, id));
    shuffleInPlace(rng, rest);
    rest.sort((x, y) => Number(deck.has(x)) - Number(deck.has(y)));
    for (const id of rest.slice(0, Math.max(0, need))) wild.push(id);
  }
  return wild;
}

function copy<T>(x: T): T {
  return jsonCopy(x) as T;
}

/** Replaces cards the seat could not see inside effects under way with sampled ones. */
function fillHidden(x: Value, pick: () => string): Value {
  if (Array.isArray(x)) return x.map((y) => fillHidden(y, pick));
  if (typeof x === 'object' && x !== null && x.t === 'card' && x.id === HIDDEN_CARD) return { t: 'card', id: pick() };
  return x;
}

function fillLocals(locals: Record<string, Value>, pick: () => string): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [k, x] of Object.entries(locals)) out[k] = fillHidden(x, pick);
  return out;
}

function pendingOf(rules: Rules, v: SeatKnowledge, zones: Record<string, string[]>, rng: RngState): Pending | null {
  const p = v.pending;
  if (p === null) return null;
  if (p.kind === 'choice') {
    if ('options' in p) return copy(p);
    throw new Error('determinize: another seat is choosing; a bot is asked only for its own choices');
  }
  // A setup decision: the seats that already decided did so in secret; sample their decisions.
  const step = rules.def.round.setup[v.progress.setupStep];
  const decisions: PendingSetup['decisions'] = {};
  for (let seat = 0; seat < v.names.length; seat++) {
    if (p.waiting.includes(seat)) continue;
    if (step?.kind === 'split') {
      const size = zones[`${step.zone}#${seat}`]?.length ?? 0;
      const lo = step.right.min;
      const hi = Math.max(lo, Math.min(step.right.max, size));
      decisions[seat] = lo + nextInt(rng, hi - lo + 1);
    } else if (step?.kind === 'choose') {
      const ids = zones[`${step.zone}#${seat}`] ?? [];
      decisions[seat] = ids.length > 0 ? [ids[nextInt(rng, ids.length)] as string] : [];
    }
  }
  return { kind: 'setup', step: v.progress.setupStep, waiting: [...p.waiting], decisions };
}

/**
 * A full state consistent with what the seat knows: its own and public cards as they are, the
 * others sampled with `rng` (or taken from `assignment`). The state has no log or history and a fresh RNG
 * drawn from `rng`, so the future deals and shuffles are as unknown to the search as to the seat.
 */
export function determinize(rules: Rules, v: SeatKnowledge, rng: RngState, assignment?: Assignment): GameState {
  const a = assignment ?? sampleAssignment(rules, v, rng);
  const zones: Record<string, string[]> = {};
  for (const z of v.zones) zones[z.key] = z.cards !== undefined ? [...z.cards] : [...(a[z.key] ?? [])];
  const wild: Record<string, true> = {};
  for (const id of v.wild) wild[id] = true;
  for (const id of sampleWilds(rules, v, a, rng)) wild[id] = true;
  const unseen = Object.values(a).flat();
  const pick = (): string => unseen[nextInt(rng, unseen.length)] ?? HIDDEN_CARD;
  const pr = v.progress;
  const frames: Frame[] = pr.frames.map((f) => ({ ...copy(f), locals: fillLocals(f.locals, pick), answers: f.answers.map((x) => fillHidden(x, pick)) }));
  const tasks: Task[] = pr.tasks.map((t) => ({ ...copy(t), locals: fillLocals(t.locals, pick) }));
  return {
    version: 1,
    seed: 'determinized',
    names: [...v.names],
    options: copy(pr.options),
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)],
    phase: v.phase,
    round: v.round,
    setupStep: pr.setupStep,
    zones,
    wild,
    players: copy(v.players),
    markers: copy(v.markers),
    vars: copy(v.vars),
    trick: copy(v.trick),
    turn: v.turn,
    turnStarted: pr.turnStarted,
    nextLeader: pr.nextLeader,
    roundLeader: pr.roundLeader,
    outCount: pr.outCount,
    tricksPlayed: pr.tricksPlayed,
    pending: pendingOf(rules, v, zones, rng),
    frames,
    tasks,
    roundEnding: pr.roundEnding,
    moveChecked: pr.moveChecked,
    events: [],
    moveCount: pr.moveCount,
    winners: v.winners === null ? null : [...v.winners],
    history: [],
    fixedDeal: null,
  };
}
