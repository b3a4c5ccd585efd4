// Bridges the game state to the meld engine: the hand as the engine sees it, and the meld rules
// for the deck in play.
import type { GameState } from './state.js';
import { deckFor, type Rules } from './rules.js';
import type { HandCard, MeldRules, MeldType } from './melds/types.js';

const cache = new WeakMap<Rules, Map<number, MeldRules>>();

/** The meld rules at this player count (the deck's highest rank depends on it), cached. */
export function meldRules(rules: Rules, players: number): MeldRules {
  let byCount = cache.get(rules);
  if (byCount === undefined) {
    byCount = new Map();
    cache.set(rules, byCount);
  }
  let mr = byCount.get(players);
  if (mr === undefined) {
    const def = rules.def;
    const deck = deckFor(def, players);
    const types: MeldType[] = def.melds.map((m) => ({
      name: m.name,
      size: { min: m.size.min, max: m.size.max },
      ...(m.same ? { same: m.same } : {}),
      ...(m.step !== undefined ? { step: m.step } : {}),
      wrap: m.wrap,
      lead: m.lead,
    }));
    const play = def.round.play;
    mr = {
      types,
      wildRanks: def.wilds?.ranks ?? { min: 0, max: -1 },
      wildSuits: def.wilds?.suits ?? [],
      deckMaxRank: deck?.ranks.max ?? def.cards.ranks.max,
      deckMinRank: deck?.ranks.min ?? def.cards.ranks.min,
      ...(play.kind === 'climbing' && play.reset ? { reset: { rank: play.reset.rank } } : {}),
    };
    byCount.set(players, mr);
  }
  return mr;
}

/** Cards as the meld engine sees them. */
export function handCards(rules: Rules, s: GameState, ids: readonly string[]): HandCard[] {
  return ids.map((id) => {
    const info = rules.cards.get(id);
    const wild = s.wild[id] === true;
    return {
      id,
      rank: info?.rank ?? null,
      suit: info?.suit ?? null,
      wild,
      ...(info?.only && !wild ? { only: info.only } : {}),
    };
  });
}
