// `x in p.hand` and `x in discard`: whether a card is in a zone, read from the zone's card ids
// without building its list of card values and comparing each with `x`. A choice's option list
// like `trick.cards.filter(c => not players.any(p => c in p.hand))` asks this for every card and
// seat. The general path builds the zone's list (paying its length, names.ts cardsOf), then `in`
// pays the list's length and compares each card with `x` (values.ts valueEquals: only a card with
// the same id equals a card). This pays the same two amounts in the same order and gives the same
// answer; a value that is not a player in the game is handed to the general reader, which decides
// (and fails) as before. Nothing here compiles an expression (compile.ts passes what it compiled).
import type { BinaryExpr } from '../../grammar/expr/ast.js';
import { zoneKey, type Compiled } from '../rules.js';
import { valueEquals, type Value } from '../values.js';
import { spend } from '../budget.js';
import type { EvalCtx } from './context.js';

type Reader = (ctx: EvalCtx, obj: Value) => Value;

/** Whether `item` is a card whose id is among `ids` (what valueEquals with each card of the zone gives). */
function holdsId(ids: readonly string[], item: Value): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item) || item.t !== 'card') return false;
  return ids.includes(item.id);
}

/** `in` on a list already evaluated, as compile.ts's general `in` (paid by the list's length). */
export function inList(item: Value, list: Value, e: BinaryExpr): boolean {
  if (!Array.isArray(list)) return false;
  spend(list.length, e.range);
  for (let i = 0; i < list.length; i++) if (valueEquals(list[i] as Value, item)) return true;
  return false;
}

/**
 * `item in X.zone` for a per-player zone: `owner` is X compiled, `read` the general reader of
 * `X.zone` (members.ts memberReader), given X once evaluated (it is never evaluated twice).
 */
export function inPlayerZone(e: BinaryExpr, item: Compiled, owner: Compiled, zone: string, read: Reader): Compiled {
  const keys: string[] = []; // the zone's key by seat, made once
  return (c) => {
    const x = item(c);
    const o = owner(c);
    if (typeof o === 'object' && o !== null && !Array.isArray(o) && o.t === 'player' && c.s.players[o.seat] !== undefined) {
      const ids = c.s.zones[(keys[o.seat] ??= zoneKey(zone, o.seat))];
      if (ids === undefined) return false; // an empty list, nothing paid
      spend(ids.length, undefined); // the zone's list of cards (cardsOf)
      spend(ids.length, e.range); // `in` on that list
      return holdsId(ids, x);
    }
    return inList(x, read(c, o), e);
  };
}

/** `item in zone` for a shared zone (`discard`): its key fixed when compiled. */
export function inSharedZone(e: BinaryExpr, item: Compiled, key: string): Compiled {
  return (c) => {
    const x = item(c);
    const ids = c.s.zones[key];
    if (ids === undefined) return false;
    spend(ids.length, undefined);
    spend(ids.length, e.range);
    return holdsId(ids, x);
  };
}
