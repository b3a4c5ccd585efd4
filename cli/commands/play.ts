import { writeFileSync } from 'node:fs';
import { relative, dirname, resolve } from 'node:path';
import type { Command } from '../command.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, processIo } from '../io.js';
import { gameOptions, intOption, listOption, parseCommandArgs, stringOption } from '../args.js';
import { loadRules } from '../game-session.js';
import { renderView } from '../table-text.js';
import { applyMove, createGame, legalMoves, moveText, parseMove, recordOf, seatKnowledge, view, type GameState, type Move } from '../../runtime/index.js';
import { BOT_KINDS, isBotKind, makeBot } from '../../runtime/bots/index.js';

const HELP = [
  'Type the number of a move, or the move itself (`play 9R 10R`, `play *=10R 9R`, `pass`,',
  '`choose @Ann`, `choose none`, `split 3`, `do ACTION`).',
  '  undo   take back your last move (and the bots\' moves after it)',
  '  help   this text',
  '  quit   stop the game',
  '',
].join('\n');

/** `cardsmith play RULES`: play in the terminal against bots. */
export const playCommand: Command = {
  name: 'play',
  summary: 'play a game in the terminal against bots',
  usage: [
    'Usage: cardsmith play RULES [--variant V]... [--players N] [--seat S] [--bots random|greedy|ismcts,...]',
    '                            [--seed X] [--record FILE] [--option NAME=VALUE]...',
    '',
    'You play seat S (1-based, default 1); bots play the other seats. Each turn shows your hand,',
    'the table, the markers and the scores, and numbers your legal moves.',
    '',
    HELP,
  ].join('\n'),
  async run(args, io) {
    const p = parseCommandArgs(args, {
      variant: { type: 'string', multiple: true }, players: { type: 'string' }, seat: { type: 'string' },
      bots: { type: 'string' }, seed: { type: 'string' }, record: { type: 'string' }, option: { type: 'string', multiple: true },
    });
    const file = p.positionals[0];
    if (file === undefined) throw new UsageError('give a rule file');
    const botKinds = (stringOption(p, 'bots') ?? 'random').split(',');
    const unknownBot = botKinds.find((b) => !isBotKind(b));
    if (unknownBot !== undefined) throw new UsageError(`unknown bot '${unknownBot}': the bots are: ${BOT_KINDS.join(', ')}`);
    const variants = listOption(p, 'variant');
    const options = gameOptions(p);
    const rules = loadRules(file, variants, io, options);
    if (rules === undefined) return EXIT_USAGE;
    const players = intOption('players', stringOption(p, 'players'), rules.def.players.min, rules.def.players.max) ?? rules.def.players.min;
    const seat = (intOption('seat', stringOption(p, 'seat'), 1, players) ?? 1) - 1;
    const seed = stringOption(p, 'seed') ?? String(Date.now() % 100000);
    const names = Array.from({ length: players }, (_, i) => (i === seat ? 'You' : `Bot ${i + 1}`));
    // The bot list is repeated round the table for the seats other than yours.
    const botsBySeat = names.map((_, i) => {
      const kind = botKinds[(i - (i > seat ? 1 : 0)) % botKinds.length] ?? 'random';
      return makeBot(isBotKind(kind) ? kind : 'random', `${seed}:${i}`);
    });
    let state: GameState;
    try {
      state = createGame(rules, { players, names, seed, options });
    } catch (err) {
      io.err(`cardsmith play: ${err instanceof Error ? err.message : String(err)}\n`);
      return EXIT_USAGE;
    }
    const undo: GameState[] = [];
    let logShown = 0;
    const lines = (io.lines ?? processIo.lines)?.() ?? (async function* () {})();
    io.out(`${rules.def.title}: ${players} players, seed ${seed}. You are seat ${seat + 1}. Type help for help.\n`);
    while (state.phase !== 'over') {
      const moves = legalMoves(rules, state);
      const mine = moves.filter((m) => m.seat === seat);
      for (const e of view(rules, state, seat).log.slice(logShown)) io.out(`  ${e}\n`);
      logShown = state.log.length;
      if (mine.length === 0) {
        const botSeat = moves[0]?.seat;
        if (botSeat === undefined) break;
        const bot = botsBySeat[botSeat];
        const r = bot ? applyMove(rules, state, bot.decide(rules, seatKnowledge(rules, state, botSeat), moves.filter((m) => m.seat === botSeat))) : undefined;
        if (!r || !r.ok) {
          io.err(`cardsmith play: the game stopped: ${r && !r.ok ? `${r.error.code}: ${r.error.message}` : 'no bot'}\n`);
          return EXIT_FAILURE;
        }
        state = r.state;
        continue;
      }
      io.out(`\n${renderView(rules, view(rules, state, seat))}\n`);
      if (state.pending?.kind === 'choice') io.out(`${state.pending.prompt}:\n`);
      mine.forEach((m, i) => io.out(`  ${String(i + 1).padStart(2)}. ${moveText(rules, state, m)}\n`));
      io.out('> ');
      const next = await lines.next();
      if (next.done) {
        io.err('\ncardsmith play: input ended\n');
        return EXIT_FAILURE;
      }
      const input = next.value.trim();
      if (input === 'quit') return EXIT_OK;
      if (input === 'help' || input === '') {
        io.out(HELP);
        continue;
      }
      if (input === 'undo') {
        const back = undo.pop();
        if (back === undefined) io.out('nothing to undo\n');
        else {
          state = back;
          logShown = state.log.length;
        }
        continue;
      }
      let move: Move | undefined;
      if (/^\d+$/.test(input)) move = mine[Number(input) - 1];
      else {
        const parsed = parseMove(rules, state, `${names[seat]}: ${input}`);
        if (!parsed.ok) {
          io.out(`${parsed.message}\n`);
          continue;
        }
        move = parsed.move;
      }
      if (move === undefined) {
        io.out(`there is no move ${input}\n`);
        continue;
      }
      const r = applyMove(rules, state, move);
      if (!r.ok) {
        io.out(`not allowed: ${r.error.message}\n`);
        continue;
      }
      undo.push(state);
      state = r.state;
    }
    for (const e of view(rules, state, seat).log.slice(logShown)) io.out(`  ${e}\n`);
    io.out('\nFinal scores:\n');
    state.names.forEach((n, i) => io.out(`  ${n.padEnd(7)} ${state.players[i]?.score ?? 0}\n`));
    const recordFile = stringOption(p, 'record');
    if (recordFile !== undefined) {
      const base = dirname(resolve(recordFile));
      const record = recordOf(rules, state, relative(base, resolve(file)), variants.map((v) => relative(base, resolve(v))));
      writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
      io.out(`record written to ${recordFile}\n`);
    }
    return EXIT_OK;
  },
};
