// A block of one statement with no choice runs without its frame being pushed first
// (effect-runner.ts runAlone); wherever that frame would be seen it is there, as a frame that ran
// the statement would be. Handlers' tasks share the event's locals only when nothing writes them.
import { describe, expect, it } from 'vitest';
import { cardRef } from '../../runtime/values.js';
import type { GameState } from '../../runtime/index.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const rules = loadRules('handler-frames.yaml');

const blockOf = (action: string): number => {
  const a = rules.def.actions.find((x) => x.name === action);
  if (a === undefined) throw new Error(action);
  return a.do.id;
};

function start(): GameState {
  return dealt(rules, { Ann: ['1R', '2R', '2G', '5G'], Bob: ['5R', '8R'], Cy: ['3R', '7R'] });
}

describe('a one-statement block', () => {
  it('that stacks frames which wait for a choice is kept below them, one statement on, as a frame that ran it', () => {
    const s = moves(rules, start(), 'Ann: do grab', 'Ann: do settle');
    // The mid token resolved first (highest priority); the low one waits for Ann's card.
    expect(s.vars['trail']).toEqual(['mid Ann']);
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 0, choice: 'card' });
    expect(s.frames).toHaveLength(2);
    expect(JSON.stringify(s.frames[0])).toBe(JSON.stringify({ block: blockOf('settle'), pc: 1, me: 0, locals: {}, answers: [] }));
    // The same block with a second statement, run in a frame from its start, waits the same way.
    const t = moves(rules, start(), 'Ann: do grab', 'Ann: do settle_then');
    expect(JSON.stringify(t.frames[0])).toBe(JSON.stringify({ block: blockOf('settle_then'), pc: 1, me: 0, locals: {}, answers: [] }));
    expect(JSON.stringify(s.frames[1])).toBe(JSON.stringify(t.frames[1]));
  });

  it('finishes once answered, also from the saved state', () => {
    const s = moves(rules, start(), 'Ann: do grab', 'Ann: do settle');
    const done = moves(rules, s, 'Ann: choose 2G');
    expect(done.pending).toBeNull();
    expect(done.frames).toEqual([]);
    expect(done.vars['picked']).toEqual(cardRef('2G'));
    expect(done.markers['low']?.owner).toBeNull();
    // Answered in a state read back from its JSON (no kept costs, a frame like any other).
    const saved = moves(rules, JSON.parse(JSON.stringify(s)) as GameState, 'Ann: choose 2G');
    expect(JSON.stringify(saved)).toBe(JSON.stringify(done));
  });

  it('that stacks nothing leaves no frame and no task', () => {
    const s = moves(rules, start(), 'Ann: do settle');
    expect(s.frames).toEqual([]);
    expect(s.tasks).toEqual([]);
    expect(s.pending).toBeNull();
  });

  it('that writes a local writes its own', () => {
    const s = moves(rules, start(), 'Ann: do write_one');
    expect(s.frames).toEqual([]);
    expect(s.pending).toBeNull();
  });
});

describe("handlers' locals", () => {
  it('a handler that writes a local has its own for every seat; one that does not reads the event', () => {
    const s = moves(rules, start(), 'Ann: play 1R');
    expect(s.vars['trail']).toEqual(['Ann', 'Bob', 'Cy']);
    expect(s.vars['last_size']).toBe(1);
    // The state stays JSON: nothing of a handler's locals is left behind.
    expect(s.tasks).toEqual([]);
    expect(s.frames).toEqual([]);
  });

  it('a handler that writes a local and then asks leaves the later seats their own, unwritten', () => {
    const s = moves(rules, start(), 'Ann: play 1R', 'Bob: pass');
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 0, choice: 'card' });
    expect(s.frames.map((f) => f.locals)).toEqual([{ seen: 'Ann' }]);
    expect(JSON.stringify(s.tasks.map((t) => t.locals))).toBe('[{},{}]');
    const next = moves(rules, s, 'Ann: choose 2R');
    expect(next.frames.map((f) => f.locals)).toEqual([{ seen: 'Bob' }]);
    expect(JSON.stringify(next.tasks.map((t) => t.locals))).toBe('[{}]');
  });
});
