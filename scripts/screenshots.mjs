#!/usr/bin/env node
// Screenshots of app routes in every language × theme, for looking at what we built.
//   node scripts/screenshots.mjs [--base URL] [--user learner|admin|none] [--out DIR] [--width 1280] /dashboard /problems …
// Signs in by seeding storage with the contract's demo session (Prism answers /auth/me with the demo user).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { DEV_PORT } from './ports.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const base = option('--base', `http://127.0.0.1:${DEV_PORT}`);
const user = option('--user', 'learner');
const out = option('--out', '.screenshots');
const width = Number(option('--width', '1280'));
const routes = args.length ? args : ['/dashboard'];
mkdirSync(out, { recursive: true });

const DEMO_USERS = {
  learner: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01', username: 'lin_xiaoming', is_admin: false },
  admin: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e02', username: 'admin_wang', is_admin: true },
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const language of ['zh', 'en']) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const demo = DEMO_USERS[user];
    await context.addInitScript(
      ({ language, dark, demo }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('language', language);
        localStorage.setItem('userPreferences', JSON.stringify({ darkTheme: dark, language }));
        if (demo) {
          localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIn0.c2ln');
          localStorage.setItem('user', JSON.stringify({ ...demo, email: 'demo@example.com', language, email_verified: true, created_at: '2026-09-02T08:15:00Z', preferences: {} }));
        }
      },
      { language, dark: theme === 'dark', demo: demo ?? null },
    );
    const page = await context.newPage();
    // Prism's /auth/me answers with a fixed demo user whose saved preferences would override the theme and
    // language under test, so the answer is patched to match (an admin run asks for the admin example).
    await page.route('**/api/v1/auth/me', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const headers = { ...route.request().headers(), ...(user === 'admin' ? { prefer: 'example=adminEn' } : {}) };
      const response = await route.fetch({ headers });
      const body = await response.json();
      body.preferences = { ...body.preferences, darkTheme: theme === 'dark', language };
      await route.fulfill({ response, json: body });
    });
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const file = `${out}/${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${language}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
