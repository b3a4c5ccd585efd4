// Parse + check time per rule file, warm (in this process, repeated) and cold (a whole
// `cardsmith validate` process).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../grammar/compile.js';
import { ruleSource, rulesRoot } from './games.js';

export interface FrontEndFigure {
  readonly file: string;
  readonly warmMs: number;
  readonly coldProcessMs: number;
}

const cli = fileURLToPath(new URL('../../bin/cardsmith.js', import.meta.url));

export function measureFrontEnd(files: readonly string[], repeats = 30): FrontEndFigure[] {
  return files.map((file) => {
    const src = ruleSource(file);
    for (let i = 0; i < 5; i++) compileRules(src); // warm up the JIT and ajv's compiled schema
    const start = performance.now();
    for (let i = 0; i < repeats; i++) compileRules(src);
    const warmMs = (performance.now() - start) / repeats;
    const runs = 3;
    let cold = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const r = spawnSync(process.execPath, [cli, 'validate', rulesRoot + file], { encoding: 'utf8' });
      cold += performance.now() - t;
      if (r.status !== 0) throw new Error(`validate ${file} failed: ${r.stdout}${r.stderr}`);
    }
    return { file, warmMs, coldProcessMs: cold / runs };
  });
}

/** `cardsmith validate` on every rule file and variant under rules/, as one process. */
export function measureValidateAll(): { files: number; ms: number } {
  const files = [
    ...['of-whats-left', 'worst-in-show', 'bested-another-time'].map((g) => `${rulesRoot}${g}/game.yaml`),
    ...['of-whats-left/variants/threshold-scoring', 'of-whats-left/variants/special-owls', 'bested-another-time/variants/gaps', 'bested-another-time/variants/zeros', 'bested-another-time/variants/solo'].map((v) => `${rulesRoot}${v}.yaml`),
  ];
  const t = performance.now();
  const r = spawnSync(process.execPath, [cli, 'validate', ...files], { encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`validate failed: ${r.stdout}${r.stderr}`);
  return { files: files.length, ms };
}
