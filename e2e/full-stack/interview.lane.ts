// An interview for real (issue 26 item 1), in English on the embedded coach: a new learner starts "2 problems ·
// 45 min" from the menu, opens the first problem and sees nothing of its difficulty (nor in the answer on the
// wire) and no hints, submits it, lets the time run out on the other (the server's and the browser's clocks moved
// 46 minutes on, never waited for), reads the debrief and finds the session on the progress page. Every request
// and response goes through Prism (--errors); the last test fails on any contract violation it reported.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { EN, register } from './accounts';
import { setServerClockAhead, VIOLATIONS_FILE } from './stack';

test.describe.configure({ mode: 'serial' });

const LEARNER = { username: 'lane_interview', email: 'lane.interview@example.com', password: 'Interview2026Clock' };
const AHEAD_MS = 46 * 60 * 1000;
const CODE = '# Time: O(n)\nclass Solution:\n    def solve(self, nums):\n        seen = {}\n        for i, num in enumerate(nums):\n            seen[num] = i\n        return len(seen)\n';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let sessionUrl = '';
test.beforeAll(async ({ browser: b }) => {
  browser = b;
  context = await englishContext();
  page = await context.newPage();
});

/** A browser whose app starts in English. */
async function englishContext() {
  const made = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await made.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  return made;
}
test.afterAll(async () => {
  await context.close();
  setServerClockAhead(0);
});

test('a new learner starts "2 problems · 45 min" and sees no difficulty, tags or hints on the first problem', async () => {
  await register(page, LEARNER, EN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Interview', exact: true }).click();
  await page.getByRole('button', { name: 'Start the interview' }).click();
  await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}$/);
  sessionUrl = new URL(page.url()).pathname;
  await expect(page.getByText('2 problems · 45 min')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(45:00|44:\d\d)$/);

  const answer = page.waitForResponse((r) => /\/api\/v1\/problems\/[0-9a-f-]{36}$/.test(r.url()));
  await page.locator('.interview-problem__title').first().click();
  const body = await (await answer).text();
  for (const field of ['difficulty', 'category', 'tags', 'acceptance_rate', 'frequency']) expect(body).not.toContain(`"${field}"`);
  await expect(page.getByTestId('interview-bar')).toBeVisible();
  await expect(page.getByText('Hints are off during the interview.')).toBeVisible();
  for (const difficulty of ['Easy', 'Medium', 'Hard']) await expect(page.getByText(difficulty, { exact: true })).toHaveCount(0);
});

test('submits the first problem; a reload keeps the same session and clock', async () => {
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await page.evaluate((text) => navigator.clipboard.writeText(text), CODE);
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('submitted-state')).toBeVisible();
  await page.goto(sessionUrl);
  await page.reload();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByText('Not submitted yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(4[0-4]|3\d):\d\d$/);
});

test('the time runs out on the second: the session ends by itself, the debrief reveals and advises', async () => {
  await context.close();
  setServerClockAhead(AHEAD_MS);
  context = await englishContext();
  await context.clock.install({ time: new Date(Date.now() + AHEAD_MS) });
  page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(LEARNER.username);
  await page.getByLabel('Password', { exact: true }).fill(LEARNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(sessionUrl);
  await expect(page.getByRole('heading', { name: 'Debrief' })).toBeVisible();
  await expect(page.getByText('Time ran out', { exact: true })).toBeVisible();
  const problems = page.locator('.interview-debrief__problem');
  await expect(problems).toHaveCount(2);
  await expect(problems.first().getByRole('region', { name: 'What was hidden' })).toContainText(/Easy|Medium|Hard/);
  await expect(problems.first().getByRole('region', { name: 'Analysis' })).toContainText('reference');
  await expect(problems.nth(1).getByText('Not submitted during the session.')).toBeVisible();
  await expect(problems.nth(1).getByText('Say aloud next time')).toBeVisible();
});

test('the session counts on the progress page with its times', async () => {
  await page.goto('/progress');
  const section = page.getByRole('region', { name: 'Interview sessions' });
  await expect(section.getByRole('row')).toHaveCount(2);
  await expect(section).toContainText('1 of 2');
  await expect(section).toContainText('45 of 45 min');
});

test('every request and response of the interview kept to the contract', () => {
  expect(readFileSync(VIOLATIONS_FILE, 'utf8')).toBe('');
});
