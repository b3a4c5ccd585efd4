import { describe, expect, it } from 'vitest';
import { packageVersion } from '../../cli/version.js';
import { readFileSync } from 'node:fs';
import { runCli } from './run-cli.js';

describe('cardsmith CLI entry', () => {
  it('prints the package version with --version and -v', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(packageVersion()).toBe(pkg.version);
    for (const flag of ['--version', '-v']) {
      const r = await runCli([flag]);
      expect(r.code).toBe(0);
      expect(r.out).toBe(`${pkg.version}\n`);
      expect(r.err).toBe('');
    }
  });

  it('prints usage to stdout with --help and exits 0', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: cardsmith <command>/);
    expect(r.err).toBe('');
  });

  it('rejects an unknown command with one line on stderr (where the usage is) and exit code 2', async () => {
    const r = await runCli(['nonsense']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe("cardsmith: unknown command 'nonsense' (see cardsmith --help)\n");
  });

  it('rejects an unknown top-level option with exit code 2', async () => {
    const r = await runCli(['--frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown option '--frobnicate'");
  });

  it('exits 2 with usage when no command is given', async () => {
    const r = await runCli([]);
    expect(r.code).toBe(2);
    expect(r.out).toContain('Usage: cardsmith');
  });

  it('rejects help for a command that does not exist', async () => {
    const r = await runCli(['help', 'nope']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown command 'nope'");
  });
});
