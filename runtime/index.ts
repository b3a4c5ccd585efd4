// The runtime's public surface.
export type { GameState, CardInfo, LogEntry, Phase } from './state.js';
export type { Move, PlayCard, WildDecl } from './moves.js';
export type { Value } from './values.js';
export { prepareRules, type Rules } from './rules.js';
export { createGame, applyMove, applyInPlace, legal as legalMoves, GameSetupError, MAX_MOVES, type GameOptions, type ApplyResult, type MoveError } from './engine.js';
export { parseMove, moveText, type ParseResult } from './notation.js';
export { playout, type PlayoutResult } from './playout.js';
export { randomBot, type Bot } from './bots/random.js';
export { runScenario, RulesCache, type ScenarioResult, type ReadFile } from './scenario/run.js';
export { view, type GameView, type ZoneView } from './view.js';
export { recordOf, replay, type GameRecord, type ReplayResult } from './record.js';
export { BOT_KINDS, isBotKind, makeBot, type BotKind, type BotSettings, type SeatBot } from './bots/index.js';
export { decisionFor, decidingSeats, expandDecision } from './decision.js';
export type {
  Decision, TurnDecision, ChoiceDecision, SetupChooseDecision, SetupSplitDecision, CardSetOption, MeldOption,
  DeclarationRange, Declaration, RankSpan, ActionOption,
} from './decision-types.js';
export { checkMove, type MoveCheck } from './check-move.js';
