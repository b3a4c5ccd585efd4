// The runtime's public surface for clients: games, moves, views, events, decisions, labels, records
// and bots. It does not bring the compiler in (a client gets Rules from grammar/compile.ts and
// prepareRules). Simulations: runtime/sim/index.ts; scenario tests: runtime/scenario/index.ts.
export type { GameState, CardInfo, Phase } from './state.js';
export { eventsFor, eventFor, type GameEvent, type EventKind, type EventOf, type ScorePart, type SeatScore, type CardsVerb, type MarkerVerb, type Viewer } from './events.js';
export { eventText, logLines, roundEndLines, plural, listWords, type Speaker } from './event-text.js';
export type { Move, PlayCard, WildDecl } from './moves.js';
export type { Value } from './values.js';
export { prepareRules, type Rules } from './rules.js';
export {
  createGame, applyMove, applyInPlace, legal as legalMoves, isSetupFailure, MAX_MOVES,
  type GameOptions, type CreateGameResult, type SetupFailure, type ApplyResult, type MoveError,
} from './engine.js';
export { optionProblem } from './game-inputs.js';
export { RUNTIME_CODES, runtimeCodes, type RuntimeCode } from './codes.js';
export { parseMove, moveText, type ParseResult } from './notation.js';
export { playout, type PlayoutResult } from './playout.js';
export { randomBot, type Bot } from './bots/random.js';
export {
  view, designerView, HIDDEN_CARD, type GameView, type DesignerView, type ZoneView, type PlayerView, type MarkerView,
  type TrickView, type TrickPlayView, type TrickCardView, type PlayView, type PendingView, type OwnChoiceView, type DesignerSetupView,
} from './view.js';
export { hiddenCardIds } from './visibility.js';
export {
  recordOf, replay, replayOnto, dealNotes, RECORD_FORMAT,
  type GameRecord, type RoundDeal, type RuleText, type ReplayResult, type ReplayReport, type ReplayStop, type ReplayOptions,
} from './record.js';
export { rulesHash } from './text-hash.js';
export { BOT_KINDS, isBotKind, makeBot, botMove, type BotKind, type BotSettings, type SeatBot } from './bots/index.js';
export { labelsOf, cardText, rankLabel, markerLabelOf, zoneLabelOf, zoneLabel, varLabel, SUIT_COLOURS, type Labels, type SuitLabel, type CardLabel, type MarkerLabel, type ActionLabel, type ZoneLabel, type MeldLabel, type VarLabel, type SuitColour, type Visibility } from './labels.js';
export { decisionFor, decidingSeats, expandDecision } from './decision.js';
export type {
  Decision, TurnDecision, ChoiceDecision, SetupChooseDecision, SetupSplitDecision, CardSetOption, MeldOption,
  DeclarationRange, Declaration, RankSpan, ActionOption,
} from './decision-types.js';
export { checkMove, type MoveCheck } from './check-move.js';
