import { expect as baseExpect, prefer, setup, test } from './fixtures';

// The shared machine runs many dev servers at once; give the page and Prism time to answer.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  zh: {
    title: '提交历史', firstRow: '20. 有效的括号', filter3: '3+', score: '分数', next: '下一页', view: '查看提交详情：20. 有效的括号',
    code: '提交的代码（只读）', codeHeading: '代码', feedback: '反馈', optimise: '优化', suggestions: '改进建议', optimiseFailed: '优化失败',
    deleteRow: '删除提交：20. 有效的括号', cancel: '取消', confirm: '删除', deleted: '已删除这条提交', empty: '还没有提交',
    statsTotal: '总提交数', patterns: '动态规划', issue: '缺少空输入等边界情况的处理', errorTitle: '无法加载提交记录', retry: '重试',
  },
  en: {
    title: 'Submission history', firstRow: '20. Valid Parentheses', filter3: '3+', score: 'Score', next: 'Next', view: 'Show the submission of 20. Valid Parentheses',
    code: 'Submitted code (read-only)', codeHeading: 'Code', feedback: 'Feedback', optimise: 'Optimise', suggestions: 'Suggestions', optimiseFailed: 'Optimisation failed',
    deleteRow: 'Delete the submission of 20. Valid Parentheses', cancel: 'Cancel', confirm: 'Delete', deleted: 'Submission deleted', empty: 'No submissions yet',
    statsTotal: 'Submissions', patterns: 'Dynamic programming', issue: 'Edge cases such as empty input are not handled', errorTitle: 'Could not load your submissions', retry: 'Retry',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];
  test.describe(`history (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await setup(page, { user: 'learner', language });
    });

    test('list, stats and patterns render', async ({ page }) => {
      await page.goto('/history');
      await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible();
      const table = page.getByTestId('history-table');
      await expect(table.getByRole('link', { name: x.firstRow }).first()).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(20);
      const stats = page.getByTestId('history-stats');
      await expect(stats.getByText(x.statsTotal)).toBeVisible();
      await expect(stats.getByText('62', { exact: true })).toBeVisible();
      const patterns = page.getByTestId('history-patterns');
      await expect(patterns.getByText(x.patterns)).toBeVisible();
      await expect(patterns.getByText(x.issue)).toBeVisible();
    });

    test('score filter, sort and paging go to the server and the URL', async ({ page }) => {
      await page.goto('/history');
      await expect(page.getByTestId('history-table').locator('tbody tr').first()).toBeVisible();
      let request = page.waitForRequest((r) => r.url().includes('/submissions/?') && r.url().includes('min_score=3'));
      await page.getByRole('button', { name: x.filter3, exact: true }).click();
      await request;
      await expect(page).toHaveURL(/min_score=3/);
      await expect(page.getByRole('button', { name: x.filter3, exact: true })).toHaveAttribute('aria-pressed', 'true');

      request = page.waitForRequest((r) => r.url().includes('sort_by=score') && r.url().includes('order=desc'));
      await page.getByRole('button', { name: x.score, exact: true }).click();
      await request;
      await expect(page).toHaveURL(/sort_by=score/);
      request = page.waitForRequest((r) => r.url().includes('sort_by=score') && r.url().includes('order=asc'));
      await page.getByRole('button', { name: x.score, exact: true }).click();
      await request;
      await expect(page).toHaveURL(/order=asc/);

      request = page.waitForRequest((r) => r.url().includes('/submissions/?') && r.url().includes('page=2'));
      await page.getByRole('button', { name: x.next }).click();
      await request;
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/min_score=3/);
    });

    test('detail shows code and analysis; optimise shows suggestions', async ({ page }) => {
      await prefer(page, '**/api/v1/submissions/optimize', { example: language === 'zh' ? 'zh' : 'en' });
      await page.goto('/history');
      await page.getByRole('button', { name: x.view }).first().click();
      await expect(page).toHaveURL(/submission=/);
      const detail = page.getByTestId('history-detail');
      await expect(detail.getByRole('region', { name: x.codeHeading })).toContainText('twoSum', { timeout: 90_000 }); // Monaco loads lazily (slow in dev mode)
      await expect(detail.getByRole('heading', { name: x.feedback })).toBeVisible();
      await expect(detail.getByTestId('history-feedback')).not.toBeEmpty();
      await detail.getByRole('button', { name: x.optimise, exact: true }).click();
      const result = detail.getByTestId('history-optimization');
      await expect(result.getByRole('heading', { name: x.suggestions })).toBeVisible();
      await expect(result.locator('li').first()).not.toBeEmpty();
    });

    test('optimise failure shows a message', async ({ page }) => {
      await prefer(page, '**/api/v1/submissions/optimize', { code: 500, example: language === 'zh' ? 'aiUnavailableZh' : 'aiUnavailable' });
      await page.goto('/history?submission=5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01');
      const detail = page.getByTestId('history-detail');
      await detail.getByRole('button', { name: x.optimise, exact: true }).click();
      await expect(detail.getByRole('alert')).toContainText(x.optimiseFailed);
    });

    test('delete needs a confirmation', async ({ page }) => {
      await page.goto('/history');
      let deletes = 0;
      page.on('request', (r) => { if (r.method() === 'DELETE') deletes++; });
      await page.getByRole('button', { name: x.deleteRow }).first().click();
      const alert = page.getByRole('alertdialog');
      await alert.getByRole('button', { name: x.cancel }).click();
      await expect(alert).toBeHidden();
      expect(deletes).toBe(0);
      await page.getByRole('button', { name: x.deleteRow }).first().click();
      const request = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/submissions/'));
      await page.getByRole('alertdialog').getByRole('button', { name: x.confirm, exact: true }).click();
      await request;
      await expect(page.getByText(x.deleted)).toBeVisible();
    });

    test('empty list', async ({ page }) => {
      await prefer(page, '**/api/v1/submissions/?*', { example: 'empty' });
      await page.goto('/history');
      await expect(page.getByText(x.empty)).toBeVisible();
    });

    test('error state with retry', async ({ page }) => {
      let fail = true;
      await page.route('**/api/v1/submissions/?*', (route) =>
        fail ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=404' } }) : route.fallback(),
      );
      await page.goto('/history');
      await expect(page.getByText(x.errorTitle)).toBeVisible();
      fail = false;
      await page.getByRole('alert').filter({ hasText: x.errorTitle }).getByRole('button', { name: x.retry }).click();
      await expect(page.getByTestId('history-table').locator('tbody tr').first()).toBeVisible();
    });
  });
}
