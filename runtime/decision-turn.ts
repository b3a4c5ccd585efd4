// A turn's decision: the seat's listed moves grouped by the set of cards played, then by meld type,
// each wild's declarations summarised (ranks as ranges, suits as a list or 'any') and kept exactly.
import type { GameState } from './state.js';
import type { Move, PlayCard } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import { meldRules } from './meld-rules.js';
import type { ActionOption, CardSetOption, Declaration, DeclarationRange, MeldOption, RankSpan, TurnDecision } from './decision-types.js';

type PlayMove = Extract<Move, { kind: 'play' }>;

interface MeldGroup { meld: string; declared: string[]; ways: Declaration[][] }
interface SetGroup { ids: string[]; wilds: Set<string>; melds: Map<string, MeldGroup> }

/** The seat's turn as a decision, from its listed moves; null when it has none. */
export function turnDecision(rules: Rules, s: GameState, seat: number, moves: readonly Move[]): TurnDecision | null {
  const place = heldOrder(rules, s, seat);
  const byPlace = (a: string, b: string): number => (place.get(a) ?? Infinity) - (place.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0);
  const sets = new Map<string, SetGroup>();
  let pass = false;
  const actions: ActionOption[] = [];
  for (const m of moves) {
    if (m.seat !== seat) continue;
    if (m.kind === 'pass') pass = true;
    else if (m.kind === 'action') actions.push({ name: m.name, label: rules.def.actions.find((a) => a.name === m.name)?.label ?? m.name });
    else if (m.kind === 'play') addPlay(sets, m, byPlace);
  }
  if (sets.size === 0 && !pass && actions.length === 0) return null;
  const plays: CardSetOption[] = [...sets.values()].map((g) => ({
    naturals: g.ids.filter((id) => !g.wilds.has(id)),
    wilds: g.ids.filter((id) => g.wilds.has(id)),
    melds: [...g.melds.values()].map((mg) => meldOption(rules, s, mg)),
  }));
  return { kind: 'turn', seat, plays, pass, actions };
}

function addPlay(sets: Map<string, SetGroup>, m: PlayMove, byPlace: (a: string, b: string) => number): void {
  const ids = m.cards.map((c) => c.id).sort(byPlace);
  const setKey = JSON.stringify(ids);
  let g = sets.get(setKey);
  if (g === undefined) sets.set(setKey, (g = { ids, wilds: new Set(), melds: new Map() }));
  const declared: PlayCard[] = [];
  for (const id of ids) {
    const c = m.cards.find((x) => x.id === id) as PlayCard;
    if (c.as !== undefined) g.wilds.add(id);
    if (c.as !== undefined || c.suit !== undefined) declared.push(c);
  }
  // The same meld with other cards declared would be another option (no procedure makes one today).
  const meldKey = JSON.stringify([m.meld, ...declared.map((c) => c.id)]);
  let mg = g.melds.get(meldKey);
  if (mg === undefined) g.melds.set(meldKey, (mg = { meld: m.meld, declared: declared.map((c) => c.id), ways: [] }));
  mg.ways.push(declared.map((c) => (c.as !== undefined ? { rank: c.as.rank, suit: c.as.suit } : { rank: null, suit: c.suit ?? null })));
}

function meldOption(rules: Rules, s: GameState, mg: MeldGroup): MeldOption {
  const declare = mg.declared.map((card, j): DeclarationRange => {
    const wild = mg.ways.some((w) => w[j]?.rank !== null);
    const ranks = new Set<number>();
    const suits = new Set<string>();
    for (const w of mg.ways) {
      const d = w[j];
      if (d?.rank !== null && d?.rank !== undefined) ranks.add(d.rank);
      if (d?.suit !== null && d?.suit !== undefined) suits.add(d.suit);
    }
    return { card, wild, ranks: spans(ranks), suits: suitList(rules, s, suits, wild) };
  });
  // Ways in ascending order of the declared ranks (then suits), card by card.
  const order = rules.def.cards.suits.map((x) => x.letter);
  const cmp = (a: readonly Declaration[], b: readonly Declaration[]): number => {
    for (let j = 0; j < a.length; j++) {
      const x = a[j] as Declaration;
      const y = b[j] as Declaration;
      const d = (x.rank ?? 0) - (y.rank ?? 0) || order.indexOf(x.suit ?? '') - order.indexOf(y.suit ?? '');
      if (d !== 0) return d;
    }
    return 0;
  };
  return { meld: mg.meld, declare, ways: mg.ways.sort(cmp) };
}

function spans(ranks: ReadonlySet<number>): RankSpan[] {
  const sorted = [...ranks].sort((a, b) => a - b);
  const out: { min: number; max: number }[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && r === last.max + 1) last.max = r;
    else out.push({ min: r, max: r });
  }
  return out;
}

/** The suits in the game's order, or 'any' when they are every suit such a card could take (two or more). */
function suitList(rules: Rules, s: GameState, suits: ReadonlySet<string>, wild: boolean): 'any' | string[] {
  const mr = meldRules(rules, s.players.length);
  const all = wild ? mr.wildSuits : (mr.deckSuits ?? []);
  if (all.length > 1 && all.every((x) => suits.has(x))) return 'any';
  const order = rules.def.cards.suits.map((x) => x.letter);
  const rank = (x: string): number => (order.includes(x) ? order.indexOf(x) : order.length);
  return [...suits].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

/** Each card's place among the seat's own zones (zones in the rule file's order, then the zone's order). */
function heldOrder(rules: Rules, s: GameState, seat: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const z of rules.zones.values()) {
    if (!z.perPlayer) continue;
    for (const id of s.zones[zoneKey(z.name, seat)] ?? []) if (!out.has(id)) out.set(id, out.size);
  }
  return out;
}
