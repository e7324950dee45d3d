import { expect, prefer, setup, test } from './fixtures';

const TEXT = {
  zh: {
    heading: '设置',
    save: '保存偏好',
    saved: '偏好设置已保存',
    tabSize: '缩进宽度',
    darkTheme: '深色主题',
    timezone: '时区',
    timezoneRequired: '请选择时区',
    current: '当前密码',
    next: '新密码',
    confirm: '确认新密码',
    changePassword: '修改密码',
    incorrect: '当前密码不正确',
    mismatch: '两次输入的密码不一致',
    same: '新密码不能与当前密码相同',
    upper: '密码必须包含大写字母',
    saveFailed: '保存设置失败',
    typeLabel: '请输入你的用户名',
    deleteButton: '删除我的账号',
    deleteConfirm: '永久删除',
    cancel: '取消',
  },
  en: {
    heading: 'Settings',
    save: 'Save preferences',
    saved: 'Preferences saved',
    tabSize: 'Tab size',
    darkTheme: 'Dark theme',
    timezone: 'Time zone',
    timezoneRequired: 'Timezone is required',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    changePassword: 'Change password',
    incorrect: 'Current password is incorrect',
    mismatch: 'Passwords do not match',
    same: 'The new password must differ from the current one',
    upper: 'Password must contain an uppercase letter',
    saveFailed: 'Could not save|Failed to save|save',
    typeLabel: 'Type your username',
    deleteButton: 'Delete my account',
    deleteConfirm: 'Delete for good',
    cancel: 'Cancel',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];

  test.describe(`settings (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      // The first visit compiles the page's modules on a busy dev server.
      test.setTimeout(120_000);
      await setup(page, { user: 'learner', language });
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: x.heading })).toBeVisible({ timeout: 60_000 });
    });

    test('preferences are sent with PUT /auth/me and applied at once', async ({ page }) => {
      await page.getByLabel(x.tabSize).selectOption('2');
      await page.getByLabel(x.darkTheme, { exact: true }).check({ force: true });
      const request = page.waitForRequest((r) => r.url().includes('/api/v1/auth/me') && r.method() === 'PUT');
      await page.getByRole('button', { name: x.save }).click();
      const body = (await request).postDataJSON();
      expect(body.preferences.tabSize).toBe(2);
      expect(body.preferences.darkTheme).toBe(true);
      expect(body.preferences.timezone).toBeTruthy();
      await expect(page.getByText(x.saved)).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    });

    test('timezone is required', async ({ page }) => {
      await page.getByLabel(x.timezone).fill('');
      await page.getByRole('button', { name: x.save }).click();
      await expect(page.getByText(x.timezoneRequired)).toBeVisible();
    });

    test('password rules, same password and mismatch', async ({ page }) => {
      await page.getByLabel(x.current, { exact: true }).fill('Passw0rdDemo');
      await page.getByLabel(x.next, { exact: true }).fill('lowercase1');
      await page.getByLabel(x.confirm, { exact: true }).fill('other');
      await page.getByRole('button', { name: x.changePassword }).click();
      await expect(page.getByText(x.upper)).toBeVisible();
      await expect(page.getByText(x.mismatch)).toBeVisible();
      await page.getByLabel(x.next, { exact: true }).fill('Passw0rdDemo');
      await page.getByLabel(x.confirm, { exact: true }).fill('Passw0rdDemo');
      await page.getByRole('button', { name: x.changePassword }).click();
      await expect(page.getByText(x.same)).toBeVisible();
    });

    test('current_password_incorrect shows at the current-password field', async ({ page }) => {
      await prefer(page, '**/api/v1/auth/change-password', { code: 400, example: 'currentPasswordIncorrect' });
      await page.getByLabel(x.current, { exact: true }).fill('WrongPass1');
      await page.getByLabel(x.next, { exact: true }).fill('Suanfa2026Lin');
      await page.getByLabel(x.confirm, { exact: true }).fill('Suanfa2026Lin');
      await page.getByRole('button', { name: x.changePassword }).click();
      await expect(page.getByText(x.incorrect)).toBeVisible();
    });

    test('deletion needs the exact username; cancel keeps the account; confirm logs out', async ({ page }) => {
      const button = page.getByRole('button', { name: x.deleteButton });
      await expect(button).toBeDisabled();
      await page.getByLabel(x.typeLabel).fill('lin_xiaomin');
      await expect(button).toBeDisabled();
      await page.getByLabel(x.typeLabel).fill('lin_xiaoming');
      await expect(button).toBeEnabled();
      await button.click();
      await page.getByRole('button', { name: x.cancel }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await button.click();
      const request = page.waitForRequest((r) => r.url().includes('/api/v1/auth/me') && r.method() === 'DELETE');
      await page.getByRole('button', { name: x.deleteConfirm }).click();
      expect((await request).postDataJSON()).toEqual({ username: 'lin_xiaoming' });
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
