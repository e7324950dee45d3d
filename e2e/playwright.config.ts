import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.mjs';
import { E2E_MOCK_PORT, E2E_PORT } from '../scripts/ports.mjs';

// e2e runs against the built app (vite preview) with Prism --errors behind it, in Debian's Chromium.
// E2E_DEV=1 uses the dev server instead (no build needed while working on a screen).
const mode = process.env.E2E_DEV ? '' : '--preview ';
// Each run wipes its output folder, so parallel runs (other ports) get their own.
const suffix = process.env.E2E_PORT ? `-${E2E_PORT}` : '';
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `../test-results/e2e${suffix}.json` }]],
  outputDir: `../test-results/e2e-artifacts${suffix}`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace is recorded for a test's retry only: recording one for every test (and keeping those that failed)
    // cost a third of the suite's CPU (on 24 fault tests: 137 s → 92 s of CPU, 72 s → 49 s by the clock). A test
    // that fails is retried once (CI), so its failure still comes with a trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/dev.mjs ${mode}--errors --quiet --port ${E2E_PORT} --mock-port ${E2E_MOCK_PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    // Playwright would reuse whatever answers on the port: another checkout's app, another helper's, a stale build.
    // Its own server every run, then; a port already taken fails the run at once. E2E_REUSE_SERVER=1 reuses one
    // on purpose (your own `node scripts/dev.mjs --errors --port $E2E_PORT --mock-port $E2E_MOCK_PORT`).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 90_000,
  },
});
