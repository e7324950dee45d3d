// A learner's history in and out, for real (issue 27): a LeetCode history file imported through settings shows in
// the history marked imported; the learner's data downloaded as one file and imported by another account gives
// the same history, and importing it again adds nothing. Every request and response goes through Prism (--errors).
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EN, register, ZH } from './accounts';
import { VIOLATIONS_FILE } from './stack';

test.describe.configure({ mode: 'serial' });

const FIRST = { username: 'lane_mover', email: 'lane.mover@example.com', password: 'Moving2026House' };
const SECOND = { username: 'lane_arrival', email: 'lane.arrival@example.com', password: 'Arrive2026Home' };
const DAY = 86400;
const NOW = Math.floor(Date.now() / 1000);
const HISTORY = [
  'id,title_slug,lang,timestamp,status_display,code',
  `9001,two-sum,python3,${NOW - 20 * DAY},Wrong Answer,"class Solution:\n    pass"`,
  `9002,two-sum,python3,${NOW - 20 * DAY + 300},Accepted,"class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n"`,
  `9003,valid-parentheses,java,${NOW - 3 * DAY},Accepted,"class Solution { public boolean isValid(String s) { return s.length() % 2 == 0; } }"`,
  `9004,not-a-problem-here,python3,${NOW - DAY},Accepted,"pass"`,
].join('\n');

let browser: Browser;
let page: Page;
let exported = '';
test.beforeAll(async ({ browser: b }) => {
  browser = b;
  page = await browser.newPage({ acceptDownloads: true });
});
test.afterAll(async () => {
  await page.close();
});

const historyRows = async (p: Page) => {
  await p.goto('/history');
  const rows = p.locator('table.history-table tbody tr').filter({ has: p.locator('a[href*="/problems/"]') });
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
};

test('a LeetCode history file comes in: each accepted problem once, marked imported, the rest said', async () => {
  await register(page, FIRST, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await page.getByLabel('提交历史文件（CSV 或 JSON）').setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(HISTORY) });
  await expect(page.getByText('发现 3 道 · 导入 2 道 · 跳过 1 道：题库中没有')).toBeVisible();
  const rows = await historyRows(page);
  expect(rows).toHaveLength(2);
  expect(rows.every((row) => row.includes('导入'))).toBe(true);
  // Again: nothing more.
  await page.goto('/settings');
  await page.getByLabel('提交历史文件（CSV 或 JSON）').setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(HISTORY) });
  await expect(page.getByText('发现 3 道 · 导入 0 道 · 2 道已存在 · 跳过 1 道：题库中没有')).toBeVisible();
  expect(await historyRows(page)).toHaveLength(2);
});

/** The learner's history through the API, without this install's ids. */
async function history(p: Page) {
  const token = await p.evaluate(() => localStorage.getItem('token'));
  const answer = await p.request.get('/api/v1/submissions/?page_size=100', { headers: { authorization: `Bearer ${token}` } });
  const items = ((await answer.json()) as { items: Array<{ problem: { slug: string }; language: string; score: number; time_complexity: string; space_complexity: string; submitted_at: string; imported_from?: string }> }).items;
  return items.map((s) => [s.problem.slug, s.language, s.score, s.time_complexity, s.space_complexity, s.submitted_at, s.imported_from]);
}

test('the learner downloads everything as one file once the coach has read the imported code', async () => {
  // The embedded coach reads the imported code in the background: its complexities replace the placeholder.
  await expect.poll(async () => (await history(page)).some((row) => row[3] === 'O(?)'), { timeout: 60_000 }).toBe(false);
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载我的数据' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^algocoach-lane_mover-\d{4}-\d{2}-\d{2}\.json$/);
  exported = readFileSync((await file.path())!, 'utf8');
  const document = JSON.parse(exported) as { submissions: Array<{ imported_from: string }> };
  expect(document.submissions.map((s) => s.imported_from)).toEqual(['leetcode.cn', 'leetcode.cn']);
  expect(exported).not.toContain(FIRST.password);
  expect(exported).not.toContain(FIRST.email);
});

test('another account imports the file after its preview and has the same history; again adds nothing', async () => {
  const before = await history(page);
  const context = await browser.newContext();
  // This learner uses the app in English (the browser's stored choice, as the header's switch leaves it).
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const other = await context.newPage();
  await register(other, SECOND, EN);
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.goto('/settings');
  const choose = other.getByLabel('Import a file exported from AlgoCoach');
  await choose.setInputFiles({ name: 'moved.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(other.getByText('Submissions: 2 new · 0 updated · 0 already here · 0 skipped')).toBeVisible();
  await other.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(other.getByText(/^Imported: \d+ new/)).toBeVisible();
  expect(await history(other)).toEqual(before);
  expect(await historyRows(other)).toHaveLength(2);
  await other.goto('/settings');
  await other.getByLabel('Import a file exported from AlgoCoach').setInputFiles({ name: 'moved.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(other.getByText('Everything in this file is already here: importing it adds nothing.')).toBeVisible();
  await context.close();
});

test('the contract held for every request and response of this journey', () => {
  expect(readFileSync(VIOLATIONS_FILE, 'utf8')).toBe('');
});
