// Simulation's public surface: bots playing many games and the report of what happened.
export { simulateGame, type GameSpec, type GameOutcome } from './game.js';
export { gameSeed, seating } from './seeds.js';
export { buildReport, ReportBuilder, ERRORS_KEPT, type SimReport } from './report.js';
export { compareReports, type CompareRow } from './compare.js';
export type { Mean, Rate } from './stats.js';
