// A reader that goes away (`cardsmith demo | head -1`): the command ends quietly with exit code 0,
// without Node's EPIPE error and its stack trace. Runs the built command as a process, as a shell
// pipe does (npm test builds it first; the build is checked here as in simulate.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = `${root}bin/cardsmith.js`;

beforeAll(() => {
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', `${root}cli`], { stdio: 'inherit' });
}, 120_000);

/**
 * Runs cardsmith with stdout a pipe whose reading end is closed: at once (`early`: the first write
 * fails), or after the first chunk, as `head -1` does.
 */
function withClosedStdout(args: readonly string[], when: 'early' | 'after-first-chunk'): Promise<{ code: number | null; err: string; first: string }> {
  const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  let first = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  if (when === 'early') child.stdout.destroy();
  else child.stdout.once('data', (d: Buffer) => {
    first = d.toString();
    child.stdout.destroy();
  });
  return new Promise((done) => child.on('close', (code) => done({ code, err, first })));
}

describe('a closed pipe', () => {
  for (const args of [['demo'], ['schema'], ['demo', 'rules/bested-another-time/game.yaml', '--players', '6']]) {
    for (const when of ['early', 'after-first-chunk'] as const) {
      it(`cardsmith ${args.join(' ')} ends quietly with exit 0 (reader gone ${when})`, async () => {
        const r = await withClosedStdout(args, when);
        expect(r.err).toBe('');
        expect(r.code).toBe(0);
        if (when === 'after-first-chunk') expect(r.first.length).toBeGreaterThan(0);
      });
    }
  }
});
