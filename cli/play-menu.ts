// What the player at the terminal may do, as a short numbered menu built from the runtime's decision:
// each card set once (a wild's many declarations become a second question), grouped by meld type
// when long; then pass, actions and choices. Typing the move's notation works as well.
import { decisionFor, expandDecision, moveText, zoneLabel, type Decision, type GameState, type Move, type Rules } from '../runtime/index.js';
import { sortedHand } from './table-text.js';
import { rankText } from '../grammar/def/rank-labels.js';

export interface MenuEntry {
  /** The text shown after the entry's number. */
  readonly label: string;
  /** The heading it is listed under (a meld type, "other"). */
  readonly group: string;
  /** The moves it stands for: one, or several that differ only in what the wilds are declared as. */
  readonly moves: readonly Move[];
}

type Play = Extract<Move, { kind: 'play' }>;

/** A play's cards as a set: naturals in rank order, then the wilds (`*`); the same for every declaration. */
function cardsKey(rules: Rules, m: Play): string {
  const rank = (id: string): number => rules.cards.get(id)?.rank ?? Number.MAX_SAFE_INTEGER;
  const naturals = m.cards.filter((c) => c.as === undefined).map((c) => (c.suit !== undefined ? `${c.id}=${c.suit}` : c.id));
  naturals.sort((a, b) => rank(a.split('=')[0] ?? a) - rank(b.split('=')[0] ?? b) || a.localeCompare(b));
  const wilds = m.cards.filter((c) => c.as !== undefined).map((c) => `${c.id}*`).sort();
  return [...naturals, ...wilds].join(' ');
}

/** What the wilds are declared as, with the meld when the same cards form several: `10R`, `run 3R+4R`. */
function declText(rules: Rules, m: Play, withMeld: boolean): string {
  const d = m.cards.flatMap((c) => (c.as !== undefined ? [`${rankText(rules.def.cards, c.as.rank)}${c.as.suit ?? ''}`] : [])).join('+');
  return withMeld ? `${m.meld}${d === '' ? '' : ` ${d}`}` : d;
}

function summary(rules: Rules, moves: readonly Play[]): string {
  const melds = [...new Set(moves.map((m) => m.meld))];
  if (moves.length === 1) {
    const d = declText(rules, moves[0] as Play, false);
    return d === '' ? '' : ` (as ${d})`;
  }
  const decls = moves.map((m) => declText(rules, m, melds.length > 1));
  return decls.length <= 3 ? ` (as ${decls.join(', ')})` : ` (${decls.length} ways)`;
}

/** The plays of exactly these cards (ids; wilds as themselves), whatever their declarations: one menu entry. */
export function playsOfCards(rules: Rules, moves: readonly Move[], ids: readonly string[]): MenuEntry | undefined {
  const want = [...ids].sort().join(' ');
  const list = moves.filter((m): m is Play => m.kind === 'play' && m.cards.map((c) => c.id).sort().join(' ') === want);
  const first = list[0];
  return first === undefined ? undefined : { label: cardsKey(rules, first), group: first.meld, moves: list };
}

/** A move other than a play: its notation; a split also shows the cards it puts in the second part. */
function otherLabel(rules: Rules, s: GameState, m: Move): string {
  const text = moveText(rules, s, m);
  const step = s.pending?.kind === 'setup' ? rules.def.round.setup[s.pending.step] : undefined;
  if (m.kind !== 'split' || step?.kind !== 'split') return text;
  const ids = s.zones[`${step.zone}#${m.seat}`] ?? [];
  const right = m.right === 0 ? [] : ids.slice(-m.right);
  return `${text}  (${zoneLabel(rules, step.into[1])}: ${right.join(' ') || 'none'})`;
}

/**
 * The menu of `seat`'s decision, and the plays left out of it: when the whole list is longer than
 * `limit`, the plays that use a wild are left out (they can be typed: `play 9B 10B 1F` asks what
 * the wild is).
 */
export function buildMenu(rules: Rules, s: GameState, seat: number, limit = Infinity): { entries: MenuEntry[]; withWilds: MenuEntry[] } {
  const d = decisionFor(rules, s, seat);
  const all = d === null ? [] : fullMenu(rules, s, d);
  if (all.length <= limit) return { entries: all, withWilds: [] };
  const wild = (e: MenuEntry): boolean => e.moves.some((m) => m.kind === 'play' && m.cards.some((c) => c.as !== undefined));
  return { entries: all.filter((e) => !wild(e)), withWilds: all.filter(wild) };
}

/** One entry per card set of the runtime's decision (its melds and declarations are its moves), then the rest. */
function fullMenu(rules: Rules, s: GameState, d: Decision): MenuEntry[] {
  if (d.kind !== 'turn') return expandDecision(d).map((m) => ({ label: otherLabel(rules, s, m), group: 'other', moves: [m] }));
  const rest = expandDecision({ ...d, plays: [] }).map((m): MenuEntry => ({ label: otherLabel(rules, s, m), group: m.kind === 'pass' ? 'pass' : 'other', moves: [m] }));
  const entries: MenuEntry[] = [];
  const trick = rules.def.round.play.kind === 'must-follow';
  // In a trick game a play's "meld" is the zone it comes from: named when there are several.
  const zones = new Set(d.plays.flatMap((p) => p.melds.map((m) => m.meld)));
  for (const set of d.plays) {
    const list = expandDecision({ ...d, plays: [set], pass: false, actions: [] }).filter((m): m is Play => m.kind === 'play');
    const first = list[0];
    if (first === undefined) continue;
    const melds = set.melds.map((m) => m.meld);
    const from = trick && zones.size > 1 ? ` (from ${zoneLabel(rules, first.meld)})` : '';
    entries.push({ label: `${cardsKey(rules, first)}${summary(rules, list)}${from}`, group: melds.join('/'), moves: list });
  }
  if (trick) {
    const order = sortedHand(rules, entries.map((e) => (e.moves[0] as Play).cards[0]?.id ?? ''));
    const at = (e: MenuEntry): number => order.indexOf((e.moves[0] as Play).cards[0]?.id ?? '');
    entries.sort((a, b) => a.group.localeCompare(b.group) || at(a) - at(b));
    return [...entries, ...rest];
  }
  // Melds in the rule file's order, each by its number of cards; then everything else.
  const order = rules.def.melds.map((m) => m.name);
  const rank = (e: MenuEntry): number => order.indexOf(e.group.split('/')[0] ?? '');
  entries.sort((a, b) => rank(a) - rank(b) || ((a.moves[0] as Play).cards.length - (b.moves[0] as Play).cards.length));
  return [...entries, ...rest];
}
/** The menu as lines: one per entry when short, else grouped by heading, several to a line. */
export function menuLines(entries: readonly MenuEntry[], width = 100): string[] {
  const numbered = entries.map((e, i) => ({ e, text: `${i + 1}) ${e.label}` }));
  if (entries.length <= 12) return numbered.map(({ text }) => `  ${text}`);
  const lines: string[] = [];
  const groups = [...new Set(entries.map((e) => e.group))];
  for (const g of groups) {
    const head = `  ${g}: `;
    let line = head;
    for (const { e, text } of numbered) {
      if (e.group !== g) continue;
      if (line.length + text.length + 3 > width && line !== head) {
        lines.push(line.trimEnd());
        line = ' '.repeat(head.length);
      }
      line += `${text}   `;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** The declarations of a menu entry with several, as choices: `10R`, `9`, `3R+4R`. */
export function declarationChoices(rules: Rules, entry: MenuEntry): string[] {
  const melds = new Set(entry.moves.map((m) => (m.kind === 'play' ? m.meld : '')));
  return entry.moves.map((m) => (m.kind === 'play' ? declText(rules, m, melds.size > 1) : ''));
}
