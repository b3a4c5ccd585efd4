// The game's timeline (playground/src/timeline.ts): looking back, branching, and undo and redo of
// whole lines, so undo takes back your move with the bots' after it and undoing a branch brings
// the dropped moves back.
import { describe, expect, it } from 'vitest';
import { Timeline, moveOfLogLine, UNDO_DEPTH } from '../../playground/src/timeline.js';

/** A line of states named by the moves so far: 's', 's a', 's a b'... */
function line(t: Timeline<string>): string[] {
  return [...t.states];
}

describe('Timeline', () => {
  it('undoes your move together with the bots\' moves after it, and redoes them', () => {
    const t = new Timeline<string>();
    t.reset(['s']);
    t.push('s b1', false);
    t.push('s b1 you', true);
    t.push('s b1 you b2', false);
    t.push('s b1 you b2 b3', false);
    expect(t.moves).toBe(4);
    expect(t.canUndo).toBe(true);
    expect(t.undo()).toBe(true);
    expect(line(t)).toEqual(['s', 's b1']);
    expect(t.now).toBe('s b1');
    expect(t.canUndo).toBe(false);
    expect(t.undo()).toBe(false);
    expect(t.redo()).toBe(true);
    expect(t.now).toBe('s b1 you b2 b3');
    expect(t.canRedo).toBe(false);
  });

  it('drops what redo held when you make another move', () => {
    const t = new Timeline<string>();
    t.reset(['s']);
    t.push('s x', true);
    t.undo();
    expect(t.canRedo).toBe(true);
    t.push('s y', false);
    expect(t.canRedo).toBe(true);
    t.push('s y z', true);
    expect(t.canRedo).toBe(false);
    expect(t.undo()).toBe(true);
    expect(t.now).toBe('s y');
  });

  it('looks back read-only and comes back to now', () => {
    const t = new Timeline<string>();
    t.reset(['s', 's a', 's a b']);
    t.view(1);
    expect(t.viewed).toBe(1);
    expect(t.shown).toBe('s a');
    expect(t.now).toBe('s a b');
    t.view(2);
    expect(t.viewed).toBeNull();
    t.view(0);
    expect(t.shown).toBe('s');
    t.backToNow();
    expect(t.shown).toBe('s a b');
  });

  it('branches from the move looked at, and undoing the branch brings the later moves back', () => {
    const t = new Timeline<string>();
    t.reset(['s', 's a', 's a b', 's a b c']);
    expect(t.branch()).toBe(false);
    t.view(1);
    expect(t.branch()).toBe(true);
    expect(line(t)).toEqual(['s', 's a']);
    expect(t.viewed).toBeNull();
    t.push('s a d', true);
    t.undo();
    expect(line(t)).toEqual(['s', 's a']);
    t.undo();
    expect(line(t)).toEqual(['s', 's a', 's a b', 's a b c']);
    t.redo();
    expect(line(t)).toEqual(['s', 's a']);
  });

  it('a new game or a replay forgets undo and redo', () => {
    const t = new Timeline<string>();
    t.reset(['s']);
    t.push('s a', true);
    t.reset(['r', 'r a']);
    expect(t.canUndo).toBe(false);
    expect(t.canRedo).toBe(false);
    expect(t.moves).toBe(1);
  });

  it('keeps at most UNDO_DEPTH lines', () => {
    const t = new Timeline<number>();
    t.reset([0]);
    for (let i = 1; i <= UNDO_DEPTH + 5; i++) t.push(i, true);
    let undone = 0;
    while (t.undo()) undone++;
    expect(undone).toBe(UNDO_DEPTH);
    expect(t.now).toBe(5);
  });
});

describe('moveOfLogLine', () => {
  it('finds the move whose state first has the line', () => {
    // The start wrote 2 lines, move 1 none, move 2 three, move 3 one.
    const counts = [2, 2, 5, 6];
    expect(moveOfLogLine(counts, 0)).toBe(0);
    expect(moveOfLogLine(counts, 1)).toBe(0);
    expect(moveOfLogLine(counts, 2)).toBe(2);
    expect(moveOfLogLine(counts, 4)).toBe(2);
    expect(moveOfLogLine(counts, 5)).toBe(3);
    expect(moveOfLogLine(counts, 6)).toBe(-1);
  });
});
