// Monaco for the playground, loaded lazily with the editor: the editor core and the YAML language
// only (not every language Monaco has), its workers through Vite's ?worker imports (in dev and in
// the build, no blob: or eval), and monaco-yaml with Cardsmith's JSON Schemas for completion and
// hover. monaco-yaml's own validation is off: Cardsmith's diagnostics (from the compiler's worker)
// cover YAML and schema errors with the compiler's exact ranges, and two sets of squiggles for
// one mistake would be noise.
import * as monaco from 'monaco-editor/esm/vs/editor/edcore.main.js';
import 'monaco-editor/esm/vs/basic-languages/yaml/yaml.contribution.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import { configureMonacoYaml, type JSONSchema } from 'monaco-yaml';
import { ruleFileSchema, scenarioFileSchema, variantFileSchema } from '../../grammar/schema/rule-file.schema.js';
import YamlWorker from './yaml.worker.ts?worker';

export { monaco };

self.MonacoEnvironment = {
  getWorker(_id: string, label: string): Worker {
    return label === 'yaml' ? new YamlWorker() : new EditorWorker();
  },
};

// The rule files' modelines (`# yaml-language-server: $schema=../../dist/rule-file.schema.json`)
// resolve, from a model at file:///rules/GAME/game.yaml, to these URIs: registering the schemas
// under them makes the modeline and the file patterns agree, and nothing is fetched.
configureMonacoYaml(monaco, {
  enableSchemaRequest: false,
  validate: false,
  completion: true,
  hover: true,
  format: { enable: false },
  schemas: [
    { uri: 'file:///dist/rule-file.schema.json', fileMatch: ['**/game.yaml'], schema: ruleFileSchema as JSONSchema },
    { uri: 'file:///dist/variant-file.schema.json', fileMatch: ['**/variants/*.yaml'], schema: variantFileSchema as JSONSchema },
    { uri: 'file:///dist/scenario-file.schema.json', fileMatch: ['**/tests/*.yaml'], schema: scenarioFileSchema as JSONSchema },
  ],
});
