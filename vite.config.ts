/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { MOCK_PORT } from './scripts/ports.mjs';
import { COMPILE_HINT, FRAMEWORK_CHUNK } from './scripts/compile-hint.mjs';
import { CSP } from './scripts/csp.mjs';
import { monacoLite } from './scripts/vite-monaco-lite.mjs';
import { startPreload } from './scripts/vite-start-preload.mjs';
import { STORAGE_KEYS } from './src/api/storage.ts';
import { START_FRAME, START_ROUTES } from './src/app/start-routes.ts';
import { DEFAULT_LANGUAGE, LOCALE_FOLDERS } from './src/lib/constants.ts';

// `/api/v1` goes to a real backend when API_TARGET is set (it serves the prefix itself), otherwise to the
// Prism mock, which serves the contract's paths at its own root, so the prefix is stripped.
const apiTarget = process.env.API_TARGET;
const apiProxy: Record<string, ProxyOptions> = {
  '/api/v1': apiTarget
    ? { target: apiTarget, changeOrigin: true }
    : {
        target: `http://127.0.0.1:${process.env.MOCK_PORT ?? MOCK_PORT}`,
        rewrite: (path) => path.replace(/^\/api\/v1/, ''),
      },
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Blueprint's icon loader checks names against `IconNames`, a table it builds at start-up from an enum of all
 * ~700 icons (~7 KB gzip, and 1,400 case conversions before the first paint). The app names icons only as
 * typed string literals (`IconName`) and its loader (src/lib/icons.ts) already answers unknown names with no
 * paths, so the table is replaced by a check that any string may be tried. (ESLint forbids importing
 * `IconNames` in src/, which would see an empty object.)
 */
const blueprintIconNamesLite: Plugin = {
  name: 'blueprint-icon-names-lite',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './iconNames' && importer?.replaceAll('\\', '/').includes('/@blueprintjs/icons/lib/esm/')) return '\0blueprint-icon-names';
    return null;
  },
  load(id) {
    if (id !== '\0blueprint-icon-names') return null;
    return 'export const IconNames = {};\nexport const IconNamesSet = { has: (name) => typeof name === "string" && name !== "" };\n';
  },
};

/**
 * The framework chunk (React, the router, TanStack Query, i18next) runs almost all of its functions while the
 * first page renders. V8 compiles a function lazily, on the main thread, the first time it is called, unless the
 * file starts with the explicit compile hint (COMPILE_HINT, Chrome 136+): then its functions are compiled on a
 * background thread while the file streams in. At 4× CPU slowdown that took ~70 ms of blocking time off the problem
 * page's first load and brought its LCP ~40 ms sooner (`npm run report`). Other browsers read a comment.
 */
const compileHints: Plugin = {
  name: 'compile-hints',
  apply: 'build',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || chunk.name !== FRAMEWORK_CHUNK) continue;
      chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      // The source map (an asset by now, when maps are written) moves one line down with the code.
      const map = bundle[`${chunk.fileName}.map`];
      if (map?.type === 'asset') {
        const json = JSON.parse(String(map.source)) as { mappings: string };
        map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
      }
    }
  },
};

export default defineConfig(({ command }) => ({
  // index.html lives in src/ so that the top level stays as the design card lists it.
  root: here('./src'),
  envDir: here('.'),
  // VITE_CACHE_DIR lets several dev servers run side by side without invalidating each other's deps.
  cacheDir: here(process.env.VITE_CACHE_DIR ?? './node_modules/.vite'),
  // Scan every module up front so a first visit to a lazy page never triggers a re-optimise and reload. Monaco is
  // served module by module, through the monaco-lite plugin, as the build bundles it: the editor the dev server
  // runs is the one that ships.
  optimizeDeps: { entries: ['**/*.tsx'], exclude: ['monaco-editor'] },
  plugins: [
    react(),
    blueprintIconNamesLite,
    monacoLite(),
    compileHints,
    startPreload({
      routes: START_ROUTES,
      frame: START_FRAME,
      pageChunksFile: here('./src/app/page-chunks.ts'),
      startModules: [here('./src/app/route-preload.ts')],
      localesDir: here('./locales'),
      localeFolders: LOCALE_FOLDERS,
      fallbackLanguage: DEFAULT_LANGUAGE,
      storageKeys: STORAGE_KEYS,
    }),
  ],
  // Blueprint reads a global NODE_ENV (not process.env.NODE_ENV) to skip its development-only prop checks and
  // warnings; left undefined, every Blueprint component validates its props on each render in production.
  define: { NODE_ENV: JSON.stringify(command === 'build' ? 'production' : 'development') },
  resolve: {
    alias: [
      { find: '@', replacement: here('./src') },
      { find: '@locales', replacement: here('./locales') },
      // react-router's package exports only its development build (warnings and checks, ~10 KB gzip more);
      // the production build it also ships goes into `vite build`.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { proxy: apiProxy, strictPort: true, fs: { allow: [here('.')] } },
  // The built app is served under the production Content Security Policy (e2e runs against it).
  preview: { proxy: apiProxy, strictPort: true, headers: { 'Content-Security-Policy': CSP } },
  build: {
    outDir: here(process.env.BUILD_DIR ?? './dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4000,
    // Every browser the app supports (es2022) has <link rel="modulepreload">; no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every chunk holding Monaco code is called monaco-…, whatever module names it: the e2e suite holds them
        // back to see the problem page without its editor, and the report's list of chunks says what they are.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]monaco-editor[\\/]/.test(id)) ? 'assets/monaco-[name]-[hash].js' : 'assets/[name]-[hash].js',
        // Left alone, the bundler cuts the libraries every page needs into a dozen small shared chunks; gzip
        // compresses one file better than many, and each chunk costs a request and its import list. So the
        // libraries every screen loads go together, and so do the form libraries of the account pages. The app's
        // own start-up modules (client, session, storage, i18n, preferences) are one chunk too: the lazy pages and
        // the start-up preload share them with the entry, and the bundler would otherwise split them in five.
        codeSplitting: {
          groups: [
            {
              name: FRAMEWORK_CHUNK,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|i18next|react-i18next|use-sync-external-store|openapi-fetch|classnames)[\\/]/,
              priority: 2,
            },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|zod|@hookform)[\\/]/, priority: 2 },
            // What the start-up preload runs for a signed-in page: the pages' declared first queries and the query
            // modules they name. Split, they were a dozen tiny chunks the preload had to wait for (six at a time over
            // HTTP/1.1) before it could send the page's first calls; the account pages load none of them.
            {
              name: 'first-queries',
              test: /[\\/]src[\\/](api[\\/]queries[\\/](problems|submissions|plans|progress)[\\/][^\\/]+|features[\\/][^\\/]+[\\/]first-queries|lib[\\/]first-queries)\.ts$/,
              // Only these modules: what they import (the client, the session) stays in app-core, which the entry loads.
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'app-core',
              test: /[\\/]src[\\/](api[\\/](client|errors|storage|timeouts|operation-timeouts\.gen)|lib[\\/](constants|i18n|preferences|query-client|paths|error-text)|auth[\\/]session(-instance)?)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    root: here('.'),
    css: false,
    // One test file per core. Vitest's default (cores − 1) keeps a core for its own main process, which only
    // collects results: on the 2-core CI machine that ran every file one after another with a core idle.
    maxWorkers: availableParallelism(),
    // The client's tests run in jsdom; the server's (tests/server/) in plain Node, each file on fresh databases.
    projects: [
      {
        extends: true,
        test: { name: 'client', environment: 'jsdom', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/server/**'], setupFiles: ['tests/setup.ts'] },
      },
      // A hook starts a server on a fresh database (the first in a worker migrates its template): on a shared,
      // busy machine that takes longer than Vitest's default 10 s.
      { extends: true, test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 } },
    ],
  },
}));
