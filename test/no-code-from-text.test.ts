// The language cannot run code: the evaluator walks the AST, and the project's own sources hold no
// way to turn text into code — no `eval`, no `new Function` / `Function(...)`, no `node:vm`, no
// string given to setTimeout/setInterval, no dynamic `import()` of a specifier that is not a literal
// (two are allowed below, each naming a file of the project's own build by its URL). Comments are
// not code and are skipped; the scanner is tested on snippets so that the search can fail.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The project's own code: everything a user's text could reach, and the tools around it. */
const FOLDERS = ['grammar', 'runtime', 'cli', 'playground/src', 'scripts', 'bin', 'bench'];
const EXTENSIONS = /\.(ts|mts|js|mjs|cjs)$/;

/** Dynamic imports whose specifier is a URL of the project's own files, built from import.meta.url. */
const ALLOWED: readonly { readonly file: string; readonly code: string; readonly why: string }[] = [
  { file: 'cli/precompiled.ts', code: 'import(url.href)', why: 'the precompiled validators beside the CLI (one of two fixed paths)' },
  { file: 'bin/cardsmith.js', code: 'import((b >= c ? bundle : compiled).href)', why: 'the CLI bundle or its compiled files (two fixed paths)' },
];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated') continue;
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (EXTENSIONS.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/**
 * The text without its comments (each comment's characters become spaces, so offsets stay); with
 * `blankStrings` the insides of string and template literals are blanked too. Regular expression
 * literals are not told apart from division: a slash inside one can only hide code after it on
 * that line, which the searches below would then miss, never invent.
 */
function codeOnly(text: string, blankStrings: boolean): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      const body = text.slice(i + 1, j);
      out += c + (blankStrings ? body.replace(/[^\n]/g, ' ') : body) + (j < text.length ? c : '');
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

interface Finding {
  readonly what: string;
  readonly code: string;
  readonly line: number;
}

const IN_CODE: readonly [string, RegExp][] = [
  ['eval', /(?<![\w$])eval\s*\(/g],
  ['new Function', /\bnew\s+Function\b/g],
  ['Function(...)', /(?<![\w$.])Function\s*\(/g],
  ['a constructor called with code', /\.constructor\s*\(/g],
];

const WITH_STRINGS: readonly [string, RegExp][] = [
  ['eval or Function by name', /\[\s*['"`](eval|Function)['"`]\s*\]/g],
  ['a string to a timer', /\bset(Timeout|Interval|Immediate)\s*\(\s*['"`]/g],
  ['node:vm', /['"`](node:)?vm['"`]/g],
  ['a dynamic import', /(?<![\w$.])import\s*\((?!\s*(['"])[^'"`$]*\1\s*\))/g],
];

/** Every way to run text as code found in one file's text. */
function findings(text: string): Finding[] {
  const out: Finding[] = [];
  const lineAt = (offset: number): number => text.slice(0, offset).split('\n').length;
  const search = (code: string, patterns: readonly [string, RegExp][]): void => {
    for (const [what, re] of patterns) {
      for (const m of code.matchAll(re)) {
        const at = m.index ?? 0;
        const end = text.indexOf('\n', at);
        out.push({ what, code: text.slice(at, end < 0 ? undefined : end).trim(), line: lineAt(at) });
      }
    }
  };
  search(codeOnly(text, true), IN_CODE);
  search(codeOnly(text, false), WITH_STRINGS);
  return out;
}

describe('the project runs no code made from text', () => {
  it('the scanner finds each way of doing it, and not the same words in comments or strings', () => {
    const bad = [
      'eval(text)', 'window.eval (x)', 'const f = new Function("a", body)', 'Function("return 1")()', '(() => 0).constructor(src)',
      "globalThis['eval'](x)", 'setTimeout("alert(1)", 5)', 'setInterval(`tick()`, 9)', "import vm from 'node:vm'",
      'await import(name)', 'import(`./${x}.js`)', "import('./a' + b)",
    ];
    for (const b of bad) expect([...new Set(findings(`const a = 1;\n${b};\n`).map((f) => f.line))], b).toEqual([2]);
    const fine = [
      '// eval(x) and new Function in a comment', '/* Function(1) */', "const s = 'no eval( here';", 'evaluate(rules, s, expr)',
      "const m = await import('./commands/init.js')", "type T = import('../state.js').ChoiceKind", 'setTimeout(() => go(), 5)',
      'const url = "http://x//y"; run(url)', 'x.evalSteps(3)', 'isFunction(f)',
    ];
    for (const f of fine) expect(findings(f), f).toEqual([]);
  });

  it(`finds none in ${FOLDERS.join(', ')} (beyond the allowed imports of the project's own files)`, () => {
    const files = FOLDERS.flatMap((f) => sourceFiles(join(root, f)));
    // An empty search proves nothing: the folders must hold the project's sources.
    expect(files.length).toBeGreaterThan(200);
    for (const folder of FOLDERS) expect(files.some((f) => relative(root, f).startsWith(folder)), folder).toBe(true);
    const found: string[] = [];
    const allowedSeen = new Set<string>();
    for (const path of files) {
      const file = relative(root, path).replace(/\\/g, '/');
      for (const f of findings(readFileSync(path, 'utf8'))) {
        const allowed = ALLOWED.find((a) => a.file === file && f.code.includes(a.code));
        if (allowed !== undefined) allowedSeen.add(allowed.file);
        else found.push(`${file}:${f.line}: ${f.what}: ${f.code}`);
      }
    }
    expect(found).toEqual([]);
    // Each allowance is still needed (a stale one would hide a new finding in that file).
    expect([...allowedSeen].sort()).toEqual(ALLOWED.map((a) => a.file).sort());
  });
});
