// The YAML stage's diagnostic codes and their message templates: a closed set. Tests assert codes and
// positions, not wording, so the wording may be improved freely.

export const MAX_FILE_BYTES = 1024 * 1024;

export const yamlMessages = {
  /** The file is over MAX_FILE_BYTES (checked before parsing). */
  'yaml/too-large': (bytes: number) =>
    `the file is ${bytes} bytes; a rule file may be at most ${MAX_FILE_BYTES} bytes (1 MiB)`,
  /** `[` or `{` nested deeper than MAX_FLOW_DEPTH (checked before parsing, see depth.ts). */
  'yaml/too-deep': (limit: number) => `brackets nest more than ${limit} deep here; a rule file never needs that many`,
  /** Anything the YAML parser refuses; `code` is the yaml package's error code. */
  'yaml/syntax': (detail: string, code: string) => `YAML syntax: ${detail} (${code})`,
  /** The second occurrence of a key in one mapping. */
  'yaml/duplicate-key': (key: string, firstLine: number) =>
    `the key '${key}' appears twice in this mapping (first on line ${firstLine})`,
  /** Anchors (`&name`) and aliases (`*name`): a rule file needs none, and aliases can explode. */
  'yaml/alias': (kind: 'anchor' | 'alias', name: string) =>
    kind === 'alias'
      ? `aliases (*${name}) are not allowed in a rule file: write the value out`
      : `anchors (&${name}) are not allowed in a rule file`,
  /** Explicit tags (`!!str`, `!thing`): a rule file needs none; quote a string instead. */
  'yaml/tag': (tag: string) => `tags (${tag}) are not allowed in a rule file; quote a value to make it a string`,
  /** A key that is a list or a mapping (`? [a, b]`). */
  'yaml/complex-key': () => 'a key must be a plain name or number, not a list or a mapping',
  /** More than one YAML document (`---` after content). */
  'yaml/multiple-documents': () => 'a rule file holds one YAML document; remove this `---` or `...` and what follows',
  /** The top level is empty, a list or a scalar. */
  'yaml/not-a-map': (found: string) => `a rule file is a mapping of keys (like \`game: ...\`), found ${found}`,
} as const;

export type YamlCode = keyof typeof yamlMessages;

export const yamlCodes = Object.keys(yamlMessages) as YamlCode[];
