// Hidden information, checked the same way by the property tests (test/runtime/views.property.test.ts,
// events.property.test.ts) and the soak: no id of a card hidden from a viewer (hiddenCardIds) appears
// in its view (its log and events aside: they tell what happened), and a move's events name a card
// to a viewer only if it could see that card just before the move or just after, or saw it during
// the move (a round's end shows the hands; a play to an open table, or a card moved from or to a
// zone the viewer sees, shows the cards).
import { eventFor, hiddenCardIds, view, type GameEvent, type GameState, type GameView, type Rules } from '../../runtime/index.js';
import { zoneVisible } from '../../runtime/visibility.js';

/** Every string inside `x`, with the path to it. */
export function strings(x: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof x === 'string') out.push([path, x]);
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) strings(v, `${path}.${k}`, out);
  return out;
}

/** The view of `seat` (a spectator: null) but its log and events. */
export function viewRest(rules: Rules, s: GameState, seat: number | null): object {
  return restOf(view(rules, s, seat));
}

/** A view but its log and events. */
export function restOf(v: GameView): object {
  const { log: _log, events: _events, ...rest } = v;
  return rest;
}

/** Whether any string inside `x` is in `hidden`: leaksIn's walk without the paths, for the soak's every view. */
function namesAny(x: unknown, hidden: ReadonlySet<string>): boolean {
  if (typeof x === 'string') return hidden.has(x);
  if (typeof x !== 'object' || x === null) return false;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) if (namesAny(x[i], hidden)) return true;
    return false;
  }
  const o = x as Record<string, unknown>;
  for (const k in o) if (namesAny(o[k], hidden)) return true;
  return false;
}

/** Where a view (`viewRest`) names a card hidden from its seat (paths are built only for those). */
export function leaksIn(rest: object, hidden: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (hidden.size === 0 || !namesAny(rest, hidden)) return out;
  const path: (string | number)[] = ['view'];
  const walk = (x: unknown): void => {
    if (typeof x === 'string') {
      if (hidden.has(x)) out.push(`${path.join('.')} = ${x}`);
    } else if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        path.push(i);
        walk(x[i]);
        path.pop();
      }
    } else if (typeof x === 'object' && x !== null) {
      const o = x as Record<string, unknown>;
      for (const k in o) {
        path.push(k);
        walk(o[k]);
        path.pop();
      }
    }
  };
  walk(rest);
  return out;
}

/** Where the view of `seat` (a spectator: null) names a card hidden from it, log and events aside. */
export function viewLeaks(rules: Rules, s: GameState, seat: number | null, hidden = hiddenCardIds(rules, s, seat)): string[] {
  return leaksIn(viewRest(rules, s, seat), hidden);
}

/** Card ids named anywhere in the events. */
export function namedCards(rules: Rules, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === 'string') {
      if (rules.cards.has(x)) out.push(x);
    } else if (Array.isArray(x)) for (let i = 0; i < x.length; i++) walk(x[i]);
    else if (typeof x === 'object' && x !== null) {
      const o = x as Record<string, unknown>;
      for (const k in o) walk(o[k]);
    }
  };
  walk(events);
  return out;
}

/**
 * Ids `viewer` saw during these events though they may be hidden from it before and after: the hands
 * a round's end showed, cards played to a table all can see (a round may end at once, and the next
 * deal hides them again), and cards moved from or to a zone it can see (a card discarded face up
 * and dealt again in the same move).
 */
export function revealed(rules: Rules, events: readonly GameEvent[], viewer: number | null): Set<string> {
  const out = new Set<string>();
  const tableOpen = rules.zones.get('table')?.visible === 'all';
  for (const e of events) {
    if (e.kind === 'round-end') for (const ids of Object.values(e.hands)) for (const id of ids) out.add(id);
    if (e.kind === 'move' && tableOpen && e.move?.kind === 'play') for (const c of e.move.cards) out.add(c.id);
    if (e.kind === 'cards' && (zoneVisible(rules, e.to, viewer) || (e.from !== null && zoneVisible(rules, e.from, viewer)))) for (const id of e.cards) out.add(id);
  }
  return out;
}

/**
 * The cards the events from index `from` name to `viewer` that it could not see: hidden from it
 * before (`before`) and after the move, and not shown to all by the move itself.
 */
export function eventLeaks(rules: Rules, s: GameState, viewer: number | null, from: number, before: ReadonlySet<string>, after = hiddenCardIds(rules, s, viewer)): string[] {
  const events = s.events.slice(from);
  const shown = revealed(rules, events, viewer);
  // As eventsFor gives them, without its copies.
  const seen = events.map((e) => eventFor(e, viewer));
  return namedCards(rules, seen).filter((id) => before.has(id) && after.has(id) && !shown.has(id));
}
