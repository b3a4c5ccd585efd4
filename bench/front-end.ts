// Parse + check time per rule file, warm (in this process, repeated) and cold (a whole
// `cardsmith validate` process). Warm means after the JIT has settled: the first hundred or so
// compiles of a process run while V8 is still optimising (the playground re-checks on every
// keystroke, so it is warm within seconds), and the first one in a process is measured too. Every
// compile gets a fresh text (a comment with a counter appended), so nothing can be reused by text.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../grammar/compile.js';
import { ruleSource, rulesRoot } from './games.js';

export interface FrontEndFigure {
  readonly file: string;
  /** The first compile of this file in the process (the JIT still cold for it). */
  readonly firstMs: number;
  readonly warmMs: number;
  readonly coldProcessMs: number;
}

const cli = fileURLToPath(new URL('../../bin/cardsmith.js', import.meta.url));

let fresh = 0;
function freshSource(file: string): { file: string; text: string } {
  const src = ruleSource(file);
  return { file: src.file, text: `${src.text}\n# ${++fresh}\n` };
}

export function measureFrontEnd(files: readonly string[], repeats = 30, warmUp = 150): FrontEndFigure[] {
  return files.map((file) => {
    const first = performance.now();
    compileRules(freshSource(file));
    const firstMs = performance.now() - first;
    for (let i = 0; i < warmUp; i++) compileRules(freshSource(file));
    const sources = Array.from({ length: repeats }, () => freshSource(file));
    const start = performance.now();
    for (const src of sources) compileRules(src);
    const warmMs = (performance.now() - start) / repeats;
    const runs = 3;
    let cold = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const r = spawnSync(process.execPath, [cli, 'validate', rulesRoot + file], { encoding: 'utf8' });
      cold += performance.now() - t;
      if (r.status !== 0) throw new Error(`validate ${file} failed: ${r.stdout}${r.stderr}`);
    }
    return { file, firstMs, warmMs, coldProcessMs: cold / runs };
  });
}

/** `cardsmith validate` on every rule file and variant under rules/, as one process. */
export function measureValidateAll(): { files: number; ms: number } {
  const files = [
    ...['of-whats-left', 'worst-in-show', 'bested-another-time', 'spades', 'euchre'].map((g) => `${rulesRoot}${g}/game.yaml`),
    ...['of-whats-left/variants/threshold-scoring', 'of-whats-left/variants/special-owls', 'bested-another-time/variants/gaps', 'bested-another-time/variants/zeros', 'bested-another-time/variants/solo'].map((v) => `${rulesRoot}${v}.yaml`),
  ];
  const t = performance.now();
  const r = spawnSync(process.execPath, [cli, 'validate', ...files], { encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`validate failed: ${r.stdout}${r.stderr}`);
  return { files: files.length, ms };
}
