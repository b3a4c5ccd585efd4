// The setup step `give` on the core state, as the runtime's (setup.ts runStep 'give'): the cards
// the step's expression gives (in their order), shuffled with the game's rng, then handed out
// `each` to a player in dealing order (the round's leader first), each seat's cards with their
// event (grouped by the zone they come from, as event-seers.ts emitCards groups them) and, with
// `wild: true`, marked wild.
import type { SetupStep } from '../../grammar/def/types.js';
import type { Rules } from '../rules.js';
import type { CoreLayout } from './layout.js';
import { RuleError } from '../eval/context.js';
import { shuffleInPlace } from '../rng.js';
import { isCard, type Value } from '../values.js';
import { unionSeers, zoneSeers } from '../event-seers.js';
import { roundFn, type ExprTally, type RoundFn } from './exprs.js';
import { zoneAt } from './layout.js';
import { markWild, placeOf, pushCard, removeAt, type CoreState } from './state.js';
import type { GameEvent } from '../events.js';

type GiveStep = Extract<SetupStep, { kind: 'give' }>;

/** A give step compiled: its cards' expression, its count's when an expression, the zone given to. */
export interface CoreGive {
  readonly step: GiveStep;
  readonly cards: RoundFn;
  readonly each: RoundFn | undefined;
  /** The zone definition given to (a player's). */
  readonly to: number;
}

/** The give steps by setup step number (undefined: another kind of step). */
export function compileGives(rules: Rules, L: CoreLayout, tally: ExprTally, options?: Readonly<Record<string, Value>>): (CoreGive | undefined)[] {
  return rules.def.round.setup.map((st) => {
    if (st.kind !== 'give') return undefined;
    return {
      step: st,
      cards: roundFn(rules, L, st.cards, tally, options),
      each: typeof st.each === 'object' ? roundFn(rules, L, st.each, tally, options) : undefined,
      to: L.zoneDef.get(st.to) as number,
    };
  });
}

/** Why the core does not give as the step says, or null. */
export function giveRefusal(rules: Rules, st: GiveStep): string | null {
  if (rules.zones.get(st.to)?.perPlayer !== true) return `giving to ${st.to}, not a player's zone`;
  return null;
}

const scratch: number[] = [];

/** Runs a give step (its `when` already held). */
export function runGive(s: CoreState, g: CoreGive): void {
  const L = s.L;
  const rules = L.rules;
  const v = g.cards(s, -1);
  const ids = L.cards.index;
  const given = scratch;
  given.length = 0;
  if (Array.isArray(v)) for (const x of v) if (isCard(x)) given.push(ids.get(x.id) as number);
  shuffleInPlace(s.rng, given);
  let each: number;
  const count = g.step.each;
  if (count === 'all') each = Math.floor(given.length / L.n);
  else if (typeof count === 'number') each = count;
  else {
    const c = (g.each as RoundFn)(s, -1);
    if (typeof c !== 'number' || c < 0) throw new RuleError('runtime/bad-count', `a count must be a whole number, not ${JSON.stringify(c)}`, g.step.range);
    each = c;
  }
  const n = L.n;
  const names = L.cards.ids;
  let at = 0;
  for (let i = 0; i < n; i++) {
    const seat = (s.roundLeader + i) % n;
    const end = Math.min(at + each, given.length);
    if (end - at < each) throw new RuleError('runtime/not-enough-cards', `give: not enough cards to give ${each} to every player`, g.step.range);
    const to = zoneAt(L, g.to, seat);
    const toKey = L.zoneKeys[to] as string;
    // The event of each source zone's cards, in the order their zones first come.
    for (let k = at; k < end; k++) {
      const z = s.at[given[k] as number] as number;
      let first = true;
      for (let j = at; j < k; j++) if (s.at[given[j] as number] === z) first = false;
      if (!first) continue;
      const cards: string[] = [];
      for (let j = k; j < end; j++) if (s.at[given[j] as number] === z) cards.push(names[given[j] as number] as string);
      const from = z < 0 ? null : (L.zoneKeys[z] as string);
      const seers = unionSeers(from === null ? [] : zoneSeers(rules, from), zoneSeers(rules, toKey));
      const e: Record<string, unknown> = { kind: 'cards', verb: 'give', cards, count: cards.length, from, to: toKey };
      if (g.step.wild) e['wild'] = true;
      if (seers !== null) e['see'] = seers;
      s.json.events.push(e as unknown as GameEvent);
    }
    for (let k = at; k < end; k++) {
      const c = given[k] as number;
      const z = s.at[c] as number;
      if (z >= 0) removeAt(s, z, placeOf(s, z, c));
      pushCard(s, to, c);
    }
    if (g.step.wild) for (let k = at; k < end; k++) markWild(s, given[k] as number);
    at = end;
  }
}
