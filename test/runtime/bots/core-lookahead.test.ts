// The greedy bot's lookahead on the integer core (runtime/bots/core-lookahead.ts) against the same
// lookahead on the JSON engine (greedy.ts runtimeValue): every candidate's value equal, at decisions
// all through games of every game the core plays; whole greedy games the same game on either
// engine; and samples the core does not take left to the JSON engine.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalMoves, type GameState, type Move, type Rules } from '../../../runtime/index.js';
import { firstSeatMoves } from '../../../runtime/legal.js';
import { seatKnowledge } from '../../../runtime/knowledge.js';
import { determinize } from '../../../runtime/bots/determinize.js';
import { CoreLookahead } from '../../../runtime/bots/core-lookahead.js';
import { greedyBot, runtimeValue } from '../../../runtime/bots/greedy.js';
import { moveKey } from '../../../runtime/move-key.js';
import { nextUint32, seedRng, type RngState } from '../../../runtime/rng.js';
import { playedTo, seedGame } from './helpers.js';
import { worstInShowEndingWhen } from '../core/core-games.js';

interface Config {
  readonly name: string;
  readonly rules: Rules;
  readonly players: number;
}

const configs: Config[] = [
  { name: 'worst-in-show 4p', rules: seedGame('worst-in-show'), players: 4 },
  { name: 'worst-in-show 3p', rules: seedGame('worst-in-show'), players: 3 },
  { name: "of-whats-left 4p", rules: seedGame('of-whats-left'), players: 4 },
  { name: "of-whats-left + threshold 3p", rules: seedGame('of-whats-left', ['threshold-scoring']), players: 3 },
  { name: 'spades 4p', rules: seedGame('spades'), players: 4 },
  { name: 'euchre 4p', rules: seedGame('euchre'), players: 4 },
  { name: 'bested-another-time 4p', rules: seedGame('bested-another-time'), players: 4 },
];

describe('the greedy lookahead on the core', () => {
  it('gives every candidate the value the JSON engine gives it, leaving the sample unchanged', () => {
    const report: string[] = [];
    let total = 0;
    for (const { name, rules, players } of configs) {
      let onCore = 0;
      let elsewhere = 0;
      for (let g = 0; g < 4; g++) {
        for (const at of [0, 3, 11, 26, 40, 63, 90]) {
          const s = playedTo(rules, players, `la${g}`, at);
          if (s.phase === 'over') continue;
          const moves = firstSeatMoves(legalMoves(rules, s));
          const seat = moves[0]?.seat;
          if (seat === undefined) continue;
          const rng = seedRng(`la:${g}:${at}`);
          const sample = determinize(rules, seatKnowledge(rules, s, seat), rng);
          const before = JSON.stringify(sample);
          const ahead = CoreLookahead.of(rules, sample, seat);
          expect(ahead, name).not.toBeNull();
          const answers: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
          for (const m of moves) {
            const v = ahead?.value(m, [...answers]);
            if (v === undefined) {
              elsewhere++;
              continue;
            }
            expect(v, `${name} game ${g} at move ${at}: ${moveKey(m)}`).toBe(runtimeValue(rules, sample, m, seat, [...answers]));
            onCore++;
          }
          expect(JSON.stringify(sample)).toBe(before);
        }
      }
      report.push(`${name}: ${onCore} on the core, ${elsewhere} on the JSON engine`);
      expect(onCore, name).toBeGreaterThan(20);
      total += onCore;
    }
    console.log(`greedy lookahead, values compared:\n  ${report.join('\n  ')}`);
    expect(total).toBeGreaterThan(500);
  });

  it('plays whole greedy games move for move as on the JSON engine', () => {
    for (const { name, rules, players } of configs.filter((c) => c.players === 4).slice(0, 3)) {
      const played = (engine: 'core' | 'runtime'): { history: string[]; scores: number[] } => {
        const created = createGame(rules, { players, seed: `whole:${name}` });
        if (!created.ok) throw new Error(created.diagnostics[0]?.message);
        const s: GameState = created.state;
        const bots = Array.from({ length: players }, (_, i) => greedyBot(`w${i}`, undefined, engine));
        for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
          const mine = firstSeatMoves(legalMoves(rules, s));
          const seat = (mine[0] as Move).seat;
          const move = (bots[seat] as ReturnType<typeof greedyBot>).decide(rules, seatKnowledge(rules, s, seat), mine);
          expect(applyInPlace(rules, s, move)).toBeNull();
        }
        return { history: s.history.map(moveKey), scores: s.players.map((p) => p.score) };
      };
      const core = played('core');
      const runtime = played('runtime');
      expect(core.history.length, name).toBeGreaterThan(40);
      expect(core).toEqual(runtime);
    }
  });

  it('leaves a candidate whose lookahead stops at a rule\'s error to the JSON engine', () => {
    // Division by zero once seat 2 has won a trick and a trick holds three cards.
    const rules = worstInShowEndingWhen('players.count(p => not p.sat_out) <= 1 or (trick != null and trick.cards.size == 3 and 1 / (last_winner == players[1] ? 0 : 1) > 5)');
    let fallbacks = 0;
    let compared = 0;
    for (let g = 0; g < 12; g++) {
      for (const at of [2, 6, 10, 14]) {
        let s: GameState;
        try {
          s = playedTo(rules, 4, `err${g}`, at);
        } catch {
          continue; // the random game to this point ran into the error itself
        }
        if (s.phase === 'over') continue;
        const moves = firstSeatMoves(legalMoves(rules, s));
        const seat = moves[0]?.seat;
        if (seat === undefined) continue;
        const rng = seedRng(`err:${g}:${at}`);
        const sample = determinize(rules, seatKnowledge(rules, s, seat), rng);
        const ahead = CoreLookahead.of(rules, sample, seat);
        const answers: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
        for (const m of moves) {
          const v = ahead?.value(m, [...answers]);
          if (v === undefined) fallbacks++;
          else {
            expect(v).toBe(runtimeValue(rules, sample, m, seat, [...answers]));
            compared++;
          }
        }
      }
    }
    expect(fallbacks).toBeGreaterThan(0);
    expect(compared).toBeGreaterThan(0);
  });

  it('leaves to the JSON engine what the core does not play: a rule file it refuses, a deal still to come', () => {
    // Durak: the shedding procedure, which the core does not play.
    const durak = seedGame('durak');
    const s = playedTo(durak, 4, 'dur', 2);
    const seat = firstSeatMoves(legalMoves(durak, s))[0]?.seat ?? 0;
    expect(CoreLookahead.of(durak, determinize(durak, seatKnowledge(durak, s, seat), seedRng('b')), seat)).toBeNull();
    const wis = seedGame('worst-in-show');
    const w = playedTo(wis, 4, 'later', 10);
    const wseat = firstSeatMoves(legalMoves(wis, w))[0]?.seat ?? 0;
    const sample = determinize(wis, seatKnowledge(wis, w, wseat), seedRng('w'));
    expect(CoreLookahead.of(wis, sample, wseat)).not.toBeNull();
    expect(CoreLookahead.of(wis, { ...sample, laterDeals: {} }, wseat)).toBeNull();
    expect(CoreLookahead.of(wis, { ...sample, deals: { ...sample.deals, [sample.round + 1]: { zones: {}, wild: [] } } }, wseat)).toBeNull();
  });
});
