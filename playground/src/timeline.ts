// The game as a line of states (the start, then the state after each move) that can be looked
// back on, cut (a branch) and undone. Undo and redo work on whole lines: before your move or a cut,
// the line as it was goes on the undo stack, so undo takes back your move together with the bots'
// moves after it, and undoing a cut brings back the moves it dropped. Pure: no DOM, no timers.

/** Undo keeps at most this many lines (each an array of references to shared states). */
export const UNDO_DEPTH = 100;

export class Timeline<S> {
  private line: S[] = [];
  private undos: S[][] = [];
  private redos: S[][] = [];
  /** The state looked at (an index into the line), or null: now. */
  private viewing: number | null = null;

  /** Starts again from `states` (a new game, or a replay under new rules): no undo, no redo. */
  reset(states: readonly S[]): void {
    this.line = [...states];
    this.undos = [];
    this.redos = [];
    this.viewing = null;
  }

  /** The latest state, or null before a game. */
  get now(): S | null {
    return this.line[this.line.length - 1] ?? null;
  }

  /** How many moves the line holds (its states less the start). */
  get moves(): number {
    return Math.max(0, this.line.length - 1);
  }

  /** The state after move `k` (0: the start). */
  at(k: number): S | undefined {
    return this.line[k];
  }

  get states(): readonly S[] {
    return this.line;
  }

  /** The move looked at (0: the start), or null when looking at now. */
  get viewed(): number | null {
    return this.viewing;
  }

  /** The state shown: the one looked at, or now. */
  get shown(): S | null {
    return this.viewing === null ? this.now : (this.line[this.viewing] ?? null);
  }

  /** Adds the state after a move; `own` (the person's move) can be undone, and drops what redo held. */
  push(s: S, own: boolean): void {
    if (own) {
      this.remember(this.undos, this.line);
      this.redos = [];
    }
    this.line = [...this.line, s];
    this.viewing = null;
  }

  /** Looks at the state after move `k`; k at or past the last move looks at now. */
  view(k: number): void {
    const last = this.line.length - 1;
    this.viewing = k >= last || last < 0 ? null : Math.max(0, Math.floor(k));
  }

  backToNow(): void {
    this.viewing = null;
  }

  /** Continues from the state looked at: the moves after it are dropped (undo brings them back). */
  branch(): boolean {
    if (this.viewing === null) return false;
    this.remember(this.undos, this.line);
    this.redos = [];
    this.line = this.line.slice(0, this.viewing + 1);
    this.viewing = null;
    return true;
  }

  get canUndo(): boolean {
    return this.undos.length > 0;
  }

  get canRedo(): boolean {
    return this.redos.length > 0;
  }

  undo(): boolean {
    const back = this.undos.pop();
    if (back === undefined) return false;
    this.remember(this.redos, this.line);
    this.line = back;
    this.viewing = null;
    return true;
  }

  redo(): boolean {
    const forward = this.redos.pop();
    if (forward === undefined) return false;
    this.remember(this.undos, this.line);
    this.line = forward;
    this.viewing = null;
    return true;
  }

  private remember(stack: S[][], line: readonly S[]): void {
    stack.push([...line]);
    if (stack.length > UNDO_DEPTH) stack.shift();
  }
}

/**
 * The move (0: the start) after which log line `line` was written, given how many log lines each
 * state of the line has (`counts[k]`: lines once move k was made); -1 when no state has it.
 */
export function moveOfLogLine(counts: readonly number[], line: number): number {
  for (let k = 0; k < counts.length; k++) if ((counts[k] ?? 0) > line) return k;
  return -1;
}
