import { availableParallelism } from 'node:os';
import type { Command } from '../command.js';
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo } from '../io.js';
import { flagOption, gameOptions, intOption, listChoiceOption, listOption, parseCommandArgs, stringOption } from '../args.js';
import { loadRules, settingUp } from '../game-session.js';
import { displayPath } from '../files.js';
import { BOT_KINDS } from '../../runtime/index.js';
import { createGame } from '../../runtime/index.js';
import { ReportBuilder, compareReports, gameSeed, type SimReport } from '../../runtime/sim/index.js';
import { runGames, startPool } from '../simulate/pool.js';
import type { SimJob } from '../simulate/job.js';
import type { Rules } from '../../runtime/index.js';
import { formatComparison, formatReport } from '../simulate/format.js';

/** `cardsmith simulate`: bots play many games; balance figures with confidence intervals. */
export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'bots play many games; win rates, scores, lengths and usage with confidence intervals',
  usage: [
    'Usage: cardsmith simulate RULES [--variant V]... --players N --games K [--seed S]',
    '                          [--bots B,B,...] [--workers W] [--iterations I] [--json]',
    '                          [--compare OTHER_RULES] [--compare-variant V]... [--option NAME=VALUE]...',
    '',
    'Bots play K games of RULES and the figures are printed (docs/simulation.md explains them).',
    `  --bots B,...        bots by seat, from ${BOT_KINDS.join(', ')} (default random); the list`,
    '                      rotates one seat per game, and repeats when shorter than the table',
    '  --seed S            base seed (default 1); game i plays seed S#i, whatever --workers',
    "  --workers W         threads playing the games, the command's own among them (default,",
    '                      and at most: the number of cores)',
    '  --iterations I      ismcts iterations per decision (default 200)',
    '  --option NAME=VALUE set an option for every game (repeatable; both runs when comparing)',
    '  --json              print every figure as JSON instead of text',
    '  --compare OTHER     also play the same seeds on OTHER and show both side by side, flagging',
    '                      significant differences; OTHER may be RULES itself',
    '  --compare-variant V the variants of the compared run (repeatable); alone, it compares RULES',
    '                      with --variant against RULES with --compare-variant',
    '',
  ].join('\n'),
  async run(args, io) {
    const p = parseCommandArgs(args, {
      variant: { type: 'string', multiple: true },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      bots: { type: 'string' },
      workers: { type: 'string' },
      iterations: { type: 'string' },
      json: { type: 'boolean' },
      compare: { type: 'string' },
      'compare-variant': { type: 'string', multiple: true },
      option: { type: 'string', multiple: true },
    }, { max: 1, required: 'give a rule file' });
    // Everything is checked before the first game is played: the options, the rules of both runs,
    // and that a game of each can be set up.
    const file = p.positionals[0] ?? '';
    const players = intOption('players', stringOption(p, 'players'), 1);
    if (players === undefined) throw new UsageError('--players is required');
    const games = intOption('games', stringOption(p, 'games'), 1, 10_000_000);
    if (games === undefined) throw new UsageError('--games is required');
    // More threads than cores only share the cores (and each holds its own copy of the rules).
    const workers = Math.min(intOption('workers', stringOption(p, 'workers'), 1, 256) ?? availableParallelism(), availableParallelism());
    const iterations = intOption('iterations', stringOption(p, 'iterations'), 1, 1_000_000);
    const bots = listChoiceOption('bots', stringOption(p, 'bots'), BOT_KINDS) ?? ['random'];
    const seed = stringOption(p, 'seed') ?? '1';
    const variants = listOption(p, 'variant');
    const compareVariants = listOption(p, 'compare-variant');
    const compareFile = stringOption(p, 'compare') ?? (compareVariants.length > 0 ? file : undefined);

    const options = gameOptions(p);
    const base = { players, seed, bots, ...(iterations !== undefined ? { settings: { ismcts: { iterations } } } : {}), ...(Object.keys(options).length > 0 ? { options } : {}) };
    const runs: { job: SimJob; label: string }[] = [{ job: { ...base, file, variants }, label: displayPath(file) }];
    if (compareFile !== undefined) runs.push({ job: { ...base, file: compareFile, variants: compareVariants }, label: displayPath(compareFile) });
    // The worker threads (one fewer than --workers: this thread plays too) load the runtime while
    // this thread compiles the rules (pool.ts).
    const pool = startPool(workers, games);
    try {
      const compiled: Rules[] = [];
      for (const r of runs) {
        const rules = loadRules(r.job.file, r.job.variants, io, options);
        intOption('players', String(players), rules.def.players.min, rules.def.players.max);
        settingUp(createGame(rules, { players, seed: gameSeed(seed, 0), options }), runs.length > 1 ? `${r.label}: ` : '');
        compiled.push(rules);
      }
      const reports: SimReport[] = [];
      for (const [i, r] of runs.entries()) {
        const bar = progressBar(io, games, runs.length > 1 ? `${'AB'[i]} ` : '');
        const rules = compiled[i] as Rules;
        const report = new ReportBuilder({ rules: r.label, variants: r.job.variants.map(displayPath), players, games, seed, bots: r.job.bots }, rules.def.gameEnd.winner === 'lowest', rules.def.teams?.count ?? 0);
        await runGames(r.job, rules, games, pool, bar.update, (o) => report.add(o));
        bar.end();
        reports.push(report.build());
      }
      const [a, b] = reports as [SimReport, SimReport | undefined];
      if (flagOption(p, 'json')) {
        const out = b === undefined ? a : { a, b, comparison: compareReports(a, b) };
        io.out(`${JSON.stringify(out, null, 2)}\n`);
      } else {
        io.out(formatReport(a));
        if (b !== undefined) io.out(`\n${formatReport(b)}\n${formatComparison(a, b, compareReports(a, b))}`);
      }
      return reports.some((r) => r.errorCount > 0) ? EXIT_FAILURE : EXIT_OK;
    } finally {
      await pool?.close();
    }
  },
};

/** A one-line progress bar on stderr, only when stderr is a terminal. */
function progressBar(io: CliIo, total: number, label: string): { update: (done: number) => void; end: () => void } {
  if (!io.errIsTty) return { update: () => undefined, end: () => undefined };
  let shown = -1;
  const update = (done: number): void => {
    const pctDone = Math.floor((100 * done) / total);
    if (pctDone === shown) return;
    shown = pctDone;
    const width = 30;
    const fill = Math.round((width * done) / total);
    io.err(`\r${label}[${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${done}/${total} games`);
  };
  return { update, end: () => io.err('\r\x1b[K') };
}
