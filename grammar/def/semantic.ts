// Checks of meaning that need the whole game: decks for every player count, deals that fit the
// deck, zones, suits and melds that exist, melds some hand could form, triggers that can fire, and
// a score that is computed somewhere.
import type { Diagnostic, SourceRange } from '../diagnostics.js';
import type { Expr, Stmt } from '../expr/ast.js';
import { suggest } from '../expr/suggest.js';
import { BUILT_IN_NAMES, PLAYER_MEMBER_NAMES } from '../expr/rule-env.js';
import { CALLABLE_NAMES, ZONES, builtinZones, isBuiltinZone } from '../expr/builtins.js';
import type { DeckDef, GameDef, IntRange, MarkerDef } from './types.js';
import { checkBeats } from './beats-check.js';

function error(code: string, message: string, range: SourceRange): Diagnostic {
  return { severity: 'error', code, message, range };
}

function warning(code: string, message: string, range: SourceRange): Diagnostic {
  return { severity: 'warning', code, message, range };
}

function didYouMean(name: string, known: readonly string[]): string {
  const near = suggest(name, known);
  return near === undefined ? '' : ` — did you mean '${near}'?`;
}

function deckSize(def: GameDef, deck: DeckDef): number {
  const ranks = Math.max(0, deck.ranks.max - deck.ranks.min + 1);
  const specials = deck.special.reduce((n, name) => n + (def.cards.special.find((s) => s.name === name)?.count ?? 0), 0);
  return deck.suits.length * ranks + specials;
}

function checkDecks(def: GameDef, out: Diagnostic[], fileStart: SourceRange): void {
  const letters = def.cards.suits.map((s) => s.letter);
  const specials = def.cards.special.map((s) => s.name);
  const max = Number.isFinite(def.players.max) ? def.players.max : def.players.min + 8;
  for (let n = def.players.min; n <= max; n++) {
    const decks = def.decks.filter((d) => n >= d.players.min && n <= d.players.max);
    if (decks.length === 0) out.push(error('semantic/no-deck', `no deck is given for ${n} players, but the game is for ${def.players.min}..${def.players.max === Infinity ? '' : def.players.max} players`, def.decks[0]?.range ?? fileStart));
    else if (decks.length > 1) out.push(error('semantic/overlapping-decks', `two deck entries apply to ${n} players`, (decks[1] as DeckDef).range));
  }
  for (const d of def.decks) {
    for (const s of d.suits) if (!letters.includes(s)) out.push(error('semantic/unknown-suit', `there is no suit '${s}' in cards.suits${didYouMean(s, letters)}`, d.names?.[s] ?? d.range));
    for (const s of d.special) if (!specials.includes(s)) out.push(error('semantic/unknown-card', `there is no special card '${s}'${didYouMean(s, specials)}`, d.names?.[s] ?? d.range));
    if (d.ranks.min < def.cards.ranks.min || d.ranks.max > def.cards.ranks.max) {
      out.push(error('semantic/ranks-outside-cards', `the deck's ranks ${d.ranks.min}..${d.ranks.max} are not all in cards.ranks ${def.cards.ranks.min}..${def.cards.ranks.max}`, d.range));
    }
  }
}

function zoneNames(def: GameDef): { shared: string[]; perPlayer: string[] } {
  const shared = [...builtinZones(false)];
  const perPlayer = [...builtinZones(true)];
  for (const z of def.zones) (z.perPlayer ? perPlayer : shared).push(z.name);
  return { shared, perPlayer };
}

function checkSetup(def: GameDef, out: Diagnostic[]): void {
  const { shared, perPlayer } = zoneNames(def);
  const need = (name: string, kind: 'shared' | 'per-player', range: SourceRange): void => {
    const list = kind === 'shared' ? shared : perPlayer;
    if (list.includes(name)) return;
    const other = kind === 'shared' ? perPlayer : shared;
    const hint = other.includes(name) ? ` ('${name}' is a ${kind === 'shared' ? 'per-player' : 'shared'} zone)` : didYouMean(name, list);
    out.push(error('name/unknown-zone', `there is no ${kind} zone '${name}'${hint}`, range));
  };
  for (const step of def.round.setup) {
    // At the name where it is written; at the step when it is a default.
    const at = (zone: string): SourceRange => step.names?.[zone] ?? step.range;
    switch (step.kind) {
      case 'shuffle': need(step.zone, 'shared', at(step.zone)); break;
      case 'give': need(step.to, 'per-player', at(step.to)); break;
      case 'deal': need(step.from, 'shared', at(step.from)); need(step.to, 'per-player', at(step.to)); break;
      case 'move': need(step.from, 'shared', at(step.from)); need(step.to, 'shared', at(step.to)); break;
      case 'choose': need(step.zone, 'per-player', at(step.zone)); break;
      case 'split': need(step.zone, 'per-player', at(step.zone)); for (const z of step.into) need(z, 'per-player', at(z)); break;
      case 'do': break;
    }
  }
  const play = def.round.play;
  if (play.kind === 'must-follow') {
    for (const z of [...play.leadFrom, ...play.follow.map((f) => f.from)]) need(z, 'per-player', play.names?.[z] ?? play.range);
    const letters = def.cards.suits.map((s) => s.letter);
    if (play.trump !== undefined && !letters.includes(play.trump)) out.push(error('semantic/unknown-suit', `the trump suit '${play.trump}' is not in cards.suits${didYouMean(play.trump, letters)}`, play.names?.[play.trump] ?? play.range));
  }
  // Teams by seat pattern (seat % count) are even only when every player count divides by count.
  if (def.teams !== undefined) {
    const t = def.teams;
    const top = Number.isFinite(def.players.max) ? def.players.max : def.players.min + 8;
    for (let n = def.players.min; n <= top; n++) {
      if (n % t.count !== 0) {
        out.push(error('semantic/uneven-teams', `at ${n} players the ${t.count} teams (seat % ${t.count}) are uneven: every player count in 'players' must be a multiple of ${t.count}`, t.range));
        break;
      }
    }
  }
  if (play.kind === 'shedding') {
    for (const z of play.from) need(z, 'per-player', play.names?.[z] ?? play.range);
    if (play.draw !== undefined) need(play.drawFrom, 'shared', play.names?.[play.drawFrom] ?? play.range);
  }
  // Deals must fit the deck at every player count.
  const max = Number.isFinite(def.players.max) ? def.players.max : def.players.min + 8;
  for (let n = def.players.min; n <= max; n++) {
    const deck = def.decks.find((d) => n >= d.players.min && n <= d.players.max);
    if (deck === undefined) continue;
    let left = deckSize(def, deck);
    for (const step of def.round.setup) {
      // A step with `when:` may not run at this player count: it is not counted either way.
      if (step.when !== undefined) continue;
      if ((step.kind === 'deal' || step.kind === 'move') && step.from === 'deck' && typeof step.count === 'number') {
        const needed = step.kind === 'deal' ? step.count * n : step.count;
        if (needed > left) {
          out.push(error('semantic/deal-too-big', `at ${n} players this ${step.kind} needs ${needed} cards but the deck has ${left} left`, step.range));
          break;
        }
        left -= needed;
      } else if ((step.kind === 'deal' || step.kind === 'move') && step.from === 'deck') {
        // `all` empties the deck; an expression's count is known only at play, so nothing after it can be checked.
        if (step.count !== 'all') break;
        left = 0;
      }
    }
  }
}

function span(r: IntRange): number {
  return r.max - r.min + 1;
}

function checkMelds(def: GameDef, out: Diagnostic[]): void {
  const names = def.melds.map((m) => m.name);
  const suitsMax = Math.max(0, ...def.decks.map((d) => d.suits.length));
  const ranksMax = Math.max(0, ...def.decks.map((d) => span(d.ranks)));
  const wilds = def.wilds !== undefined || def.cards.special.some((s) => s.wild);
  for (const m of def.melds) {
    if (m.size.min < 1) out.push(error('semantic/meld-size', `a meld has at least 1 card`, m.range));
    if (m.group !== undefined && (m.step === undefined || m.same === 'suit')) out.push(error('semantic/meld-group', `'group' needs 'step' and no 'same: suit': consecutive groups of ${m.group} cards of one rank, like 5 5 6 6`, m.range));
    if (m.step !== undefined && m.same === 'rank' && m.group === undefined) out.push(error('semantic/meld-step', `'step' does not go with 'same: rank': a run's ranks differ (write 'same: suit' for a suited run, or no 'same' for a run of any suits)`, m.range));
    if (m.minNaturals !== undefined && m.minNaturals > m.size.max) out.push(error('semantic/impossible-meld', `no hand can form '${m.name}': it needs ${m.minNaturals} natural cards but holds at most ${m.size.max}`, m.range));
    if (wilds || m.group !== undefined) continue; // wilds can fill any meld up to the hand's size
    const most = m.same === 'rank' ? suitsMax : m.step !== undefined ? Math.ceil(ranksMax / m.step) : Infinity;
    if (m.size.min > most) out.push(error('semantic/impossible-meld', `no hand can form '${m.name}': it needs ${m.size.min} cards but at most ${most} can be ${m.same === 'rank' ? 'of one rank' : (m.same === 'suit' ? 'in one suit' : 'of distinct ranks') + ' in steps of ' + m.step}`, m.range));
  }
  for (const sp of def.cards.special) {
    for (const o of sp.only ?? []) if (!names.includes(o)) out.push(error('name/unknown-meld', `there is no meld '${o}'${didYouMean(o, names)}`, sp.range));
  }
  if (def.round.play.kind === 'climbing' && def.melds.length === 0) out.push(error('semantic/no-melds', 'a climbing game needs at least one meld under melds:', def.round.play.range));
  else if (def.round.play.kind === 'climbing' && def.melds.every((m) => !m.lead)) {
    // Only actions could then move the game: every turn of every trick passes its player by.
    out.push(warning('semantic/no-lead', 'every meld has lead: false, so no trick can ever start: let at least one meld lead', def.round.play.range));
  }
}

/** Every statement of every block, for searching effect calls. */
function allStmts(def: GameDef): Stmt[] {
  return def.blocks.flatMap((b) => b.items.flatMap((i) => (i.kind === 'stmt' ? [i.stmt] : [])));
}

/** Adds the name of every function called by name in `e` (at any depth) to `out`. */
function addCalledNames(e: Expr | Stmt, out: Set<string>): void {
  switch (e.kind) {
    case 'callStmt': addCalledNames(e.call, out); return;
    case 'assign': addCalledNames(e.value, out); return;
    case 'call':
      if (e.callee.kind === 'name') out.add(e.callee.name);
      for (const a of e.args) addCalledNames(a.value, out);
      if (e.callee.kind === 'member') addCalledNames(e.callee.object, out);
      return;
    case 'member': addCalledNames(e.object, out); return;
    case 'index': addCalledNames(e.object, out); addCalledNames(e.index, out); return;
    case 'lambda': addCalledNames(e.body, out); return;
    case 'let': addCalledNames(e.value, out); addCalledNames(e.body, out); return;
    case 'unary': addCalledNames(e.operand, out); return;
    case 'binary': addCalledNames(e.left, out); addCalledNames(e.right, out); return;
    case 'conditional': addCalledNames(e.test, out); addCalledNames(e.then, out); addCalledNames(e.else, out); return;
    case 'list': for (const i of e.items) addCalledNames(i, out); return;
    default: return;
  }
}

function checkReachability(def: GameDef, out: Diagnostic[], fileStart: SourceRange): void {
  // The names every effect calls, gathered once (on the first question) rather than once per question.
  let called: Set<string> | undefined;
  const uses = (name: string): boolean => {
    if (called === undefined) {
      called = new Set();
      for (const s of allStmts(def)) addCalledNames(s, called);
    }
    return called.has(name);
  };
  if (def.round.score === undefined && !uses('score') && def.gameEnd.winners === undefined) {
    out.push(warning('semantic/no-score', 'no score is ever computed: give round.score or use score() in an effect', fileStart));
  }
  if (def.round.play.kind === 'shedding') {
    for (const h of def.on['shed-out'] ?? []) out.push(warning('semantic/unreachable', `'shed-out' never happens in a shedding game (an empty hand is for end-when or an effect to judge), so this trigger never runs`, h.range));
  }
  if (def.round.play.kind === 'must-follow') {
    for (const ev of ['pass', 'shed-out'] as const) {
      for (const h of def.on[ev] ?? []) out.push(warning('semantic/unreachable', `'${ev}' never happens in a must-follow game, so this trigger never runs`, h.range));
    }
  }
  const pooled = def.markers.filter((m) => m.pool !== undefined);
  if (pooled.length > 0 && !uses('take')) {
    out.push(warning('semantic/unreachable', `markers of pool '${pooled[0]?.pool}' are never taken: no effect calls take()`, (pooled[0] as { range: SourceRange }).range));
  }
  for (const m of pooled) {
    if (m.onResolve !== undefined && !uses('resolve')) out.push(warning('semantic/unreachable', `'${m.name}' has on-resolve effects but no effect calls resolve(${m.pool})`, m.range));
  }
  if (def.gameEnd.afterRounds === undefined && def.gameEnd.when === undefined) {
    out.push(warning('semantic/one-round', 'game-end gives neither after-rounds nor when: the game is one round', fileStart));
  }
}

/**
 * Names the rule file declares must not take a built-in's name or each other's, in each of the two
 * places names live: everywhere (vars, shared zones, pools) and on players (player vars, per-player
 * zones and markers). Either would leave one of the two unreachable in every expression.
 */
function checkShadowing(def: GameDef, out: Diagnostic[]): void {
  const clash = (name: string, kind: string, builtins: readonly string[], range: SourceRange): void => {
    if (builtins.includes(name)) out.push(error('name/shadows-builtin', `the ${kind} '${name}' has the name of a built-in; choose another name`, range));
  };
  const declared = def.zones.filter((z) => !isBuiltinZone(z.name));
  for (const v of def.vars) clash(v.name, 'variable', BUILT_IN_NAMES, v.range);
  for (const v of def.playerVars) clash(v.name, 'player variable', PLAYER_MEMBER_NAMES, v.range);
  for (const m of def.markers) if (m.perPlayer) clash(m.name, 'marker', PLAYER_MEMBER_NAMES, m.range);
  for (const m of def.markers) if (m.pool !== undefined) clash(m.pool, 'pool', BUILT_IN_NAMES, m.range);
  for (const m of def.markers) if (m.pool !== undefined && !m.perPlayer) clash(m.name, 'marker', BUILT_IN_NAMES, m.range);
  for (const z of declared) if (z.range) clash(z.name, 'zone', z.perPlayer ? PLAYER_MEMBER_NAMES : BUILT_IN_NAMES, z.range);
  for (const d of def.defines ?? []) clash(d.name, 'definition', [...BUILT_IN_NAMES, ...CALLABLE_NAMES], d.range);
  // A built-in zone may be re-declared to change who sees it, not whose it is.
  for (const z of def.zones) {
    if (!isBuiltinZone(z.name) || z.range === undefined || ZONES[z.name].perPlayer === z.perPlayer) continue;
    const was = ZONES[z.name].perPlayer ? 'per player' : 'shared';
    out.push(error('name/shadows-builtin', `the built-in zone '${z.name}' is ${was}; a re-declaration may change its visibility only`, z.range));
  }
  const shared: [string, string, SourceRange | undefined][] = [
    ...def.vars.map((v): [string, string, SourceRange] => [v.name, 'variable', v.range]),
    ...declared.filter((z) => !z.perPlayer).map((z): [string, string, SourceRange | undefined] => [z.name, 'zone', z.range]),
    ...uniquePools(def).map((m): [string, string, SourceRange] => [m.pool as string, 'pool', m.range]),
    ...(def.defines ?? []).map((d): [string, string, SourceRange] => [d.name, 'definition', d.range]),
    ...def.markers.filter((m) => m.pool !== undefined && !m.perPlayer).map((m): [string, string, SourceRange] => [m.name, 'marker', m.range]),
  ];
  const perPlayer: [string, string, SourceRange | undefined][] = [
    ...def.playerVars.map((v): [string, string, SourceRange] => [v.name, 'player variable', v.range]),
    ...declared.filter((z) => z.perPlayer).map((z): [string, string, SourceRange | undefined] => [z.name, 'per-player zone', z.range]),
    ...def.markers.filter((m) => m.perPlayer).map((m): [string, string, SourceRange] => [m.name, 'per-player marker', m.range]),
  ];
  for (const group of [shared, perPlayer]) {
    const first = new Map<string, string>();
    for (const [name, kind, range] of group) {
      const before = first.get(name);
      if (before === undefined) first.set(name, kind);
      else if (range !== undefined) out.push(error('name/duplicate', `the ${kind} '${name}' has the name of a ${before}; one name cannot mean both`, range));
    }
  }
}

/** One marker per pool: the first that names it. */
function uniquePools(def: GameDef): MarkerDef[] {
  const seen = new Set<string>();
  return def.markers.filter((m) => m.pool !== undefined && !seen.has(m.pool) && (seen.add(m.pool), true));
}

function checkWilds(def: GameDef, out: Diagnostic[], fileStart: SourceRange): void {
  const hasWilds = def.cards.special.some((s) => s.wild) || def.round.setup.some((s) => s.kind === 'give' && s.wild);
  if (hasWilds && def.wilds === undefined) {
    out.push(error('semantic/no-wild-ranks', 'the game has wilds but no `wilds:` section saying what they may be declared as', def.cards.special.find((s) => s.wild)?.range ?? fileStart));
  }
}

/**
 * Names the game keeps as keys of plain objects (vars, zones, markers, cards): `__proto__` would
 * reach the object's prototype instead of a key, and `constructor` or `prototype` read as
 * JavaScript's own. None may be declared.
 */
export const RESERVED_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

function checkReserved(def: GameDef, out: Diagnostic[], fileStart: SourceRange): void {
  const named: [string, string, SourceRange | undefined][] = [
    ...def.vars.map((v): [string, string, SourceRange] => [v.name, 'variable', v.range]),
    ...def.playerVars.map((v): [string, string, SourceRange] => [v.name, 'player variable', v.range]),
    ...def.zones.map((z): [string, string, SourceRange | undefined] => [z.name, 'zone', z.range]),
    ...def.markers.map((m): [string, string, SourceRange] => [m.name, 'marker', m.range]),
    ...uniquePools(def).map((m): [string, string, SourceRange] => [m.pool as string, 'pool', m.range]),
    ...def.melds.map((m): [string, string, SourceRange] => [m.name, 'meld', m.range]),
    ...def.actions.map((a): [string, string, SourceRange] => [a.name, 'action', a.range]),
    ...def.obligations.map((o): [string, string, SourceRange] => [o.name, 'obligation', o.range]),
    ...def.cards.special.map((c): [string, string, SourceRange] => [c.name, 'special card', c.range]),
    ...def.options.map((o): [string, string, undefined] => [o.name, 'option', undefined]),
  ];
  for (const [name, kind, range] of named) {
    if (RESERVED_NAMES.includes(name)) out.push(error('name/reserved', `'${name}' cannot name a ${kind}: it is reserved (${RESERVED_NAMES.join(', ')}); choose another name`, range ?? fileStart));
  }
}

export function checkSemantics(def: GameDef, fileStart: SourceRange): Diagnostic[] {
  const out: Diagnostic[] = [];
  checkReserved(def, out, fileStart);
  checkShadowing(def, out);
  checkWilds(def, out, fileStart);
  checkDecks(def, out, fileStart);
  checkSetup(def, out);
  checkMelds(def, out);
  checkBeats(def, out);
  checkReachability(def, out, fileStart);
  return out;
}
