// The dashboard: today's plan, marking done, generating quick and smart plans (with the AI fallback),
// plan history, key figures and the score chart, in both languages.
import type { Page } from '@playwright/test';
import { expect, prefer, setup, test } from './fixtures';

const TEXT = {
  zh: {
    planTitle: '今日计划', progress13: '已完成 1 / 3', progress23: '已完成 2 / 3', noPlan: '今天还没有学习计划',
    quick: '快速计划', smart: '智能计划（AI）', markDone: '将「最大子数组和」标记为已完成', problem: '53. 最大子数组和',
    review: '20. 有效的括号', fallback: '已改用基础模式生成计划', rulesFallback: 'AI 模型未及时响应', history: '历史计划', next: '下一页', page1: '第 1 / 7 页', page2: '第 2 / 7 页',
    streak: '连续学习', trend: '得分趋势（30 天）', challenge: '42. 接雨水', figuresFailed: '无法加载你的数据', retry: '重试',
    time: ['15 分钟（1 题）', '30 分钟（1-2 题）', '1 小时（2-3 题）', '1.5 小时（3-4 题）', '2 小时（4-5 题）', '3 小时（5-6 题）'],
  },
  en: {
    planTitle: "Today's plan", progress13: '1 / 3 done', progress23: '2 / 3 done', noPlan: 'No plan for today yet',
    quick: 'Quick plan', smart: 'Smart plan (AI)', markDone: 'Mark Maximum Subarray done', problem: '53. Maximum Subarray',
    review: '20. Valid Parentheses', fallback: 'Basic plan instead of an AI plan', rulesFallback: 'The AI model did not answer in time', history: 'Plan history', next: 'Next', page1: 'Page 1 of 7', page2: 'Page 2 of 7',
    streak: 'Current streak', trend: 'Score trend (30 days)', challenge: '42. Trapping Rain Water', figuresFailed: 'Could not load your figures', retry: 'Retry',
    time: ['15 min (1 problem)', '30 min (1-2 problems)', '1 h (2-3 problems)', '1.5 h (3-4 problems)', '2 h (4-5 problems)', '3 h (5-6 problems)'],
  },
} as const;
const MINUTES = [15, 30, 60, 90, 120, 180];

/** Opens the dashboard and waits for its first card (the dev server can take a while to serve a cold page). */
async function open(page: Page, heading: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 60_000 });
}

for (const language of ['zh', 'en'] as const) {
  const x = TEXT[language];
  test.describe(`dashboard (${language})`, () => {
    test.slow();
    test('shows today’s plan with links and marking done updates progress', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await open(page, x.planTitle);
      const plan = page.locator('.today-plan');
      await expect(plan.getByRole('heading', { name: x.planTitle })).toBeVisible();
      await expect(plan.getByTestId('plan-progress')).toHaveText(x.progress13);
      await expect(plan.getByRole('link', { name: x.problem })).toHaveAttribute('href', /\/problems\/0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a08$/);
      await expect(plan.getByRole('link', { name: x.review })).toBeVisible();
      const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/v1/plans/'));
      // The box is controlled by the server's answer, so click rather than check.
      await plan.getByRole('checkbox', { name: x.markDone }).click({ force: true });
      expect((await put).postDataJSON()).toEqual({ problem_id: '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a08', completed: true });
      await expect(plan.getByTestId('plan-progress')).toHaveText(x.progress23);
    });

    test('no plan yet → generate a quick plan', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/plans/today', { code: 404 });
      await open(page, x.planTitle);
      await expect(page.getByText(x.noPlan)).toBeVisible();
      const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/plans/generate'));
      await page.getByRole('button', { name: x.quick, exact: true }).click();
      const body = (await post).postDataJSON();
      expect(body.available_minutes).toBe(60);
      expect(body.target_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(page.locator('.today-plan').getByTestId('plan-progress')).toBeVisible();
    });

    test('each time choice sends its available_minutes', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/plans/today', { code: 404 });
      await open(page, x.planTitle);
      for (const [index, minutes] of MINUTES.entries()) {
        if (index > 0) await page.getByRole('button', { name: TEXT[language].planTitle === '今日计划' ? '重新生成' : 'New plan' }).click();
        await page.getByRole('radio', { name: x.time[index] }).check({ force: true });
        const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/plans/generate'));
        await page.getByRole('button', { name: x.quick, exact: true }).click();
        expect((await post).postDataJSON().available_minutes).toBe(minutes);
        await expect(page.locator('.today-plan').getByTestId('plan-progress')).toBeVisible();
      }
    });

    test('smart plan succeeds', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/plans/today', { code: 404 });
      await open(page, x.planTitle);
      const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/plans/generate-smart'));
      await page.getByRole('button', { name: x.smart }).click();
      expect((await post).postDataJSON()).toMatchObject({ available_minutes: 60, include_review: true, user_language: language });
      await expect(page.locator('.today-plan').getByTestId('plan-progress')).toBeVisible();
      await expect(page.getByText(x.fallback)).toHaveCount(0);
    });

    test('a smart plan the server’s rules picked because the model did not answer says so', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/plans/today', { code: 404 });
      await prefer(page, '**/api/v1/plans/generate-smart', { example: 'fallback' });
      await open(page, x.planTitle);
      const smart = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/plans/generate-smart'));
      await page.getByRole('button', { name: x.smart }).click();
      expect((await smart).status()).toBe(201);
      await expect(page.getByText(x.rulesFallback)).toBeVisible();
      await expect(page.getByText(x.fallback)).toHaveCount(0);
      await expect(page.locator('.today-plan').getByTestId('plan-progress')).toBeVisible();
    });

    test('smart failure falls back to a quick plan and says so', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await prefer(page, '**/api/v1/plans/today', { code: 404 });
      await prefer(page, '**/api/v1/plans/generate-smart', { code: 500 });
      await open(page, x.planTitle);
      await page.getByRole('radio', { name: x.time[4] }).check({ force: true });
      const quick = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/plans/generate'));
      await page.getByRole('button', { name: x.smart }).click();
      expect((await quick).postDataJSON()).toMatchObject({ available_minutes: 120, include_review: true });
      await expect(page.getByText(x.fallback)).toBeVisible();
      await expect(page.locator('.today-plan').getByTestId('plan-progress')).toBeVisible();
    });

    test('plan history opens with rows and pages', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await open(page, x.planTitle);
      await page.getByRole('button', { name: x.history }).click();
      const drawer = page.locator('.plan-history');
      await expect(drawer.getByRole('row')).toHaveCount(11);
      await expect(drawer.getByText(x.page1)).toBeVisible();
      const next = page.waitForRequest((r) => r.url().includes('/api/v1/plans?') && r.url().includes('page=2'));
      await drawer.getByRole('button', { name: x.next }).click();
      await next;
      await expect(drawer.getByText(x.page2)).toBeVisible();
    });

    test('the score trend chart below the fold waits until it is seen: no nivo code, no drawing; scrolled to, it draws', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      const nivo: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/score-trend-chart-[^/]+\.js$/.test(new URL(request.url()).pathname)) nivo.push(request.url());
      });
      await open(page, x.planTitle);
      await expect(page.getByRole('heading', { name: x.trend })).toBeAttached();
      await expect(page.locator('.recent-submission a').first()).toBeAttached();
      const chart = page.getByTestId('score-trend-chart');
      await expect(chart).toBeAttached();
      // Unseen, the box is empty: nothing loads (and the page reads as ready, with no spinner of its own).
      await page.waitForTimeout(500);
      await expect(chart.locator('.state--loading')).toHaveCount(0);
      expect(nivo).toEqual([]);
      await expect(chart.locator('svg[role=img]')).toHaveCount(0);
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('svg[role=img]')).toBeVisible({ timeout: 30_000 });
      expect(nivo).toHaveLength(1);
    });

    test('figures, challenge and chart render; a failed load can be retried', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      let fail = true;
      await page.route('**/api/v1/progress/dashboard', (route) =>
        fail ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } }) : route.fallback(),
      );
      await open(page, x.planTitle);
      // Server errors are retried twice before the error shows.
      await expect(page.getByText(x.figuresFailed)).toBeVisible({ timeout: 30_000 });
      fail = false;
      await page.locator('.dashboard__figures').getByRole('button', { name: x.retry }).click();
      await expect(page.getByText(x.streak)).toBeVisible();
      await expect(page.getByRole('link', { name: x.challenge }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: x.trend })).toBeVisible();
      // Drawn once its box is seen (the chart below).
      await page.getByTestId('score-trend-chart').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('score-trend-chart').locator('svg[role=img]')).toBeVisible();
      await expect(page.locator('.recent-submission a').first()).toHaveAttribute('href', /\/history\?submission=/);
    });
  });
}
