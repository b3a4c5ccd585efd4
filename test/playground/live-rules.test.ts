// "Keep playing" (playground/src/live-rules.ts): the game in play replayed onto edited rules stops
// at the first move they refuse, says which and why, and keeps each round's deal; an edit that
// leaves every move legal replays the whole game.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, createGame, legalMoves, prepareRules, type GameState, type Rules } from '../../runtime/index.js';
import { keepPlaying, replayMessage, type Running } from '../../playground/src/live-rules.js';

const FILE = 'rules/of-whats-left/game.yaml';
const original = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8');
const SET = 'set:    { size: 2.., same: rank }';

function rulesOf(text: string): Rules {
  const r = compileRules({ file: FILE, text });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** A game of the bundled rules played by always taking the `k`-th legal move, until a pair has been played and `extra` more moves. */
function gameWithAPair(extra: number): { running: Running; pairAt: number } {
  const rules = rulesOf(original);
  const created = createGame(rules, { players: 4, seed: '3', names: ['You', 'Bot 2', 'Bot 3', 'Bot 4'] });
  if (!created.ok) throw new Error('no game');
  let s: GameState = created.state;
  let pairAt = -1;
  for (let i = 0; i < 400 && s.phase !== 'over' && (pairAt < 0 || i <= pairAt + extra); i++) {
    const moves = legalMoves(rules, s);
    // Prefer a two-card set once, so the game surely has one.
    const pair = pairAt < 0 ? moves.find((m) => m.kind === 'play' && m.meld === 'set' && m.cards.length === 2 && i > 4) : undefined;
    const m = pair ?? moves[(i * 7) % moves.length];
    if (m === undefined) break;
    if (pair !== undefined) pairAt = i;
    const r = applyMove(rules, s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  if (pairAt < 0) throw new Error('no pair was played');
  return { running: { rules, state: s, main: FILE, variants: [], files: [{ path: FILE, text: original }] }, pairAt };
}

describe('keepPlaying', () => {
  it('stops at the first move the edited rules refuse, with its text, code and reason, keeping the deal', () => {
    const { running } = gameWithAPair(6);
    // The first play of a two-card set: the first move a set of three or more refuses.
    const pairAt = running.state.history.findIndex((m) => m.kind === 'play' && m.meld === 'set' && m.cards.length === 2);
    expect(pairAt).toBeGreaterThan(0);
    expect(original).toContain(SET);
    const edited = original.replace(SET, 'set:    { size: 3.., same: rank }');
    const r = keepPlaying(running, rulesOf(edited), [edited]);
    if (!r.ok) throw new Error(r.message);
    expect(r.report.rulesChanged).toBe(true);
    expect(r.total).toBe(running.state.history.length);
    expect(r.report.stopped?.index).toBe(pairAt);
    expect(r.report.stopped?.move).toMatch(/^(You|Bot \d): play /);
    expect(r.report.stopped?.code).toMatch(/\//);
    expect(r.states).toHaveLength(pairAt + 1);
    // The same deal under the new rules.
    const start = createGame(running.rules, { players: 4, seed: '3', names: running.state.names });
    expect(start.ok && r.states[0]?.zones).toEqual(start.ok ? start.state.zones : null);
    expect(r.message).toContain(`Move ${pairAt + 1} of ${r.total} (${r.report.stopped?.move}) no longer applies: ${r.report.stopped?.code} — `);
    expect(r.message).toContain(`The ${pairAt} moves before it replayed; play goes on from there.`);
  });

  it('replays every move when the edit leaves them legal', () => {
    const { running } = gameWithAPair(3);
    const edited = `${original}\n# a comment\n`;
    const r = keepPlaying(running, rulesOf(edited), [edited]);
    if (!r.ok) throw new Error(r.message);
    expect(r.report.stopped).toBeNull();
    expect(r.states).toHaveLength(running.state.history.length + 1);
    expect(r.states[r.states.length - 1]?.zones).toEqual(running.state.zones);
    expect(r.message).toBe(`All ${r.total} moves still apply under the new rules: play on.`);
  });

  it('says when the new rules cannot set the game up at all', () => {
    const { running } = gameWithAPair(0);
    const edited = original.replace('players: 3..4', 'players: 3..3');
    const r = keepPlaying(running, rulesOf(edited), [edited]);
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/^The new rules cannot set up this game \(game\/[a-z-]+: .+\); the game goes on under the old rules\.$/);
  });

  it('writes a replay with no move', () => {
    expect(replayMessage({ states: [], rulesChanged: null, stopped: null, dealNotes: [], setupError: null }, 0)).toBe('No move to replay under the new rules: play on.');
  });
});
