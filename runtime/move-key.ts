// A canonical key per move: two moves are the same move exactly when their keys are equal.
import type { Move } from './moves.js';

export function moveKey(m: Move): string {
  switch (m.kind) {
    case 'play': {
      const cards = m.cards.map((c) => (c.as ? `${c.id}=${c.as.rank}${c.as.suit ?? ''}` : c.suit !== undefined ? `${c.id}=${c.suit}` : c.id)).sort();
      return `${m.seat}|play|${m.meld}|${cards.join(',')}`;
    }
    case 'pass': return `${m.seat}|pass`;
    case 'choose': return `${m.seat}|choose|${JSON.stringify(m.value)}`;
    case 'split': return `${m.seat}|split|${m.right}`;
    case 'action': return `${m.seat}|action|${m.name}`;
  }
}
