// Accessibility (issue 9 item 2): axe finds no serious or critical WCAG 2.1 A/AA violation on any route of
// product-spec §2, in both languages and both themes, nor in the main open states (dialogs and drawers, the
// narrow-screen menu, the user menu, the analysis result with hints, form errors, an error state).
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations, text } from './a11y-helpers';
import { expect, prefer, setup, test, type DemoUser, type Language, type Theme } from './fixtures';

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

interface RouteCase {
  path: string;
  user: DemoUser | null;
  marker?: (page: Page) => Locator;
  before?: (page: Page) => Promise<void>;
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
  { path: '/no/such/page', user: 'learner', marker: (p) => p.locator('a[href="/dashboard"]') },
];

// A scan is a full page load plus axe over the whole DOM (the admin table, Monaco): a few seconds on an idle
// machine, but several times that on a busy shared box, so each test gets more than the default 45 s.
test.describe.configure({ timeout: 120_000 });

for (const language of ['zh', 'en'] as Language[]) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    const as = { language, theme };
    const label = (what: string) => `${what} (${language}, ${theme})`;

    test.describe(`axe: routes (${language}, ${theme})`, () => {
      for (const route of ROUTES) {
        test(route.path, async ({ page }) => {
          await route.before?.(page);
          await open(page, route.path, { user: route.user, ...as });
          await ready(page, route.marker?.(page));
          await expectNoSeriousViolations(page, label(route.path));
        });
      }
    });

    test.describe(`axe: open states (${language}, ${theme})`, () => {
      test('problem page with an analysis and a hint', async ({ page }) => {
        await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
        await open(page, `/problems/${TWO_SUM}`, { user: 'learner', ...as });
        await ready(page, page.locator('.monaco-editor'));
        await page.locator('.monaco-editor .view-lines').first().click();
        await page.keyboard.insertText('class Solution:\n    def twoSum(self, nums, target):\n        return []');
        await page.getByRole('button', { name: text(language, 'practice:analyze.button'), exact: true }).click();
        await expect(page.getByTestId('analysis-result')).toBeVisible();
        await page.getByRole('button', { name: text(language, 'practice:hints.ask', { level: 1, max: 3 }) }).click();
        await expect(page.getByTestId('hints-list')).toBeVisible();
        await expectNoSeriousViolations(page, label('problem page with analysis and hint'));
      });

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

      test('admin: the whole user table in a tall window, its row actions whole and of a size to hit', async ({ page }) => {
        // Every row rendered down to the bottom of the window (the table virtualises: a short window hides the
        // rows where a partly clipped target would be), so the target-size rule (WCAG 2.2, 2.5.8) sees them all.
        await page.setViewportSize({ width: 1280, height: 1600 });
        await open(page, '/admin', { user: 'admin', ...as });
        await ready(page, page.getByText('chen_jing', { exact: true }));
        const buttons = page.locator('.admin-table__actions button');
        await expect(buttons.first()).toBeVisible();
        // Inside their cell (not clipped by the column), and at least 24 × 24 px each.
        const clipped = await buttons.evaluateAll((list) =>
          list.flatMap((button) => {
            const box = button.getBoundingClientRect();
            const cell = button.closest('.bp6-table-cell')!.getBoundingClientRect();
            const inside = box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5 && box.top >= cell.top - 0.5 && box.bottom <= cell.bottom + 0.5;
            return inside && box.width >= 24 && box.height >= 24 ? [] : [`${button.getAttribute('aria-label')}: ${box.width}×${box.height}`];
          }),
        );
        expect(clipped).toEqual([]);
        await expectNoSeriousViolations(page, label('whole user table'));
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

      test('forms with errors: login refused, register invalid', async ({ page }) => {
        await prefer(page, '**/api/v1/auth/login', { code: 401 });
        await open(page, '/login', { user: null, ...as });
        await ready(page, page.locator('form input[type=password]'));
        await page.getByLabel(text(language, 'auth:fields.usernameOrEmail')).fill('lin_xiaoming');
        await page.getByLabel(text(language, 'auth:fields.password'), { exact: true }).fill('wrong-Passw0rd');
        await page.getByRole('button', { name: text(language, 'auth:login.submit'), exact: true }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await expectNoSeriousViolations(page, label('login refused'));

        await page.goto('/register');
        await page.getByRole('button', { name: text(language, 'auth:register.submit'), exact: true }).click();
        await expect(page.locator('[aria-invalid=true]').first()).toBeVisible();
        await expectNoSeriousViolations(page, label('register with errors'));
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

      test('an error state with retry', async ({ page }) => {
        await prefer(page, '**/api/v1/problems/?*', { code: 500 });
        await open(page, '/problems', { user: 'learner', ...as });
        await expect(page.getByRole('alert').getByRole('button', { name: text(language, 'actions.retry') })).toBeVisible();
        await expectNoSeriousViolations(page, label('problem list error state'));
      });

      test('progress with its data tables open', async ({ page }) => {
        await open(page, '/progress', { user: 'learner', ...as });
        await ready(page, page.locator('.progress-chart__canvas[role=img] svg'));
        for (const summary of await page.locator('.progress-chart__table > summary').all()) await summary.click();
        await expect(page.locator('.progress-chart__table[open] table').first()).toBeVisible();
        await expectNoSeriousViolations(page, label('progress data tables'));
      });
    });
  }
}
