// Admin console (/admin): statistics, activity, the users table and its actions, every confirmation and every
// failure, in both languages.
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { DEMO_USERS, expect, prefer, setup, test, type Language } from './fixtures';

const SELF = DEMO_USERS.admin;
const TEXT = {
  en: {
    title: 'Admin console', table: 'Users table', stats: 'Platform statistics', activity: 'Recent activity', selectPage: 'Select all on page',
    retry: 'Retry', cancel: 'Cancel', del: 'Delete', exportBtn: 'Export all users', exportAdmins: 'Export admins', adminsOnly: 'Admins only',
    exportFormat: 'Export format',
    search: 'Search users', sortBy: 'Sort by', descending: 'Descending', selected: (n: number) => `${n} selected`,
    bulkDelete: (n: number) => (n === 1 ? 'Delete 1 user' : `Delete ${n} users`), bulkQuestion: (n: number) => `Delete ${n} users?`,
    selfExcluded: 'Your own account is selected but will not be deleted.', bulkDone: 'Deleted 3 users.',
    grant: 'Make chen_jing an admin', grantQuestion: 'Make chen_jing an admin?', grantConfirm: 'Make admin', granted: 'alice_chen is now an admin.',
    deleteRow: 'Delete chen_jing', deleteQuestion: 'Delete user chen_jing?', self: `${SELF.username} is your own account`,
    details: (name = 'chen_jing') => `Details of ${name}`, drawerTitle: 'User lin_xiaoming', prefs: 'Preferences', usersError: 'Could not load the users',
    drawerError: 'Could not load this user',
    toggleFailed: 'Could not change the admin rights of chen_jing: ', deleteFailed: 'Could not delete chen_jing: ',
    bulkFailed: 'Could not delete the users: ', exportFailed: 'Could not export the users: ',
    cannotModifySelf: 'You cannot do this to your own account', serverError: 'Internal server error',
    // The client shows its own translation of the contract's error code, not the server's English detail.
    notAdmin: 'You do not have permission to do this', notAdminExample: 'notAdmin', notFoundExample: 'userNotFound', notFound: 'Not found',
  },
  zh: {
    title: '管理后台', table: '用户列表', stats: '平台统计', activity: '最近动态', selectPage: '全选本页',
    retry: '重试', cancel: '取消', del: '删除', exportBtn: '导出全部用户', exportAdmins: '导出管理员', adminsOnly: '仅管理员',
    exportFormat: '导出格式',
    search: '搜索用户', sortBy: '排序', descending: '降序', selected: (n: number) => `已选 ${n} 人`,
    bulkDelete: (n: number) => `删除 ${n} 个用户`, bulkQuestion: (n: number) => `删除 ${n} 个用户？`,
    selfExcluded: '已选中你自己的账号，但不会被删除。', bulkDone: '已删除 3 个用户。',
    grant: '将 chen_jing 设为管理员', grantQuestion: '将 chen_jing 设为管理员？', grantConfirm: '设为管理员', granted: 'alice_chen 现在是管理员。',
    deleteRow: '删除 chen_jing', deleteQuestion: '删除用户 chen_jing？', self: `${SELF.username} 是你自己的账号`,
    details: (name = 'chen_jing') => `查看 ${name} 的详情`, drawerTitle: '用户 lin_xiaoming', prefs: '偏好设置', usersError: '无法加载用户列表',
    drawerError: '无法加载该用户',
    toggleFailed: '无法更改 chen_jing 的管理员权限：', deleteFailed: '无法删除 chen_jing：',
    bulkFailed: '无法删除这些用户：', exportFailed: '无法导出用户：',
    cannotModifySelf: '不能对自己的账号执行此操作', serverError: '服务器内部错误',
    notAdmin: '你没有权限执行此操作', notAdminExample: 'notAdminZh', notFoundExample: 'userNotFoundZh', notFound: '未找到请求的内容',
  },
} as const;

/** Opens /admin as the demo admin and waits for the users table (showing `firstUser`). */
async function open(page: Page, language: Language, firstUser = 'chen_jing') {
  await setup(page, { user: 'admin', language });
  await page.goto('/admin');
  // The only longer wait: the first load of the admin chunk on a machine shared with other test runs.
  await expect(page.getByRole('heading', { name: TEXT[language].title, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(usersTable(page, language).getByText(firstUser, { exact: true })).toBeVisible();
}

const usersTable = (page: Page, language: Language) => page.getByRole('region', { name: TEXT[language].table });

/** Every request to the admin API's mutating calls, to prove that nothing was sent. */
function recordMutations(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/') && request.method() !== 'GET') sent.push(request);
  });
  return sent;
}

const toast = (page: Page) => page.locator('.bp6-toast');
const dialog = (page: Page) => page.getByRole('alertdialog');

for (const language of ['en', 'zh'] as const) {
  const x = TEXT[language];
  test.describe(`admin (${language})`, () => {
    test('stats, activity and the users table render', async ({ page }) => {
      await open(page, language);
      await expect(page.getByRole('heading', { name: x.stats })).toBeVisible();
      await expect(page.getByTestId('stat-total_users')).toContainText('20');
      await expect(page.getByTestId('stat-total_problems')).toContainText('3,512');
      await expect(page.getByRole('heading', { name: x.activity })).toBeVisible();
      await expect(page.getByText('admin_wang 登录了管理后台')).toBeVisible();
      await expect(page.getByText('kevin.nguyen@example.com')).toBeVisible();
    });

    test('activity descriptions with payloads are shown as text', async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await prefer(page, '**/api/v1/admin/activity/recent*', { example: 'xssProbe' });
      await open(page, language);
      await expect(page.getByText('constructor 生成了学习计划，备注：<script>alert(1)</script>')).toBeVisible();
      await expect(page.getByText('toString submitted a solution with the note "<img src=x onerror=alert(1)>"')).toBeVisible();
      await expect(page.locator('.admin-activity img')).toHaveCount(0);
      expect(dialogs).toBe(0);
    });

    test('search, admins-only filter and sorting go to the server', async ({ page }) => {
      await open(page, language);
      const searched = page.waitForRequest((r) => r.url().includes('/admin/users?') && r.url().includes('search=chen'));
      await page.getByLabel(x.search).fill('chen');
      await searched;
      await expect(page.getByLabel(x.search)).toHaveValue('chen');

      const filtered = page.waitForRequest((r) => r.url().includes('/admin/users?') && r.url().includes('admin_only=true'));
      await page.getByText(x.adminsOnly).click();
      await filtered;

      const sorted = page.waitForRequest((r) => r.url().includes('/admin/users?') && r.url().includes('sort_by=username'));
      await page.getByLabel(x.sortBy, { exact: true }).selectOption('username');
      await sorted;
      const reversed = page.waitForRequest((r) => r.url().includes('/admin/users?') && r.url().includes('order=asc'));
      await page.getByRole('button', { name: new RegExp(x.descending) }).click();
      await reversed;
    });

    test('bulk delete: selection, confirmation naming the count, cancel and confirm', async ({ page }) => {
      await open(page, language);
      // Region selection on the row headers: one row, then shift-click extends to three.
      const headers = page.locator('.bp6-table-quadrant-left .bp6-table-row-name');
      await headers.nth(0).click();
      await expect(page.getByTestId('selected-count')).toHaveText(x.selected(1));
      await headers.nth(2).click({ modifiers: ['Shift'] });
      await expect(page.getByTestId('selected-count')).toHaveText(x.selected(3));

      const sent = recordMutations(page);
      await page.getByRole('button', { name: x.bulkDelete(3) }).click();
      await expect(dialog(page).getByText(x.bulkQuestion(3))).toBeVisible();
      await dialog(page).getByRole('button', { name: x.cancel }).click();
      await expect(dialog(page)).toBeHidden();
      expect(sent).toEqual([]);
      await expect(page.getByTestId('selected-count')).toHaveText(x.selected(3));

      await page.getByRole('button', { name: x.bulkDelete(3) }).click();
      const request = page.waitForRequest((r) => r.url().includes('/admin/users/bulk-delete'));
      await dialog(page).getByRole('button', { name: x.del, exact: true }).click();
      const body = (await request).postDataJSON() as { user_ids: string[] };
      expect(body.user_ids).toHaveLength(3);
      expect(body.user_ids).not.toContain(SELF.id);
      await expect(page.getByText(x.bulkDone)).toBeVisible();
    });

    test('select all on page excludes the admin themselves', async ({ page }) => {
      await open(page, language);
      await page.getByRole('button', { name: x.selectPage }).click();
      await expect(page.getByTestId('selected-count')).toHaveText(x.selected(20));
      await expect(page.getByText(x.selfExcluded)).toBeVisible();
      await page.getByRole('button', { name: x.bulkDelete(19) }).click();
      await expect(page.getByText(x.bulkQuestion(19))).toBeVisible();
      const sent = page.waitForRequest((r) => r.url().includes('/admin/users/bulk-delete'));
      await page.getByRole('alertdialog').getByRole('button', { name: x.del, exact: true }).click();
      const body = (await sent).postDataJSON() as { user_ids: string[] };
      expect(body.user_ids).toHaveLength(19);
      expect(body.user_ids).not.toContain(SELF.id);
    });

    test('own account: no demote, no delete, and selecting only it leaves nothing to bulk-delete', async ({ page }) => {
      await prefer(page, '**/api/v1/admin/users?*', { example: 'adminsOnly' });
      await open(page, language, SELF.username);
      const selfButtons = page.getByRole('button', { name: x.self });
      await expect(selfButtons).toHaveCount(2);
      await expect(selfButtons.nth(0)).toBeDisabled();
      await expect(selfButtons.nth(1)).toBeDisabled();

      await usersTable(page, language).getByText(SELF.username, { exact: true }).click();
      await expect(page.getByTestId('selected-count')).toHaveText(x.selected(1));
      await expect(page.getByText(x.selfExcluded)).toBeVisible();
      await expect(page.getByRole('button', { name: x.bulkDelete(0) })).toBeDisabled();
    });

    test("a row's buttons act without selecting the row", async ({ page }) => {
      await open(page, language);
      await page.getByRole('button', { name: x.details() }).click();
      await expect(page.locator('.admin-drawer')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.admin-drawer')).toBeHidden();
      await page.getByRole('button', { name: x.grant }).click();
      await dialog(page).getByRole('button', { name: x.cancel }).click();
      await page.getByRole('button', { name: x.deleteRow }).click();
      await dialog(page).getByRole('button', { name: x.cancel }).click();
      await expect(page.getByTestId('selected-count')).toHaveText(x.selected(0));
      await expect(page.locator('.bp6-table-selection-region')).toHaveCount(0);
    });

    test('every confirmation asks first, and its cancel sends nothing', async ({ page }) => {
      await open(page, language);
      const sent = recordMutations(page);

      await page.getByRole('button', { name: x.grant }).click();
      await expect(dialog(page).getByText(x.grantQuestion)).toBeVisible();
      await dialog(page).getByRole('button', { name: x.cancel }).click();
      await expect(dialog(page)).toBeHidden();

      await page.getByRole('button', { name: x.deleteRow }).click();
      await expect(dialog(page).getByText(x.deleteQuestion)).toBeVisible();
      await dialog(page).getByRole('button', { name: x.cancel }).click();
      await expect(dialog(page)).toBeHidden();

      await page.getByRole('button', { name: x.selectPage }).click();
      await page.getByRole('button', { name: x.bulkDelete(19) }).click();
      await expect(dialog(page).getByText(x.bulkQuestion(19))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);

      // Confirming does send: toggle admin, then delete, each after its own question.
      await page.getByRole('button', { name: x.grant }).click();
      const toggled = page.waitForRequest((r) => r.url().includes('/toggle-admin') && r.method() === 'POST');
      await dialog(page).getByRole('button', { name: x.grantConfirm, exact: true }).click();
      await toggled;
      await expect(page.getByText(x.granted)).toBeVisible();

      await page.getByRole('button', { name: x.deleteRow }).click();
      const deleted = page.waitForRequest((r) => r.url().endsWith('/admin/users/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e06') && r.method() === 'DELETE');
      await dialog(page).getByRole('button', { name: x.del, exact: true }).click();
      await deleted;
    });

    test('the server refusing a change to the own account shows its translated reason', async ({ page }) => {
      await prefer(page, '**/api/v1/admin/users/*/toggle-admin', { code: 400, example: 'cannotModifySelf' });
      await prefer(page, '**/api/v1/admin/users/*', { code: 400, example: 'cannotDeleteSelf', method: 'DELETE' });
      await prefer(page, '**/api/v1/admin/users/bulk-delete', { code: 400, example: 'cannotDeleteSelf' });
      await open(page, language);

      await page.getByRole('button', { name: x.grant }).click();
      await dialog(page).getByRole('button', { name: x.grantConfirm, exact: true }).click();
      await expect(toast(page)).toHaveText(x.toggleFailed + x.cannotModifySelf);
      await expect(dialog(page)).toBeHidden();

      await page.getByRole('button', { name: x.deleteRow }).click();
      await dialog(page).getByRole('button', { name: x.del, exact: true }).click();
      await expect(toast(page).filter({ hasText: x.deleteFailed })).toHaveText(x.deleteFailed + x.cannotModifySelf);

      await page.locator('.bp6-table-quadrant-left .bp6-table-row-name').nth(0).click();
      await page.getByRole('button', { name: x.bulkDelete(1) }).click();
      await dialog(page).getByRole('button', { name: x.del, exact: true }).click();
      await expect(toast(page).filter({ hasText: x.bulkFailed })).toHaveText(x.bulkFailed + x.cannotModifySelf);
      // Nothing was deleted, so the selection stays for another try.
      await expect(page.getByTestId('selected-count')).toHaveText(x.selected(1));
    });

    test('403 and 500 answers to actions show toasts with the reason', async ({ page }) => {
      await prefer(page, '**/api/v1/admin/users/*/toggle-admin', { code: 403, example: x.notAdminExample });
      await prefer(page, '**/api/v1/admin/users/*', { code: 500, method: 'DELETE' });
      await prefer(page, '**/api/v1/admin/users/bulk-delete', { code: 403, example: x.notAdminExample });
      await prefer(page, '**/api/v1/admin/users/export?*', { code: 500 });
      await open(page, language);

      await page.getByRole('button', { name: x.grant }).click();
      await dialog(page).getByRole('button', { name: x.grantConfirm, exact: true }).click();
      await expect(toast(page).filter({ hasText: x.toggleFailed })).toHaveText(x.toggleFailed + x.notAdmin);

      await page.getByRole('button', { name: x.deleteRow }).click();
      await dialog(page).getByRole('button', { name: x.del, exact: true }).click();
      await expect(toast(page).filter({ hasText: x.deleteFailed })).toHaveText(x.deleteFailed + x.serverError);

      await page.getByRole('button', { name: x.selectPage }).click();
      await page.getByRole('button', { name: x.bulkDelete(19) }).click();
      await dialog(page).getByRole('button', { name: x.del, exact: true }).click();
      await expect(toast(page).filter({ hasText: x.bulkFailed })).toHaveText(x.bulkFailed + x.notAdmin);

      await page.getByRole('button', { name: x.exportBtn }).click();
      await expect(toast(page).filter({ hasText: x.exportFailed })).toHaveText(x.exportFailed + x.serverError);
    });

    test('details drawer shows the user, and its failure', async ({ page }) => {
      await open(page, language);
      await page.getByRole('button', { name: x.details() }).click();
      await expect(page.getByRole('heading', { name: x.drawerTitle })).toBeVisible();
      const drawer = page.locator('.admin-drawer');
      await expect(drawer.getByRole('heading', { name: x.prefs })).toBeVisible();
      await expect(drawer.getByText('lin.xiaoming@example.com')).toBeVisible();
      await expect(drawer.getByText('Asia/Shanghai')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await prefer(page, '**/api/v1/admin/users/*', { code: 404, example: x.notFoundExample, method: 'GET' });
      await page.getByRole('button', { name: x.details('kevin_nguyen') }).click();
      await expect(drawer.getByText(x.drawerError)).toBeVisible();
      await expect(drawer.getByText(x.notFound)).toBeVisible();
    });

    test('export downloads a csv file', async ({ page }) => {
      await open(page, language);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: x.exportBtn }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^algocoach-users-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(await readFile(await file.path(), 'utf8')).toMatch(/^id,username,email,/);
    });

    test('export of admins as JSON downloads a .json file holding JSON', async ({ page }) => {
      await open(page, language);
      await page.getByLabel(x.exportFormat).selectOption('json');
      await page.getByText(x.adminsOnly).click();
      const request = page.waitForRequest((r) => r.url().includes('/admin/users/export'));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: x.exportAdmins }).click();
      const url = new URL((await request).url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'json', admin_only: 'true' });
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^algocoach-users-\d{4}-\d{2}-\d{2}\.json$/);
      const saved = JSON.parse(await readFile(await file.path(), 'utf8')) as { username: string }[];
      expect(saved.map((user) => user.username)).toContain('admin_wang');
    });

    test('a failing users list shows an error state with retry', async ({ page }) => {
      let fail = true;
      await page.route('**/api/v1/admin/users?*', (route) =>
        fail ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } }) : route.fallback(),
      );
      await setup(page, { user: 'admin', language });
      await page.goto('/admin');
      await expect(page.getByText(x.usersError)).toBeVisible({ timeout: 20_000 });
      fail = false;
      await page.getByRole('button', { name: x.retry }).click();
      await expect(page.getByText('chen_jing', { exact: true })).toBeVisible();
    });
  });
}

test('a learner visiting /admin lands on the dashboard', async ({ page }) => {
  await setup(page, { user: 'learner', language: 'en' });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
});
