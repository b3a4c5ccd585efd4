// The runtime's modules import each other without a cycle: each cycle found is named (its files),
// and there must be none. A cycle makes the order modules load in matter (a module may read another
// half-loaded), and it knots together parts that should stand apart: the procedures (climbing,
// must-follow, shedding, shed-out, turn-end) and the effect runner once called each other in a
// six-file circle. Type-only imports are left out: they are gone once compiled.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../runtime/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') && !d.name.endsWith('.d.ts') ? [join(dir, d.name)] : [],
  );
}

/** The runtime modules a file imports at run time (`import type` and `export type … from` left out). */
export function runtimeImports(file: string, text: string): string[] {
  const out: string[] = [];
  const re = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    const spec = m[2] as string;
    if (m[1] !== undefined || !spec.startsWith('.')) continue;
    out.push(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
  }
  return out;
}

/** Every import cycle: the strongly connected components of more than one module (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

describe('runtime imports', () => {
  const graph = new Map(sources(root).map((f) => [f, runtimeImports(f, readFileSync(f, 'utf8'))] as const));
  const named = importCycles(graph).map((c) => c.map((f) => relative(root, f).replace(/\\/g, '/')));

  it('form no cycle but the expression compiler\'s own', () => {
    // The expression compiler is recursive by nature: a definition's body, a constant or a member's
    // object is an expression compiled by compileIn, which compiles names, members and definition
    // calls. Those four modules load as one unit; any other cycle fails here, named.
    expect(named).toEqual([['eval/compile.ts', 'eval/definitions.ts', 'eval/members.ts', 'eval/names.ts']]);
  });

  it('leave the effects and the procedures out of every cycle', () => {
    const six = ['climbing.ts', 'effects.ts', 'effect-calls.ts', 'must-follow.ts', 'shed-out.ts', 'turn-end.ts', 'effect-runner.ts', 'shedding.ts'];
    expect(named.flat().filter((f) => six.includes(f))).toEqual([]);
  });

  it('are found with type-only imports left out, and a cycle is found', () => {
    expect(runtimeImports('/r/a.ts', "import type { X } from './b.js';\nimport { y, type Z } from './c.js';\nexport { w } from './d.js';\nexport type { V } from './e.js';\nimport './f.js';\n")).toEqual(['/r/c.ts', '/r/d.ts', '/r/f.ts']);
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', ['e']]]);
    expect(importCycles(g)).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
