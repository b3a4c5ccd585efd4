// The readers of an effect call's arguments, compiled once with the call: values, players, cards,
// markers, pools, and zones (as the checker resolved them). Problems are thrown when the call runs.
// An argument may hold a choice: its reader then gives the Ask of a choice with no answer yet
// (eval/staged.ts), and the effect gives that Ask instead of what it would do.
import type { CallExpr, Expr } from '../grammar/expr/ast.js';
import type { SourceRange } from '../grammar/diagnostics.js';
import { isTrue, type Scope } from './eval/compile.js';
import { Ask, isChoice } from './eval/choices.js';
import { compileStaged, type Staged } from './eval/staged.js';
import { RuleError, type EvalCtx } from './eval/context.js';
import { resolutionIfAny } from './eval/resolved.js';
import { zoneKey, type Rules } from './rules.js';
import { isCard, isMarker, isPlayer, type Value } from './values.js';

function calleeName(call: CallExpr): string {
  return call.callee.name;
}

export function failing(code: string, message: string, range: SourceRange | undefined): () => never {
  return () => {
    throw new RuleError(code, message, range);
  };
}

/** The readers of one call's arguments, compiled with the lambda parameters around the call. */
export class Args {
  constructor(
    private readonly rules: Rules,
    private readonly call: CallExpr,
    private readonly scope: Scope,
  ) {}

  expr(i: number): Expr | undefined {
    return this.call.args[i]?.value;
  }

  private missing(i: number): () => never {
    return failing('runtime/arity', `${calleeName(this.call)} needs argument ${i + 1}`, this.call.range);
  }

  value(i: number): Staged {
    const e = this.expr(i);
    return e === undefined ? this.missing(i) : compileStaged(this.rules, e, this.scope);
  }

  /** An argument that must be null or a `what`; `pick` gives what the effect needs of it, else undefined. */
  private checked<T>(i: number, what: string, pick: (v: Value) => T | undefined): (ctx: EvalCtx) => T | null | Ask {
    const read = this.value(i);
    const range = this.expr(i)?.range;
    const message = `${calleeName(this.call)} needs ${what} as argument ${i + 1}`;
    return (ctx) => {
      const v = read(ctx);
      if (v === null || v instanceof Ask) return v;
      const picked = pick(v);
      if (picked === undefined) throw new RuleError('runtime/type', message, range);
      return picked;
    };
  }

  seat(i: number): (ctx: EvalCtx) => number | null | Ask {
    return this.checked(i, 'a player', (v) => (isPlayer(v) ? v.seat : undefined));
  }

  cardIds(i: number): (ctx: EvalCtx) => string[] | Ask {
    const read = this.value(i);
    return (ctx) => {
      const v = read(ctx);
      if (v instanceof Ask) return v;
      const list = Array.isArray(v) ? v : v === null ? [] : [v];
      const ids: string[] = [];
      for (const c of list) if (isCard(c)) ids.push(c.id);
      return ids;
    };
  }

  markerKey(i: number): (ctx: EvalCtx) => string | null | Ask {
    return this.checked(i, 'a marker', (v) => (isMarker(v) ? v.key : undefined));
  }

  /** A pool argument: the pool's name, or null (an effect given null does nothing). */
  pool(i: number): (ctx: EvalCtx) => string | null | Ask {
    return this.checked(i, 'a pool of markers', (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) && v.t === 'pool' ? v.name : undefined));
  }

  /** A zone argument: a shared zone (`discard`), a player's zone (`me.hand`, `p.right`), or a conditional of them. */
  zone(i: number): (ctx: EvalCtx) => string | Ask {
    const e = this.expr(i);
    if (e === undefined) return this.missing(i);
    const key = this.zoneNamed(e, false);
    const message = 'expected a zone, like discard or me.hand';
    if (key === undefined) return failing('runtime/not-a-zone', message, e.range);
    return (ctx) => {
      const k = key(ctx);
      if (k === undefined) throw new RuleError('runtime/not-a-zone', message, e.range);
      return k;
    };
  }

  /**
   * The zone an expression names (`discard`, `me.hand`, `p.right`, `a ? me.hand : discard`), as the
   * checker resolved it, or undefined when it names none. With `choices`, also the zone a choice
   * picks from (`choose_meld(me.hand)`), where its cards are.
   */
  zoneNamed(e: Expr, choices: boolean): ((ctx: EvalCtx) => string | undefined | Ask) | undefined {
    if (choices && e.kind === 'call' && e.callee.kind === 'name' && isChoice(e.callee.name)) {
      const from = e.args[0];
      return from === undefined || from.name !== undefined ? undefined : this.zoneNamed(from.value, false);
    }
    if (e.kind === 'conditional' && !choices) {
      const a = this.zoneNamed(e.then, false);
      const b = this.zoneNamed(e.else, false);
      if (a === undefined || b === undefined) return undefined;
      const test = compileStaged(this.rules, e.test, this.scope);
      return (ctx) => {
        const t = test(ctx);
        if (t instanceof Ask) return t;
        return isTrue(t) ? a(ctx) : b(ctx);
      };
    }
    const r = e.kind === 'name' || e.kind === 'member' ? resolutionIfAny(this.rules, e) : undefined;
    if (e.kind === 'name' && r?.to === 'zone') {
      const key = zoneKey(e.name, null);
      return () => key;
    }
    if (e.kind === 'member' && r?.to === 'player-zone') {
      const owner = compileStaged(this.rules, e.object, this.scope);
      const name = e.name;
      return (ctx) => {
        const o = owner(ctx);
        if (o instanceof Ask) return o;
        return isPlayer(o) ? zoneKey(name, o.seat) : undefined;
      };
    }
    return undefined;
  }
}
