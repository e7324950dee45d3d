// Settings → Your data (issue 27): the learner downloads everything as one JSON file, and importing such a file
// first shows what it adds, then merges it; a file that is not an export is refused at once. Both languages.
import { expect, prefer, setup, test } from './fixtures';

const TEXT = {
  zh: {
    heading: '设置', export: '下载我的数据', saved: '已保存 algocoach-lin_xiaoming-2026-11-21.json', choose: '导入从算法教练导出的文件',
    preview: '导入 my-data.json 将会：', line: '提交记录：新增 56 · 更新 0 · 已存在 0 · 跳过 2', missing: 'minimum-window-substring',
    apply: '导入', imported: '已导入：新增 107，更新 1', notJson: '该文件不是 JSON', notExport: '该文件不是算法教练的导出文件',
    cookie: '你在 leetcode.cn 的会话 Cookie', cookieButton: '从 leetcode.cn 导入', interrupted: 'leetcode.cn 在读取 60 条提交后停止响应', continue: '继续导入',
    rejected: 'LeetCode 不接受这个 Cookie（有误或已过期）', characters: 'Cookie 只含英文字母、数字和标点',
    leetcodeFile: '提交历史文件（CSV 或 JSON）', steps: '发现 300 道 · 导入 280 道 · 跳过 20 道：题库中没有', unreadable: '该文件既不是 LeetCode 提交历史 CSV',
  },
  en: {
    heading: 'Settings', export: 'Download my data', saved: 'Saved algocoach-lin_xiaoming-2026-11-21.json', choose: 'Import a file exported from AlgoCoach',
    preview: 'Importing my-data.json will:', line: 'Submissions: 56 new · 0 updated · 0 already here · 2 skipped', missing: 'minimum-window-substring',
    apply: 'Import', imported: 'Imported: 107 new, 1 updated', notJson: 'This file is not JSON', notExport: 'This file is not an AlgoCoach export',
    cookie: 'Your leetcode.cn session cookie', cookieButton: 'Import from leetcode.cn', interrupted: 'leetcode.cn stopped answering after 60 submissions', continue: 'Continue the import',
    rejected: 'LeetCode did not accept this cookie (it is wrong or has expired)', characters: 'A cookie has only Latin letters, digits and punctuation',
    leetcodeFile: 'History file (CSV or JSON)', steps: '300 found · 280 imported · 20 skipped: not in the catalogue', unreadable: 'This file is neither a LeetCode history CSV',
  },
} as const;

const EXPORT = { format: 'algocoach-export', version: 1, exported_at: '2026-11-21T02:30:00Z', submissions: [] };

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];
  test.describe(`your data (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: x.heading })).toBeVisible({ timeout: 20_000 });
    });

    test('downloads everything as one file under the server’s name', async ({ page }) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: x.export }).click();
      expect((await download).suggestedFilename()).toBe('algocoach-lin_xiaoming-2026-11-21.json');
      await expect(page.getByText(x.saved)).toBeVisible();
    });

    test('an export is previewed, then imported on confirmation', async ({ page }) => {
      const previewed = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/me/import/preview'));
      await page.getByLabel(x.choose).setInputFiles({ name: 'my-data.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(EXPORT)) });
      expect((await previewed).postDataJSON()).toEqual(EXPORT);
      await expect(page.getByText(x.preview)).toBeVisible();
      await expect(page.getByText(x.line)).toBeVisible();
      await expect(page.getByText(x.missing)).toBeVisible();
      const imported = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/me/import') && r.method() === 'POST');
      await page.getByRole('button', { name: x.apply, exact: true }).click();
      expect((await imported).postDataJSON()).toEqual(EXPORT);
      await expect(page.getByText(x.imported)).toBeVisible();
      await expect(page.getByText(x.preview)).toHaveCount(0);
    });

    test('a file that is not JSON, or not an export, is refused before anything is sent', async ({ page }) => {
      let sent = 0;
      page.on('request', (r) => void (r.url().includes('/auth/me/import') && sent++));
      await page.getByLabel(x.choose).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.getByText(x.notJson)).toBeVisible();
      await page.getByLabel(x.choose).setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"users": []}') });
      await expect(page.getByText(x.notExport)).toBeVisible();
      expect(sent).toBe(0);
    });

    test('a LeetCode history CSV of the chosen site is imported, and what happened is said step by step', async ({ page }) => {
      await page.getByLabel('leetcode.com').check({ force: true });
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/me/import/leetcode'));
      const csv = 'id,title_slug,lang,timestamp,status_display,code\n1003,two-sum,python3,1732100000,Accepted,"class Solution:\n    pass"\n';
      await page.getByLabel(x.leetcodeFile).setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      expect((await sent).postDataJSON()).toEqual({ site: 'com', submissions: [{ id: '1003', title_slug: 'two-sum', lang: 'python3', timestamp: 1732100000, status_display: 'Accepted', code: 'class Solution:\n    pass' }] });
      await expect(page.getByText(x.steps)).toBeVisible();
      await page.getByLabel(x.leetcodeFile).setInputFiles({ name: 'other.csv', mimeType: 'text/csv', buffer: Buffer.from('name,age\nlin,20\n') });
      await expect(page.getByText(x.unreadable)).toBeVisible();
    });

    test('signed in with a session cookie: imported step by step; a site stopping mid-way can be continued; a bad cookie is said so', async ({ page }) => {
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/me/import/leetcode/site'));
      await page.getByLabel(x.cookie).fill('LEETCODE_SESSION=eyJhbGciOi.session');
      await page.getByRole('button', { name: x.cookieButton }).click();
      expect((await sent).postDataJSON()).toEqual({ site: 'cn', cookie: 'LEETCODE_SESSION=eyJhbGciOi.session' });
      await expect(page.getByText(x.steps)).toBeVisible();
      // Imported: the cookie is gone from the form.
      await expect(page.getByLabel(x.cookie)).toHaveValue('');

      await prefer(page, '**/api/v1/auth/me/import/leetcode/site', { example: 'interrupted' });
      await page.getByLabel(x.cookie).fill('LEETCODE_SESSION=eyJhbGciOi.session');
      await page.getByRole('button', { name: x.cookieButton }).click();
      await expect(page.getByText(x.interrupted)).toBeVisible();
      await expect(page.getByRole('button', { name: x.continue })).toBeVisible();

      await page.unroute('**/api/v1/auth/me/import/leetcode/site');
      await prefer(page, '**/api/v1/auth/me/import/leetcode/site', { code: 400 });
      await page.getByRole('button', { name: x.continue }).click();
      await expect(page.getByText(x.rejected)).toBeVisible();
      // What the learner typed stays, to try again.
      await expect(page.getByLabel(x.cookie)).toHaveValue('LEETCODE_SESSION=eyJhbGciOi.session');
    });

    test('a cookie with characters no cookie has is refused before anything is sent', async ({ page }) => {
      let sent = 0;
      page.on('request', (r) => void (r.url().includes('/import/leetcode/site') && sent++));
      await page.getByLabel(x.cookie).fill('会话会话会话会话');
      await page.getByRole('button', { name: x.cookieButton }).click();
      await expect(page.getByText(x.characters)).toBeVisible();
      expect(sent).toBe(0);
    });
  });
}
