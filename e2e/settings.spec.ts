// Settings (/settings): every preference of product-spec §3 and the time zone saved with PUT /auth/me and
// applied, the header toggles in step with the form, save failures, password change and account deletion,
// in both languages.
import type { Page } from '@playwright/test';
import { expect, prefer, setup, test, type Language } from './fixtures';

const TEXT = {
  zh: {
    heading: '设置', otherHeading: 'Settings', save: '保存偏好', saved: '偏好设置已保存',
    language: '界面语言', timezone: '时区', tabSize: '缩进宽度', defaultLanguage: '默认编程语言', dailyTarget: '每日目标题数',
    skillLevel: '技能水平', autoSave: '自动保存代码草稿', darkTheme: '深色主题', studyReminder: '学习提醒', reviewReminder: '复习提醒',
    achievementNotification: '成就通知', emailNotification: '邮件通知',
    timezoneRequired: '请选择时区', timezoneInvalid: '请从列表中选择有效的时区', dailyTargetRange: '每日目标须为 1 到 20 之间的整数',
    headerDark: '切换到深色主题', headerLight: '切换到浅色主题', headerLanguage: 'Switch to English', headerLanguageText: 'EN',
    saveFailed: '保存设置失败：', serverError: '服务器内部错误', invalidRequest: '请求参数有误',
    current: '当前密码', next: '新密码', confirm: '确认新密码', changePassword: '修改密码', changed: '密码已修改', passwordFailed: '修改密码失败：',
    incorrect: '当前密码不正确', mismatch: '两次输入的密码不一致', same: '新密码不能与当前密码相同',
    min: '密码至少 8 位', upper: '密码必须包含大写字母', lower: '密码必须包含小写字母', digit: '密码必须包含数字',
    typeLabel: '请输入你的用户名', passwordLabel: '你的密码', deleteButton: '删除我的账号', deleteConfirm: '永久删除', cancel: '取消', deleted: '账号已删除',
    deleteFailed: '删除账号失败：', lastAdmin: '你是唯一的管理员：请先将其他用户设为管理员，再删除自己的账号',
    everywhere: '退出所有设备', everywhereConfirm: '全部退出', everywhereDone: '所有会话已结束',
  },
  en: {
    heading: 'Settings', otherHeading: '设置', save: 'Save preferences', saved: 'Preferences saved',
    language: 'Interface language', timezone: 'Time zone', tabSize: 'Tab size', defaultLanguage: 'Default programming language',
    dailyTarget: 'Daily target (problems)', skillLevel: 'Skill level', autoSave: 'Auto-save code drafts', darkTheme: 'Dark theme',
    studyReminder: 'Study reminder', reviewReminder: 'Review reminder', achievementNotification: 'Achievement notifications',
    emailNotification: 'Email notifications',
    timezoneRequired: 'Timezone is required', timezoneInvalid: 'Choose a valid time zone from the list', dailyTargetRange: 'The daily target must be a whole number from 1 to 20',
    headerDark: 'Switch to dark theme', headerLight: 'Switch to light theme', headerLanguage: '切换到中文', headerLanguageText: '中文',
    saveFailed: 'Could not save your settings: ', serverError: 'Internal server error', invalidRequest: 'The request was not valid',
    current: 'Current password', next: 'New password', confirm: 'Confirm new password', changePassword: 'Change password', changed: 'Password changed',
    passwordFailed: 'Could not change the password: ',
    incorrect: 'Current password is incorrect', mismatch: 'Passwords do not match', same: 'The new password must differ from the current one',
    min: 'Password must be at least 8 characters', upper: 'Password must contain an uppercase letter', lower: 'Password must contain a lowercase letter',
    digit: 'Password must contain a digit',
    typeLabel: 'Type your username', passwordLabel: 'Your password', deleteButton: 'Delete my account', deleteConfirm: 'Delete for good', cancel: 'Cancel', deleted: 'Your account has been deleted',
    deleteFailed: 'Could not delete the account: ', lastAdmin: 'You are the only admin: make another user an admin before deleting your account',
    everywhere: 'Log out everywhere', everywhereConfirm: 'Log out of all devices', everywhereDone: 'Every session has ended',
  },
} as const;
type Text = (typeof TEXT)[Language];

/** product-spec §3, for a user who never saved any preference (the time zone is the browser's). */
const SPEC_DEFAULTS = {
  tabSize: 4,
  autoSave: true,
  defaultLanguage: 'python',
  dailyTargetProblems: 3,
  skillLevel: 'beginner',
  darkTheme: false,
  studyReminder: true,
  reviewReminder: true,
  achievementNotification: true,
  emailNotification: false,
};

const SWITCHES = ['autoSave', 'darkTheme', 'studyReminder', 'reviewReminder', 'achievementNotification', 'emailNotification'] as const;

const isSave = (method: string) => (r: { url(): string; method(): string }) => r.url().endsWith('/api/v1/auth/me') && r.method() === method;

async function open(page: Page, language: Language, { noPreferences = false } = {}) {
  await setup(page, { user: 'learner', language });
  if (noPreferences) {
    // A new user: the server has no preferences for them until they save some, which it then keeps (the mock
    // cannot), so a reload shows what was saved.
    let saved: Record<string, unknown> = {};
    page.on('request', (request) => {
      if (isSave('PUT')(request)) saved = { ...saved, ...(request.postDataJSON() as { preferences: object }).preferences };
    });
    await page.route('**/api/v1/auth/me', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=learnerZh' } });
      await route.fulfill({ response, json: { ...(await response.json()), language, preferences: saved } });
    });
  }
  await page.goto('/settings');
  // The only longer wait: the first load on a machine shared with other test runs.
  await expect(page.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible({ timeout: 20_000 });
}

/** Clicks save and answers the body of the PUT /auth/me it sends, once the form has taken the answer. */
async function save(page: Page, x: Pick<Text, 'save'>) {
  const request = page.waitForRequest(isSave('PUT'));
  const response = page.waitForResponse((r) => isSave('PUT')(r.request()));
  await page.getByRole('button', { name: x.save }).click();
  const body = (await request).postDataJSON() as { language: string; preferences: Record<string, unknown> };
  await response;
  // Its name may have changed language by now.
  await expect(page.locator('button[type=submit].bp6-loading')).toHaveCount(0);
  return body;
}

const storedPreferences = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userPreferences') ?? '{}') as Record<string, unknown>);

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];
  const other = language === 'zh' ? 'en' : 'zh';

  test.describe(`settings (${language})`, () => {
    test('a new user sees the defaults of §3, and saving sends exactly them', async ({ page }) => {
      await open(page, language, { noPreferences: true });
      const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await expect(page.getByLabel(x.tabSize)).toHaveValue('4');
      await expect(page.getByLabel(x.defaultLanguage)).toHaveValue('python');
      await expect(page.getByLabel(x.dailyTarget)).toHaveValue('3');
      await expect(page.getByLabel(x.skillLevel)).toHaveValue('beginner');
      await expect(page.getByLabel(x.language)).toHaveValue(language);
      await expect(page.getByLabel(x.timezone)).toHaveValue(browserZone);
      for (const name of SWITCHES) {
        if (SPEC_DEFAULTS[name]) await expect(page.getByLabel(x[name], { exact: true })).toBeChecked();
        else await expect(page.getByLabel(x[name], { exact: true })).not.toBeChecked();
      }
      const body = await save(page, x);
      expect(body).toEqual({ language, preferences: { ...SPEC_DEFAULTS, language, timezone: browserZone } });
      await expect(page.getByText(x.saved)).toBeVisible();
    });

    // One change per save, so each body shows exactly that field changed and nothing else; two tests of six
    // saves each keep every test short.
    const changes: Record<'editor' | 'notifications', [string, unknown, (page: Page) => Promise<unknown>][]> = {
      editor: [
        ['tabSize', 8, (page) => page.getByLabel(x.tabSize).selectOption('8')],
        ['autoSave', false, (page) => page.getByLabel(x.autoSave, { exact: true }).setChecked(false, { force: true })],
        ['defaultLanguage', 'java', (page) => page.getByLabel(x.defaultLanguage).selectOption('java')],
        ['dailyTargetProblems', 5, (page) => page.getByLabel(x.dailyTarget).fill('5')],
        ['skillLevel', 'advanced', (page) => page.getByLabel(x.skillLevel).selectOption('advanced')],
        ['timezone', 'Europe/Berlin', (page) => page.getByLabel(x.timezone).fill('Europe/Berlin')],
      ],
      notifications: [
        ['darkTheme', true, (page) => page.getByLabel(x.darkTheme, { exact: true }).setChecked(true, { force: true })],
        ['studyReminder', false, (page) => page.getByLabel(x.studyReminder, { exact: true }).setChecked(false, { force: true })],
        ['reviewReminder', false, (page) => page.getByLabel(x.reviewReminder, { exact: true }).setChecked(false, { force: true })],
        ['achievementNotification', false, (page) => page.getByLabel(x.achievementNotification, { exact: true }).setChecked(false, { force: true })],
        ['emailNotification', true, (page) => page.getByLabel(x.emailNotification, { exact: true }).setChecked(true, { force: true })],
      ],
    };
    for (const [group, steps] of Object.entries(changes)) {
      test(`each ${group} preference is sent with PUT /auth/me, applied and kept`, async ({ page }) => {
        await open(page, language, { noPreferences: true });
        const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
        let expected: Record<string, unknown> = { ...SPEC_DEFAULTS, language, timezone: browserZone };
        for (const [key, value, change] of steps) {
          await change(page);
          expected = { ...expected, [key]: value };
          const body = await save(page, x);
          expect(body.preferences, `after changing ${key}`).toEqual(expected);
          expect(body.language).toBe(language);
        }
        // Applied at once: the editor reads its settings from userPreferences, the theme is on the page.
        expect(await storedPreferences(page)).toEqual(expected);
        if (group === 'notifications') await expect(page.locator('body')).toHaveClass(/bp6-dark/);
        // Kept: after a reload the form holds everything saved, so saving again sends the same.
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: x.heading })).toBeVisible();
        expect((await save(page, x)).preferences).toEqual(expected);
      });
    }

    test('the interface language switches from the form, in step with the header toggle', async ({ page }) => {
      await open(page, language);
      await page.getByLabel(x.language).selectOption(other);
      const body = await save(page, x);
      expect(body.language).toBe(other);
      expect(body.preferences.language).toBe(other);
      const y = TEXT[other];
      await expect(page.getByRole('heading', { level: 1, name: y.heading })).toBeVisible();
      await expect(page.getByText(y.saved)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'zh' ? 'zh-CN' : 'en');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
      // The header now offers the way back, and using it moves the form too.
      const back = page.waitForRequest(isSave('PUT'));
      await page.getByRole('button', { name: y.headerLanguage }).click();
      expect((await back).postDataJSON()).toEqual({ language, preferences: { language } });
      await expect(page.getByRole('heading', { level: 1, name: x.heading })).toBeVisible();
      await expect(page.getByLabel(x.language)).toHaveValue(language);
    });

    test('the header theme toggle and the form agree both ways, keeping other unsaved edits', async ({ page }) => {
      await open(page, language);
      await page.getByLabel(x.tabSize).selectOption('8');
      const toggled = page.waitForRequest(isSave('PUT'));
      await page.getByRole('button', { name: x.headerDark }).click();
      expect((await toggled).postDataJSON()).toEqual({ preferences: { darkTheme: true } });
      await expect(page.locator('body')).toHaveClass(/bp6-dark/);
      await expect(page.getByLabel(x.darkTheme, { exact: true })).toBeChecked();
      await expect(page.getByLabel(x.tabSize)).toHaveValue('8');

      await page.getByLabel(x.darkTheme, { exact: true }).setChecked(false, { force: true });
      const body = await save(page, x);
      expect(body.preferences).toMatchObject({ darkTheme: false, tabSize: 8 });
      await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
      await expect(page.getByRole('button', { name: x.headerDark })).toBeVisible();
    });

    test('time zone and daily target are checked before saving', async ({ page }) => {
      await open(page, language);
      let saves = 0;
      page.on('request', (request) => {
        if (isSave('PUT')(request)) saves += 1;
      });
      await page.getByLabel(x.timezone).fill('');
      await page.getByLabel(x.dailyTarget).fill('21');
      await page.getByRole('button', { name: x.save }).click();
      await expect(page.getByText(x.timezoneRequired)).toBeVisible();
      await expect(page.getByText(x.dailyTargetRange)).toBeVisible();
      await page.getByLabel(x.timezone).fill('Mars/Olympus');
      await expect(page.getByText(x.timezoneInvalid)).toBeVisible();
      expect(saves).toBe(0);
    });

    test('a failed save (500, then 422) shows the reason and keeps what was typed', async ({ page }) => {
      await open(page, language);
      const before = await storedPreferences(page);
      await prefer(page, '**/api/v1/auth/me', { code: 500, method: 'PUT' });
      await page.getByLabel(x.tabSize).selectOption('8');
      await page.getByLabel(x.dailyTarget).fill('7');
      await save(page, x);
      await expect(page.locator('.bp6-toast')).toHaveText(x.saveFailed + x.serverError);
      await expect(page.getByLabel(x.tabSize)).toHaveValue('8');
      await expect(page.getByLabel(x.dailyTarget)).toHaveValue('7');
      expect(await storedPreferences(page)).toEqual(before);

      // Routes chain newest first, so the 500 answer is taken away before asking for a 422.
      await page.unroute('**/api/v1/auth/me');
      await prefer(page, '**/api/v1/auth/me', { code: 422, example: 'en', method: 'PUT' });
      await save(page, x);
      // Field issues are the server's technical words in its own language: the user reads the translated kind.
      await expect(page.locator('.bp6-toast').filter({ hasText: x.invalidRequest })).toHaveText(x.saveFailed + x.invalidRequest);
      await expect(page.getByLabel(x.dailyTarget)).toHaveValue('7');
    });

    test('password rules, same password and mismatch are checked before sending', async ({ page }) => {
      await open(page, language);
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().includes('/auth/change-password')) sent += 1;
      });
      const next = page.getByLabel(x.next, { exact: true });
      await page.getByLabel(x.current, { exact: true }).fill('Passw0rdDemo');
      await page.getByLabel(x.confirm, { exact: true }).fill('other');
      for (const [password, message] of [
        ['Sh0rt', x.min],
        ['lowercase1', x.upper],
        ['UPPERCASE1', x.lower],
        ['NoDigitsHere', x.digit],
      ] as const) {
        await next.fill(password);
        await page.getByRole('button', { name: x.changePassword }).click();
        await expect(page.getByText(message)).toBeVisible();
      }
      await expect(page.getByText(x.mismatch)).toBeVisible();
      await next.fill('Passw0rdDemo');
      await page.getByLabel(x.confirm, { exact: true }).fill('Passw0rdDemo');
      await page.getByRole('button', { name: x.changePassword }).click();
      await expect(page.getByText(x.same)).toBeVisible();
      expect(sent).toBe(0);
    });

    test('the server saying the current password is wrong (400 current_password_incorrect)', async ({ page }) => {
      await open(page, language);
      await prefer(page, '**/api/v1/auth/change-password', { code: 400, example: 'currentPasswordIncorrect' });
      await page.getByLabel(x.current, { exact: true }).fill('WrongPass1');
      await page.getByLabel(x.next, { exact: true }).fill('Suanfa2026Lin');
      await page.getByLabel(x.confirm, { exact: true }).fill('Suanfa2026Lin');
      await page.getByRole('button', { name: x.changePassword }).click();
      await expect(page.locator('.bp6-toast')).toHaveText(x.passwordFailed + x.incorrect);
      // Marked at the field too, with what was typed kept for correcting.
      await expect(page.getByLabel(x.current, { exact: true })).toBeFocused();
      await expect(page.getByLabel(x.current, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(x.next, { exact: true })).toHaveValue('Suanfa2026Lin');
    });

    test('a password change is sent and confirmed', async ({ page }) => {
      await open(page, language);
      await page.getByLabel(x.current, { exact: true }).fill('Passw0rdDemo');
      await page.getByLabel(x.next, { exact: true }).fill('Suanfa2026Lin');
      await page.getByLabel(x.confirm, { exact: true }).fill('Suanfa2026Lin');
      const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/change-password') && r.method() === 'PUT');
      await page.getByRole('button', { name: x.changePassword }).click();
      expect((await request).postDataJSON()).toEqual({ current_password: 'Passw0rdDemo', new_password: 'Suanfa2026Lin' });
      await expect(page.locator('.bp6-toast')).toHaveText(x.changed);
      await expect(page.getByLabel(x.current, { exact: true })).toHaveValue('');
      await expect(page.getByLabel(x.next, { exact: true })).toHaveValue('');
    });

    test('deletion needs the exact username; cancel keeps the account; confirm deletes and logs out', async ({ page }) => {
      await open(page, language);
      const button = page.getByRole('button', { name: x.deleteButton });
      await expect(button).toBeDisabled();
      await page.getByLabel(x.typeLabel).fill('lin_xiaomin');
      await expect(button).toBeDisabled();
      await page.getByLabel(x.typeLabel).fill('Lin_xiaoming');
      await expect(button).toBeDisabled();
      await page.getByLabel(x.typeLabel).fill('lin_xiaoming');
      await expect(button).toBeDisabled();
      await page.getByLabel(x.passwordLabel).fill('Passw0rdDemo');
      await expect(button).toBeEnabled();

      let deletes = 0;
      page.on('request', (request) => {
        if (isSave('DELETE')(request)) deletes += 1;
      });
      await button.click();
      await page.getByRole('alertdialog').getByRole('button', { name: x.cancel }).click();
      await expect(page.getByRole('alertdialog')).toBeHidden();
      expect(deletes).toBe(0);
      await expect(page).toHaveURL(/\/settings$/);

      await button.click();
      const request = page.waitForRequest(isSave('DELETE'));
      await page.getByRole('button', { name: x.deleteConfirm }).click();
      expect((await request).postDataJSON()).toEqual({ username: 'lin_xiaoming', current_password: 'Passw0rdDemo' });
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(x.deleted)).toBeVisible();
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    });

    test('"log out everywhere" asks once, ends every session on the server, and goes to the login page', async ({ page }) => {
      await open(page, language);
      const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/logout') && r.method() === 'POST');
      await page.getByRole('button', { name: x.everywhere, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: x.everywhereConfirm }).click();
      const sent = await request;
      expect(sent.postDataJSON()).toEqual({ everywhere: true });
      expect(sent.headers().authorization).toMatch(/^Bearer ./);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(x.everywhereDone)).toBeVisible();
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    });

    test('a failed deletion shows the reason and keeps the session', async ({ page }) => {
      await open(page, language);
      await prefer(page, '**/api/v1/auth/me', { code: 500, method: 'DELETE' });
      await page.getByLabel(x.typeLabel).fill('lin_xiaoming');
      await page.getByLabel(x.passwordLabel).fill('Passw0rdDemo');
      await page.getByRole('button', { name: x.deleteButton }).click();
      await page.getByRole('button', { name: x.deleteConfirm }).click();
      await expect(page.locator('.bp6-toast')).toHaveText(x.deleteFailed + x.serverError);
      await expect(page.getByRole('alertdialog')).toBeHidden();
      await expect(page).toHaveURL(/\/settings$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    });

    test('the only admin is told to make another admin first, and keeps the account', async ({ page }) => {
      await open(page, language);
      await prefer(page, '**/api/v1/auth/me', { code: 400, example: 'lastAdmin', method: 'DELETE' });
      await page.getByLabel(x.typeLabel).fill('lin_xiaoming');
      await page.getByLabel(x.passwordLabel).fill('Passw0rdDemo');
      await page.getByRole('button', { name: x.deleteButton }).click();
      await page.getByRole('button', { name: x.deleteConfirm }).click();
      await expect(page.locator('.bp6-toast')).toHaveText(x.deleteFailed + x.lastAdmin);
      // At the top of the window, not of the document (the page is scrolled down to the deletion card).
      await expect(page.locator('.bp6-toast')).toBeInViewport();
      await expect(page).toHaveURL(/\/settings$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    });
  });
}
