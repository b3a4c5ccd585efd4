import type { Command } from '../command.js';
import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, processIo, type CliIo } from '../io.js';
import { flagOption, intOption, parseCommandArgs, stringOption } from '../args.js';
import { loadRecord, type LoadedRecord } from '../record-file.js';
import { suitLegend } from '../game-text.js';
import { endLines, eventLines, replayScreen, stepLines, tableLines, type ReplayScreen, type ReplayViewer } from '../replay-text.js';
import { replayOnto, type ReplayReport } from '../../runtime/index.js';

const KEYS = 'Enter: next move · all: the rest · q: stop';

/** `cardsmith replay FILE`: steps through a recorded game. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay a recorded game (from cardsmith play --record) step by step',
  usage: [
    'Usage: cardsmith replay FILE [--all] [--seat N]',
    '',
    'Steps through a game record (from cardsmith play --record): the table at the start, then one',
    `move and what it did per Enter (${KEYS}). When the input ends (Ctrl-D, or input that is not a`,
    'terminal and runs out) the rest is printed without stopping; --all prints everything at once.',
    'Without --seat the designer view shows every hand; --seat N shows the game as seat N saw it.',
    '',
    'The rules are read from the paths in the record, relative to it, or from the copy the record keeps',
    'when a file is not there. When they changed since recording, each round keeps its recorded deal,',
    'and a move that no longer applies stops the replay with exit 1.',
    '',
  ].join('\n'),
  async run(args, io) {
    const p = parseCommandArgs(args, { all: { type: 'boolean' }, seat: { type: 'string' } }, { max: 1, required: 'give a record file' });
    const file = p.positionals[0] ?? '';
    const loaded = loadRecord(file);
    const seatArg = intOption('seat', stringOption(p, 'seat'), 1, loaded.record.names.length);
    const viewer: ReplayViewer = seatArg === undefined ? 'designer' : seatArg - 1;
    const report = replayOnto(loaded.rules, loaded.record, { texts: loaded.texts });
    if (report.setupError !== null) {
      const { code, message } = report.setupError;
      throw new CliError(`${file}: ${message}`, code.startsWith('game/') ? EXIT_USAGE : EXIT_FAILURE);
    }
    const screen = replayScreen(loaded.rules, loaded.record.names, viewer);
    for (const line of headLines(file, loaded, report, screen)) io.out(`${line}\n`);
    if (flagOption(p, 'all')) return play(file, loaded, report, screen, io, undefined);
    const lines = (io.lines ?? processIo.lines)?.() ?? (async function* () {})();
    try {
      return await play(file, loaded, report, screen, io, async () => {
        const next = await lines.next();
        return next.done ? undefined : String(next.value);
      });
    } finally {
      await lines.return?.();
    }
  },
};

/** The title, the notes on the rules and the deals, and the table at the start. */
function headLines(file: string, loaded: LoadedRecord, report: ReplayReport, screen: ReplayScreen): string[] {
  const { record, rules } = loaded;
  const { viewer } = screen;
  const start = report.states[0];
  const who = viewer === 'designer' ? 'designer view: every hand is shown' : `seat ${viewer + 1} (${record.names[viewer] ?? ''}) view`;
  const lines = [
    `Replay of ${file}: ${rules.def.title}, ${record.names.length} players (${record.names.join(', ')}), seed ${record.seed}, ${record.moves.length} moves — ${who}`,
  ];
  const options = Object.entries(record.options);
  if (options.length > 0) lines.push(`Options: ${options.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ')}`);
  for (const n of loaded.notices) lines.push(`Note: ${n}`);
  if (report.rulesChanged === true) {
    const edited = loaded.edited.length > 0 ? ` (edited: ${loaded.edited.join(', ')})` : '';
    lines.push(`Note: rules changed since recording${edited}; each round keeps its recorded deal`);
  } else if (report.rulesChanged === null && (record.format ?? 1) === 1) {
    lines.push('Note: a format-1 record keeps no rules hash: whether the rules changed since recording cannot be told');
  }
  for (const n of report.dealNotes) lines.push(`Note: ${n}`);
  if (report.stopped !== null) lines.push(`Note: the record applies up to move ${report.stopped.index} of ${record.moves.length} (see the end)`);
  const legend = suitLegend(rules);
  if (legend !== '') lines.push(legend);
  if (start === undefined) return lines;
  lines.push('', ...eventLines(screen, start, 0).map((l) => `  ${l}`), ...tableLines(screen, start));
  return lines;
}

/** Prints the moves, asking before each one until told `all` (or the input ends); the end or the refused move. */
async function play(file: string, loaded: LoadedRecord, report: ReplayReport, screen: ReplayScreen, io: CliIo, read: (() => Promise<string | undefined>) | undefined): Promise<number> {
  const { record } = loaded;
  const { states, stopped } = report;
  const total = record.moves.length;
  let stepping = read !== undefined;
  const steps = states.length - 1 + (stopped === null ? 0 : 1);
  for (let i = 0; i < steps; i++) {
    while (stepping && read !== undefined) {
      io.out(`\n[move ${i + 1} of ${total}] ${KEYS} > `);
      const answer = await read();
      const typed = answer?.trim().toLowerCase();
      if (answer === undefined) io.out('\n');
      if (typed === 'q' || typed === 'quit') {
        io.out('Replay stopped.\n');
        return EXIT_OK;
      }
      if (typed === undefined || typed === 'all' || typed === 'a') stepping = false;
      else if (typed === '' || typed === 'n' || typed === 'next') break;
      else io.out(`'${answer?.trim() ?? ''}'? ${KEYS}`);
    }
    const before = states[i];
    const after = states[i + 1];
    if (before === undefined || after === undefined) break;
    io.out(`${stepLines(screen, before, after, i, total).join('\n')}\n`);
  }
  if (stopped !== null) {
    const how = report.rulesChanged === true ? 'no longer applies' : 'is refused';
    io.err(`cardsmith replay: ${file}: move ${stopped.index + 1} (${stopped.move}) ${how}: ${stopped.code}: ${stopped.reason}\n`);
    return EXIT_FAILURE;
  }
  const last = states[states.length - 1];
  if (last?.phase === 'over') io.out(`\n${endLines(screen, last).join('\n')}\n`);
  else io.out(`\nThe record ends after move ${total}; the game is not over.\n`);
  return EXIT_OK;
}
