// The terminal's picture of a game from one seat: scores, markers, the table, the hand.
import type { GameView, Rules } from '../runtime/index.js';

function cards(ids: readonly string[] | undefined, wild: ReadonlySet<string>): string {
  if (ids === undefined || ids.length === 0) return '—';
  return ids.map((id) => (wild.has(id) ? `${id}*` : id)).join(' ');
}

export function renderView(rules: Rules, v: GameView): string {
  const wild = new Set(v.wild);
  const lines: string[] = [];
  lines.push(`— round ${v.round} —`);
  v.names.forEach((name, seat) => {
    const p = v.players[seat];
    const zones = v.zones.filter((z) => z.key.endsWith(`#${seat}`));
    const held = zones.map((z) => `${z.key.split('#')[0]} ${z.cards ? `[${cards(z.cards, wild)}]` : z.count}`).join(', ');
    const marks = Object.entries(v.markers)
      .filter(([, m]) => m.owner === seat && !m.removed)
      .map(([k, m]) => `${rules.markers.get(k.split('#')[0] ?? k)?.label ?? k}${m.flipped ? ' (flipped)' : ''}`);
    const turn = v.turn === seat ? '▶ ' : '  ';
    lines.push(`${turn}${name}${seat === v.seat ? ' (you)' : ''}: ${p?.score ?? 0} points; ${held}${marks.length ? `; ${marks.join(', ')}` : ''}${p?.out ? '; out' : ''}`);
  });
  const t = v.trick;
  if (t && t.plays.length > 0) {
    lines.push(`table: ${t.plays.map((p) => `${v.names[p.seat]} ${p.cards.map((c) => (c.wild ? `*=${c.rank}${c.suit ?? ''}` : c.id)).join(' ')}`).join(' · ')}`);
  } else lines.push('table: empty');
  return lines.join('\n');
}
