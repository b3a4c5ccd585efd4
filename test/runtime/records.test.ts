// Records and replay: recordOf + replay reproduce the exact final state, undo is a replay of all
// but the last move, and a corrupted record reports the index and the code of the bad move. Format
// 2: the rules' texts and hash, each round's deal; replayOnto under edited rules keeps the recorded
// deals, says the rules changed, and stops at the first move that no longer applies.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import {
  applyMove, dealNotes, legalMoves, prepareRules, randomBot, recordOf, replayOnto, rulesHash,
  type GameRecord, type GameState, type Rules,
} from '../../runtime/index.js';
import { fnv1a64 } from '../../runtime/text-hash.js';
import { newGame, replayed } from './new-game.js';
import { fixturePath, loadRules, moves } from './fixture-games.js';

function playRandom(rules: Rules, players: number, seed: number, names?: string[]): { states: GameState[] } {
  let s = newGame(rules, { players, seed, ...(names ? { names } : {}) });
  const states = [s];
  const bot = randomBot(seed);
  while (s.phase !== 'over') {
    const ms = legalMoves(rules, s);
    const seat = ms[0]?.seat;
    const r = applyMove(rules, s, bot.choose(ms.filter((m) => m.seat === seat)));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.state;
    states.push(s);
  }
  return { states };
}

const last = <T>(xs: readonly T[]): T => xs[xs.length - 1] as T;

describe('records and replay', () => {
  const climb = loadRules('climb.yaml');
  const follow = loadRules('follow.yaml');

  it.each([
    ['climb.yaml', 3, 1],
    ['climb.yaml', 4, 2],
    ['follow.yaml', 3, 3],
  ] as const)('%s at %i players, seed %i: the replay ends in the exact final state', (file, players, seed) => {
    const rules = file === 'climb.yaml' ? climb : follow;
    const { states } = playRandom(rules, players, seed, ['Ann Lee', 'Bob', 'Cy', 'Di'].slice(0, players));
    const end = last(states);
    expect(end.phase).toBe('over');
    const record = recordOf(rules, end, fixturePath(file), []);
    expect(record).toMatchObject({ rules: fixturePath(file), seed: String(seed), names: end.names });
    expect(record.moves).toHaveLength(end.history.length);
    expect(record.moves[0]).toMatch(/^(Ann Lee|Bob|Cy|Di): (play|pass|split|choose|do)/);
    const again = replayed(rules, record);
    expect(again.ok ? 'ok' : `${again.index}: ${again.error.code}`).toBe('ok');
    expect(JSON.stringify(last(again.states))).toBe(JSON.stringify(end));
    // every intermediate state too
    expect(again.states.map((x) => JSON.stringify(x))).toEqual(states.map((x) => JSON.stringify(x)));
  });

  it('a record of choices (markers, players with spaces, none) replays exactly', () => {
    const effects = loadRules('effects.yaml');
    const s0 = newGame(effects, { players: 3, seed: 9, names: ['Ann', 'Bob Smith', 'Cy'] });
    const ann = s0.names[s0.turn ?? 0] ?? '';
    const end = moves(effects, s0, `${ann}: do ask_player`, `${ann}: choose @"Bob Smith"`, `${ann}: do ask_marker`, `${ann}: choose "High Token"`,
      `${ann}: do ask_card`, `${ann}: choose none`, `${ann}: do wildify`, `${ann}: do settle`, `${ann}: do stop`);
    expect(end.phase).toBe('over');
    const record = recordOf(effects, end, fixturePath('effects.yaml'), []);
    expect(record.moves).toContain('Ann: choose @"Bob Smith"');
    expect(record.moves).toContain('Ann: choose "High Token"');
    expect(record.moves).toContain('Ann: choose none');
    const again = replayed(effects, record);
    expect(again.ok).toBe(true);
    expect(JSON.stringify(last(again.states))).toBe(JSON.stringify(end));
  });

  it('undo is a replay of all but the last move', () => {
    const { states } = playRandom(climb, 3, 4);
    const end = last(states);
    const record = recordOf(climb, end, fixturePath('climb.yaml'), []);
    const undone = replayed(climb, record, record.moves.length - 1);
    expect(undone.ok).toBe(true);
    expect(undone.states).toHaveLength(record.moves.length);
    expect(JSON.stringify(last(undone.states))).toBe(JSON.stringify(states[states.length - 2]));
  });

  it('a corrupted move reports its index and its code', () => {
    const { states } = playRandom(climb, 3, 5);
    const record = recordOf(climb, last(states), fixturePath('climb.yaml'), []);
    const at = 3;
    const bad = (text: string): GameRecord => ({ ...record, moves: record.moves.map((m, i) => (i === at ? text : m)) });
    const mover = (record.moves[at] ?? '').split(':')[0] ?? '';
    const other = record.names.find((n) => n !== mover) ?? '';

    const unknown = replayed(climb, bad(`${mover}: play 12R`));
    expect(unknown.ok ? 'ok' : [unknown.index, unknown.error.code]).toEqual([at, 'notation/unknown-card']);
    expect(unknown.states).toHaveLength(at + 1);
    expect(JSON.stringify(last(unknown.states))).toBe(JSON.stringify(states[at]));

    const turn = replayed(climb, bad(`${other}: pass`));
    expect(turn.ok ? 'ok' : [turn.index, turn.error.code]).toEqual([at, 'move/not-your-turn']);

    const verb = replayed(climb, bad(`${mover}: fold`));
    expect(verb.ok ? 'ok' : [verb.index, verb.error.code]).toEqual([at, 'notation/unknown-verb']);
  });
});

const climbText = readFileSync(fileURLToPath(new URL('../fixtures/runtime/climb.yaml', import.meta.url)), 'utf8');

/** Rules compiled from texts: the base game, then variants. */
function compiled(base: string, ...variants: string[]): Rules {
  const r = compileRules({ file: 'climb.yaml', text: base }, variants.map((text, i) => ({ file: `edit${i}.yaml`, text })));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return prepareRules(r.def);
}

/** Zones with cards, as a deal lists them. */
const nonEmpty = (s: GameState): Record<string, string[]> => Object.fromEntries(Object.entries(s.zones).filter(([, ids]) => ids.length > 0));

/** The first state of each round (in this fixture setup asks nothing, so it is the deal as dealt). */
function roundStarts(states: readonly GameState[]): GameState[] {
  return states.filter((s, i) => i === 0 || s.round !== states[i - 1]?.round);
}

// Edits that change how the cards are dealt but not how they are played.
const SHUFFLE_TWICE = 'extends: climb.yaml\nround:\n  setup:\n    - shuffle: deck\n    - shuffle: deck\n    - deal: { count: 5 }\n';
const HAND_SIZE_VAR = 'extends: climb.yaml\nvars:\n  hand_size: 6\nround:\n  setup:\n    - shuffle: deck\n    - deal: { count: "hand_size" }\n';

describe('record format 2', () => {
  const climb = compiled(climbText);
  const game = (seed: number): { states: GameState[]; record: GameRecord } => {
    const { states } = playRandom(climb, 3, seed);
    return { states, record: recordOf(climb, last(states), 'climb.yaml', [], [{ path: 'climb.yaml', text: climbText }]) };
  };

  it('holds the format, the texts and their hash, and the deal of every round as it was dealt', () => {
    const { states, record } = game(11);
    expect(record.format).toBe(2);
    expect(record.files).toEqual({ 'climb.yaml': climbText });
    expect(record.hash).toBe(rulesHash([climbText], last(states).options));
    expect(record.hash).toMatch(/^fnv1a64:[0-9a-f]{16}$/);
    const starts = roundStarts(states);
    expect(starts.map((s) => s.round)).toEqual([1, 2]);
    expect(Object.keys(record.deals ?? {})).toEqual(['1', '2']);
    for (const s of starts) expect(record.deals?.[String(s.round)]).toEqual({ zones: nonEmpty(s), wild: [] });
    // JSON and back: still the same game
    const again = replayed(climb, JSON.parse(JSON.stringify(record)) as GameRecord);
    expect(again.states.map((x) => JSON.stringify(x))).toEqual(states.map((x) => JSON.stringify(x)));
  });

  it('replays exactly onto the same rules, which have not changed', () => {
    const { states, record } = game(12);
    const r = replayOnto(climb, record, { texts: [climbText] });
    expect(r).toMatchObject({ rulesChanged: false, stopped: null, setupError: null, dealNotes: [] });
    expect(r.states.map((x) => JSON.stringify(x))).toEqual(states.map((x) => JSON.stringify(x)));
  });

  it.each([
    ['an extra shuffle step', SHUFFLE_TWICE],
    ['a deal size from a new var', HAND_SIZE_VAR],
  ])('under edited rules (%s) every round gets its recorded deal, and the game plays the same', (_, edit) => {
    const edited = compiled(climbText, edit);
    const { states, record } = game(13);
    // The edit alone deals other cards from the same seed: without the recorded deals the game differs.
    const fresh = newGame(edited, { players: 3, names: record.names, seed: record.seed });
    expect(nonEmpty(fresh)).not.toEqual(record.deals?.['1']?.zones);
    const r = replayOnto(edited, record, { texts: [climbText, edit] });
    expect(r.rulesChanged).toBe(true);
    expect(r.stopped).toBeNull();
    expect(r.states).toHaveLength(states.length);
    const starts = roundStarts(r.states);
    expect(starts.map((s) => s.round)).toEqual([1, 2]);
    for (const s of starts) expect(nonEmpty(s)).toEqual(record.deals?.[String(s.round)]?.zones);
    const end = last(r.states);
    expect(end.phase).toBe('over');
    expect(end.players.map((p) => p.score)).toEqual(last(states).players.map((p) => p.score));
    expect(end.winners).toEqual(last(states).winners);
    // The deal's events were rewritten to show the cards as placed: each seat is dealt its recorded hand.
    const dealtTo = (seat: number): string[] => r.states[0]?.events.flatMap((e) => (e.kind === 'cards' && e.to === `hand#${seat}` ? e.cards : [])) ?? [];
    for (const seat of [0, 1, 2]) expect(dealtTo(seat)).toEqual(record.deals?.['1']?.zones[`hand#${seat}`]);
    // Each replayed state keeps the deals of its rounds so far only.
    expect(Object.keys(r.states[0]?.deals ?? {})).toEqual(['1']);
    expect(Object.keys(end.deals ?? {})).toEqual(['1', '2']);
  });

  it('reports the first move an edit makes illegal: its index, its code and the reason', () => {
    // Games where everyone plays as many cards as they can; the edit takes out a meld first played
    // after the first move.
    const greedy = (seed: number): GameState[] => {
      let s = newGame(climb, { players: 3, seed });
      const states = [s];
      while (s.phase !== 'over') {
        const ms = legalMoves(climb, s);
        const size = (m: (typeof ms)[number]): number => (m.kind === 'play' ? m.cards.length : 0);
        const r = applyMove(climb, s, ms.reduce((a, b) => (size(b) > size(a) ? b : a)));
        if (!r.ok) throw new Error(r.error.message);
        states.push((s = r.state));
      }
      return states;
    };
    const firstOf = (states: readonly GameState[], meld: string): number => last(states).history.findIndex((m) => m.kind === 'play' && m.meld === meld);
    const found = Array.from({ length: 20 }, (_, i) => greedy(21 + i))
      .flatMap((states) => ['run', 'gap', 'set'].map((meld) => ({ states, meld, k: firstOf(states, meld) })))
      .find((x) => x.k > 0);
    if (found === undefined) throw new Error('no game plays a meld after its first move');
    const { states, meld, k } = found;
    const record = recordOf(climb, last(states), 'climb.yaml', [], [{ path: 'climb.yaml', text: climbText }]);
    const edit = `extends: climb.yaml\nmelds:\n  ${meld}: null\n`;
    const r = replayOnto(compiled(climbText, edit), record, { texts: [climbText, edit] });
    expect(r.rulesChanged).toBe(true);
    expect(r.stopped).toMatchObject({ index: k, move: record.moves[k], code: 'move/not-a-meld' });
    expect(r.stopped?.reason).toMatch(/\S/);
    expect(r.states).toHaveLength(k + 1);
    expect(nonEmpty(last(r.states))).toEqual(nonEmpty(states[k] as GameState));
  });

  it('replays from the texts kept in the record alone (a moved record), as recorded', () => {
    const { states, record } = game(14);
    const kept = Object.values(record.files ?? {});
    const fromRecord = compiled(kept[0] ?? '');
    const r = replayOnto(fromRecord, record, { texts: kept });
    expect(r.rulesChanged).toBe(false);
    expect(r.stopped).toBeNull();
    expect(JSON.stringify(last(r.states))).toBe(JSON.stringify(last(states)));
  });

  it('still replays a format-1 record (no format, hash, texts or deals): whether the rules changed is unknown', () => {
    const { states, record } = game(15);
    const { format: _f, hash: _h, files: _t, deals: _d, ...v1 } = record;
    expect(Object.keys(v1).sort()).toEqual(['moves', 'names', 'options', 'rules', 'seed', 'variants']);
    const r = replayOnto(climb, v1, { texts: [climbText] });
    expect(r.rulesChanged).toBeNull();
    expect(r.stopped).toBeNull();
    expect(JSON.stringify(last(r.states))).toBe(JSON.stringify(last(states)));
  });

  it('says what of a recorded deal the edited rules cannot place, and leaves it out', () => {
    const { record } = game(16);
    const zones = { ...(record.deals?.['1']?.zones ?? {}) };
    zones['hand#0'] = [...(zones['hand#0'] ?? []), '12X'];
    zones['attic#1'] = [];
    const odd: GameRecord = { ...record, deals: { ...record.deals, 1: { zones, wild: [] } } };
    expect(dealNotes(climb, odd)).toEqual([
      'round 1: the recorded deal has cards these rules do not (12X): they are left out',
      'round 1: the recorded deal has zones these rules do not (attic#1): their cards are dealt by these rules',
    ]);
    const r = replayOnto(climb, odd);
    expect(r.states[0]?.zones['hand#0']).toEqual(record.deals?.['1']?.zones['hand#0']);
    expect(r.states[0]?.zones['attic#1']).toBeUndefined();
  });

  it('a game the edited rules cannot start is a setup error, not a throw', () => {
    const { record } = game(17);
    const r = replayOnto(climb, { ...record, names: ['Ann'] });
    expect(r.states).toEqual([]);
    expect(r.setupError?.code).toBe('game/player-count');
  });
});

describe('the rules hash', () => {
  it('is FNV-1a 64 (the published test values)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('changes with a text, the texts\' split and the options, but not with line endings or option order', () => {
    const h = rulesHash(['game: x\nplayers: 3\n', 'extends: g\n'], { a: 1, b: true });
    expect(rulesHash(['game: x\r\nplayers: 3\r\n', 'extends: g\r\n'], { b: true, a: 1 })).toBe(h);
    expect(rulesHash(['game: x\nplayers: 4\n', 'extends: g\n'], { a: 1, b: true })).not.toBe(h);
    expect(rulesHash(['game: x\nplayers: 3\nextends: g\n'], { a: 1, b: true })).not.toBe(h);
    expect(rulesHash(['game: x\nplayers: 3\n', 'extends: g\n'], { a: 2, b: true })).not.toBe(h);
    expect(rulesHash(['é ♣ 🂡'], {})).not.toBe(rulesHash(['e ♣ 🂡'], {}));
  });
});
