// Security (issue 9 §4): the XSS corpus of xss-payloads.ts, placed in every place the app shows server text,
// executes nothing. Each screen gets the whole corpus in one load (many payloads per list, all of them in each
// long text), in bodies built from Prism's own example and checked against the contract's schemas.
//
// Every screen is checked twice: under the app's CSP (the fixture fails the test on any violation, so even an
// attempt that the CSP stopped fails it), and with the CSP switched off, where only the app's own escaping and
// sanitising stand between a payload and the sinks. Detectors: `__xss()` exposed in every frame, dialogs,
// requests to /__xss/, popups, frames navigating away, and a scan of the rendered DOM for markup that could run.
import type { Page, Request } from '@playwright/test';
import type { components } from '../src/api/schema';
import { checkBody, type SchemaName } from './contract-body';
import { expect as baseExpect, setup, test } from './fixtures';
import { START_PRELOAD_SCRIPT } from '../scripts/start-preload-script.mjs';
import { ALL_PAYLOADS_TEXT, payloadAt, XSS_MARKER, XSS_PAYLOADS, type XssPayload } from './xss-payloads';

type Schemas = components['schemas'];

// Each screen renders about a hundred payloads at once, some with Monaco, on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 20_000 });

const TEXTS = XSS_PAYLOADS.map((payload) => payload.text);
const COUNT = XSS_PAYLOADS.length;
/** Failed image and media loads fire their error events a little after rendering; handlers get this long to run. */
const SETTLE_MS = 500;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const localizedPayload = (payload: XssPayload) => ({ zh: payload.text, en: payload.text });
/** A valid, distinct UUID per kind of thing and number (the contract checks the format). */
const uuid = (kind: number, n: number) => `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const ID = { problem: 0xa1, submission: 0xa2, user: 0xa3, activity: 0xa4, plan: 0xa5 } as const;
/** The corpus cut into `parts` texts (for arrays with few items, such as a 20-item suggestions list). */
const chunks = (parts: number) =>
  Array.from({ length: parts }, (_, part) => XSS_PAYLOADS.filter((_, index) => index % parts === part).map((payload) => payload.text).join('\n'));

interface Watch {
  /** What ran, or tried to leave the page. */
  hits: string[];
  /** Injected bodies that broke the contract (they are answered with a 500 instead). */
  contractErrors: string[];
}

async function watch(page: Page): Promise<Watch> {
  const result: Watch = { hits: [], contractErrors: [] };
  await page.exposeFunction(XSS_MARKER, (id: unknown) => {
    result.hits.push(`${XSS_MARKER}(${String(id)}) ran: ${describeId(id)}`);
  });
  page.on('dialog', (dialog) => {
    result.hits.push(`${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('popup', (popup) => result.hits.push(`popup ${popup.url()}`));
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (!/^(https?:\/\/127\.0\.0\.1:\d+\/|about:(blank|srcdoc)$)/.test(url)) result.hits.push(`frame navigated to ${url}`);
  });
  await page.route(`**/${XSS_MARKER}/**`, (route) => {
    result.hits.push(`request ${route.request().url()}`);
    return route.fulfill({ status: 204 });
  });
  // window.open and print() show no dialog event: report them through the same sink.
  await page.addInitScript((marker) => {
    const report = (what: string) => (window as unknown as Record<string, (x: string) => void>)[marker]?.(what);
    window.open = (url?: string | URL) => {
      report(`window.open(${String(url)})`);
      return null;
    };
    window.print = () => report('print()');
  }, XSS_MARKER);
  return result;
}

function describeId(id: unknown) {
  return XSS_PAYLOADS.find((payload) => payload.id === Number(id))?.name ?? 'not a corpus id';
}

type Match = string | RegExp;
const API = '/api/v1';
const matches = (match: Match) => (url: URL) =>
  url.pathname.startsWith(`${API}/`) && (typeof match === 'string' ? url.pathname === `${API}${match}` : match.test(url.pathname.slice(API.length)));

/** The only header of Prism's answer worth keeping: the refreshed token the client stores (others describe the old body). */
const refreshedToken = (headers: Record<string, string>): Record<string, string> =>
  headers['x-new-token'] ? { 'x-new-token': headers['x-new-token'] } : {};

/**
 * Answers GET (or `method`) requests to `match` (a path after /api/v1, or a pattern) with Prism's own answer as
 * edited by `build`, after checking the result against the contract's schema `name`.
 */
async function answer<K extends SchemaName>(
  page: Page,
  w: Watch,
  match: Match,
  name: K,
  build: (example: Schemas[K], request: Request) => Schemas[K],
  method = 'GET',
) {
  // Prism's answer is the same for every request here: fetch it once (the loop over descriptions asks ~100 times).
  let prism: Promise<{ status: number; headers: Record<string, string>; example: Schemas[K] }> | undefined;
  await page.route(matches(match), async (route) => {
    if (route.request().method() !== method) return route.fallback();
    prism ??= route.fetch().then(async (response) => ({ status: response.status(), headers: refreshedToken(response.headers()), example: (await response.json()) as Schemas[K] }));
    const { status, headers, example } = await prism;
    try {
      await route.fulfill({ status, headers, json: checkBody(name, build(structuredClone(example), route.request()), TEXTS) });
    } catch (error) {
      w.contractErrors.push(`${method} ${route.request().url()}: ${String(error)}`);
      await route.fulfill({ status: 500, json: { detail: 'the test built a body that breaks the contract' } });
    }
  });
}

/** Answers `match` with an error whose `detail` is server text (shown when the client has no text for a code). */
async function answerError(page: Page, w: Watch, match: Match, status: number, detail: string, method = 'GET') {
  await page.route(matches(match), async (route) => {
    if (route.request().method() !== method) return route.fallback();
    try {
      await route.fulfill({ status, json: checkBody('Error', { detail }, TEXTS) });
    } catch (error) {
      w.contractErrors.push(String(error));
      await route.abort();
    }
  });
}

/** The signed-in user, with payloads as username and email (the header, greeting and settings show them). */
async function answerMe(page: Page, w: Watch, payload: XssPayload, email: XssPayload) {
  await answer(page, w, '/auth/me', 'User', (user) => ({
    ...user,
    username: payload.text,
    email: email.text,
    preferences: { ...user.preferences, language: 'en' },
  }));
}

/**
 * Markup in the rendered document that could run code or make a request on a payload's behalf: elements that
 * load or run things, event-handler attributes, script URLs, and payload text inside URL or style attributes.
 */
async function dangerousMarkup(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ scope, marker, ownInline }) => {
      const found: string[] = [];
      // The build's one inline script (the start-up preload, src/start-preload.js) and its JSON block just before
      // it are the app's own: exactly that text, nothing else inline.
      const isOwnInline = (element: Element) =>
        element.textContent === ownInline || (element.getAttribute('type') === 'application/json' && element.nextElementSibling?.textContent === ownInline);
      const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'srcset', 'srcdoc', 'action', 'formaction', 'data', 'background', 'poster', 'dynsrc', 'lowsrc', 'codebase', 'ping', 'content']);
      const FORBIDDEN = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'isindex', 'portal']);
      const describe = (element: Element) => `<${element.localName}${[...element.attributes].map((a) => ` ${a.name}="${a.value.slice(0, 60)}"`).join('')}>`;
      for (const element of document.querySelectorAll(`${scope}, ${scope} *`)) {
        const tag = element.localName;
        if (FORBIDDEN.has(tag)) found.push(describe(element));
        if (tag === 'script') {
          const src = element.getAttribute('src');
          const own = src !== null && new URL(src, location.href).origin === location.origin && new URL(src, location.href).pathname.startsWith('/assets/');
          if (src === null ? !isOwnInline(element) : !own || element.textContent) found.push(describe(element));
        }
        if (tag === 'meta' && element.hasAttribute('http-equiv')) found.push(describe(element));
        if ((tag === 'style' || tag === 'script') && element.textContent?.includes(marker)) found.push(`<${tag}> containing ${marker}`);
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          // Browsers ignore control characters and spaces inside a URL's scheme, so the check does too.
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (name.startsWith('on')) found.push(`${name} on ${describe(element)}`);
          else if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|livescript):|^data:text\/html/.test(value)) found.push(`${name} on ${describe(element)}`);
          // A payload that landed in a style, or in a URL that would request the marker path.
          else if ((name === 'style' && value.includes(marker)) || (URL_ATTRIBUTES.has(name) && value.includes(`/${marker}/`))) found.push(`${name} on ${describe(element)}`);
        }
      }
      return found;
    },
    { scope, marker: XSS_MARKER, ownInline: START_PRELOAD_SCRIPT },
  );
}

/** The end of every test: nothing ran, nothing dangerous is in the page, every injected body kept the contract. */
async function expectNothingRan(page: Page, w: Watch) {
  await page.waitForTimeout(SETTLE_MS);
  expect(await dangerousMarkup(page, 'html'), 'markup that could run code').toEqual([]);
  expect(w.hits, 'payloads that ran').toEqual([]);
  expect(w.contractErrors, 'injected bodies that break the contract').toEqual([]);
}

async function typeCode(page: Page, code: string) {
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.insertText(code);
}

test(`the corpus has at least 50 distinct payloads (${COUNT})`, () => {
  expect(COUNT).toBeGreaterThanOrEqual(50);
  expect(new Set(TEXTS).size).toBe(COUNT);
});

for (const csp of [true, false]) {
  test.describe(csp ? 'XSS corpus under the CSP' : 'XSS corpus with the CSP switched off', () => {
    test.use({ bypassCSP: !csp });
    // Whole screens with about a hundred payloads each (and Monaco on some) on a shared machine.
    test.describe.configure({ timeout: 90_000 });

    test('problem titles, tags and the daily challenge in the list', async ({ page }) => {
      const w = await watch(page);
      await setup(page, { user: 'learner', language: 'en' });
      await answer(page, w, '/problems/', 'ProblemList', (example) => ({
        ...example,
        total: COUNT,
        page: 1,
        items: XSS_PAYLOADS.map((payload, index) => ({
          ...example.items[0]!,
          id: uuid(ID.problem, index + 1),
          frontend_id: index + 1,
          slug: `xss-${index + 1}`,
          title: localizedPayload(payload),
          tags: [payloadAt(index + 1).text, payloadAt(index + 2).text, payloadAt(index + 3).text],
        })),
      }));
      await answer(page, w, '/problems/daily/challenge', 'DailyChallenge', (example) => ({
        ...example,
        problem: { ...example.problem, title: localizedPayload(XSS_PAYLOADS[0]!), tags: TEXTS.slice(0, 20) },
      }));
      await page.goto('/problems');
      const titles = page.locator('.problems-table__title a');
      await expect(titles).toHaveText(TEXTS);
      await expect(titles.first()).toHaveAttribute('href', `/problems/${uuid(ID.problem, 1)}`);
      await expect(page.locator('.problems-table__tags').first().locator('.bp6-tag')).toHaveText([payloadAt(1).text, payloadAt(2).text]);
      await expect(page.locator('.daily-card')).toContainText(XSS_PAYLOADS[0]!.text);
      await expectNothingRan(page, w);
    });

    test('problem page: title, tags, description, hints and the analysis', async ({ page }) => {
      const w = await watch(page);
      const problemId = uuid(ID.problem, 1);
      const external = 'https://leetcode.com/problems/two-sum/';
      const description = `<p>Intro</p>${ALL_PAYLOADS_TEXT}<p><a href="${external}">LeetCode</a> <a href="/problems">all problems</a></p>`;
      await setup(page, { user: 'learner', language: 'en' });
      await answer(page, w, /^\/problems\/[^/]+$/, 'Problem', (example) => ({
        ...example,
        id: problemId,
        title: localizedPayload(XSS_PAYLOADS[0]!),
        tags: TEXTS.slice(0, 20),
      }));
      await answer(page, w, /^\/problems\/[^/]+\/description$/, 'ProblemDescription', () => ({
        id: problemId,
        description: { zh: description, en: description },
      }));
      await answer(page, w, /^\/problems\/[^/]+\/hint$/, 'Hint', (example) => ({ ...example, problem_id: problemId, hint: ALL_PAYLOADS_TEXT }));
      await answer(
        page,
        w,
        '/submissions/analyze',
        'AnalysisResult',
        (example) => ({
          ...example,
          feedback: ALL_PAYLOADS_TEXT,
          optimization_suggestions: chunks(20),
          time_complexity: `O(${XSS_PAYLOADS[1]!.text})`,
          space_complexity: `O(${XSS_PAYLOADS[2]!.text})`,
        }),
        'POST',
      );
      await page.goto(`/problems/${problemId}`);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`1. ${XSS_PAYLOADS[0]!.text}`);
      await expect(page.locator('.practice-meta__tags .bp6-tag')).toHaveText(TEXTS.slice(0, 20));

      const shown = page.getByTestId('problem-description');
      await expect(shown).toContainText('Intro');
      expect(await dangerousMarkup(page, '[data-testid="problem-description"]'), 'sanitised description').toEqual([]);
      expect(await shown.locator('script, iframe, object, embed, form, style, svg, math, template').count()).toBe(0);
      const leetcode = shown.locator(`a[href="${external}"]`);
      await expect(leetcode).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(leetcode).toHaveAttribute('target', '_blank');
      await expect(shown.locator('a[href]:not([rel="noopener noreferrer"]), area[href]:not([rel="noopener noreferrer"])')).toHaveCount(0);

      for (const level of [1, 2, 3]) {
        await page.getByRole('button', { name: /Get a hint/ }).click();
        await expect(page.getByTestId('hints-list').locator('li > p')).toHaveText(Array(level).fill(ALL_PAYLOADS_TEXT));
      }

      await expect(page.locator('.monaco-editor').first()).toBeVisible();
      await typeCode(page, 'print(1)');
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      await expect(page.getByTestId('analysis-feedback')).toHaveText(ALL_PAYLOADS_TEXT);
      const result = page.getByTestId('analysis-result');
      await expect(result.locator('.practice-analysis__suggestions li')).toHaveText(chunks(20));
      await expect(result.locator('.practice-analysis__complexity code')).toHaveText([`O(${XSS_PAYLOADS[1]!.text})`, `O(${XSS_PAYLOADS[2]!.text})`]);
      await expectNothingRan(page, w);
    });

    test('each payload alone as a problem description is sanitised', async ({ page }) => {
      test.setTimeout(120_000);
      const w = await watch(page);
      await setup(page, { user: 'learner', language: 'en' });
      // No editor on these pages: the languages call fails, so only the description changes from one to the next.
      await answerError(page, w, '/submissions/languages/supported', 500, 'no editor needed');
      const problemNumber = (pathname: string) => parseInt(pathname.split('/')[4]!.slice(-12), 16);
      // A problem by its id (not the catalogue's other calls under /problems/, such as /problems/tags).
      await answer(page, w, /^\/problems\/(?!tags$|search$)[^/]+$/, 'Problem', (example, request) => {
        const n = problemNumber(new URL(request.url()).pathname);
        return { ...example, id: uuid(ID.problem, n), frontend_id: n, title: { zh: `Payload ${n}`, en: `Payload ${n}` } };
      });
      await answer(page, w, /^\/problems\/[^/]+\/description$/, 'ProblemDescription', (_, request) => {
        const n = problemNumber(new URL(request.url()).pathname);
        const html = `<p>Payload ${n} follows.</p>${XSS_PAYLOADS[n - 1]!.text}`;
        return { id: uuid(ID.problem, n), description: { zh: html, en: html } };
      });

      const unsafe: string[] = [];
      for (const payload of XSS_PAYLOADS) {
        const path = `/problems/${uuid(ID.problem, payload.id)}`;
        if (payload.id === 1) await page.goto(path);
        // Later problems are opened inside the app (a history entry, as a link would), which keeps the run fast.
        else await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
        const shown = page.getByTestId('problem-description');
        await expect(shown).toContainText(`Payload ${payload.id} follows.`);
        for (const finding of await dangerousMarkup(page, '[data-testid="problem-description"]')) unsafe.push(`${payload.id} ${payload.name}: ${finding}`);
      }
      expect(unsafe, 'markup left by the sanitiser').toEqual([]);
      await expectNothingRan(page, w);
    });

    test('history: the list, a submission with its code and analysis, patterns and the optimisation', async ({ page }) => {
      const w = await watch(page);
      const first = uuid(ID.submission, 1);
      await setup(page, { user: 'learner', language: 'en' });
      await answer(page, w, '/submissions/', 'SubmissionList', (example) => ({
        ...example,
        total: COUNT,
        page: 1,
        page_size: 100,
        items: XSS_PAYLOADS.map((payload, index) => ({
          ...example.items[0]!,
          submission_id: uuid(ID.submission, index + 1),
          problem: { ...example.items[0]!.problem, id: uuid(ID.problem, index + 1), frontend_id: index + 1, title: localizedPayload(payload) },
          time_complexity: `O(${payload.text})`,
          space_complexity: `O(${payloadAt(index + 1).text})`,
        })),
      }));
      await answer(page, w, /^\/submissions\/[0-9a-f-]{36}$/, 'Submission', (example) => ({
        ...example,
        submission_id: first,
        problem: { ...example.problem, title: localizedPayload(XSS_PAYLOADS[0]!) },
        code: ALL_PAYLOADS_TEXT,
        feedback: ALL_PAYLOADS_TEXT,
        optimization_suggestions: chunks(20),
      }));
      await answer(page, w, '/submissions/analysis/patterns', 'SubmissionPatterns', (example) => ({
        ...example,
        patterns: example.patterns.map((pattern, index) => ({ ...pattern, name: localizedPayload(payloadAt(index)) })),
        common_issues: Array.from({ length: 20 }, (_, index) => ({ name: localizedPayload(payloadAt(index + 12)), count: 1 })),
      }));
      await answer(
        page,
        w,
        '/submissions/optimize',
        'OptimizationResult',
        (example) => ({
          ...example,
          submission_id: first,
          suggestions: chunks(20),
          explanation: ALL_PAYLOADS_TEXT,
          optimized_code: ALL_PAYLOADS_TEXT,
          expected_time_complexity: `O(${XSS_PAYLOADS[3]!.text})`,
          expected_space_complexity: `O(${XSS_PAYLOADS[4]!.text})`,
        }),
        'POST',
      );
      await page.goto(`/history?submission=${first}`);

      const detail = page.getByTestId('history-detail');
      await expect(detail.getByTestId('history-feedback')).toHaveText(ALL_PAYLOADS_TEXT);
      await expect(detail.locator('.history-list li')).toHaveText(chunks(20));
      await expect(detail.locator('.monaco-editor').first()).toContainText(XSS_PAYLOADS[0]!.text.slice(0, 20));
      await detail.getByRole('button', { name: 'Optimise', exact: true }).click();
      const optimization = page.getByTestId('history-optimization');
      await expect(optimization.locator('.history-text')).toHaveText(ALL_PAYLOADS_TEXT);
      await expect(optimization.locator('.bp6-tag')).toHaveText([`Time O(${XSS_PAYLOADS[3]!.text})`, `Space O(${XSS_PAYLOADS[4]!.text})`]);
      await page.keyboard.press('Escape');

      await expect(page.getByTestId('history-table').locator('tbody tr td:first-child a')).toHaveText(XSS_PAYLOADS.map((payload, index) => `${index + 1}. ${payload.text}`));
      await expect(page.getByTestId('history-patterns')).toContainText(payloadAt(12).text);
      await expectNothingRan(page, w);
    });

    test('progress: AI insights and recommendations', async ({ page }) => {
      const w = await watch(page);
      await setup(page, { user: 'learner', language: 'en' });
      await answer(page, w, '/progress/strengths-weaknesses', 'StrengthsWeaknesses', (example) => ({
        ...example,
        recommendations: Array.from({ length: 10 }, (_, index) => ({ zh: chunks(10)[index]!, en: chunks(10)[index]! })),
      }));
      await answer(page, w, '/progress/ai-insights', 'AiInsights', (example) => ({
        ...example,
        summary: ALL_PAYLOADS_TEXT,
        insights: Array.from({ length: 10 }, (_, index) => ({ kind: 'habit' as const, title: payloadAt(index).text, detail: chunks(10)[index]! })),
        recommended_problems: example.recommended_problems.map((problem, index) => ({ ...problem, title: localizedPayload(payloadAt(index + 10)) })),
      }));
      await page.goto('/progress');
      await expect(page.locator('.progress-sw__recommendations li')).toHaveText(chunks(10));
      await page.getByRole('button', { name: 'Generate AI insights' }).click();
      const insights = page.getByTestId('ai-insights');
      await expect(insights.locator('.progress-ai__summary')).toHaveText(ALL_PAYLOADS_TEXT);
      await expect(insights.locator('.progress-ai__insights li p')).toHaveText(chunks(10));
      await expect(insights.locator('.progress-ai__insights strong')).toHaveText(TEXTS.slice(0, 10));
      await expect(insights.locator('.progress-ai__problems a').first()).toContainText(payloadAt(10).text);
      await expectNothingRan(page, w);
    });

    test('dashboard: own username and email, today’s plan, the daily challenge, recent submissions, plan history', async ({ page }) => {
      const w = await watch(page);
      const me = XSS_PAYLOADS[0]!;
      await setup(page, { user: 'learner', language: 'en' });
      await answerMe(page, w, me, XSS_PAYLOADS[1]!);
      const planProblems = (example: Schemas['Plan'], offset: number) =>
        Array.from({ length: 10 }, (_, index) => ({
          ...(example.new_problems[0] ?? example.review_problems[0])!,
          id: uuid(ID.problem, offset + index + 1),
          frontend_id: offset + index + 1,
          title: localizedPayload(payloadAt(offset + index)),
          reason: localizedPayload(payloadAt(offset + index + 20)),
        }));
      await answer(page, w, '/plans/today', 'Plan', (example) => ({
        ...example,
        new_problems: planProblems(example, 0),
        review_problems: planProblems(example, 10),
        total_count: 20,
        completed_count: 0,
        ai_summary: { zh: ALL_PAYLOADS_TEXT, en: ALL_PAYLOADS_TEXT },
      }));
      await answer(page, w, '/problems/daily/challenge', 'DailyChallenge', (example) => ({
        ...example,
        problem: { ...example.problem, title: localizedPayload(payloadAt(40)) },
      }));
      await answer(page, w, '/progress/dashboard', 'Dashboard', (example) => ({
        ...example,
        recent_submissions: Array.from({ length: 10 }, (_, index) => ({
          ...example.recent_submissions[0]!,
          submission_id: uuid(ID.submission, index + 1),
          problem: { ...example.recent_submissions[0]!.problem, title: localizedPayload(payloadAt(index + 50)) },
        })),
      }));
      await answer(page, w, '/plans', 'PlanList', (example) => ({
        ...example,
        items: example.items.map((plan, index) => ({
          ...plan,
          id: uuid(ID.plan, index + 1),
          new_problems: planProblems(plan, 60 + index * 10),
          review_problems: [],
          total_count: 10,
          completed_count: 0,
        })),
      }));
      await page.goto('/dashboard');

      await expect(page.locator('.app-header').getByRole('button', { name: `User menu for ${me.text}`, exact: true })).toHaveText(me.text);
      await expect(page.locator('.dashboard__greeting')).toHaveText(`Good to see you, ${me.text}. Here is what today holds.`);
      await expect(page.locator('.plan-problem__link')).toHaveText(Array.from({ length: 20 }, (_, index) => `${index + 1}. ${payloadAt(index).text}`));
      await expect(page.locator('.plan-problem__reason')).toHaveText(Array.from({ length: 20 }, (_, index) => payloadAt(index + 20).text));
      await expect(page.locator('.today-plan')).toContainText(XSS_PAYLOADS[COUNT - 1]!.text);
      await expect(page.locator('.challenge__title')).toContainText(payloadAt(40).text);
      await expect(page.locator('.recent-submission__title')).toHaveText(Array.from({ length: 10 }, (_, index) => new RegExp(`${escapeRegExp(payloadAt(index + 50).text)}$`)));
      await page.getByRole('button', { name: 'Plan history' }).click();
      await expect(page.locator('.plan-history')).toContainText(payloadAt(60).text);

      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(page.locator('.settings-card').first()).toContainText(me.text);
      await expect(page.locator('.settings-card').first()).toContainText(XSS_PAYLOADS[1]!.text);
      await expectNothingRan(page, w);
    });

    test('admin: usernames and emails in the table and drawer, activity entries, and an error toast', async ({ page }) => {
      const w = await watch(page);
      await setup(page, { user: 'admin', language: 'en' });
      await answer(page, w, '/admin/users', 'AdminUserList', (example) => ({
        ...example,
        total: COUNT,
        page: 1,
        page_size: 100,
        items: XSS_PAYLOADS.map((payload, index) => ({
          ...example.items[0]!,
          id: uuid(ID.user, index + 1),
          is_admin: false,
          username: payload.text,
          email: payloadAt(index + 1).text,
        })),
      }));
      await answer(page, w, /^\/admin\/users\/[0-9a-f-]{36}$/, 'AdminUserDetail', (example) => ({
        ...example,
        id: uuid(ID.user, 1),
        username: XSS_PAYLOADS[0]!.text,
        email: XSS_PAYLOADS[1]!.text,
        recent_submissions: example.recent_submissions.map((submission, index) => ({ ...submission, problem: { ...submission.problem, title: localizedPayload(payloadAt(index + 2)) } })),
      }));
      await answer(page, w, '/admin/activity/recent', 'RecentActivity', (example) => ({
        items: XSS_PAYLOADS.map((payload, index) => ({
          ...example.items[0]!,
          id: uuid(ID.activity, index + 1),
          user: { id: uuid(ID.user, index + 1), username: payloadAt(index + 1).text },
          description: payload.text,
        })),
      }));
      const toastDetail = XSS_PAYLOADS[2]!.text;
      await answerError(page, w, /^\/admin\/users\/[^/]+\/toggle-admin$/, 500, toastDetail, 'POST');
      await page.goto('/admin');

      await expect(page.locator('.admin-activity__description')).toHaveText(TEXTS);
      // The table draws only the rows in view: check those, in order, from the top.
      // Selection box, username and actions are frozen on the left (their own quadrant); email is the first scrolling column.
      const cells = (quadrant: 'left' | 'main', column: number) =>
        page.locator(`.bp6-table-quadrant-${quadrant} .bp6-table-body-cells .bp6-table-cell-col-${column}`);
      const usernames = cells('left', 1);
      await expect(usernames.first()).toHaveText(XSS_PAYLOADS[0]!.text);
      const visible = await usernames.count();
      expect(visible).toBeGreaterThan(5);
      await expect(usernames).toHaveText(TEXTS.slice(0, visible));
      await expect(cells('main', 3)).toHaveText(Array.from({ length: visible }, (_, index) => payloadAt(index + 1).text));

      await page.getByRole('button', { name: `Details of ${XSS_PAYLOADS[0]!.text}`, exact: true }).click();
      const drawer = page.locator('.bp6-drawer');
      await expect(drawer.locator('.bp6-heading')).toHaveText(`User ${XSS_PAYLOADS[0]!.text}`);
      await expect(drawer.locator('.admin-dl dd').first()).toHaveText(XSS_PAYLOADS[1]!.text);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);

      await page.getByRole('button', { name: `Make ${XSS_PAYLOADS[1]!.text} an admin`, exact: true }).click();
      await expect(page.getByRole('alertdialog')).toContainText(XSS_PAYLOADS[1]!.text);
      await page.getByRole('button', { name: 'Make admin', exact: true }).click();
      await expect(page.locator('.bp6-toast')).toHaveText(`Could not change the admin rights of ${XSS_PAYLOADS[1]!.text}: ${toastDetail}`);
      await expectNothingRan(page, w);
    });

    test('server error messages in error states and toasts', async ({ page }) => {
      const w = await watch(page);
      await setup(page, { user: 'learner', language: 'en' });
      await answerError(page, w, '/problems/', 500, ALL_PAYLOADS_TEXT);
      await answerError(page, w, '/problems/random/get', 500, XSS_PAYLOADS[0]!.text);
      await page.goto('/problems');
      await expect(page.getByRole('alert').filter({ hasText: XSS_PAYLOADS[1]!.text })).toContainText(ALL_PAYLOADS_TEXT);
      await page.getByRole('button', { name: 'Random problem' }).click();
      await expect(page.locator('.bp6-toast')).toHaveText(`Could not pick a random problem: ${XSS_PAYLOADS[0]!.text}`);
      await expectNothingRan(page, w);
    });
  });
}

test.describe('the XSS detectors', () => {
  test.use({ bypassCSP: true });

  test('catch payloads that do run (so a silent run of the suite means something)', async ({ page }) => {
    const w = await watch(page);
    await page.goto('/login');
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = [
        '<img src=x onerror=__xss(1)>',
        '<iframe srcdoc="<script>__xss(2)</script>"></iframe>',
        '<iframe src="data:text/html,<script>alert(\'__xss 3\')</script>"></iframe>',
        '<div style="background-image:url(/__xss/4)">x</div>',
        '<a href="javascript:__xss(5)">x</a>',
      ].join('');
      document.body.append(box);
    });
    await expect.poll(() => w.hits).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${XSS_MARKER}(1) ran`),
        expect.stringContaining(`${XSS_MARKER}(2) ran`),
        expect.stringContaining(`alert "${XSS_MARKER} 3"`),
        expect.stringContaining(`/${XSS_MARKER}/4`),
      ]),
    );
    const markup = await dangerousMarkup(page, 'html');
    expect(markup).toEqual(expect.arrayContaining([expect.stringContaining('onerror'), expect.stringContaining('<iframe'), expect.stringContaining('href on <a')]));
  });
});
