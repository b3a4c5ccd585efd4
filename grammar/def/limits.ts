// The bounds a rule file must keep to, checked once the GameDef is built and before anything does
// work per player count, per card or per rank: a `players: 2..200000` or `ranks: 1..100000000`
// would otherwise make the checks and every game do that work hundreds of thousands of times.
// docs/limits.md lists these with the runtime's bounds.
import type { PlainValue } from '../yaml/load.js';
import type { PlainMap } from './merge.js';
import type { Reader } from './reader.js';
import type { GameDef, IntRange } from './types.js';

/** The most players a game may have (a `players:` range may end higher only when open: `2..`). */
export const MAX_PLAYERS = 64;
/** The most ranks `cards.ranks` or `wilds.ranks` may span. */
export const MAX_RANKS = 1000;
/** The most suits `cards.suits` may declare. */
export const MAX_SUITS = 32;
/** The most cards the box may hold: every suit in every rank, and every special card's copies. */
export const MAX_CARDS = 5000;
/** The most characters of a name (a key of the rule file: a zone, var, meld, marker, card, option …). */
export const MAX_NAME_LENGTH = 64;
/** The most characters of a label shown to players: the game's title, a suit's name, a marker's or action's label, a prompt. */
export const MAX_LABEL_LENGTH = 200;

export const limitMessages = {
  'limit/players': (written: string) => `a game is for at most ${MAX_PLAYERS} players; ${written} goes beyond that`,
  'limit/ranks': (span: number) => `ranks may span at most ${MAX_RANKS} values; this range spans ${span}`,
  'limit/suits': (count: number) => `a game may have at most ${MAX_SUITS} suits; this one has ${count}`,
  'limit/cards': (count: number) => `the box may hold at most ${MAX_CARDS} cards; these cards make ${count}`,
  'limit/name-length': (length: number) => `a name may have at most ${MAX_NAME_LENGTH} characters; this one has ${length}`,
  'limit/label-length': (length: number) => `a label may have at most ${MAX_LABEL_LENGTH} characters; this one has ${length}`,
} as const;

export type LimitCode = keyof typeof limitMessages;

function isMap(v: PlainValue | undefined): v is PlainMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function span(r: IntRange): number {
  return r.max - r.min + 1;
}

function length(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/**
 * Reports every bound the rule file goes past, as errors on `r` (at the value that does). Returns
 * whether any was: the checks that work per player count or per card must then not run.
 */
export function checkLimits(r: Reader, root: PlainMap, def: GameDef): boolean {
  const before = r.diagnostics.length;
  const players = def.players;
  if (players.min > MAX_PLAYERS || (Number.isFinite(players.max) && players.max > MAX_PLAYERS)) {
    r.error('limit/players', limitMessages['limit/players'](String(root['players'])), r.range(root, 'players'));
  }
  const cards = isMap(root['cards']) ? root['cards'] : undefined;
  let boxFits = cards !== undefined;
  if (cards !== undefined) {
    if (span(def.cards.ranks) > MAX_RANKS) {
      r.error('limit/ranks', limitMessages['limit/ranks'](span(def.cards.ranks)), r.range(cards, 'ranks'));
      boxFits = false;
    }
    if (def.cards.suits.length > MAX_SUITS) {
      r.error('limit/suits', limitMessages['limit/suits'](def.cards.suits.length), r.range(cards, 'suits'));
      boxFits = false;
    }
    const special = isMap(cards['special']) ? cards['special'] : {};
    for (const sp of def.cards.special) {
      if (sp.count > MAX_CARDS) {
        const entry = special[sp.name];
        r.error('limit/cards', limitMessages['limit/cards'](sp.count), isMap(entry) ? r.range(entry, 'count') : sp.range);
        boxFits = false;
      }
    }
    const box = def.cards.suits.length * Math.max(0, span(def.cards.ranks)) + def.cards.special.reduce((n, sp) => n + sp.count, 0);
    if (boxFits && box > MAX_CARDS) r.error('limit/cards', limitMessages['limit/cards'](box), r.keyRange(root, 'cards'));
  }
  const wilds = root['wilds'];
  if (def.wilds !== undefined && isMap(wilds) && span(def.wilds.ranks) > MAX_RANKS) {
    r.error('limit/ranks', limitMessages['limit/ranks'](span(def.wilds.ranks)), r.range(wilds, 'ranks'));
  }
  checkTexts(r, root);
  return r.diagnostics.length > before;
}

/** Keys written as a label's value: the text shown for a thing (a key `label` under any entry, …). */
const LABEL_KEYS = new Set(['label', 'prompt', 'name']);

/** Names (every key) and labels anywhere in the file; a label is the game's title, a suit's name or a `label`/`prompt`/`name` value. */
function checkTexts(r: Reader, root: PlainMap): void {
  const label = (container: object, key: string | number, v: PlainValue | undefined): void => {
    if (typeof v === 'string' && v.length > MAX_LABEL_LENGTH && length(v) > MAX_LABEL_LENGTH) {
      r.error('limit/label-length', limitMessages['limit/label-length'](length(v)), r.range(container, key));
    }
  };
  label(root, 'game', root['game']);
  const cards = root['cards'];
  if (isMap(cards) && isMap(cards['suits'])) {
    const suits = cards['suits'];
    for (const [letter, v] of Object.entries(suits)) if (typeof v === 'string') label(suits, letter, v);
  }
  // An explicit stack: a walk over the file's maps must not recurse (the YAML may nest deeply).
  const stack: PlainValue[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (isMap(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.length > MAX_NAME_LENGTH && length(k) > MAX_NAME_LENGTH) r.error('limit/name-length', limitMessages['limit/name-length'](length(k)), r.keyRange(v, k));
        if (LABEL_KEYS.has(k)) label(v, k, x);
        stack.push(x);
      }
    }
  }
}
