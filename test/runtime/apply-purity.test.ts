// apply is pure and legalMoves is the whole truth: over random states of the fixtures, every
// listed move applies, random unlisted moves are refused, and the old state never changes.
import { describe, expect, it } from 'vitest';
import { applyInPlace, applyMove, legalMoves, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { newGame } from './new-game.js';
import { moveKey } from '../../runtime/move-key.js';
import { cardRef, playerRef } from '../../runtime/values.js';
import { loadRules } from './fixture-games.js';
import { rng } from '../../bench/soak/bundled-games.js';

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

/** Random moves of every kind, most of them nonsense: cards from anywhere, any seat, any value. */
function randomMove(rules: Rules, s: GameState, r: () => number): Move {
  const seat = Math.floor(r() * s.names.length);
  const ids = [...rules.cards.keys()];
  const kind = pick(r, ['play', 'play', 'play', 'pass', 'choose', 'split', 'action'] as const);
  switch (kind) {
    case 'play': {
      const mine = Object.entries(s.zones).filter(([k]) => k.endsWith(`#${seat}`)).flatMap(([, v]) => v);
      const pool = r() < 0.8 && mine.length > 0 ? mine : ids;
      const n = 1 + Math.floor(r() * 3);
      const cards = [...new Set(Array.from({ length: n }, () => pick(r, pool)))].map((id) =>
        r() < 0.2 ? { id, as: { rank: 1 + Math.floor(r() * 10), suit: pick(r, ['R', 'G', 'B']) } } : { id },
      );
      return { kind: 'play', seat, meld: pick(r, [...rules.def.melds.map((m) => m.name), ...rules.zones.keys()]), cards };
    }
    case 'pass': return { kind: 'pass', seat };
    case 'choose': return { kind: 'choose', seat, value: pick(r, [null, 3, 'bet', cardRef(pick(r, ids)), playerRef(Math.floor(r() * s.names.length))]) };
    case 'split': return { kind: 'split', seat, right: Math.floor(r() * 4) };
    case 'action': return { kind: 'action', seat, name: pick(r, ['nothing', ...rules.def.actions.map((a) => a.name)]) };
  }
}

function checkState(rules: Rules, s: GameState, r: () => number): void {
  const snapshot = structuredClone(s);
  const listed = legalMoves(rules, s);
  const keys = new Set(listed.map(moveKey));
  for (const m of listed) {
    const res = applyMove(rules, s, m);
    expect(res.ok ? 'ok' : `${moveKey(m)}: ${res.error.code} ${res.error.message}`).toBe('ok');
  }
  let unlisted = 0;
  for (let i = 0; i < 40 && unlisted < 12; i++) {
    const m = randomMove(rules, s, r);
    if (keys.has(moveKey(m))) continue;
    unlisted++;
    const res = applyMove(rules, s, m);
    expect(res.ok ? `accepted ${moveKey(m)}` : res.error.code).toMatch(/^(move|notation)\//);
  }
  expect(s).toEqual(snapshot);
}

const configs: [string, string[], number][] = [
  ['climb.yaml', [], 3],
  ['climb.yaml', ['climb-extra.yaml'], 2],
  ['climb.yaml', ['climb-hard.yaml'], 4],
  ['follow.yaml', [], 3],
  ['effects.yaml', [], 3],
];

describe('apply is pure; a move is legal exactly when legalMoves lists it', () => {
  for (const [file, variants, players] of configs) {
    it(`${[file, ...variants].join(' + ')} at ${players} players`, () => {
      const rules = loadRules(file, variants);
      for (const seed of [1, 2]) {
        const r = rng(seed * 7919);
        let s = newGame(rules, { players, seed });
        for (let step = 0; step < 25 && s.phase !== 'over'; step++) {
          checkState(rules, s, r);
          const listed = legalMoves(rules, s);
          const next = applyMove(rules, s, pick(r, listed));
          if (!next.ok) throw new Error(next.error.message);
          s = next.state;
        }
      }
    });
  }

  it('an illegal move leaves the state deep-equal, and so does a legal one', () => {
    const rules = loadRules('climb.yaml');
    const s = newGame(rules, { players: 3, seed: 5 });
    const snapshot = structuredClone(s);
    const legal = legalMoves(rules, s)[0] as Move;
    const ok = applyMove(rules, s, legal);
    expect(ok.ok).toBe(true);
    expect(s).toEqual(snapshot);
    if (ok.ok) expect(ok.state).not.toEqual(snapshot);
    const bad = applyMove(rules, s, { kind: 'pass', seat: 2 });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('move/not-your-turn');
    expect(s).toEqual(snapshot);
  });

  it('applyInPlace changes the state it is given into what applyMove returns, and lists its new moves', () => {
    const rules = loadRules('climb.yaml');
    const s = newGame(rules, { players: 3, seed: 5 });
    const first = legalMoves(rules, s)[0] as Move;
    const pure = applyMove(rules, s, first);
    if (!pure.ok) throw new Error(pure.error.message);
    expect(applyInPlace(rules, s, first)).toBeNull();
    expect(JSON.stringify(s)).toBe(JSON.stringify(pure.state));
    // The moves remembered for the state before the move are forgotten.
    expect(legalMoves(rules, s).map(moveKey)).toEqual(legalMoves(rules, pure.state).map(moveKey));
    expect(legalMoves(rules, s).map(moveKey)).not.toContain(moveKey(first));
  });

  it('applyInPlace on a finished game is refused and changes nothing', () => {
    const rules = loadRules('climb.yaml');
    const s = newGame(rules, { players: 3, seed: 5 });
    while (s.phase !== 'over') expect(applyInPlace(rules, s, legalMoves(rules, s)[0] as Move)).toBeNull();
    const snapshot = structuredClone(s);
    expect(applyInPlace(rules, s, { kind: 'pass', seat: 0 })?.code).toBe('move/game-over');
    expect(s).toEqual(snapshot);
  });
});
