// Honest review (issue 26 item 2): after submitting, the problem page shows how it went as the server measured it
// (hint, minutes against the plan), the rating preset from that, and lets the learner change it, which moves the
// next review; the history shows how each was solved ("hint 3 · 42 min · Again"). Both languages.
import type { Page } from '@playwright/test';
import { expect, prefer, setup, test, type Language } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';
const SUBMISSION = '5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01';
const RATING_URL = `**/api/v1/submissions/${SUBMISSION}/rating`;

const TEXT = {
  zh: {
    title: '这次做得怎么样？', signals: '未用提示 · 用时 12 分钟（计划允许 20 分钟）', preset: '根据完成情况预设为：轻松。',
    choose: '你的评定', easy: '轻松', hard: '吃力', next: /^下次复习：/, changed: /^已评为吃力，下次复习：/,
    superseded: '无法修改评定：只能为该题最近一次提交评定掌握程度',
    column: '完成情况', rows: ['未用提示 · 14 分钟 · 顺利', '提示 3 · 42 分钟 · 重来', '提示 2 · 35 分钟 · 吃力', '未记录'],
  },
  en: {
    title: 'How did it go?', signals: 'no hint · 12 of the 20 min your plan allowed', preset: 'Preset from how it went: Easy.',
    choose: 'Your rating', easy: 'Easy', hard: 'Hard', next: /^Next review: /, changed: /^Rated Hard; next review /,
    superseded: 'Could not change the rating: Only the latest submission of a problem can be rated',
    column: 'How it went', rows: ['no hint · 14 min · Good', 'hint 3 · 42 min · Again', 'hint 2 · 35 min · Hard', 'Not recorded'],
  },
} as const;

async function openProblem(page: Page, language: Language) {
  await setup(page, { user: 'learner', language });
  await page.goto(`/problems/${TWO_SUM}`);
  const card = page.getByTestId('review-rating');
  await expect(card.getByRole('heading', { name: TEXT[language].title })).toBeVisible({ timeout: 60_000 });
  return card;
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`honest review (${language})`, () => {
    test('shows how it went and the preset rating; changing it asks the server and shows the new date', async ({ page }) => {
      const card = await openProblem(page, language);
      await expect(card.getByTestId('review-signals')).toHaveText(text.signals);
      await expect(card).toContainText(text.preset);
      const choices = card.getByRole('group', { name: text.choose });
      await expect(choices.getByRole('button', { name: text.easy })).toHaveAttribute('aria-pressed', 'true');
      await expect(choices.getByRole('button', { name: text.hard })).toHaveAttribute('aria-pressed', 'false');
      await expect(card.getByTestId('review-next')).toHaveText(text.next);

      const rated = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/submissions/${SUBMISSION}/rating`));
      await choices.getByRole('button', { name: text.hard }).click();
      expect((await rated).postDataJSON()).toEqual({ rating: 'hard' });
      await expect(choices.getByRole('button', { name: text.hard })).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByTestId('review-next')).toHaveText(text.changed);
    });

    test('a rating the server refuses says why, and keeps the rating shown', async ({ page }) => {
      await prefer(page, RATING_URL, { code: 400, example: language === 'zh' ? 'supersededZh' : 'superseded' });
      const card = await openProblem(page, language);
      await card.getByRole('group', { name: text.choose }).getByRole('button', { name: text.hard }).click();
      await expect(card.getByRole('alert')).toHaveText(text.superseded);
      await expect(card.getByRole('button', { name: text.easy })).toHaveAttribute('aria-pressed', 'true');
    });

    test('the history shows how each submission was solved', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/history');
      const table = page.getByTestId('history-table');
      await expect(table.getByRole('columnheader', { name: text.column })).toBeVisible({ timeout: 60_000 });
      const cells = table.locator('td.history-table__review');
      for (const [index, row] of text.rows.entries()) await expect(cells.nth(index)).toHaveText(row);
    });
  });
}
