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
