// The runtime's public surface.
export type { GameState, CardInfo, Phase } from './state.js';
export { eventsFor, eventFor, type GameEvent, type EventKind, type EventOf, type ScorePart, type SeatScore, type CardsVerb, type MarkerVerb, type Viewer } from './events.js';
export { eventText, logLines, roundEndLines, plural, listWords, type Speaker } from './event-text.js';
export type { Move, PlayCard, WildDecl } from './moves.js';
export type { Value } from './values.js';
export { prepareRules, type Rules } from './rules.js';
export { createGame, applyMove, applyInPlace, legal as legalMoves, GameSetupError, MAX_MOVES, type GameOptions, type ApplyResult, type MoveError } from './engine.js';
export { parseMove, moveText, type ParseResult } from './notation.js';
export { playout, type PlayoutResult } from './playout.js';
export { randomBot, type Bot } from './bots/random.js';
export { runScenario, RulesCache, type ScenarioResult, type ReadFile } from './scenario/run.js';
export {
  view, designerView, HIDDEN_CARD, type GameView, type DesignerView, type ZoneView, type PlayerView, type MarkerView,
  type TrickView, type TrickPlayView, type TrickCardView, type PlayView, type PendingView, type OwnChoiceView, type DesignerSetupView,
} from './view.js';
export { hiddenCardIds } from './visibility.js';
export { seatKnowledge, type SeatKnowledge } from './knowledge.js';
export {
  recordOf, replay, replayOnto, dealNotes, RECORD_FORMAT,
  type GameRecord, type RoundDeal, type RuleText, type ReplayResult, type ReplayReport, type ReplayStop, type ReplayOptions,
} from './record.js';
export { rulesHash } from './text-hash.js';
export { BOT_KINDS, isBotKind, makeBot, type BotKind, type BotSettings, type SeatBot } from './bots/index.js';
export { labelsOf, cardText, markerLabelOf, zoneLabelOf, SUIT_COLOURS, type Labels, type SuitLabel, type CardLabel, type MarkerLabel, type ActionLabel, type ZoneLabel, type MeldLabel, type SuitColour, type Visibility } from './labels.js';
