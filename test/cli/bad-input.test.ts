// Bad input, command by command (the cases are data: bad-input.cases.json): every case prints one
// line on stderr in the shared style, exits 2 (1 for rules with errors), never a stack trace.
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';
import { commands } from '../../cli/commands.js';

interface BadInputCase {
  readonly about: string;
  readonly args: readonly string[];
  readonly exit: number;
  /** The exact line, or `/regex/`. */
  readonly firstLine: string;
  /** What stdout holds (default: nothing). */
  readonly stdout?: string;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

function isCase(x: unknown): x is BadInputCase {
  const c = x as BadInputCase;
  return typeof c === 'object' && c !== null && typeof c.about === 'string' && Array.isArray(c.args) && c.args.every((a) => typeof a === 'string')
    && typeof c.exit === 'number' && typeof c.firstLine === 'string' && (c.stdout === undefined || typeof c.stdout === 'string');
}

const file = JSON.parse(readFileSync(new URL('./bad-input.cases.json', import.meta.url), 'utf8')) as { cases: unknown[] };
const cases = file.cases.filter(isCase);

function expectLine(line: string, expected: string): void {
  const regex = /^\/(.*)\/$/s.exec(expected);
  if (regex) expect(line).toMatch(new RegExp(regex[1] ?? ''));
  else expect(line).toBe(expected);
}

describe('bad input: the case table', () => {
  it('is well formed, has at least 40 cases, and covers every command and the top level', () => {
    expect(cases.length).toBe(file.cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const firsts = new Set(cases.map((c) => c.args[0]));
    for (const c of commands) expect(firsts, `no case for ${c.name}`).toContain(c.name);
    expect(cases.some((c) => !commands.some((k) => k.name === c.args[0]))).toBe(true);
    // The paths in the cases are relative to the repository root.
    expect(resolve(process.cwd())).toBe(resolve(root));
  });
});

describe('bad input: one line, the exit code, no stack trace', () => {
  for (const c of cases) {
    it(`cardsmith ${c.args.join(' ')}  (${c.about})`, async () => {
      const r = await runCli([...c.args]);
      expect(r.err).not.toMatch(/^ {4}at /m);
      expect(r.out).not.toMatch(/^ {4}at /m);
      const lines = r.err.split('\n');
      expect(lines, 'stderr must be exactly one line').toHaveLength(2);
      expect(lines[1]).toBe('');
      expectLine(lines[0] ?? '', c.firstLine);
      expect(r.code).toBe(c.exit);
      expect(r.out).toBe(c.stdout ?? '');
    });
  }
});

describe('bad input: files the user cannot read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-bad-input-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Root reads any file whatever its mode, so the case needs an ordinary user.
  const isRoot = process.getuid?.() === 0;

  it.skipIf(isRoot)('reports a file without read permission on one line, exit 2', async () => {
    const f = join(dir, 'secret.yaml');
    writeFileSync(f, 'game: x\n');
    chmodSync(f, 0o000);
    for (const command of ['validate', 'demo', 'simulate']) {
      const r = await runCli([command, f, ...(command === 'simulate' ? ['--players', '3', '--games', '1'] : [])]);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`cardsmith ${command}: ${f}: permission denied\n`);
    }
  });
});
