// "Save as scenario": a game as played (or its first N moves) written as a scenario file
// (docs/scenarios.md) that `cardsmith test` runs: the players, the seed, the first round's deal,
// the moves, and optionally what the game looked like at the end (turn, phase, round, scores,
// hands). Before it is offered, the scenario is played here with the runtime's own expectation
// checker: a fixed deal is kept only when it reproduces the game (from the second round on, setup
// deals from the seed, and a fixed first deal leaves the seed's randomness elsewhere); otherwise
// the scenario deals from the seed alone, which reproduces any game the page started. No DOM here:
// the page and the Node tests use this module alike.
import { applyMove, createGame, parseMove, recordOf, replay, type GameState, type Rules, type Value } from '../../runtime/index.js';
import { actingSeat, checkExpect } from '../../runtime/scenario/expectations.js';
import type { PlainValue } from '../../grammar/yaml/load.js';

export interface ScenarioRequest {
  readonly rules: Rules;
  /** The game as played; its seed, names, options and deals are the scenario's. */
  readonly state: GameState;
  /** Keep the first `upTo` moves (default: all of them). */
  readonly upTo?: number;
  /** The rule file, relative to where the scenario will be saved (`../game.yaml` from a tests/ folder). */
  readonly rulesPath: string;
  /** The variant files, relative the same way, in the order applied. */
  readonly variantPaths?: readonly string[];
  /** The scenario's name; a default names the game and the moves. */
  readonly name?: string;
  /** Add an `expect:` step with the state after the last move kept. */
  readonly expect?: boolean;
}

export interface Scenario {
  /** The scenario file's YAML. */
  readonly text: string;
  /** How many moves it plays. */
  readonly moves: number;
  /** 'fixed': the first round's deal is written out; 'seed': the seed deals, as in the game. */
  readonly deal: 'fixed' | 'seed';
  /** The expectations written, or null. */
  readonly expectations: Readonly<Record<string, PlainValue>> | null;
}

export type ScenarioBuild = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly message: string };

type Expect = Record<string, PlainValue>;

/** What a scenario can check of a state: the player to act, phase, round, scores, every hand. */
export function expectationsOf(rules: Rules, s: GameState): Expect {
  const seat = actingSeat(s);
  const byName = <T extends PlainValue>(f: (seat: number) => T): Record<string, T> => Object.fromEntries(s.names.map((n, i) => [n, f(i)]));
  const hands = rules.zones.get('hand')?.perPlayer === true;
  return {
    ...(seat !== null && s.names[seat] !== undefined ? { turn: s.names[seat] } : {}),
    phase: s.phase,
    round: s.round,
    scores: byName((i) => s.players[i]?.score ?? 0),
    ...(hands ? { hand: byName((i) => [...(s.zones[`hand#${i}`] ?? [])]) } : {}),
    ...(s.phase === 'over' && s.winners !== null ? { winners: s.winners.map((w) => s.names[w] ?? '') } : {}),
  };
}

/**
 * The first round's deal, by zone key (`hand#0`, `deck`: createGame's) and as the scenario writes
 * it (`Ann`, `Ann.left`, `deck`); null when the game kept none.
 */
function dealOf(rules: Rules, s: GameState): { readonly deal: Record<string, string[]>; readonly written: Record<string, string[]>; readonly wild: string[] } | null {
  const first = s.deals?.[1];
  if (first === undefined) return null;
  const deal: Record<string, string[]> = {};
  const written: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(first.zones)) {
    const m = /^(.+)#(\d+)$/.exec(key);
    if (m !== null) {
      const [, zone = '', seat = ''] = m;
      const name = s.names[Number(seat)];
      if (name === undefined || rules.zones.get(zone)?.perPlayer !== true) return null;
      written[zone === 'hand' ? name : `${name}.${zone}`] = [...ids];
    } else if (rules.zones.get(key)?.perPlayer === false) written[key] = [...ids];
    // Anything else (the box: cards not in play at this player count) is where a fixed deal puts them anyway.
    else continue;
    deal[key] = [...ids];
  }
  return { deal, written, wild: [...first.wild] };
}

interface Setup {
  /** By zone key, as createGame takes it. */
  readonly deal?: Record<string, string[]>;
  /** By the scenario's keys. */
  readonly written?: Record<string, string[]>;
  readonly wild?: string[];
  readonly leader?: number;
}

/** Plays the scenario's moves from its setup: why it does not reach `target` exactly, or null. */
function mismatch(rules: Rules, s: GameState, setup: Setup, moves: readonly string[], target: GameState): string | null {
  const created = createGame(rules, {
    players: s.names.length, names: s.names, seed: s.seed, options: s.options,
    ...(setup.deal ? { deal: setup.deal } : {}), ...(setup.wild ? { wild: setup.wild } : {}), ...(setup.leader !== undefined ? { leader: setup.leader } : {}),
  });
  if (!created.ok) return created.diagnostics.map((d) => d.message).join('; ');
  let cur = created.state;
  for (const [i, text] of moves.entries()) {
    const parsed = parseMove(rules, cur, text);
    const r = parsed.ok ? applyMove(rules, cur, parsed.move) : null;
    if (r === null || !r.ok) return `move ${i + 1} (${text}) is refused`;
    cur = r.state;
  }
  const diffs = checkExpect(rules, cur, expectationsOf(rules, target) as never);
  if (diffs.length > 0) return diffs.join('; ');
  return JSON.stringify(cur.zones) === JSON.stringify(target.zones) ? null : 'the cards end up elsewhere';
}

const RESERVED = /^(true|false|null|yes|no|on|off|y|n|~)$/i;
const NUMBER_LIKE = /^[-+]?(\.\d|\d)[\d_]*(\.\d*)?([eE][-+]?\d+)?$|^0[xo]|^[-+]?\.(inf|nan)$/i;

/** A YAML scalar: plain when it reads back as the same string, else JSON-quoted (JSON strings are YAML). */
function scalar(v: string): string {
  return /^[A-Za-z0-9./][A-Za-z0-9 _./=@*+\-']*$/.test(v) && !/ $/.test(v) && !RESERVED.test(v) && !NUMBER_LIKE.test(v) ? v : JSON.stringify(v);
}

/** A value in flow style: strings as scalars, lists and mappings inline. */
function inline(v: PlainValue | Value): string {
  if (typeof v === 'string') return scalar(v);
  if (Array.isArray(v)) return `[${(v as (PlainValue | Value)[]).map(inline).join(', ')}]`;
  if (typeof v === 'object' && v !== null && !('t' in v)) return `{ ${Object.entries(v as Record<string, PlainValue>).map(([k, x]) => `${scalar(k)}: ${inline(x)}`).join(', ')} }`;
  return JSON.stringify(v);
}

const list = (xs: readonly string[]): string => inline([...xs]);

/** A mapping in block style at `indent` spaces, one key a line; a mapping of lists one entry a line too. */
function block(o: Readonly<Record<string, PlainValue>>, indent: number): string[] {
  const pad = ' '.repeat(indent);
  return Object.entries(o).flatMap(([k, v]) => {
    const nested = typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).some(Array.isArray);
    return nested ? [`${pad}${scalar(k)}:`, ...block(v as Record<string, PlainValue>, indent + 2)] : [`${pad}${scalar(k)}: ${inline(v)}`];
  });
}

/** Builds the scenario, having checked that it replays the game; or says why it cannot. */
export function buildScenario(req: ScenarioRequest): ScenarioBuild {
  const { rules, state } = req;
  const record = recordOf(rules, state, req.rulesPath, req.variantPaths ?? []);
  const upTo = Math.max(0, Math.min(req.upTo ?? record.moves.length, record.moves.length));
  const played = replay(rules, record, upTo);
  if (!('states' in played) || !played.ok) return { ok: false, message: 'the game does not replay from its start (the rules changed while it was played?)' };
  const states = played.states;
  const target = states[upTo];
  if (target === undefined) return { ok: false, message: `the game has no move ${upTo}` };
  const moves = record.moves.slice(0, upTo);

  const fixed = dealOf(rules, state);
  const roundOne = [...states].reverse().find((x) => x.round === 1 && x.phase === 'play');
  const fixedSetup: Setup | null = fixed === null ? null : { deal: fixed.deal, written: fixed.written, ...(fixed.wild.length > 0 ? { wild: fixed.wild } : {}), ...(roundOne ? { leader: roundOne.roundLeader } : {}) };
  let setup: Setup;
  if (fixedSetup !== null && mismatch(rules, state, fixedSetup, moves, target) === null) setup = fixedSetup;
  else {
    const why = mismatch(rules, state, {}, moves, target);
    if (why !== null) return { ok: false, message: `the scenario would not replay the game: ${why}` };
    setup = {};
  }

  const expectations = req.expect === true ? expectationsOf(rules, target) : null;
  const name = req.name ?? `${rules.def.title}: ${upTo === record.moves.length ? 'the game' : 'the start of a game'} as played (${upTo} move${upTo === 1 ? '' : 's'}, seed ${state.seed})`;
  const lines = [
    `# Saved from the Cardsmith playground. Run it with: cardsmith test THIS-FILE`,
    ...(setup.deal ? [] : ['# The deal is the seed\'s, as in the game played (a fixed first deal would change later rounds).']),
    `scenario: ${scalar(name)}`,
    `rules: ${scalar(req.rulesPath)}`,
    `variants: ${list(req.variantPaths ?? [])}`,
    ...(Object.keys(state.options).length > 0 ? [`options: ${inline(state.options as Record<string, PlainValue>)}`] : []),
    `players: ${list(state.names)}`,
    `seed: ${JSON.stringify(state.seed)}`,
  ];
  if (setup.written) {
    lines.push('deal:', ...Object.entries(setup.written).map(([k, ids]) => `  ${scalar(k)}: ${list(ids)}`));
    if (setup.wild) lines.push(`wild: ${list(setup.wild)}`);
    if (setup.leader !== undefined) lines.push(`leader: ${scalar(state.names[setup.leader] ?? '')}`);
  }
  lines.push('steps:');
  moves.forEach((m, i) => {
    const seat = state.history[i]?.seat ?? 0;
    const who = state.names[seat] ?? '';
    lines.push(`  - ${scalar(who)}: ${scalar(m.slice(who.length + 2))}`);
  });
  if (expectations !== null) lines.push('  - expect:', ...block(expectations, 6));
  // A scenario needs at least one step; a game saved before its first move checks where it starts.
  if (moves.length === 0 && expectations === null) lines.push(`  - expect: ${inline({ round: target.round, phase: target.phase })}`);
  return { ok: true, scenario: { text: `${lines.join('\n')}\n`, moves: upTo, deal: setup.deal ? 'fixed' : 'seed', expectations } };
}
