#!/usr/bin/env node
/* global document -- the waits below run in the page */
// Screenshots of app routes in every language × theme, for looking at what we built.
//   node scripts/screenshots.mjs [--base URL] [--user learner|admin|none] [--login name:password] [--out DIR] [--width 1280] /dashboard /problems …
// A route may go on with steps after `|`, each a CSS/Playwright selector to click before the shot, and a name
// for the file: `node scripts/screenshots.mjs --user admin "/admin|.admin-table__buttons button >> nth=0|name=drawer"`.
// Signs in as the contract's demo learner or admin (scripts/demo-session.mjs), or with `--login` as an account of a
// real server (`--base http://127.0.0.1:8000 --login lin_xiaoming:Secret2026`).
// Each shot waits for the page's content (its h1, no spinner, table cells drawn, fonts loaded), not for a
// fixed time: on a busy machine a fixed wait photographs a blank page.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { signInAsDemo, signInWithPassword } from './demo-session.mjs';
import { takeOption } from './cli-options.mjs';
import { DEV_PORT } from './ports.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const base = option('--base', `http://127.0.0.1:${DEV_PORT}`);
const user = option('--user', 'learner');
const login = option('--login', '');
const out = option('--out', '.screenshots');
const width = Number(option('--width', '1280'));
const routes = args.length ? args : ['/dashboard'];
mkdirSync(out, { recursive: true });

const READY_TIMEOUT = 30_000;

/** Waits until what a person would look at is there; says so (and shoots anyway) when it never comes. */
async function waitForContent(page, label) {
  try {
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: READY_TIMEOUT });
    await page.waitForFunction(
      () => {
        const visible = (element) => element.getClientRects().length > 0;
        // (A code editor's plain text area stands in for Monaco until Monaco is ready: code-editor.tsx.)
        if ([...document.querySelectorAll('.bp6-spinner, .state--loading, .bp6-skeleton, .code-editor__placeholder')].some(visible)) return false;
        // Icons load lazily (src/lib/icons.ts): one still loading has no drawing yet.
        if ([...document.querySelectorAll('.bp6-icon')].some((icon) => visible(icon) && !icon.querySelector('svg'))) return false;
        // Blueprint tables draw their cells a frame after they mount.
        const tables = [...document.querySelectorAll('.bp6-table-container')];
        return tables.every((table) => table.querySelector('.bp6-table-cell'));
      },
      undefined,
      { timeout: READY_TIMEOUT, polling: 100 },
    );
    await page.evaluate(() => document.fonts.ready);
    // Let transitions (overlays fading in) finish; an endless animation somewhere only costs the timeout.
    await page
      .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
      .catch(() => {});
  } catch {
    console.warn(`  ${label}: the content did not settle within ${READY_TIMEOUT / 1000} s; shooting what is there`);
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const language of ['zh', 'en']) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: false });
    if (login) await signInWithPassword(context, { base, login, language, theme });
    else await signInAsDemo(context, { user, language, theme });
    const page = await context.newPage();
    for (const spec of routes) {
      const [route, ...steps] = spec.split('|');
      const name = steps.find((step) => step.startsWith('name='))?.slice(5);
      const clicks = steps.filter((step) => !step.startsWith('name='));
      const label = `${route}${name ? ` (${name})` : ''} ${language} ${theme}`;
      await page.goto(base + route, { waitUntil: 'domcontentloaded' });
      await waitForContent(page, label);
      for (const selector of clicks) {
        await page.locator(selector).first().click();
        await waitForContent(page, label);
      }
      const stem = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      const file = `${out}/${stem}${name ? `-${name}` : ''}-${language}-${theme}.png`;
      // An open overlay covers the viewport only: a full-page shot would cut it off at the fold.
      const overlay = await page.locator('.bp6-overlay-backdrop').count();
      await page.screenshot({ path: file, fullPage: overlay === 0 });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
