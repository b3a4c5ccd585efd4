// Shedding out: in a climbing game a player whose hand is empty goes out of the round, in order.
import type { GameState } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { fire } from './effects.js';
import { emit } from './events.js';

export function markOut(s: GameState, seat: number, reason: 'shed' | 'sit-out'): void {
  const p = s.players[seat];
  if (p === undefined || p.out) return;
  p.out = true;
  p.outOrder = ++s.outCount;
  emit(s, { kind: 'out', seat, order: p.outOrder, reason });
}

export function detectShedOuts(rules: Rules, s: GameState): void {
  if (s.phase !== 'play' || rules.def.round.play.kind !== 'climbing') return;
  s.players.forEach((p, seat) => {
    if (p.out) return;
    if ((s.zones[zoneKey('hand', seat)]?.length ?? 0) > 0) return;
    markOut(s, seat, 'shed');
    fire(rules, s, 'shed-out', seat, {}, true);
  });
}
