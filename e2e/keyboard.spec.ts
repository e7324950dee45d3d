// Keyboard use (issue 9 item 2): the main controls are reached with Tab / Shift+Tab and used with Enter,
// Space and Escape only; dialogs keep focus inside and give it back on close; every focus stop on the way
// shows a visible focus indicator. Each test runs in Chinese with the light theme and in English with the
// dark one, so both languages and both themes are covered.
import type { Locator, Page } from '@playwright/test';
import { expectFocusVisible, tabTo, text } from './a11y-helpers';
import { expect, prefer, setup, test, type DemoUser, type Language, type Theme } from './fixtures';

const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';

async function open(page: Page, path: string, user: DemoUser | null, language: Language, theme: Theme, content?: Locator) {
  await setup(page, { user, language, theme });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Monaco's chunk is large; on a busy machine it can take longer than the default expect timeout to appear.
  if (content) await expect(content).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('.state--loading, .full-page-spinner')).toHaveCount(0);
}

/**
 * Fails unless focus stays inside the open overlay (Blueprint's `.bp6-overlay-content`: the drawer, or the
 * container of a dialog) over `presses` Tab and Shift+Tab presses, visibly at every stop.
 */
async function expectFocusTrapped(page: Page, presses = 8) {
  const selector = '.bp6-overlay-content';
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate((s) => !!document.activeElement?.closest(s), selector), `focus stays in ${selector} after ${press + 1} presses`).toBe(true);
    await expectFocusVisible(page);
  }
}

for (const [language, theme] of [
  ['zh', 'light'],
  ['en', 'dark'],
] as [Language, Theme][]) {
  const t = (id: string, values?: Record<string, string | number>) => text(language, id, values);

  test.describe(`keyboard (${language}, ${theme})`, () => {
    test('login: the form is filled and sent with the keyboard; the skip link jumps to the form', async ({ page }) => {
      await open(page, '/login', null, language, theme);
      // Focus starts in the first field (autofocus), so Shift+Tab walks back through the toolbar to the skip link.
      const username = page.getByLabel(t('auth:fields.usernameOrEmail'));
      await expect(username).toBeFocused();
      const skip = page.getByRole('link', { name: t('layout.skipToContent') });
      await tabTo(page, skip, { back: true, max: 5 });
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();

      await tabTo(page, username, { max: 3 });
      await page.keyboard.type('lin_xiaoming');
      await tabTo(page, page.getByLabel(t('auth:fields.password'), { exact: true }), { max: 2 });
      await page.keyboard.type('Passw0rdDemo');
      await tabTo(page, page.getByRole('button', { name: t('auth:login.submit'), exact: true }), { max: 4 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('header: skip link, theme and language toggles, user menu', async ({ page }) => {
      await open(page, '/dashboard', 'learner', language, theme);
      const skip = page.getByRole('link', { name: t('layout.skipToContent') });
      await tabTo(page, skip, { max: 1 });
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();

      // Back to the header from the top of the page.
      await page.keyboard.press('Shift+Tab');
      const themeButton = page.getByRole('button', { name: t(theme === 'dark' ? 'header.lightTheme' : 'header.darkTheme') });
      await tabTo(page, themeButton, { back: true, max: 15 });
      await page.keyboard.press('Enter');
      await expect(page.locator('body')).toHaveClass(theme === 'dark' ? /^(?![\s\S]*bp6-dark)/ : /bp6-dark/);
      await expectFocusVisible(page); // in the other theme now
      await page.keyboard.press('Enter');
      await expect(page.locator('body')).toHaveClass(theme === 'dark' ? /bp6-dark/ : /^(?![\s\S]*bp6-dark)/);

      await tabTo(page, page.getByRole('button', { name: t('header.switchLanguage') }), { max: 1 });
      await page.keyboard.press('Space');
      const other: Language = language === 'zh' ? 'en' : 'zh';
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'zh' ? 'zh-CN' : 'en');
      await page.keyboard.press('Space');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');

      const userButton = page.getByRole('button', { name: t('header.userMenuFor', { name: 'lin_xiaoming' }) });
      await tabTo(page, userButton, { max: 1 });
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      const profile = menu.getByRole('menuitem', { name: t('header.profile') });
      await expect(profile).toBeFocused();
      await expectFocusVisible(page);
      await tabTo(page, menu.getByRole('menuitem', { name: t('header.logout') }), { max: 1 });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(userButton).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(profile).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/settings$/);
    });

    test('side menu: links are followed and the menu collapses with the keyboard', async ({ page }) => {
      await open(page, '/dashboard', 'learner', language, theme);
      const nav = page.getByRole('navigation', { name: t('menu.label') });
      await tabTo(page, nav.getByRole('link', { name: t('menu.problems') }), { max: 10 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/problems$/);
      await tabTo(page, nav.getByRole('link', { name: t('menu.history') }), { max: 5 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/history$/);

      const toggle = page.getByRole('button', { name: t('header.collapseMenu') });
      await tabTo(page, toggle, { back: true, max: 12 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: t('header.expandMenu') })).toHaveAttribute('aria-expanded', 'false');
      // Collapsed, the entries are icons with their names as labels, still reachable.
      await tabTo(page, nav.getByRole('link', { name: t('menu.progress') }), { max: 10 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/progress$/);
    });

    test('narrow screen: the menu drawer opens, traps focus, navigates and closes', async ({ page }) => {
      await page.setViewportSize({ width: 600, height: 800 });
      await open(page, '/dashboard', 'learner', language, theme);
      const toggle = page.getByRole('button', { name: t('header.expandMenu') });
      await tabTo(page, toggle, { max: 3 });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: t('brand.name') });
      await expect(drawer.getByRole('navigation', { name: t('menu.label') })).toBeVisible();
      await expect(drawer).toBeFocused();
      await expectFocusVisible(page);
      await expectFocusTrapped(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      await tabTo(page, drawer.getByRole('link', { name: t('menu.settings') }), { max: 10 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/settings$/);
      await expect(drawer).toBeHidden();
    });

    test('problem list: a filter is set and a problem opened with the keyboard', async ({ page }) => {
      await open(page, '/problems', 'learner', language, theme);
      await expect(page.locator(`a[href="/problems/${TWO_SUM}"]`)).toBeVisible();
      const difficulty = page.getByLabel(t('problems:list.filters.difficulty'), { exact: true });
      await tabTo(page, difficulty, { max: 20 });
      // A closed native select changes its value with the arrow keys.
      const request = page.waitForRequest((r) => r.url().includes('/api/v1/problems/?') && /difficulty=\w+/.test(r.url()));
      await page.keyboard.press('ArrowDown');
      await request;
      await expect(page).toHaveURL(/difficulty=\w+/);
      const first = page.locator('table tbody a[href^="/problems/"]').first();
      await expect(first).toBeVisible();
      await tabTo(page, first, { max: 20 });
      const href = await first.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test('problem page: code typed, Tab leaves the editor after Ctrl+M, analysed with Enter', async ({ page }) => {
      await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
      const editor = page.getByRole('textbox', { name: t('practice:editor.ariaLabel') });
      await open(page, `/problems/${TWO_SUM}`, 'learner', language, theme, editor);
      await tabTo(page, editor, { max: 25 });
      await page.keyboard.insertText('class Solution:\n    def twoSum(self, nums, target):\n        return []');
      // Inside Monaco, Tab indents; Ctrl+M (Monaco's own binding, named in the page's shortcut line) lets Tab move focus on.
      await page.keyboard.press('Control+M');
      await tabTo(page, page.getByRole('button', { name: t('practice:analyze.button'), exact: true }), { max: 2 });
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('analysis-result')).toBeVisible();
    });

    test('plan history drawer: opened with Enter, traps focus, Escape closes and focus returns', async ({ page }) => {
      await open(page, '/dashboard', 'learner', language, theme);
      const button = page.getByRole('button', { name: t('dashboard:history.open') });
      await tabTo(page, button, { max: 12 });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: t('dashboard:history.title') });
      await expect(drawer.locator('table tbody tr').first()).toBeVisible();
      await expect(drawer).toBeFocused();
      await expectFocusTrapped(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('admin table: rows selected with Space, row action confirmed by keyboard, focus returns', async ({ page }) => {
      await open(page, '/admin', 'admin', language, theme);
      await expect(page.getByText('chen_jing', { exact: true })).toBeVisible();
      const search = page.getByLabel(t('admin:users.search.label'));
      await tabTo(page, search, { max: 40 });
      const selectChen = page.getByRole('checkbox', { name: t('admin:users.actions.select', { name: 'chen_jing' }) });
      await tabTo(page, selectChen, { max: 60 });
      await page.keyboard.press('Space');
      await expect(page.getByTestId('selected-count')).toHaveText(t('admin:bulk.selected', { count: 1 }));

      const remove = page.getByRole('button', { name: t('admin:users.actions.delete', { name: 'chen_jing' }) });
      await tabTo(page, remove, { max: 4 });
      await page.keyboard.press('Enter');
      const alert = page.getByRole('alertdialog', { name: t('admin:delete.question', { name: 'chen_jing' }) });
      await expect(alert).toBeVisible();
      // Focus starts on the safe choice.
      await expect(alert.getByRole('button', { name: t('actions.cancel') })).toBeFocused();
      await expectFocusTrapped(page, 5);
      await page.keyboard.press('Escape');
      await expect(alert).toBeHidden();
      await expect(remove).toBeFocused();

      // Shift+Tab back to the row's box and clear it again.
      await tabTo(page, selectChen, { back: true, max: 4 });
      await page.keyboard.press('Space');
      await expect(page.getByTestId('selected-count')).toHaveText(t('admin:bulk.selected', { count: 0 }));
    });
  });
}
