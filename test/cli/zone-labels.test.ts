// A zone's and a var's `label`: what the log, the clients' labels and the terminal table call it;
// the table's player lines broken between parts; and the log's order at a trick's end.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, labelsOf, legalMoves, logLines, prepareRules, view, type GameState, type Rules } from '../../runtime/index.js';
import { renderView } from '../../cli/table-text.js';
import { question } from '../../cli/decision-screen.js';
import { newGame } from '../runtime/new-game.js';

const dir = fileURLToPath(new URL('../../rules/worst-in-show/', import.meta.url));
const game = { file: 'rules/worst-in-show/game.yaml', text: readFileSync(`${dir}game.yaml`, 'utf8') };
const labelled = {
  file: 'rules/worst-in-show/variants/labels.yaml',
  text: `extends: ../game.yaml
zones:
  left:  { per-player: true, visible: owner, label: Obedience side }
  right: { per-player: true, visible: owner, label: Misbehave side }
  discard: { visible: count, label: won pile }
vars:
  last_winner: { start: null, label: last trick's winner }
player-vars:
  clear_points: { start: -2, label: clearing points }
`,
};

function rulesOf(variants: (typeof labelled)[]): Rules {
  const r = compileRules(game, variants);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return prepareRules(r.def);
}

/** A game past its splits (the random bots' first moves), at its first trick. */
function split(rules: Rules): GameState {
  let s = newGame(rules, { players: 4, seed: 2, names: ['Ann', 'Bob', 'Cy', 'Dee'] });
  while (s.pending?.kind === 'setup') s = applyFirst(rules, s, s.pending.waiting[0] as number);
  return s;
}

function applyFirst(rules: Rules, s: GameState, seat: number): GameState {
  const m = legalMoves(rules, s).find((x) => x.seat === seat);
  if (m === undefined) throw new Error('no move');
  const r = applyMove(rules, s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('zone labels', () => {
  const plain = rulesOf([]);
  const rules = rulesOf([labelled]);

  it('are the clients\' labels of the zones; a zone without one is called by its name', () => {
    const zones = labelsOf(rules).zones;
    expect(zones['left']).toMatchObject({ name: 'left', label: 'Obedience side', perPlayer: true });
    expect(zones['discard']).toMatchObject({ name: 'discard', label: 'won pile' });
    expect(zones['hand']).toMatchObject({ name: 'hand', label: 'hand' });
    expect(labelsOf(plain).zones['left']?.label).toBe('left');
  });

  it('name the zones in the log', () => {
    const s = split(rules);
    const lines = logLines(rules, s, 0);
    expect(lines.some((l) => /^Ann's Obedience side: (\d+[BCGP] )*\d+[BCGP]$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Bob's Misbehave side: \d+ cards?$/.test(l))).toBe(true);
    expect(logLines(plain, split(plain), 0).some((l) => /^Ann's left: /.test(l))).toBe(true);
  });

  it('name the zones at the terminal table, whose player lines go on below rather than past 100 columns', () => {
    const text = renderView(rules, view(rules, split(rules), 0));
    expect(text).toContain('Your Obedience side: ');
    expect(text).toMatch(/Obedience side \d+, Misbehave side \d+/);
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
    const narrow = renderView(rules, view(rules, split(rules), 0), { columns: 60 }).split('\n');
    const you = narrow.findIndex((l) => l.startsWith('▶ Ann (you)'));
    expect(narrow[you]?.endsWith(' ·')).toBe(true);
    expect(narrow[you + 1]?.startsWith(' '.repeat(narrow[you]?.indexOf('0 points') ?? 0))).toBe(true);
    for (const line of narrow.slice(0, 9)) expect(line.length, line).toBeLessThanOrEqual(60);
  });

  it('name the vars in the clients\' labels, the log and at the table', () => {
    expect(labelsOf(rules).playerVars['clear_points']).toEqual({ name: 'clear_points', label: 'clearing points' });
    expect(labelsOf(rules).playerVars['bid']).toEqual({ name: 'bid', label: 'bid' });
    expect(labelsOf(rules).vars['last_winner']).toEqual({ name: 'last_winner', label: "last trick's winner" });
    let s = split(rules);
    // Play the first trick out: its winner is set, and a seat's clearing points may change.
    for (let i = 0; i < 4 && s.phase === 'play'; i++) s = applyFirst(rules, s, legalMoves(rules, s)[0]?.seat as number);
    const lines = logLines(rules, s, null);
    expect(lines).toContain("last trick's winner is now " + (s.names[(s.vars['last_winner'] as { seat: number }).seat] ?? ''));
    expect(lines.some((l) => l.includes('last_winner'))).toBe(false);
    const text = renderView(rules, view(rules, s, 0));
    expect(text).toMatch(/clearing points -?\d/);
    expect(text).toContain("Vars: last trick's winner ");
    expect(text).not.toContain('clear_points');
  });

  it('must be text', () => {
    const bad = compileRules(game, [{ ...labelled, text: labelled.text.replace('label: won pile', 'label: ""') }]);
    expect(bad.def).toBeUndefined();
    expect(bad.diagnostics[0]?.code).toMatch(/^schema\//);
    expect(bad.diagnostics[0]?.range.start.line).toBe(5);
  });
});

describe('the terminal\'s split question', () => {
  it('names the zones by their labels', () => {
    const r = compileRules(game, [labelled]);
    if (r.def === undefined) throw new Error('no rules');
    const rules = prepareRules(r.def);
    const s = newGame(rules, { players: 4, seed: 2 });
    expect(question(rules, s, 0)).toBe('Split your hand: how many cards go to your Misbehave side (the last ones in dealt order)?');
  });
});

describe('the log at a trick\'s end', () => {
  it('says the trick ended before what its trick-end handlers do', () => {
    const plain = rulesOf([]);
    let s = split(plain);
    for (let i = 0; i < 4 && s.phase === 'play'; i++) s = applyFirst(plain, s, legalMoves(plain, s)[0]?.seat as number);
    const lines = logLines(plain, s, null);
    const ended = lines.findIndex((l) => /^trick 1 ends: \w+ wins it$/.test(l));
    const handler = lines.findIndex((l) => l.startsWith('last_winner is now '));
    expect(ended).toBeGreaterThan(0);
    expect(handler).toBe(ended + 1);
  });
});
