import type { Command } from '../command.js';
import { EXIT_FAILURE, EXIT_OK } from '../io.js';
import { parseCommandArgs } from '../args.js';
import { settingUp } from '../game-session.js';
import { loadRecord } from '../record-file.js';
import { logLines, replay } from '../../runtime/index.js';

/** `cardsmith replay FILE`: prints a recorded game step by step. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay a recorded game (from cardsmith play --record) step by step',
  usage: 'Usage: cardsmith replay FILE\n\nReplays a game record (JSON) and prints every move and the final scores.\n',
  async run(args, io) {
    const p = parseCommandArgs(args, {}, { max: 1, required: 'give a record file' });
    const file = p.positionals[0] ?? '';
    const { record, rules } = loadRecord(file);
    const r = settingUp(replay(rules, record), `${file}: `);
    const last = r.states[r.states.length - 1];
    if (last !== undefined) for (const line of logLines(rules, last, 'designer')) io.out(`${line}\n`);
    if (!r.ok) {
      io.err(`cardsmith replay: move ${r.index + 1} (${record.moves[r.index]}) was refused: ${r.error.code}: ${r.error.message}\n`);
      return EXIT_FAILURE;
    }
    return EXIT_OK;
  },
};
