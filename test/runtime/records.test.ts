// Records and replay: recordOf + replay reproduce the exact final state, undo is a replay of all
// but the last move, and a corrupted record reports the index and the code of the bad move.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, randomBot, recordOf, type GameRecord, type GameState, type Rules } from '../../runtime/index.js';
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
