import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.mjs';

// The full-stack journey through nginx, run by the scale-out lane (scripts/scale-out-lane.mjs), which starts the
// stack (three server processes, nginx with the README's configuration, Prism validating) and gives its address.
// Only the journey: the lane's time goes into the load; the other lane specs run on one process already.
export default defineConfig({
  testDir: '../full-stack',
  testMatch: 'journey.lane.ts',
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/scale-out-journey.json' }]],
  outputDir: '../../test-results/scale-out-artifacts',
  use: {
    baseURL: process.env.SCALE_OUT_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
