// The product for real, as its first users meet it: a new installation, a first account that becomes its admin,
// a code read from a real SMTP server, preferences that survive a reload, a password change that ends the old
// session, a second account administered by the first, the only admin kept from leaving, and an account deleted.
// Every request and response goes through Prism (--errors); the last test fails on any contract violation it
// reported.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EN, register, ZH } from './accounts';
import { VIOLATIONS_FILE } from './stack';
import { openUserMenu } from '../user-menu';

test.describe.configure({ mode: 'serial' });

const ADMIN = { username: 'lane_admin', email: 'lane.admin@example.com', password: 'Xuexi2026Go', next: 'Suanfa2026Lin' };
const LEARNER = { username: 'lane_learner', email: 'lane.learner@example.com', password: 'Interview2026Ready' };
const READER = { username: 'lane_reader', email: 'lane.reader@example.com', password: 'Reading2026Go' };

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const meStatus = async (page: Page, bearer: string | null) =>
  (await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${bearer}` } })).status();

let browser: Browser;
let page: Page;
test.beforeAll(async ({ browser: b }) => {
  browser = b;
  page = await browser.newPage();
});
test.afterAll(async () => {
  await page.close();
});

test('the first account registers with the code from the mail, and administers the new installation', async () => {
  await register(page, ADMIN, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first account of a new installation is its admin: the side menu offers the console.
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '管理后台' })).toBeVisible();
});

test('logs out, is refused with a wrong password, and logs in', async () => {
  await openUserMenu(page, page.getByRole('button', { name: `${ADMIN.username} 的用户菜单`, exact: true }));
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('用户名或邮箱').fill(ADMIN.email);
  await page.getByLabel('密码', { exact: true }).fill('Wrong2026Go');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('preferences and the interface language are kept by the server across a reload', async () => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  await page.getByLabel('缩进宽度').selectOption('8');
  await page.getByLabel('深色主题', { exact: true }).setChecked(true, { force: true });
  await page.getByRole('button', { name: '保存偏好' }).click();
  await expect(page.getByText('偏好设置已保存')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/me') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect((await saved).status()).toBe(200);
  // The server keeps them: with the browser's copies of the preferences wiped, the reloaded page shows what it
  // kept. (The interface language stays the one this browser uses, as the client is designed; the server has it too.)
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user')!);
    localStorage.setItem('user', JSON.stringify({ ...user, preferences: {} }));
    localStorage.removeItem('userPreferences');
  });
  const me = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(await me.json()).toMatchObject({ language: 'en', preferences: { language: 'en', tabSize: 8, darkTheme: true } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Tab size')).toHaveValue('8');
  await expect(page.getByLabel('Dark theme', { exact: true })).toBeChecked();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
});

test('a password change keeps this session with a new token and refuses the old one', async () => {
  const before = await token(page);
  await page.getByLabel('Current password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('New password', { exact: true }).fill(ADMIN.next);
  await page.getByLabel('Confirm new password', { exact: true }).fill(ADMIN.next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.bp6-toast')).toHaveText('Password changed');
  const after = await token(page);
  expect(after).not.toBe(before);
  expect(await meStatus(page, before)).toBe(401);
  expect(await meStatus(page, after)).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the first account administers a second: search, promote, export, delete', async () => {
  // The second account signs up in English.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  const learnerPage = await context.newPage();
  await register(learnerPage, LEARNER, EN);
  await expect(learnerPage).toHaveURL(/\/dashboard$/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Users table' });
  await page.getByLabel('Search users').fill('learner');
  await expect(table.getByText(LEARNER.username, { exact: true })).toBeVisible();
  await expect(table.getByText(ADMIN.username, { exact: true })).toBeHidden();

  await page.getByRole('button', { name: `Make ${LEARNER.username} an admin` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make admin', exact: true }).click();
  await expect(page.getByText(`${LEARNER.username} is now an admin.`)).toBeVisible();
  // Rights given are there at once: the learner's next page shows the console.
  await learnerPage.reload();
  await expect(learnerPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' })).toBeVisible();

  await page.getByLabel('Search users').fill('');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all users' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^algocoach-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8').trim().split('\n');
  expect(csv[0]).toBe('id,username,email,is_admin,email_verified,language,created_at,last_active_at,submission_count');
  expect(csv.slice(1).map((line) => line.split(',').slice(1, 5).join(','))).toEqual([
    `${ADMIN.username},${ADMIN.email},true,true`,
    `${LEARNER.username},${LEARNER.email},true,true`,
  ]);

  await page.getByRole('button', { name: `Delete ${LEARNER.username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(table.getByText(LEARNER.username, { exact: true })).toBeHidden();
  // Their session ended with the account.
  await learnerPage.reload();
  await expect(learnerPage).toHaveURL(/\/login$/);
  await context.close();

  // The console's activity feed tells the story, in the admin's language.
  await expect(page.getByText(`${ADMIN.username} deleted user ${LEARNER.username} (0 submissions removed)`)).toBeVisible();
});

test('the only admin cannot delete their account; a learner deleting theirs signs out for good', async () => {
  // The admin is the only one left (the second account was deleted): the server refuses, and says why.
  await page.goto('/settings');
  await page.getByLabel('Type your username').fill(ADMIN.username);
  // The password changed earlier in the lane.
  await page.getByLabel('Your password').fill(ADMIN.next);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('You are the only admin: make another user an admin before deleting your account')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await meStatus(page, await token(page))).toBe(200);

  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  const readerPage = await context.newPage();
  await register(readerPage, READER, EN);
  await expect(readerPage).toHaveURL(/\/dashboard$/);
  await readerPage.goto('/settings');
  await readerPage.getByLabel('Type your username').fill(READER.username);
  await readerPage.getByLabel('Your password').fill(READER.password);
  await readerPage.getByRole('button', { name: 'Delete my account' }).click();
  await readerPage.getByRole('button', { name: 'Delete for good' }).click();
  await expect(readerPage).toHaveURL(/\/login$/);
  await expect(readerPage.getByText('Your account has been deleted')).toBeVisible();
  await readerPage.getByLabel('Username or email').fill(READER.username);
  await readerPage.getByLabel('Password', { exact: true }).fill(READER.password);
  await readerPage.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(readerPage.getByRole('form', { name: 'Log in' }).getByRole('alert')).toContainText('Invalid username or password');
  await context.close();
});

test('every request and response of the journey kept to the contract', () => {
  expect(readFileSync(VIOLATIONS_FILE, 'utf8')).toBe('');
});
