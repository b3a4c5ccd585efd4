// `cardsmith replay`: a record written by `cardsmith play --record` (format 2) stepped through with
// Enter, stopped with q, printed whole with --all or when the input ends, shown as one seat saw it
// with --seat; a moved record replays from the rule texts it keeps; edited rules are reported, and a
// move they make illegal stops the replay with exit 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';
import type { GameRecord } from '../../runtime/index.js';

const owlDir = fileURLToPath(new URL('../../rules/of-whats-left/', import.meta.url));

/** Plays move 1 at every decision, and a wild's first declaration when asked. */
function firstMoves(out: string): string {
  const asked = out.lastIndexOf('Declare the wild (');
  if (asked > out.lastIndexOf('— Of What')) return /Declare the wild \(\d+ ways\): (\S+)/.exec(out.slice(asked))?.[1] ?? '';
  return '1';
}

// A move's line starts a line, or follows the prompt (the Enter typed is not in the output).
const moveLines = (out: string): string[] => [...out.matchAll(/(?:^|> )(Move \d+ of \d+.*)$/gm)].map((m) => m[1] ?? '');
const prompts = (out: string): number => out.split('Enter: next move · all: the rest · q: stop > ').length - 1;

describe('cardsmith replay', () => {
  let dir = '';
  let file = '';
  let record: GameRecord;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cardsmith-replay-'));
    // The rules are copied beside the record, so the tests can move and edit them.
    cpSync(owlDir, join(dir, 'owl'), { recursive: true });
    file = join(dir, 'game.json');
    const played = await runCli(['play', join(dir, 'owl', 'game.yaml'), '--players', '3', '--seed', '9', '--record', file], firstMoves);
    expect(played.err).toBe('');
    expect(played.code).toBe(0);
    record = JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('play writes a format-2 record: rules relative to it, their text and hash, a deal for every round', () => {
    expect(record.format).toBe(2);
    expect(record.rules).toBe('owl/game.yaml');
    expect(record.files).toEqual({ 'owl/game.yaml': readFileSync(join(dir, 'owl', 'game.yaml'), 'utf8') });
    expect(record.hash).toMatch(/^fnv1a64:[0-9a-f]{16}$/);
    // One round per player, each dealt: 12 cards, a wild Ace and a special card per hand.
    expect(Object.keys(record.deals ?? {})).toEqual(['1', '2', '3']);
    for (const deal of Object.values(record.deals ?? {})) {
      expect([0, 1, 2].map((seat) => deal.zones[`hand#${seat}`]?.length)).toEqual([14, 14, 14]);
      expect(deal.wild).toHaveLength(3);
    }
  });

  it('--all prints the start, every move and the final scores, without asking', async () => {
    const r = await runCli(['replay', file, '--all'], () => {
      throw new Error('--all read the input');
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Replay of .*game\.json: Of What's Left, 3 players \(You, Bot 2, Bot 3\), seed 9, \d+ moves — designer view: every hand is shown\n/);
    expect(r.out).toContain('Hands (designer view):');
    expect(moveLines(r.out)).toHaveLength(record.moves.length);
    expect(moveLines(r.out)[0]).toBe(`Move 1 of ${record.moves.length} · ${record.moves[0]}`);
    expect(prompts(r.out)).toBe(0);
    expect(r.out).toMatch(/Final scores:\n {2}You +-?\d+/);
    expect(r.out).not.toContain('Note:');
  });

  it('steps one move per Enter and stops at once at q', async () => {
    const input = ['', '', 'q', ''];
    const r = await runCli(['replay', file], () => input.shift());
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(moveLines(r.out)).toEqual([`Move 1 of ${record.moves.length} · ${record.moves[0]}`, `Move 2 of ${record.moves.length} · ${record.moves[1]}`]);
    expect(prompts(r.out)).toBe(3);
    expect(r.out.endsWith('Replay stopped.\n')).toBe(true);
    expect(input).toEqual(['']); // nothing read after q
  });

  it('prints the rest without stopping when the input ends, or at `all`', async () => {
    for (const input of [[''], ['', 'all']]) {
      const r = await runCli(['replay', file], [...input]);
      expect(r.code).toBe(0);
      expect(moveLines(r.out)).toHaveLength(record.moves.length);
      expect(prompts(r.out)).toBe(input.length + (input.includes('all') ? 0 : 1));
      expect(r.out).toContain('Final scores:');
    }
  });

  it('asks again after an answer it does not know', async () => {
    const r = await runCli(['replay', file], ['next please', 'q']);
    expect(r.code).toBe(0);
    expect(moveLines(r.out)).toEqual([]);
    expect(r.out).toContain("'next please'? Enter: next move · all: the rest · q: stop");
  });

  it('--seat N shows the game as that seat saw it: its own cards, the others\' as counts', async () => {
    const r = await runCli(['replay', file, '--seat', '2', '--all']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('— seat 2 (Bot 2) view');
    expect(r.out).not.toContain('designer view');
    const start = r.out.slice(0, r.out.indexOf('Move 1 of'));
    const own = record.deals?.['1']?.zones['hand#1'] ?? [];
    const first = record.deals?.['1']?.zones['hand#0'] ?? [];
    expect(start).toContain('Player 1 is dealt 12 cards\n');
    expect(start).toMatch(/You are dealt 12 cards: \S+/);
    expect(start).toMatch(/Your hand: .+/);
    for (const id of own) expect(start).toContain(id);
    // Seat 1's cards (not wilds, which are given from the box in the open) are nowhere in the start.
    for (const id of first.filter((x) => /^\d+[MFB]$/.test(x) && !own.includes(x))) expect(start).not.toMatch(new RegExp(`(^|[ :])${id}([ *\\n]|$)`, 'm'));
    expect(moveLines(r.out)).toHaveLength(record.moves.length);
    expect((await runCli(['replay', file, '--seat', '4'])).err).toBe('cardsmith replay: --seat must be between 1 and 3, got 4 (see cardsmith help replay)\n');
  });

  it('a moved record replays from the rule texts it keeps, and says so', async () => {
    const moved = join(dir, 'elsewhere', 'deeper');
    mkdirSync(moved, { recursive: true });
    const copy = join(moved, 'game.json');
    cpSync(file, copy);
    const r = await runCli(['replay', copy, '--all']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Note: rules owl/game.yaml: no such file; the copy kept in the record is used\n');
    expect(r.out).not.toContain('rules changed');
    expect(moveLines(r.out)).toEqual(moveLines((await runCli(['replay', file, '--all'])).out));
  });

  it('says the rules changed since recording, and plays on when every move still applies', async () => {
    const rules = join(dir, 'owl', 'game.yaml');
    const text = readFileSync(rules, 'utf8');
    try {
      writeFileSync(rules, text.replace('wilds:\n  ranks: 1..14', '# edited\nwilds:\n  ranks: 1..14'));
      const r = await runCli(['replay', file, '--all']);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Note: rules changed since recording (edited: owl/game.yaml); each round keeps its recorded deal\n');
      expect(moveLines(r.out)).toHaveLength(record.moves.length);
    } finally {
      writeFileSync(rules, text);
    }
  });

  it('stops with exit 1 at the first move edited rules make illegal, saying which and why', async () => {
    const rules = join(dir, 'owl', 'game.yaml');
    const text = readFileSync(rules, 'utf8');
    try {
      // Sets of two are no longer melds.
      writeFileSync(rules, text.replace('set:    { size: 2.., same: rank }', 'set:    { size: 3.., same: rank }'));
      const r = await runCli(['replay', file, '--all']);
      expect(r.code).toBe(1);
      expect(r.out).toContain('Note: rules changed since recording (edited: owl/game.yaml)');
      const m = /^cardsmith replay: .*game\.json: move (\d+) \((.+)\) no longer applies: move\/not-a-meld: .+\n$/.exec(r.err);
      expect(m, r.err).not.toBeNull();
      const n = Number(m?.[1]);
      expect(m?.[2]).toBe(record.moves[n - 1]);
      expect(r.out).toContain(`Note: the record applies up to move ${n - 1} of ${record.moves.length}`);
      expect(moveLines(r.out)).toHaveLength(n - 1);
      // The move refused plays two cards; no earlier move is a set of two without wilds.
      expect(m?.[2]).toMatch(/: play \S+ \S+$/);
    } finally {
      writeFileSync(rules, text);
    }
  });
});
