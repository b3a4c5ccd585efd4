// Reading and writing moves in the text notation (docs/moves.md): `play 9R 10R`, `play *=10R 9R`,
// `pass`, `choose @Ann`, `choose 'wild'`, `choose "First Lead"`, `split 3`, `do take_wild`.
import type { GameState } from './state.js';
import type { GameEvent } from './events.js';
import { unionSeers, zoneSeers } from './event-seers.js';
import { zoneOf } from './zones.js';
import type { PlayedCardState } from './state.js';
import { formatMove, type Move, type NotationNames, type PlayCard } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import { legalMoves } from './legal.js';
import { classify } from './melds/index.js';
import { allAllow, compile, type CompiledRules, type CompiledType, type MeldKind } from './melds/compile.js';
import type { Meld } from './melds/types.js';
import type { PreparedMeld } from './climbing.js';
import { shapeOf } from './melds/shape.js';
import { meldRules, NOT_TAKEN, playAllows, playedCards, TAKEN_ONLY, tablePlayedCards } from './meld-rules.js';
import { moveKey } from './move-key.js';
import { rankLabelList, rankOfText, rankText, splitRankSuit } from '../grammar/def/rank-labels.js';
import { suggest } from '../grammar/expr/suggest.js';
import { cardRef, isCard, markerRef, playerRef, type Value } from './values.js';

/** Whether two meld types or more allow n cards, by n, worked out once per rule file. */
const sharedSizes = new WeakMap<Rules, boolean[]>();

function twoTypesAllow(rules: Rules, n: number): boolean {
  let bySize = sharedSizes.get(rules);
  if (bySize === undefined) sharedSizes.set(rules, (bySize = []));
  return (bySize[n] ??= rules.def.melds.filter((t) => n >= t.size.min && n <= t.size.max).length >= 2);
}

/** The names a state's moves are written with (one object: the log writes a line per move). */
class StateNames implements NotationNames {
  constructor(private readonly rules: Rules, private readonly s: GameState) {}

  playerName(seat: number): string {
    return this.s.names[seat] ?? `seat ${seat + 1}`;
  }

  markerLabel(key: string): string {
    return this.rules.markers.get(key.split('#')[0] ?? key)?.label ?? key;
  }

  meldAmbiguous(m: Extract<Move, { kind: 'play' }>): boolean {
    return meldAmbiguous(this.rules, this.s, m);
  }

  rankText(rank: number): string {
    return rankText(this.rules.def.cards, rank);
  }

  choosingRank(): boolean {
    return this.s.pending?.kind === 'choice' && this.s.pending.choice === 'rank';
  }
}

/** A list of each length the ambiguity check writes a play's cards into (one play at a time: no list per move). */
const scratchBySize: PlayedCardState[][] = [];

/**
 * The meld is written only when the same declared cards form another meld type too: some type of
 * another name that classify(playedCards(rules, s, m.cards)) would list, that is whose `only` the
 * cards keep and whose shape they have (the order classify sorts them in changes no shape). Asked
 * of the other types alone, over the trick's shared card objects where tablePlayedCards takes them.
 */
function meldAmbiguous(rules: Rules, s: GameState, m: Extract<Move, { kind: 'play' }>): boolean {
  if (rules.def.round.play.kind !== 'climbing' || rules.def.melds.length < 2) return false;
  const n = m.cards.length;
  // Only a size that two meld types allow can be ambiguous (most plays are not: no classifying).
  if (n === 0 || !twoTypesAllow(rules, n)) return false;
  const cr = compile(meldRules(rules, s.players.length));
  const out = (scratchBySize[n] ??= new Array<PlayedCardState>(n));
  const taken = tablePlayedCards(rules, s, m.cards, out);
  const cards = taken === NOT_TAKEN ? playedCards(rules, s, m.cards) : out;
  for (const ct of cr.types) {
    if (ct.name === m.meld || n < ct.min || n > ct.max) continue;
    if (taken === NOT_TAKEN ? !allAllow(cards, ct.name) : taken === TAKEN_ONLY && !playAllows(rules, m.cards, ct.name)) continue;
    if (shapeOf(ct, cards, cr) !== null) return true;
  }
  return false;
}

/** Whether meld types `a` and `b` can never both be formed by the same n ≥ 2 cards: a set's ranks are all one, a run's (step > 0) all differ. */
function disjointKinds(a: MeldKind, b: MeldKind): boolean {
  return (a === 'set' && b === 'run') || (a === 'run' && b === 'set');
}

/** Per compiled meld rules, by meld name, by size: whether cards forming that meld could form another type too. */
const overlaps = new WeakMap<CompiledRules, Map<string, boolean[]>>();
let lastOverlapRules: CompiledRules | null = null;
let lastOverlaps: Map<string, boolean[]> | null = null;

function mayFormAnother(cr: CompiledRules, own: CompiledType, n: number): boolean {
  let byName = lastOverlapRules === cr ? (lastOverlaps as Map<string, boolean[]>) : overlaps.get(cr);
  if (byName === undefined) overlaps.set(cr, (byName = new Map()));
  lastOverlapRules = cr;
  lastOverlaps = byName;
  let bySize = byName.get(own.name);
  if (bySize === undefined) byName.set(own.name, (bySize = []));
  let may = bySize[n];
  if (may === undefined) {
    may = false;
    for (const ct of cr.types) {
      if (ct.name === own.name || n < ct.min || n > ct.max) continue;
      if (n >= 2 && disjointKinds(own.kind, ct.kind)) continue;
      may = true;
      break;
    }
    bySize[n] = may;
  }
  return may;
}

/**
 * meldAmbiguous of a play whose cards are known to form its own meld (`meld`, as tableMeld finds
 * it): unambiguous without a look at the cards where every other type the size allows is of a
 * kind that its meld's kind excludes.
 */
function formedAmbiguous(rules: Rules, s: GameState, m: Extract<Move, { kind: 'play' }>, meld: Meld): boolean {
  const cr = compile(meldRules(rules, s.players.length));
  const own = cr.byName.get(meld.type);
  if (own === undefined || !mayFormAnother(cr, own, m.cards.length)) return false;
  return meldAmbiguous(rules, s, m);
}

/** How formatMove writes a card of a play (formatPlayCard, with the rule file's rank labels). */
function playCardText(rules: Rules, c: PlayCard): string {
  const as = c.as;
  if (as === undefined) return c.suit === undefined ? c.id : `${c.id}=${c.suit}`;
  return `*=${rankText(rules.def.cards, as.rank)}${as.suit ?? ''}`;
}

/** formatMove's text of a climbing play, the cards' texts put together without a list. */
function climbingPlayText(rules: Rules, s: GameState, m: Extract<Move, { kind: 'play' }>, meld?: Meld | null): string {
  const cards = m.cards;
  const named = meld !== undefined && meld !== null ? formedAmbiguous(rules, s, m, meld) : meldAmbiguous(rules, s, m);
  if (cards.length === 1 && !named) {
    const c = cards[0] as PlayCard;
    if (c.as === undefined && c.suit === undefined) return singlePlayText(c.id);
  }
  let text = named ? `play ${m.meld}` : 'play';
  // formatMove joins the cards' texts with spaces after 'play ' (no card: 'play ' still).
  if (cards.length === 0) return `${text} `;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as PlayCard;
    text += c.as === undefined && c.suit === undefined ? spacedId(c.id) : ` ${playCardText(rules, c)}`;
  }
  return text;
}

/** ` ID` of each card played as itself, made once (a play's text is put together from them). */
const spacedIds = new Map<string, string>();

function spacedId(id: string): string {
  let text = spacedIds.get(id);
  if (text === undefined) spacedIds.set(id, (text = ` ${id}`));
  return text;
}

export function notationNames(rules: Rules, s: GameState): NotationNames {
  return new StateNames(rules, s);
}


/**
 * Whether a listed play is the one a player typed. Wilds are interchangeable (the runtime uses a
 * hand's wilds in order), and a typed suit on a wild or an any-suit card is ignored where the meld
 * gives it none.
 */
function matchesTyped(listed: readonly PlayCard[], typed: readonly PlayCard[]): boolean {
  if (listed.length !== typed.length) return false;
  const naturals = (cs: readonly PlayCard[]): string => cs.filter((c) => !c.as).map((c) => c.id).sort().join(',');
  if (naturals(listed) !== naturals(typed)) return false;
  if (listed.some((x) => x.suit !== undefined && !typed.some((y) => y.id === x.id && y.suit === x.suit))) return false;
  const decl = (cs: readonly PlayCard[]) => cs.flatMap((c) => (c.as ? [c.as] : [])).sort((a, b) => a.rank - b.rank || (a.suit ?? '').localeCompare(b.suit ?? ''));
  const a = decl(listed);
  const b = decl(typed);
  const used = new Array<boolean>(b.length).fill(false);
  return a.every((x) => {
    const i = b.findIndex((y, j) => !used[j] && y.rank === x.rank && (x.suit === null || x.suit === y.suit));
    if (i < 0) return false;
    used[i] = true;
    return true;
  });
}

/** `play ID` of each card played alone as itself, made once (the log writes one per move). */
const singlePlayTexts = new Map<string, string>();

/** `choose ID` of each card, and `choose "LABEL"` of each marker by rule file, made once (formatMove writes the same). */
const cardChoiceTexts = new Map<string, string>();
const markerChoiceTexts = new WeakMap<Rules, Map<string, string>>();

function choiceText(rules: Rules, s: GameState, v: Value): string | undefined {
  if (v === null) return 'choose none';
  if (Array.isArray(v)) {
    // A meld: its cards' ids (formatValue writes a list's values one after the other).
    let text = 'choose';
    for (const x of v) {
      if (!isCard(x)) return undefined;
      text += ` ${x.id}`;
    }
    return v.length === 0 ? undefined : text;
  }
  if (typeof v !== 'object') return undefined;
  if (v.t === 'card') {
    let text = cardChoiceTexts.get(v.id);
    if (text === undefined) cardChoiceTexts.set(v.id, (text = `choose ${v.id}`));
    return text;
  }
  if (v.t === 'marker') {
    let byKey = markerChoiceTexts.get(rules);
    if (byKey === undefined) markerChoiceTexts.set(rules, (byKey = new Map()));
    let text = byKey.get(v.key);
    if (text === undefined) byKey.set(v.key, (text = formatMove({ kind: 'choose', seat: 0, value: v }, notationNames(rules, s))));
    return text;
  }
  return undefined;
}

/** The move's notation in state `s` (before it is applied). */
export function moveText(rules: Rules, s: GameState, m: Move): string {
  if (m.kind === 'pass') return 'pass';
  if (m.kind === 'choose') {
    const text = choiceText(rules, s, m.value);
    if (text !== undefined) return text;
  }
  if (m.kind === 'play') {
    if (rules.def.round.play.kind === 'climbing') return climbingPlayText(rules, s, m);
    if (m.cards.length === 1) {
      // The text formatMove writes: a natural card is its id, and only a climbing play names its meld.
      const c = m.cards[0] as PlayCard;
      if (c.as === undefined && c.suit === undefined) return singlePlayText(c.id);
    }
  }
  return formatMove(m, notationNames(rules, s));
}

function singlePlayText(id: string): string {
  let text = singlePlayTexts.get(id);
  if (text === undefined) singlePlayTexts.set(id, (text = `play ${id}`));
  return text;
}

/** Each seat alone as a `see` list, shared (seers lists are never changed: event-seers.ts). */
const seatLists: (readonly number[])[] = [];

function seatList(seat: number): readonly number[] {
  return (seatLists[seat] ??= [seat]);
}

const NO_SEAT: readonly number[] = [];

/** cardSeers(rules, s, ids) of a chosen value's cards (null: none, or all public), without the list for one card. */
function chosenSeers(rules: Rules, s: GameState, v: Value): readonly number[] | null {
  if (Array.isArray(v)) {
    // As cardSeers of the cards' ids, without the list; a card where the last one was (a meld
    // from one hand) changes nothing (its seers already narrowed the list), so no new list for it.
    let out: readonly number[] | null = null;
    let last: string | undefined;
    let any = false;
    for (const x of v) {
      if (!isCard(x)) continue;
      const key = zoneOf(s, x.id);
      if (any && key === last && key !== undefined) continue;
      any = true;
      last = key;
      const seers = key === undefined ? NO_SEAT : zoneSeers(rules, key);
      if (seers === null) continue;
      out = out === null ? seers : out.filter((seat) => seers.includes(seat));
    }
    return out;
  }
  if (!isCard(v)) return null;
  const key = zoneOf(s, v.id);
  return key === undefined ? NO_SEAT : zoneSeers(rules, key);
}

/**
 * The event of a move, made before it is applied (`meld`: a climbing play's, from prepareClimbingPlay). A setup decision is secret until all are in; a
 * chosen card is seen only by the chooser and whoever can see where the card is.
 */
export function moveEvent(rules: Rules, s: GameState, m: Move, meld?: PreparedMeld): GameEvent {
  // A climbing play's meld, when the caller has worked it out (prepareClimbingPlay), spares the text its own look.
  const text = meld !== undefined && m.kind === 'play' && rules.def.round.play.kind === 'climbing' ? climbingPlayText(rules, s, m, meld) : moveText(rules, s, m);
  if (s.pending?.kind === 'setup') return { kind: 'move', seat: m.seat, move: m, text, setup: true, see: seatList(m.seat) };
  if (m.kind === 'choose') {
    const seers = chosenSeers(rules, s, m.value);
    if (seers !== null) return { kind: 'move', seat: m.seat, move: m, text, see: unionSeers(seers, seatList(m.seat)) ?? seatList(m.seat) };
  }
  return { kind: 'move', seat: m.seat, move: m, text };
}

export type ParseResult = { ok: true; move: Move } | { ok: false; code: string; message: string };

function tokenize(text: string): string[] | null {
  const out: string[] = [];
  const re = /\s*(?:@"((?:[^"\\]|\\.)*)"|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\S+))/gy;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[1] !== undefined) out.push(`@${m[1].replace(/\\(.)/g, '$1')}`);
    else if (m[2] !== undefined) out.push(`"${m[2]}`);
    else if (m[3] !== undefined) out.push(`'${m[3]}`);
    else if (m[4] !== undefined) {
      // A bare word that starts with a quote opened a quote it never closed (`choose "First Lead`).
      if (/^@?["']/.test(m[4])) return null;
      out.push(m[4]);
    }
  }
  return out;
}

function defaultSeat(s: GameState): number | null {
  if (s.pending?.kind === 'choice') return s.pending.seat;
  if (s.pending?.kind === 'setup') return s.pending.waiting.length === 1 ? (s.pending.waiting[0] ?? null) : null;
  return s.turn;
}

const fail = (code: string, message: string): ParseResult => ({ ok: false, code, message });

/** Parses one move, optionally prefixed with the player's name (`Ann: pass`). */
export function parseMove(rules: Rules, s: GameState, input: string): ParseResult {
  let text = input.trim();
  let seat: number | null = null;
  const prefix = /^([^:'"]+):\s*(.*)$/s.exec(text);
  if (prefix) {
    const name = (prefix[1] ?? '').trim();
    const idx = s.names.findIndex((n) => n.toLowerCase() === name.toLowerCase());
    if (idx < 0) return fail('notation/unknown-player', `there is no player '${name}' (players: ${s.names.join(', ')})`);
    seat = idx;
    text = prefix[2] ?? '';
  }
  seat ??= defaultSeat(s);
  if (seat === null) return fail('notation/which-player', `several players decide now: write the name first, like '${s.names[0]}: ${text}'`);
  const tokens = tokenize(text);
  if (tokens === null) return fail('notation/unclosed-quote', `unclosed quote in '${input}'`);
  const [verb, ...rest] = tokens;
  switch (verb) {
    case 'pass':
      return rest.length === 0 ? { ok: true, move: { kind: 'pass', seat } } : fail('notation/syntax', `'pass' takes nothing after it`);
    case 'split': {
      const n = Number(rest[0]);
      return rest.length === 1 && Number.isInteger(n) ? { ok: true, move: { kind: 'split', seat, right: n } } : fail('notation/syntax', `write 'split N', N the number of cards in the second part`);
    }
    case 'do':
      return rest.length === 1 && rest[0] !== undefined ? { ok: true, move: { kind: 'action', seat, name: rest[0] } } : fail('notation/syntax', `write 'do ACTION'`);
    case 'play':
      return parsePlay(rules, s, seat, rest);
    case 'choose':
      return parseChoose(rules, s, seat, rest);
    case undefined:
      return fail('notation/empty', 'no move given');
  }
  return fail('notation/unknown-verb', `unknown move '${verb}': moves start with play, pass, choose, split or do`);
}

/** A declaration `CARD=RANK SUIT` (`*=QH`, `*=10M`, `*=7`): the card, then the text after `=` (see declared). */
const WILD_RE = /^(\*|[^=]+)=(-?[0-9A-Za-z]+)$/;

/** The rank and suit a declaration's text reads as (`QH`: Q of H), by the rules' rank labels. */
function declared(rules: Rules, w: RegExpExecArray): { rank: number; suit: string } | undefined {
  return splitRankSuit(rules.def.cards, w[2] ?? '', rules.def.cards.suits.map((x) => x.letter));
}
const SUIT_RE = /^([^=*][^=]*)=([A-Z]+)$/;

/** A held card that is no wild but may take any suit. */
function isAnySuit(rules: Rules, s: GameState, id: string): boolean {
  return s.wild[id] !== true && rules.cards.get(id)?.anySuit === true;
}

/** ` — did you mean 'Q'?` for a declaration whose rank part is near a label, else nothing. */
function rankHint(rules: Rules, text: string): string {
  const near = suggest(text.replace(/[A-Z]+$/, ''), rankLabelList(rules.def.cards));
  return near === undefined ? '' : ` — did you mean '${near}'?`;
}

/** ` — did you mean 'QH'?` for a card name near one of the game's, else nothing. */
export function cardHint(rules: Rules, id: string): string {
  // A rank written by its number where the rules give it a label: `12H` for `QH`.
  const numbered = /^(-?[0-9]+)([A-Z]+)$/.exec(id);
  const relabelled = numbered ? `${rankText(rules.def.cards, Number(numbered[1]))}${numbered[2] ?? ''}` : undefined;
  const near = relabelled !== undefined && relabelled !== id && rules.cards.has(relabelled) ? relabelled : suggest(id, [...rules.cards.keys()]);
  return near === undefined ? '' : ` — did you mean '${near}'?`;
}

function parsePlay(rules: Rules, s: GameState, seat: number, tokens: string[]): ParseResult {
  let meld: string | undefined;
  if (tokens[0] !== undefined && rules.def.melds.some((m) => m.name === tokens[0])) meld = tokens.shift();
  if (tokens.length === 0) return fail('notation/syntax', `write the cards to play, like 'play 9R 10R'`);
  const hand = allPlayable(rules, s, seat);
  const wilds = hand.filter((id) => s.wild[id] === true);
  const used = new Set<string>();
  const cards: PlayCard[] = [];
  const letters = rules.def.cards.suits.map((x) => x.letter);
  for (const tok of tokens) {
    const eq = WILD_RE.exec(tok);
    const suitOnly = SUIT_RE.exec(tok);
    // `Jester=R` names a suit; `*=QH` (or `Jester=1R`) a rank and a suit, read by the rank labels.
    const d = eq && !(suitOnly && letters.includes(suitOnly[2] ?? '')) ? declared(rules, eq) : undefined;
    const ownRank = eq && d !== undefined && isAnySuit(rules, s, eq[1] ?? '*') && rules.cards.get(eq[1] ?? '')?.rank === d.rank;
    if ((suitOnly && d === undefined) || ownRank) {
      // An any-suit card with its suit (`Jester=R`; `Jester=1R` with its own rank is the same).
      const id = (ownRank ? eq?.[1] : suitOnly?.[1]) ?? '';
      if (!rules.cards.has(id)) return fail('notation/unknown-card', `there is no card '${id}'`);
      if (used.has(id)) return fail('notation/duplicate-card', `'${id}' is named twice`);
      used.add(id);
      const suit = ownRank ? d?.suit : suitOnly?.[2];
      cards.push(suit ? { id, suit } : { id });
      continue;
    }
    if (eq) {
      let id = eq[1] ?? '*';
      if (id === '*') {
        const free = wilds.find((x) => !used.has(x));
        if (free === undefined) return fail('notation/no-wild', `${s.names[seat]} holds no ${used.size > 0 ? 'more ' : ''}wild for '${tok}'`);
        id = free;
      } else if (!rules.cards.has(id)) return fail('notation/unknown-card', `there is no card '${id}'`);
      if (d === undefined) return fail('notation/unknown-rank', `'${eq[2] ?? ''}' is no rank (and suit) of this game${rankHint(rules, eq[2] ?? '')}`);
      used.add(id);
      cards.push({ id, as: { rank: d.rank, suit: d.suit === '' ? null : d.suit } });
      continue;
    }
    if (!rules.cards.has(tok)) return fail('notation/unknown-card', `there is no card '${tok}'${cardHint(rules, tok)}`);
    if (used.has(tok)) return fail('notation/duplicate-card', `'${tok}' is named twice`);
    used.add(tok);
    cards.push({ id: tok });
  }
  const explicitNonWild = cards.some((c) => (c.as !== undefined && s.wild[c.id] !== true) || (c.suit !== undefined && !isAnySuit(rules, s, c.id)));
  const candidates = explicitNonWild ? [] : legalMoves(rules, s).filter(
    (m): m is Extract<Move, { kind: 'play' }> => m.kind === 'play' && m.seat === seat && (meld === undefined || m.meld === meld) && matchesTyped(m.cards, cards),
  );
  if (candidates.length > 1) return fail('notation/ambiguous', `these cards form several melds (${candidates.map((c) => c.meld).join(', ')}): write one first, like 'play ${candidates[0]?.meld} ...'`);
  if (candidates[0] !== undefined) return { ok: true, move: candidates[0] };
  const guess = meld ?? (rules.def.round.play.kind !== 'climbing' ? zoneHolding(rules, s, seat, cards[0]?.id) : guessMeld(rules, s, cards));
  return { ok: true, move: { kind: 'play', seat, meld: guess, cards } };
}

/** The meld type the cards form (for the error message of an illegal play), or the first one. */
function guessMeld(rules: Rules, s: GameState, cards: readonly PlayCard[]): string {
  // `only` is left out here, so a card's `only` is reported as such rather than as no meld at all.
  return classify(playedCards(rules, s, cards, false), meldRules(rules, s.players.length))[0]?.type ?? rules.def.melds[0]?.name ?? 'meld';
}

function allPlayable(rules: Rules, s: GameState, seat: number): string[] {
  const out: string[] = [];
  for (const z of rules.zones.values()) if (z.perPlayer) out.push(...(s.zones[zoneKey(z.name, seat)] ?? []));
  return out;
}

function zoneHolding(rules: Rules, s: GameState, seat: number, id: string | undefined): string {
  for (const z of rules.zones.values()) {
    if (z.perPlayer && id !== undefined && (s.zones[zoneKey(z.name, seat)] ?? []).includes(id)) return z.name;
  }
  return 'hand';
}

function parseValue(rules: Rules, s: GameState, tok: string): Value | undefined {
  if (tok === 'none') return null;
  if (tok.startsWith('@')) {
    const idx = s.names.findIndex((n) => n.toLowerCase() === tok.slice(1).toLowerCase());
    return idx < 0 ? undefined : playerRef(idx);
  }
  if (tok.startsWith("'")) return tok.slice(1).replace(/\\(.)/g, '$1');
  if (tok.startsWith('"')) {
    const label = tok.slice(1).replace(/\\(.)/g, '$1').toLowerCase();
    const key = Object.keys(s.markers).find((k) => (rules.markers.get(k.split('#')[0] ?? k)?.label ?? k).toLowerCase() === label || k.toLowerCase() === label);
    return key === undefined ? undefined : markerRef(key);
  }
  if (/^-?\d+$/.test(tok) && !(s.pending?.kind === 'choice' && s.pending.choice === 'rank')) return Number(tok);
  if (rules.cards.has(tok)) return cardRef(tok);
  // A rank choice is answered by the rank as written (`choose Q`).
  if (s.pending?.kind === 'choice' && s.pending.choice === 'rank') return rankOfText(rules.def.cards, tok);
  return undefined;
}

function parseChoose(rules: Rules, s: GameState, seat: number, tokens: string[]): ParseResult {
  if (tokens[0] === 'seat' && tokens.length === 2) {
    const n = Number(tokens[1]);
    if (!Number.isInteger(n) || n < 1 || n > s.names.length) return fail('notation/syntax', `there is no seat '${tokens[1]}'`);
    return { ok: true, move: { kind: 'choose', seat, value: playerRef(n - 1) } };
  }
  const values: Value[] = [];
  for (const tok of tokens) {
    const v = parseValue(rules, s, tok);
    if (v === undefined) return fail('notation/unknown-value', `'${tok.replace(/^["']/, '')}' is not a player, card, option, rank or marker here`);
    values.push(v);
  }
  if (values.length === 0) return fail('notation/syntax', `write what to choose, like 'choose 9R' or 'choose none'`);
  const wantsList = s.pending?.kind === 'choice' && s.pending.choice === 'meld';
  const value: Value = wantsList ? values : values.length === 1 ? (values[0] as Value) : values;
  // A meld choice is matched against the options whatever order the cards are written in.
  if (wantsList && s.pending?.kind === 'choice') {
    const want = JSON.stringify([...values].map((v) => JSON.stringify(v)).sort());
    const match = s.pending.options.find((o) => Array.isArray(o) && JSON.stringify(o.map((v) => JSON.stringify(v)).sort()) === want);
    if (match !== undefined) return { ok: true, move: { kind: 'choose', seat, value: match } };
  }
  return { ok: true, move: { kind: 'choose', seat, value } };
}

export { moveKey };
