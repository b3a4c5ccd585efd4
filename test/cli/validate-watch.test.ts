// `cardsmith validate --watch`: a fresh report after each change of a watched file (a rule file
// broken and fixed, a variant added to a watched folder, a base outside it), and stopping with q or
// Ctrl-C, the exit code being the last check's. Every wait is bounded.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../cli/main.js';
import type { CliIo } from '../../cli/io.js';

const TEMPLATE = fileURLToPath(new URL('../../cli/templates/trick-game/', import.meta.url));
const GAME = readFileSync(join(TEMPLATE, 'game.yaml'), 'utf8');
const VARIANT = readFileSync(join(TEMPLATE, 'variants/stars-are-trumps.yaml'), 'utf8');
const BROKEN = GAME.replace('score: "me.tricks - me.waves"', 'score: "me.trickz - me.waves"');
const BIN = fileURLToPath(new URL('../../bin/cardsmith.js', import.meta.url));

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-watch-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Waits until `ready()` holds, checking every 20 ms; fails after `ms` with what was seen. */
async function until(ready: () => boolean, ms: number, seen: () => string): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`gave up waiting after ${ms} ms; output so far:\n${seen()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const count = (text: string, part: string): number => text.split(part).length - 1;

/** A CLI io whose typed input is a `q` line, sent when the test says so. */
function watchIo(): { io: CliIo; out: () => string; err: () => string; quit: () => void } {
  let out = '';
  let err = '';
  let quit = (): void => undefined;
  const typed = new Promise<void>((r) => (quit = r));
  const io: CliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    errIsTty: false,
    lines: () => ({
      next: async () => {
        await typed;
        return { done: false, value: 'q' };
      },
    }),
  };
  return { io, out: () => out, err: () => err, quit: () => quit() };
}

describe('cardsmith validate --watch, in-process', () => {
  it('reports again after each change, picks up new files, and stops on q with the last exit code', async () => {
    const dir = join(tmp, 'game');
    mkdirSync(dir);
    const game = join(dir, 'game.yaml');
    writeFileSync(game, GAME);
    const w = watchIo();
    const running = main(['validate', '--watch', dir], w.io);
    const reports = (): number => count(w.out(), ' checked: ');
    await until(() => w.out().includes('for changes (q or Ctrl-C to stop)'), 10_000, w.out);
    expect(w.out()).toMatch(/^1 file checked: 0 errors, 0 warnings\nwatching .* for changes/);

    writeFileSync(game, BROKEN);
    await until(() => reports() === 2, 10_000, w.out);
    expect(w.out()).toContain(`${game} changed (`);
    expect(w.out()).toMatch(/game\.yaml:\d+:\d+: error name\/unknown-member: .*trickz/);
    expect(w.out()).toContain('1 file checked: 1 error, 0 warnings');

    writeFileSync(game, GAME);
    await until(() => reports() === 3, 10_000, w.out);
    // A file added to the watched folder is checked from then on.
    mkdirSync(join(dir, 'variants'));
    writeFileSync(join(dir, 'variants', 'v.yaml'), VARIANT.replace('trump: S', 'trump: Q'));
    await until(() => w.out().includes('2 files checked: '), 10_000, w.out);
    await until(() => w.out().trimEnd().endsWith('(q or Ctrl-C to stop)'), 10_000, w.out);
    expect(w.out().split('2 files checked: ')[1]).toMatch(/^1 error/);

    w.quit();
    expect(await running).toBe(1); // the last check found the variant's error
    expect(w.err()).toBe('');
    // Stopped: a change now is not reported.
    const before = w.out();
    writeFileSync(game, BROKEN);
    await new Promise((r) => setTimeout(r, 400));
    expect(w.out()).toBe(before);
  });

  it('checks a variant again when the base it extends, outside the watched paths, changes', async () => {
    const base = join(tmp, 'base');
    mkdirSync(join(base, 'variants'), { recursive: true });
    writeFileSync(join(base, 'game.yaml'), GAME);
    const variant = join(base, 'variants', 'stars-are-trumps.yaml');
    writeFileSync(variant, VARIANT);
    const w = watchIo();
    const running = main(['validate', '--watch', variant], w.io);
    await until(() => w.out().includes('(q or Ctrl-C to stop)'), 10_000, w.out);
    writeFileSync(join(base, 'game.yaml'), BROKEN);
    await until(() => w.out().includes('1 file checked: 1 error'), 10_000, w.out);
    w.quit();
    expect(await running).toBe(1);
  });

  it('exits 2 at once for a path that does not exist', async () => {
    const w = watchIo();
    const code = await main(['validate', '--watch', join(tmp, 'nothing-here')], w.io);
    expect(code).toBe(2);
    expect(w.err()).toMatch(/nothing-here: no such file or folder\n$/);
  });
});

describe('cardsmith validate --watch, as a process', () => {
  /** Starts the watch in a child process; resolves its exit code and output. */
  function start(dir: string): { child: ReturnType<typeof spawn>; out: () => string; done: Promise<number | null> } {
    const child = spawn(process.execPath, [BIN, 'validate', '--watch', dir], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => void (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => void (out += b.toString()));
    const done = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    void done.then(() => clearTimeout(timer));
    return { child, out: () => out, done };
  }

  it('stops on a typed q (standard input not a terminal) with the last check\'s code', async () => {
    const dir = join(tmp, 'proc-q');
    mkdirSync(dir);
    writeFileSync(join(dir, 'game.yaml'), BROKEN);
    const p = start(dir);
    await until(() => p.out().includes('(q or Ctrl-C to stop)'), 20_000, p.out);
    p.child.stdin?.write('q\n');
    expect(await p.done).toBe(1);
    expect(p.out()).toContain('1 file checked: 1 error, 0 warnings');
  });

  it('stops on Ctrl-C (SIGINT), exit 0 after a clean check', async () => {
    const dir = join(tmp, 'proc-int');
    mkdirSync(dir);
    writeFileSync(join(dir, 'game.yaml'), GAME);
    const p = start(dir);
    await until(() => p.out().includes('(q or Ctrl-C to stop)'), 20_000, p.out);
    p.child.kill('SIGINT');
    expect(await p.done).toBe(0);
  });
});
