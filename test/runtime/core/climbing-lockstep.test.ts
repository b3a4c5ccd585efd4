// The climbing procedure in the integer core (runtime/core/climbing.ts) in lockstep with the
// runtime: Of What's Left (base and the variants the core accepts) at 3 and 4 players, from the same
// seeds with the same random picks. At every decision the same seat, the same number of moves and
// the same moves in the same order (the core's decoded to runtime Moves, JSON for JSON); after every
// move the same budget steps used and the same error; at the end the same scores, winners and whole
// state (fromCore, JSON: zones, trick, events, history, round plays). The configurations refused
// are listed with their reasons.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../../grammar/compile.js';
import { applyInPlace, createGame, prepareRules, randomBot, type GameState, type Rules } from '../../../runtime/index.js';
import { legalCount, legalMoves, legalPick, pickedSeat } from '../../../runtime/legal.js';
import { lastBudgetUsed, withLimits } from '../../../runtime/budget.js';
import { buildCore, type CoreRules } from '../../../runtime/core/build.js';
import { coreApply, coreCreate, coreLegalCount, coreMoveAt, coreSeat, isCoreState } from '../../../runtime/core/engine.js';
import { fromCore } from '../../../runtime/core/from-core.js';
import { OVER } from '../../../runtime/core/state.js';
import type { Value } from '../../../runtime/values.js';
import { loadRules } from '../fixture-games.js';
import { foldedCore, stopUnderLimits } from './core-games.js';

const root = fileURLToPath(new URL('../../../rules/', import.meta.url));
const src = (rel: string) => ({ file: `rules/${rel}`, text: readFileSync(root + rel, 'utf8') });

export function climbRules(game: string, variants: readonly string[] = []): Rules {
  const r = compileRules(src(`${game}/game.yaml`), variants.map((v) => src(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

interface Tally {
  games: number; decisions: number; moves: number; plays: number; passes: number; wilds: number; skipped: number; sheds: number; rounds: number;
  /** Markers flipped by a rule. */
  flips: number;
  /** Cards a rule's `move` put into a hand, and shed-outs right after a pass (an effect emptied the hand). */
  intoHands: number; passSheds: number;
}

const newTally = (): Tally => ({ games: 0, decisions: 0, moves: 0, plays: 0, passes: 0, wilds: 0, skipped: 0, sheds: 0, rounds: 0, intoHands: 0, passSheds: 0, flips: 0 });

function lockstep(rules: Rules, core: CoreRules, players: number, seed: string, options: Readonly<Record<string, Value>>, t: Tally): void {
  for (const _ of lockstepMoves(rules, core, players, seed, options, t)) void _;
}

/** lockstep, a move at a time (the games of several generators interleave). */
function* lockstepMoves(rules: Rules, core: CoreRules, players: number, seed: string, options: Readonly<Record<string, Value>>, t: Tally): Generator<void> {
  const created = createGame(rules, { players, seed, options });
  if (!created.ok) throw new Error(created.diagnostics.map((d) => d.message).join('; '));
  const budgetRuntime = lastBudgetUsed();
  const c = coreCreate(core, { seed, options });
  if (!isCoreState(c)) throw new Error(c.diagnostics.map((d) => d.message).join('; '));
  expect(lastBudgetUsed()).toBe(budgetRuntime);
  const s: GameState = created.state;
  expect(JSON.stringify(fromCore(c))).toBe(JSON.stringify(s));
  const bots = Array.from({ length: players }, (_, i) => randomBot(`${seed}:${i}`));
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
    const r = (bots[seat]?.chooseIndex as (k: number) => number)(n);
    const move = legalPick(r);
    if (move.kind === 'play') {
      t.plays++;
      if (move.cards.some((x) => x.as !== undefined)) t.wilds++;
    } else if (move.kind === 'pass') t.passes++;
    const err = applyInPlace(rules, s, move);
    const used = lastBudgetUsed();
    const cerr = coreApply(core, c, r);
    expect(lastBudgetUsed()).toBe(used);
    expect(cerr).toEqual(err);
    if (err !== null) break;
    t.decisions++;
    yield;
  }
  expect(c.phase === OVER).toBe(s.phase === 'over');
  expect(Array.from(c.score)).toEqual(s.players.map((p) => p.score));
  expect(c.json.winners).toEqual(s.winners);
  expect(JSON.stringify(fromCore(c))).toBe(JSON.stringify(s));
  t.skipped += s.events.filter((e) => e.kind === 'obligation-skipped').length;
  t.sheds += s.events.filter((e) => e.kind === 'out' && e.reason === 'shed').length;
  t.flips += s.events.filter((e) => e.kind === 'marker' && e.verb === 'flip').length;
  let lastMove: string | null = null;
  for (const e of s.events) {
    if (e.kind === 'move') lastMove = e.move?.kind ?? null;
    if (e.kind === 'cards' && e.verb === 'move' && e.rule !== undefined && e.to.startsWith('hand#')) t.intoHands += e.count;
    if (e.kind === 'out' && e.reason === 'shed' && lastMove === 'pass') t.passSheds++;
  }
  t.rounds += s.round;
  t.games++;
  t.moves += s.moveCount;
  lastEvents = s.events;
}

/** The events of the last game played in lockstep. */
let lastEvents: GameState['events'] = [];

function coreOf(rules: Rules, players: number): CoreRules {
  const core = buildCore(rules, players);
  if (typeof core === 'string') throw new Error(core);
  return core;
}

describe('core climbing in lockstep with the runtime', () => {
  for (const players of [3, 4]) {
    it(`Of What's Left at ${players} players: 200 games`, () => {
      const rules = climbRules('of-whats-left');
      // Compiled for the default options, as playout() and the bots build it.
      const core = foldedCore(rules, players);
      const t = newTally();
      for (let g = 0; g < 200; g++) lockstep(rules, core, players, `owl${g}`, {}, t);
      console.log(`of-whats-left ${players}p: ${JSON.stringify(t)}`);
      expect(t.games).toBe(200);
      expect(t.decisions).toBeGreaterThan(200 * 30);
      expect(t.passes).toBeGreaterThan(0);
      expect(t.wilds).toBeGreaterThan(0);
      expect(t.skipped).toBeGreaterThan(0);
    });
  }

  it('Of What\'s Left compiled for either bonus_stays: a handler false under the options is never evaluated, and the games are the runtime\'s', () => {
    const rules = climbRules('of-whats-left');
    const t = newTally();
    for (const stays of [true, false]) {
      const core = foldedCore(rules, 4, { bonus_stays: stays });
      // The move handlers: flip (when the hand is small) and unflip (`not options.bonus_stays and …`).
      const move = core.fx.on.move ?? [];
      expect(move.map((l) => l.fixed)).toEqual(stays ? [-1, 0] : [-1, -1]);
      for (let g = 0; g < 25; g++) lockstep(rules, core, 4, `bs${g}`, { bonus_stays: stays }, t);
      // Made once for these options (the same values in another object), apart from the core for any options.
      expect(foldedCore(rules, 4, { bonus_stays: stays })).toBe(core);
      expect(buildCore(rules, 4)).not.toBe(core);
      // A core compiled for these options plays no game with others.
      expect(() => coreCreate(core, { seed: 'x', options: { bonus_stays: !stays } })).toThrow(/other game options/);
    }
    expect(t.games).toBe(50);
    // Bonuses flipped: the folded-in handler's neighbour still runs.
    expect(t.flips).toBeGreaterThan(50);
  });

  it('a handler always true under the options is queued without evaluating its when, its steps spent', () => {
    // Of What's Left with the unflip handler's `when` an option alone: true or false for a whole game.
    const file = src('of-whats-left/game.yaml');
    const when = 'when: "not options.bonus_stays and me.bonus.flipped and me.hand.size > 5"';
    if (!file.text.includes(when)) throw new Error('of-whats-left/game.yaml no longer has the unflip handler this test rewrites');
    const r = compileRules({ ...file, text: file.text.replace(when, 'when: "options.bonus_stays"') });
    if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    const rules = prepareRules(r.def);
    const t = newTally();
    for (const stays of [true, false]) {
      const core = foldedCore(rules, 3, { bonus_stays: stays });
      expect((core.fx.on.move ?? []).map((l) => l.fixed)).toEqual([-1, stays ? 1 : 0]);
      for (let g = 0; g < 15; g++) lockstep(rules, core, 3, `at${g}`, { bonus_stays: stays }, t);
    }
    expect(t.games).toBe(30);
    expect(t.flips).toBeGreaterThan(30);
  });

  it('Of What\'s Left with threshold scoring, under its rulings, at 3 and 4 players', () => {
    const rules = climbRules('of-whats-left', ['threshold-scoring']);
    const t = newTally();
    const rulings: Record<string, Value>[] = [{}, { passes: 'reach', lower_per: 'player' }, { threshold_start: 15, lower_first: false }];
    for (const players of [3, 4]) {
      const core = coreOf(rules, players);
        for (const options of rulings) {
        for (let g = 0; g < 8; g++) lockstep(rules, core, players, `thr${g}`, options, t);
        const folded = foldedCore(rules, players, options);
        for (let g = 0; g < 4; g++) lockstep(rules, folded, players, `thf${g}`, options, t);
      }
    }
    console.log(`threshold-scoring: ${JSON.stringify(t)}`);
    expect(t.games).toBe(72);
    expect(t.rounds).toBeGreaterThan(72 * 3);
    expect(t.decisions).toBeGreaterThan(0);
  });

  it('the runtime\'s climbing fixtures: soft and hard passes, all-passed clear and continue, the reset', () => {
    const t = newTally();
    const cases: [string[], number[]][] = [[[], [2, 3, 4]], [['climb-hard.yaml'], [3, 4]], [['climb-hard-clear.yaml'], [3]], [['climb-continue.yaml'], [3, 4]], [['climb-reset.yaml'], [3, 4]], [['climb-pair.yaml'], [2, 3, 4]]];
    for (const [variants, counts] of cases) {
      const rules = loadRules('climb.yaml', variants);
      for (const players of counts) {
        const core = coreOf(rules, players);
        for (let g = 0; g < 10; g++) lockstep(rules, core, players, `fx${g}`, {}, t);
      }
    }
    console.log(`climbing fixtures: ${JSON.stringify(t)}`);
    expect(t.games).toBe(130);
    expect(t.decisions).toBeGreaterThan(0);
    expect(t.passes).toBeGreaterThan(0);
  });

  it('shed-out handlers: run at once when a player sheds out, before anything queued', () => {
    const rules = loadRules('climb.yaml', ['climb-shed.yaml']);
    const t = newTally();
    for (const players of [2, 3, 4]) {
      const core = coreOf(rules, players);
      for (let g = 0; g < 20; g++) lockstep(rules, core, players, `shed${g}`, {}, t);
    }
    console.log(`shed-out handlers: ${JSON.stringify(t)}`);
    expect(t.games).toBe(60);
    expect(t.decisions).toBeGreaterThan(0);
    expect(t.sheds).toBeGreaterThan(60);
  });

  it('a card made wild in a hand by a rule: the hand\'s plays are listed again', () => {
    const rules = loadRules('climb.yaml', ['climb-make-wild.yaml']);
    const t = newTally();
    let made = 0;
    for (const players of [2, 3, 4]) {
      const core = coreOf(rules, players);
      for (let g = 0; g < 20; g++) {
        lockstep(rules, core, players, `mw${g}`, {}, t);
        made += lastEvents.filter((e) => e.kind === 'wild' && e.rule !== undefined && e.owner !== null).length;
      }
    }
    console.log(`wilds made in hands: ${made}, ${JSON.stringify(t)}`);
    expect(t.games).toBe(60);
    expect(made).toBeGreaterThan(60);
    expect(t.wilds).toBeGreaterThan(0);
  });

  it('effects that move cards: into and out of hands, a hand emptied by an effect sheds out', () => {
    const rules = loadRules('climb.yaml', ['climb-move.yaml']);
    const t = newTally();
    for (const players of [2, 3, 4]) {
      const core = coreOf(rules, players);
      for (let g = 0; g < 20; g++) lockstep(rules, core, players, `mv${g}`, {}, t);
    }
    console.log(`cards moved by effects: ${JSON.stringify(t)}`);
    expect(t.games).toBe(60);
    expect(t.intoHands).toBeGreaterThan(20);
    expect(t.passSheds).toBeGreaterThan(5);
  });

  it('games of one core interleaved move by move (each state keeps its listing)', () => {
    const rules = climbRules('of-whats-left');
    const core = coreOf(rules, 4);
    const t = newTally();
    const games = [0, 1, 2].map((g) => lockstepMoves(rules, core, 4, `mix${g}`, {}, t));
    let live = games.length;
    while (live > 0) {
      live = 0;
      for (const g of games) if (!g.next().done) live++;
    }
    expect(t.games).toBe(3);
    expect(t.decisions).toBeGreaterThan(300);
  });

  it('under lowered bounds the core runs out of budget where the runtime does, with the same error and state', () => {
    const rules = climbRules('of-whats-left');
    let errors = 0;
    const seen = new Set<string>();
    for (const players of [3, 4]) {
      // The core for any options, and the core compiled for the defaults (its unflip handler folded away).
      for (const core of [coreOf(rules, players), foldedCore(rules, players)])
      for (const limits of [{ steps: 300 }, { steps: 1500 }, { steps: 6000 }, { engineSteps: 20 }, { statements: 4 }]) {
        for (let g = 0; g < 3; g++) {
          const stop = withLimits(limits, () => stopUnderLimits(rules, core, players, `low${g}`));
          if (stop === null) continue;
          errors++;
          seen.add(stop.code);
        }
      }
    }
    console.log(`lowered bounds: ${errors} games stopped (${[...seen].join(', ')})`);
    expect(errors).toBeGreaterThan(0);
  });

  it('Bested Another Time at every player count and under its rulings: pass cards taken and resolved, bets, wilds made, scores at a shed-out', () => {
    const rules = climbRules('bested-another-time');
    const t = newTally();
    const rulings: Record<string, Value>[] = [{}, { leader_without_lead_next: 'last_to_pass', threshold_passed: 'exceed', bet_cards: 1, first_seat: 2 }];
    const seen = new Map<string, number>();
    for (const players of [2, 3, 4, 5, 6]) {
      for (const options of rulings) {
        const core = foldedCore(rules, players, options);
        for (let g = 0; g < 6; g++) {
          lockstep(rules, core, players, `bat${g}`, options, t);
          for (const e of lastEvents) {
            const key = e.kind === 'marker' ? `marker ${e.verb}` : e.kind === 'wild' ? 'wild' : e.kind === 'score' ? `score ${e.because}` : e.kind === 'var' ? `var ${e.name}` : null;
            if (key !== null) seen.set(key, (seen.get(key) ?? 0) + 1);
          }
        }
      }
    }
    console.log(`bested-another-time: ${JSON.stringify(t)} ${JSON.stringify([...seen])}`);
    expect(t.games).toBe(60);
    // take, resolve (with its return), retire and remove, make_wild, a score in a shed-out handler.
    // A bet: a choice inside a list (`me.bets += [choose_player(active)]`), at 5 and 6 players.
    for (const key of ['marker take', 'marker resolve', 'marker return', 'marker retire', 'marker remove', 'wild', 'score on shed-out', 'var bets']) expect(seen.get(key) ?? 0).toBeGreaterThan(0);
  });

  it('Bested Another Time under lowered bounds: the core runs out where the runtime does', () => {
    const rules = climbRules('bested-another-time');
    let errors = 0;
    for (const players of [2, 4, 6]) {
      const core = foldedCore(rules, players);
      for (const limits of [{ steps: 2000 }, { steps: 20000 }, { statements: 6 }]) {
        for (let g = 0; g < 3; g++) if (withLimits(limits, () => stopUnderLimits(rules, core, players, `batlow${g}`)) !== null) errors++;
      }
    }
    expect(errors).toBeGreaterThan(0);
  });

  it('refuses what it does not play, with the reason', () => {
    expect(buildCore(climbRules('of-whats-left', ['special-owls']), 4)).toBe('actions');
    expect(buildCore(loadRules('climb-beats.yaml'), 3)).toMatch(/climbing order/);
    expect(buildCore(climbRules('bested-another-time', ['solo']), 1)).toBe('actions');
  });
});
