// The runtime's public surface.
export type { GameState, CardInfo, LogEntry, Phase } from './state.js';
export type { Move, PlayCard, WildDecl } from './moves.js';
export type { Value } from './values.js';
export { prepareRules, type Rules } from './rules.js';
export { createGame, applyMove, legal as legalMoves, GameSetupError, MAX_MOVES, type GameOptions, type ApplyResult, type MoveError } from './engine.js';
export { parseMove, moveText, type ParseResult } from './notation.js';
