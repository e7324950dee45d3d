import { expect, prefer, setup, test } from './fixtures';

// The LeetCode sync's live progress on /admin (issue 28 item 5), from the contract's job examples: a run under way
// (a bar with counts, the current page, an interruption it came back from, Cancel), and a run LeetCode stopped
// (its reason in the admin's language, Resume). The page polls GET /jobs/{id} while the run runs.
const SLOW = { timeout: 60_000 };
const JOB = '**/api/v1/jobs/*';

const TEXT = {
  zh: {
    section: 'LeetCode 同步',
    bar: 'LeetCode 同步进度',
    running: '进行中',
    done: '1,250 / 3,512 道题',
    page: '第 26 / 71 页',
    counts: '新增 1,180 · 更新 48 · 未变 0 · 跳过 22',
    interrupted: '任务运行时服务器停止了，之后从此处继续',
    cancel: '取消',
    failed: '失败',
    unreachable: '多次重试后仍无法连接 LeetCode',
    resume: '继续',
  },
  en: {
    section: 'LeetCode sync',
    bar: 'Progress of the LeetCode sync',
    running: 'Running',
    done: '1,250 of 3,512 problems',
    page: 'Page 26 of 71',
    counts: '1,180 added · 48 updated · 0 unchanged · 22 skipped',
    interrupted: 'The server stopped while the job ran; it went on from here',
    cancel: 'Cancel',
    failed: 'Failed',
    unreachable: 'LeetCode could not be reached, even after retries',
    resume: 'Resume',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];
  test.describe(`the sync's progress on /admin (${language})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('a run under way: a bar with counts, the page it is on, what happened, and Cancel', async ({ page }) => {
      await setup(page, { user: 'admin', language });
      const polled: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/v1\/jobs\/[0-9a-f-]+$/.test(request.url())) polled.push(request.url());
      });
      await page.goto('/admin');
      const section = page.getByRole('region', { name: x.section });
      const bar = section.getByRole('progressbar', { name: x.bar });
      await expect(bar).toBeVisible(SLOW);
      await expect(bar).toHaveAttribute('aria-valuenow', '36');
      await expect(section.getByText(x.running, { exact: true })).toBeVisible();
      await expect(section.getByText(x.done, { exact: true })).toBeVisible();
      await expect(section.getByText(x.page, { exact: true })).toBeVisible();
      await expect(section.getByText(x.counts, { exact: true })).toBeVisible();
      await expect(section.getByText(x.interrupted)).toBeVisible();
      await expect(section.getByRole('button', { name: x.cancel })).toBeVisible();
      await expect(section.getByRole('button', { name: x.resume })).toHaveCount(0);
      // Running: the page keeps asking (refetchInterval), without anyone pressing anything.
      await expect.poll(() => polled.length, SLOW).toBeGreaterThanOrEqual(2);
    });

    test('a run LeetCode stopped: its reason in the admin’s language, and Resume', async ({ page }) => {
      await setup(page, { user: 'admin', language });
      await prefer(page, JOB, { example: 'syncFailed' });
      await page.goto('/admin');
      const section = page.getByRole('region', { name: x.section });
      await expect(section.getByText(x.failed, { exact: true })).toBeVisible(SLOW);
      await expect(section.getByText(x.unreachable)).toBeVisible();
      await expect(section.getByRole('button', { name: x.resume })).toBeVisible();
      await expect(section.getByRole('button', { name: x.cancel })).toHaveCount(0);
    });
  });
}
