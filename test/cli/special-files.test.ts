// Only regular files of bounded size are read: a FIFO (which would block every command for ever)
// and a file over the limit are refused with one line and exit 2, before anything is read.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './run-cli.js';
import { MAX_FILE_BYTES } from '../../cli/files.js';

const dir = mkdtempSync(join(tmpdir(), 'cardsmith-special-'));

describe('special files', () => {
  it('a FIFO is not opened: validate, test, play and replay refuse it at once', async () => {
    const fifo = join(dir, 'game.yaml');
    execFileSync('mkfifo', [fifo]);
    for (const command of ['validate', 'test', 'play', 'replay']) {
      const r = await runCli([command, fifo]);
      expect(r.code, command).toBe(2);
      expect(r.err).toBe(`cardsmith ${command}: ${fifo}: is not a regular file (a pipe, a device or a socket), so it is not read\n`);
    }
  });

  it('a file over the size limit is not read', async () => {
    const big = join(dir, 'big.yaml');
    writeFileSync(big, 'game: Big\n');
    truncateSync(big, MAX_FILE_BYTES + 1);
    const r = await runCli(['validate', big]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`cardsmith validate: ${big}: is too large (4.0 MiB; at most 4 MiB)\n`);
  });
});
