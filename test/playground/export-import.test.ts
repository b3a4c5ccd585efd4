// Export and import: the page's record is the runtime's (it replays with replayOnto to the same
// state), its problems are told as `cardsmith replay` tells them, and rule files survive a zip.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, createGame, legalMoves, prepareRules, type GameState } from '../../runtime/index.js';
import { importRuleFiles, parseRecord, recordFiles, recordText, replayRecord, rulesZip } from '../../playground/src/export-import.js';

const read = (p: string): string => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8');
const MAIN = { file: 'rules/of-whats-left/game.yaml', text: read('rules/of-whats-left/game.yaml') };
const OWLS = { file: 'rules/of-whats-left/variants/special-owls.yaml', text: read('rules/of-whats-left/variants/special-owls.yaml') };

function game(variants: typeof OWLS[], moves: number) {
  const def = compileRules(MAIN, variants).def;
  if (def === undefined) throw new Error('no def');
  const rules = prepareRules(def);
  const c = createGame(rules, { players: 4, seed: '8', names: ['You', 'Bot 2', 'Bot 3', 'Bot 4'] });
  if (!c.ok) throw new Error('no game');
  let s: GameState = c.state;
  for (let i = 0; i < moves; i++) {
    const m = legalMoves(rules, s).at(-1);
    if (m === undefined) break;
    const r = applyMove(rules, s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return { def, rules, state: s };
}

describe('records', () => {
  it('are written with paths relative to the game folder and the texts, and replay to the same state', () => {
    const { def, rules, state } = game([OWLS], 9);
    const text = recordText(rules, state, [MAIN, OWLS], [OWLS.file]);
    const parsed = parseRecord('r.json', text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.record).toMatchObject({ format: 2, rules: 'game.yaml', variants: ['variants/special-owls.yaml'], seed: '8' });
    expect(recordFiles(parsed.record)).toEqual([{ file: 'game.yaml', text: MAIN.text }, { file: 'variants/special-owls.yaml', text: OWLS.text }]);
    const r = replayRecord(def, parsed.record, [MAIN.text, OWLS.text], 'r.json');
    expect(r.complete).toBe(true);
    expect(r.report.rulesChanged).toBe(false);
    expect(r.lines).toEqual(['Replayed r.json: 9 moves, 4 players (You, Bot 2, Bot 3, Bot 4), seed 8.']);
    expect(JSON.stringify(r.state?.zones)).toBe(JSON.stringify(state.zones));
    expect(r.state?.history.length).toBe(9);
  });

  it('whose moves no longer apply stop there, told as cardsmith replay tells it', () => {
    const { def, rules, state } = game([], 6);
    const parsed = parseRecord('r.json', recordText(rules, state, [MAIN], []));
    if (!parsed.ok) throw new Error(parsed.message);
    const moves = [...parsed.record.moves];
    moves[3] = `${moves[3]?.split(':')[0]}: play 99Z`;
    const r = replayRecord(def, { ...parsed.record, moves }, [`${MAIN.text}\n# edited\n`], 'r.json');
    expect(r.complete).toBe(false);
    expect(r.lines[0]).toBe('Note: rules changed since recording; each round keeps its recorded deal');
    expect(r.lines[1]).toMatch(/^r\.json: move 4 \(.*: play 99Z\) no longer applies: notation\/[a-z-]+: /);
    expect(r.lines[2]).toBe('The record applies up to move 3 of 6; play goes on from there.');
    expect(r.state?.history.length).toBe(3);
  });

  it('that the rules cannot start (a player count) say so', () => {
    const { def, rules, state } = game([], 2);
    const parsed = parseRecord('r.json', recordText(rules, state, [MAIN], []));
    if (!parsed.ok) throw new Error(parsed.message);
    const r = replayRecord(def, { ...parsed.record, names: ['A'] }, [MAIN.text], 'r.json');
    expect(r.state).toBeNull();
    expect(r.lines[0]).toMatch(/^r\.json: /);
  });

  it('that are not records are refused with the reason', () => {
    const cases: [string, RegExp][] = [
      ['nope', /not JSON/],
      ['[]', /expected a JSON object/],
      ['{"moves": []}', /the keys 'rules', 'variants', 'options', 'seed', 'names' are missing/],
      ['{"format": 3, "rules": "g"}', /format 3/],
      ['{"rules": "g", "variants": [], "options": {}, "seed": 1, "names": ["A"], "moves": []}', /'seed' must be a string/],
      ['{"rules": "g", "variants": [], "options": {}, "seed": "1", "names": [], "moves": []}', /'names' must name/],
    ];
    for (const [text, why] of cases) {
      const r = parseRecord('x.json', text);
      expect(r.ok ? 'ok' : r.message, text).toMatch(why);
    }
  });
});

describe('rule files', () => {
  it('survive a zip: the rule file first, its variants after, laid out as in the game folder', () => {
    const zip = rulesZip([MAIN, OWLS]);
    const r = importRuleFiles([{ name: 'of-whats-left-rules.zip', bytes: zip }]);
    expect(r).toEqual({ ok: true, files: [{ file: 'game.yaml', text: MAIN.text }, { file: 'variants/special-owls.yaml', text: OWLS.text }] });
  });

  it('are taken as chosen YAML files too, the one that extends nothing being the rule file', () => {
    const r = importRuleFiles([{ name: 'special-owls.yaml', bytes: strToU8(OWLS.text) }, { name: 'game.yaml', bytes: strToU8(MAIN.text) }]);
    expect(r.ok && r.files.map((f) => f.file)).toEqual(['game.yaml', 'special-owls.yaml']);
    expect(importRuleFiles([{ name: 'special-owls.yaml', bytes: strToU8(OWLS.text) }])).toMatchObject({ ok: false, message: expect.stringMatching(/none of the files is a rule file/) });
    expect(importRuleFiles([{ name: 'a.yaml', bytes: strToU8(MAIN.text) }, { name: 'b.yaml', bytes: strToU8(MAIN.text) }])).toMatchObject({ ok: false, message: expect.stringMatching(/more than one rule file/) });
    expect(importRuleFiles([{ name: 'x.zip', bytes: strToU8('not a zip') }])).toMatchObject({ ok: false, message: expect.stringMatching(/x\.zip: not a zip file/) });
    expect(importRuleFiles([{ name: 'x.txt', bytes: strToU8('') }])).toMatchObject({ ok: false, message: expect.stringMatching(/not a rule file/) });
  });
});
