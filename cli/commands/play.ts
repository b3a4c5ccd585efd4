import type { Command } from '../command.js';
import { CliError, EXIT_FAILURE, EXIT_OK, processIo } from '../io.js';
import { gameOptions, intOption, listChoiceOption, listOption, parseCommandArgs, stringOption } from '../args.js';
import { loadRules, settingUp } from '../game-session.js';
import { MENU_LIMIT, decisionScreen } from '../decision-screen.js';
import { buildMenu, declarationChoices, menuLines, playsOfCards, type MenuEntry } from '../play-menu.js';
import { RecordWriter } from '../record-writer.js';
import { finalLines, shownEvents, suitLegend } from '../game-text.js';
import {
  BOT_KINDS, applyMove, botMove, createGame, labelsOf, legalMoves, makeBot, moveText, parseMove, type SeatBot,
  type GameState, type Move, type ParseResult, type Rules,
} from '../../runtime/index.js';

const HELP = [
  'Type the number of a move, or the move itself: `play 9R 10R` (or just `9R 10R`),',
  '`play *=10R 9R` (a wild as 10R), `pass`, `choose @Ann`, `choose none`, `split 3`, `do ACTION`.',
  'A wild in a typed play may be named without its value (`play 9B 10B 1F`): you are then asked it.',
  '  more   list every play, those with wilds too',
  '  table  show the table again',
  '  undo   take back your last move (and the bots\' moves after it)',
  '  help   this text',
  '  quit   stop the game (the record, with --record, is already saved)',
].join('\n');

interface Seat {
  readonly rules: Rules;
  readonly seat: number;
  readonly bots: readonly SeatBot[];
}

/** The words a typed move starts with (runtime/notation.ts). */
const VERBS = new Set(['play', 'pass', 'choose', 'split', 'do']);

function startsWithVerb(input: string): boolean {
  return VERBS.has((input.split(/\s+/)[0] ?? '').toLowerCase());
}

/**
 * A typed move. Cards typed alone, as the menu shows them (`10M`), are read as `play 10M`: a card
 * not held is then refused for that, and a miscased one (`10m`) gets its suggestion, rather than
 * "unknown move". A word that is neither a move nor a card is told what can be typed here, with the
 * menu's first move (`example`) as the example.
 */
function parseTyped(rules: Rules, state: GameState, seat: number, input: string, example: Move | undefined): ParseResult {
  const parsed = parseMove(rules, state, `${state.names[seat]}: ${input}`);
  if (parsed.ok || startsWithVerb(input)) return parsed;
  const ids = new Set([...rules.cards.keys()].map((id) => id.toLowerCase()));
  if (input.split(/\s+/).every((word) => ids.has(word.toLowerCase()))) return parseMove(rules, state, `${state.names[seat]}: play ${input}`);
  // At the table a move can also be its number or its cards alone: the notation's message names only the verbs.
  if (parsed.code !== 'notation/unknown-verb' || example === undefined) return parsed;
  const text = moveText(rules, state, example);
  const how = example.kind === 'play' ? `its cards alone (\`${text.replace(/^play /, '')}\`) or the move (\`${text}\`)` : `the move itself (\`${text}\`)`;
  return { ok: false, code: parsed.code, message: `'${input}' is not a move: type its number, ${how}, or \`help\`` };
}

/** Asks which declaration a wild takes when the cards chosen can be played several ways. */
async function askDeclaration(rules: Rules, entry: MenuEntry, read: () => Promise<string | undefined>, out: (t: string) => void): Promise<Move | undefined | 'cancel'> {
  const choices = declarationChoices(rules, entry);
  out(`Declare the wild (${choices.length} ways): ${choices.join('  ')}\nType one, or Enter to go back.\n> `);
  for (;;) {
    const line = await read();
    if (line === undefined) return undefined;
    const typed = line.trim().toUpperCase();
    if (typed === '') return 'cancel';
    const i = choices.findIndex((c) => c.toUpperCase() === typed);
    if (i >= 0) return entry.moves[i];
    out(`'${line.trim()}' is not one of: ${choices.join('  ')}\n> `);
  }
}

/** `cardsmith play RULES`: play in the terminal against bots. */
export const playCommand: Command = {
  name: 'play',
  summary: 'play a game in the terminal against bots',
  usage: [
    'Usage: cardsmith play RULES [--variant V]... [--players N] [--seat S] [--bots random|greedy|ismcts,...]',
    '                            [--seed X] [--record FILE] [--option NAME=VALUE]...',
    '',
    'You play seat S (1-based, default 1); bots play the other seats. Each decision shows the table',
    'and numbers the distinct moves open to you. With --record the game is saved after every move.',
    '',
    HELP,
    '',
  ].join('\n'),
  async run(args, io) {
    const p = parseCommandArgs(args, {
      variant: { type: 'string', multiple: true }, players: { type: 'string' }, seat: { type: 'string' },
      bots: { type: 'string' }, seed: { type: 'string' }, record: { type: 'string' }, option: { type: 'string', multiple: true },
    }, { max: 1, required: 'give a rule file' });
    const file = p.positionals[0] ?? '';
    const botKinds = listChoiceOption('bots', stringOption(p, 'bots'), BOT_KINDS) ?? ['random'];
    const variants = listOption(p, 'variant');
    const options = gameOptions(p);
    const rules = loadRules(file, variants, io, options);
    const players = intOption('players', stringOption(p, 'players'), rules.def.players.min, rules.def.players.max) ?? rules.def.players.min;
    const seat = (intOption('seat', stringOption(p, 'seat'), 1, players) ?? 1) - 1;
    const seed = stringOption(p, 'seed') ?? String(Date.now() % 100000);
    const names = Array.from({ length: players }, (_, i) => (i === seat ? 'You' : `Bot ${i + 1}`));
    // The bot list is repeated round the table for the seats other than yours.
    const bots = names.map((_, i) => makeBot(botKinds[(i - (i > seat ? 1 : 0)) % botKinds.length] ?? 'random', `${seed}:${i}`));
    const state = settingUp(createGame(rules, { players, names, seed, options })).state;
    const recordFile = stringOption(p, 'record');
    const writer = recordFile === undefined ? undefined : new RecordWriter(recordFile, file, variants, { options: state.options, seed, names });
    const lines = (io.lines ?? processIo.lines)?.() ?? (async function* () {})();
    try {
      return await playLoop({ rules, seat, bots }, state, writer, io, async () => {
        const next = await lines.next();
        return next.done ? undefined : String(next.value);
      });
    } finally {
      await lines.return?.();
    }
  },
};

async function playLoop(
  table: Seat,
  start: GameState,
  writer: RecordWriter | undefined,
  io: { out(t: string): void; err(t: string): void },
  read: () => Promise<string | undefined>,
): Promise<number> {
  const { rules, seat, bots } = table;
  let state = start;
  const texts: string[] = [];
  const undo: { state: GameState; texts: number }[] = [];
  let shown = 0;
  const save = (): boolean => {
    const problem = writer?.write(texts, state) ?? null;
    if (problem !== null) io.err(`cardsmith play: ${problem}; the game goes on unrecorded\n`);
    return problem === null;
  };
  // A record that cannot be written at all is a bad argument: say so before any move is made.
  const first = writer?.write(texts, state) ?? null;
  if (first !== null) throw new CliError(first);
  let recording = writer !== undefined;
  const apply = (move: Move): string | null => {
    const r = applyMove(rules, state, move);
    if (!r.ok) return r.error.message;
    texts.push(`${state.names[move.seat]}: ${moveText(rules, state, move)}`);
    state = r.state;
    if (recording) recording = save();
    return null;
  };

  io.out(`${rules.def.title}: ${state.names.length} players, seed ${state.seed}. You are seat ${seat + 1}. Type help for help.\n`);
  const legend = suitLegend(rules);
  if (legend !== '') io.out(`${legend}\n`);
  while (state.phase !== 'over') {
    for (const line of shownEvents(rules, state, seat, shown)) io.out(`  ${line}\n`);
    shown = state.events.length;
    const moves = legalMoves(rules, state);
    const mine = moves.filter((m) => m.seat === seat);
    if (mine.length === 0) {
      const botSeat = moves[0]?.seat;
      const bot = botSeat === undefined ? undefined : bots[botSeat];
      if (botSeat === undefined || bot === undefined) {
        io.err('cardsmith play: the game stopped: nobody can move\n');
        return EXIT_FAILURE;
      }
      const move = botMove(bot, rules, state, botSeat);
      const problem = move === undefined ? 'the bot has no move' : apply(move);
      if (problem !== null) {
        io.err(`cardsmith play: the game stopped: ${problem}\n`);
        return EXIT_FAILURE;
      }
      continue;
    }
    let { entries: menu, withWilds } = buildMenu(rules, state, seat, MENU_LIMIT);
    const show = (): void => io.out(`\n${decisionScreen(rules, state, seat, menu, withWilds)}\n> `);
    show();
    for (;;) {
      const line = await read();
      if (line === undefined) {
        io.err(`\ncardsmith play: input ended${writer ? `; the game so far is in ${writer.file}` : ''}\n`);
        return EXIT_FAILURE;
      }
      const input = line.trim();
      if (input === 'quit' || input === 'q') {
        io.out(`Game stopped${writer && recording ? `; the record is in ${writer.file}` : ''}.\n`);
        return EXIT_OK;
      }
      if (input === 'help' || input === '?') {
        io.out(`${HELP}\n> `);
        continue;
      }
      if (input === 'table' || input === '') {
        show();
        continue;
      }
      if (input === 'more' && withWilds.length > 0) {
        menu = [...menu, ...withWilds];
        withWilds = [];
        io.out(`${menuLines(menu).join('\n')}\n> `);
        continue;
      }
      if (input === 'undo') {
        const back = undo.pop();
        if (back === undefined) {
          io.out('Nothing to undo.\n> ');
          continue;
        }
        state = back.state;
        texts.length = back.texts;
        shown = state.events.length;
        if (recording) recording = save();
        io.out('Taken back.\n');
        break;
      }
      let move: Move | undefined;
      // The cards as the menu shows them (`10M`) play as `play 10M` does.
      const typed = /^play\s+(.+)$/.exec(input) ?? (startsWithVerb(input) ? null : /^(.+)$/.exec(input));
      const named = typed ? playsOfCards(rules, mine, (typed[1] ?? '').split(/\s+/)) : undefined;
      const entry = /^\d+$/.test(input) ? menu[Number(input) - 1] : named;
      if (/^\d+$/.test(input) || entry !== undefined) {
        if (entry === undefined) {
          io.out(`There is no move ${input}: type 1 to ${menu.length}, or the move itself.\n> `);
          continue;
        }
        if (entry.moves.length > 1) {
          const picked = await askDeclaration(rules, entry, read, io.out);
          if (picked === undefined) {
            io.err(`\ncardsmith play: input ended\n`);
            return EXIT_FAILURE;
          }
          if (picked === 'cancel') {
            show();
            continue;
          }
          move = picked;
        } else move = entry.moves[0];
      } else {
        const parsed = parseTyped(rules, state, seat, input, menu[0]?.moves[0]);
        if (!parsed.ok) {
          io.out(`${parsed.message}\n> `);
          continue;
        }
        move = parsed.move;
      }
      if (move === undefined) continue;
      const before = { state, texts: texts.length };
      const problem = apply(move);
      if (problem !== null) {
        io.out(`Not allowed: ${problem}\n> `);
        continue;
      }
      undo.push(before);
      break;
    }
  }
  for (const line of shownEvents(rules, state, seat, shown)) io.out(`  ${line}\n`);
  io.out(`\n${finalLines(state, seat, labelsOf(rules).teams).join('\n')}\n`);
  if (writer && recording) io.out(`The record is in ${writer.file}.\n`);
  return EXIT_OK;
}
