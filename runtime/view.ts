// What one seat may see: its own hidden zones in full, everyone else's hidden zones as counts,
// pending setup decisions of others hidden, no RNG state, the log redacted. `seat` null is a
// spectator, who sees only public information.
import type { GameState, LogEntry, PendingChoice } from './state.js';
import type { Rules } from './rules.js';

export interface ZoneView {
  readonly key: string;
  /** The cards, when this seat may see them. */
  readonly cards?: readonly string[];
  readonly count: number;
}

export interface GameView {
  readonly seat: number | null;
  readonly names: readonly string[];
  readonly phase: GameState['phase'];
  readonly round: number;
  readonly turn: number | null;
  readonly zones: readonly ZoneView[];
  readonly wild: readonly string[];
  readonly players: GameState['players'];
  readonly markers: GameState['markers'];
  readonly vars: GameState['vars'];
  readonly trick: GameState['trick'];
  /** The choice this seat must make, or who is choosing. */
  readonly pending: PendingChoice | { kind: 'setup'; waiting: readonly number[] } | { kind: 'choice'; seat: number } | null;
  readonly log: readonly string[];
  readonly winners: readonly number[] | null;
}

function visible(rules: Rules, key: string, seat: number | null): boolean {
  const [name, owner] = key.split('#');
  const z = rules.zones.get(name ?? key);
  if (z === undefined) return false;
  if (z.visible === 'all') return true;
  if (z.visible === 'owner') return owner !== undefined && seat !== null && Number(owner) === seat;
  return false;
}

function redact(entry: LogEntry, seat: number | null): string {
  if (entry.hidden !== undefined && entry.seat !== seat) return entry.hidden;
  return entry.text;
}

export function view(rules: Rules, s: GameState, seat: number | null): GameView {
  const zones: ZoneView[] = Object.entries(s.zones).map(([key, ids]) =>
    visible(rules, key, seat) ? { key, cards: [...ids], count: ids.length } : { key, count: ids.length },
  );
  const seen = new Set(zones.flatMap((z) => z.cards ?? []));
  const pending = s.pending === null
    ? null
    : s.pending.kind === 'setup'
      ? { kind: 'setup' as const, waiting: [...s.pending.waiting] }
      : s.pending.seat === seat
        ? s.pending
        : { kind: 'choice' as const, seat: s.pending.seat };
  return {
    seat,
    names: s.names,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    zones,
    wild: Object.keys(s.wild).filter((id) => seen.has(id)),
    players: s.players,
    markers: s.markers,
    vars: s.vars,
    trick: s.trick,
    pending,
    log: s.log.map((e) => redact(e, seat)),
    winners: s.winners,
  };
}
