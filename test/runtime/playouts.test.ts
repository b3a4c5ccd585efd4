// Random games of every seed game, at every player count, with and without each variant. After
// every move: no card created or lost, the seat to act has a legal move until the game ends, and
// no view shows another seat's hidden cards. Every game ends, and its replay reaches the same state,
// and so does the same game played in place (applyInPlace, as simulations play).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import {
  applyInPlace, applyMove, legalMoves, prepareRules, randomBot, recordOf, view,
  type GameState, type Rules,
} from '../../runtime/index.js';
import { newGame, replayed } from './new-game.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));
const src = (rel: string) => ({ file: rel, text: readFileSync(root + rel, 'utf8') });

function rulesOf(game: string, variants: string[]): Rules {
  const r = compileRules(src(`${game}/game.yaml`), variants.map((v) => src(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

function allCards(s: GameState): string[] {
  return Object.values(s.zones).flat();
}

function checkInvariants(rules: Rules, s: GameState, total: number): void {
  const cards = allCards(s);
  expect(cards.length).toBe(total);
  expect(new Set(cards).size).toBe(total);
  if (s.phase !== 'over') expect(legalMoves(rules, s).length).toBeGreaterThan(0);
  for (let seat = 0; seat < s.names.length; seat++) {
    const v = view(rules, s, seat);
    for (const z of v.zones) {
      const owner = z.key.includes('#') ? Number(z.key.split('#')[1]) : null;
      const def = rules.zones.get(z.key.split('#')[0] ?? '');
      if (def?.visible === 'owner' && owner !== seat) expect(z.cards).toBeUndefined();
      if (def?.visible === 'none' || def?.visible === 'count') expect(z.cards).toBeUndefined();
    }
  }
}

function playRandom(rules: Rules, players: number, seed: number): GameState {
  let s = newGame(rules, { players, seed });
  const total = allCards(s).length;
  const bot = randomBot(seed);
  checkInvariants(rules, s, total);
  for (let n = 0; s.phase !== 'over'; n++) {
    const moves = legalMoves(rules, s);
    const seat = moves[0]?.seat;
    const r = applyMove(rules, s, bot.choose(moves.filter((m) => m.seat === seat)));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.state;
    checkInvariants(rules, s, total);
  }
  return s;
}

/** The same game as playRandom, on one state changed in place. */
function playInPlace(rules: Rules, players: number, seed: number): GameState {
  const s = newGame(rules, { players, seed });
  const bot = randomBot(seed);
  while (s.phase !== 'over') {
    const moves = legalMoves(rules, s);
    const seat = moves[0]?.seat;
    const error = applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === seat)));
    if (error !== null) throw new Error(`${error.code}: ${error.message}`);
  }
  return s;
}

const configs: [string, string[], number[]][] = [
  ['of-whats-left', [], [3, 4]],
  ['of-whats-left', ['threshold-scoring'], [3, 4]],
  ['of-whats-left', ['special-owls'], [3, 4]],
  ['of-whats-left', ['threshold-scoring', 'special-owls'], [4]],
  ['worst-in-show', [], [3, 4, 5]],
  ['bested-another-time', [], [2, 3, 4, 5, 6]],
  ['bested-another-time', ['gaps'], [3, 5]],
  ['bested-another-time', ['zeros'], [2, 4, 6]],
  ['bested-another-time', ['gaps', 'zeros'], [3, 4]],
  ['bested-another-time', ['solo'], [1]],
  ['spades', [], [4]],
  ['euchre', [], [4]],
  ['durak', [], [2, 3, 6]],
];

describe('random games', () => {
  for (const [game, variants, counts] of configs) {
    for (const n of counts) {
      it(`${game}${variants.length ? ` + ${variants.join(' + ')}` : ''} at ${n} players ends, keeps every card, hides hands, replays`, () => {
        const rules = rulesOf(game, variants);
        for (const seed of [1, 2]) {
          const end = playRandom(rules, n, seed);
          expect(end.phase).toBe('over');
          expect(end.winners).not.toBeNull();
          const again = replayed(rules, recordOf(rules, end, `${game}/game.yaml`, variants));
          expect(again.ok ? 'ok' : `move ${again.index}: ${again.error.code} ${again.error.message}`).toBe('ok');
          expect(JSON.stringify(again.states[again.states.length - 1])).toBe(JSON.stringify(end));
          expect(JSON.stringify(playInPlace(rules, n, seed))).toBe(JSON.stringify(end));
        }
      });
    }
  }
});
