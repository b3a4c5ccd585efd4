// A move event's `text`, made when asked from what its record keeps. The runtime writes it as the
// move is made (notation.ts moveEvent → moveText), in the state before the move; of that state the
// text reads only:
//
// - the players' names (`choose @Ann`) and their count (a climbing play's meld rules, meldRules(rules, n),
//   which say whether the cards could form another meld type too: then the meld is named);
// - whether the pending decision is a rank choice (a chosen number is written as a rank label);
// - which of a climbing play's cards are wild then, but only for a wild played as itself
//   (tablePlayedCards and playedCards read `s.wild` of the played cards alone; a declared wild is
//   classified by its declaration): a play the runtime refuses in a climbing game ('undeclared-wild',
//   climbing.ts), and outside climbing no meld is ever named. So no move made depends on it.
//
// The rest comes from the rules (rank labels, marker labels, meld types). The event's record keeps
// the rank-choice bit (event-log.ts pushMove); the text is the runtime's own moveText over a
// stand-in holding just those parts (no card wild), so there is one notation writer.
import type { GameState } from '../../state.js';
import type { Move } from '../../moves.js';
import { moveText } from '../../notation.js';
import type { LogTables } from './log-tables.js';

/** The parts of a GameState that moveText reads. */
interface TextState {
  readonly names: readonly string[];
  readonly players: readonly unknown[];
  readonly wild: Readonly<Record<string, true>>;
  readonly pending: { readonly kind: 'choice'; readonly choice: 'rank' } | null;
}

const RANK_CHOICE = Object.freeze({ kind: 'choice', choice: 'rank' } as const);
const NO_WILD: Readonly<Record<string, true>> = Object.freeze({});
const seatLists: (readonly unknown[])[] = [];

/** The move's notation as the runtime wrote it (`rankChoice`: whether it answered a rank choice). */
export function moveTextOf(t: LogTables, names: readonly string[], m: Move, rankChoice: boolean): string {
  const s: TextState = {
    names,
    players: (seatLists[t.n] ??= Object.freeze(new Array<unknown>(t.n).fill(null))),
    wild: NO_WILD,
    pending: rankChoice ? RANK_CHOICE : null,
  };
  return moveText(t.rules, s as unknown as GameState, m);
}
