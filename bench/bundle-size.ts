// The playground bundle's size: every file of the production build (playground/dist), raw and
// gzipped. Null while there is no built playground.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface BundleFigure {
  readonly files: number;
  readonly bytes: number;
  readonly gzipBytes: number;
}

const dist = fileURLToPath(new URL('../../playground/dist/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface ChunkFigure {
  /** The file's path under playground/dist/, its hash left out (`assets/index.js`). */
  readonly name: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Every file of the build, largest first (gzip), with its size raw and gzipped. */
export function playgroundChunks(): ChunkFigure[] | null {
  if (!existsSync(dist)) return null;
  return filesUnder(dist)
    .map((f) => {
      const data = readFileSync(f);
      const name = f.slice(dist.length).replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '$1');
      return { name, bytes: data.length, gzipBytes: gzipSync(data).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function playgroundBundle(): BundleFigure | null {
  if (!existsSync(dist)) return null;
  const files = filesUnder(dist);
  let bytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const data = readFileSync(f);
    bytes += data.length;
    gzipBytes += gzipSync(data).length;
  }
  return { files: files.length, bytes, gzipBytes };
}
