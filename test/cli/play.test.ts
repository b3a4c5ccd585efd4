// `cardsmith play` as a person uses it: whole games of every bundled game typed move by move, the
// record written after every move and on quit, a decision that fits on a screen, a refused move
// whose reason is the last thing shown.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';

const rules = (game: string): string => fileURLToPath(new URL(`../../rules/${game}/game.yaml`, import.meta.url));
const owl = rules('of-whats-left');

/** The screen since the last table was drawn (the decision being asked). */
function lastScreen(out: string): string {
  const i = out.lastIndexOf('\n— ');
  return i < 0 ? out : out.slice(i + 1);
}

/**
 * A person who types the first move shown each time, answers a wild's declaration with the first
 * one offered, and counts the decisions. After `stopAfter` decisions, types `quit`.
 */
function firstMovePlayer(stopAfter = Infinity): { input: (out: string) => string | undefined; decisions: () => number } {
  let decisions = 0;
  return {
    input: (out) => {
      if (out.endsWith('Type one, or Enter to go back.\n> ')) {
        return /Declare the wild \(\d+ ways?\): (\S+)/.exec(out.slice(out.lastIndexOf('Declare the wild')))?.[1];
      }
      decisions++;
      return decisions > stopAfter ? 'quit' : '1';
    },
    decisions: () => decisions,
  };
}

describe('cardsmith play', () => {
  for (const [game, players] of [['of-whats-left', '3'], ['worst-in-show', '4'], ['bested-another-time', '2'], ['durak', '3']] as const) {
    it(`plays a whole game of ${game} by typing moves, to the final scores, recording every move`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'cardsmith-play-'));
      const file = join(dir, 'game.json');
      const person = firstMovePlayer();
      const r = await runCli(['play', rules(game), '--players', players, '--seed', '5', '--record', file], person.input);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Final scores:\n/);
      expect(r.out).toMatch(/\n(You win!|Bot \d wins\.|.* share the win\.|Nobody wins\.)\n/);
      expect(r.out).toMatch(/round 1 ends: /);
      expect(person.decisions()).toBeGreaterThan(5);
      const record = JSON.parse(readFileSync(file, 'utf8')) as { moves: string[]; seed: string };
      expect(record.seed).toBe('5');
      expect(record.moves.filter((m) => m.startsWith('You: ')).length).toBeGreaterThanOrEqual(person.decisions() - 1);
      const replayed = await runCli(['replay', file], () => undefined);
      expect(replayed.code).toBe(0);
      expect(replayed.out).toMatch(/game over/);
    });
  }

  it('quit ends the game at once, and the record holds every move made so far', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-play-'));
    const file = join(dir, 'game.json');
    const person = firstMovePlayer(3);
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5', '--record', file], person.input);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Game stopped; the record is in ${file}.`);
    const record = JSON.parse(readFileSync(file, 'utf8')) as { moves: string[] };
    expect(record.moves.filter((m) => m.startsWith('You: '))).toHaveLength(3);
  });

  it('names each seat\'s team in a game with teams', async () => {
    const r = await runCli(['play', rules('spades'), '--seed', '5'], ['quit']);
    expect(r.out).toMatch(/▶ You +North-South · 0 points/);
    expect(r.out).toMatch(/ {2}Bot 2 +East-West · 0 points/);
  });

  it('shows an Of What\'s Left opening decision on one screen (at most 50 lines)', async () => {
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], ['quit']);
    const screen = lastScreen(r.out);
    expect(screen).toContain('Your turn:');
    expect(screen.split('\n').length).toBeLessThanOrEqual(50);
    expect(screen).toMatch(/plays with your wilds: type the cards \(`play .+`\), or `more` to list them/);
  });

  it('a refused move\'s reason is the last thing on the screen, and the table stays as it was', async () => {
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], ['pass', 'quit']);
    const refused = r.out.slice(0, r.out.lastIndexOf('Game stopped'));
    expect(refused.endsWith('Not allowed: You lead and may not pass\n> ')).toBe(true);
  });

  it('cards typed alone, as the menu shows them, are played; miscased or not held, they get the reason', async () => {
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], ['9b 10b', '3M', 'xx', '9B 10B', 'quit']);
    const replies = r.out.split('\n> ').slice(1).map((s) => s.split('\n')[0]);
    expect(replies.slice(0, 3)).toEqual([
      "there is no card '9b' — did you mean '9B'?",
      'Not allowed: You do not hold 3M',
      "'xx' is not a move: type its number, its cards alone (`2B`) or the move (`play 2B`), or `help`",
    ]);
    expect(r.out).toContain('You: play 9B 10B');
  });

  it('a word that is no move at a split is told to type its number or the split, not cards', async () => {
    const r = await runCli(['play', rules('worst-in-show'), '--players', '4', '--seed', '5'], ['xx', 'quit']);
    const replies = r.out.split('\n> ').slice(1).map((s) => s.split('\n')[0]);
    expect(replies[0]).toBe("'xx' is not a move: type its number, the move itself (`split 1`), or `help`");
  });

  it('a wild named without its value is asked for, and the play is made as declared', async () => {
    const script = ['play 9B 10B 1F', '11B', 'quit'];
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], script);
    expect(r.out).toContain('Declare the wild (2 ways): 8B  11B');
    expect(r.out).toContain('You: play 9B 10B *=11B');
  });

  it('help, more, table and undo answer without a move; undo shows the same decision again', async () => {
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5'], ['help', 'more', '1', 'undo', 'quit']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('undo   take back your last move');
    expect(r.out).toMatch(/\d+\) 2B 1F\* \(as set 2, run 1B, run 3B\)/);
    expect(r.out).toContain('Taken back.');
    const screens = r.out.split('\n— ').slice(1).map((s) => s.slice(0, s.indexOf('> ')));
    expect(screens.at(-1)).toBe(screens[0]);
  });

  it('stops with exit 1 when the input ends mid-game, saying where the record is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-play-'));
    const file = join(dir, 'game.json');
    const r = await runCli(['play', owl, '--players', '3', '--seed', '5', '--record', file], () => undefined);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`input ended; the game so far is in ${file}`);
    expect(existsSync(file)).toBe(true);
  });
});
