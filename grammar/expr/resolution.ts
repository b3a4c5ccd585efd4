// What the checker decided each name and member of a rule file refers to, carried in the GameDef so
// the runtime compiles from the decision instead of looking names up again. Plain data (a table
// keyed by the node's place in its file), so a GameDef stays JSON-serialisable and can cross to a
// worker or a page; the AST itself is never changed.
import type { Expr } from './ast.js';
import type { MemberOwner } from './builtins.js';

/** What a plain name (`me`, `discard`, `threshold`, `p`) refers to. */
export type NameResolution =
  /** The parameter of an enclosing lambda; `slot` is that lambda's depth (0: outermost). */
  | { readonly to: 'param'; readonly slot: number }
  /** A name first assigned earlier in the effect block. */
  | { readonly to: 'local' }
  /** A context name (`played`, `legal` …): the built-in of the same name in CONTEXT. */
  | { readonly to: 'context' }
  /** A built-in name available everywhere (GLOBALS). */
  | { readonly to: 'global' }
  | { readonly to: 'var' }
  /** A shared zone, built in or declared. */
  | { readonly to: 'zone' }
  | { readonly to: 'pool' }
  /** A marker of a pool, by its key in `markers` (`gold`). */
  | { readonly to: 'marker' }
  /** A named definition of the rule file (`define:`), read as a name or called with arguments. */
  | { readonly to: 'define' };

/** What `object.name` refers to. */
export type MemberResolution =
  /** A built-in member (MEMBERS[of]). */
  | { readonly to: 'member'; readonly of: MemberOwner }
  /** A player's zone (`p.hand`, `p.left`). */
  | { readonly to: 'player-zone' }
  | { readonly to: 'player-marker' }
  | { readonly to: 'player-var' }
  | { readonly to: 'option' }
  /** The object's type was not known when checked (a var that starts as `null`): decided by its value. */
  | { readonly to: 'dynamic' };

export type Resolution = NameResolution | MemberResolution;

/** Resolutions by node key (resolutionKey). */
export type Resolutions = Readonly<Record<string, Resolution>>;

/**
 * A node's key: its file, start and end offsets, and kind. A name, member or call never shares all
 * four with another node: a member's range is longer than its object's, a call's than its callee's.
 */
export function resolutionKey(e: Expr): string {
  const r = e.range;
  return `${r.file}:${r.start.offset}:${r.end.offset}:${e.kind}`;
}
