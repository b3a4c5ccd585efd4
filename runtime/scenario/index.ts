// Scenario tests' public surface. A scenario file is YAML naming a rule file, so running one brings
// the compiler in: this is why it is an entry of its own, apart from runtime/index.ts.
export { runScenario, RulesCache, type ScenarioResult, type ReadFile } from './run.js';
