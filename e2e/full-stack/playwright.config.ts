import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.mjs';
import { LANE_PORTS } from '../../scripts/ports.mjs';
import { ENGINE } from './stack';

// The full-stack lane: a learner's and an admin's journey through the built client and the real server, with
// Prism validating every request and response in between. Run twice by `npm test`: on PGlite, then on Postgres
// (TEST_DATABASE_URL). One worker: the journey's steps build on each other.
export default defineConfig({
  testDir: '.',
  workers: 1,
  // The journey first: it registers the installation's first account, which becomes its admin. The other lanes
  // register learners of their own and run after it (files in name order).
  projects: [
    { name: 'journey', testMatch: 'journey.lane.ts' },
    { name: 'learners', testMatch: '*.lane.ts', testIgnore: 'journey.lane.ts', dependencies: ['journey'] },
  ],
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  globalSetup: './stack.ts',
  reporter: [['list'], ['json', { outputFile: `../../test-results/lane-${ENGINE}.json` }]],
  outputDir: `../../test-results/lane-${ENGINE}-artifacts`,
  use: {
    baseURL: `http://127.0.0.1:${LANE_PORTS.app}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
