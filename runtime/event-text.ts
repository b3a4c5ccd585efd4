// The one formatter of events: a line of English for each, as the log, the terminal, the playground
// and scenario failures show it. `you` is the seat addressed as "you" (the person at the screen).
import type { Rules } from './rules.js';
import { eventFor, type GameEvent, type SeatScore, type Viewer } from './events.js';
import type { Value } from './values.js';
import { teamName, teamOf, teamSeats } from './teams.js';
import { varLabel, zoneLabel } from './labels.js';

/** The words a formatter needs beyond the event: whose names, and who is "you". */
export interface Speaker {
  readonly rules: Rules;
  readonly names: readonly string[];
  readonly you: number | null;
}

/** `1 card`, `2 cards`, `-1 point`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${Math.abs(n) === 1 ? one : many}`;
}

/** `Ann`, `Ann and Bob`, `Ann, Bob and Cy`. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

class Words {
  constructor(private readonly sp: Speaker) {}

  /** A seat as the subject: `Ann`, `You` (capitalised at the start of a line), `you` inside. */
  who(seat: number | null, start = true): string {
    if (seat === null) return start ? 'Nobody' : 'nobody';
    if (seat === this.sp.you) return start ? 'You' : 'you';
    return this.sp.names[seat] ?? `Seat ${seat + 1}`;
  }

  /** The verb for that subject: `leads` for Ann, `lead` for you. */
  verb(seat: number | null, third: string, second: string): string {
    return seat !== null && seat === this.sp.you ? second : third;
  }

  /** `Ann's`, `your`. */
  whose(seat: number): string {
    return seat === this.sp.you ? 'your' : `${this.sp.names[seat] ?? `Seat ${seat + 1}`}'s`;
  }

  /** A zone key in words, by its label where it has one: `Ann's hand`, `your right`, `the discard`. */
  zone(key: string | null): string {
    if (key === null) return 'nowhere';
    const hash = key.indexOf('#');
    const label = zoneLabel(this.sp.rules, key);
    if (hash < 0) return `the ${label}`;
    return `${this.whose(Number(key.slice(hash + 1)))} ${label}`;
  }

  /** A team by name with its players: `North-South (Ann and Cy)`. */
  team(seat: number): string {
    const team = teamOf(this.sp.rules, seat) ?? 0;
    const members = teamSeats(this.sp.rules, this.sp.names.length, seat).map((m) => this.who(m, false));
    return `${teamName(this.sp.rules, team)} (${listWords(members)})`;
  }

  marker(key: string): string {
    const hash = key.indexOf('#');
    const name = hash < 0 ? key : key.slice(0, hash);
    const label = this.sp.rules.markers.get(name)?.label ?? name;
    return hash < 0 ? label : `${this.whose(Number(key.slice(hash + 1)))} ${label}`;
  }

  /** A var's value for reading: players by name, markers by label, text as it is. */
  value(v: Value): string {
    if (v === null) return 'none';
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) return v.length === 0 ? 'empty' : v.map((x) => this.value(x)).join(', ');
    switch (v.t) {
      case 'player': return this.who(v.seat, false);
      case 'card': return v.id;
      case 'marker': return this.marker(v.key);
      default: return `<${v.t}>`;
    }
  }
}

/** The text with its first letter capitalised (only when it starts with `only`, if given). */
function capital(text: string, only?: string): string {
  return only !== undefined && !text.startsWith(only) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

function cardsPart(cards: readonly string[]): string {
  return cards.length > 0 ? `: ${cards.join(' ')}` : '';
}

/** The round's scores in one line: `Ann +3 (12), Bob -2 (5)`. */
function scoreLine(w: Words, scores: readonly SeatScore[]): string {
  // A team's members share one score: it is shown once, under the team's name.
  return firstOfTeams(scores).map((x) => `${x.team !== undefined ? w.team(x.seat) : w.who(x.seat)} ${x.round >= 0 ? '+' : ''}${x.round} (${x.total})`).join(', ');
}

/** Each seat's score, or each team's (its first player's) where there are teams. */
function firstOfTeams(scores: readonly SeatScore[]): readonly SeatScore[] {
  const seen = new Set<number>();
  return scores.filter((x) => x.team === undefined || (!seen.has(x.team) && seen.add(x.team) !== undefined));
}

/** The event as one line of text. */
export function eventText(sp: Speaker, e: GameEvent): string {
  const w = new Words(sp);
  switch (e.kind) {
    case 'round-start':
      return `round ${e.round} begins; ${w.who(e.leader, false)} ${w.verb(e.leader, 'leads', 'lead')}`;
    case 'move':
      if (e.text === undefined) return `${w.who(e.seat)} ${e.setup ? w.verb(e.seat, 'decides', 'decide') : w.verb(e.seat, 'chooses a card', 'choose a card')}`;
      return `${w.who(e.seat)}: ${e.text}`;
    case 'shuffle':
      return `${w.zone(e.zone)} is shuffled`;
    case 'cards': {
      const to = e.to.indexOf('#') < 0 ? null : Number(e.to.slice(e.to.indexOf('#') + 1));
      const what = e.cards.length > 0 ? e.cards.join(' ') : plural(e.count, 'card');
      const wild = e.wild ? (e.count === 1 ? ' as a wild' : ' as wilds') : '';
      if (e.verb === 'deal' && to !== null) return `${w.who(to)} ${w.verb(to, 'is', 'are')} dealt ${plural(e.count, 'card')}${cardsPart(e.cards)}`;
      if (e.verb === 'draw' && to !== null) return `${w.who(to)} ${w.verb(to, 'draws', 'draw')} ${plural(e.count, 'card')}${cardsPart(e.cards)}`;
      if (e.verb === 'give' && to !== null) return `${w.who(to)} ${w.verb(to, 'gets', 'get')} ${plural(e.count, 'card')}${wild}${cardsPart(e.cards)}`;
      if (e.verb === 'split') return `${capital(w.zone(e.to))}: ${what}`;
      const go = e.count === 1 ? 'goes' : 'go';
      return `${what} ${go} from ${w.zone(e.from)} to ${w.zone(e.to)}${wild}`;
    }
    case 'wild': {
      const what = e.cards.length > 0 ? e.cards.join(' ') : plural(e.count, 'card');
      const where = e.owner === null ? '' : ` in ${w.zone(`hand#${e.owner}`)}`;
      return `${what}${where} ${e.count === 1 ? 'becomes a wild' : 'become wilds'}`;
    }
    case 'score': {
      const gain = e.amount >= 0;
      if (e.team !== undefined) return `${w.team(e.seat)} ${gain ? 'scores' : 'loses'} ${plural(Math.abs(e.amount), 'point')} (${e.because})`;
      return `${w.who(e.seat)} ${gain ? w.verb(e.seat, 'scores', 'score') : w.verb(e.seat, 'loses', 'lose')} ${plural(Math.abs(e.amount), 'point')} (${e.because})`;
    }
    case 'obligation-skipped':
      return `${w.who(e.seat)} cannot keep the rule '${e.name}' with any move: it is skipped`;
    case 'leader':
      return e.now
        ? `${w.who(e.seat)} ${w.verb(e.seat, 'leads', 'lead')} this trick`
        : e.first === true
          ? `${w.who(e.seat)} will lead the first trick${e.instead === undefined ? '' : `, not ${w.who(e.instead, false)}`}`
          : `${w.who(e.seat)} will lead the next trick`;
    case 'out':
      return e.reason === 'shed'
        ? `${w.who(e.seat)} ${w.verb(e.seat, 'is', 'are')} out of cards (${ordinal(e.order)})`
        : `${w.who(e.seat)} ${w.verb(e.seat, 'sits', 'sit')} out the rest of the round`;
    case 'marker': {
      const m = w.marker(e.marker);
      switch (e.verb) {
        case 'take': return `${w.who(e.seat)} ${w.verb(e.seat, 'takes', 'take')} ${m}`;
        case 'flip': return `${m} is flipped`;
        case 'unflip': return `${m} is turned back`;
        case 'return': return `${w.who(e.seat)} ${w.verb(e.seat, 'returns', 'return')} ${m}`;
        case 'retire': return `${m} is retired`;
        case 'remove': return `${m} leaves the round`;
        case 'resolve': return e.seat === null ? `${m} resolves` : `${m} resolves for ${w.who(e.seat, false)}`;
      }
      return m;
    }
    case 'var': {
      const label = varLabel(sp.rules, e.name, e.seat !== null);
      const owner = e.seat === null ? label : `${w.whose(e.seat)} ${label}`;
      return capital(e.value === undefined ? `${owner} changes` : `${owner} is now ${w.value(e.value)}`, 'your');
    }
    case 'cannot-move':
      return `${w.who(e.seat)} cannot move`;
    case 'trick-end':
      // A shedding pile is won by nobody: it ends, and whoever played last leads the next one.
      if (sp.rules.def.round.play.kind === 'shedding') return `pile ${e.number} ends${e.winner === null ? '' : `: ${w.who(e.winner, false)} played last`}`;
      return `trick ${e.number} ends${e.winner === null ? '' : `: ${w.who(e.winner, false)} ${w.verb(e.winner, 'wins', 'win')} it`}`;
    case 'round-end':
      return `round ${e.round} ends: ${scoreLine(w, e.scores)}`;
    case 'game-over': {
      if (e.winners.length === 0) return 'game over: nobody wins';
      const first = e.winners[0] as number;
      if (sp.rules.def.teams !== undefined && sameTeam(sp, e.winners)) return `game over: ${w.team(first)} wins`;
      const names = listWords(e.winners.map((x) => w.who(x, false)));
      return `game over: ${names} ${e.winners.length > 1 ? 'share the win' : w.verb(e.winners[0] ?? null, 'wins', 'win')}`;
    }
  }
}

/** A round's end in detail: each seat's points with their causes, and the hands as they ended. */
export function roundEndLines(sp: Speaker, e: Extract<GameEvent, { kind: 'round-end' }>): string[] {
  const w = new Words(sp);
  const lines: string[] = [];
  for (const x of firstOfTeams(e.scores)) {
    const parts = x.parts.map((p) => `${p.amount >= 0 ? '+' : ''}${p.amount} ${p.because}`).join(', ');
    lines.push(`${x.team !== undefined ? w.team(x.seat) : w.who(x.seat)}: ${x.round >= 0 ? '+' : ''}${plural(x.round, 'point')}${parts ? ` (${parts})` : ''}, total ${x.total}`);
  }
  for (const [key, ids] of Object.entries(e.hands)) {
    lines.push(`${capital(w.zone(key))}: ${ids.join(' ')}`);
  }
  return lines;
}

/** Whether the seats are exactly one whole team. */
export function sameTeam(sp: Speaker, seats: readonly number[]): boolean {
  const first = seats[0];
  if (first === undefined) return false;
  const team = teamSeats(sp.rules, sp.names.length, first);
  return team.length === seats.length && team.every((m) => seats.includes(m));
}

/** The log as `seat` may see it (null: a spectator), from event index `from`: one line per event. */
export function logLines(rules: Rules, s: { readonly names: readonly string[]; readonly events: readonly GameEvent[] }, seat: Viewer, you: number | null = null, from = 0): string[] {
  const sp: Speaker = { rules, names: s.names, you };
  const out: string[] = [];
  for (let i = from; i < s.events.length; i++) out.push(eventText(sp, eventFor(s.events[i] as GameEvent, seat)));
  return out;
}
