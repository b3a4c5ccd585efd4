// Text the terminal commands share: what happened since the last look (a round's end in detail),
// the suits' legend, and the final standings.
import { eventFor, eventText, labelsOf, listWords, roundEndLines, type GameState, type Rules, type Speaker, type Viewer } from '../runtime/index.js';

/** The events from index `from` on as `seat` sees them, one line each; a round's end in detail. */
export function shownEvents(rules: Rules, s: GameState, seat: Viewer, from: number): string[] {
  const sp: Speaker = { rules, names: s.names, you: typeof seat === 'number' ? seat : null };
  const out: string[] = [];
  for (let i = from; i < s.events.length; i++) {
    const e = eventFor(s.events[i] as (typeof s.events)[number], seat);
    // A shuffle tells a person nothing; the deal after it does.
    if (e.kind === 'shuffle') continue;
    out.push(eventText(sp, e));
    if (e.kind === 'round-end') for (const line of roundEndLines(sp, e)) out.push(`  ${line}`);
  }
  return out;
}

/** `Suits: ♥ H Hearts · ♠ S Spades`, or '' when the suits have no symbols or colours. */
export function suitLegend(rules: Rules): string {
  const suits = Object.values(labelsOf(rules).suits);
  if (suits.every((s) => s.symbol === null && s.colour === null)) return '';
  return `Suits: ${suits.map((s) => `${s.letter} ${s.name}${s.symbol ? ` ${s.symbol}` : ''}${s.colour ? ` (${s.colour})` : ''}`).join(' · ')}`;
}

/** The final scores, best first as the game ranks them, and who won; by team where there are teams. */
export function finalLines(s: GameState, you: number | null = null, teams?: readonly string[]): string[] {
  const name = (seat: number): string => s.names[seat] ?? `Seat ${seat + 1}`;
  const winners = s.winners ?? [];
  if (teams !== undefined && teams.length > 0) return teamFinalLines(s, you, teams);
  const width = Math.max(...s.names.map((n) => n.length));
  const lines = ['Final scores:'];
  s.names.forEach((_, seat) => {
    lines.push(`  ${name(seat).padEnd(width)} ${String(s.players[seat]?.score ?? 0).padStart(5)}${winners.includes(seat) ? '  ★' : ''}`);
  });
  if (winners.length === 0) lines.push('Nobody wins.');
  else if (winners.length === 1) lines.push(winners[0] === you ? 'You win!' : `${name(winners[0] as number)} wins.`);
  else lines.push(`${listWords(winners.map((w) => (w === you ? 'you' : name(w))))} share the win.`.replace(/^./, (c) => c.toUpperCase()));
  return lines;
}

/** Each team's score (its players share it), and which team won: seat s plays in team s % teams.length. */
function teamFinalLines(s: GameState, you: number | null, teams: readonly string[]): string[] {
  const winners = s.winners ?? [];
  const rows = teams.map((team, t) => {
    const seats = s.names.map((_, seat) => seat).filter((seat) => seat % teams.length === t);
    const who = listWords(seats.map((seat) => (seat === you ? 'you' : (s.names[seat] ?? `Seat ${seat + 1}`))));
    return { label: `${team} (${who})`, score: s.players[seats[0] ?? 0]?.score ?? 0, won: seats.some((seat) => winners.includes(seat)) };
  });
  const width = Math.max(...rows.map((r) => r.label.length));
  const lines = ['Final scores:', ...rows.map((r) => `  ${r.label.padEnd(width)} ${String(r.score).padStart(5)}${r.won ? '  ★' : ''}`)];
  const won = rows.filter((r) => r.won);
  if (won.length === 0) lines.push('Nobody wins.');
  else lines.push(`${listWords(won.map((r) => r.label))} ${won.length === 1 ? 'wins' : 'share the win'}.`);
  return lines;
}
