// Moves out of a decision description: one card set in one meld with one way of declaring its
// wilds, one option of a choice, chosen setup cards. Each narrows the decision to the one move and
// lets the runtime's expandDecision build it, so the playground never writes a move by hand.
import { expandDecision, type CardSetOption, type ChoiceDecision, type Declaration, type Decision, type MeldOption, type Move, type SetupChooseDecision, type TurnDecision, type Value } from './runtime.js';

function only(d: Decision): Move | undefined {
  const moves = expandDecision(d);
  return moves.length === 1 ? moves[0] : undefined;
}

export function playMove(d: TurnDecision, set: CardSetOption, meld: MeldOption, way: readonly Declaration[]): Move | undefined {
  return only({ ...d, plays: [{ ...set, melds: [{ ...meld, ways: [way] }] }], pass: false, actions: [] });
}

/** Every way a card set can be played: each meld with each of its declarations. */
export function waysOf(set: CardSetOption): { readonly meld: MeldOption; readonly way: readonly Declaration[] }[] {
  return set.melds.flatMap((meld) => meld.ways.map((way) => ({ meld, way })));
}

export function choiceMove(d: ChoiceDecision, option: Value | null): Move | undefined {
  return only(option === null ? { ...d, options: [], optional: true } : { ...d, options: [option], optional: false });
}

/** The setup choice of exactly these cards (in the zone's order), if it is the right number. */
export function setupChooseMove(d: SetupChooseDecision, chosen: ReadonlySet<string>): Move | undefined {
  const cards = d.cards.filter((c) => chosen.has(c));
  return cards.length === d.pick.min ? only({ ...d, cards }) : undefined;
}

/**
 * The card set the selection stands for: its natural cards exactly, and as many wilds as it uses
 * (wilds are interchangeable: a set names the first ones held).
 */
export function setOfSelection(d: TurnDecision, selected: readonly string[], wild: ReadonlySet<string>): CardSetOption | undefined {
  const naturals = selected.filter((id) => !wild.has(id)).sort();
  const wilds = selected.filter((id) => wild.has(id)).length;
  const key = naturals.join(' ');
  return d.plays.find((p) => p.wilds.length === wilds && [...p.naturals].sort().join(' ') === key);
}

/** The card sets that contain every selected card (the wilds among them by number). */
export function setsWithSelection(d: TurnDecision, selected: readonly string[], wild: ReadonlySet<string>): CardSetOption[] {
  const naturals = selected.filter((id) => !wild.has(id));
  const wilds = selected.length - naturals.length;
  return d.plays.filter((p) => p.wilds.length >= wilds && naturals.every((id) => p.naturals.includes(id)));
}
