// The terminal's picture of a game from one seat: a line per player (score, cards held, markers,
// player vars), the trick on the table, the shared zones, the game's vars, and the seat's own cards
// sorted as the rule file orders suits and ranks, with its wilds explained.
import type { GameView, Rules } from '../runtime/index.js';
import { plural, varLabel, zoneLabel } from '../runtime/index.js';
import { rankText } from '../grammar/def/rank-labels.js';

type Value = GameView['vars'][string];

/** Sort key of a card: suits in the rule file's order, then rank; special cards after the suits. */
function cardOrder(rules: Rules, byRank: boolean): (a: string, b: string) => number {
  const suits = rules.def.cards.suits.map((s) => s.letter);
  const key = (id: string): [number, number, number] => {
    const c = rules.cards.get(id);
    const suit = c?.suit == null ? suits.length : suits.indexOf(c.suit);
    const rank = c?.rank ?? Number.MAX_SAFE_INTEGER;
    const special = c?.special == null ? 0 : 1;
    return byRank ? [special, rank, suit] : [special, suit, rank];
  };
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.localeCompare(b);
  };
}

/** Cards as the player reads them: wilds marked `*`. */
export function cardList(ids: readonly string[], wild: ReadonlySet<string>): string {
  return ids.length === 0 ? '—' : ids.map((id) => (wild.has(id) ? `${id}*` : id)).join(' ');
}

/** A hand sorted for reading: by rank in a climbing game (melds are by rank), by suit in a trick game. */
export function sortedHand(rules: Rules, ids: readonly string[]): string[] {
  return [...ids].sort(cardOrder(rules, rules.def.round.play.kind === 'climbing'));
}

function valueText(v: Value, names: readonly string[]): string {
  if (v === null) return 'none';
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return v.length === 0 ? 'empty' : v.map((x) => valueText(x, names)).join(', ');
  if (v.t === 'player') return names[v.seat] ?? `seat ${v.seat + 1}`;
  if (v.t === 'card') return v.id;
  if (v.t === 'marker') return v.key;
  return `<${v.t}>`;
}

function isNothing(x: Value): boolean {
  return x === null || x === false || x === 0 || x === '' || (Array.isArray(x) && x.length === 0);
}

function markerLabel(rules: Rules, key: string): string {
  return rules.markers.get(key.split('#')[0] ?? key)?.label ?? key;
}

/** Who acts now: the seat choosing, the seats deciding setup, or the seat to play. */
export function actingSeats(v: GameView): number[] {
  const p = v.pending;
  if (p?.kind === 'choice') return [p.seat];
  if (p?.kind === 'setup') return [...p.waiting];
  return v.turn === null ? [] : [v.turn];
}

function playerLine(rules: Rules, v: GameView, seat: number, acting: readonly number[], width: number, columns: number): string {
  const p = v.players[seat];
  const name = seat === v.seat && v.names[seat] !== 'You' ? `${v.names[seat]} (you)` : (v.names[seat] ?? '');
  // Empty zones other than the hand, and vars at nothing (null, false, 0, empty), say nothing.
  const held = v.zones
    .filter((z) => z.key.endsWith(`#${seat}`) && (z.count > 0 || z.key.startsWith('hand#')))
    .map((z) => `${zoneLabel(rules, z.key)} ${z.count}`)
    .join(', ');
  const marks = Object.entries(v.markers)
    .filter(([, m]) => m.owner === seat && !m.removed)
    .map(([k, m]) => `${markerLabel(rules, k)}${m.flipped ? ' (flipped)' : ''}`);
  const vars = Object.entries(p?.vars ?? {})
    .filter(([, x]) => !isNothing(x))
    .map(([k, x]) => `${varLabel(rules, k, true)} ${valueText(x, v.names)}`);
  const team = p?.team !== undefined ? rules.def.teams?.names[p.team] : undefined;
  const parts = [
    ...(team !== undefined ? [team] : []),
    plural(p?.score ?? 0, 'point'),
    held,
    rules.def.round.play.kind === 'must-follow' ? plural(p?.tricks ?? 0, 'trick') : '',
    ...vars,
    ...marks,
    p?.out ? `out (${p.outOrder})` : '',
  ].filter((x) => x !== '');
  return wrapParts(`${acting.includes(seat) ? '▶' : ' '} ${name.padEnd(width)}  `, parts, columns);
}

/**
 * `head` and the parts joined by ` · `, broken between parts before a line passes `columns`: the
 * next line is indented under the first part (a terminal would break a long line mid-word).
 */
function wrapParts(head: string, parts: readonly string[], columns: number): string {
  const indent = ' '.repeat(head.length);
  const lines: string[] = [];
  let line = head;
  parts.forEach((part, i) => {
    if (i === 0) line += part;
    else if (line.length + 3 + part.length <= columns) line += ` · ${part}`;
    else {
      lines.push(`${line} ·`);
      line = indent + part;
    }
  });
  lines.push(line);
  return lines.join('\n');
}

/** The current trick: each play with its meld and a wild's declared value. */
function trickLines(rules: Rules, v: GameView): string[] {
  const t = v.trick;
  if (t === null || t.plays.length === 0) return ['Table: empty'];
  const plays = t.plays.map((p) => {
    const cards = p.cards.map((c) => (c.wild ? `${c.id}=${c.rank === null ? '' : rankText(rules.def.cards, c.rank)}${c.suit ?? ''}` : c.id)).join(' ');
    return `${v.names[p.seat]}: ${cards} (${p.meld})`;
  });
  return [`Table (trick ${t.number}): ${plays.join('  ·  ')}`];
}

/** Shared zones other than the table: their cards when all may see them (top card last), else a count. */
function sharedZoneLines(rules: Rules, v: GameView): string[] {
  const out: string[] = [];
  for (const z of v.zones) {
    if (z.key.includes('#') || z.key === 'table' || z.key === 'box' || z.count === 0) continue;
    const def = rules.zones.get(z.key);
    const label = zoneLabel(rules, z.key);
    if (z.cards !== undefined && def?.visible === 'all') {
      const top = z.cards[z.cards.length - 1];
      out.push(`${label}: ${plural(z.count, 'card')}${top === undefined ? '' : `, top ${top}`}`);
    } else out.push(`${label}: ${plural(z.count, 'card')}`);
  }
  return out.length === 0 ? [] : [out.join('  ·  ')];
}

function varLine(rules: Rules, v: GameView): string[] {
  const vars = Object.entries(v.vars)
    .filter(([, x]) => !isNothing(x))
    .map(([k, x]) => `${varLabel(rules, k, false)} ${valueText(x, v.names)}`);
  return vars.length === 0 ? [] : [`Vars: ${vars.join(' · ')}`];
}

/** The seat's own zones, sorted (in dealt order with positions when `dealtOrder`), wilds explained. */
export function ownCardLines(rules: Rules, v: GameView, dealtOrder: boolean): string[] {
  if (v.seat === null) return [];
  const wild = new Set(v.wild);
  const lines: string[] = [];
  for (const z of v.zones) {
    if (!z.key.endsWith(`#${v.seat}`) || z.cards === undefined || z.cards.length === 0) continue;
    const name = zoneLabel(rules, z.key);
    if (dealtOrder) {
      lines.push(`Your ${name}, in dealt order: ${z.cards.map((id, i) => `${i + 1}:${wild.has(id) ? `${id}*` : id}`).join(' ')}`);
    } else lines.push(`Your ${name}: ${cardList(sortedHand(rules, z.cards), wild)}`);
  }
  const w = rules.def.wilds;
  const held = v.zones.filter((z) => z.key.endsWith(`#${v.seat}`)).flatMap((z) => z.cards ?? []).filter((id) => wild.has(id));
  if (held.length > 0 && w !== undefined) {
    const suits = w.suits.length === rules.def.cards.suits.length ? 'any suit' : `suit ${w.suits.join('/')}`;
    lines.push(`  * wild: played as any rank ${w.ranks.min}..${w.ranks.max === Infinity ? '' : w.ranks.max}, ${suits}; worth ${plural(w.value, 'point')} when scored`);
  }
  return lines;
}

export interface TableOptions {
  /** Show the seat's cards in dealt order with positions (a split decision). */
  readonly dealtOrder?: boolean;
  /** The longest a player's line may be before it goes on below (default 100). */
  readonly columns?: number;
}

export function renderView(rules: Rules, v: GameView, opts: TableOptions = {}): string {
  const acting = actingSeats(v);
  const width = Math.max(...v.names.map((n, i) => n.length + (i === v.seat ? 6 : 0)));
  const lines: string[] = [`— ${rules.def.title} · round ${v.round} —`];
  v.names.forEach((_, seat) => lines.push(playerLine(rules, v, seat, acting, width, opts.columns ?? 100)));
  const pool = Object.entries(v.markers).filter(([, m]) => m.owner === null && !m.removed).map(([k]) => markerLabel(rules, k));
  if (pool.length > 0) lines.push(`Available: ${pool.join(', ')}`);
  lines.push(...trickLines(rules, v), ...sharedZoneLines(rules, v), ...varLine(rules, v), ...ownCardLines(rules, v, opts.dealtOrder === true));
  return lines.join('\n');
}
