// Once for all browser tests: build the production playground (as `npm start` does), serve it with
// Vite's preview server on a free loopback port (with the CSP header), and hand its URL to the
// tests. Checks that Chromium is there before spending time on the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, RESULTS } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: PreviewServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const started = performance.now();
  execFileSync('npm', ['run', '--silent', 'playground:build'], { cwd: root, stdio: 'inherit' });
  console.log(`playground built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  server = await preview({
    configFile: `${root}playground/vite.config.ts`,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('the preview server has no local URL');
  project.provide('baseUrl', url);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
