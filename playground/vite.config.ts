// The playground's build: a page (index.html, Lit elements), the compiler's worker, Monaco's
// workers, and the bundled rule files as text. `npm start` builds it and serves dist/ with the CSP.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { CSP } from './csp.js';

const here = (rel: string): string => fileURLToPath(new URL(rel, import.meta.url));

/**
 * The CSP as a <meta> in the built page, right after the charset and before any script or style
 * (not in dev: Vite's client needs its websocket).
 */
function cspMeta(): Plugin {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CSP.replace(/"/g, '&quot;')}">`;
  return {
    name: 'cardsmith-csp-meta',
    apply: 'build',
    transformIndexHtml(page) {
      if (!page.includes('<meta charset="utf-8">')) throw new Error('index.html: the CSP goes after <meta charset="utf-8">, which is missing');
      return page.replace('<meta charset="utf-8">', `$&\n    ${meta}`);
    },
  };
}

export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [cspMeta()],
  resolve: {
    // grammar/ imports ajv to compile schemas on first use; the page and its workers use the
    // precompiled validators only, so ajv's compiler (new Function) is replaced by one that refuses.
    alias: [{ find: /^ajv$/, replacement: here('src/no-ajv.ts') }],
    dedupe: ['monaco-editor'],
  },
  worker: { format: 'es' },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Monaco is one large lazy chunk by design.
    chunkSizeWarningLimit: 4000,
  },
  server: { fs: { allow: [here('..')] } },
  preview: { headers: { 'Content-Security-Policy': CSP } },
});
