// Shared e2e helpers: sign in as a demo user, pick Prism examples and error codes per request, and fail any
// test in which the app sent a request that breaks the contract (Prism runs with --errors).
import { test as base, expect, type Page, type Route } from '@playwright/test';

export { openUserMenu } from './user-menu';

export type Language = 'zh' | 'en';
export type Theme = 'light' | 'dark';

export const DEMO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIn0.c2lnbmF0dXJl';
export const DEMO_USERS = {
  learner: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01', username: 'lin_xiaoming', is_admin: false, meExample: 'learnerZh' },
  admin: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e07', username: 'david_kim', is_admin: true, meExample: 'adminEn' },
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

interface SetupOptions {
  user?: DemoUser | null;
  language?: Language;
  theme?: Theme;
}

/** Seeds storage before the app starts (once per page, so reloads keep what the app itself stored). */
export async function setup(page: Page, { user = null, language = 'zh', theme = 'light' }: SetupOptions = {}) {
  const demo = user ? DEMO_USERS[user] : null;
  await page.addInitScript(
    ({ language, dark, demo, token }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('language', language);
      localStorage.setItem('userPreferences', JSON.stringify({ darkTheme: dark, language }));
      if (demo) {
        localStorage.setItem('token', token);
        localStorage.setItem(
          'user',
          JSON.stringify({ id: demo.id, username: demo.username, is_admin: demo.is_admin, email: `${demo.username}@example.com`, language, email_verified: true, created_at: '2026-09-02T08:15:00Z', preferences: {} }),
        );
      }
    },
    { language, dark: theme === 'dark', demo, token: DEMO_TOKEN },
  );
  if (demo) {
    // /auth/me answers with the demo user, with the preferences under test (the mock cannot store them).
    await page.route('**/api/v1/auth/me', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch({ headers: { ...route.request().headers(), prefer: `example=${demo.meExample}` } });
      if (!response.ok()) return route.fulfill({ response });
      const body = await response.json();
      body.preferences = { ...body.preferences, darkTheme: theme === 'dark', language };
      await route.fulfill({ response, json: body });
    });
  }
}

/** What `page.route` accepts: a glob such as `**\/api/v1/problems/**`, a RegExp or a URL predicate. */
export type UrlMatcher = Parameters<Page['route']>[0];

/**
 * Makes Prism answer requests matching `url` with a named example and/or a status code:
 * `prefer(page, '**\/plans/today', { code: 404 })`.
 */
export async function prefer(page: Page, url: UrlMatcher, { code, example, method }: { code?: number; example?: string; method?: string }) {
  const value = [code !== undefined ? `code=${code}` : '', example ? `example=${example}` : ''].filter(Boolean).join(', ');
  await page.route(url, (route: Route) => {
    if (method && route.request().method() !== method.toUpperCase()) return route.fallback();
    return route.fallback({ headers: { ...route.request().headers(), prefer: value } });
  });
}

/** Answers matching requests with no response at all (a lost connection). */
export async function failNetwork(page: Page, url: UrlMatcher, { method }: { method?: string } = {}) {
  await page.route(url, (route) => {
    if (method && route.request().method() !== method.toUpperCase()) return route.fallback();
    return route.abort('connectionfailed');
  });
}

export const test = base.extend<{ contractViolations: string[]; pageErrors: string[]; cspViolations: string[]; loadCounts: void }>({
  // What makes an e2e test slow on this CPU is mostly how often it loads the app and starts Monaco (its chunk is
  // the biggest download). Each test notes both in the JSON report (annotations page-loads, monaco-starts), so a
  // change to a spec can be measured by counts, not only by noisy durations on a shared machine.
  loadCounts: [
    async ({ page }, use, testInfo) => {
      let loads = 0;
      let monaco = 0;
      page.on('load', () => loads++);
      page.on('request', (request) => {
        if (MONACO_CHUNK.test(request.url())) monaco++;
      });
      await use();
      testInfo.annotations.push({ type: 'page-loads', description: String(loads) }, { type: 'monaco-starts', description: String(monaco) });
    },
    { auto: true },
  ],
  contractViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().includes('/api/v1/')) return;
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('problem+json')) return;
        const body = await response.text().catch(() => '');
        // Prism's own errors (a request that breaks the contract) carry a stoplight.io type URL.
        if (body.includes('stoplight.io/prism/errors')) violations.push(`${response.request().method()} ${response.url()} → ${body.slice(0, 300)}`);
      });
      await use(violations);
      // A test may end while a route handler still awaits Prism (the app starts its calls early); those
      // handlers have nothing left to check, so their errors after the page goes are not the test's.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(violations, 'requests that break the contract').toEqual([]);
    },
    { auto: true },
  ],
  // An exception nothing in the app caught (a failed lazy step, a broken handler) fails the test, even when the
  // screen still looks right.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`.slice(0, 300)));
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  // The built app runs under a strict CSP (scripts/csp.mjs); any violation fails the test.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text().slice(0, 300));
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Monaco's editor widget chunk (vite.config.ts names Monaco's chunks monaco-…): fetched once by every page that starts the editor. */
const MONACO_CHUNK = /\/assets\/monaco-codeEditorWidget-[^/]*\.js/;

export { expect };
