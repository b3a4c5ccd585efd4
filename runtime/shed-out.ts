// Shedding out: in a climbing game a player whose hand is empty goes out of the round, in order.
import type { GameState } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { fire } from './effects.js';
import { emit } from './events.js';

/** Each seat's hand key (`hand#2`), made once. */
const handKeys: string[] = [];

function handKey(seat: number): string {
  return (handKeys[seat] ??= zoneKey('hand', seat));
}

export function markOut(s: GameState, seat: number, reason: 'shed' | 'sit-out'): void {
  const p = s.players[seat];
  if (p === undefined || p.out) return;
  p.out = true;
  p.outOrder = ++s.outCount;
  emit(s, { kind: 'out', seat, order: p.outOrder, reason });
}

export function detectShedOuts(rules: Rules, s: GameState): void {
  if (s.phase !== 'play' || rules.def.round.play.kind !== 'climbing') return;
  // A loop over the seats there were at the start, as forEach went (no closure per move).
  const players = s.players;
  const n = players.length;
  for (let seat = 0; seat < n; seat++) {
    const p = players[seat] as GameState['players'][number];
    if (p.out) continue;
    if ((s.zones[handKey(seat)]?.length ?? 0) > 0) continue;
    markOut(s, seat, 'shed');
    fire(rules, s, 'shed-out', seat, {}, true);
  }
}
