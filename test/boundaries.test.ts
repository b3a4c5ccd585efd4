// The folders' boundaries: grammar/ and runtime/ run anywhere (CLI, Web Worker, page), so their
// compiler configuration must know neither the DOM nor Node, and their sources must not import them.
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** Type-checks a probe file under a folder's tsconfig and returns the diagnostics' messages. */
function probe(folder: string, code: string): string[] {
  const configPath = join(root, folder, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const probePath = join(root, folder, '__probe__.ts');
  const host = ts.createCompilerHost({ ...parsed.options, noEmit: true, composite: false, declaration: false });
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => (f === probePath ? code : readFile(f));
  host.fileExists = (f) => f === probePath || fileExists(f);
  const program = ts.createProgram([probePath], { ...parsed.options, noEmit: true, composite: false, declaration: false }, host);
  const sf = program.getSourceFile(probePath);
  return ts.getPreEmitDiagnostics(program, sf).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('folder boundaries', () => {
  for (const folder of ['grammar', 'runtime']) {
    it(`${folder}/ cannot use DOM globals`, () => {
      const errors = probe(folder, 'export const w = document.title;\n');
      expect(errors.join('\n')).toMatch(/Cannot find name 'document'/);
    });

    it(`${folder}/ cannot use Node globals or modules`, () => {
      expect(probe(folder, 'export const a = process.argv;\n').join('\n')).toMatch(/Cannot find name 'process'/);
      expect(probe(folder, "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n").join('\n')).toMatch(/Cannot find module 'node:fs'/);
    });

    it(`${folder}/ can use the ECMAScript library`, () => {
      expect(probe(folder, 'export const m = new Map<string, number>([["a", 1]]).get("a");\n')).toEqual([]);
    });

    it(`${folder}/ sources import no Node built-in module`, () => {
      const builtins = new Set(['fs', 'path', 'os', 'url', 'util', 'child_process', 'worker_threads', 'crypto']);
      for (const file of sourceFiles(join(root, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
          const spec = m[1] ?? '';
          const ok = !spec.startsWith('node:') && !builtins.has(spec.split('/')[0] ?? '');
          expect(ok, `${relative(root, file)} imports ${spec}`).toBe(true);
        }
      }
    });
  }

  it('cli/ may use Node', () => {
    expect(probe('cli', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n")).toEqual([]);
  });
});

/** The modules a file imports for their values (`import type` and `export type` lines bring none). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)) {
    if (m[2] === undefined) out.push(m[3] ?? '');
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push(m[1] ?? '');
  return out;
}

/** Every module reached from `entry` through value imports: project files by path, packages by name. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.ts')) continue;
    for (const spec of valueImports(file)) {
      if (!spec.startsWith('.')) seen.add(spec.split('/')[0] ?? spec);
      else todo.push(join(file, '..', spec).replace(/\.js$/, '.ts'));
    }
  }
  return seen;
}

describe('the runtime\'s public surface', () => {
  it('runtime/index.ts does not bring the compiler in (no YAML, schema, parser or compile module, no ajv, chevrotain or yaml)', () => {
    const files = [...reached(join(root, 'runtime/index.ts'))].map((f) => (f.startsWith(root) ? relative(root, f) : f));
    expect(files).toContain('runtime/engine.ts');
    const compiler = files.filter((f) => /^grammar\/(compile|yaml\/|schema\/|expr\/(parser|lexer|build-ast|parse))/.test(f) || ['ajv', 'chevrotain', 'yaml'].includes(f));
    expect(compiler).toEqual([]);
  });

  it('cli/ reaches the runtime only through its public entries', () => {
    const entries = new Set(['runtime/index.ts', 'runtime/sim/index.ts', 'runtime/scenario/index.ts']);
    const outside: string[] = [];
    for (const file of sourceFiles(join(root, 'cli'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/from\s+['"](\.[^'"]+)['"]/g)) {
        const target = relative(root, join(file, '..', m[1] ?? '')).replace(/\.js$/, '.ts');
        if (target.startsWith('runtime/') && !entries.has(target)) outside.push(`${relative(root, file)} → ${target}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
