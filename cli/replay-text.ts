// What `cardsmith replay` prints of a recorded game: the table at the start and at each new round,
// and for every move its events and the hands it changed, as one seat saw them or as the designer
// (every hand).
import { eventFor, eventText, labelsOf, roundEndLines, view, type GameState, type Rules, type Speaker } from '../runtime/index.js';
import { cardList, ownCardLines, renderView, sortedHand } from './table-text.js';
import { finalLines } from './game-text.js';

/** Who the replay shows the game to: a seat (0-based) or the designer. */
export type ReplayViewer = number | 'designer';

export interface ReplayScreen {
  readonly rules: Rules;
  readonly viewer: ReplayViewer;
  /** The players' names as shown. */
  readonly names: readonly string[];
  /** The seat spoken to as "you", or null. */
  readonly you: number | null;
}

/**
 * How a replay speaks. Records of `cardsmith play` name the person "You": the designer view
 * speaks to that seat ("You play", not "You plays"); another seat's view speaks to its own seat
 * and shows the seat named You as "Player N", so that two players are not both "you".
 */
export function replayScreen(rules: Rules, recorded: readonly string[], viewer: ReplayViewer): ReplayScreen {
  const named = recorded.indexOf('You');
  if (viewer === 'designer') return { rules, viewer, names: recorded, you: named < 0 ? null : named };
  const names = recorded.map((n, i) => (n === 'You' && i !== viewer ? `Player ${i + 1}` : n));
  return { rules, viewer, names, you: viewer };
}

/** The events from index `from` on as the viewer sees them, a round's end in detail (shuffles left out). */
export function eventLines(sc: ReplayScreen, s: GameState, from: number): string[] {
  const sp: Speaker = { rules: sc.rules, names: sc.names, you: sc.you };
  const out: string[] = [];
  for (let i = from; i < s.events.length; i++) {
    const e = eventFor(s.events[i] as (typeof s.events)[number], sc.viewer);
    if (e.kind === 'shuffle') continue;
    out.push(eventText(sp, e));
    if (e.kind === 'round-end') for (const line of roundEndLines(sp, e)) out.push(`  ${line}`);
  }
  return out;
}

/** The hands: the seat's own zones, or every seat's zones with cards (designer). */
export function handLines(sc: ReplayScreen, s: GameState): string[] {
  const { rules, viewer } = sc;
  if (viewer !== 'designer') return ownCardLines(rules, view(rules, s, viewer), false);
  const wild = new Set(Object.keys(s.wild));
  const width = Math.max(...sc.names.map((n) => n.length));
  return sc.names.map((name, seat) => {
    const zones = Object.entries(s.zones)
      .filter(([key, ids]) => key.endsWith(`#${seat}`) && ids.length > 0)
      .map(([key, ids]) => `${key.split('#')[0]}: ${cardList(sortedHand(rules, ids), wild)}`);
    return `${name.padEnd(width)}  ${zones.length === 0 ? 'no cards' : zones.join(' · ')}`;
  });
}

/** The table as the viewer sees it (the designer sees a spectator's table, then every hand). */
export function tableLines(sc: ReplayScreen, s: GameState): string[] {
  const v = view(sc.rules, s, sc.viewer === 'designer' ? null : sc.viewer);
  const lines = renderView(sc.rules, { ...v, names: sc.names }).split('\n');
  return sc.viewer === 'designer' ? [...lines, 'Hands (designer view):', ...handLines(sc, s).map((l) => `  ${l}`)] : lines;
}

/**
 * One move of the replay: its number and what happened (the move first), then the hands it changed,
 * or the whole table when a round began.
 */
export function stepLines(sc: ReplayScreen, before: GameState, after: GameState, index: number, total: number): string[] {
  const [first, ...rest] = eventLines(sc, after, before.events.length);
  const newRound = after.round !== before.round && after.phase !== 'over';
  const was = new Set(handLines(sc, before));
  const changed = handLines(sc, after).filter((l) => !was.has(l));
  return [
    `Move ${index + 1} of ${total}${first === undefined ? '' : ` · ${first}`}`,
    ...rest.map((l) => `  ${l}`),
    ...(after.phase === 'over' ? [] : newRound ? tableLines(sc, after) : changed.map((l) => `  ${l}`)),
  ];
}

/** The final scores and who won, with the names as shown. */
export function endLines(sc: ReplayScreen, s: GameState): string[] {
  return finalLines({ ...s, names: sc.names }, sc.you, labelsOf(sc.rules).teams);
}
