// The core's expression compiler (runtime/core/expr) against the runtime's (runtime/eval/compile.ts):
// every expression of every bundled rule file and variant (and the floor game), at two or three
// player counts, evaluated at states of random games on the JSON state by the runtime and on its
// integer form (toCore) by the core, for every `me` (each seat, and none). Both must give equal
// values (valueEquals) or fail with the same RuleError code, and spend the same budget steps.
// Expressions the core refuses are counted with their reasons; obligations' `must` and anything
// reading `move` are evaluated for each legal move, `legal` with the legal moves, `played` with the
// trick's last play. Effects' locals cannot be made up: both sides must fail the same way.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../../grammar/compile.js';
import type { Expr } from '../../../grammar/expr/ast.js';
import { forEachChild } from '../../../grammar/expr/walk.js';
import type { GameDef } from '../../../grammar/def/types.js';
import { applyInPlace, createGame, legalMoves, prepareRules, randomBot, type GameState, type Move, type Rules } from '../../../runtime/index.js';
import { compileExpr } from '../../../runtime/eval/compile.js';
import { exprCost } from '../../../runtime/eval/cost.js';
import { RuleError, type EvalCtx } from '../../../runtime/eval/context.js';
import { resolutionIfAny } from '../../../runtime/eval/resolved.js';
import { closeBudget, lastBudgetUsed, openBudget, withLimits } from '../../../runtime/budget.js';
import { cardRef, valueEquals, type Value } from '../../../runtime/values.js';
import { toCore } from '../../../runtime/core/to-core.js';
import { coreLayout } from '../../../runtime/core/layout.js';
import { compileValue, constantUnder, coreEnv, refusal, type CoreFn } from '../../../runtime/core/expr/index.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const src = (rel: string) => ({ file: rel, text: readFileSync(repo + rel, 'utf8') });

interface Config {
  readonly name: string;
  readonly main: string;
  readonly variants: readonly string[];
}

function configs(): Config[] {
  const out: Config[] = [{ name: 'floor', main: 'bench/fixtures/floor.yaml', variants: [] }];
  for (const g of readdirSync(repo + 'rules').sort()) {
    if (!existsSync(`${repo}rules/${g}/game.yaml`)) continue;
    out.push({ name: g, main: `rules/${g}/game.yaml`, variants: [] });
    const vdir = `${repo}rules/${g}/variants`;
    if (existsSync(vdir)) for (const v of readdirSync(vdir).sort()) out.push({ name: `${g}+${v.replace(/\.yaml$/, '')}`, main: `rules/${g}/game.yaml`, variants: [`rules/${g}/variants/${v}`] });
  }
  return out;
}

/** The runtime tests' own rule files (test/fixtures/runtime, test/fixtures) and expr-shapes.yaml (shapes no game writes). */
function fixtureConfigs(): Config[] {
  const out: Config[] = [];
  for (const dir of ['test/runtime/core/', 'test/fixtures/runtime/', 'test/fixtures/']) {
    for (const f of readdirSync(repo + dir).sort()) {
      if (!f.endsWith('.yaml')) continue;
      // A variant (`extends: base.yaml`) is compiled over its base.
      const base = /^extends:\s*(\S+)/m.exec(readFileSync(repo + dir + f, 'utf8'))?.[1];
      out.push(base === undefined ? { name: f.replace(/\.yaml$/, ''), main: dir + f, variants: [] } : { name: `${base}+${f}`, main: dir + base, variants: [dir + f] });
    }
  }
  return out;
}

function rulesOf(c: Config): Rules | undefined {
  const r = compileRules(src(c.main), c.variants.map(src));
  if (r.def === undefined) return undefined;
  return prepareRules(r.def);
}

const EXPR_KINDS = new Set(['number', 'string', 'bool', 'null', 'list', 'name', 'member', 'index', 'call', 'lambda', 'let', 'unary', 'binary', 'conditional', 'error']);

interface Root {
  readonly e: Expr;
  readonly where: string;
}

/** Every whole expression of the GameDef: conditions, formulas, statements' values and arguments. */
function expressionsOf(def: GameDef): Root[] {
  const out: Root[] = [];
  const seen = new Set<Expr>();
  const walk = (o: unknown, path: string): void => {
    if (o === null || typeof o !== 'object') return;
    if (Array.isArray(o)) {
      o.forEach((x, i) => walk(x, `${path}[${i}]`));
      return;
    }
    const r = o as Record<string, unknown>;
    if (typeof r.kind === 'string' && EXPR_KINDS.has(r.kind) && typeof r.range === 'object') {
      const e = o as Expr;
      // An effect's lambda argument (`each(players, p => …)`) is a statement, not a value.
      if (e.kind !== 'lambda' && !seen.has(e)) {
        seen.add(e);
        out.push({ e, where: path });
      }
      return;
    }
    if (r.kind === 'callStmt') {
      for (const a of (r.call as { args: { value: unknown }[] }).args) walk(a.value, `${path}.arg`);
      return;
    }
    if (r.kind === 'assign') {
      walk(r.value, `${path}.value`);
      return;
    }
    // (GameDef.effects, the blocks by id, holds the blocks written elsewhere: `seen` keeps one of each.)
    for (const k of Object.keys(r)) if (k !== 'resolved' && k !== 'range') walk(r[k], `${path}.${k}`);
  };
  walk(def, '');
  return out;
}

/** The context names and locals an expression reads. */
function contextNames(rules: Rules, e: Expr): Set<string> {
  const names = new Set<string>();
  const visit = (x: Expr): void => {
    if (x.kind === 'name') {
      const r = resolutionIfAny(rules, x);
      if (r?.to === 'context' || r?.to === 'local') names.add(x.name);
    }
    forEachChild(x, visit);
  };
  visit(e);
  return names;
}

type Outcome = { ok: true; v: Value; steps: number } | { ok: false; code: string; at: string; steps: number };

const place = (err: RuleError): string => (err.range === undefined ? '-' : `${err.range.file}:${err.range.start.offset}-${err.range.end.offset}`);

/** Runs `f` in a budget of its own: its value or RuleError, and the steps it used. */
function measured(f: () => Value): Outcome {
  const opened = openBudget();
  try {
    const v = f();
    closeBudget(opened);
    return { ok: true, v, steps: lastBudgetUsed() };
  } catch (err) {
    closeBudget(opened);
    if (err instanceof RuleError) return { ok: false, code: err.code, at: place(err), steps: lastBudgetUsed() };
    throw err;
  }
}

function runtimeEval(rules: Rules, s: GameState, e: Expr, me: number | null, locals: Record<string, Value>, legal?: readonly Move[], move?: Move): Outcome {
  return measured(() => {
    const ctx: EvalCtx = { rules, s, me, locals };
    if (legal !== undefined) ctx.legal = legal;
    if (move !== undefined) ctx.move = move;
    return compileExpr(rules, e)(ctx);
  });
}

function coreEval(f: CoreFn<Value>, st: ReturnType<typeof toCore>, me: number, locals: Record<string, Value>, legal: readonly Move[] | null, move: Move | null): Outcome {
  return measured(() => f(st, coreEnv(me, locals, move, legal)));
}

function same(a: Outcome, b: Outcome): boolean {
  if (a.steps !== b.steps) return false;
  if (a.ok && b.ok) return valueEquals(a.v, b.v);
  if (!a.ok && !b.ok) return a.code === b.code && a.at === b.at;
  return false;
}

function show(o: Outcome): string {
  return o.ok ? `${JSON.stringify(o.v)} (${o.steps} steps)` : `error ${o.code} at ${o.at} (${o.steps} steps)`;
}

interface CompiledRoot {
  readonly root: Root;
  readonly f: CoreFn<Value>;
  readonly names: Set<string>;
  /** Compiled for the game's options. */
  readonly fo?: CoreFn<Value>;
}

interface Tally {
  expressions: number;
  compiled: number;
  refused: Map<string, number>;
  notCompared: number;
  evaluations: number;
  /** Evaluations repeated with a budget that runs out part way. */
  cut: number;
  /** Evaluations of the compilation for the game's options; expressions constant under them (per game). */
  folded: number;
  constant: number;
  errorsAlike: number;
  states: number;
  mismatches: string[];
  skipped: string[];
}

/** The legal moves; undefined when listing them fails in a rule file made to fail (not strict). */
function listed(rules: Rules, s: GameState, strict: boolean): readonly Move[] | undefined {
  try {
    return legalMoves(rules, s);
  } catch (err) {
    if (strict || !(err instanceof RuleError)) throw err;
    return undefined;
  }
}

function playerCounts(def: GameDef): number[] {
  const { min, max } = def.players;
  const counts = [min, Math.min(max, min + 1), max].filter((n, i, a) => a.indexOf(n) === i);
  return counts.slice(0, 3);
}

const GAMES = 2;
const SAMPLE_EVERY = 3;
const MOVES_PER_STATE = 4;
/** Every so many evaluations, one again with a budget that runs out part way (errors are slow to throw). */
const CUT_EVERY = 8;

function checkConfig(c: Config, t: Tally, strict: boolean): void {
  const rules = rulesOf(c);
  if (rules === undefined) {
    if (strict) throw new Error(`${c.name} does not compile`);
    t.skipped.push(`${c.name} (does not compile)`);
    return;
  }
  const roots = expressionsOf(rules.def).filter((r) => {
    // A definition with parameters is evaluated where it is called, with its arguments.
    const d = rules.def.defines?.find((x) => x.value === r.e);
    return d === undefined || d.params.length === 0;
  });
  for (const n of playerCounts(rules.def)) {
    const L = coreLayout(rules, n);
    const compiled: CompiledRoot[] = [];
    for (const root of roots) {
      t.expressions++;
      let why: string | undefined;
      try {
        why = refusal(L, root.e);
      } catch (err) {
        // A compile-time RuleError (a misplaced lambda): the runtime's compiler throws it too.
        if (!(err instanceof RuleError)) throw err;
        why = `compile error ${err.code}`;
      }
      if (why !== undefined) {
        t.refused.set(why, (t.refused.get(why) ?? 0) + 1);
        continue;
      }
      t.compiled++;
      compiled.push({ root, f: compileValue(L, root.e), names: contextNames(rules, root.e) });
    }
    for (let g = 0; g < GAMES; g++) {
      const seed = 1000 * n + g + 1;
      // Odd games take other option values than the defaults, where the rule file lists them.
      const options: Record<string, Value> = {};
      if (g % 2 === 1) {
        for (const o of rules.def.options) {
          const values = o.values ?? [];
          const other = values.find((v) => !valueEquals(v as Value, o.default as Value));
          if (other !== undefined) options[o.name] = other as Value;
        }
      }
      let created = createGame(rules, { players: n, seed, options });
      // Options that do not go together (or not at this count): the defaults.
      if (!created.ok && Object.keys(options).length > 0) created = createGame(rules, { players: n, seed });
      if (!created.ok) {
        if (strict) throw new Error(`${c.name} cannot be set up at ${n} players`);
        t.skipped.push(`${c.name} at ${n} players (cannot be set up)`);
        break;
      }
      const s = created.state;
      const bot = randomBot(seed);
      // The same expressions compiled for this game's options (option reads fold to constants).
      const forGame: CompiledRoot[] = compiled.map((x) => {
        const folded = constantUnder(L, x.root.e, s.options);
        if (folded !== undefined) t.constant++;
        return { ...x, fo: compileValue(L, x.root.e, s.options) };
      });
      for (let step = 0; s.phase !== 'over' && step < 400; step++) {
        const moves = listed(rules, s, strict);
        if (moves === undefined) break;
        if (step % SAMPLE_EVERY === 0) compareAt(rules, s, moves, forGame, t);
        const seat = moves[0]?.seat;
        if (seat === undefined) break;
        const err = applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === seat)));
        if (err !== null) {
          // A rule file made to fail (a loop, a bad value): compared up to there.
          if (strict) throw new Error(`${c.name}: ${err.code}: ${err.message}`);
          break;
        }
      }
      const moves = listed(rules, s, strict);
      if (moves !== undefined) compareAt(rules, s, moves, forGame, t);
    }
  }

  function compareAt(rules: Rules, s: GameState, moves: readonly Move[], list: readonly CompiledRoot[], t: Tally): void {
    const st = toCore(rules, s);
    t.states++;
    const last = s.trick?.plays[s.trick.plays.length - 1];
    const played: Value[] | undefined = last?.cards.map((x) => cardRef(x.id));
    for (const { root, f, fo, names } of list) {
      const locals: Record<string, Value> = {};
      if (names.has('played') && played !== undefined) locals.played = played;
      const usesMove = names.has('move');
      const usesLegal = names.has('legal') || usesMove;
      const candidates: (Move | undefined)[] = usesMove ? moves.slice(0, MOVES_PER_STATE) : [undefined];
      for (let me = -1; me < s.players.length; me++) {
        for (const move of candidates) {
          const legal = usesLegal ? moves : undefined;
          const a = runtimeEval(rules, s, root.e, me < 0 ? null : me, locals, legal, move);
          const b = coreEval(f, st, me, locals, legal ?? null, move ?? null);
          t.evaluations++;
          if (fo !== undefined) {
            const bo = coreEval(fo, st, me, locals, legal ?? null, move ?? null);
            t.folded++;
            if (!same(a, bo) && t.mismatches.length < 20) t.mismatches.push(`${c.name} ${root.where} folded under ${JSON.stringify(s.options)} me=${me}: runtime ${show(a)}, core ${show(bo)}`);
          }
          if (!a.ok) t.errorsAlike++;
          const what = `${c.name} ${root.where} '${root.e.range.file}:${root.e.range.start.line}:${root.e.range.start.column}' me=${me}`;
          if (!same(a, b) && t.mismatches.length < 20) t.mismatches.push(`${what}: runtime ${show(a)}, core ${show(b)}`);
          // Out of budget part way: both stop at the same place (the same steps, spent in the same order).
          if (a.steps > 1 && t.evaluations % CUT_EVERY === 0) {
            const k = (t.evaluations * 7919) % a.steps;
            const [ca, cb] = withLimits({ steps: k }, () => [
              runtimeEval(rules, s, root.e, me < 0 ? null : me, locals, legal, move),
              coreEval(f, st, me, locals, legal ?? null, move ?? null),
            ]);
            t.cut++;
            if (!same(ca, cb) && t.mismatches.length < 20) t.mismatches.push(`${what} with ${k} steps: runtime ${show(ca)}, core ${show(cb)}`);
          }
        }
      }
    }
  }
}

function newTally(): Tally {
  return { expressions: 0, compiled: 0, refused: new Map(), notCompared: 0, evaluations: 0, cut: 0, folded: 0, constant: 0, errorsAlike: 0, states: 0, mismatches: [], skipped: [] };
}

function report(what: string, t: Tally): void {
  const refused = [...t.refused].map(([why, k]) => `  ${k} × ${why}`).join('\n');
  const skipped = t.skipped.length === 0 ? '' : `\nskipped: ${t.skipped.join('; ')}`;
  console.log(`${what}: ${t.compiled} of ${t.expressions} expressions compiled (per player count), ${t.expressions - t.compiled} refused:\n${refused}\n${t.evaluations} evaluations compared at ${t.states} states (${t.errorsAlike} of them errors on both sides), ${t.cut} again with a budget that runs out part way, ${t.folded} compiled for the game's options (${t.constant} expression-games constant under them)${skipped}`);
  expect(t.mismatches).toEqual([]);
  expect(t.compiled).toBeGreaterThan(0);
  expect(t.evaluations).toBeGreaterThan(0);
  expect(t.cut).toBeGreaterThan(0);
}

describe('the core expression compiler against the runtime', () => {
  it('gives the same values, errors and steps for every expression of every bundled rule file', () => {
    const t = newTally();
    for (const c of configs()) checkConfig(c, t, true);
    report('bundled rule files, variants and the floor game', t);
  });

  it("folds a condition over the game's options: Of What's Left's unflip handler never runs when the bonus stays", () => {
    const rules = rulesOf({ name: 'owl', main: 'rules/of-whats-left/game.yaml', variants: [] }) as Rules;
    const L = coreLayout(rules, 4);
    const when = rules.def.on.move?.[1]?.when as Expr;
    expect(constantUnder(L, when, { bonus_stays: true })).toEqual({ value: false, cost: exprCost(when) });
    expect(constantUnder(L, when, { bonus_stays: false })).toBeUndefined();
    expect(constantUnder(L, rules.def.on.move?.[0]?.when as Expr, { bonus_stays: true })).toBeUndefined();
  });

  it("and for the runtime tests' rule files", () => {
    const t = newTally();
    for (const c of fixtureConfigs()) {
      const t0 = Date.now();
      // A lower bound than a move's (loop.yaml's expressions run until the budget stops them).
      withLimits({ steps: 1_000_000 }, () => checkConfig(c, t, false));
      if (process.env.CORE_EXPR_TIMES) console.log(c.name, Date.now() - t0);
    }
    report('runtime test fixtures', t);
  });
});
