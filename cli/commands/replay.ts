import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from '../command.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError } from '../io.js';
import { parseCommandArgs } from '../args.js';
import { loadRules } from '../game-session.js';
import { replay, type GameRecord } from '../../runtime/index.js';
import { logLines } from '../../runtime/index.js';
import { optionChoices } from '../../grammar/compile.js';

function isRecord(x: unknown): x is GameRecord {
  const r = x as GameRecord;
  return typeof r === 'object' && r !== null && typeof r.rules === 'string' && Array.isArray(r.moves) && Array.isArray(r.names) && typeof r.seed === 'string';
}

/** `cardsmith replay FILE`: prints a recorded game step by step. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay a recorded game (from cardsmith play --record) step by step',
  usage: 'Usage: cardsmith replay FILE\n\nReplays a game record (JSON) and prints every move and the final scores.\n',
  async run(args, io) {
    const p = parseCommandArgs(args, {});
    const file = p.positionals[0];
    if (file === undefined) throw new UsageError('give a record file');
    let record: unknown;
    try {
      record = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      io.err(`cardsmith replay: cannot read ${file}: ${err instanceof Error ? err.message : String(err)}\n`);
      return EXIT_USAGE;
    }
    if (!isRecord(record)) {
      io.err(`cardsmith replay: ${file} is not a game record\n`);
      return EXIT_USAGE;
    }
    const base = dirname(resolve(file));
    const rules = loadRules(resolve(base, record.rules), record.variants.map((v) => resolve(base, v)), io, optionChoices(record.options ?? {}));
    if (rules === undefined) return EXIT_USAGE;
    const r = replay(rules, record);
    const last = r.states[r.states.length - 1];
    if (last !== undefined) for (const line of logLines(rules, last, 'designer')) io.out(`${line}\n`);
    if (!r.ok) {
      io.err(`cardsmith replay: move ${r.index + 1} (${record.moves[r.index]}) was refused: ${r.error.code}: ${r.error.message}\n`);
      return EXIT_FAILURE;
    }
    return EXIT_OK;
  },
};
