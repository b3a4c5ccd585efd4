// Whether an expression's value depends on the game's vars alone (and on what never changes in a
// game: its players, seats and names, options, literals), and which: a value computed once holds
// until one of them is written (CoreState.varsWritten). The round's end-when is asked after every move, and most
// are a count over player vars (`players.count(p => not p.out) <= 1`); engine.ts endsRound keeps its
// value between var writes. Conservative: a name, member or call not listed here means no.
import type { Expr } from '../../../grammar/expr/ast.js';
import type { Rules } from '../../rules.js';
import { memberResolution, nameResolution, resolutionIfAny } from '../../eval/resolved.js';

/** Globals fixed for a game (`players` is every seat, in order; `me` is not: it is bound or null). */
const FIXED_GLOBALS = new Set(['players', 'options', 'suits', 'max_rank', 'min_rank']);
/** A player's members fixed for a game. */
const FIXED_PLAYER_MEMBERS = new Set(['seat', 'name']);
/** Functions of their arguments only. */
const PURE_FUNCTIONS = new Set(['min', 'max', 'abs', 'count', 'sum']);
/** List methods: each a function of its list and its lambda. */
const PURE_METHODS = new Set(['any', 'all', 'count', 'filter', 'map', 'sum', 'min', 'max', 'min_by', 'max_by', 'sort', 'sort_by', 'reverse', 'take', 'drop', 'contains', 'index_of']);

/** The game vars and player vars an expression reads by name. */
export interface VarsRead {
  readonly vars: Set<string>;
  readonly playerVars: Set<string>;
}

/** The vars `e` reads, when it reads nothing else that can change in a game; else undefined. */
export function varsRead(rules: Rules, e: Expr): VarsRead | undefined {
  const read: VarsRead = { vars: new Set(), playerVars: new Set() };
  return readsOnly(rules, e, read) ? read : undefined;
}

function readsOnly(rules: Rules, e: Expr, read: VarsRead): boolean {
  const ok = (x: Expr): boolean => readsOnly(rules, x, read);
  switch (e.kind) {
    case 'number': case 'string': case 'bool': case 'null': return true;
    case 'list': return e.items.every(ok);
    case 'name': {
      const r = nameResolution(rules, e);
      if (r.to === 'var') read.vars.add(e.name);
      return r.to === 'param' || r.to === 'var' || (r.to === 'global' && FIXED_GLOBALS.has(e.name));
    }
    case 'member': {
      const r = memberResolution(rules, e);
      if (r.to === 'player-var') {
        read.playerVars.add(e.name);
        return ok(e.object);
      }
      if (r.to === 'option') return e.object.kind === 'name' && e.object.name === 'options' && ok(e.object);
      if (r.to !== 'member') return false;
      if (r.of === 'player') return FIXED_PLAYER_MEMBERS.has(e.name) && ok(e.object);
      if (r.of === 'list') return (e.name === 'size' || e.name === 'first' || e.name === 'last') && ok(e.object);
      return false;
    }
    case 'index': return ok(e.object) && ok(e.index);
    case 'call': {
      const c = e.callee;
      // A name called is a built-in function unless it is the rule file's definition (which may read anything).
      const pure = c.kind === 'name' ? PURE_FUNCTIONS.has(c.name) && resolutionIfAny(rules, c)?.to !== 'define' : PURE_METHODS.has(c.name) && ok(c.object);
      return pure && e.args.every((a) => ok(a.value));
    }
    case 'lambda': return ok(e.body);
    case 'let': return ok(e.value) && ok(e.body);
    case 'unary': return ok(e.operand);
    case 'binary': return ok(e.left) && ok(e.right);
    case 'conditional': return ok(e.test) && ok(e.then) && ok(e.else);
    case 'error': return false;
  }
}
