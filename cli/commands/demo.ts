import type { Command } from '../command.js';
import { EXIT_FAILURE, EXIT_OK } from '../io.js';
import { gameOptions, intOption, listOption, parseCommandArgs, stringOption } from '../args.js';
import { bundledPath, loadRules, settingUp } from '../game-session.js';
import { labelsOf, logLines, playout, randomBot } from '../../runtime/index.js';
import { finalLines } from '../game-text.js';

/** `cardsmith demo`: bots play one game of a bundled rule file; prints the log and the scores. */
export const demoCommand: Command = {
  name: 'demo',
  summary: 'watch bots play one game (Of What\'s Left by default) and print the log',
  usage: [
    'Usage: cardsmith demo [RULES] [--variant V]... [--players N] [--seed S] [--option NAME=VALUE]...',
    '',
    'Random bots play one whole game; the log and the final scores are printed.',
    'RULES defaults to the bundled rules/of-whats-left/game.yaml, 4 players.',
    '',
  ].join('\n'),
  async run(args, io) {
    const p = parseCommandArgs(args, { variant: { type: 'string', multiple: true }, players: { type: 'string' }, seed: { type: 'string' }, option: { type: 'string', multiple: true } }, { max: 1 });
    const file = p.positionals[0] ?? bundledPath('rules/of-whats-left/game.yaml');
    const options = gameOptions(p);
    const rules = loadRules(file, listOption(p, 'variant'), io, options);
    const { min, max } = rules.def.players;
    const players = intOption('players', stringOption(p, 'players'), min, max) ?? Math.min(Math.max(min, 4), max);
    const seed = stringOption(p, 'seed') ?? '1';
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kim', 'Lou'].slice(0, players);
    const bots = names.map((_, i) => randomBot(`${seed}:${i}`));
    const result = settingUp(playout(rules, { players, names, seed, options }, bots));
    io.out(`${rules.def.title}, ${players} players, seed ${seed}\n\n`);
    for (const line of logLines(rules, result.state, 'designer')) io.out(`${line}\n`);
    const teams = labelsOf(rules).teams;
    if (teams !== undefined) io.out(`\n${finalLines(result.state, null, teams).join('\n')}\n`);
    else {
      io.out('\nFinal scores:\n');
      result.state.names.forEach((n, i) => io.out(`  ${n.padEnd(6)} ${result.state.players[i]?.score ?? 0}\n`));
    }
    if (result.error) {
      io.err(`cardsmith demo: the game stopped: ${result.error.code}: ${result.error.message}\n`);
      return EXIT_FAILURE;
    }
    return EXIT_OK;
  },
};
