// Interview mode (issue 26 item 1) on Prism, in both languages and themes: start "2 problems · 45 min", the
// server's countdown, the problem page with nothing of the difficulty (checked on the wire) and hints off, the
// session ending by itself at zero with a notice (the page's clock moved forward, never waited for), giving up,
// the debrief, and the sessions on the progress page.
import type { Page } from '@playwright/test';
import { expect, prefer, setup, test, type Language, type Theme } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const SESSION = '7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5';
const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';
const SESSION_URL = `**/api/v1/interviews/${SESSION}`;

const TEXT = {
  zh: {
    title: '模拟面试', start: '开始面试', summary: '2 道题 · 45 分钟', category: '指定分类', chooseCategory: '请选择一个分类',
    problem1: '1. 两数之和', problem3: '3. 无重复字符的最长子串', giveUp: '放弃', bar: '模拟面试进行中', hintsOff: '面试期间不提供提示。',
    easy: '简单', timeUp: '时间到，本场面试已结束。下面是你的复盘。', debrief: '复盘', timeRanOut: '时间到', sayAloud: '下次要说出来的',
    revealed: '隐藏的信息', ref: '参考 O(n)', notSubmitted: '本场面试中未提交。', gaveUp: '提前结束', sessions: '模拟面试', menu: '模拟面试',
    brute: /暴力解法/, ended: '本场模拟面试已结束，难度、标签和提示已恢复显示。', openLeetcode: '在 LeetCode 打开',
  },
  en: {
    title: 'Interview', start: 'Start the interview', summary: '2 problems · 45 min', category: 'A category', chooseCategory: 'Choose a category',
    problem1: '1. Two Sum', problem3: '3. Longest Substring Without Repeating Characters', giveUp: 'Give up', bar: 'Interview in progress',
    hintsOff: 'Hints are off during the interview.', easy: 'Easy', timeUp: "Time's up: the interview has ended. Here is your debrief.",
    debrief: 'Debrief', timeRanOut: 'Time ran out', sayAloud: 'Say aloud next time', revealed: 'What was hidden', ref: 'reference O(n)',
    notSubmitted: 'Not submitted during the session.', gaveUp: 'Ended early', sessions: 'Interview sessions', menu: 'Interview',
    brute: /brute force/, ended: 'The interview has ended: difficulty, tags and hints show again.', openLeetcode: 'Open on LeetCode',
  },
} as const;

const debriefExample = (language: Language) => (language === 'zh' ? 'debriefZh' : 'debrief');

async function openRunning(page: Page, language: Language, theme: Theme) {
  await setup(page, { user: 'learner', language, theme });
  await page.goto(`/interview/${SESSION}`);
  await expect(page.getByRole('timer')).toBeVisible({ timeout: 60_000 });
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`interview (${language})`, () => {
    for (const theme of ['light', 'dark'] as const) {
      test(`starts "2 problems · 45 min" from the menu and runs the server's clock (${theme})`, async ({ page }) => {
        await setup(page, { user: 'learner', language, theme });
        await prefer(page, '**/api/v1/interviews/current', { example: 'none' });
        await page.goto('/dashboard');
        await page.getByRole('link', { name: text.menu, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 60_000 });
        const started = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/interviews'));
        await page.getByRole('button', { name: text.start }).click();
        expect((await started).postDataJSON()).toEqual({ problem_count: 2, minutes: 45, source: 'level' });
        await expect(page).toHaveURL(new RegExp(`/interview/${SESSION}$`));
        // The example's session has 1860 s left when answered: 31:00, counting down.
        await expect(page.getByRole('timer')).toHaveText(/^(31:00|30:\d\d|29:\d\d)$/);
        await expect(page.getByText(text.summary)).toBeVisible();
        await expect(page.getByRole('link', { name: text.problem1 })).toBeVisible();
        await expect(page.getByRole('link', { name: text.problem3 })).toBeVisible();
        await expect(page.getByText(text.easy, { exact: true })).toHaveCount(0);
      });

      test(`at zero the session ends by itself with a notice and the debrief reveals what was hidden (${theme})`, async ({ page }) => {
        await page.clock.install();
        await openRunning(page, language, theme);
        // From now on the server answers the session as ended (the next read ends an expired one).
        await prefer(page, SESSION_URL, { example: debriefExample(language) });
        await page.clock.fastForward('31:05');
        await expect(page.getByText(text.timeUp).first()).toBeVisible();
        await expect(page.getByRole('heading', { name: text.debrief })).toBeVisible();
        await expect(page.getByText(text.timeRanOut, { exact: true })).toBeVisible();
        const problems = page.locator('.interview-debrief__problem');
        await expect(problems).toHaveCount(2);
        await expect(problems.first().getByRole('region', { name: text.revealed }).getByText(text.easy)).toBeVisible();
        await expect(problems.first().getByText(text.ref).first()).toBeVisible();
        await expect(problems.nth(1).getByText(text.notSubmitted)).toBeVisible();
        await expect(problems.nth(1).getByText(text.sayAloud)).toBeVisible();
        await expect(problems.nth(1).getByText(text.brute)).toBeVisible();
      });
    }

    test('the problem page shows the countdown and nothing of the difficulty, tags, rates or hints (on the wire too)', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, `**/api/v1/problems/${TWO_SUM}`, { example: 'twoSumInterview' });
      await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
      const answer = page.waitForResponse((response) => response.url().endsWith(`/api/v1/problems/${TWO_SUM}`));
      await page.goto(`/problems/${TWO_SUM}`);
      const body = await (await answer).text();
      for (const field of ['difficulty', 'category', 'tags', 'acceptance_rate', 'frequency']) expect(body).not.toContain(`"${field}"`);
      const bar = page.getByTestId('interview-bar');
      await expect(bar.getByText(text.bar)).toBeVisible({ timeout: 60_000 });
      await expect(bar.getByRole('timer')).toHaveText(/^(31:00|30:\d\d|29:\d\d)$/);
      await expect(page.getByText(text.hintsOff)).toBeVisible();
      await expect(page.getByText(text.easy, { exact: true })).toHaveCount(0);
      // LeetCode's own page would show what the session keeps back.
      await expect(page.getByRole('link', { name: text.openLeetcode })).toHaveCount(0);
      await bar.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/interview/${SESSION}$`));
    });

    test('a session ended elsewhere shows as ended on the open problem page, with a notice leading to the debrief', async ({ page }) => {
      await page.clock.install();
      await setup(page, { user: 'learner', language });
      await prefer(page, `**/api/v1/problems/${TWO_SUM}`, { example: 'twoSumInterview' });
      await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
      await page.goto(`/problems/${TWO_SUM}`);
      await expect(page.getByTestId('interview-bar')).toBeVisible({ timeout: 60_000 });
      // Given up in another tab: from now on the server sends the problem whole, without `interview`. The page
      // asks again every 30 s while the session runs (the clock moved forward, never waited for).
      await page.unroute(`**/api/v1/problems/${TWO_SUM}`);
      await page.clock.fastForward('00:31');
      const notice = page.getByTestId('interview-ended');
      await expect(notice).toContainText(text.ended);
      await expect(page.getByTestId('interview-bar')).toHaveCount(0);
      await expect(page.getByText(text.easy, { exact: true })).toBeVisible();
      await notice.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/interview/${SESSION}$`));
    });

    test('giving up ends the session at once and shows the debrief', async ({ page }) => {
      await openRunning(page, language, 'light');
      await prefer(page, `${SESSION_URL}/end`, { example: debriefExample(language) });
      await prefer(page, SESSION_URL, { example: debriefExample(language) });
      const ended = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/interviews/${SESSION}/end`));
      await page.getByRole('button', { name: text.giveUp }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: text.giveUp }).click();
      await ended;
      await expect(page.getByRole('heading', { name: text.debrief })).toBeVisible();
      await expect(page.getByText(text.timeUp)).toHaveCount(0);
    });

    test('a category session needs a category: said at the field, nothing sent', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/interviews/current', { example: 'none' });
      let sent = 0;
      page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/api/v1/interviews') && sent++));
      await page.goto('/interview');
      await page.locator('label', { hasText: text.category }).click({ timeout: 60_000 });
      await page.getByRole('button', { name: text.start }).click();
      await expect(page.getByText(text.chooseCategory, { exact: true }).last()).toBeVisible();
      expect(sent).toBe(0);
    });

    test('the progress page lists the ended sessions with their times, each opening its debrief', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/progress');
      const section = page.getByRole('region', { name: text.sessions });
      await expect(section.getByRole('table')).toBeVisible({ timeout: 60_000 });
      await expect(section.getByRole('row')).toHaveCount(3);
      await expect(section.getByText(language === 'zh' ? '45 / 45 分钟' : '45 of 45 min')).toBeVisible();
      await prefer(page, SESSION_URL, { example: debriefExample(language) });
      await section.getByRole('row').nth(1).getByRole('link').click();
      await expect(page.getByRole('heading', { name: text.debrief })).toBeVisible({ timeout: 30_000 });
    });
  });
}
