// Builds the GameDef from a rule file (and its variants) whose structure the schema has checked.
import type { PlainValue } from '../yaml/load.js';
import type { MergeResult, PlainMap } from './merge.js';
import { Reader, type StringSite } from './reader.js';
import { readRank, readRankList, readRankRange } from './read-ranks.js';
import { checkLimits } from './limits.js';
import { PLAY_KINDS, playKeysNotFor, type PlayKind } from '../schema/round.schema.js';
import { schemaMessages } from '../schema/codes.js';
import {
  EVENT_NAMES, SUIT_COLOURS,
  type ActionDef, type CardsDef, type Count, type DeckDef, type EventName, type GameDef, type GameEndDef, type Handler,
  type DefineDef, type IntRange, type LiteralValue, type NameRanges, type MarkerDef, type MeldDef, type ObligationDef, type OptionDef,
  type PlayDef, type RoundDef, type SetupStep, type SpecialCardDef, type SuitDef, type TeamsDef, type VarDef, type Visibility, type WildsDef, type ZoneDef,
} from './types.js';

import { parseParamType } from './definitions.js';
import { Types as T } from '../expr/types.js';

const ALL: IntRange = { min: 0, max: Infinity };

function map(v: PlainValue | undefined): PlainMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};
}

function list(v: PlainValue | undefined): PlainValue[] {
  return Array.isArray(v) ? v : [];
}

function str(v: PlainValue | undefined, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}

function strings(v: PlainValue | undefined): string[] {
  return list(v).map((x) => str(x));
}

/** Where the names written at each container[key] (a string, or a list of strings) are. */
function nameRanges(r: Reader, ...at: (readonly [object, string | number])[]): NameRanges {
  const out: Record<string, NameRanges[string]> = {};
  const add = (c: object, k: string | number): void => {
    const v = (c as Record<string | number, PlainValue>)[k];
    if (typeof v === 'string') out[v] ??= r.range(c, k);
    else if (Array.isArray(v)) v.forEach((_, i) => add(v, i));
  };
  for (const [c, k] of at) add(c, k);
  return out;
}

function literal(v: PlainValue): LiteralValue {
  return v as LiteralValue;
}

export function buildDef(
  merged: MergeResult,
  mainFile: string,
  variantFiles: readonly string[],
): { def: GameDef; diagnostics: Reader['diagnostics']; strings: readonly StringSite[] } {
  const root = merged.value;
  const r = new Reader(merged.origins, mainFile);
  const players = r.intRange(root, 'players', root['players'], { min: 1, max: 1 });
  const cards = readCards(r, map(root['cards']));
  const suitsAll = cards.suits.map((s) => s.letter);
  const def: GameDef = {
    title: str(root['game'], 'Untitled game'),
    file: mainFile,
    variants: variantFiles,
    players,
    ...(root['teams'] !== undefined ? { teams: readTeams(r, root) } : {}),
    options: readOptions(map(root['options'])),
    cards,
    decks: readDecks(r, map(root['deck']), cards, suitsAll),
    zones: readZones(r, map(root['zones'])),
    ...(root['wilds'] !== undefined ? { wilds: readWilds(r, map(root['wilds']), suitsAll, cards) } : {}),
    melds: readMelds(r, map(root['melds'])),
    vars: readVars(r, map(root['vars'])),
    ...(root['define'] !== undefined ? { defines: readDefines(r, map(root['define'])) } : {}),
    playerVars: readVars(r, map(root['player-vars'])),
    markers: readMarkers(r, map(root['markers'])),
    round: readRound(r, map(root['round']), cards),
    gameEnd: readGameEnd(r, map(root['game-end'])),
    on: readOn(r, map(root['on'])),
    obligations: readObligations(r, map(root['obligations'])),
    actions: readActions(r, map(root['actions'])),
    blocks: r.blocks,
    resolved: {},
  };
  checkLimits(r, root, def); // its errors keep checkDef (which works per player count) from running
  return { def, diagnostics: r.diagnostics, strings: r.strings };
}

function readTeams(r: Reader, root: PlainMap): TeamsDef {
  const t = map(root['teams']);
  const count = typeof t['count'] === 'number' ? t['count'] : 1;
  const given = strings(t['names']);
  return { count, names: Array.from({ length: count }, (_, i) => given[i] ?? `Team ${i + 1}`), range: r.keyRange(root, 'teams') };
}

function readCards(r: Reader, c: PlainMap): CardsDef {
  const suits = Object.entries(map(c['suits'])).map(([letter, v]) => readSuit(letter, v));
  const { ranks, rankLabels } = readRankList(r, c);
  const labelled = rankLabels !== undefined ? { rankLabels } : {};
  const specialMap = map(c['special']);
  const special: SpecialCardDef[] = Object.entries(specialMap).map(([name, v]) => {
    const m = map(v);
    const only = m['only'] === undefined ? undefined : strings(m['only']);
    return {
      name,
      rank: readRank(r, labelled, m, 'rank'),
      suit: typeof m['suit'] === 'string' && m['suit'] !== 'any' ? m['suit'] : null,
      anySuit: m['suit'] === 'any',
      wild: m['wild'] === true,
      ...(only ? { only } : {}),
      ...(m['beats'] !== undefined ? { beats: strings(m['beats']), names: nameRanges(r, [m, 'beats']) } : {}),
      value: typeof m['value'] === 'number' ? m['value'] : null,
      count: typeof m['count'] === 'number' ? m['count'] : 1,
      range: r.keyRange(specialMap, name),
    };
  });
  return { suits, ranks, ...labelled, special };
}

/** `H: Hearts`, or `H: { name: Hearts, symbol: ♥, colour: red }` (symbol and colour optional). */
function readSuit(letter: string, v: PlainValue): SuitDef {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { letter, name: str(v, letter) };
  const colour = SUIT_COLOURS.find((x) => x === v['colour']);
  return {
    letter,
    name: str(v['name'], letter),
    ...(typeof v['symbol'] === 'string' ? { symbol: v['symbol'] } : {}),
    ...(colour !== undefined ? { colour } : {}),
  };
}

function readDecks(r: Reader, d: PlainMap, cards: CardsDef, suitsAll: string[]): DeckDef[] {
  return Object.entries(d).map(([key, v]) => {
    const m = map(v);
    const players = key === 'all' ? ALL : r.intRange(d, key, /^\d+$/.test(key) ? Number(key) : key, ALL);
    const suits = m['suits'] === undefined || m['suits'] === 'all' ? suitsAll : strings(m['suits']);
    return {
      players,
      suits,
      ranks: m['ranks'] === undefined ? cards.ranks : readRankRange(r, cards, m, 'ranks', cards.ranks),
      special: m['special'] === 'all' ? cards.special.map((s) => s.name) : strings(m['special']),
      ...(m['wild-ranks'] !== undefined ? { wildRanks: readRankRange(r, cards, m, 'wild-ranks', { min: 0, max: -1 }) } : {}),
      range: r.keyRange(d, key),
      names: nameRanges(r, [m, 'suits'], [m, 'special']),
    };
  });
}

function readZones(r: Reader, z: PlainMap): ZoneDef[] {
  return Object.entries(z).map(([name, v]) => {
    const m = map(v);
    const label = typeof m['label'] === 'string' ? { label: m['label'] } : {};
    return { name, ...label, perPlayer: m['per-player'] === true, visible: str(m['visible'], 'all') as Visibility, builtin: false, range: r.keyRange(z, name) };
  });
}

function readWilds(r: Reader, w: PlainMap, suitsAll: string[], cards: CardsDef): WildsDef {
  return {
    ranks: readRankRange(r, cards, w, 'ranks', { min: 0, max: -1 }),
    suits: w['suits'] === undefined || w['suits'] === 'all' ? suitsAll : strings(w['suits']),
    value: typeof w['value'] === 'number' ? w['value'] : 0,
  };
}

function readMelds(r: Reader, m: PlainMap): MeldDef[] {
  return Object.entries(m).map(([name, v]) => {
    const x = map(v);
    const same = x['same'] === 'rank' || x['same'] === 'suit' ? x['same'] : undefined;
    return {
      name,
      size: r.intRange(x, 'size', x['size'], { min: 1, max: 1 }),
      ...(same ? { same } : {}),
      ...(typeof x['step'] === 'number' ? { step: x['step'] } : {}),
      wrap: x['wrap'] === true,
      lead: x['lead'] !== false,
      ...(typeof x['group'] === 'number' ? { group: x['group'] } : {}),
      ...(typeof x['wilds'] === 'number' ? { maxWilds: x['wilds'] } : {}),
      ...(typeof x['naturals'] === 'number' ? { minNaturals: x['naturals'] } : {}),
      ...(x['beats'] !== undefined ? { beats: strings(x['beats']), names: nameRanges(r, [x, 'beats']) } : {}),
      bomb: x['bomb'] === true,
      ...(x['strength'] !== undefined ? { strength: r.expr(x, 'strength') } : {}),
      range: r.keyRange(m, name),
    };
  });
}

function readVars(r: Reader, v: PlainMap): VarDef[] {
  return Object.entries(v).map(([name, raw]) => {
    const isDecl = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'start' in raw;
    const holder: PlainMap = isDecl ? map(raw) : v;
    const key = isDecl ? 'start' : name;
    const value = holder[key];
    const init = typeof value === 'string'
      ? { kind: 'expr' as const, expr: r.expr(holder, key) }
      : { kind: 'literal' as const, value: literal(value ?? null) };
    const label = isDecl && typeof map(raw)['label'] === 'string' ? { label: map(raw)['label'] as string } : {};
    return { name, init, keep: isDecl && map(raw)['keep'] === true, ...(isDecl && map(raw)['log'] === false ? { log: false } : {}), ...label, range: r.keyRange(v, name) };
  });
}

/** `NAME: VALUE` (a constant) or `NAME: { params: { p: TYPE }, value: VALUE }`. */
function readDefines(r: Reader, d: PlainMap): DefineDef[] {
  return Object.entries(d).map(([name, raw]) => {
    const long = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    const holder: PlainMap = long ? map(raw) : d;
    const paramMap = map(holder['params']);
    const params = long
      ? Object.entries(paramMap).map(([p, t]) => {
          const range = r.range(paramMap, p);
          const type = parseParamType(str(t));
          if (type === undefined) r.error('type/unknown-param-type', `'${str(t)}' is no type: write number, bool, string, player, card, marker, pool, any or list<T>`, range);
          return { name: p, type: type ?? T.any, range };
        })
      : [];
    return { name, params, value: r.expr(holder, long ? 'value' : name), range: r.keyRange(d, name) };
  });
}

function readMarkers(r: Reader, m: PlainMap): MarkerDef[] {
  return Object.entries(m).map(([name, v]) => {
    const x = map(v);
    return {
      name,
      label: str(x['label'], name),
      perPlayer: x['per-player'] === true,
      ...(typeof x['pool'] === 'string' ? { pool: x['pool'] } : {}),
      players: x['players'] === undefined ? ALL : r.intRange(x, 'players', x['players'], ALL),
      priority: typeof x['priority'] === 'number' ? x['priority'] : 0,
      ...(x['on-resolve'] !== undefined ? { onResolve: r.effects(x, 'on-resolve') } : {}),
      range: r.keyRange(m, name),
    };
  });
}

function readOptions(o: PlainMap): OptionDef[] {
  return Object.entries(o).map(([name, v]) => {
    const x = map(v);
    return {
      name,
      default: literal(x['default'] ?? null),
      ...(x['values'] !== undefined ? { values: list(x['values']).map(literal) } : {}),
      ...(typeof x['description'] === 'string' ? { description: x['description'] } : {}),
    };
  });
}

function readSetup(r: Reader, steps: PlainValue[]): SetupStep[] {
  const out: SetupStep[] = [];
  steps.forEach((raw, i) => {
    const s = map(raw);
    const range = r.range(steps, i);
    const [kind] = Object.keys(s).filter((k) => k !== 'when');
    const body = map(s[kind ?? '']);
    const before = out.length;
    const count = (key: string, fallback: Count = 'all'): Count => {
      const v = body[key];
      if (typeof v === 'number') return v;
      if (typeof v === 'string' && v !== 'all') return r.expr(body, key);
      return v === 'all' ? 'all' : fallback;
    };
    switch (kind) {
      case 'shuffle': out.push({ kind: 'shuffle', zone: str(s['shuffle'], 'deck'), range }); break;
      case 'give': out.push({ kind: 'give', cards: r.expr(body, 'cards'), each: count('each', 1), to: str(body['to'], 'hand'), wild: body['wild'] === true, range }); break;
      case 'deal': out.push({ kind: 'deal', count: count('count'), from: str(body['from'], 'deck'), to: str(body['to'], 'hand'), range }); break;
      case 'move': out.push({ kind: 'move', count: count('count'), from: str(body['from'], 'deck'), to: str(body['to'], 'discard'), range }); break;
      case 'do': out.push({ kind: 'do', effects: r.effects(s, 'do'), range }); break;
      case 'choose':
        out.push({ kind: 'choose', zone: str(body['cards'], 'hand'), count: count('count', 1), prompt: str(body['prompt'], 'Choose a card'), ...(body['then'] !== undefined ? { then: r.effects(body, 'then') } : {}), range });
        break;
      case 'split': {
        const into = strings(body['into']);
        out.push({ kind: 'split', zone: str(body['zone'], 'hand'), into: [into[0] ?? 'left', into[1] ?? 'right'], right: r.intRange(body, 'right', body['right'], { min: 0, max: Infinity }), ...(body['then'] !== undefined ? { then: r.effects(body, 'then') } : {}), range });
        break;
      }
    }
    const step = out[before];
    if (step !== undefined) {
      out[before] = {
        ...step,
        names: nameRanges(r, [s, kind ?? ''], [body, 'from'], [body, 'to'], [body, 'zone'], [body, 'cards'], [body, 'into']),
        ...(s['when'] !== undefined ? { when: r.expr(s, 'when') } : {}),
      };
    }
  });
  return out;
}

function readPlay(r: Reader, p: PlainMap, container: PlainMap, cards: CardsDef): PlayDef {
  const range = r.range(container, 'play');
  // The schema refuses another procedure's keys in one file; a variant can still bring one in (or
  // change the kind under the base's keys), so the merged play is checked too.
  const kind = PLAY_KINDS.find((k) => k === p['kind']) as PlayKind | undefined;
  if (kind !== undefined) {
    for (const key of playKeysNotFor(kind)) {
      if (p[key] === undefined) continue;
      const at = r.keyRange(p, key);
      const kindFile = r.range(p, 'kind').file;
      const hint = kindFile !== r.mainFile && at.file !== kindFile ? ` (set by ${at.file}; ${kindFile}, which changes the kind, can remove it with \`${key}: null\`)` : '';
      r.error('schema/not-allowed-here', schemaMessages['schema/not-allowed-here'](key, ` with \`kind: ${kind}\`${hint}`), at);
    }
  }
  if (p['kind'] === 'must-follow') {
    const follow = list(p['follow']).map((f) => {
      const m = map(f);
      return { from: str(m['from'], 'hand'), ...(m['when'] !== undefined ? { when: r.expr(m, 'when') } : {}), followSuit: m['follow-suit'] === true };
    });
    return {
      kind: 'must-follow',
      // A word of capitals is a suit letter (as before); any other string is an expression.
      ...(typeof p['trump'] === 'string' ? (/^[A-Z]+$/.test(p['trump']) ? { trump: p['trump'] } : { trumpExpr: r.expr(p, 'trump') }) : {}),
      ...(p['effective-suit'] !== undefined ? { effectiveSuit: r.expr(p, 'effective-suit') } : {}),
      ...(p['strength'] !== undefined ? { strength: r.expr(p, 'strength') } : {}),
      winner: p['winner'] === undefined || p['winner'] === 'highest' ? 'highest' : p['winner'] === 'lowest' ? 'lowest' : r.expr(p, 'winner'),
      leadFrom: p['lead-from'] === undefined ? ['hand'] : strings(p['lead-from']),
      follow: follow.length > 0 ? follow : [{ from: 'hand', followSuit: true }],
      ...(typeof p['tricks'] === 'number' ? { tricks: p['tricks'] } : {}),
      range,
      names: nameRanges(r, [p, 'trump'], [p, 'lead-from'], ...list(p['follow']).map((f) => [map(f), 'from'] as const)),
    };
  }
  if (p['kind'] === 'shedding') return readShedding(r, p, range);
  const reset = map(p['reset']);
  const resetRank = readRank(r, cards, reset, 'rank');
  return {
    kind: 'climbing',
    pass: p['pass'] === 'hard' ? 'hard' : 'soft',
    allPassed: p['all-passed'] === 'continue' ? 'continue' : 'clear',
    leaderMayPass: p['leader-may-pass'] === true,
    ...(resetRank !== null ? { reset: { rank: resetRank } } : {}),
    ...(p['order'] === 'ascending' || p['order'] === 'descending' ? { order: p['order'] } : p['order'] !== undefined ? { order: r.expr(p, 'order') } : {}),
    ...(p['interrupt'] !== undefined ? { interrupt: r.expr(p, 'interrupt') } : {}),
    ...(p['suit-order'] !== undefined ? { suitOrder: strings(p['suit-order']), suitOrderRange: r.range(p, 'suit-order'), names: nameRanges(r, [p, 'suit-order']) } : {}),
    range,
  };
}

function readShedding(r: Reader, p: PlainMap, range: PlayDef['range']): PlayDef {
  return {
    kind: 'shedding',
    from: p['from'] === undefined ? ['hand'] : strings(p['from']),
    ...(p['match'] !== undefined ? { match: r.expr(p, 'match') } : {}),
    ...(p['may-pass'] !== undefined ? { pass: r.expr(p, 'may-pass') } : {}),
    ...(p['interrupt'] !== undefined ? { interrupt: r.expr(p, 'interrupt') } : {}),
    ...(p['draw'] === 'until-able' || p['draw'] === 'once' ? { draw: p['draw'] } : {}),
    drawFrom: str(p['draw-from'], 'deck'),
    ...(p['next'] !== undefined ? { next: r.expr(p, 'next') } : {}),
    range,
    names: nameRanges(r, [p, 'from'], [p, 'draw-from']),
  };
}

function readRound(r: Reader, x: PlainMap, cards: CardsDef): RoundDef {
  return {
    ...(x['leader'] !== undefined ? { leader: r.expr(x, 'leader') } : {}),
    setup: readSetup(r, list(x['setup'])),
    play: readPlay(r, map(x['play']), x, cards),
    ...(x['end-when'] !== undefined ? { endWhen: r.expr(x, 'end-when') } : {}),
    ...(x['score'] !== undefined ? { score: r.expr(x, 'score') } : {}),
  };
}

function readGameEnd(r: Reader, x: PlainMap): GameEndDef {
  const tb = list(x['tie-breakers']);
  return {
    ...(x['after-rounds'] !== undefined ? { afterRounds: r.expr(x, 'after-rounds') } : {}),
    ...(x['when'] !== undefined ? { when: r.expr(x, 'when') } : {}),
    winner: x['winner'] === 'lowest' ? 'lowest' : 'highest',
    tieBreakers: tb.map((_, i) => r.expr(tb, i)),
    ...(x['winners'] !== undefined ? { winners: r.expr(x, 'winners') } : {}),
  };
}

function readOn(r: Reader, on: PlainMap): Partial<Record<EventName, Handler[]>> {
  const out: Partial<Record<EventName, Handler[]>> = {};
  for (const event of EVENT_NAMES) {
    const hs = list(on[event]);
    if (hs.length === 0) continue;
    out[event] = hs.map((h, i) => {
      const m = map(h);
      return {
        each: m['each'] === 'player',
        ...(m['when'] !== undefined ? { when: r.expr(m, 'when') } : {}),
        do: r.effects(m, 'do'),
        range: r.range(hs, i),
      };
    });
  }
  return out;
}

function readObligations(r: Reader, o: PlainMap): ObligationDef[] {
  return Object.entries(o).map(([name, v]) => {
    const m = map(v);
    const when = m['when'] === undefined ? { kind: 'bool' as const, value: true, range: r.keyRange(o, name) } : r.expr(m, 'when');
    return { name, when, must: r.expr(m, 'must'), range: r.keyRange(o, name) };
  });
}

function readActions(r: Reader, a: PlainMap): ActionDef[] {
  return Object.entries(a).map(([name, v]) => {
    const m = map(v);
    return { name, label: str(m['label'], name), endsTurn: m['ends-turn'] === true, ...(m['when'] !== undefined ? { when: r.expr(m, 'when') } : {}), do: r.effects(m, 'do'), range: r.keyRange(a, name) };
  });
}
