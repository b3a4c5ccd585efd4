// A canonical key per move: two moves are the same move exactly when their keys are equal.
import type { Move, PlayCard } from './moves.js';

function cardKey(c: PlayCard): string {
  return c.as ? `${c.id}=${c.as.rank}${c.as.suit ?? ''}` : c.suit !== undefined ? `${c.id}=${c.suit}` : c.id;
}

/** The cards' keys in code-unit order (as Array.prototype.sort orders strings), joined by commas. */
function cardsKey(cards: readonly PlayCard[]): string {
  if (cards.length === 1) return cardKey(cards[0] as PlayCard);
  const keys = cards.map(cardKey);
  // Insertion sort: plays are a few cards, and the default sort converts and compares generically.
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i] as string;
    let j = i - 1;
    for (; j >= 0 && (keys[j] as string) > k; j--) keys[j + 1] = keys[j] as string;
    keys[j + 1] = k;
  }
  return keys.join(',');
}

export function moveKey(m: Move): string {
  switch (m.kind) {
    case 'play': return `${m.seat}|play|${m.meld}|${cardsKey(m.cards)}`;
    case 'pass': return `${m.seat}|pass`;
    case 'choose': return `${m.seat}|choose|${JSON.stringify(m.value)}`;
    case 'split': return `${m.seat}|split|${m.right}`;
    case 'action': return `${m.seat}|action|${m.name}`;
  }
}
