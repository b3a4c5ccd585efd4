// The runtime and the integer core side by side from the same seed with the same random picks: at
// every decision the same seat, the same number of moves and the same moves (the core's decoded to
// runtime Moves), after every move the same budget steps used; at the end the same scores, winners
// and whole state (fromCore, JSON). Floor at 200 games, every bundled configuration the core
// accepts at a few games each; the configurations it refuses are listed with their reasons.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, randomBot, type GameState, type Rules } from '../../../runtime/index.js';
import { legalCount, legalMoves, legalPick, pickedSeat } from '../../../runtime/legal.js';
import { lastBudgetUsed, withLimits } from '../../../runtime/budget.js';
import { buildCore, type CoreRules } from '../../../runtime/core/build.js';
import { coreApply, coreCreate, coreLegalCount, coreMoveAt, coreSeat, isCoreState } from '../../../runtime/core/engine.js';
import { fromCore } from '../../../runtime/core/from-core.js';
import { OVER, type CoreState } from '../../../runtime/core/state.js';
import { toCore } from '../../../runtime/core/to-core.js';
import { bridgeStates } from '../../../runtime/core/bridge.js';
import { coreConfigs, floorRules, foldedCore, stopUnderLimits, worstInShowEndingWhen } from './core-games.js';
import type { Value } from '../../../runtime/values.js';

interface Tally {
  games: number;
  decisions: number;
  moves: number;
  /** Moves by the zone they were played from. */
  byZone: Record<string, number>;
  /** Games the core took over from the runtime's state in the middle. */
  takenOver: number;
}

/**
 * One game in lockstep. `from` 0: both created from the seed; else the runtime plays `from` moves
 * alone, the core takes over its state (toCore), and both go on with new bots.
 */
function lockstep(rules: Rules, core: CoreRules, players: number, seed: string, options: Readonly<Record<string, Value>>, tally: Tally, from = 0): void {
  const created = createGame(rules, { players, seed, options });
  if (!created.ok) throw new Error(created.diagnostics.map((d) => d.message).join('; '));
  const budgetRuntime = lastBudgetUsed();
  const s: GameState = created.state;
  let c: CoreState;
  let botSeed = seed;
  if (from === 0) {
    const made = coreCreate(core, { seed, options });
    if (!isCoreState(made)) throw new Error(made.diagnostics.map((d) => d.message).join('; '));
    expect(lastBudgetUsed()).toBe(budgetRuntime);
    c = made;
  } else {
    const alone = Array.from({ length: players }, (_, i) => randomBot(`${seed}:${i}`));
    for (let k = 0; k < from && s.phase !== 'over'; k++) {
      const n = legalCount(rules, s);
      const seat = pickedSeat() as number;
      expect(applyInPlace(rules, s, legalPick((alone[seat]?.chooseIndex as (k: number) => number)(n)))).toBeNull();
    }
    c = toCore(rules, s);
    takenOverPending = s.pending !== null && s.pending.kind === 'choice';
    botSeed = `${seed}:then`;
    tally.takenOver++;
  }
  expect(JSON.stringify(fromCore(c))).toBe(JSON.stringify(s));
  const botsA = Array.from({ length: players }, (_, i) => randomBot(`${botSeed}:${i}`));
  const botsB = Array.from({ length: players }, (_, i) => randomBot(`${botSeed}:${i}`));
  while (s.phase !== 'over') {
    const all = legalMoves(rules, s);
    const n = legalCount(rules, s);
    const seat = pickedSeat();
    const cn = coreLegalCount(core, c);
    expect(cn).toBe(n);
    expect(coreSeat(c)).toBe(seat ?? -1);
    if (seat === undefined) break;
    const listed: unknown[] = [];
    for (let r = 0; r < cn; r++) listed.push(coreMoveAt(core, c, r));
    expect(JSON.stringify(listed)).toBe(JSON.stringify(all.filter((m) => m.seat === seat)));
    const r = (botsA[seat]?.chooseIndex as (k: number) => number)(n);
    expect((botsB[seat]?.chooseIndex as (k: number) => number)(cn)).toBe(r);
    const move = legalPick(r);
    if (move.kind === 'play') tally.byZone[move.meld] = (tally.byZone[move.meld] ?? 0) + 1;
    expect(coreMoveAt(core, c, r)).toEqual(move);
    const err = applyInPlace(rules, s, move);
    const used = lastBudgetUsed();
    const cerr = coreApply(core, c, r);
    expect(lastBudgetUsed()).toBe(used);
    expect(cerr).toEqual(err);
    if (err !== null) break;
    tally.decisions++;
  }
  expect(c.phase === OVER).toBe(s.phase === 'over');
  expect(Array.from(c.score)).toEqual(s.players.map((p) => p.score));
  expect(c.json.winners).toEqual(s.winners);
  expect(JSON.stringify(fromCore(c))).toBe(JSON.stringify(s));
  tally.games++;
  tally.moves += s.moveCount;
  lastGame = s;
}

/** The runtime's state of the last game played in lockstep, and whether the last take-over was at a pending choice. */
let lastGame: GameState | null = null;
let takenOverPending = false;

describe('core lockstep with the runtime', () => {
  it('floor: 200 games', () => {
    const rules = floorRules();
    const core = buildCore(rules, 4);
    if (typeof core === 'string') throw new Error(core);
    const tally: Tally = { games: 0, decisions: 0, moves: 0, byZone: {}, takenOver: 0 };
    for (let g = 0; g < 200; g++) lockstep(rules, core, 4, String(g), {}, tally);
    expect(tally.games).toBe(200);
    expect(tally.decisions).toBeGreaterThan(200 * 40);
    console.log(`floor lockstep: ${tally.games} games, ${tally.decisions} decisions`);
  });

  it('every bundled configuration the core accepts', () => {
    const tally: Tally = { games: 0, decisions: 0, moves: 0, byZone: {}, takenOver: 0 };
    const refused: string[] = [];
    const accepted: string[] = [];
    for (const config of coreConfigs()) {
      const why = buildCore(config.rules, config.players);
      if (typeof why === 'string') {
        refused.push(`${config.name}: ${why}`);
        continue;
      }
      // Compiled for the configuration's options, as playout() and the bots build it.
      const core = foldedCore(config.rules, config.players, config.options);
      accepted.push(config.name);
      // Spades and Euchre: 60 games each below.
      if (config.game === 'spades' || config.game === 'euchre') continue;
      // More games of the games that have more to them than the floor's.
      const games = config.game === 'floor' ? 10 : 30;
      for (let g = 0; g < games; g++) lockstep(config.rules, core, config.players, `b${g}`, config.options, tally);
    }
    console.log(`accepted: ${accepted.join(', ')}\nrefused:\n  ${refused.join('\n  ')}\n${tally.games} games, ${tally.decisions} decisions, by zone ${JSON.stringify(tally.byZone)}`);
    expect(accepted.length).toBeGreaterThan(0);
    // The second zone's follow source (its `when`) was open.
    expect(tally.byZone['right'] ?? 0).toBeGreaterThan(0);
    // Every expression of the games accepted was compiled: the temporary bridge was never taken.
    expect(bridgeStates).toBe(0);
    expect(tally.decisions).toBeGreaterThan(0);
  });

  it('Worst In Show under its other rulings (options that change the round expressions)', () => {
    const config = coreConfigs().find((c) => c.game === 'worst-in-show' && c.players === 4);
    if (config === undefined) throw new Error('no 4-player worst-in-show configuration');
    const core = buildCore(config.rules, 4);
    if (typeof core === 'string') throw new Error(core);
    const tally: Tally = { games: 0, decisions: 0, moves: 0, byZone: {}, takenOver: 0 };
    const rulings: Record<string, Value>[] = [{ floor: 'hand' }, { later_leader: 'last-winner' }, { floor: 'hand', later_leader: 'last-winner' }];
    for (const options of rulings) {
      for (let g = 0; g < 20; g++) lockstep(config.rules, core, 4, `o${g}`, options, tally);
      // And a core compiled for the ruling alone.
      const folded = foldedCore(config.rules, 4, options);
      for (let g = 0; g < 10; g++) lockstep(config.rules, folded, 4, `of${g}`, options, tally);
    }
    expect(tally.games).toBe(90);
    expect(tally.decisions).toBeGreaterThan(90 * 40);
    console.log(`worst-in-show rulings: ${tally.games} games, ${tally.decisions} decisions`);
  });

  it('an end-when kept between var writes (game and player vars) ends the rounds the runtime ends', () => {
    // Ends a hand once seat 3 has won the last trick and two players have cleared: last_winner is
    // written every trick, cleared when a player clears.
    const rules = worstInShowEndingWhen('players.count(p => not p.sat_out) <= 1 or (last_winner == players[2] and players.count(p => p.cleared > 0) >= 2)');
    const core = buildCore(rules, 4);
    if (typeof core === 'string') throw new Error(core);
    expect(core.endKeeps).toBe(true);
    const tally: Tally = { games: 0, decisions: 0, moves: 0, byZone: {}, takenOver: 0 };
    let early = 0;
    for (let g = 0; g < 30; g++) {
      lockstep(rules, core, 4, `e${g}`, {}, tally);
      // Hands the new clause ended: two or more players still holding cards (the rule file's own
      // end-when and its 12 tricks leave at most one).
      for (const e of lastGame?.events ?? []) {
        if (e.kind !== 'round-end') continue;
        const holding = new Set(Object.entries(e.hands).filter(([, cards]) => cards.length > 0).map(([key]) => key.split('#')[1]));
        if (holding.size >= 2) early++;
      }
    }
    expect(early).toBeGreaterThan(0);
    expect(tally.games).toBe(30);
    expect(tally.decisions).toBeGreaterThan(30 * 20);
    console.log(`kept end-when: ${tally.games} games, ${tally.decisions} decisions, ${early} hands ended early`);
  });

  it('Spades and Euchre (choices, each-in-turn, obligations reading the move\'s cards): 60 games each at 4', () => {
    for (const game of ['spades', 'euchre']) {
      const config = coreConfigs().find((c) => c.game === game && c.players === 4);
      if (config === undefined) throw new Error(`no 4-player ${game} configuration`);
      const core = buildCore(config.rules, 4);
      if (typeof core === 'string') throw new Error(core);
      const tally: Tally = { games: 0, decisions: 0, moves: 0, byZone: {}, takenOver: 0 };
      let chosen = 0;
      let skipped = 0;
      const before = { events: 0 };
      for (let g = 0; g < 60; g++) {
        lockstep(config.rules, core, 4, `k${g}`, {}, tally);
        const s = lastGame;
        if (s !== null) {
          chosen += s.history.filter((m) => m.kind === 'choose').length;
          skipped += s.events.filter((e) => e.kind === 'obligation-skipped').length;
          before.events += s.events.length;
        }
      }
      // Taken over in the middle, a choice pending among them.
      let pendingAtTakeOver = 0;
      for (let g = 0; g < 12; g++) {
        lockstep(config.rules, core, 4, `kt${g}`, {}, tally, 1 + g * 3);
        if (takenOverPending) pendingAtTakeOver++;
      }
      expect(tally.games).toBe(72);
      expect(tally.decisions).toBeGreaterThan(60 * 50);
      expect(chosen).toBeGreaterThan(60 * 4);
      expect(pendingAtTakeOver).toBeGreaterThan(0);
      if (game === 'spades') expect(skipped).toBeGreaterThan(0);
      console.log(`${game} lockstep: ${tally.games} games (${tally.takenOver} taken over, ${pendingAtTakeOver} at a pending choice), ${tally.decisions} decisions, ${chosen} answers to choices, ${skipped} obligations skipped, ${before.events} events`);
    }
  });

  it('the core takes over the runtime state in the middle of a game (toCore) and plays on the same', () => {
    const tally: Tally = { games: 0, decisions: 0, moves: 0, byZone: {}, takenOver: 0 };
    for (const config of coreConfigs()) {
      const core = buildCore(config.rules, config.players);
      if (typeof core === 'string') continue;
      // Takes over at setup decisions, mid-trick, at tricks' and rounds' ends.
      for (let g = 0; g < 6; g++) lockstep(config.rules, core, config.players, `t${g}`, config.options, tally, 1 + g * 17);
    }
    expect(tally.takenOver).toBeGreaterThan(30);
    expect(tally.decisions).toBeGreaterThan(0);
    console.log(`taken over: ${tally.takenOver} games, ${tally.decisions} decisions after`);
  });

  it('under lowered bounds the core runs out of budget where the runtime does, with the same error', () => {
    let errors = 0;
    let failures = 0;
    const seen = new Set<string>();
    const games = [
      { rules: floorRules(), players: 4 },
      ...coreConfigs().filter((c) => c.game === 'worst-in-show' || c.game === 'two-zones' || c.game === 'trump-rules' || c.game === 'spades' || c.game === 'euchre').map((c) => ({ rules: c.rules, players: c.players })),
    ];
    for (const { rules, players } of games) {
      const any = buildCore(rules, players);
      if (typeof any === 'string') throw new Error(any);
      // The core for any options, and the core compiled for the default options (folded).
      for (const core of [any, foldedCore(rules, players)])
      for (const limits of [{ steps: 60 }, { steps: 400 }, { steps: 2500 }, { engineSteps: 12 }, { engineSteps: 40 }, { statements: 3 }]) {
        for (let g = 0; g < 3; g++) {
          // Stopped at creation or at a move alike (a move's state half-changed, but the same half).
          const stop = withLimits(limits, () => stopUnderLimits(rules, core, players, `l${g}`));
          if (stop === null) continue;
          if (stop.at === 'create') failures++;
          else errors++;
          seen.add(stop.code);
        }
      }
    }
    console.log(`bounds: ${failures} creations refused alike, ${errors} moves stopped alike (${[...seen].join(', ')})`);
    expect(errors + failures).toBeGreaterThan(10);
  });
});
