// index.html's inline start-up preload (src/start-preload.js) and the build step that writes it and its routes'
// files into the page (scripts/vite-start-preload.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/api/storage';
import { START_FRAME, START_ROUTES } from '@/app/start-routes';
import { CSP } from '../scripts/csp.mjs';
import { START_PRELOAD_HASH, START_PRELOAD_SCRIPT } from '../scripts/start-preload-script.mjs';
import { pageLoaders, patternToRegExp, startPreload } from '../scripts/vite-start-preload.mjs';

const DATA = {
  keys: STORAGE_KEYS,
  fallbackLanguage: 'zh',
  routes: [
    { match: `${patternToRegExp('/dashboard')}|${patternToRegExp('/')}`, files: ['/assets/dashboard-page.js', '/assets/dashboard-page.css'], texts: { zh: ['/assets/zh-dashboard.js'], en: ['/assets/en-dashboard.js'] } },
    { match: patternToRegExp('/problems/:problemId'), files: ['/assets/problem-page.js'], texts: { zh: ['/assets/zh-practice.js'], en: ['/assets/en-practice.js'] } },
    { match: patternToRegExp('/admin'), adminOnly: true, files: ['/assets/admin-page.js'], texts: { zh: ['/assets/zh-admin.js'], en: ['/assets/en-admin.js'] } },
  ],
};

/** Runs the script as the page does: right after its JSON block, as the current script. */
function runAt(path: string) {
  window.history.replaceState(null, '', path);
  const data = document.createElement('script');
  data.type = 'application/json';
  data.textContent = JSON.stringify(DATA);
  const script = document.createElement('script');
  document.head.append(data, script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(START_PRELOAD_SCRIPT)();
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel}${link.rel === 'preload' ? `:${link.as}` : ''} ${new URL(link.href).pathname}`);
}

const signIn = (user: { is_admin: boolean } = { is_admin: false }) => {
  localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
};

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'currentScript');
});

describe('the inline start-up preload', () => {
  it('asks for the page’s code, CSS and texts of the stored language (and of the fallback) when signed in', () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(runAt('/problems/two-sum')).toEqual(['modulepreload /assets/problem-page.js', 'modulepreload /assets/zh-practice.js', 'modulepreload /assets/en-practice.js']);
  });

  it('matches as the router does: / is the dashboard, any case, an optional final slash', () => {
    signIn();
    expect(runAt('/')).toEqual(['modulepreload /assets/dashboard-page.js', 'preload:style /assets/dashboard-page.css', 'modulepreload /assets/zh-dashboard.js']);
    document.head.innerHTML = '';
    expect(runAt('/Dashboard/')).toHaveLength(3);
  });

  it('reads the language from the stored preferences when it has no key of its own', () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ language: 'en' }));
    expect(runAt('/problems/p-1')).toContain('modulepreload /assets/en-practice.js');
  });

  it('asks for nothing without a session, for unknown or nested paths, and for /admin unless the stored user is an admin', () => {
    expect(runAt('/dashboard')).toEqual([]);
    signIn();
    expect(runAt('/problems/two-sum/solutions')).toEqual([]);
    expect(runAt('/login')).toEqual([]);
    expect(runAt('/admin')).toEqual([]);
    signIn({ is_admin: true });
    expect(runAt('/admin')).toContain('modulepreload /assets/admin-page.js');
  });

  it('leaves the page alone when storage cannot be read', () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(runAt('/admin')).toEqual([]);
  });

  it('is allowed by the CSP by its hash, and only that script is', () => {
    expect(START_PRELOAD_HASH).toBe(`'sha256-${createHash('sha256').update(START_PRELOAD_SCRIPT).digest('base64')}'`);
    expect(CSP).toContain(`script-src 'self' ${START_PRELOAD_HASH};`);
    expect(START_PRELOAD_SCRIPT.startsWith('//')).toBe(false);
  });
});

describe('the build step', () => {
  it('reads each page’s module from its loader', () => {
    const loaders = pageLoaders("export const pageChunks = {\n  appLayout: chunk(() => import('./layout/app-layout')),\n  problem: chunk(() => import('@/features/practice/problem-page')),\n};");
    expect([...loaders]).toEqual([
      ['appLayout', './layout/app-layout'],
      ['problem', '@/features/practice/problem-page'],
    ]);
  });

  it('writes, per route, the files beyond the entry’s (their CSS and texts too), before the stylesheet', async () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false) =>
      ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry, viteMetadata: { importedCss: new Set(css) } }) as const;
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', '/src/main.tsx', ['assets/framework.js'], [], true),
        chunk('assets/framework.js', null),
        chunk('assets/route-preload.js', '/src/app/route-preload.ts', ['assets/first-queries.js', 'assets/framework.js']),
        chunk('assets/first-queries.js', null, ['assets/framework.js']),
        chunk('assets/app-layout.js', '/src/app/layout/app-layout.tsx', ['assets/shared.js']),
        chunk('assets/problem-page.js', '/src/features/practice/problem-page.tsx', ['assets/shared.js'], ['assets/problem-page.css']),
        chunk('assets/shared.js', null),
        ...['zh-CN', 'en'].flatMap((folder) => ['common', 'practice'].map((ns) => chunk(`assets/${folder}-${ns}.js`, `/locales/${folder}/${ns}.json`))),
      ].map((output) => [output.fileName, output]),
    );
    const plugin = startPreload({
      routes: [{ patterns: ['/problems/:problemId'], page: 'problem', namespace: 'practice' }],
      frame: START_FRAME,
      pageChunksFile: 'src/app/page-chunks.ts',
      startModules: ['/src/app/route-preload.ts'],
      localesDir: '/locales',
      localeFolders: { zh: 'zh-CN', en: 'en' },
      fallbackLanguage: 'zh',
      storageKeys: STORAGE_KEYS,
    });
    const modules: Record<string, string> = { './layout/app-layout': '/src/app/layout/app-layout.tsx', '@/features/practice/problem-page': '/src/features/practice/problem-page.tsx' };
    await (plugin.buildStart as (this: unknown) => Promise<void>).call({ resolve: (specifier: string) => Promise.resolve(modules[specifier] ? { id: modules[specifier] } : null) });
    const transform = plugin.transformIndexHtml as { handler: (html: string, context: { bundle: typeof bundle }) => string };
    const html = transform.handler('<head><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>', { bundle });

    const [, json] = /<script type="application\/json">(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json ?? '')).toEqual({
      keys: STORAGE_KEYS,
      fallbackLanguage: 'zh',
      routes: [
        {
          match: '^/problems/[^/]+/?$',
          files: ['/assets/route-preload.js', '/assets/first-queries.js', '/assets/app-layout.js', '/assets/shared.js', '/assets/problem-page.js', '/assets/problem-page.css'],
          texts: { zh: ['/assets/zh-CN-common.js', '/assets/zh-CN-practice.js'], en: ['/assets/en-common.js', '/assets/en-practice.js'] },
        },
      ],
    });
    expect(html.indexOf(START_PRELOAD_SCRIPT)).toBeGreaterThan(html.indexOf('application/json'));
    expect(html.indexOf(START_PRELOAD_SCRIPT)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('finds a loader for every start route’s page and the frame in the app’s page loaders', () => {
    const loaders = pageLoaders(readFileSync('src/app/page-chunks.ts', 'utf8'));
    for (const page of [START_FRAME, ...START_ROUTES.map((route) => route.page)]) expect(loaders.get(page), page).toMatch(/^(@\/|\.\/)/);
  });
});
