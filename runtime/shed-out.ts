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
  // A plain loop: a closure here would be made (with its context) after every statement.
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat] as (typeof s.players)[number];
    if (p.out) continue;
    if ((s.zones[zoneKey('hand', seat)]?.length ?? 0) > 0) continue;
    markOut(s, seat, 'shed');
    fire(rules, s, 'shed-out', seat, {}, true);
  }
}
