#!/usr/bin/env node
/* global document, requestAnimationFrame, performance, structuredClone -- the measuring loop runs in the page; structuredClone is Node 17+ */
// How smoothly a long list scrolls: serves a page whose list call answers with many generated rows (page.route),
// scrolls the list through from top to bottom, and records the main thread's long tasks (PerformanceObserver
// 'longtask', anything over 50 ms) and the longest gap between frames, separately for loading and scrolling.
//   node scripts/measure-table-scroll.mjs [--base URL] [--cpu 4] [--steps N] [admin|admin-page|problems …]
// Each step scrolls one screenful in one frame (a fast fling, the worst case for a virtualised table: every
// visible row is new). --steps stops early; per-step figures do not depend on the list's length.
// Runs against an app already serving (vite preview or dev, with Prism behind it). Imported, it gives
// `measureTableScroll()` and the `TABLES` presets, e.g. for `npm run report`.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { signInAsDemo } from './demo-session.mjs';
import { takeOption } from './cli-options.mjs';
import { DEV_PORT } from './ports.mjs';

/** A long task is one over 50 ms (the browser's own threshold); this is the figure to stay under. */
export const LONG_TASK_MS = 50;

const uuid = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/**
 * What to measure. `api` is the list call to answer; `vary(template, i)` makes row i from a row of the
 * mock's own answer (so the shape stays the contract's); `label(row)` is a text the row shows; `scroller` is
 * the element that scrolls (none: the document); `pageSize` is asked through the UI with `choosePageSize`,
 * and `injectAll` answers every row in one page whatever the UI asked for.
 */
export const TABLES = {
  // The admin users table (Blueprint Table) with 10,000 users on one page: the brief's worst case, beyond
  // the contract's 500-row page limit.
  admin: {
    path: '/admin',
    user: 'admin',
    rows: 10_000,
    injectAll: true,
    api: '**/api/v1/admin/users?*',
    scroller: '.admin-table .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
    vary: (user, i) => ({ ...user, id: uuid(i), username: `user_${String(i).padStart(5, '0')}`, email: `user${i}@example.com`, is_admin: i % 97 === 0 }),
    label: (user) => user.username,
  },
  // The same table at the largest page the UI offers (500 of 10,000 users).
  'admin-page': {
    path: '/admin',
    user: 'admin',
    rows: 10_000,
    pageSize: 500,
    choosePageSize: (page, size) => page.locator('#admin-page-size').selectOption(String(size)),
    api: '**/api/v1/admin/users?*',
    scroller: '.admin-table .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
    vary: (user, i) => ({ ...user, id: uuid(i), username: `user_${String(i).padStart(5, '0')}`, email: `user${i}@example.com`, is_admin: i % 97 === 0 }),
    label: (user) => user.username,
  },
  // The problem list with the whole catalogue (about 3,500 problems) on one page.
  problems: {
    path: '/problems',
    user: 'learner',
    rows: 3_500,
    injectAll: true,
    api: '**/api/v1/problems/?*',
    scroller: '.problems-table__scroll',
    vary: (problem, i) => ({
      ...problem,
      id: uuid(i),
      frontend_id: typeof problem.frontend_id === 'number' ? i + 1 : String(i + 1),
      slug: `generated-problem-${i + 1}`,
      title: { zh: `生成的题目 ${i + 1}`, en: `Generated problem ${i + 1}` },
    }),
    label: (problem) => problem.title.zh,
  },
};

/**
 * @param {{ baseURL: string, path: string, rows: number, api: string, vary: Function, label: Function,
 *   scroller?: string | null, user?: string, language?: 'zh' | 'en', pageSize?: number, choosePageSize?: Function,
 *   injectAll?: boolean, cpuSlowdown?: number, stepRatio?: number, maxSteps?: number,
 *   browser?: import('playwright-core').Browser }} options
 */
export async function measureTableScroll({
  baseURL,
  path,
  rows,
  api,
  vary,
  label,
  scroller = null,
  user = 'learner',
  language = 'zh',
  pageSize,
  choosePageSize,
  injectAll = false,
  cpuSlowdown = 1,
  stepRatio = 1,
  maxSteps = Infinity,
  browser: sharedBrowser,
}) {
  const browser = sharedBrowser ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await signInAsDemo(context, { user, language });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });

    let all = null;
    const servedSizes = new Set();
    await context.route(api, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (!all) all = Array.from({ length: rows }, (_, i) => vary(structuredClone(body.items[i % body.items.length]), i));
      const url = new URL(route.request().url());
      const size = injectAll ? rows : Number(url.searchParams.get('page_size') ?? body.page_size);
      const pageNumber = injectAll ? 1 : Number(url.searchParams.get('page') ?? 1);
      const items = all.slice((pageNumber - 1) * size, pageNumber * size);
      servedSizes.add(size);
      await route.fulfill({ response, json: { ...body, items, total: rows, page: pageNumber, page_size: size } });
    });

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Main-thread CPU time by kind: unlike wall-clock long tasks, it does not grow when other processes
    // share the machine, so it compares runs on busy machines.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value * 1000]));
    const started = Date.now();
    await page.goto(baseURL + path, { waitUntil: 'domcontentloaded' });
    for (let waited = 0; !all; waited += 100) {
      if (waited > 60_000) throw new Error(`${path} never called ${api}`);
      await page.waitForTimeout(100);
    }
    await page.getByText(label(all[0])).first().waitFor({ timeout: 60_000 });
    if (pageSize && choosePageSize) {
      await choosePageSize(page, pageSize);
      for (let waited = 0; !servedSizes.has(pageSize); waited += 100) {
        if (waited > 60_000) throw new Error(`${path} never asked for ${pageSize} rows`);
        await page.waitForTimeout(100);
      }
      await page.waitForTimeout(1000);
    }
    const loadMs = Date.now() - started;
    // Let the first render settle, so its work is not counted as scrolling.
    await page.waitForTimeout(500);
    const shown = Math.min(rows, injectAll || !pageSize ? rows : pageSize);

    // How fast this machine runs a fixed piece of script right now, to read the other figures against.
    const calibrationMs = await page.evaluate(() => {
      const start = performance.now();
      let sum = 0;
      for (let i = 0; i < 20_000_000; i += 1) sum += i % 7;
      return sum < 0 ? 0 : performance.now() - start;
    });
    const cpuBefore = await cpu();
    const scroll = await page.evaluate(
      async ({ selector, stepRatio, maxSteps }) => {
        const element = selector ? document.querySelector(selector) : document.scrollingElement;
        if (!element) throw new Error(`no scrolling element ${selector}`);
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const loadTasks = window.__longTasks.splice(0);
        const start = performance.now();
        let last = start;
        let maxFrameMs = 0;
        let steps = 0;
        // One viewport (times stepRatio) per frame: a fast fling through the whole list.
        const step = Math.max(1, Math.floor(element.clientHeight * stepRatio));
        while (steps < maxSteps && element.scrollTop + element.clientHeight < element.scrollHeight - 1) {
          element.scrollTop += step;
          await frame();
          const now = performance.now();
          maxFrameMs = Math.max(maxFrameMs, now - last);
          last = now;
          steps += 1;
        }
        // The last frames' work still belongs to scrolling.
        await frame();
        await frame();
        return { loadTasks, scrollTasks: window.__longTasks.splice(0), steps, scrollMs: performance.now() - start, maxFrameMs };
      },
      { selector: scroller, stepRatio, maxSteps },
    );
    const cpuAfter = await cpu();
    const perStep = (name) => Math.round(((cpuAfter[name] - cpuBefore[name]) / Math.max(1, scroll.steps)) * 10) / 10;
    // The list really reached its end (a virtualised table only draws the rows in view).
    const reachedEnd = scroll.steps < maxSteps && (await page.getByText(label(all[shown - 1])).first().isVisible());

    const summary = (tasks) => ({
      count: tasks.length,
      maxMs: Math.round(Math.max(0, ...tasks.map(([, duration]) => duration))),
      blockingMs: Math.round(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0)),
    });
    return {
      path,
      rows: shown,
      of: rows,
      cpuSlowdown,
      loadMs,
      load: summary(scroll.loadTasks),
      scroll: {
        ...summary(scroll.scrollTasks),
        steps: scroll.steps,
        ms: Math.round(scroll.scrollMs),
        maxFrameMs: Math.round(scroll.maxFrameMs),
        cpuPerStepMs: { total: perStep('TaskDuration'), script: perStep('ScriptDuration'), style: perStep('RecalcStyleDuration'), layout: perStep('LayoutDuration') },
      },
      reachedEnd,
      calibrationMs: Math.round(calibrationMs),
    };
  } finally {
    await context.close();
    if (!sharedBrowser) await browser.close();
  }
}

/** One line per measurement, as printed when run directly. */
export function describeMeasurement(name, m) {
  const verdict = m.scroll.maxMs <= LONG_TASK_MS ? 'ok' : 'LONG TASKS';
  return [
    `  ${name}: ${m.path}, ${m.rows.toLocaleString('en')} rows shown of ${m.of.toLocaleString('en')}, CPU ${m.cpuSlowdown}×`,
    `    load    ${String(m.loadMs).padStart(6)} ms to first rows; long tasks ${m.load.count}, longest ${m.load.maxMs} ms, blocking ${m.load.blockingMs} ms`,
    `    scroll  ${String(m.scroll.ms).padStart(6)} ms, ${m.scroll.steps} steps; long tasks ${m.scroll.count}, longest ${m.scroll.maxMs} ms, blocking ${m.scroll.blockingMs} ms; slowest frame ${m.scroll.maxFrameMs} ms; reached the end: ${m.reachedEnd ? 'yes' : 'no'}  → ${verdict}`,
    `    main-thread CPU per step ${m.scroll.cpuPerStepMs.total} ms (script ${m.scroll.cpuPerStepMs.script}, style ${m.scroll.cpuPerStepMs.style}, layout ${m.scroll.cpuPerStepMs.layout})`,
    `    machine: a fixed 20M-step loop took ${m.calibrationMs} ms (a few tens of ms on an idle desktop core: read the figures above against it)`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => takeOption(args, name, fallback);
  const baseURL = option('--base', `http://127.0.0.1:${DEV_PORT}`);
  const cpuSlowdown = Number(option('--cpu', '1'));
  const maxSteps = Number(option('--steps', 'Infinity'));
  const names = args.length ? args : ['admin', 'admin-page', 'problems'];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let over = 0;
  try {
    console.log(`Scrolling long lists at ${baseURL} (long task: over ${LONG_TASK_MS} ms)`);
    for (const name of names) {
      const preset = TABLES[name];
      if (!preset) throw new Error(`unknown table ${name}; known: ${Object.keys(TABLES).join(', ')}`);
      const m = await measureTableScroll({ ...preset, baseURL, cpuSlowdown, maxSteps, browser });
      if (m.scroll.maxMs > LONG_TASK_MS) over += 1;
      console.log(describeMeasurement(name, m));
    }
  } finally {
    await browser.close();
  }
  process.exit(over ? 1 : 0);
}
