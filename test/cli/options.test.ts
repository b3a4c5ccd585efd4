// `--option NAME=VALUE` with an option whose `patch:` changes the rules: play, demo and simulate
// compile the rules with the options the games are created with (here the patch retitles the game
// and makes sets triples), and validate finds an error in a patch that is not the default.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';

const file = fileURLToPath(new URL('../fixtures/options-climb.yaml', import.meta.url));
const GAME = readFileSync(file, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'cardsmith-options-'));

describe('--option with patched options', () => {
  it('demo compiles and plays with the option', async () => {
    const plain = await runCli(['demo', file, '--players', '3']);
    expect(plain.code).toBe(0);
    expect(plain.out.startsWith('Tiny Climb, 3 players')).toBe(true);
    const big = await runCli(['demo', file, '--players', '3', '--option', 'big_sets=true']);
    expect(big.err).toBe('');
    expect(big.code).toBe(0);
    expect(big.out.startsWith('Big Climb, 3 players')).toBe(true);
  });

  it('play compiles with the option', async () => {
    const r = await runCli(['play', file, '--players', '3', '--seed', '2', '--option', 'big_sets=true'], ['quit']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Big Climb: 3 players, seed 2.');
  });

  it('simulate compiles the job with the option, and every game is created with it', async () => {
    const r = await runCli(['simulate', file, '--players', '3', '--games', '4', '--workers', '1', '--option', 'big_sets=true', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { completed: number; errors: unknown[] };
    expect(report.errors).toEqual([]);
    expect(report.completed).toBe(4);
  });

  it('validate reports an error in the patch of a value that is not the default, in the patch', async () => {
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, GAME.replace('size: 3..', 'size: 3.., same: colour'));
    const r = await runCli(['validate', broken, '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out) as { diagnostics: { code: string; range: { start: { line: number; column: number } } }[] };
    expect(out.diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(['schema/not-one-of 12:42']);
  });
});
