// The runtime's code catalogue (runtime/codes.ts) against the sources and the docs: every code
// written in runtime/ is catalogued, every catalogued code is written somewhere in runtime/, no code
// is built from pieces (it could not be checked), and docs/diagnostics.md lists each exactly once.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_CODES, runtimeCodes } from '../../runtime/index.js';

const runtimeDir = fileURLToPath(new URL('../../runtime/', import.meta.url));
const diagnosticsDoc = fileURLToPath(new URL('../../docs/diagnostics.md', import.meta.url));

const STAGES = 'runtime|game|move|notation|bot';
/** A quoted code: `'move/not-higher'`, `"game/no-deck"` or a template without placeholders. */
const QUOTED = new RegExp(`(['"\`])((?:${STAGES})/[a-z-]+)\\1`, 'g');
/** A code built from pieces: `` `move/${reason}` `` or `'move/' + reason` (a bare `'game/'` is a prefix test). */
const BUILT = new RegExp(`\`(?:${STAGES})/\\$\\{|(['"])(?:${STAGES})/\\1\\s*\\+`, 'g');

function sources(dir: string, out: { path: string; text: string }[] = []): { path: string; text: string }[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (name.endsWith('.ts')) out.push({ path: p, text: readFileSync(p, 'utf8') });
  }
  return out;
}

/** The text without its comments: a code named in a comment is not a use of it. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Every code written in runtime/ (outside the catalogue itself), with the files it is in. */
function codesUsed(files: readonly { path: string; text: string }[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const f of files) {
    if (f.path === join(runtimeDir, 'codes.ts')) continue;
    for (const m of code(f.text).matchAll(QUOTED)) {
      const c = m[2] as string;
      used.set(c, [...(used.get(c) ?? []), f.path.slice(runtimeDir.length)]);
    }
  }
  return used;
}

/** The codes docs/diagnostics.md lists in its runtime tables (`| \`code\` | meaning |`). */
function documented(): string[] {
  const text = readFileSync(diagnosticsDoc, 'utf8');
  return [...text.matchAll(new RegExp(`^\\| \`((?:${STAGES})/[a-z-]+)\` \\|`, 'gm'))].map((m) => m[1] as string);
}

const files = sources(runtimeDir);

describe('the runtime code catalogue', () => {
  it('holds every code the runtime uses, and only those', () => {
    const used = codesUsed(files);
    const catalogued = new Set<string>(runtimeCodes);
    expect([...used.keys()].filter((c) => !catalogued.has(c)).sort(), 'used in runtime/ but not in runtime/codes.ts').toEqual([]);
    expect(runtimeCodes.filter((c) => !used.has(c)).sort(), 'in runtime/codes.ts but used nowhere in runtime/').toEqual([]);
    expect(runtimeCodes.length).toBeGreaterThanOrEqual(60);
  });

  it('is the only way a code is made: none is built from pieces', () => {
    const built = files.flatMap((f) => [...code(f.text).matchAll(BUILT)].map((m) => `${f.path.slice(runtimeDir.length)}: ${m[0]}`));
    expect(built).toEqual([]);
  });

  it('says what each code means', () => {
    for (const c of runtimeCodes) expect(RUNTIME_CODES[c].length, c).toBeGreaterThan(10);
  });

  it('is documented in docs/diagnostics.md, each code once, and nothing else', () => {
    const doc = documented();
    expect(doc.filter((c, i) => doc.indexOf(c) !== i), 'listed twice').toEqual([]);
    expect([...doc].sort()).toEqual([...runtimeCodes].sort());
  });

  it('finds codes the way the sources write them, and only those', () => {
    // The scanner itself: quoted codes are found; an import path, a longer stage, a comment and a built code are not.
    const text = [
      "err('move/not-higher');",
      "import x from '../runtime/index.js';",
      'const y = "game/no-deck"; // or `game/player-count`',
      '/* `runtime/stuck` */',
      "'movement/x'; `move/${r}`; 'bot/' + r; d.code.startsWith('game/');",
    ].join('\n');
    expect([...codesUsed([{ path: join(runtimeDir, 'sample.ts'), text }]).keys()].sort()).toEqual(['game/no-deck', 'move/not-higher']);
    expect([...code(text).matchAll(BUILT)].map((m) => m[0])).toEqual(['`move/${', "'bot/' +"]);
  });
});
