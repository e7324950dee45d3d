// A year at a glance (issue 26 item 4): the practice heatmap of the progress page in both languages and themes,
// its text alternative (summary, and a table of every practice day a keyboard reaches), its empty and error
// states — on the contract's examples (a year of 143 practice days ending 2026-11-21, and a new learner's).
import type { Page } from '@playwright/test';
import { expect, prefer, setup, test, type Language, type Theme } from './fixtures';

const TEXT = {
  zh: {
    title: '学习进度',
    heading: '一年练习日历',
    zone: '按你的时区（Asia/Shanghai）计算日期。',
    summary: '2025年11月22日 至 2026年11月21日 的练习日历：143 天有练习，共提交 436 次，最长连续 8 天。',
    showTable: '以表格查看数据',
    header: ['日期', '提交次数', '题目数'],
    today: ['2026年11月21日', '2', '1'],
    first: ['2025年11月22日', '2', '2'],
    tooltip: '2026年11月18日：提交 6 次，5 道题',
    emptyTitle: '还没有练习记录',
    errorTitle: '加载失败',
    retry: '重试',
  },
  en: {
    title: 'Progress',
    heading: 'A year of practice',
    zone: 'Days counted in your time zone (Asia/Shanghai).',
    summary: 'Calendar of practice days from Nov 22, 2025 to Nov 21, 2026: 143 days with practice, 436 submissions, the longest run 8 days in a row.',
    showTable: 'Show the data as a table',
    header: ['Date', 'Submissions', 'Problems'],
    today: ['Nov 21, 2026', '2', '1'],
    first: ['Nov 22, 2025', '2', '2'],
    tooltip: 'Nov 18, 2026: 6 submissions, 5 problems',
    emptyTitle: 'No practice days yet',
    errorTitle: 'Could not load',
    retry: 'Retry',
  },
} as const;

/** The empty day's colour of chart-theme.ts's HEATMAP_COLOURS, as the browser reports it. */
const EMPTY_FILL = { light: 'rgb(237, 239, 242)', dark: 'rgb(47, 52, 60)' } as const;
const CALENDAR_URL = '**/api/v1/progress/practice-calendar';

async function openProgress(page: Page, language: Language, theme: Theme = 'light') {
  await setup(page, { user: 'learner', language, theme });
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[language].title })).toBeVisible({ timeout: 60_000 });
}

test.describe.configure({ timeout: 120_000 });

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`practice calendar (${language})`, () => {
    for (const theme of ['light', 'dark'] as const) {
      test(`draws a year of days, practice days coloured, and reads each day as text (${theme})`, async ({ page }) => {
        await openProgress(page, language, theme);
        const section = page.getByRole('region', { name: text.heading, exact: true });
        await expect(section).toContainText(text.zone);
        const chart = section.getByRole('img', { name: text.summary });
        await expect(chart).toBeVisible({ timeout: 30_000 });
        // 365 days (rounded squares; nivo's background is a rect too), 143 of them in a step colour, the rest in
        // the theme's empty colour.
        const days = chart.locator('svg rect[rx]');
        await expect(days).toHaveCount(365);
        const fills = await days.evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill));
        expect(fills.filter((fill) => fill === EMPTY_FILL[theme])).toHaveLength(365 - 143);
        // Hovering a day names it.
        const dayBox = await days.nth(361).boundingBox();
        await page.mouse.move(dayBox!.x + dayBox!.width / 2, dayBox!.y + dayBox!.height / 2);
        await expect(page.getByText(text.tooltip)).toBeVisible();
        // A day of the last week (today's): its tooltip stays inside the card, not cut off by its right edge.
        const card = (await section.boundingBox())!;
        const tip = (await page.getByText(text.tooltip).boundingBox())!;
        expect(tip.x).toBeGreaterThanOrEqual(card.x);
        expect(tip.x + tip.width).toBeLessThanOrEqual(card.x + card.width);
        // Days are drawn apart: the next day down its week's column starts below a gap.
        const [first, second] = [(await days.nth(0).boundingBox())!, (await days.nth(1).boundingBox())!];
        expect(second.y - (first.y + first.height)).toBeGreaterThanOrEqual(2);

        // The table, opened and scrolled from the keyboard: every practice day, newest first.
        const summary = section.getByText(text.showTable);
        await summary.focus();
        await page.keyboard.press('Enter');
        const table = section.getByRole('table');
        await expect(table).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(section.locator('.progress-calendar__table')).toBeFocused();
        const rows = await table.getByRole('row').evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => (cell.textContent ?? '').trim())));
        expect(rows).toHaveLength(144);
        expect(rows[0]).toEqual(text.header);
        expect(rows[1]).toEqual(text.today);
        expect(rows[143]).toEqual(text.first);
      });
    }

    test('a learner without practice sees the empty state; a failure shows its error and retries', async ({ page }) => {
      await prefer(page, CALENDAR_URL, { example: 'empty' });
      await openProgress(page, language);
      const section = page.getByRole('region', { name: text.heading, exact: true });
      await expect(section).toContainText(text.emptyTitle, { timeout: 30_000 });
      await expect(section.getByRole('img')).toHaveCount(0);

      await page.unroute(CALENDAR_URL);
      await prefer(page, CALENDAR_URL, { code: 500 });
      await page.reload();
      const alert = section.getByRole('alert');
      await expect(alert).toContainText(text.errorTitle, { timeout: 60_000 });
      await page.unroute(CALENDAR_URL);
      await alert.getByRole('button', { name: text.retry }).click();
      await expect(section.getByRole('img', { name: text.summary })).toBeVisible({ timeout: 30_000 });
    });
  });
}
