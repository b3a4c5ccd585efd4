// The runtime as the page uses it: runtime/index.ts without the scenario runner, whose compiler
// (YAML, the expression parser, the JSON Schemas) the page must not carry. The page gets its rules
// compiled by the worker; only the worker bundles grammar/.
export type { GameState, Phase } from '../../runtime/state.js';
export type { Move, PlayCard } from '../../runtime/moves.js';
export type { Value } from '../../runtime/values.js';
export { logLines, plural, listWords } from '../../runtime/event-text.js';
export { prepareRules, type Rules } from '../../runtime/rules.js';
export { createGame, applyMove, legal as legalMoves, GameSetupError, type GameOptions } from '../../runtime/engine.js';
export { parseMove } from '../../runtime/notation.js';
export { view, type GameView } from '../../runtime/view.js';
export { seatKnowledge } from '../../runtime/knowledge.js';
export { makeBot, type SeatBot } from '../../runtime/bots/index.js';
export { labelsOf, cardText, markerLabelOf, zoneLabelOf, type Labels, type SuitColour } from '../../runtime/labels.js';
export { decisionFor, decidingSeats, expandDecision } from '../../runtime/decision.js';
export type {
  Decision, TurnDecision, ChoiceDecision, SetupChooseDecision, CardSetOption, MeldOption, Declaration,
} from '../../runtime/decision-types.js';
export { checkMove } from '../../runtime/check-move.js';
