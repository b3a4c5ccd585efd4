import { existsSync, readFileSync } from 'node:fs';

/**
 * The package version from package.json. The compiled CLI lives in dist/cli/ and the sources in
 * cli/, so the file is looked for one and two folders up.
 */
export function packageVersion(): string {
  for (const rel of ['../package.json', '../../package.json']) {
    const url = new URL(rel, import.meta.url);
    if (!existsSync(url)) continue;
    const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name?: unknown; version?: unknown };
    if (pkg.name === 'cardsmith' && typeof pkg.version === 'string') return pkg.version;
  }
  return '0.0.0';
}
