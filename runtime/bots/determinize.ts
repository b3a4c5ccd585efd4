// Determinization: a full GameState built from what one seat knows plus a sampled placement of the
// cards it cannot see. The sample is consistent with that knowledge: every hidden zone gets its
// count of cards, its count of cards from outside the deck and of wilds, and no card of a suit the
// zone is known to lack (voids revealed by not following suit). Search bots play on such states.
import type { Frame, GameState, MarkerState, Pending, PendingSetup, PlayerState, Task, TrickState } from '../state.js';
import type { Rules } from '../rules.js';
import type { Value } from '../values.js';
import { nextInt, nextUint32, shuffleInPlace, type RngState } from '../rng.js';
import { deckSet, HIDDEN_CARD, type SeatKnowledge, type ZoneKnowledge } from '../knowledge.js';
import { inferVoids, type Voids } from './voids.js';
import { jsonCopy } from '../../grammar/json-copy.js';

/** Card ids this seat cannot see, in box order. */
export function unseenCards(rules: Rules, v: SeatKnowledge): string[] {
  const seen = new Set(v.zones.flatMap((z) => z.cards ?? []));
  return rules.boxOrder.filter((id) => !seen.has(id));
}

/** Zone key → the sampled cards of each zone the seat cannot see. */
export type Assignment = Record<string, string[]>;

/**
 * One placement problem of a sample, the same at every sample of a knowledge: cards (with their
 * suits) to go into the hidden zones, each zone with its number of free places at the start and the
 * suits it cannot hold. What only these decide (which zones each card may go to at the start) is
 * worked out once, here.
 */
interface Placement {
  readonly cards: readonly string[];
  readonly zones: number;
  readonly free: readonly number[];
  /** Per card and zone (card * zones + zone): the zone is void in the card's suit. */
  readonly banned: readonly boolean[];
  /** Per card: some zone is void in its suit (without, every zone with a free place is open to it). */
  readonly anyBanned: readonly boolean[];
  /** Per card: the zones open to it at the start, with the voids (strict) and without. */
  readonly optionsStrict: readonly number[];
  readonly optionsLoose: readonly number[];
  /**
   * Scratch lists of place, of their final lengths (setting an array's length is a slow call): a
   * sample is made at a time, and place keeps nothing in them.
   */
  readonly order: number[];
  readonly sorted: number[];
  readonly counts: number[];
  readonly freeNow: number[];
}

function placement(cards: readonly string[], suits: readonly (string | null)[], free: readonly number[], voids: readonly (ReadonlySet<string> | undefined)[]): Placement {
  const zones = free.length;
  const banned: boolean[] = [];
  const anyBanned: boolean[] = [];
  const optionsStrict: number[] = [];
  const optionsLoose: number[] = [];
  for (let i = 0; i < cards.length; i++) {
    const suit = suits[i] ?? null;
    let strict = 0;
    let loose = 0;
    let any = false;
    for (let z = 0; z < zones; z++) {
      const vs = voids[z];
      const no = suit !== null && vs !== undefined && vs.has(suit);
      banned.push(no);
      any ||= no;
      if ((free[z] as number) > 0) {
        loose++;
        if (!no) strict++;
      }
    }
    optionsStrict.push(strict);
    optionsLoose.push(loose);
    anyBanned.push(any);
  }
  const scratch = (length: number): number[] => Array.from({ length }, () => 0);
  return { cards, zones, free, banned, anyBanned, optionsStrict, optionsLoose, order: scratch(cards.length), sorted: scratch(cards.length), counts: scratch(zones + 2), freeNow: scratch(zones) };
}

/**
 * Places the cards into the hidden zones, most constrained card first; false when the constraints
 * dead-end. `lists` are the zones' lists of this attempt (made, and entered in `out`, when a zone
 * gets its first card: `out`'s key order is the order zones first got one). Cards are handled by
 * index: the shuffle moves indices exactly as it would move the ids, and the cards are put in
 * order of their number of open zones at the start by a stable counting sort, the order a stable
 * comparison sort gave.
 */
function place(p: Placement, keys: readonly string[], lists: (string[] | undefined)[], rng: RngState, out: Assignment, strict: boolean): boolean {
  const n = p.cards.length;
  if (n === 0) return true;
  const zones = p.zones;
  const options = strict ? p.optionsStrict : p.optionsLoose;
  const order = p.order;
  for (let i = 0; i < n; i++) order[i] = i;
  shuffleInPlace(rng, order);
  const counts = p.counts;
  counts.fill(0);
  for (let i = 0; i < n; i++) (counts[(options[i] as number) + 1] as number)++;
  for (let k = 1; k < zones + 2; k++) counts[k] = (counts[k] as number) + (counts[k - 1] as number);
  const sorted = p.sorted;
  for (let k = 0; k < n; k++) {
    const i = order[k] as number;
    const at = options[i] as number;
    sorted[counts[at] as number] = i;
    counts[at] = (counts[at] as number) + 1;
  }
  const free = p.freeNow;
  // The free places of all zones together: a card no zone is void to may go to any of them.
  let allFree = 0;
  for (let z = 0; z < zones; z++) {
    const f = (free[z] = p.free[z] as number);
    if (f > 0) allFree += f;
  }
  const banned = p.banned;
  for (let k = 0; k < n; k++) {
    const i = sorted[k] as number;
    const row = i * zones;
    const open = !strict || !p.anyBanned[i];
    let total = allFree;
    if (!open) {
      total = 0;
      for (let z = 0; z < zones; z++) if (!banned[row + z] && (free[z] as number) > 0) total += free[z] as number;
    }
    if (total === 0) return false;
    // Weighted by free places: without constraints, every placement is equally likely.
    let r = nextInt(rng, total);
    let slot = -1;
    for (let z = 0; z < zones; z++) {
      const f = free[z] as number;
      if (f > 0 && (open || !banned[row + z]) && (r -= f) < 0) {
        slot = z;
        break;
      }
    }
    if (slot < 0) return false;
    free[slot] = (free[slot] as number) - 1;
    allFree--;
    let list = lists[slot];
    if (list === undefined) {
      const key = keys[slot] as string;
      list = out[key];
      if (list === undefined) out[key] = list = [];
      lists[slot] = list;
    }
    list.push(p.cards[i] as string);
  }
  return true;
}

/**
 * What a sample needs of a seat's knowledge that no sample changes, worked out once per knowledge
 * (a search samples the same knowledge at every iteration). Knowledge is read-only (knowledge.ts).
 */
interface Prepared {
  readonly unseen: readonly string[];
  readonly hidden: readonly ZoneKnowledge[];
  readonly inDeck: readonly string[];
  readonly outside: readonly string[];
  readonly inDeckSuits: readonly (string | null)[];
  readonly outsideSuits: readonly (string | null)[];
  readonly voids: Voids;
  /** The hidden zones' keys, and the two placements (cards from outside the deck, then the deck's). */
  readonly hiddenKeys: readonly string[];
  readonly outsidePlacement: Placement;
  readonly deckPlacement: Placement;
  /** The public parts of the state, copied by JSON's rules once; each sample copies them as cloneState does. */
  readonly options: GameState['options'];
  readonly players: readonly PlayerState[];
  readonly markers: Readonly<Record<string, MarkerState>>;
  readonly vars: GameState['vars'];
  readonly trick: TrickState | null;
}

const preparedByKnowledge = new WeakMap<SeatKnowledge, Prepared>();

function prepared(rules: Rules, v: SeatKnowledge): Prepared {
  let p = preparedByKnowledge.get(v);
  if (p === undefined) {
    const deck = deckSet(rules, v.names.length);
    const unseen = unseenCards(rules, v);
    const inDeck = unseen.filter((id) => deck.has(id));
    const outside = unseen.filter((id) => !deck.has(id));
    const suit = (id: string): string | null => rules.cards.get(id)?.suit ?? null;
    const hidden = v.zones.filter((z) => z.cards === undefined && z.count > 0);
    const inDeckSuits = inDeck.map(suit);
    const outsideSuits = outside.map(suit);
    const voids = inferVoids(rules, v);
    const plans = placements(v, hidden, inDeck, inDeckSuits, outside, outsideSuits, voids);
    p = {
      unseen,
      hidden,
      inDeck,
      outside,
      inDeckSuits,
      outsideSuits,
      voids,
      hiddenKeys: hidden.map((z) => z.key),
      outsidePlacement: plans.outside,
      deckPlacement: plans.deck,
      options: copy(v.progress.options),
      players: copy(v.players),
      markers: copy(v.markers),
      vars: copy(v.vars),
      trick: copy(v.trick),
    };
    preparedByKnowledge.set(v, p);
  }
  return p;
}

/** The placements of a knowledge's unseen cards under `voids`. */
function placements(v: SeatKnowledge, hidden: readonly ZoneKnowledge[], inDeck: readonly string[], inDeckSuits: readonly (string | null)[], outside: readonly string[], outsideSuits: readonly (string | null)[], voids: Voids): { outside: Placement; deck: Placement } {
  const zoneVoids = hidden.map((z) => voids.get(z.key));
  const outsideFree = hidden.map((z) => v.hidden[z.key]?.outsideDeck ?? 0);
  const deckFree = hidden.map((z) => z.count - (v.hidden[z.key]?.outsideDeck ?? 0));
  return { outside: placement(outside, outsideSuits, outsideFree, zoneVoids), deck: placement(inDeck, inDeckSuits, deckFree, zoneVoids) };
}

/** Samples where the unseen cards are, respecting counts, deck/box origin and voids. */
export function sampleAssignment(rules: Rules, v: SeatKnowledge, rng: RngState, voidsGiven?: Voids): Assignment {
  const prep = prepared(rules, v);
  const { unseen, hidden, hiddenKeys } = prep;
  const plans = voidsGiven === undefined
    ? { outside: prep.outsidePlacement, deck: prep.deckPlacement }
    : placements(v, hidden, prep.inDeck, prep.inDeckSuits, prep.outside, prep.outsideSuits, voidsGiven);
  const lists: (string[] | undefined)[] = hidden.map(() => undefined);
  for (let attempt = 0; attempt < 20; attempt++) {
    const strict = attempt < 19;
    const out: Assignment = {};
    lists.fill(undefined);
    if (place(plans.outside, hiddenKeys, lists, rng, out, strict) && place(plans.deck, hiddenKeys, lists, rng, out, strict)) {
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

const entryWildsByRules = new WeakMap<Rules, ReadonlySet<string>>();

/** The cards wild by their card entry (a special card entry marked wild), per rules. */
function entryWilds(rules: Rules): ReadonlySet<string> {
  let set = entryWildsByRules.get(rules);
  if (set === undefined) {
    const names = new Set(rules.def.cards.special.filter((sp) => sp.wild).map((sp) => sp.name));
    set = new Set([...rules.cards].filter(([, c]) => c.special != null && names.has(c.special)).map(([card]) => card));
    entryWildsByRules.set(rules, set);
  }
  return set;
}

/** Marks the sampled cards' wilds in `wild`, in order: each hidden zone gets its number of wilds. */
function sampleWilds(rules: Rules, v: SeatKnowledge, a: Assignment, rng: RngState, wild: Record<string, true>): void {
  const entry = entryWilds(rules);
  for (const key in a) {
    const ids = a[key] as string[];
    let need = v.hidden[key]?.wilds ?? 0;
    // The cards wild by their entry are wild; the rest are shuffled, and the first wanted taken.
    let rest = ids.length;
    if (entry.size > 0) {
      for (const id of ids) {
        if (entry.has(id)) {
          wild[id] = true;
          need--;
          rest--;
        }
      }
    }
    if (need <= 0) {
      // None wanted: only the RNG moves on, as the shuffle of the rest moves it.
      for (let i = rest - 1; i > 0; i--) nextInt(rng, i + 1);
      continue;
    }
    const others = rest === ids.length ? ids.slice() : ids.filter((id) => !entry.has(id));
    shuffleInPlace(rng, others);
    // Cards from outside the deck are the likelier wilds (they come from `give`s of wilds): those
    // first, then the deck's, each in shuffled order (a stable sort by origin, without sorting).
    const deck = deckSet(rules, v.names.length);
    for (let i = 0; i < others.length && need > 0; i++) {
      const id = others[i] as string;
      if (!deck.has(id)) {
        wild[id] = true;
        need--;
      }
    }
    for (let i = 0; i < others.length && need > 0; i++) {
      const id = others[i] as string;
      if (deck.has(id)) {
        wild[id] = true;
        need--;
      }
    }
  }
}

function copy<T>(x: T): T {
  return jsonCopy(x) as T;
}

// Copies of the prepared parts as deep as cloneState copies a state for a move: what the engine
// changes in place is copied, values it only replaces are shared.
function copyPlayer(p: PlayerState): PlayerState {
  return { ...p, vars: { ...p.vars } };
}

function copyMarkers(markers: Readonly<Record<string, MarkerState>>): Record<string, MarkerState> {
  const out: Record<string, MarkerState> = {};
  for (const key in markers) out[key] = { ...(markers[key] as MarkerState) };
  return out;
}

function copyTrick(t: TrickState | null): TrickState | null {
  return t === null ? null : { ...t, plays: t.plays.slice(), passed: t.passed.slice(), dropped: t.dropped.slice() };
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
  const prep = prepared(rules, v);
  const a = assignment ?? sampleAssignment(rules, v, rng);
  const zones: Record<string, string[]> = {};
  // A sampled zone's list is this sample's own; one the caller gave is copied.
  for (const z of v.zones) zones[z.key] = z.cards !== undefined ? z.cards.slice() : assignment === undefined ? (a[z.key] ?? []) : (a[z.key] ?? []).slice();
  const wild: Record<string, true> = {};
  for (const id of v.wild) wild[id] = true;
  sampleWilds(rules, v, a, rng, wild);
  // Only effects under way with hidden cards pick one (the list is made when first needed).
  let unseen: string[] | null = null;
  const pick = (): string => {
    unseen ??= Object.values(a).flat();
    return unseen[nextInt(rng, unseen.length)] ?? HIDDEN_CARD;
  };
  const pr = v.progress;
  const frames: Frame[] = pr.frames.map((f) => ({ ...copy(f), locals: fillLocals(f.locals, pick), answers: f.answers.map((x) => fillHidden(x, pick)) }));
  const tasks: Task[] = pr.tasks.map((t) => ({ ...copy(t), locals: fillLocals(t.locals, pick) }));
  return {
    version: 1,
    seed: 'determinized',
    names: [...v.names],
    options: { ...prep.options },
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)],
    phase: v.phase,
    round: v.round,
    setupStep: pr.setupStep,
    zones,
    wild,
    players: prep.players.map(copyPlayer),
    markers: copyMarkers(prep.markers),
    vars: { ...prep.vars },
    trick: copyTrick(prep.trick),
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
