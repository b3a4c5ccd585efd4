// A follow source's condition of the shape `me.Z.any(c => c.suit == trick.led_suit)` (a source
// open only while the seat could follow suit from Z), read over the seat's zone as the follow
// cards hold it (follow-cards.ts): each card's printed suit from the card table, instead of a
// card value per card and the lambda's closures. It gives what the compiled expression gives and
// spends the same budget steps at the same places (compile.ts compileExpr, compileZoneTest,
// shapes.ts cardsTest): the expression's nodes, the zone's length, then the lambda's cost per card
// up to the first hit. A card whose `c.suit` is not its printed suit (a wild, an any-suit card, a
// card the rule file does not know) sends the whole evaluation the general way, before anything
// is spent.
import type { Expr } from '../grammar/expr/ast.js';
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { closeBudget, openBudget, spend } from './budget.js';
import { exprCost } from './eval/cost.js';
import { memberResolution, nameResolution } from './eval/resolved.js';
import { printedSuit, slotKey, suitOf, zoneEntries, zoneSlot, type FollowCards, type ZoneRead } from './follow-cards.js';
import { suitIndex } from './card-table.js';

/** A recognised condition: the follow cards' slot of its zone and the steps it spends. */
export interface HoldsLedTest {
  readonly slot: number;
  /** exprCost of the whole expression, spent at `range` first. */
  readonly cost: number;
  /** exprCost of the lambda, spent at `range` per card tested. */
  readonly perCard: number;
  readonly range: Expr['range'];
}

function isGlobal(rules: Rules, e: Expr, name: string): boolean {
  return e.kind === 'name' && e.name === name && nameResolution(rules, e).to === 'global';
}

/** `param.suit` of the lambda's parameter, resolved as a card member. */
function isParamSuit(rules: Rules, e: Expr, param: string): boolean {
  if (e.kind !== 'member' || e.name !== 'suit' || e.object.kind !== 'name' || e.object.name !== param) return false;
  const r = memberResolution(rules, e);
  return r.to === 'member' && r.of === 'card' && nameResolution(rules, e.object).to === 'param';
}

/** `trick.led_suit` on the built-in `trick`. */
function isLedSuit(rules: Rules, e: Expr): boolean {
  if (e.kind !== 'member' || e.name !== 'led_suit' || !isGlobal(rules, e.object, 'trick')) return false;
  const r = memberResolution(rules, e);
  return r.to === 'member' && r.of === 'trick';
}

/** The test of `e` when it has the shape above, else null (evaluated the general way). */
export function holdsLedTest(rules: Rules, table: FollowCards, e: Expr): HoldsLedTest | null {
  if (e.kind !== 'call' || e.callee.kind !== 'member' || e.callee.name !== 'any' || e.args.length !== 1) return null;
  const arg = e.args[0] as (typeof e.args)[number];
  const f = arg.value;
  if (arg.name !== undefined || f.kind !== 'lambda') return null;
  const zone = e.callee.object;
  if (zone.kind !== 'member' || memberResolution(rules, zone).to !== 'player-zone' || !isGlobal(rules, zone.object, 'me')) return null;
  const body = f.body;
  if (body.kind !== 'binary' || body.op !== '==') return null;
  const shaped =
    (isParamSuit(rules, body.left, f.param) && isLedSuit(rules, body.right)) || (isLedSuit(rules, body.left) && isParamSuit(rules, body.right, f.param));
  if (!shaped) return null;
  return { slot: zoneSlot(table, zone.name), cost: exprCost(e), perCard: exprCost(f), range: e.range };
}

/** Whether the state has any wild card (then `c.suit` may not be the printed suit). */
function anyWild(wild: GameState['wild']): boolean {
  for (const _ in wild) return true;
  return false;
}

/**
 * The test's answer for `seat` (a seat of the game), or undefined when a card of the zone needs
 * the general reader (nothing spent then). `known`: the zone's read (zoneEntries) when the caller
 * has just made it in the same state, so that it is not made again.
 */
export function holdsLed(table: FollowCards, rules: Rules, test: HoldsLedTest, s: GameState, seat: number, known?: ZoneRead): boolean | undefined {
  const t = s.trick;
  if (t === null || anyWild(s.wild)) return undefined;
  const ids = s.zones[slotKey(table, test.slot, seat)];
  let read: ZoneRead | null = null;
  if (ids !== undefined) {
    read = known ?? zoneEntries(table, test.slot, seat, ids);
    // Every card's suit is its printed one when the rule file has no any-suit card and no card it
    // does not know has been seen (no card is wild: above); else each card is looked at.
    if (!table.noAnySuit || table.ids.length > table.size) {
      const cards = read.cards;
      for (let i = 0; i < read.n; i++) if (!printedSuit(table, cards[i] as number)) return undefined;
    }
  }
  // As evaluate does: the move's budget, or one of its own outside a move.
  const opened = openBudget();
  try {
    spend(test.cost, test.range);
    if (read === null) return false;
    spend(read.n, undefined);
    const led = suitIndex(table.cards, t.ledSuit);
    const cards = read.cards;
    // The lambda's cost for each card up to the first hit, spent at once: nothing happens between
    // those steps, so a budget overrun stops at the same place (`range`) with the same budget used.
    let k = 0;
    while (k < read.n && suitOf(table, cards[k] as number) !== led) k++;
    const hit = k < read.n;
    spend(test.perCard * (hit ? k + 1 : k), test.range);
    return hit;
  } finally {
    closeBudget(opened);
  }
}
