// The integer core's entry points (docs/dev/fast-core.md): a rule file made ready at a player count
// (buildCore: the reason when the core cannot play it yet), a game created and played in place on
// the integer state, and the conversions to and from the runtime's GameState at the boundary.
export { buildCore, unsupported, type CoreRules } from './build.js';
export { coreApply, coreCreate, coreLegalCount, coreMoveAt, corePlayout, coreSeat, isCoreState, type CoreGameOptions, type CorePlayoutResult } from './engine.js';
export { toCore } from './to-core.js';
export { fromCore } from './from-core.js';
export { coreLayout, type CoreLayout } from './layout.js';
export type { CoreState } from './state.js';
