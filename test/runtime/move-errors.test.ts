// Every move error code of explain.ts: the exact code, a reason naming the player, card or rule,
// a range into the rule file where the error names a rule, and the state left untouched.
import { describe, expect, it } from 'vitest';
import { applyMove, type GameState } from '../../runtime/index.js';
import { columnOf, dealt, fixturePath, lineOf, moves, mv, refused, loadRules } from './fixture-games.js';

const climb = loadRules('climb.yaml');
const extra = loadRules('climb.yaml', ['climb-extra.yaml']);
const follow = loadRules('follow.yaml');
const effects = loadRules('effects.yaml');

function climbStart(): GameState {
  return dealt(climb, {
    Ann: ['3R', '5R', '5G', '9R', 'Solo', '7B'],
    Bob: ['4G', '6G', '6B', '6R', '2B'],
    Cy: ['8B', '1G', '2G'],
  });
}

describe('climbing plays', () => {
  it('not-your-turn names whose turn it is and who tried', () => {
    const e = refused(climb, climbStart(), 'Bob: play 4G');
    expect(e.code).toBe('move/not-your-turn');
    expect(e.message).toContain("Ann's turn");
    expect(e.message).toContain('Bob');
    expect(e.range).toBeUndefined();
  });

  it('not-in-hand names the player and the card', () => {
    const e = refused(climb, climbStart(), 'Ann: play 4G');
    expect(e.code).toBe('move/not-in-hand');
    expect(e.message).toContain('Ann');
    expect(e.message).toContain('4G');
  });

  it('not-a-wild names the natural card declared as something else', () => {
    const e = refused(climb, climbStart(), 'Ann: play 3R=4R 5R');
    expect(e.code).toBe('move/not-a-wild');
    expect(e.message).toContain('3R');
  });

  it('not-a-meld, cannot-lead and only name the player and the cards', () => {
    const s = climbStart();
    const notMeld = refused(climb, s, 'Ann: play 3R 5G');
    expect(notMeld.code).toBe('move/not-a-meld');
    expect(notMeld.message).toMatch(/Ann cannot play (3R 5G|5G 3R)/);
    const gap = refused(climb, s, 'Ann: play 3R 5R');
    expect(gap.code).toBe('move/cannot-lead');
    expect(gap.message).toContain('Ann');
    const only = refused(climb, s, 'Ann: play set Solo 9R');
    expect(only.code).toBe('move/only');
    expect(only.message).toContain('Solo');
  });

  it('must-lead: the leader of a climbing trick may not pass', () => {
    const e = refused(climb, climbStart(), 'Ann: pass');
    expect(e.code).toBe('move/must-lead');
    expect(e.message).toContain('Ann');
  });

  it('not-same-type and not-higher over a single', () => {
    const s = moves(climb, climbStart(), 'Ann: play 5R');
    const type = refused(climb, s, 'Bob: play 6G 6B');
    expect(type.code).toBe('move/not-same-type');
    expect(type.message).toContain('Bob');
    const low = refused(climb, s, 'Bob: play 4G');
    expect(low.code).toBe('move/not-higher');
    expect(low.message).toContain('Bob cannot play 4G');
  });

  it('not-same-size over a set of two', () => {
    const s = moves(climb, climbStart(), 'Ann: play 5R 5G');
    const e = refused(climb, s, 'Bob: play 6G 6B 6R');
    expect(e.code).toBe('move/not-same-size');
    expect(e.message).toContain('Bob');
    expect(moves(climb, s, 'Bob: play 6G 6B').trick?.plays.map((p) => p.meld)).toEqual(['set', 'set']);
  });
});

describe('must-follow plays', () => {
  // Ann: left 2R 5R 3G, right 1T · Bob: left 4R 6G 2B, right 6T · Cy: left 1G 3B, right 4B 5B
  function followStart(): GameState {
    const s = dealt(follow, { Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'] });
    return moves(follow, s, 'Ann: split 1', 'Bob: split 1', 'Cy: split 2');
  }
  // The procedure's range: the `play:` map, which starts at its `kind:` key.
  const playAt = { line: lineOf('follow.yaml', 'kind: must-follow'), column: columnOf('follow.yaml', 'kind: must-follow') };

  it('not-allowed-zone: the leader may lead only from lead-from, with the rule\'s range', () => {
    const e = refused(follow, followStart(), 'Ann: play 1T');
    expect(e.code).toBe('move/not-allowed-zone');
    expect(e.message).toContain('Ann must lead from left');
    expect(e.range?.file).toBe(fixturePath('follow.yaml'));
    expect(e.message).toContain(`${fixturePath('follow.yaml')}:${e.range?.start.line}:${e.range?.start.column}`);
    expect(e.range?.start).toMatchObject(playAt);
  });

  it('must-lead and cannot-pass in a must-follow trick', () => {
    const s = followStart();
    expect(refused(follow, s, 'Ann: pass').code).toBe('move/must-lead');
    const led = moves(follow, s, 'Ann: play 2R');
    const e = refused(follow, led, 'Bob: pass');
    expect(e.code).toBe('move/cannot-pass');
    expect(e.message).toContain('Bob');
  });

  it('must-follow names the suit and the cards of it the player holds', () => {
    const s = moves(follow, followStart(), 'Ann: play 2R');
    const e = refused(follow, s, 'Bob: play 6G');
    expect(e.code).toBe('move/must-follow');
    expect(e.message).toContain('Bob must follow Red: they hold 4R in left');
    expect(e.range).toMatchObject({ file: fixturePath('follow.yaml'), start: playAt });
    expect(e.message).toContain(`${fixturePath('follow.yaml')}:${e.range?.start.line}:${e.range?.start.column}`);
  });

  it('not-allowed-zone: a source whose condition fails', () => {
    const s = moves(follow, followStart(), 'Ann: play 2R', 'Bob: play 4R');
    const e = refused(follow, s, 'Cy: play 4B');
    expect(e.code).toBe('move/not-allowed-zone');
    expect(e.message).toContain('Cy may not play that card now');
    expect(e.range).toMatchObject({ file: fixturePath('follow.yaml'), start: playAt });
  });

  it('setup decisions: a seat that has decided, and a split out of range', () => {
    const s = dealt(follow, { Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'] });
    const once = moves(follow, s, 'Ann: split 1');
    const again = refused(follow, once, 'Ann: split 2');
    expect(again.code).toBe('move/not-your-turn');
    expect(again.message).toContain('Ann has already decided');
    const big = refused(follow, once, 'Bob: split 3');
    expect(big.code).toBe('move/not-an-option');
    expect(big.message).toContain('Bob must split');
  });
});

describe('rules that forbid a move', () => {
  it('obligation names the obligation and its place in the variant that declares it', () => {
    const s = moves(extra, dealt(extra, { Ann: ['3R', '5R', '5G'], Bob: ['4G', '6G'], Cy: ['8B', '1G', '2G'] }), 'Ann: play 3R');
    const e = refused(extra, s, 'Bob: pass');
    expect(e.code).toBe('move/obligation');
    const at = `${fixturePath('climb-extra.yaml')}:${lineOf('climb-extra.yaml', 'play_when_short:')}:${columnOf('climb-extra.yaml', 'play_when_short:')}`;
    expect(e.message).toContain(`'play_when_short' (${at})`);
    expect(e.message).toContain('Bob may not pass');
    expect(e.range).toMatchObject({ file: fixturePath('climb-extra.yaml'), start: { line: lineOf('climb-extra.yaml', 'play_when_short:'), column: columnOf('climb-extra.yaml', 'play_when_short:') } });
    // the obligation does not hold for Cy, who holds three cards
    const bob = moves(extra, s, 'Bob: play 4G');
    expect(moves(extra, bob, 'Cy: pass').turn).toBe(0);
  });

  it('action-not-allowed names the action\'s label and its rule; unknown-action names the action', () => {
    const s = dealt(extra, { Ann: ['3R', '5R'], Bob: ['4G'], Cy: ['8B'], deck: [] });
    const e = refused(extra, s, 'Ann: do peek');
    expect(e.code).toBe('move/action-not-allowed');
    expect(e.message).toContain('Ann may not peek at the deck now');
    expect(e.range).toMatchObject({ file: fixturePath('climb-extra.yaml'), start: { line: lineOf('climb-extra.yaml', 'peek:'), column: columnOf('climb-extra.yaml', 'peek:') } });
    const u = refused(extra, s, 'Ann: do dance');
    expect(u.code).toBe('move/unknown-action');
    expect(u.message).toContain("'dance'");
    // with cards in the deck the action is open, and it does not end the turn
    const open = dealt(extra, { Ann: ['3R', '5R'], Bob: ['4G'], Cy: ['8B'] });
    const after = moves(extra, open, 'Ann: do peek');
    expect(after.players[0]?.score).toBe(1);
    expect(after.turn).toBe(0);
  });
});

describe('choices and the end of the game', () => {
  function asking(): GameState {
    const s = dealt(effects, { Ann: ['1R', '2R', '3G'], Bob: ['5R', '8R'], Cy: ['3R', '7R'] });
    return moves(effects, s, 'Ann: do ask_player');
  }

  it('choice-pending: the chooser must answer before anything else', () => {
    const e = refused(effects, asking(), 'Ann: play 1R');
    expect(e.code).toBe('move/choice-pending');
    expect(e.message).toContain('Ann must first answer: Choose a player');
  });

  it('not-your-turn while another player is choosing', () => {
    const e = refused(effects, asking(), 'Bob: choose @Cy');
    expect(e.code).toBe('move/not-your-turn');
    expect(e.message).toContain('Ann is choosing now, not Bob');
  });

  it('not-an-option lists the options', () => {
    const e = refused(effects, asking(), 'Ann: choose @Ann');
    expect(e.code).toBe('move/not-an-option');
    expect(e.message).toContain('choose @Ann is not one of the options (choose @Bob, choose @Cy)');
  });

  it('game-over refuses every move once the game has ended', () => {
    const s = moves(effects, dealt(effects, { Ann: ['1R', '2R'], Bob: ['5R'], Cy: ['3R'] }), 'Ann: do stop');
    expect(s.phase).toBe('over');
    const before = JSON.stringify(s);
    const r = applyMove(effects, s, { kind: 'pass', seat: 0 });
    expect(r.ok ? 'ok' : r.error.code).toBe('move/game-over');
    const p = applyMove(effects, s, mv(effects, s, 'Ann: play 1R'));
    expect(p.ok ? 'ok' : p.error.code).toBe('move/game-over');
    expect(JSON.stringify(s)).toBe(before);
  });
});
