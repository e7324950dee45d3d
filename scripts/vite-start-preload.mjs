// Writes into the built index.html what the page a signed-in visit starts on needs beyond the entry (its chunk,
// the signed-in frame, the start-up preload, every chunk they import, their CSS and texts), per start route, and
// the inline script that asks the browser for one route's files as soon as the document's head is read
// (src/start-preload.js). Before, those files were asked for only once the entry had run and the start-up
// preload's own chunk had arrived. The routes come from the app (src/app/start-routes.ts), each page's module from
// its loader (src/app/page-chunks.ts); a route whose page or texts are missing from the build fails the build.
import { readFileSync } from 'node:fs';
import { START_PRELOAD_SCRIPT } from './start-preload-script.mjs';

/** A react-router pattern as a regular expression over location.pathname (case-insensitive, optional final slash). */
export function patternToRegExp(pattern) {
  const segments = pattern.replace(/\/+$/, '').split('/');
  const source = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return `^${source}/?$`;
}

/** `page: chunk(() => import('module'))` entries of the page loaders' module. */
export function pageLoaders(source) {
  return new Map([...source.matchAll(/(\w+): chunk\(\(\) => import\('([^']+)'\)\)/g)].map(([, page, specifier]) => [page, specifier]));
}

/**
 * @param {{
 *   routes: readonly { patterns: readonly string[]; page: string; namespace: string; adminOnly?: boolean }[];
 *   frame: string;
 *   pageChunksFile: string;
 *   startModules: string[];
 *   localesDir: string;
 *   localeFolders: Record<string, string>;
 *   fallbackLanguage: string;
 *   storageKeys: { token: string; user: string; language: string; preferences: string };
 * }} options
 * @returns {import('vite').Plugin}
 */
export function startPreload(options) {
  const pageModules = new Map();
  let base = '/';
  return {
    name: 'start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      for (const [page, specifier] of pageLoaders(readFileSync(options.pageChunksFile, 'utf8'))) {
        const resolved = await this.resolve(specifier, options.pageChunksFile);
        if (resolved) pageModules.set(page, resolved.id);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const chunkOf = (moduleId) => {
          const found = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
          if (!found) throw new Error(`start-preload: no chunk for ${moduleId}`);
          return found;
        };
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry imports is in the document already (Vite's own modulepreload links).
        const inDocument = new Set();
        const walk = (chunk, into, skip) => {
          if (into.has(chunk.fileName) || skip.has(chunk.fileName)) return;
          into.add(chunk.fileName);
          for (const file of chunk.imports) walk(byFile.get(file), into, skip);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry, inDocument, new Set());
        const moduleOfPage = (page) => {
          const id = pageModules.get(page);
          if (!id) throw new Error(`start-preload: src/app/page-chunks.ts has no loader for the page "${page}"`);
          return id;
        };

        const routes = options.routes.map((route) => {
          const files = new Set();
          for (const id of [...options.startModules, moduleOfPage(options.frame), moduleOfPage(route.page)]) walk(chunkOf(id), files, inDocument);
          const css = [...files].flatMap((file) => [...(byFile.get(file).viteMetadata?.importedCss ?? [])]);
          const texts = Object.fromEntries(
            Object.entries(options.localeFolders).map(([language, folder]) => [
              language,
              ['common', route.namespace].map((namespace) => base + chunkOf(`${options.localesDir}/${folder}/${namespace}.json`).fileName),
            ]),
          );
          return {
            match: route.patterns.map(patternToRegExp).join('|'),
            ...(route.adminOnly ? { adminOnly: true } : {}),
            files: [...files, ...new Set(css)].map((file) => base + file),
            texts,
          };
        });
        const data = { keys: options.storageKeys, fallbackLanguage: options.fallbackLanguage, routes };
        // A JSON block is data, not a script: the browser runs nothing in it (and the CSP does not apply); the script
        // reads it as the element just before itself. Both go after the entry's tags, so the browser asks for the
        // entry first, and before the stylesheet: a stylesheet above an inline script holds the script back until
        // it has loaded.
        const tags = `<script type="application/json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>\n    <script>${START_PRELOAD_SCRIPT}</script>\n    `;
        const at = html.search(/<link rel="stylesheet"/);
        if (at < 0) throw new Error('start-preload: index.html has no stylesheet link to put the preload before');
        return html.slice(0, at) + tags + html.slice(at);
      },
    },
  };
}
