// Nanoseconds per evaluation of a few hot conditions: the runtime's closures (eval/compile.ts) on
// the JSON state against the core's (runtime/core/expr) on the integer state, at the same states
// of random games, each state evaluated many times in a row for each `me` (as a move's conditions
// are), inside one open budget. Figures: the median of 7 rounds after 3 warm-up rounds. Run on the
// compiled code (vitest's module runner turns every imported call into a property read):
//   npx tsc -b && node test/runtime/core/expr-bench.mjs
// Not a test: machines differ. The answers of both are compared once before timing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const D = repo + 'dist/';
const { compileRules } = await import(D + 'grammar/compile.js');
const R = await import(D + 'runtime/index.js');
const { compileExpr } = await import(D + 'runtime/eval/compile.js');
const B = await import(D + 'runtime/budget.js');
const { valueEquals } = await import(D + 'runtime/values.js');
const { toCore } = await import(D + 'runtime/core/to-core.js');
const { coreLayout } = await import(D + 'runtime/core/layout.js');
const X = await import(D + 'runtime/core/expr/index.js');

function rulesOf(rel) {
  const r = compileRules({ file: rel, text: readFileSync(repo + rel, 'utf8') });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return R.prepareRules(r.def);
}

/** States of a few random games while a trick is on, JSON and core. */
function states(rules, n, games) {
  const g = [];
  const c = [];
  for (let k = 0; k < games; k++) {
    const created = R.createGame(rules, { players: n, seed: 77 + k });
    const s = created.state;
    const bot = R.randomBot(77 + k);
    while (s.phase !== 'over') {
      const moves = R.legalMoves(rules, s);
      if (s.phase === 'play' && s.trick !== null) {
        g.push(structuredClone(s));
        c.push(toCore(rules, s));
      }
      if (R.applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === moves[0].seat))) !== null) break;
    }
  }
  return { g, c };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timeIt(f) {
  for (let w = 0; w < 3; w++) f();
  const out = [];
  for (let r = 0; r < 7; r++) {
    const t0 = process.hrtime.bigint();
    const evals = f();
    out.push(Number(process.hrtime.bigint() - t0) / evals);
  }
  return median(out);
}

function bench(label, rules, e, n) {
  const { g, c } = states(rules, n, 6);
  const L = coreLayout(rules, n);
  const run = compileExpr(rules, e);
  const core = X.compileBoolean(L, e);
  const coreV = X.compileValue(L, e);
  const ctx = { rules, s: g[0], me: 0, locals: {} };
  const env = X.coreEnv(0);
  const reps = 50;
  return B.withLimits({ steps: 1e15 }, () => {
    const opened = B.openBudget();
    try {
      for (let i = 0; i < g.length; i++) {
        for (let me = 0; me < n; me++) {
          ctx.s = g[i];
          ctx.me = me;
          env.me = me;
          if (!valueEquals(run(ctx), coreV(c[i], env))) throw new Error(`${label}: the answers differ`);
        }
      }
      let hits = 0;
      const runtime = () => {
        for (let i = 0; i < g.length; i++) {
          ctx.s = g[i];
          for (let r = 0; r < reps; r++) for (let me = 0; me < n; me++) { ctx.me = me; if (run(ctx) === true) hits++; }
        }
        return reps * g.length * n;
      };
      const ours = () => {
        for (let i = 0; i < g.length; i++) {
          const st = c[i];
          for (let r = 0; r < reps; r++) for (let me = 0; me < n; me++) { env.me = me; if (core(st, env)) hits++; }
        }
        return reps * g.length * n;
      };
      const a = timeIt(runtime);
      const b = timeIt(ours);
      return `${label.padEnd(60)} runtime ${a.toFixed(1).padStart(6)} ns   core ${b.toFixed(1).padStart(6)} ns   ×${(a / b).toFixed(1)}  (${g.length} states, ${hits > 0 ? 'some true' : 'all false'})`;
    } finally {
      B.closeBudget(opened);
    }
  });
}

const wis = rulesOf('rules/worst-in-show/game.yaml');
const owl = rulesOf('rules/of-whats-left/game.yaml');
console.log([
  bench('WIS follow when: me.left.any(c => c.suit == trick.led_suit)', wis, wis.def.round.play.follow[1].when, 4),
  bench('WIS end-when: players.count(p => not p.sat_out) <= 1', wis, wis.def.round.endWhen, 4),
  bench('WIS turn-start when: me.left.size == 0', wis, wis.def.on['turn-start'][0].when, 4),
  bench('WIS play when: me.right.size == 0 and me.cleared == 0', wis, wis.def.on.play[0].when, 4),
  bench('OWL move when: me.hand.size <= 5 and not me.bonus.flipped', owl, owl.def.on.move[0].when, 4),
  bench('OWL end-when: players.any(p => p.hand.size == 0)', owl, owl.def.round.endWhen, 4),
  bench('OWL obligation when: me.bonus.flipped', owl, owl.def.obligations[0].when, 4),
].join('\n'));
