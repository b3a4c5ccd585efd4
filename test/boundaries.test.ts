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
