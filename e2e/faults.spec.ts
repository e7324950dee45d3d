// Faults (issue 9 item 3): the main call of every screen × 400, 401, 403, 404, 422, 500, a timeout and no
// response at all. Each case checks the translated message, a way to retry that works once the fault is gone,
// that the page still stands (no white screen), and on the problem page that the code draft survives.
//
// On the problem page one case per screen (the 400s) types its draft and proves the autosave (a reload brings it
// back). The others start from a draft stored the way the app stores it (src/features/practice/drafts.ts) and
// check it in the editor and in storage after the fault: the fault is their subject, not Monaco starting again.
//
// Timeouts are real (15 s, 60 s for AI calls): Playwright's fake clock fast-forwards the client's per-request
// timer (a setTimeout) and TanStack Query's retry delays, so production code keeps its timings untouched.
import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { timeoutFor } from '../src/api/timeouts';
import { DEMO_USERS, expect, failNetwork, prefer, setup, test, type DemoUser, type Language } from './fixtures';

// ---------------------------------------------------------------------------------------------------------
// Texts: read from the locale files, so the test checks what a user of each language reads.

const FOLDERS: Record<Language, string> = { zh: 'zh-CN', en: 'en' };
const LOCALES = Object.fromEntries(
  (['zh', 'en'] as const).map((language) => {
    const dir = new URL(`../locales/${FOLDERS[language]}/`, import.meta.url);
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    return [language, Object.fromEntries(files.map((file) => [file.replace('.json', ''), JSON.parse(readFileSync(new URL(file, dir), 'utf8'))]))];
  }),
) as Record<Language, Record<string, Record<string, unknown>>>;

type Tx = (key: string, values?: Record<string, string | number>) => string;

/** `tx('ns:a.b', { x })` → the text with its {{placeholders}} filled and <tags> of <Trans> removed. */
function translator(language: Language): Tx {
  return (key, values = {}) => {
    const [ns, path] = key.split(':') as [string, string];
    const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], LOCALES[language][ns]);
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name])).replace(/<\/?\w+>/g, '');
  };
}

// ---------------------------------------------------------------------------------------------------------
// Faults.

const FAULTS = [400, 401, 403, 404, 422, 500, 'timeout', 'no response'] as const;
type Fault = (typeof FAULTS)[number];

/** What the app says for each fault when the contract's first error example comes back (product-spec §8). */
const FAULT_TEXT: Record<Fault, string> = {
  400: 'common:errors.kind.validation', // code validation_error
  401: 'common:errors.kind.unauthorized', // code not_authenticated
  403: 'common:errors.kind.forbidden',
  404: 'common:errors.kind.notFound',
  422: 'common:errors.kind.validation', // a list of field issues
  500: 'common:errors.code.internal_error',
  timeout: 'common:errors.kind.timeout',
  'no response': 'common:errors.kind.network',
};

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  /** The contract path, for the client's timeout table. */
  schemaPath: string;
  url: RegExp;
}

const api = (path: string) => new RegExp(`/api/v1${path.replace(/[.?]/g, '\\$&')}(\\?|$)`);

/** Watches the app's API requests, so the fake clock only jumps when the app is waiting on it. */
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  const done: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) pending.add(request);
  });
  const settle = (request: Request) => {
    if (pending.delete(request)) done.push(request);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const matches = (call: Call) => (request: Request) => request.method() === call.method && call.url.test(request.url());
  return {
    /** Only the faulted call is waiting (it never answers). */
    onlyHeld: async (call: Call) =>
      expect.poll(() => pending.size > 0 && [...pending].every(matches(call)), { message: `only ${call.method} ${call.schemaPath} pending` }).toBe(true),
    /** How often the call has been answered (or failed) so far. */
    count: (call: Call) => done.filter(matches(call)).length,
    /** The call has been answered (or failed) `count` times in all. */
    answered: async (call: Call, count: number) => expect.poll(() => done.filter(matches(call)).length).toBeGreaterThanOrEqual(count),
  };
}
type Tracker = ReturnType<typeof trackRequests>;

/** Puts the fault on the call; returns how to take it away again. */
async function inject(page: Page, call: Call, fault: Fault): Promise<() => Promise<void>> {
  const release: Array<() => void> = [];
  if (fault === 'no response') await failNetwork(page, call.url, { method: call.method });
  else if (fault === 'timeout')
    await page.route(call.url, async (route) => {
      if (route.request().method() !== call.method) return route.fallback();
      // Never answered; the client's own timer gives up first.
      await new Promise<void>((resolve) => release.push(resolve));
      await route.abort().catch(() => {});
    });
  else await prefer(page, call.url, { code: fault, method: call.method });
  return async () => {
    await page.unroute(call.url);
    release.forEach((resolve) => resolve());
  };
}

/**
 * Lets time pass for the fault to show: the call's timeout, or for a load that failed for want of a connection
 * or with a server fault, TanStack Query's two more tries, 1 s and 2 s later (src/lib/query-client.ts).
 */
async function letFaultShow(page: Page, tracker: Tracker, screen: Screen, fault: Fault, answeredBefore: number) {
  if (fault === 'timeout') {
    // The page must be up first, so that its own query waits on the held call: with a stored session the app
    // starts a page's calls before the page renders (src/app/route-preload.ts), and a call that times out
    // before then is simply asked again when the page mounts.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await tracker.onlyHeld(screen.call);
    await page.clock.fastForward(timeoutFor(screen.call.method, screen.call.schemaPath) + 1_000);
  } else if (screen.type === 'load' && (fault === 500 || fault === 'no response')) {
    for (const tries of [1, 2]) {
      await tracker.answered(screen.call, answeredBefore + tries);
      await page.clock.fastForward(2_000);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The page still stands.

async function expectShell(page: Page, tx: Tx, signedIn: boolean) {
  if (signedIn) {
    await expect(page.locator('.app-header')).toBeVisible();
    await expect(page.locator('#main-content')).toBeVisible();
  } else {
    await expect(page.locator('form.auth-form')).toBeVisible();
  }
  await expect(page.getByText(tx('common:routeError.title'))).toHaveCount(0);
}

/** A 401 on any call but login ends the session: back at /login, told why, nothing broken. */
async function expectLoggedOut(page: Page, tx: Tx) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.auth-alert')).toHaveText(tx('auth:login.notice.expired'));
  await expectShell(page, tx, false);
}

async function logIn(page: Page, tx: Tx) {
  await page.getByLabel(tx('auth:fields.usernameOrEmail')).fill(DEMO_USERS.learner.username);
  await page.getByLabel(tx('auth:fields.password'), { exact: true }).fill('Passw0rdDemo');
  await page.getByRole('button', { name: tx('auth:login.submit'), exact: true }).click();
}

// ---------------------------------------------------------------------------------------------------------
// Screens and their main calls.

const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';

interface Ctx {
  page: Page;
  tx: Tx;
}

interface Screen {
  name: string;
  user: DemoUser | null;
  path: string;
  call: Call;
  /** A load shows an error state with a retry button; an action shows its message and is simply done again. */
  type: 'load' | 'action';
  /** For loads: the error state's title key. */
  errorTitle?: string;
  /** What this screen says instead of FAULT_TEXT (the contract's first example has a specific code here). */
  texts?: Partial<Record<Fault, string>>;
  /** For actions: how the message is worded around the fault's text, and where it shows. */
  message?: (ctx: Ctx, text: string, fault: Fault) => Locator | Promise<Locator>;
  /** Page ready before the fault is put on an action. */
  ready?: (ctx: Ctx) => Promise<void>;
  /** Does the action (again). */
  act?: (ctx: Ctx) => Promise<void>;
  /** The screen did its job once the fault is gone. */
  recovered: (ctx: Ctx) => Promise<void>;
  /** The problem page: a typed draft must survive. */
  editor?: boolean;
  /** A fault that is not a failure on this screen (today's plan: 404 means "none yet"). */
  notAFailure?: Partial<Record<Fault, (ctx: Ctx) => Promise<void>>>;
}

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

const registerForm = async ({ page, tx }: Ctx) => {
  await page.getByLabel(tx('auth:fields.username'), { exact: true }).fill('chen_jing');
  await page.getByLabel(tx('auth:fields.email')).fill('chen.jing@example.com');
  await page.getByLabel(tx('auth:fields.password'), { exact: true }).fill('Xuexi2026Go!');
  await page.getByLabel(tx('auth:fields.confirmPassword')).fill('Xuexi2026Go!');
  await page.getByLabel(tx('auth:fields.learningGoal')).selectOption('skill_improvement');
};

const editorLines = (page: Page) => page.locator('.monaco-editor .view-lines').first();
// The learner's draft of Two Sum in Python (their default language, the one the page opens in): drafts.ts's key.
const DRAFT_KEY = `draft:${DEMO_USERS.learner.id}:${TWO_SUM}:python`;

/** Stores a draft before the app starts, as the app's autosave would have (once per page: reloads keep the app's). */
async function seedDraft(page: Page, code: string) {
  await page.addInitScript(
    ({ key, code }) => {
      if (sessionStorage.getItem('e2e-draft-seeded')) return;
      sessionStorage.setItem('e2e-draft-seeded', '1');
      localStorage.setItem(key, JSON.stringify({ code, savedAt: Date.now() }));
    },
    { key: DRAFT_KEY, code },
  );
}

/** The draft the app keeps in storage now. */
const storedDraft = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { code?: string } | null)?.code ?? null, DRAFT_KEY);
const MONACO_START_MS = 30_000;
const analyze = async ({ page, tx }: Ctx) => page.getByRole('button', { name: tx('practice:analyze.button'), exact: true }).click();
const practiceAlert = (page: Page, text: string) => page.locator('.practice-layout [role=alert]').filter({ hasText: text });

const SCREENS: Screen[] = [
  {
    name: 'login submit',
    user: null,
    path: '/login',
    call: { method: 'POST', schemaPath: '/auth/login', url: api('/auth/login') },
    type: 'action',
    // Wrong credentials are this call's 401; a lost connection or timeout reads "please try again" (§8).
    texts: { 401: 'common:errors.code.invalid_credentials', timeout: 'auth:login.networkError', 'no response': 'auth:login.networkError' },
    message: ({ page }, text) => page.locator('.auth-alert').filter({ hasText: text }),
    ready: async ({ page, tx }) => {
      await page.getByLabel(tx('auth:fields.usernameOrEmail')).fill(DEMO_USERS.learner.username);
      await page.getByLabel(tx('auth:fields.password'), { exact: true }).fill('Passw0rdDemo');
    },
    act: async ({ page, tx }) => page.getByRole('button', { name: tx('auth:login.submit'), exact: true }).click(),
    recovered: async ({ page }) => expect(page).toHaveURL(/\/dashboard$/),
  },
  {
    name: 'register submit',
    user: null,
    path: '/register',
    call: { method: 'POST', schemaPath: '/auth/register', url: api('/auth/register') },
    type: 'action',
    // This call's first 400 and 500 examples are a taken username and a failed verification email.
    texts: { 400: 'common:errors.code.username_exists', 500: 'common:errors.code.email_send_failed' },
    message: ({ page, tx }, text, fault) => {
      if (fault === 400) return page.locator('.bp6-form-group.bp6-intent-danger').filter({ hasText: text });
      // A timeout may have created the account: the page says so instead of "failed" (§8).
      if (fault === 'timeout') return page.locator('.auth-alert').filter({ hasText: tx('auth:register.timeout') });
      return toast(page, tx('auth:register.failed', { message: text }));
    },
    ready: registerForm,
    act: async ({ page, tx }) => page.getByRole('button', { name: tx('auth:register.submit'), exact: true }).click(),
    recovered: async ({ page }) => expect(page).toHaveURL(/\/verify-email\?/),
  },
  {
    name: 'dashboard: today’s plan',
    user: 'learner',
    path: '/dashboard',
    call: { method: 'GET', schemaPath: '/plans/today', url: api('/plans/today') },
    type: 'load',
    errorTitle: 'dashboard:plan.loadFailed',
    recovered: async ({ page }) => expect(page.getByTestId('plan-progress')).toBeVisible(),
    notAFailure: {
      // 404 plan_not_found: no plan yet, so the generator is offered.
      404: async ({ page, tx }) => {
        await expect(page.getByText(tx('dashboard:plan.empty.title'))).toBeVisible();
        await expect(page.locator('.today-plan [role=alert]')).toHaveCount(0);
      },
    },
  },
  {
    name: 'dashboard: daily challenge',
    user: 'learner',
    path: '/dashboard',
    call: { method: 'GET', schemaPath: '/problems/daily/challenge', url: api('/problems/daily/challenge') },
    type: 'load',
    errorTitle: 'dashboard:challenge.loadFailed',
    recovered: async ({ page }) => expect(page.locator('.daily-challenge .challenge__title')).toBeVisible(),
    notAFailure: {
      // 404: no challenge today (an empty catalogue), said the way the problem list says it.
      404: async ({ page, tx }) => {
        await expect(page.getByText(tx('dashboard:challenge.none'))).toBeVisible();
        await expect(page.locator('.daily-challenge [role=alert]')).toHaveCount(0);
      },
    },
  },
  {
    name: 'dashboard: key figures',
    user: 'learner',
    path: '/dashboard',
    call: { method: 'GET', schemaPath: '/progress/dashboard', url: api('/progress/dashboard') },
    type: 'load',
    errorTitle: 'dashboard:figures.loadFailed',
    recovered: async ({ page }) => expect(page.locator('.key-figures .figure').first()).toBeVisible(),
  },
  {
    name: 'problem list',
    user: 'learner',
    path: '/problems',
    call: { method: 'GET', schemaPath: '/problems/', url: api('/problems/') },
    type: 'load',
    errorTitle: 'problems:list.errorTitle',
    recovered: async ({ page }) => expect(page.locator('.problems-table tbody tr').first()).toBeVisible(),
  },
  {
    name: 'problem page: the problem',
    user: 'learner',
    path: `/problems/${TWO_SUM}`,
    call: { method: 'GET', schemaPath: '/problems/{id}', url: api(`/problems/${TWO_SUM}`) },
    type: 'load',
    errorTitle: 'common:state.errorTitle',
    editor: true,
    recovered: async ({ page }) => expect(page.getByTestId('problem-description')).toBeVisible(),
  },
  {
    name: 'problem page: analyze',
    user: 'learner',
    path: `/problems/${TWO_SUM}`,
    call: { method: 'POST', schemaPath: '/submissions/analyze', url: api('/submissions/analyze') },
    type: 'action',
    texts: { 500: 'common:errors.code.ai_unavailable' },
    message: ({ page, tx }, text) => practiceAlert(page, tx('practice:analyze.failed', { message: text })),
    act: analyze,
    recovered: async ({ page }) => expect(page.getByTestId('analysis-result')).toBeVisible(),
    editor: true,
  },
  {
    name: 'problem page: submit',
    user: 'learner',
    path: `/problems/${TWO_SUM}`,
    call: { method: 'POST', schemaPath: '/submissions/', url: api('/submissions/') },
    type: 'action',
    message: ({ page, tx }, text) => practiceAlert(page, tx('practice:submit.failed', { message: text })),
    act: async (ctx) => {
      // Submitting needs an analysis of this very code first (a reload loses it).
      if (!(await ctx.page.getByTestId('analysis-result').isVisible())) {
        await analyze(ctx);
        await expect(ctx.page.getByTestId('analysis-result')).toBeVisible();
      }
      await ctx.page.getByRole('button', { name: ctx.tx('practice:submit.button'), exact: true }).click();
    },
    recovered: async ({ page, tx }) => expect(page.getByTestId('practice-notice')).toHaveText(tx('practice:submit.done')),
    editor: true,
  },
  {
    name: 'problem page: hint',
    user: 'learner',
    path: `/problems/${TWO_SUM}`,
    call: { method: 'GET', schemaPath: '/problems/{id}/hint', url: api(`/problems/${TWO_SUM}/hint`) },
    type: 'action',
    texts: { 500: 'common:errors.code.ai_unavailable' },
    message: ({ page, tx }, text) => page.locator('.practice-hints [role=alert]').filter({ hasText: tx('practice:hints.failed', { message: text }) }),
    act: async ({ page }) => page.locator('.practice-hints__head button').click(),
    recovered: async ({ page }) => expect(page.getByTestId('hints-list')).toBeVisible(),
    editor: true,
  },
  {
    name: 'progress',
    user: 'learner',
    path: '/progress',
    call: { method: 'GET', schemaPath: '/progress/overview', url: api('/progress/overview') },
    type: 'load',
    errorTitle: 'common:state.errorTitle',
    recovered: async ({ page }) => expect(page.getByTestId('overview-solved')).toBeVisible(),
  },
  {
    name: 'history',
    user: 'learner',
    path: '/history',
    call: { method: 'GET', schemaPath: '/submissions/', url: api('/submissions/') },
    type: 'load',
    errorTitle: 'history:list.errorTitle',
    recovered: async ({ page }) => expect(page.locator('.history-table tbody tr').first()).toBeVisible(),
  },
  {
    name: 'settings save',
    user: 'learner',
    path: '/settings',
    call: { method: 'PUT', schemaPath: '/auth/me', url: api('/auth/me') },
    type: 'action',
    // This call's first 400 example is an email someone else has.
    texts: { 400: 'common:errors.code.email_registered' },
    message: ({ page, tx }, text) => toast(page, tx('common:profile.saveFailed', { message: text })),
    ready: async ({ page, tx }) => expect(page.getByRole('button', { name: tx('settings:preferences.save') })).toBeVisible(),
    act: async ({ page, tx }) => page.getByRole('button', { name: tx('settings:preferences.save') }).click(),
    recovered: async ({ page, tx }) => expect(toast(page, tx('settings:preferences.saved'))).toBeVisible(),
  },
  {
    name: 'admin: users',
    user: 'admin',
    path: '/admin',
    call: { method: 'GET', schemaPath: '/admin/users', url: api('/admin/users') },
    type: 'load',
    errorTitle: 'admin:users.error',
    recovered: async ({ page }) => expect(page.locator('.admin-table')).toBeVisible(),
  },
  {
    name: 'admin: statistics',
    user: 'admin',
    path: '/admin',
    call: { method: 'GET', schemaPath: '/admin/stats', url: api('/admin/stats') },
    type: 'load',
    errorTitle: 'admin:stats.error',
    recovered: async ({ page }) => expect(page.locator('[data-testid^="stat-"]').first()).toBeVisible(),
  },
];

// ---------------------------------------------------------------------------------------------------------
// The matrix. Languages alternate, so every screen and every fault is seen in both zh and en.

SCREENS.forEach((screen, screenIndex) => {
  test.describe(screen.name, () => {
    FAULTS.forEach((fault, faultIndex) => {
      const language: Language = (screenIndex + faultIndex) % 2 === 0 ? 'zh' : 'en';
      test(`${fault} (${language})`, async ({ page }) => {
        // The problem page cases start Monaco once or twice (three times where a draft is typed and reloaded).
        if (screen.editor) test.setTimeout(90_000);
        // One case per problem-page screen types its draft; the others start from a stored one.
        const typed = Boolean(screen.editor) && faultIndex === 0;
        const tx = translator(language);
        const ctx: Ctx = { page, tx };
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const tracker = trackRequests(page);
        await page.clock.install();
        await setup(page, { user: screen.user, language });

        const draft = `print("draft-${faultIndex}")`;
        if (screen.editor && !typed) await seedDraft(page, draft);
        if (typed) {
          // Type a draft first (the problem page must be up for that), then fault the call.
          await page.goto(screen.path);
          await expect(editorLines(page)).toBeVisible({ timeout: MONACO_START_MS });
          await editorLines(page).click();
          await page.keyboard.insertText(draft);
          await expect(page.getByTestId('draft-status')).toHaveText(tx('practice:draft.saved'));
        }

        const expectDraftInEditor = async () => {
          // Monaco is the app's biggest download (about 430 KB gzip); on a busy shared CPU it takes a while to start.
          await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: MONACO_START_MS });
          await expect(editorLines(page)).toContainText(draft);
        };

        let removeFault: () => Promise<void>;
        const answeredBefore = tracker.count(screen.call);
        if (screen.type === 'load') {
          removeFault = await inject(page, screen.call, fault);
          if (typed) await page.reload();
          else await page.goto(screen.path);
          if (fault !== 401) await expectShell(page, tx, Boolean(screen.user));
        } else {
          if (!typed) await page.goto(screen.path);
          // The stored draft is in the editor before the action (it is the code analysed and submitted).
          if (screen.editor && !typed) await expectDraftInEditor();
          await screen.ready?.(ctx);
          removeFault = await inject(page, screen.call, fault);
          await screen.act!(ctx);
        }


        if (fault === 401 && screen.user) {
          await expectLoggedOut(page, tx);
          if (screen.editor) {
            // Logging in again comes back to the problem with the draft in the editor.
            await removeFault();
            await logIn(page, tx);
            await expect(page).toHaveURL(new RegExp(`/problems/${TWO_SUM}$`));
            await expectDraftInEditor();
          }
          expect(errors).toEqual([]);
          return;
        }

        const notAFailure = screen.notAFailure?.[fault];
        if (notAFailure) {
          await notAFailure(ctx);
          await expectShell(page, tx, true);
          expect(errors).toEqual([]);
          return;
        }

        const text = tx(screen.texts?.[fault] ?? FAULT_TEXT[fault]);
        if (screen.type === 'load') {
          const state = page.getByRole('alert').filter({ hasText: tx(screen.errorTitle!) });
          await letFaultShow(page, tracker, screen, fault, answeredBefore);
          await expect(state).toBeVisible();
          await expect(state).toContainText(text);
          await expectShell(page, tx, Boolean(screen.user));
          await removeFault();
          await state.getByRole('button', { name: tx('common:actions.retry') }).click();
          await screen.recovered(ctx);
          await expect(state).toHaveCount(0);
          if (screen.editor) await expectDraftInEditor();
        } else {
          const message = await screen.message!(ctx, text, fault);
          await letFaultShow(page, tracker, screen, fault, answeredBefore);
          await expect(message).toBeVisible();
          await expectShell(page, tx, Boolean(screen.user));
          if (screen.editor) {
            await expectDraftInEditor();
            if (typed) {
              // The autosave stored what was typed: a reload brings it back.
              await page.reload();
              await expectDraftInEditor();
            } else {
              // Still stored as it was: the fault took nothing from storage.
              expect(await storedDraft(page)).toBe(draft);
            }
          }
          await removeFault();
          await screen.act!(ctx);
          await screen.recovered(ctx);
        }
        expect(errors).toEqual([]);
      });
    });
  });
});

// A problem the page already shows stays shown when refreshing it in the background fails: the editor and the
// code typed in it are never swapped for an error state.
test('a failed background refresh of the problem keeps the editor and its code (en)', async ({ page }) => {
  test.setTimeout(90_000);
  const tx = translator('en');
  const tracker = trackRequests(page);
  await page.clock.install();
  await setup(page, { user: 'learner', language: 'en' });
  await page.goto(`/problems/${TWO_SUM}`);
  await expect(editorLines(page)).toBeVisible({ timeout: MONACO_START_MS });
  await editorLines(page).click();
  await page.keyboard.insertText('print("kept")');

  const problem = SCREENS.find((screen) => screen.name === 'problem page: the problem')!;
  await page.getByRole('link', { name: tx('common:pages.problems') }).click();
  await expect(page.locator('.problems-table tbody tr').first()).toBeVisible();
  await inject(page, problem.call, 500);
  const answeredBefore = tracker.count(problem.call);
  await page.clock.fastForward(31_000); // the cached problem is stale now (staleTime 30 s)
  await page.goBack();
  await letFaultShow(page, tracker, problem, 500, answeredBefore);
  await tracker.answered(problem.call, answeredBefore + 3);
  // Nothing appears when it works, so give the page a moment (its own timers) to show the last failure first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
  await expect(editorLines(page)).toContainText('print("kept")');
  await expect(page.getByRole('alert').filter({ hasText: tx('common:state.errorTitle') })).toHaveCount(0);
});
