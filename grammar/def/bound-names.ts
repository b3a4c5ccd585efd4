// `me` where it is always null: `round.leader`, `end-when`, `game-end`, setup `do` steps and
// counts, game-var starts, and handlers of events without a player (round-start, move, round-end)
// unless written with `each: player`. There `me.hand.size == 0` is never true and `leader: "me"`
// never names a player, so the checker refuses them; a choice there must say who chooses (`by:`).
import type { Diagnostic } from '../diagnostics.js';
import type { Expr } from '../expr/ast.js';
import { CHOICES, hasOwn } from '../expr/builtins.js';
import { resolutionKey, type Resolutions } from '../expr/resolution.js';
import { exprPlaces, walkExpr } from './places.js';
import type { GameDef } from './types.js';

function unboundMe(e: Expr, resolved: Resolutions, out: Diagnostic[]): void {
  walkExpr(e, (x) => {
    // A lambda parameter or a local named `me` is not the built-in.
    if (x.kind === 'name' && x.name === 'me' && resolved[resolutionKey(x)]?.to === 'global') {
      out.push({
        severity: 'error',
        code: 'semantic/no-me',
        message: "'me' is null here: this expression is about no player (say which one, e.g. players[0] or trick.winner)",
        range: x.range,
      });
    }
    if (x.kind === 'call' && x.callee.kind === 'name' && hasOwn(CHOICES, x.callee.name) && !x.args.some((a) => a.name === 'by')) {
      out.push({
        severity: 'error',
        code: 'semantic/no-chooser',
        message: `'${x.callee.name}' needs by: here: there is no 'me' to choose`,
        range: x.callee.range,
      });
    }
  });
}

/** The diagnostics of `me` (and choices without `by:`) where no player is bound. */
export function checkBoundNames(def: GameDef, resolved: Resolutions): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const place of exprPlaces(def)) if (!place.me) unboundMe(place.expr, resolved, out);
  return out;
}
