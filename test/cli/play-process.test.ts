// `cardsmith play` as a separate process, through a pipe and through a real pseudo-terminal
// (util-linux `script`): it must exit on `quit` and at game over. An open standard input once kept
// the process alive after `quit`; only a test that types into a live process sees that.
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'bin/cardsmith.js');
const owl = join(root, 'rules/of-whats-left/game.yaml');
const hasScript = spawnSync('script', ['--version']).status === 0;

interface Session {
  readonly code: number | null;
  readonly out: string;
}

/**
 * Runs a command, typing each line of `typed` when the output next ends with the prompt `> `;
 * standard input stays open (as a person's terminal does). Gives up after `ms`.
 */
function session(command: string, args: string[], typed: string[], ms = 20_000): Promise<Session> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, TERM: 'dumb' } });
    let out = '';
    let prompts = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    const onData = (d: Buffer): void => {
      out += d.toString();
      const count = out.split('> ').length - 1;
      while (prompts < count && typed.length > 0) {
        prompts++;
        child.stdin.write(`${typed.shift()}\n`);
      }
      prompts = Math.max(prompts, count);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('cardsmith play in a live process', () => {
  it('exits on quit through a pipe that stays open, with the record written', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cardsmith-proc-')), 'game.json');
    const r = await session('node', [bin, 'play', owl, '--players', '3', '--seed', '5', '--record', file], ['1', 'quit']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Game stopped; the record is in');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { moves: string[] };
    expect(record.moves[0]).toMatch(/^You: play /);
  });

  it.runIf(hasScript)('exits on quit in a real pseudo-terminal', async () => {
    const cmd = `node ${bin} play ${owl} --players 3 --seed 5`;
    const r = await session('script', ['-qec', cmd, '/dev/null'], ['quit']);
    expect(r.out).toContain('Your turn:');
    expect(r.out).toContain('Game stopped.');
    expect(r.code).toBe(0);
  });
});
