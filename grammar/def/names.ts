// Names and types of every expression in a GameDef, each checked in its context: a handler for
// `play` knows `played`, an obligation knows `legal` and `move`, a setup choice's `then` knows
// `chosen`. Effect blocks may bind local names (`picked = choose_card(...)`) for their later
// statements, including those inside their if-branches. What every name and member refers to is
// recorded (resolution.ts) for the runtime.
import type { Diagnostic } from '../diagnostics.js';
import type { Expr } from '../expr/ast.js';
import { isBuiltinZone, type ContextName } from '../expr/builtins.js';
import { checkEffects, checkExpression, type ResolutionSink } from '../expr/check.js';
import { resolutionKey, type Resolutions } from '../expr/resolution.js';
import { createRuleEnv, type RuleDeclarations } from '../expr/rule-env.js';
import { suggest } from '../expr/suggest.js';
import { Types as T, type ExprEnv, type Type } from '../expr/types.js';
import { checkDefinitions, withParamNames } from './definitions.js';
import type { Effects, EventName, GameDef, LiteralValue, SheddingPlay, VarDef } from './types.js';

/** The context names of one place (built-ins of kind `context`), with their types there. */
export type Context = ReadonlyMap<ContextName, Type>;

function literalType(v: LiteralValue): Type {
  if (v === null) return T.any;
  if (typeof v === 'number') return T.number;
  if (typeof v === 'boolean') return T.bool;
  if (typeof v === 'string') return T.string;
  const first = v.find((x) => x !== null);
  return T.list(first === undefined ? T.any : literalType(first));
}

/** An environment with extra names: context values (read-only) and block locals (assignable). */
function withNames(base: ExprEnv, context: Context, locals: Map<string, Type>): ExprEnv {
  const ctx = context as ReadonlyMap<string, Type>;
  return {
    global: (name) => locals.get(name) ?? ctx.get(name) ?? base.global(name),
    globalNames: () => [...locals.keys(), ...ctx.keys(), ...base.globalNames()],
    member: (type, name) => base.member(type, name),
    memberNames: (type) => base.memberNames(type),
    assignable: (name, object) => (object === undefined && locals.has(name)) || base.assignable(name, object),
    resolveName: (name) => (locals.has(name) ? { to: 'local' } : ctx.has(name) ? { to: 'context' } : base.resolveName(name)),
    resolveMember: (type, name) => base.resolveMember(type, name),
    definition: (name) => (locals.has(name) || ctx.has(name) ? undefined : base.definition?.(name)),
  };
}

/** A place an editor asks about: an expression string (its expression), or an effect block at an offset. */
export type ScopeProbe = { readonly expr: Expr } | { readonly block: number; readonly offset: number };

/** The names and members in scope at a probed place, and what may be written there. */
export interface ProbedScope {
  readonly env: ExprEnv;
  /** An expression, or the statements of an effect block. */
  readonly mode: 'expression' | 'effects';
  /** Whether choices may be called (effects only). */
  readonly choices: boolean;
}

class DefChecker {
  readonly diagnostics: Diagnostic[] = [];
  readonly resolved: ResolutionSink = {};
  readonly base: ExprEnv;
  probed: ProbedScope | undefined;

  constructor(readonly def: GameDef, private readonly probe?: ScopeProbe) {
    const decls: RuleDeclarations = {
      zones: def.zones.filter((z) => !z.perPlayer && !isBuiltinZone(z.name)).map((z) => z.name),
      playerZones: def.zones.filter((z) => z.perPlayer && !isBuiltinZone(z.name)).map((z) => z.name),
      pools: [...new Set(def.markers.flatMap((m) => (m.pool === undefined ? [] : [m.pool])))],
      playerMarkers: def.markers.filter((m) => m.perPlayer).map((m) => m.name),
      markers: def.markers.filter((m) => !m.perPlayer && m.pool !== undefined).map((m) => m.name),
      vars: this.varTypes(def.vars),
      playerVars: this.varTypes(def.playerVars),
      options: Object.fromEntries(def.options.map((o) => [o.name, literalType(o.default)])),
    };
    const defs = checkDefinitions(def.defines ?? [], createRuleEnv(decls), this.resolved);
    this.diagnostics.push(...defs.diagnostics);
    this.base = defs.env;
    for (const d of def.defines ?? []) this.probeExpr(d.value, withParamNames(this.base, d.params));
  }

  private varTypes(vars: readonly VarDef[]): Record<string, Type> {
    // Expression starts are typed with the env before vars exist; literal starts by their value.
    const env = createRuleEnv({});
    return Object.fromEntries(vars.map((v) => [v.name, v.init.kind === 'literal' ? literalType(v.init.value) : checkExpression(v.init.expr, env).type]));
  }

  private probeExpr(e: Expr, env: ExprEnv): void {
    if (this.probe !== undefined && 'expr' in this.probe && this.probe.expr === e) this.probed = { env, mode: 'expression', choices: false };
  }

  expr(e: Expr | undefined, expected?: Type, context: Context = new Map()): void {
    if (e === undefined) return;
    this.probeExpr(e, withNames(this.base, context, new Map()));
    this.diagnostics.push(...checkExpression(e, withNames(this.base, context, new Map()), expected, {}, this.resolved).diagnostics);
  }

  effects(block: Effects | undefined, context: Context = new Map(), locals = new Map<string, Type>()): void {
    if (block === undefined) return;
    const probe = this.probe !== undefined && 'block' in this.probe && this.probe.block === block.id ? this.probe : undefined;
    // Statements ended before the probe's offset have bound their locals; the one it is in, not yet.
    const capture = (): void => {
      if (probe !== undefined && this.probed === undefined) this.probed = { env: withNames(this.base, context, new Map(locals)), mode: 'effects', choices: true };
    };
    for (const item of block.items) {
      const range = item.kind === 'stmt' ? item.stmt.range : item.range;
      if (probe !== undefined && range.end.offset >= probe.offset) capture();
      const env = withNames(this.base, context, locals);
      if (item.kind === 'if') {
        this.probeExpr(item.test, env);
        this.diagnostics.push(...checkExpression(item.test, env, T.bool, {}, this.resolved).diagnostics);
        this.effects(item.then, context, locals);
        this.effects(item.else, context, locals);
        continue;
      }
      if (item.kind === 'while') {
        // Its `do` is the block's own, run again and again: what it binds, the condition and the
        // next run see (the locals the `do` binds are typed once, like an if-branch's).
        this.probeExpr(item.test, env);
        this.diagnostics.push(...checkExpression(item.test, env, T.bool, {}, this.resolved).diagnostics);
        this.effects(item.do, context, locals);
        continue;
      }
      if (item.kind === 'in-turn') {
        // Each player's run sees the block's locals as they are; what it binds stays its own.
        this.probeExpr(item.players, env);
        this.diagnostics.push(...checkExpression(item.players, env, T.list(T.player), {}, this.resolved).diagnostics);
        this.effects(item.do, context, new Map(locals));
        continue;
      }
      const stmt = item.stmt;
      // An assignment to a name that is nothing else binds a local for the statements after it.
      if (stmt.kind === 'assign' && stmt.target.kind === 'name' && env.global(stmt.target.name) === undefined) {
        const t = checkExpression(stmt.value, env, undefined, { choices: true }, this.resolved);
        this.diagnostics.push(...t.diagnostics);
        locals.set(stmt.target.name, t.type.kind === 'null' ? T.any : t.type);
        this.resolved[resolutionKey(stmt.target)] = { to: 'local' };
        continue;
      }
      this.diagnostics.push(...checkEffects([stmt], env, this.resolved));
    }
    capture();
  }

  /** A shedding procedure's rules: `match` and `interrupt` see the candidate `card` and the table's `top`; `next` sees `played`. */
  private sheddingExprs(play: SheddingPlay): void {
    const candidate = new Map<ContextName, Type>([['card', T.card], ['top', T.card]]);
    this.expr(play.match, T.bool, candidate);
    this.expr(play.interrupt, T.bool, candidate);
    this.expr(play.pass, T.bool);
    this.expr(play.next, T.player, new Map<ContextName, Type>([['played', T.list(T.card)]]));
  }

  run(): Diagnostic[] {
    const d = this.def;
    for (const v of [...d.vars, ...d.playerVars]) if (v.init.kind === 'expr') this.expr(v.init.expr);
    this.expr(d.round.leader, T.player);
    this.expr(d.round.endWhen, T.bool);
    this.expr(d.round.score, T.number);
    for (const step of d.round.setup) {
      this.expr(step.when, T.bool);
      if (step.kind === 'give') this.expr(step.cards, T.list(T.card));
      if ((step.kind === 'give' || step.kind === 'choose') && typeof (step.kind === 'give' ? step.each : step.count) === 'object') this.expr((step.kind === 'give' ? step.each : step.count) as Expr, T.number);
      if ((step.kind === 'deal' || step.kind === 'move') && typeof step.count === 'object') this.expr(step.count, T.number);
      if (step.kind === 'choose') this.effects(step.then, new Map<ContextName, Type>([['chosen', step.count === 1 ? T.card : T.list(T.card)]]));
      if (step.kind === 'split') this.effects(step.then);
      if (step.kind === 'do') this.effects(step.effects);
    }
    if (d.round.play.kind === 'must-follow') {
      const play = d.round.play;
      for (const f of play.follow) this.expr(f.when, T.bool);
      const card = new Map<ContextName, Type>([['card', T.card]]);
      this.expr(play.trumpExpr, T.string);
      this.expr(play.effectiveSuit, T.string, card);
      this.expr(play.strength, T.number, card);
      if (typeof play.winner === 'object') this.expr(play.winner, T.player);
    }
    if (d.round.play.kind === 'shedding') this.sheddingExprs(d.round.play);
    if (d.round.play.kind === 'climbing' && typeof d.round.play.order === 'object') {
      const o = d.round.play.order;
      // A bare word that names nothing is most likely a misspelt direction, not an expression.
      const near = o.kind === 'name' && this.base.global(o.name) === undefined ? suggest(o.name, ['ascending', 'descending']) : undefined;
      if (near !== undefined) this.diagnostics.push({ severity: 'error', code: 'name/unknown-order', message: `order is ascending, descending or an expression; '${o.kind === 'name' ? o.name : ''}' is none — did you mean '${near}'?`, range: o.range, fix: { range: o.range, text: near } });
      else this.expr(o, T.string);
    }
    // A meld's strength sees its cards as `played` and its name as `meld`, as a play handler does.
    const meldContext = new Map<ContextName, Type>([['played', T.list(T.card)], ['meld', T.string]]);
    for (const m of d.melds) this.expr(m.strength, T.number, meldContext);
    // A climbing `interrupt` sees the candidate play as a meld's strength sees its meld; `me`: who is offered it.
    if (d.round.play.kind === 'climbing') this.expr(d.round.play.interrupt, T.bool, meldContext);
    this.expr(d.gameEnd.afterRounds, T.number);
    this.expr(d.gameEnd.when, T.bool);
    this.expr(d.gameEnd.winners, T.list(T.player));
    for (const t of d.gameEnd.tieBreakers) this.expr(t);
    for (const [event, handlers] of Object.entries(d.on) as [EventName, GameDef['on'][EventName]][]) {
      const context: Context = event === 'play' ? new Map<ContextName, Type>([['played', T.list(T.card)], ['meld', T.string]]) : new Map();
      for (const h of handlers ?? []) {
        this.expr(h.when, T.bool, context);
        this.effects(h.do, context);
      }
    }
    const moveContext = new Map<ContextName, Type>([['legal', T.list(T.move)], ['move', T.move]]);
    for (const o of d.obligations) {
      this.expr(o.when, T.bool, new Map<ContextName, Type>([['legal', T.list(T.move)]]));
      this.expr(o.must, T.bool, moveContext);
    }
    for (const a of d.actions) {
      this.expr(a.when, T.bool);
      this.effects(a.do);
    }
    for (const m of d.markers) this.effects(m.onResolve);
    return this.diagnostics;
  }
}

/**
 * What is in scope at a place of a built GameDef (for an editor), the environment of the whole
 * file, and what each name and member refers to (for hovers); the def need not be free of errors.
 */
export function probeScope(def: GameDef, probe?: ScopeProbe): { scope: ProbedScope | undefined; base: ExprEnv; resolved: Resolutions } {
  const checker = new DefChecker(def, probe);
  checker.run();
  return { scope: checker.probed, base: checker.base, resolved: checker.resolved };
}

/** The diagnostics of every expression of a GameDef, and what each name and member refers to. */
export function checkNames(def: GameDef): { diagnostics: Diagnostic[]; resolved: Resolutions } {
  const checker = new DefChecker(def);
  return { diagnostics: checker.run(), resolved: checker.resolved };
}
