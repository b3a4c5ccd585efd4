// Move notation: every kind of move written by moveText parses back to the same move, in the state
// it was made in; malformed input gives notation/* codes.
import { describe, expect, it } from 'vitest';
import { legalMoves, moveText, parseMove, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { cardRef, markerRef, playerRef } from '../../runtime/values.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const climb = loadRules('climb.yaml');
const pairs = loadRules('climb.yaml', ['climb-pair.yaml']);
const effects = loadRules('effects.yaml');
const follow = loadRules('follow.yaml');

/** Writes every legal move with its player's name, parses it back, and compares the moves. */
function roundTrips(rules: Rules, s: GameState): string[] {
  const texts: string[] = [];
  for (const m of legalMoves(rules, s)) {
    const text = `${s.names[m.seat]}: ${moveText(rules, s, m)}`;
    const p = parseMove(rules, s, text);
    expect(p.ok ? moveKey(p.move) : `${text}: ${p.code} ${p.message}`).toBe(moveKey(m));
    texts.push(text);
  }
  return texts;
}

function parsed(rules: Rules, s: GameState, text: string): Move {
  const p = parseMove(rules, s, text);
  if (!p.ok) throw new Error(`${text}: ${p.code}`);
  return p.move;
}

function code(rules: Rules, s: GameState, text: string): string {
  const p = parseMove(rules, s, text);
  return p.ok ? `parsed ${moveKey(p.move)}` : p.code;
}

describe('round trip of every legal move', () => {
  it('plays with a wild are written *=RANK SUIT and read back', () => {
    const s = dealt(climb, { Ann: ['Joker', '9R', '8R', '2G'], Bob: ['4G'], Cy: ['8B'] });
    const texts = roundTrips(climb, s);
    // cards in canonical order; a wild's suit is written only where the meld gives it one
    expect(texts).toEqual(expect.arrayContaining(['Ann: play 8R 9R *=10R', 'Ann: play *=7R 8R 9R', 'Ann: play *=9 9R', 'Ann: play *=10', 'Ann: play 2G']));
    expect(texts).toHaveLength(18);
  });

  it('an explicit wild id is the same move as *, and a natural card made wild may be named', () => {
    const s = dealt(climb, { Ann: ['Joker', '9R', '8R', '2G'], Bob: ['4G'], Cy: ['8B'] });
    expect(moveKey(parsed(climb, s, 'Ann: play Joker=10R 9R 8R'))).toBe(moveKey(parsed(climb, s, 'Ann: play *=10R 9R 8R')));
    const made = dealt(climb, { Ann: ['4G', '9R', '8R'], Bob: ['4B'], Cy: ['8B'] }, { wild: ['4G'] });
    const m = parsed(climb, made, 'Ann: play 4G=7R 8R 9R');
    expect(m).toMatchObject({ kind: 'play', seat: 0, meld: 'run' });
    expect(m.kind === 'play' ? m.cards.find((c) => c.id === '4G')?.as : undefined).toEqual({ rank: 7, suit: 'R' });
    expect(roundTrips(climb, made)).toContain('Ann: play *=7R 8R 9R');
  });

  it('a play whose cards form two meld types names the meld; plain cards are ambiguous', () => {
    const s = dealt(pairs, { Ann: ['5R', '5G', '1B'], Bob: ['4G'], Cy: ['8B'] });
    const texts = roundTrips(pairs, s);
    expect(texts).toEqual(expect.arrayContaining(['Ann: play set 5G 5R', 'Ann: play pair 5G 5R', 'Ann: play 1B']));
    expect(parsed(pairs, s, 'Ann: play pair 5G 5R')).toMatchObject({ meld: 'pair' });
    const p = parseMove(pairs, s, 'Ann: play 5R 5G');
    expect(p.ok ? 'parsed' : p.code).toBe('notation/ambiguous');
    if (!p.ok) expect(p.message).toMatch(/set, pair|pair, set/);
  });

  it('pass and do', () => {
    const s = moves(effects, dealt(effects, { Ann: ['1R', '2R'], Bob: ['5R', '8R'], Cy: ['3R'] }), 'Ann: play 1R');
    const texts = roundTrips(effects, s);
    expect(texts).toEqual(expect.arrayContaining(['Bob: pass', 'Bob: do ask_player', 'Bob: do stop']));
    expect(parsed(effects, s, 'do grab')).toEqual({ kind: 'action', seat: 1, name: 'grab' });
  });

  it('split, with the player named when several decide at once', () => {
    const s = dealt(follow, { Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'] });
    expect(roundTrips(follow, s)).toEqual(['Ann: split 1', 'Ann: split 2', 'Bob: split 1', 'Bob: split 2', 'Cy: split 1', 'Cy: split 2']);
    expect(code(follow, s, 'split 1')).toBe('notation/which-player');
    const two = moves(follow, s, 'Ann: split 1', 'Bob: split 2');
    expect(parsed(follow, two, 'split 2')).toEqual({ kind: 'split', seat: 2, right: 2 });
  });
});

describe('choose', () => {
  const names = { names: ['Ann', 'Bob Smith', 'Cy'] };
  function start(): GameState {
    return dealt(effects, { Ann: ['1R', '2R', '2G', '5G'], 'Bob Smith': ['5R', '8R'], Cy: ['3R', '7R'] }, names);
  }

  it('a player: @Name, @"name with spaces", seat N', () => {
    const s = moves(effects, start(), 'Ann: do ask_player');
    expect(roundTrips(effects, s)).toEqual(['Ann: choose @"Bob Smith"', 'Ann: choose @Cy']);
    expect(parsed(effects, s, 'choose @"bob smith"')).toEqual({ kind: 'choose', seat: 0, value: playerRef(1) });
    expect(parsed(effects, s, 'choose seat 3')).toEqual({ kind: 'choose', seat: 0, value: playerRef(2) });
    expect(code(effects, s, 'choose seat 4')).toBe('notation/syntax');
    expect(code(effects, s, 'choose @Zed')).toBe('notation/unknown-value');
  });

  it("an option 'text', a rank, a card and none", () => {
    const opt = moves(effects, start(), 'Ann: do ask_option');
    expect(roundTrips(effects, opt)).toEqual(["Ann: choose 'bet'", "Ann: choose 'wild card'"]);
    const rank = moves(effects, start(), 'Ann: do ask_rank');
    expect(roundTrips(effects, rank)).toEqual(['Ann: choose 2', 'Ann: choose 3', 'Ann: choose 4']);
    const card = moves(effects, start(), 'Ann: do ask_card');
    expect(roundTrips(effects, card)).toEqual(['Ann: choose 1R', 'Ann: choose 2R', 'Ann: choose 2G', 'Ann: choose 5G', 'Ann: choose none']);
    expect(parsed(effects, card, 'choose 2G')).toEqual({ kind: 'choose', seat: 0, value: cardRef('2G') });
  });

  it('a marker by its "Label", and a meld in any card order', () => {
    const mk = moves(effects, start(), 'Ann: do ask_marker');
    expect(roundTrips(effects, mk)).toEqual(['Ann: choose "Low Token"', 'Ann: choose "Mid Token"', 'Ann: choose "High Token"']);
    expect(parsed(effects, mk, 'choose "mid token"')).toEqual({ kind: 'choose', seat: 0, value: markerRef('mid') });
    const meld = moves(effects, start(), 'Ann: do ask_meld');
    const texts = roundTrips(effects, meld);
    expect(texts).toEqual(['Ann: choose 1R', 'Ann: choose 2G', 'Ann: choose 2R', 'Ann: choose 5G', 'Ann: choose 2G 2R']);
    const m = parsed(effects, meld, 'choose 2R 2G');
    expect(m.kind === 'choose' ? m.value : null).toEqual([cardRef('2G'), cardRef('2R')]);
  });
});

describe('malformed input', () => {
  const s = dealt(climb, { Ann: ['5R', '9R'], Bob: ['4G'], Cy: ['8B'] });
  it.each([
    ['Ann: jump 5R', 'notation/unknown-verb'],
    ['Ann: play 11R', 'notation/unknown-card'],
    ['Ann: play 5R X=3R', 'notation/unknown-card'],
    ['Ann: play 5R 5R', 'notation/duplicate-card'],
    ['Ann: play *=5G', 'notation/no-wild'],
    ["Ann: choose 'bet", 'notation/unclosed-quote'],
    ['Ann: choose "Low Token', 'notation/unclosed-quote'],
    ['Ann: choose @"Bob Smith', 'notation/unclosed-quote'],
    ['Zed: pass', 'notation/unknown-player'],
    ['Ann: pass now', 'notation/syntax'],
    ['Ann: play', 'notation/syntax'],
    ['Ann: split x', 'notation/syntax'],
    ['Ann:', 'notation/empty'],
  ])('%s → %s', (text, want) => {
    expect(code(climb, s, text)).toBe(want);
  });

  it('a second * with one wild in hand says so', () => {
    const w = dealt(climb, { Ann: ['Joker', '9R'], Bob: ['4G'], Cy: ['8B'] });
    const p = parseMove(climb, w, 'Ann: play *=9G *=9B 9R');
    expect(p.ok ? 'parsed' : p.code).toBe('notation/no-wild');
    if (!p.ok) expect(p.message).toContain('no more wild');
  });
});
