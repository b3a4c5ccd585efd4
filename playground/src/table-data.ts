// What the table's elements read from a view: who acts, a seat's zones and markers, the shared
// zones, the vars worth showing. Pure functions of a GameView and the labels.
import { markerLabelOf, zoneLabelOf, type DesignerView, type GameView, type Labels, type Value } from './runtime.js';

/** The seats that act now: the seat choosing, the seats deciding setup, or the seat to play. */
export function actingSeats(v: GameView | DesignerView): number[] {
  const p = v.pending;
  if (p?.kind === 'choice') return [p.seat];
  if (p?.kind === 'setup') return [...p.waiting];
  return v.turn === null || v.phase === 'over' ? [] : [v.turn];
}

const seatOf = (key: string): number | null => {
  const i = key.indexOf('#');
  return i < 0 ? null : Number(key.slice(i + 1));
};

export interface ZoneEntry {
  readonly key: string;
  readonly name: string;
  readonly count: number;
  readonly cards?: readonly string[];
}

/** A seat's own zones (hand, and any other per-player zone), by the zones' names. */
export function seatZones(v: GameView | DesignerView, labels: Labels, seat: number): ZoneEntry[] {
  return v.zones
    .filter((z) => seatOf(z.key) === seat)
    .map((z) => ({ key: z.key, name: zoneLabelOf(labels, z.key)?.label ?? z.key, count: z.count, ...(z.cards ? { cards: z.cards } : {}) }));
}

/** The shared zones worth showing: not the box, not the table (the trick shows it), not empty. */
export function sharedZones(v: GameView | DesignerView, labels: Labels): ZoneEntry[] {
  return v.zones
    .filter((z) => seatOf(z.key) === null && z.key !== 'box' && z.key !== 'table' && z.count > 0)
    .map((z) => ({ key: z.key, name: zoneLabelOf(labels, z.key)?.label ?? z.key, count: z.count, ...(z.cards ? { cards: z.cards } : {}) }));
}

export interface MarkerEntry {
  readonly key: string;
  readonly label: string;
  readonly flipped: boolean;
}

/** The markers a seat holds (null: those nobody holds), with their sides. */
export function markersOf(v: GameView | DesignerView, labels: Labels, owner: number | null): MarkerEntry[] {
  return Object.entries(v.markers)
    .filter(([, m]) => m.owner === owner && !m.removed)
    .map(([key, m]) => ({ key, label: markerLabelOf(labels, key)?.label ?? key, flipped: m.flipped }));
}

/** Vars with a value worth showing (not null, not an empty list). */
export function shownVars(vars: Readonly<Record<string, Value>>): [string, Value][] {
  return Object.entries(vars).filter(([, x]) => x !== null && !(Array.isArray(x) && x.length === 0));
}
