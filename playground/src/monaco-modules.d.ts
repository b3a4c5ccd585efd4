// Monaco's ES modules that ship without their own types: the editor core with every editor feature
// (hover, suggest, find...) but no language, and the YAML tokenizer. The API is editor.api's.
declare module 'monaco-editor/esm/vs/editor/edcore.main.js' {
  export * from 'monaco-editor/esm/vs/editor/editor.api.js';
}
declare module 'monaco-editor/esm/vs/basic-languages/yaml/yaml.contribution.js';
