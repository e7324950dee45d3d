import { expect, prefer, setup, test } from './fixtures';

// The shared dev server can be slow under load (lazy routes resolve before the URL changes).
const SLOW = { timeout: 60_000 };

const TEXT = {
  zh: { title: '题目列表', twoSum: '两数之和', empty: '没有符合条件的题目', errorTitle: '题目列表加载失败', retry: '重试', random: '随机一题', sync: '从 LeetCode 同步', synced: '新增 12 题', daily: '42. 接雨水', difficulty: '难度', next: '下一页', search: '搜索' },
  en: { title: 'Problems', twoSum: 'Two Sum', empty: 'No problem matches', errorTitle: 'Could not load the problems', retry: 'Retry', random: 'Random problem', sync: 'Sync from LeetCode', synced: '12 added', daily: '42. Trapping Rain Water', difficulty: 'Difficulty', next: 'Next page', search: 'Search' },
} as const;

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];
  test.describe(`problem list (${language})`, () => {
    test.describe.configure({ timeout: 180_000 });
    test('shows the catalogue and the daily challenge', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/problems');
      await expect(page.getByRole('link', { name: x.twoSum, exact: true })).toBeVisible(SLOW);
      await page.getByRole('link', { name: x.daily }).click();
      await expect(page).toHaveURL(/\/problems\/0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a07$/, SLOW);
    });

    test('filters, sorting and paging go to the URL and the request', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/problems');
      await expect(page.getByRole('link', { name: x.twoSum, exact: true })).toBeVisible(SLOW);
      let request = page.waitForRequest((r) => r.url().includes('/api/v1/problems/?') && r.url().includes('difficulty=Hard'));
      await page.getByLabel(x.difficulty, { exact: true }).selectOption('Hard');
      await request;
      await expect(page).toHaveURL(/difficulty=Hard/, SLOW);
      request = page.waitForRequest((r) => r.url().includes('/api/v1/problems/?') && r.url().includes('page=2'));
      await page.getByRole('button', { name: x.next }).click();
      await request;
      await expect(page).toHaveURL(/page=2/, SLOW);
      request = page.waitForRequest((r) => r.url().includes('sort_by=acceptance_rate') && r.url().includes('order=asc'));
      await page.locator('th[aria-sort] button').nth(3).click();
      await request;
      await expect(page).toHaveURL(/sort_by=acceptance_rate/, SLOW);
      await expect(page).not.toHaveURL(/page=2/, SLOW);
      await page.goBack();
      await expect(page).toHaveURL(/page=2/, SLOW);
    });

    test('search is debounced and uses /problems/search', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/problems');
      const request = page.waitForRequest((r) => r.url().includes('/api/v1/problems/search?') && r.url().includes('q=sum'));
      await page.getByLabel(x.search, { exact: true }).fill('sum');
      await request;
      await expect(page).toHaveURL(/q=sum/, SLOW);
    });

    test('empty and error states', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/problems/?*', { code: 500 });
      await page.goto('/problems?difficulty=Easy');
      await expect(page.getByText(x.errorTitle)).toBeVisible(SLOW);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/problems/?*', { example: 'empty' });
      await page.getByRole('button', { name: x.retry }).click();
      await expect(page.getByText(x.empty)).toBeVisible(SLOW);
    });

    test('random problem navigates to it', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/problems');
      await page.getByRole('button', { name: x.random }).click();
      await expect(page).toHaveURL(/\/problems\/[0-9a-f-]{36}$/, SLOW);
    });

    test('sync is for admins and shows the summary', async ({ page }) => {
      await setup(page, { user: 'admin', language });
      await page.goto('/problems');
      await page.getByRole('button', { name: x.sync }).click();
      await expect(page.getByText(x.synced)).toBeVisible(SLOW);
    });

    test('learners do not see sync', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/problems');
      await expect(page.getByRole('link', { name: x.twoSum, exact: true })).toBeVisible(SLOW);
      await expect(page.getByRole('button', { name: x.sync })).toHaveCount(0, SLOW);
    });
  });
}
