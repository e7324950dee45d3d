#!/usr/bin/env node
// `npm test`: every check of the project, in order, then one plain line `N passed, N failed`.
// Needs Debian's chromium, postgresql and nginx (`.ci/run` installs them).
// Checks that are not test suites (contract lint, type drift, locales, ESLint, typecheck, build) count as one
// test each; Vitest and Playwright contribute their own test counts.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const results = [];
const bin = (name) => `node_modules/.bin/${name}`;

function step(name, command, args, { counts } = {}) {
  console.log(`\n━━━ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  let passed = ok ? 1 : 0;
  let failed = ok ? 0 : 1;
  let failures = [];
  if (counts) {
    const counted = counts();
    if (counted) ({ passed, failed } = counted);
    failures = counted?.failures ?? [];
    // A runner that failed without failing a test (crash, bad config) still fails the run.
    if (!ok && failed === 0) failed = 1;
  }
  results.push({ name, ok, passed, failed, seconds, failures });
  return ok;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// The failed tests' names and the first lines of their errors, repeated in the summary: CI keeps only the end of
// this output, and a failure named there can be looked into without running everything again.
const firstLines = (message = '') => stripVTControlCharacters(message).split('\n').filter(Boolean).slice(0, 3).join(' | ').slice(0, 400);

function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const failures = report.testResults.flatMap((suite) =>
    suite.assertionResults.filter((test) => test.status === 'failed').map((test) => `${suite.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

function playwrightCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') failures.push(`${spec.file} > ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}: ${firstLines(test.results.at(-1)?.error?.message)}`);
    (suite.suites ?? []).forEach(walk);
  };
  (report.suites ?? []).forEach(walk);
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failures };
}

step('contract lint (Redocly recommended, Spectral oas + OWASP)', 'node', ['scripts/lint-contract.mjs']);
step('generated types in sync with openapi/', 'node', ['scripts/gen-api.mjs', '--check']);
step('locales: zh-CN and en have the same keys and placeholders', 'node', ['scripts/check-locales.mjs']);
step('ESLint', bin('eslint'), ['-c', 'scripts/eslint.config.js', 'src', 'server', 'tests', 'e2e', 'scripts']);
step('typecheck (tsc strict)', bin('tsc'), ['--noEmit']);

rmSync('test-results/unit.json', { force: true });
step('unit tests (Vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'], {
  counts: () => vitestCounts('test-results/unit.json'),
});

// The server's API tests again, on a real Postgres (the unit step above ran them on PGlite). One file at a time:
// with two at once on the one cluster, practice.test.ts's storage-layout test (rows a page after VACUUM FULL)
// measured 5.5 rows a page instead of 8+ whenever interviews.test.ts ran beside it (cause not yet found).
rmSync('test-results/server-postgres.json', { force: true });
step('server API tests on Postgres (Debian postgresql, temporary cluster)', 'node', ['scripts/postgres.mjs', '--', bin('vitest'), 'run', '--project', 'server', 'tests/server/api', '--maxWorkers=1', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/server-postgres.json'], {
  counts: () => vitestCounts('test-results/server-postgres.json'),
});

// The build npm start runs, failing on any warning (a newcomer's first start should print none).
const built = step('build (vite build, no warnings)', 'node', ['scripts/build-client.mjs', '--no-warnings']);
rmSync('test-results/e2e.json', { force: true });
if (built) {
  step('e2e (Playwright, built app + Prism --errors, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    counts: () => playwrightCounts('test-results/e2e.json'),
  });
  // The full-stack lane: the built app and the real server, Prism validating between them, on both databases.
  const laneCounts = (engine) => () => playwrightCounts(`test-results/lane-${engine}.json`);
  const lane = [bin('playwright'), 'test', '-c', 'e2e/full-stack/playwright.config.ts'];
  rmSync('test-results/lane-pglite.json', { force: true });
  step('full-stack lane on PGlite (built app → Prism --errors → server, SMTP sink)', lane[0], lane.slice(1), { counts: laneCounts('pglite') });
  rmSync('test-results/lane-postgres.json', { force: true });
  step('full-stack lane on Postgres', 'node', ['scripts/postgres.mjs', '--', ...lane], { counts: laneCounts('postgres') });
  // README's production setup run for real: nginx in front of three processes on one Postgres, under load, with a
  // SIGKILL and a rolling restart (scripts/scale-out-lane.mjs prints its figures).
  rmSync('test-results/scale-out.json', { force: true });
  step('scale-out lane (nginx + three server processes on one Postgres, SIGKILL and rolling restart under load)', 'node', ['scripts/scale-out-lane.mjs'], {
    counts: () => {
      const report = readJson('test-results/scale-out.json');
      return report && { passed: report.passed, failed: report.failed };
    },
  });
} else {
  results.push({ name: 'e2e (skipped: build failed)', ok: false, passed: 0, failed: 1, seconds: '0' });
}

console.log('\n━━━ summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}  (${r.passed} passed, ${r.failed} failed, ${r.seconds} s)`);
  for (const failure of r.failures) console.log(`        ✗ ${failure}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
