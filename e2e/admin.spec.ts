// Admin console (/admin): statistics, activity, the users table and its actions, in both languages.
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect as baseExpect, prefer, setup, test, type Language } from './fixtures';

// The Blueprint table and the dev server are slow on a busy machine: give visible outcomes time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SELF = DEMO_USERS.admin;
const TEXT = {
  en: {
    title: 'Admin console', stats: 'Platform statistics', activity: 'Recent activity', selectPage: 'Select all on page',
    retry: 'Retry', cancel: 'Cancel', del: 'Delete', exportBtn: 'Export all users', adminsOnly: 'Admins only',
    search: 'Search users', sortBy: 'Sort by', descending: 'Descending', selected: (n: number) => `${n} selected`,
    bulkDelete: (n: number) => `Delete ${n} users`, bulkQuestion: (n: number) => `Delete ${n} users?`,
    selfExcluded: 'Your own account is selected but will not be deleted.', bulkDone: 'Deleted 3 users.',
    grant: 'Make chen_jing an admin', grantQuestion: 'Make chen_jing an admin?', grantConfirm: 'Make admin', granted: 'alice_chen is now an admin.',
    deleteRow: 'Delete chen_jing', deleteQuestion: 'Delete user chen_jing?', self: `${SELF.username} is your own account`,
    details: 'Details of chen_jing', drawerTitle: 'User lin_xiaoming', prefs: 'Preferences', usersError: 'Could not load the users',
  },
  zh: {
    title: '管理后台', stats: '平台统计', activity: '最近动态', selectPage: '全选本页',
    retry: '重试', cancel: '取消', del: '删除', exportBtn: '导出全部用户', adminsOnly: '仅管理员',
    search: '搜索用户', sortBy: '排序', descending: '降序', selected: (n: number) => `已选 ${n} 人`,
    bulkDelete: (n: number) => `删除 ${n} 个用户`, bulkQuestion: (n: number) => `删除 ${n} 个用户？`,
    selfExcluded: '已选中你自己的账号，但不会被删除。', bulkDone: '已删除 3 个用户。',
    grant: '将 chen_jing 设为管理员', grantQuestion: '将 chen_jing 设为管理员？', grantConfirm: '设为管理员', granted: 'alice_chen 现在是管理员。',
    deleteRow: '删除 chen_jing', deleteQuestion: '删除用户 chen_jing？', self: `${SELF.username} 是你自己的账号`,
    details: '查看 chen_jing 的详情', drawerTitle: '用户 lin_xiaoming', prefs: '偏好设置', usersError: '无法加载用户列表',
  },
} as const;

async function open(page: Page, language: Language) {
  await setup(page, { user: 'admin', language });
  await page.goto('/admin');
  // The first load of a cold dev server can be slow.
  await expect(page.getByRole('heading', { name: TEXT[language].title, level: 1 })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('chen_jing', { exact: true })).toBeVisible();
}

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

      const bulkRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/admin/users/bulk-delete')) bulkRequests.push(r.postData() ?? '');
      });
      await page.getByRole('button', { name: x.bulkDelete(3) }).click();
      const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(alert.getByText(x.bulkQuestion(3))).toBeVisible();
      await alert.getByRole('button', { name: x.cancel }).click();
      await expect(alert).toBeHidden();
      expect(bulkRequests).toEqual([]);

      await page.getByRole('button', { name: x.bulkDelete(3) }).click();
      const sent = page.waitForRequest((r) => r.url().includes('/admin/users/bulk-delete'));
      await alert.getByRole('button', { name: x.del, exact: true }).click();
      const body = (await sent).postDataJSON() as { user_ids: string[] };
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
      await page.getByRole('button', { name: x.del, exact: true }).click();
      const body = (await sent).postDataJSON() as { user_ids: string[] };
      expect(body.user_ids).toHaveLength(19);
      expect(body.user_ids).not.toContain(SELF.id);
    });

    test('toggle admin and delete ask first; own row cannot be demoted or deleted', async ({ page }) => {
      await open(page, language);
      await page.getByRole('button', { name: x.grant }).click();
      await expect(page.getByText(x.grantQuestion)).toBeVisible();
      const toggled = page.waitForRequest((r) => r.url().includes('/toggle-admin') && r.method() === 'POST');
      await page.getByRole('button', { name: x.grantConfirm, exact: true }).click();
      await toggled;
      await expect(page.getByText(x.granted)).toBeVisible();

      await page.getByRole('button', { name: x.deleteRow }).click();
      await expect(page.getByText(x.deleteQuestion)).toBeVisible();
      let deletes = 0;
      page.on('request', (r) => {
        if (r.method() === 'DELETE') deletes += 1;
      });
      await page.getByRole('button', { name: x.cancel }).click();
      expect(deletes).toBe(0);

      await prefer(page, '**/api/v1/admin/users?*', { example: 'adminsOnly' });
      await page.getByText(x.adminsOnly).click();
      const selfButtons = page.getByRole('button', { name: x.self });
      await expect(selfButtons).toHaveCount(2);
      await expect(selfButtons.nth(0)).toBeDisabled();
      await expect(selfButtons.nth(1)).toBeDisabled();
    });

    test('details drawer shows the user', async ({ page }) => {
      await open(page, language);
      await page.getByRole('button', { name: x.details }).click();
      await expect(page.getByRole('heading', { name: x.drawerTitle })).toBeVisible();
      const drawer = page.locator('.admin-drawer');
      await expect(drawer.getByRole('heading', { name: x.prefs })).toBeVisible();
      await expect(drawer.getByText('lin.xiaoming@example.com')).toBeVisible();
      await expect(drawer.getByText('Asia/Shanghai')).toBeVisible();
    });

    test('export downloads a csv file', async ({ page }) => {
      await open(page, language);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: x.exportBtn }).click();
      expect((await download).suggestedFilename()).toMatch(/^algocoach-users-.*\.csv$/);
    });

    test('a failing users list shows an error state with retry', async ({ page }) => {
      let fail = true;
      await page.route('**/api/v1/admin/users?*', (route) =>
        fail ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } }) : route.fallback(),
      );
      await setup(page, { user: 'admin', language });
      await page.goto('/admin');
      await expect(page.getByText(x.usersError)).toBeVisible({ timeout: 90_000 });
      fail = false;
      await page.getByRole('button', { name: x.retry }).click();
      await expect(page.getByText('chen_jing', { exact: true })).toBeVisible({ timeout: 60_000 });
    });
  });
}

test('a learner visiting /admin lands on the dashboard', async ({ page }) => {
  await setup(page, { user: 'learner', language: 'en' });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 90_000 });
});
