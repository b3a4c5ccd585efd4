// `trick.winner` and `trick.trump` over the integer state (play-step.ts trickWinner, trick-rule.ts
// mustFollowWinner and trumpSuit): who wins the trick as it stands. Supported where no expression
// decides it (a fixed trump or none, the printed suits and ranks, `highest` or `lowest`); a rule
// file whose trump, effective suit, strength or winner is an expression is refused when compiled.
import type { Expr } from '../../../grammar/expr/ast.js';
import type { Rules } from '../../rules.js';
import type { CoreState } from '../state.js';
import { Unsupported } from './node.js';

/** Why the core cannot work out `trick.winner` / `trick.trump` for these rules, or undefined. */
export function winnerRefusal(rules: Rules, member: 'winner' | 'trump'): string | undefined {
  const play = rules.def.round.play;
  if (play.kind !== 'must-follow') return undefined;
  if (play.trumpExpr !== undefined) return `trick.${member} with a trump expression`;
  if (member === 'trump') return undefined;
  if (play.effectiveSuit !== undefined) return 'trick.winner with an effective-suit expression';
  if (play.strength !== undefined) return 'trick.winner with a strength expression';
  if (typeof play.winner === 'object') return 'trick.winner with a winner expression';
  return undefined;
}

export function checkWinner(rules: Rules, member: 'winner' | 'trump', e: Expr): void {
  const why = winnerRefusal(rules, member);
  if (why !== undefined) throw new Unsupported(why, { file: e.range.file, line: e.range.start.line, column: e.range.start.column });
}

/** The trump suit's letter now (null: none); only for rules winnerRefusal accepts. */
export function trumpLetter(rules: Rules): string | null {
  const play = rules.def.round.play;
  return play.kind === 'must-follow' ? (play.trump ?? null) : null;
}

/** The seat `trick.winner` gives (-1: null), while there is a trick; only for rules winnerRefusal accepts. */
export function trickWinnerSeat(st: CoreState): number {
  const rules = st.L.rules;
  const play = rules.def.round.play;
  const json = st.json.plays;
  const count = json !== null ? json.length : st.playCount;
  if (count === 0) return -1;
  const lastSeat = json !== null ? (json[count - 1] as { seat: number }).seat : (st.playSeat[count - 1] as number);
  if (play.kind !== 'must-follow') return lastSeat;
  const trump = play.trump ?? null;
  const sign = play.winner === 'lowest' ? -1 : 1;
  const led = st.ledSuit;
  const ledText = led === -1 ? null : led >= 0 ? (st.L.cards.suits[led] as string) : st.ledSuitText;
  let bestSeat = -1;
  let bestTrump = false;
  let bestKey = 0;
  if (json !== null) {
    for (let i = 0; i < json.length; i++) {
      const p = json[i] as (typeof json)[number];
      const c = p.cards[0];
      if (c === undefined) continue;
      const isTrump = trump !== null && c.suit === trump;
      if (!isTrump && c.suit !== ledText) continue;
      const key = sign * (c.rank ?? 0);
      if (bestSeat < 0 || (isTrump && !bestTrump) || (isTrump === bestTrump && key > bestKey)) {
        bestSeat = p.seat;
        bestTrump = isTrump;
        bestKey = key;
      }
    }
  } else {
    const T = st.L.cards;
    for (let i = 0; i < count; i++) {
      const card = st.playCard[i] as number;
      const info = T.infos[card] as (typeof T.infos)[number];
      const isTrump = trump !== null && info.suit === trump;
      if (!isTrump && info.suit !== ledText) continue;
      const key = sign * (info.rank ?? 0);
      if (bestSeat < 0 || (isTrump && !bestTrump) || (isTrump === bestTrump && key > bestKey)) {
        bestSeat = st.playSeat[i] as number;
        bestTrump = isTrump;
        bestKey = key;
      }
    }
  }
  return bestSeat < 0 ? lastSeat : bestSeat;
}
