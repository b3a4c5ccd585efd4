// The front end's public surface (`import { compileRules } from 'cardsmith/grammar'`): compile a rule
// file with its variants into a GameDef and diagnostics, and print diagnostics as the CLI does.
// Like every module here it reads no files: the caller passes each file's name and text.
export {
  compileRules, variantExtends, optionChoices,
  type SourceFile, type CompileSettings, type CompileResult, type OptionChoices, type OptionValue,
} from './compile.js';
export { formatDiagnostic, hasErrors, sortDiagnostics, LineMap, type Diagnostic, type Severity, type Position, type SourceRange } from './diagnostics.js';
export type { GameDef } from './def/types.js';
export { ruleFileSchema, variantFileSchema, scenarioFileSchema } from './schema/rule-file.schema.js';
export type { JsonSchema } from './schema/json-schema.js';
