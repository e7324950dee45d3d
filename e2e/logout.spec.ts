// Security (issue 9 §4): logging out leaves no server data in the browser. After a user has been through the
// dashboard, the admin console and a problem with a code draft, storage holds only the interface language and
// the theme (spec §3's keys minus the session), drafts included (see src/features/practice/drafts.ts for why),
// and the next person to sign in sees nothing of the previous user, not even for a moment.
import type { Page } from '@playwright/test';
import { DRAFT_AUTOSAVE_MS } from '../src/lib/constants';
import { DEMO_USERS, expect as baseExpect, openUserMenu, setup, test } from './fixtures';

// The built app with Monaco on a machine shared with other runs (the first page of a run can be slow).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const ADMIN = DEMO_USERS.admin;
const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';
const ADMIN_SUBMISSION = 'Submission only the admin made';
/** Texts only the admin's screens show: the name, a user's email from the users table, a heading, own data. */
const ADMIN_ONLY = [ADMIN.username, 'kevin.nguyen@example.com', 'Platform statistics', ADMIN_SUBMISSION];
/** What e2e/fixtures.ts itself keeps in sessionStorage (so a reload does not seed the session again). */
const HARNESS_SESSION_KEYS = ['e2e-seeded'];

async function logOut(page: Page, username: string) {
  await openUserMenu(page, page.getByRole('button', { name: `User menu for ${username}`, exact: true }));
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Everything this origin keeps in the browser, apart from what the page holds in memory. */
async function browserStorage(page: Page) {
  return page.evaluate(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    session: Object.keys(sessionStorage),
    indexedDb: (await indexedDB.databases()).map((db) => db.name),
    caches: await caches.keys(),
  }));
}

test('after the dashboard, the admin console and a draft, logging out leaves only the language and the theme', async ({ page, context }) => {
  await setup(page, { user: 'admin', language: 'en', theme: 'dark' });
  // Page time runs as usual until the test pauses it, below.
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.locator('.recent-submission__title').first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByText('kevin.nguyen@example.com')).toBeVisible();
  await menu.getByRole('link', { name: 'Problems' }).click();
  await page.locator('.problems-table__title a').first().click();
  await expect(page).toHaveURL(new RegExp(`/problems/${TWO_SUM}$`));

  const editor = page.locator('.monaco-editor .view-lines').first();
  await editor.click();
  await page.keyboard.insertText('print("saved draft")');
  await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');
  expect(Object.keys((await browserStorage(page)).local).filter((key) => key.startsWith('draft:'))).toHaveLength(1);
  // More code, still waiting for its autosave when the user logs out (page time stands still meanwhile, so
  // however slow the clicks are, the autosave is pending): leaving the page must not write it back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await page.keyboard.insertText('\n# typed just before logging out');
  await logOut(page, ADMIN.username);
  // Past the autosave delay: a timer that survived the logout would write now.
  await page.clock.runFor(DRAFT_AUTOSAVE_MS + 500);
  await page.clock.resume();
  const stored = await browserStorage(page);
  expect(Object.keys(stored.local).sort()).toEqual(['language', 'userPreferences']);
  expect(stored.local.language).toBe('en');
  expect(JSON.parse(stored.local.userPreferences!)).toEqual({ darkTheme: true, language: 'en' });
  expect(stored.session).toEqual(HARNESS_SESSION_KEYS);
  expect(stored.indexedDb).toEqual([]);
  expect(stored.caches).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  // The login page does not offer to return to the previous user's page.
  expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBeUndefined();
});

test('the next user to sign in sees nothing of the previous one, not even on the previous user’s page', async ({ page }) => {
  await setup(page, { user: 'admin', language: 'en' });
  // The admin's own dashboard data, told apart from what the learner gets (the mock answers both the same).
  const adminDashboard = '**/api/v1/progress/dashboard';
  await page.route(adminDashboard, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { recent_submissions: { problem: { title: { zh: string; en: string } } }[] };
    body.recent_submissions[0]!.problem.title = { zh: ADMIN_SUBMISSION, en: ADMIN_SUBMISSION };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/dashboard');
  await expect(page.getByText(ADMIN_SUBMISSION)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByText('kevin.nguyen@example.com')).toBeVisible();
  await logOut(page, ADMIN.username);
  // From here on the server knows the learner who signs in next.
  await page.unroute('**/api/v1/auth/me');
  await page.unroute(adminDashboard);

  // Record every admin-only text that ever reaches the page, however briefly.
  await page.evaluate((texts) => {
    const seen: string[] = [];
    (window as unknown as { __seenAdminData: string[] }).__seenAdminData = seen;
    const check = () => {
      const text = document.body.textContent ?? '';
      for (const item of texts) if (text.includes(item) && !seen.includes(item)) seen.push(item);
    };
    check();
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, ADMIN_ONLY);
  const seen = () => page.evaluate(() => (window as unknown as { __seenAdminData: string[] }).__seenAdminData);
  expect(await seen()).toEqual([]);

  await page.getByLabel('Username or email').fill(DEMO_USERS.learner.username);
  await page.getByLabel('Password', { exact: true }).fill('Passw0rdDemo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `User menu for ${DEMO_USERS.learner.username}`, exact: true })).toBeVisible();
  // The dashboard the admin saw a moment ago: cached data would show before the learner's own arrives.
  await expect(page.locator('.recent-submission__title').first()).toBeVisible();

  // Back to the admin console's address (the page the admin left): a learner is sent to the dashboard, with no
  // admin data on the way, because the query cache went with the logout.
  await page.evaluate(() => {
    history.pushState(null, '', '/admin');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seen()).toEqual([]);
});
