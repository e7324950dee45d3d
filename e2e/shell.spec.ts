// The app shell (issue 3): route guards, 404, header controls, session policies — in both languages.
import { DEMO_TOKEN, expect, openUserMenu, prefer, setup, test, type DemoUser } from './fixtures';
import type { Page } from '@playwright/test';

const TEXT = {
  zh: { notFound: '页面未找到', back: '返回仪表盘', login: '登录', menu: '主菜单', admin: '管理后台', dark: '切换到深色主题', light: '切换到浅色主题', switchLang: 'Switch to English', collapse: '收起菜单', expand: '展开菜单', logout: '退出登录', profile: '个人资料' },
  en: { notFound: 'Page Not Found', back: 'Back to dashboard', login: 'Log in', menu: 'Main menu', admin: 'Admin', dark: 'Switch to dark theme', light: 'Switch to light theme', switchLang: '切换到中文', collapse: 'Collapse menu', expand: 'Expand menu', logout: 'Log out', profile: 'Profile' },
} as const;

const TEXT_MENU = { zh: { problems: '题库' }, en: { problems: 'Problems' } } as const;
const PROTECTED = ['/dashboard', '/problems', '/problems/0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01', '/progress', '/history', '/settings'];
const PUBLIC_ONLY = ['/login', '/register', '/forgot-password', '/reset-password'];

test.describe('guard matrix', () => {
  for (const path of [...PROTECTED, '/admin']) {
    test(`unauthenticated ${path} → /login`, async ({ page }) => {
      await setup(page, { user: null, language: 'en' });
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }
  for (const user of ['learner', 'admin'] as DemoUser[]) {
    for (const path of PROTECTED) {
      test(`${user} may open ${path}`, async ({ page }) => {
        await setup(page, { user, language: 'en' });
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: TEXT.en.menu })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
      });
    }
    for (const path of PUBLIC_ONLY) {
      test(`${user} on ${path} → /dashboard`, async ({ page }) => {
        await setup(page, { user, language: 'en' });
        await page.goto(path);
        await expect(page).toHaveURL(/\/dashboard$/);
      });
    }
  }
  for (const path of PUBLIC_ONLY) {
    test(`unauthenticated may open ${path}`, async ({ page }) => {
      await setup(page, { user: null, language: 'en' });
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
  test('/verify-email is open to everyone', async ({ page, browser }) => {
    await setup(page, { user: null, language: 'en' });
    await page.goto('/verify-email');
    await expect(page).toHaveURL(/\/verify-email$/);
    const other = await browser.newPage();
    await setup(other, { user: 'learner', language: 'en' });
    await other.goto('/verify-email');
    await expect(other).toHaveURL(/\/verify-email$/);
    // Its /auth/me handler may still be waiting on Prism (the test's own fixture only covers `page`).
    await other.unrouteAll({ behavior: 'ignoreErrors' });
    await other.close();
  });
  test('/ → /dashboard', async ({ page }) => {
    await setup(page, { user: 'learner', language: 'en' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
  test('a learner on /admin → /dashboard, and sees no admin menu entry', async ({ page }) => {
    await setup(page, { user: 'learner', language: 'en' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: TEXT.en.menu }).getByRole('link', { name: TEXT.en.admin })).toHaveCount(0);
  });
  test('an admin may open /admin and sees the admin menu entry', async ({ page }) => {
    await setup(page, { user: 'admin', language: 'en' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: TEXT.en.menu }).getByRole('link', { name: TEXT.en.admin })).toBeVisible();
  });
});

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`shell (${language})`, () => {
    test('unknown paths show the 404 page with a way back', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('the theme toggle puts the dark class on <body> and back', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: text.dark }).click();
      await expect(page.locator('body')).toHaveClass(/bp6-dark/);
      await page.getByRole('button', { name: text.light }).click();
      await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
    });

    test('the language toggle switches texts, <html lang> and storage', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: text.switchLang }).click();
      const other = language === 'zh' ? 'en' : 'zh';
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'zh' ? 'zh-CN' : 'en');
      await expect(page.getByRole('navigation', { name: TEXT[other].menu })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
    });

    test('the menu collapses to the short brand and expands again', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: text.menu });
      await page.getByRole('button', { name: text.collapse }).click();
      await expect(nav).toContainText('AC');
      await expect(page.getByRole('button', { name: text.expand })).toHaveAttribute('aria-expanded', 'false');
      await page.getByRole('button', { name: text.expand }).click();
      await expect(nav).toContainText(language === 'zh' ? '算法教练' : 'AlgoCoach');
    });

    test('header toggles and collapsed menu entries show their names as tooltips; Escape hides them', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/dashboard');
      // The tooltips are drawn by CSS (a ::after of the element carrying data-tip).
      const tooltip = (locator: import('@playwright/test').Locator) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element, '::after');
          return { text: element.getAttribute('data-tip'), shown: style.visibility === 'visible' && style.opacity === '1' };
        });
      const theme = page.getByRole('button', { name: text.dark, exact: true });
      expect(await tooltip(theme)).toEqual({ text: text.dark, shown: false });
      await theme.hover();
      await expect.poll(() => tooltip(theme)).toEqual({ text: text.dark, shown: true });
      await page.keyboard.press('Escape');
      await expect.poll(() => tooltip(theme)).toEqual({ text: text.dark, shown: false });

      await page.getByRole('button', { name: text.collapse }).click();
      const entry = page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: TEXT_MENU[language].problems, exact: true });
      await entry.hover();
      await expect.poll(() => tooltip(entry)).toEqual({ text: TEXT_MENU[language].problems, shown: true });
      // Not clipped by the menu: the tooltip's right edge lies beyond the collapsed menu's.
      const [tipRight, menuRight] = await entry.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const after = getComputedStyle(element, '::after');
        return [box.right + parseFloat(after.marginLeft || '0') + 8 + parseFloat(after.width), element.closest('aside')!.getBoundingClientRect().right];
      });
      expect(tipRight).toBeGreaterThan(menuRight);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('aside')!).overflowX)).toBe('visible');
    });

    test('on a narrow screen the menu is a drawer', async ({ page }) => {
      await page.setViewportSize({ width: 600, height: 800 });
      await setup(page, { user: 'learner', language });
      await page.goto('/dashboard');
      await expect(page.getByRole('navigation', { name: text.menu })).toHaveCount(0);
      await page.getByRole('button', { name: text.expand }).click();
      const nav = page.getByRole('navigation', { name: text.menu });
      await expect(nav).toBeVisible();
      await nav.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/\/problems$/);
      await expect(page.getByRole('navigation', { name: text.menu })).toHaveCount(0);
    });

    test('the user menu leads to settings and logs out, clearing the session', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/dashboard');
      await openUserMenu(page, page.getByRole('button', { name: /lin_xiaoming/ }));
      await page.getByRole('menuitem', { name: text.profile }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await openUserMenu(page, page.getByRole('button', { name: /lin_xiaoming/ }));
      await page.getByRole('menuitem', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/login$/);
      const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), JSON.parse(localStorage.getItem('userPreferences') ?? '{}')]);
      expect(stored).toEqual([null, null, { darkTheme: false, language }]);
    });
  });
}

test.describe('session policies', () => {
  test('a stored session is checked at startup; a failed check clears it and goes to /login', async ({ page }) => {
    await setup(page, { user: 'learner', language: 'en' });
    await page.unroute('**/api/v1/auth/me');
    await prefer(page, '**/api/v1/auth/me', { code: 401 });
    await page.goto('/progress');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a 401 from any call ends the session; logging in again returns to where the user was', async ({ page }) => {
    await setup(page, { user: 'learner', language: 'en' });
    // The page's own calls must be answered before the server starts refusing, or the 401 would end the
    // session on /history before the user clicks anything.
    const listed = page.waitForResponse('**/api/v1/submissions/?*');
    await page.goto('/history');
    await listed;
    await expect(page.getByRole('navigation', { name: TEXT.en.menu })).toBeVisible();
    // Every call from now on is refused: the session expired on the server.
    await page.unroute('**/api/v1/auth/me');
    await prefer(page, '**/api/v1/**', { code: 401 });
    await page.getByRole('navigation', { name: TEXT.en.menu }).getByRole('link', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The login page knows where to go back to.
    const state = await page.evaluate(() => (history.state as { usr?: { from?: string } }).usr?.from);
    expect(state).toBe('/progress');
  });

  test('x-new-token replaces the stored token', async ({ page }) => {
    await setup(page, { user: 'learner', language: 'en' });
    const fresh = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmcmVzaCJ9.bmV3LXNpZ25hdHVyZQ';
    // Every answer carries the new token: the page's calls finish in any order, and the last answer's token is
    // the one kept (the contract's own examples carry another refreshed token).
    await page.route('**/api/v1/auth/me', async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=learnerZh' } });
      await route.fulfill({ response, headers: { ...response.headers(), 'x-new-token': fresh } });
    });
    await page.route(/\/api\/v1\/(?!auth\/me)/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-new-token': fresh } });
    });
    await page.goto('/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(fresh);
    expect(fresh).not.toBe(DEMO_TOKEN);
  });

  test('logging out in one tab logs out the others', async ({ context }) => {
    const first = await context.newPage();
    await setup(first, { user: 'learner', language: 'en' });
    await first.goto('/dashboard');
    const second = await context.newPage();
    await second.route('**/api/v1/auth/me', (route) => route.fallback());
    await second.goto('/progress');
    await expect(second.getByRole('navigation', { name: TEXT.en.menu })).toBeVisible();
    await openUserMenu(first, first.getByRole('button', { name: /lin_xiaoming/ }));
    await first.getByRole('menuitem', { name: TEXT.en.logout }).click();
    await expect(second).toHaveURL(/\/login$/);
  });
});

test.describe('start-up preload', () => {
  // What index.html's inline script (src/start-preload.js) asks for: recorded as it adds each link, while it is the
  // running script (the app's own loader adds links later, from module code, where there is no current script).
  async function recordInlinePreloads(page: Page) {
    await page.addInitScript(() => {
      const recorded: string[] = [];
      (window as unknown as { inlinePreloads: string[] }).inlinePreloads = recorded;
      const append = Element.prototype.append;
      Element.prototype.append = function (this: Element, ...nodes: (Node | string)[]) {
        const script = document.currentScript;
        if (script instanceof HTMLScriptElement && !script.src) {
          for (const node of nodes) if (node instanceof HTMLLinkElement) recorded.push(`${node.rel} ${new URL(node.href).pathname}`);
        }
        append.apply(this, nodes);
      };
    });
    return () => page.evaluate(() => (window as unknown as { inlinePreloads: string[] }).inlinePreloads);
  }

  test('a signed-in visit asks for its page’s code, CSS and texts from the document’s head, all of them served', async ({ page }) => {
    await setup(page, { user: 'learner', language: 'en' });
    const preloads = await recordInlinePreloads(page);
    const answered = new Map<string, number>();
    page.on('response', (response) => answered.set(new URL(response.url()).pathname, response.status()));
    await page.goto('/problems/0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const asked = await preloads();
    const paths = asked.map((entry) => entry.split(' ')[1] ?? '');
    expect(asked.some((entry) => /^modulepreload \/assets\/problem-page-[\w-]+\.js$/.test(entry))).toBe(true);
    expect(asked.some((entry) => /^modulepreload \/assets\/app-layout-[\w-]+\.js$/.test(entry))).toBe(true);
    expect(asked.some((entry) => /^preload \/assets\/problem-page-[\w-]+\.css$/.test(entry))).toBe(true);
    // The texts: `common` and the page's namespace, in English and in the fallback, Chinese.
    expect(paths.filter((path) => /\/(common|practice)-[\w-]+\.js$/.test(path))).toHaveLength(4);
    await expect.poll(() => paths.filter((path) => answered.get(path) !== 200)).toEqual([]);
  });

  test('a visit without a session, or to a page the stored user may not open, asks for nothing early', async ({ page }) => {
    await setup(page, { user: null, language: 'en' });
    const preloads = await recordInlinePreloads(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await preloads()).toEqual([]);

    const learner = await page.context().newPage();
    await setup(learner, { user: 'learner', language: 'en' });
    const learnerPreloads = await recordInlinePreloads(learner);
    await learner.goto('/admin');
    await expect(learner).toHaveURL(/\/dashboard$/);
    expect(await learnerPreloads()).toEqual([]);
  });
});
