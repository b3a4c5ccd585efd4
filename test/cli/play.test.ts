// `cardsmith play` in-process: a human seat fed with typed lines against random bots.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';

const owl = fileURLToPath(new URL('../../rules/of-whats-left/game.yaml', import.meta.url));

describe('cardsmith play', () => {
  it('plays a whole game to the final scores when the human always picks move 1', async () => {
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], () => '1');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain("Of What's Left: 3 players, seed 5. You are seat 1.");
    expect(r.out).toMatch(/Final scores:\n {2}You +-?\d+\n {2}Bot 2 +-?\d+\n {2}Bot 3 +-?\d+/);
    expect(r.out).toMatch(/game over: (.* wins|you win|.* share the win)/);
  });

  it('explains a refused move, answers help, and takes back a move with undo', async () => {
    const script = ['pass', 'help', '1', 'undo', 'quit'];
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], () => script.shift());
    expect(r.code).toBe(0);
    expect(r.out).toContain('not allowed: You leads and may not pass');
    expect(r.out).toContain('undo   take back your last move');
    // After undo, the first decision is shown again exactly as it was.
    const blocks = r.out.split('> ').map((b) => b.slice(b.indexOf('— round')));
    expect(blocks.length).toBe(6);
    expect(blocks[4]).toBe(blocks[0]);
    expect(blocks[3]).not.toBe(blocks[0]);
  });

  it('writes a record that cardsmith replay plays back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-'));
    const file = join(dir, 'game.json');
    const r = await runCli(['play', owl, '--players', '3', '--seed', '9', '--record', file], () => '1');
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(file, 'utf8')) as { moves: string[]; seed: string };
    expect(record.seed).toBe('9');
    expect(record.moves.length).toBeGreaterThan(10);
    const replayed = await runCli(['replay', file], () => undefined);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain(record.moves[0] ?? 'no moves');
    expect(replayed.out).toMatch(/game over/);
  });

  it('stops with exit 1 when the input ends mid-game', async () => {
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], () => undefined);
    expect(r.code).toBe(1);
    expect(r.err).toContain('input ended');
  });

  it('rejects a bot it does not know and a missing rule file as usage errors', async () => {
    expect((await runCli(['play', owl, '--bots', 'genius'], () => undefined)).code).toBe(2);
    expect((await runCli(['play'], () => undefined)).code).toBe(2);
  });
});
