import { expect, prefer, setup, test } from './fixtures';

// The summary an admin sees after "Sync from LeetCode": what a finished run added, updated and skipped, and for a
// run that goes on in the background (Prism's `running` example) how far it got and how to see more.
const SLOW = { timeout: 60_000 };
const SYNC = '**/api/v1/problems/sync/leetcode';

const TEXT = {
  zh: {
    button: '从 LeetCode 同步',
    runningTitle: '同步仍在后台进行',
    progress: '已处理 LeetCode 上 3,512 题中的 300 题：新增 250，更新 48，未变 0，跳过 2。',
    hint: '稍后再次点击“从 LeetCode 同步”即可查看进度。',
    bar: '同步进度',
    done: '新增 12 题，更新 41 题，未变 3,459 题',
    skipped: '另有 3 题未导入（会员专享或没有题面）。',
  },
  en: {
    button: 'Sync from LeetCode',
    runningTitle: 'The sync goes on in the background',
    progress: '300 of the 3,512 problems on LeetCode done so far: 250 added, 48 updated, 0 unchanged, 2 skipped.',
    hint: 'Press “Sync from LeetCode” again later to see how far it got.',
    bar: 'Sync progress',
    done: '12 added, 41 updated, 3,459 unchanged',
    skipped: '3 not imported (paid-only or without a statement).',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];
  test.describe(`sync summary (${language})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('a run still going on says so, shows how far it got and how to see more', async ({ page }) => {
      await setup(page, { user: 'admin', language });
      await prefer(page, SYNC, { example: 'running' });
      await page.goto('/problems');
      await page.getByRole('button', { name: x.button }).click();
      const summary = page.locator('.sync-result');
      await expect(summary.getByText(x.runningTitle, { exact: true })).toBeVisible(SLOW);
      await expect(summary.getByText(x.progress)).toBeVisible();
      await expect(summary.getByText(x.hint)).toBeVisible();
      await expect(summary.getByRole('progressbar', { name: x.bar })).toBeVisible();
    });

    test('a finished run lists what it skipped', async ({ page }) => {
      await setup(page, { user: 'admin', language });
      await page.route(SYNC, (route) =>
        route.fulfill({
          json: { added: 12, updated: 41, unchanged: 3459, skipped: 3, remote_total: 3515, total: 3512, complete: true, duration_ms: 8420, synced_at: '2026-11-21T02:00:48Z' },
        }),
      );
      await page.goto('/problems');
      await page.getByRole('button', { name: x.button }).click();
      const summary = page.locator('.sync-result');
      await expect(summary.getByText(x.done)).toBeVisible(SLOW);
      await expect(summary.getByText(x.skipped)).toBeVisible();
      await expect(summary.getByRole('progressbar')).toHaveCount(0);
    });
  });
}
