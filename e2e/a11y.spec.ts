// Accessibility (issue 9 item 2): axe finds no serious or critical WCAG 2.1 A/AA violation on any route of
// product-spec §2, in both languages and both themes, nor in the main open states (dialogs and drawers, the
// narrow-screen menu, the user menu, the analysis result with hints, form errors, an error state).
//
// A page that stays open is scanned in all four looks (zh/en × light/dark) in one load: the app switches language
// and theme in place (the header's toggles, src/lib/preferences.ts), so a fresh load per look only repeated the
// app's start. Which look a page is loaded in first rotates from route to route, so every look is also met
// straight from a fresh load somewhere. Open dialogs and drawers, which cover the toggles, are still one test per look.
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations, text } from './a11y-helpers';
import { DEMO_USERS, expect, prefer, setup, test, type DemoUser, type Language, type Theme } from './fixtures';

const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';
const RESET_TOKEN = 'q7Zk3X9hL2mN8pR4tV7wY1bC6dF0gJ5s';
// Monaco's chunk is large; on a busy machine it can take longer than the default expect timeout to appear.
const EDITOR = { timeout: 30_000 };
// A route's lazy chunks and first data, on a busy 2-core CI box where several browsers share the CPU.
const PAGE = { timeout: 20_000 };
// An open dialog, drawer or menu is scanned on its own: the page behind it has its own route test, and
// scanning it again (with its table or editor) only slows the run down.
const OVERLAY = '.bp6-overlay-open';

/** Waits until a page shows its data: its level-1 heading, the route's own content, no loading indicator. */
async function ready(page: Page, marker?: Locator) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(PAGE);
  if (marker) await expect(marker.first()).toBeVisible(EDITOR);
  await expect(page.locator('.state--loading, .bp6-skeleton, .full-page-spinner')).toHaveCount(0);
}

async function open(page: Page, path: string, { user, language, theme }: { user: DemoUser | null; language: Language; theme: Theme }) {
  await setup(page, { user, language, theme });
  await page.goto(path);
  await expect(page.locator('body')).toHaveClass(theme === 'dark' ? /bp6-dark/ : /^(?![\s\S]*bp6-dark)/);
}

interface Look {
  language: Language;
  theme: Theme;
}

// Around the circle each step changes one thing: the theme, or the language.
const LOOKS: Look[] = [
  { language: 'zh', theme: 'light' },
  { language: 'zh', theme: 'dark' },
  { language: 'en', theme: 'dark' },
  { language: 'en', theme: 'light' },
];
const lookName = ({ language, theme }: Look) => `${language}, ${theme}`;

/** All four looks, starting from the `start`-th: the first is the one the page loads in. */
const looksFrom = (start: number) => [...LOOKS.slice(start % LOOKS.length), ...LOOKS.slice(0, start % LOOKS.length)];

/**
 * A signed-in user's toggle is saved in the background (PUT /auth/me). Prism checks the request and answers with
 * its first example, a learner: the answer keeps the signed-in demo user's identity, so the admin stays an admin.
 */
async function keepUserOnSave(page: Page, user: DemoUser | null) {
  if (!user) return;
  const demo = DEMO_USERS[user];
  await page.route('**/api/v1/auth/me', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, id: demo.id, username: demo.username, is_admin: demo.is_admin } });
  });
}

/**
 * Switches the page from one look to the next with the app's own toggles (the header's, or the account pages'),
 * and waits until the page shows it: the body's theme class, the document's language, and the language toggle
 * re-rendered in the new language's texts (i18next switches once every namespace in use has loaded).
 */
async function switchLook(page: Page, from: Look, to: Look) {
  if (from.theme !== to.theme) await page.getByRole('button', { name: text(from.language, from.theme === 'dark' ? 'header.lightTheme' : 'header.darkTheme'), exact: true }).click();
  if (from.language !== to.language) await page.getByRole('button', { name: text(from.language, 'header.switchLanguage'), exact: true }).click();
  await expect(page.locator('body')).toHaveClass(to.theme === 'dark' ? /bp6-dark/ : /^(?![\s\S]*bp6-dark)/);
  await expect(page.locator('html')).toHaveAttribute('lang', to.language === 'zh' ? 'zh-CN' : 'en');
  await expect(page.getByRole('button', { name: text(to.language, 'header.switchLanguage'), exact: true })).toHaveText(text(to.language, 'header.otherLanguage'));
}

/**
 * Loads the page once in the first look, then for each look (switched in place) waits for `shown` and runs
 * `check`: one page load for the four looks.
 */
async function inEveryLook(page: Page, looks: Look[], load: (look: Look) => Promise<void>, check: (look: Look) => Promise<void>) {
  await load(looks[0]!);
  for (const [index, look] of looks.entries()) {
    if (index > 0) await switchLook(page, looks[index - 1]!, look);
    await check(look);
  }
}

interface RouteCase {
  path: string;
  user: DemoUser | null;
  marker?: (page: Page) => Locator;
  before?: (page: Page) => Promise<void>;
  /** The page has no language or theme toggle (the not-found page stands outside both layouts): a load per look. */
  noToggles?: true;
}

// Every route of spec §2 (src/lib/paths.ts), each as the user who may see it; the reset page with and
// without a valid token (the form, or the broken-link notice).
const ROUTES: RouteCase[] = [
  { path: '/login', user: null, marker: (p) => p.locator('form input[type=password]') },
  { path: '/register', user: null, marker: (p) => p.locator('form input[type=email]') },
  { path: '/forgot-password', user: null, marker: (p) => p.locator('form input') },
  { path: `/reset-password?token=${RESET_TOKEN}`, user: null, marker: (p) => p.locator('form input[type=password]') },
  { path: '/reset-password', user: null, marker: (p) => p.locator('a[href="/forgot-password"]') },
  { path: '/verify-email?email=lin%40example.com', user: null, marker: (p) => p.locator('form input') },
  { path: '/dashboard', user: 'learner', marker: (p) => p.getByTestId('plan-progress') },
  { path: '/problems', user: 'learner', marker: (p) => p.locator(`a[href="/problems/${TWO_SUM}"]`) },
  {
    path: `/problems/${TWO_SUM}`,
    user: 'learner',
    marker: (p) => p.locator('.monaco-editor'),
    before: (p) => prefer(p, '**/api/v1/submissions/problem/*', { example: 'none' }),
  },
  { path: '/progress', user: 'learner', marker: (p) => p.locator('.progress-chart__canvas[role=img] svg') },
  { path: '/history', user: 'learner', marker: (p) => p.getByTestId('history-patterns') },
  { path: '/settings', user: 'learner', marker: (p) => p.locator('form') },
  { path: '/admin', user: 'admin', marker: (p) => p.getByText('chen_jing', { exact: true }) },
  { path: '/no/such/page', user: 'learner', marker: (p) => p.locator('a[href="/dashboard"]'), noToggles: true },
];

// A scan is a full page load plus axe over the whole DOM (the admin table, Monaco): a few seconds on an idle
// machine, but several times that on a busy shared box, so each test gets more than the default 45 s.
test.describe.configure({ timeout: 120_000 });
// Four scans in one test.
const FOUR_LOOKS_TIMEOUT = 240_000;

test.describe('axe: routes, each in zh/en × light/dark', () => {
  ROUTES.forEach((route, index) => {
    const looks = looksFrom(index);
    if (route.noToggles) {
      for (const look of LOOKS)
        test(`${route.path} (${lookName(look)})`, async ({ page }) => {
          await route.before?.(page);
          await open(page, route.path, { user: route.user, ...look });
          await ready(page, route.marker?.(page));
          await expectNoSeriousViolations(page, `${route.path} (${lookName(look)})`);
        });
      return;
    }
    test(`${route.path} (${looks.map(lookName).join(' → ')})`, async ({ page }) => {
      test.setTimeout(FOUR_LOOKS_TIMEOUT);
      await route.before?.(page);
      await keepUserOnSave(page, route.user);
      await inEveryLook(
        page,
        looks,
        (look) => open(page, route.path, { user: route.user, ...look }),
        async (look) => {
          await ready(page, route.marker?.(page));
          await expectNoSeriousViolations(page, `${route.path} (${lookName(look)})`);
        },
      );
    });
  });
});

for (const language of ['zh', 'en'] as Language[]) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    const as = { language, theme };
    const label = (what: string) => `${what} (${language}, ${theme})`;

    test.describe(`axe: open states (${language}, ${theme})`, () => {
      test('problem page: the shortcuts dialog', async ({ page }) => {
        await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
        await open(page, `/problems/${TWO_SUM}`, { user: 'learner', ...as });
        await ready(page, page.locator('.monaco-editor'));
        await page.getByRole('button', { name: text(language, 'practice:hotkeys.show') }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousViolations(page, label('shortcuts dialog'), OVERLAY);
      });

      test('dashboard: plan history drawer and the user menu', async ({ page }) => {
        await open(page, '/dashboard', { user: 'learner', ...as });
        await ready(page, page.getByTestId('plan-progress'));
        await page.getByRole('button', { name: text(language, 'dashboard:history.open') }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.locator('table tbody tr').first()).toBeVisible();
        await expectNoSeriousViolations(page, label('plan history drawer'), OVERLAY);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();

        await page.getByRole('button', { name: text(language, 'header.userMenuFor', { name: 'lin_xiaoming' }) }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoSeriousViolations(page, label('user menu'), OVERLAY);
      });

      test('narrow screen: the menu drawer', async ({ page }) => {
        await page.setViewportSize({ width: 600, height: 800 });
        await open(page, '/dashboard', { user: 'learner', ...as });
        await ready(page, page.getByTestId('plan-progress'));
        await page.getByRole('button', { name: text(language, 'header.expandMenu') }).click();
        await expect(page.getByRole('navigation', { name: text(language, 'menu.label') })).toBeVisible();
        await expectNoSeriousViolations(page, label('menu drawer'), OVERLAY);
      });

      test('admin: the user drawer', async ({ page }) => {
        await open(page, '/admin', { user: 'admin', ...as });
        await ready(page, page.getByText('chen_jing', { exact: true }));
        await page.getByRole('button', { name: text(language, 'admin:users.actions.details', { name: 'chen_jing' }) }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expect(drawer.locator('.state--loading')).toHaveCount(0);
        await expectNoSeriousViolations(page, label('user drawer'), OVERLAY);
      });

      test('admin: a delete confirmation', async ({ page }) => {
        await open(page, '/admin', { user: 'admin', ...as });
        await ready(page, page.getByText('chen_jing', { exact: true }));
        await page.getByRole('button', { name: text(language, 'admin:users.actions.delete', { name: 'chen_jing' }) }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoSeriousViolations(page, label('delete confirmation'), OVERLAY);
      });

      test('history: the submission drawer', async ({ page }) => {
        await open(page, '/history', { user: 'learner', ...as });
        await ready(page, page.getByTestId('history-patterns'));
        const title = text(language, 'history:list.actions.viewLabel', { problem: language === 'zh' ? '20. 有效的括号' : '20. Valid Parentheses' });
        await page.getByRole('button', { name: title }).first().click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByTestId('history-feedback')).toBeVisible();
        await expectNoSeriousViolations(page, label('submission drawer'), OVERLAY);
      });

      test('history: a delete confirmation', async ({ page }) => {
        await open(page, '/history', { user: 'learner', ...as });
        await ready(page, page.getByTestId('history-patterns'));
        const remove = text(language, 'history:list.actions.deleteLabel', { problem: language === 'zh' ? '20. 有效的括号' : '20. Valid Parentheses' });
        await page.getByRole('button', { name: remove }).first().click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoSeriousViolations(page, label('submission delete confirmation'), OVERLAY);
      });

      test('settings: the delete-account confirmation', async ({ page }) => {
        await open(page, '/settings', { user: 'learner', ...as });
        await ready(page, page.locator('form'));
        await page.getByLabel(text(language, 'settings:delete.typeLabel', { username: 'lin_xiaoming' })).fill('lin_xiaoming');
        await page.getByLabel(text(language, 'settings:delete.passwordLabel')).fill('Passw0rdDemo');
        await page.getByRole('button', { name: text(language, 'settings:delete.submit') }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoSeriousViolations(page, label('delete-account confirmation'), OVERLAY);
      });

    });
  }
}

// Open states that leave the toggles within reach: each scanned in the four looks, switched in place.
test.describe('axe: open states, each in zh/en × light/dark', () => {
  test.describe.configure({ timeout: FOUR_LOOKS_TIMEOUT });

  test('problem page with an analysis and a hint', async ({ page }) => {
    await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
    await keepUserOnSave(page, 'learner');
    await inEveryLook(
      page,
      looksFrom(0),
      async (look) => {
        await open(page, `/problems/${TWO_SUM}`, { user: 'learner', ...look });
        await ready(page, page.locator('.monaco-editor'));
        await page.locator('.monaco-editor .view-lines').first().click();
        await page.keyboard.insertText('class Solution:\n    def twoSum(self, nums, target):\n        return []');
        await page.getByRole('button', { name: text(look.language, 'practice:analyze.button'), exact: true }).click();
        await expect(page.getByTestId('analysis-result')).toBeVisible();
        await page.getByRole('button', { name: text(look.language, 'practice:hints.ask', { level: 1, max: 3 }) }).click();
      },
      async (look) => {
        await expect(page.getByTestId('analysis-result')).toBeVisible();
        // Hints are written in the interface language: after a switch the page offers them anew, so ask again.
        const hints = page.getByTestId('hints-list');
        // The first look's hint may still be on its way: wait for it, or a second ask would find the button renamed.
        await expect(page.getByText(text(look.language, 'practice:hints.loading', { level: 1 }))).toHaveCount(0);
        if (!(await hints.isVisible())) await page.getByRole('button', { name: text(look.language, 'practice:hints.ask', { level: 1, max: 3 }) }).click();
        await expect(hints).toBeVisible();
        await expectNoSeriousViolations(page, `problem page with analysis and hint (${lookName(look)})`);
      },
    );
  });

  test('admin: the whole user table in a tall window, its row actions whole and of a size to hit', async ({ page }) => {
    // Every row rendered down to the bottom of the window (the table virtualises: a short window hides the
    // rows where a partly clipped target would be), so the target-size rule (WCAG 2.2, 2.5.8) sees them all.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await keepUserOnSave(page, 'admin');
    await inEveryLook(
      page,
      looksFrom(1),
      (look) => open(page, '/admin', { user: 'admin', ...look }),
      async (look) => {
        await ready(page, page.getByText('chen_jing', { exact: true }));
        const buttons = page.locator('.admin-table__actions button');
        await expect(buttons.first()).toBeVisible();
        // Inside their cell (not clipped by the column), and at least 24 × 24 px each, in each language's layout.
        const clipped = await buttons.evaluateAll((list) =>
          list.flatMap((button) => {
            const box = button.getBoundingClientRect();
            const cell = button.closest('.bp6-table-cell')!.getBoundingClientRect();
            const inside = box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5 && box.top >= cell.top - 0.5 && box.bottom <= cell.bottom + 0.5;
            return inside && box.width >= 24 && box.height >= 24 ? [] : [`${button.getAttribute('aria-label')}: ${box.width}×${box.height}`];
          }),
        );
        expect(clipped, lookName(look)).toEqual([]);
        await expectNoSeriousViolations(page, `whole user table (${lookName(look)})`);
      },
    );
  });

  test('forms with errors: login refused, register invalid', async ({ page }) => {
    await prefer(page, '**/api/v1/auth/login', { code: 401 });
    await inEveryLook(
      page,
      looksFrom(2),
      async (look) => {
        await open(page, '/login', { user: null, ...look });
        await ready(page, page.locator('form input[type=password]'));
        await page.getByLabel(text(look.language, 'auth:fields.usernameOrEmail')).fill('lin_xiaoming');
        await page.getByLabel(text(look.language, 'auth:fields.password'), { exact: true }).fill('wrong-Passw0rd');
        await page.getByRole('button', { name: text(look.language, 'auth:login.submit'), exact: true }).click();
      },
      async (look) => {
        await expect(page.getByRole('alert')).toBeVisible();
        await expectNoSeriousViolations(page, `login refused (${lookName(look)})`);
      },
    );

    // The register page in the look the login page ended in (the app stored it), then around the circle again.
    await inEveryLook(
      page,
      looksFrom(2 + LOOKS.length - 1),
      async (look) => {
        await page.goto('/register');
        await expect(page.locator('html')).toHaveAttribute('lang', look.language === 'zh' ? 'zh-CN' : 'en');
        await page.getByRole('button', { name: text(look.language, 'auth:register.submit'), exact: true }).click();
      },
      async (look) => {
        await expect(page.locator('[aria-invalid=true]').first()).toBeVisible();
        await expectNoSeriousViolations(page, `register with errors (${lookName(look)})`);
      },
    );
  });

  test('an error state with retry', async ({ page }) => {
    await prefer(page, '**/api/v1/problems/?*', { code: 500 });
    await keepUserOnSave(page, 'learner');
    await inEveryLook(
      page,
      looksFrom(3),
      (look) => open(page, '/problems', { user: 'learner', ...look }),
      async (look) => {
        await expect(page.getByRole('alert').getByRole('button', { name: text(look.language, 'actions.retry') })).toBeVisible();
        await expectNoSeriousViolations(page, `problem list error state (${lookName(look)})`);
      },
    );
  });

  test('progress with its data tables open', async ({ page }) => {
    await keepUserOnSave(page, 'learner');
    await inEveryLook(
      page,
      looksFrom(0),
      async (look) => {
        await open(page, '/progress', { user: 'learner', ...look });
        await ready(page, page.locator('.progress-chart__canvas[role=img] svg'));
        for (const summary of await page.locator('.progress-chart__table > summary').all()) await summary.click();
      },
      async (look) => {
        await ready(page, page.locator('.progress-chart__canvas[role=img] svg'));
        await expect(page.locator('.progress-chart__table[open] table').first()).toBeVisible();
        await expectNoSeriousViolations(page, `progress data tables (${lookName(look)})`);
      },
    );
  });
});
