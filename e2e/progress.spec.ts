// Progress (issue 7 item 1): overview, category and difficulty bar charts with their tables, strengths and
// weaknesses, the score trend with its range picker and label, and AI insights on demand — in both languages,
// the charts also in both themes.
import type { Page } from '@playwright/test';
import { expect, prefer, setup, test, type Language, type Theme } from './fixtures';

const TEXT = {
  zh: {
    title: '学习进度',
    overview: '总览',
    categories: '按分类',
    difficulty: '按难度',
    strengths: '强项与短板',
    trend: '得分趋势',
    ai: 'AI 洞察',
    showTable: '以表格查看数据',
    figures: { solved: ['已解决', '47', '共 3,500 道题'], attempted: ['已尝试', '58'], submissions: ['提交次数', '83'], average: ['平均分', '3.6', '满分 5 分'], streak: ['当前连续', '6 天'], longest: ['最长连续', '14 天'] },
    byDifficulty: ['简单', '中等', '困难'],
    categoryLabels: ['数组', '哈希表', '字符串', '链表', '栈', '双指针', '树', '滑动窗口', '二分查找', '动态规划', '图'],
    categoryHeader: ['分类', '已解决', '已尝试', '题库总数', '平均分'],
    firstCategoryRow: ['数组', '9', '10', '612', '3.9'],
    lastCategoryRow: ['图', '1', '2', '118', '2.6'],
    categorySummary: '按分类的条形图：11 个分类。已解决最多的是数组（9 道）。',
    difficultyHeader: ['难度', '已解决', '已尝试', '题库总数', '平均分'],
    difficultyRows: [['简单', '21', '23', '876', '4.1'], ['中等', '22', '29', '1,821', '3.4'], ['困难', '4', '6', '803', '2.5']],
    difficultySummary: '按难度的条形图：简单已解决 21 道，中等 22 道，困难 4 道。',
    strengthsList: '强项',
    weaknessesList: '短板',
    strengthItems: ['哈希表', '数组', '链表'],
    weaknessItems: ['动态规划', '图', '二分查找'],
    strengthDetail: '平均 4.1 分 · 已解决 7 道',
    recommendations: '学习建议',
    recommendation: '动态规划是你最弱的分类（平均 2.4 分）',
    range: '时间范围',
    rangeOf: (days: number) => `${days} 天`,
    trendLabel: { improving: '趋势：上升', declining: '趋势：下降', stable: '趋势：平稳' },
    trendAverage: { improving: '期间平均分：3.3', declining: '期间平均分：3.5', stable: '期间平均分：3.5' },
    trendSummaryStart: { improving: '近 30 天的得分折线图，趋势上升。', declining: '近 14 天的得分折线图，趋势下降。', stable: '近 7 天的得分折线图，趋势平稳。' },
    trendHeader: ['日期', '平均分', '提交次数'],
    noScore: '无提交',
    ask: '生成 AI 洞察',
    again: '重新生成',
    intro: '让 AI 阅读你的提交和得分',
    running: 'AI 正在分析你的进度…',
    elapsed: /已用时 \d+ 秒/,
    cancel: '取消',
    aiSummary: '过去 30 天你提交了 50 次',
    aiInsight: '哈希表运用熟练',
    aiKind: '强项',
    aiProblem: '53. 最大子数组和',
    aiFailedTitle: 'AI 洞察生成失败',
    aiUnavailable: 'AI 服务暂时不可用，请稍后再试',
    retry: '重试',
    errorTitle: '加载失败',
    internalError: '服务器内部错误',
  },
  en: {
    title: 'Progress',
    overview: 'Overview',
    categories: 'By category',
    difficulty: 'By difficulty',
    strengths: 'Strengths and weaknesses',
    trend: 'Score trend',
    ai: 'AI insights',
    showTable: 'Show the data as a table',
    figures: { solved: ['Solved', '47', 'of 3,500 problems'], attempted: ['Attempted', '58'], submissions: ['Submissions', '83'], average: ['Average score', '3.6', 'out of 5'], streak: ['Current streak', '6 days'], longest: ['Longest streak', '14 days'] },
    byDifficulty: ['Easy', 'Medium', 'Hard'],
    categoryLabels: ['Array', 'Hash table', 'String', 'Linked list', 'Stack', 'Two pointers', 'Tree', 'Sliding window', 'Binary search', 'Dynamic programming', 'Graph'],
    categoryHeader: ['Category', 'Solved', 'Attempted', 'In catalogue', 'Average score'],
    firstCategoryRow: ['Array', '9', '10', '612', '3.9'],
    lastCategoryRow: ['Graph', '1', '2', '118', '2.6'],
    categorySummary: 'Bar chart by category: 11 categories. Most solved: Array (9).',
    difficultyHeader: ['Difficulty', 'Solved', 'Attempted', 'In catalogue', 'Average score'],
    difficultyRows: [['Easy', '21', '23', '876', '4.1'], ['Medium', '22', '29', '1,821', '3.4'], ['Hard', '4', '6', '803', '2.5']],
    difficultySummary: 'Bar chart by difficulty: 21 Easy, 22 Medium and 4 Hard problems solved.',
    strengthsList: 'Strengths',
    weaknessesList: 'Weaknesses',
    strengthItems: ['Hash table', 'Array', 'Linked list'],
    weaknessItems: ['Dynamic programming', 'Graph', 'Binary search'],
    strengthDetail: 'average 4.1 · 7 solved',
    recommendations: 'Recommendations',
    recommendation: 'Dynamic programming is your weakest category (average 2.4)',
    range: 'Range',
    rangeOf: (days: number) => `${days} days`,
    trendLabel: { improving: 'Trend: Improving', declining: 'Trend: Declining', stable: 'Trend: Stable' },
    trendAverage: { improving: 'Average over the period: 3.3', declining: 'Average over the period: 3.5', stable: 'Average over the period: 3.5' },
    trendSummaryStart: { improving: 'Line chart of the scores over the last 30 days, trend Improving.', declining: 'Line chart of the scores over the last 14 days, trend Declining.', stable: 'Line chart of the scores over the last 7 days, trend Stable.' },
    trendHeader: ['Date', 'Average score', 'Submissions'],
    noScore: 'No submissions',
    ask: 'Generate AI insights',
    again: 'Generate again',
    intro: 'Let the AI read your submissions and scores',
    running: 'The AI is analysing your progress…',
    elapsed: /\d+ s elapsed/,
    cancel: 'Cancel',
    aiSummary: 'You submitted 50 solutions over the last 30 days',
    aiInsight: 'Confident with hash tables',
    aiKind: 'Strength',
    aiProblem: '53. Maximum Subarray',
    aiFailedTitle: 'Could not generate AI insights',
    aiUnavailable: 'The AI service is temporarily unavailable, please try again later',
    retry: 'Retry',
    errorTitle: 'Could not load',
    internalError: 'Internal server error',
  },
} as const;

/** Chart tick text colours of chart-theme.ts, as the browser reports them. */
const TICK_FILL = { light: 'rgb(95, 107, 124)', dark: 'rgb(171, 179, 191)' } as const;
const SOLVED_FILL = { light: 'rgb(35, 133, 81)', dark: 'rgb(50, 164, 103)' } as const;
const UNSOLVED_FILL = { light: 'rgb(200, 118, 25)', dark: 'rgb(236, 154, 60)' } as const;

const TREND_URL = '**/api/v1/progress/charts/score-trend**';
const isTrend = (url: string) => new URL(url).pathname.endsWith('/progress/charts/score-trend');

async function openProgress(page: Page, language: Language, theme: Theme = 'light') {
  await setup(page, { user: 'learner', language, theme });
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[language].title })).toBeVisible({ timeout: 60_000 });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function rowTexts(table: ReturnType<Page['getByRole']>) {
  return table.getByRole('row').evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => (cell.textContent ?? '').trim())));
}

// The machine running e2e can be slow to load the page (dev mode, nivo); the page loads once per test.
test.describe.configure({ timeout: 120_000 });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`progress (${language})`, () => {
    for (const theme of ['light', 'dark'] as const) {
      test(`overview, category and difficulty bar charts with translated labels and tables, strengths (${theme})`, async ({ page }) => {
        await openProgress(page, language, theme);
        if (theme === 'dark') await expect(page.locator('body')).toHaveClass(/bp6-dark/);
        else await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);

        const overview = region(page, text.overview);
        for (const [key, parts] of Object.entries(text.figures)) {
          const figure = overview.getByTestId(`overview-${key}`);
          for (const part of parts) await expect(figure).toContainText(part);
        }
        const byDifficulty = overview.locator('.progress-by-difficulty');
        await expect(byDifficulty).toContainText(`${text.byDifficulty[0]} 21`);
        await expect(byDifficulty).toContainText(`${text.byDifficulty[1]} 22`);
        await expect(byDifficulty).toContainText(`${text.byDifficulty[2]} 4`);

        const categories = region(page, text.categories);
        const categoryChart = categories.getByRole('img', { name: text.categorySummary });
        await expect(categoryChart).toBeVisible({ timeout: 30_000 });
        // A solved and an attempted-not-solved bar per category, in the theme's colours.
        await expect(categoryChart.locator('svg rect[data-testid^="bar.item.solved."]')).toHaveCount(11);
        await expect(categoryChart.locator('svg rect[data-testid^="bar.item.unsolved."]')).toHaveCount(11);
        await expect(categoryChart.locator('svg rect[data-testid="bar.item.solved.0"]')).toHaveCSS('fill', SOLVED_FILL[theme]);
        const categoryTicks = categoryChart.locator('svg text');
        for (const label of text.categoryLabels) await expect(categoryTicks.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
        await expect(categoryTicks.filter({ hasText: new RegExp(`^${text.categoryLabels[0]}$`) })).toHaveCSS('fill', TICK_FILL[theme]);
        await categories.getByText(text.showTable).click();
        const categoryTable = categories.getByRole('table');
        await expect(categoryTable).toBeVisible();
        const categoryRows = await rowTexts(categoryTable);
        expect(categoryRows).toHaveLength(12);
        expect(categoryRows[0]).toEqual(text.categoryHeader);
        expect(categoryRows[1]).toEqual(text.firstCategoryRow);
        expect(categoryRows[11]).toEqual(text.lastCategoryRow);
        expect(categoryRows.slice(1).map((row) => row[0])).toEqual(text.categoryLabels);

        const difficulty = region(page, text.difficulty);
        const difficultyChart = difficulty.getByRole('img', { name: text.difficultySummary });
        await expect(difficultyChart).toBeVisible();
        await expect(difficultyChart.locator('svg rect[data-testid^="bar.item.solved."]')).toHaveCount(3);
        await expect(difficultyChart.locator('svg rect[data-testid^="bar.item.unsolved."]')).toHaveCount(3);
        await expect(difficultyChart.locator('svg rect[data-testid="bar.item.unsolved.0"]')).toHaveCSS('fill', UNSOLVED_FILL[theme]);
        for (const label of text.byDifficulty) await expect(difficultyChart.locator('svg text').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCSS('fill', TICK_FILL[theme]);
        await difficulty.getByText(text.showTable).click();
        expect(await rowTexts(difficulty.getByRole('table'))).toEqual([text.difficultyHeader, ...text.difficultyRows]);

        const section = region(page, text.strengths);
        const strengths = section.getByRole('list', { name: text.strengthsList, exact: true }).getByRole('listitem');
        await expect(strengths).toHaveCount(3);
        for (const [index, name] of text.strengthItems.entries()) await expect(strengths.nth(index)).toContainText(name);
        await expect(strengths.first()).toContainText(text.strengthDetail);
        const weaknesses = section.getByRole('list', { name: text.weaknessesList, exact: true }).getByRole('listitem');
        await expect(weaknesses).toHaveCount(3);
        for (const [index, name] of text.weaknessItems.entries()) await expect(weaknesses.nth(index)).toContainText(name);
        const recommendations = section.getByRole('list', { name: text.recommendations }).getByRole('listitem');
        await expect(recommendations).toHaveCount(3);
        await expect(recommendations.first()).toContainText(text.recommendation);
        await expect(section).not.toContainText(TEXT[language === 'zh' ? 'en' : 'zh'].recommendation);
      });
    }

    test('the score trend asks for 30 days and draws the line; the range picker asks for 7, 90 and 365; trend labels', async ({ page }) => {
      // Each range answers with one of the contract's examples: 7 → stable, 90 → declining, 30 and 365 → improving.
      const exampleFor: Record<string, 'improving' | 'declining' | 'stable'> = { '7': 'stable', '90': 'declining' };
      await page.route(TREND_URL, (route) => {
        const days = new URL(route.request().url()).searchParams.get('days') ?? '';
        return route.fallback({ headers: { ...route.request().headers(), prefer: `example=${exampleFor[days] ?? 'improving'}` } });
      });
      const first = page.waitForRequest((request) => isTrend(request.url()));
      await openProgress(page, language, 'dark');
      expect(new URL((await first).url()).searchParams.get('days')).toBe('30');
      const section = region(page, text.trend);
      const check = async (trend: 'improving' | 'declining' | 'stable') => {
        await expect(section.getByTestId('trend-label')).toHaveText(text.trendLabel[trend], { timeout: 30_000 });
        await expect(section).toContainText(text.trendAverage[trend]);
        const chart = section.getByRole('img', { name: new RegExp(`^${escape(text.trendSummaryStart[trend])}`) });
        // The line in the dark theme's colour.
        await expect
          .poll(() => chart.locator('svg path').evaluateAll((paths) => paths.filter((path) => getComputedStyle(path).stroke === 'rgb(76, 144, 240)').length))
          .toBeGreaterThan(0);
        // A point on each day with a score (days without submissions leave gaps).
        await expect(chart.locator('svg circle')).toHaveCount({ improving: 24, declining: 11, stable: 6 }[trend]);
      };
      await check('improving');
      await section.getByText(text.showTable).click();
      const table = section.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(31);
      expect((await rowTexts(table))[0]).toEqual(text.trendHeader);

      const picker = section.getByRole('radiogroup', { name: text.range });
      await expect(picker.getByRole('radio', { name: text.rangeOf(30), exact: true })).toHaveAttribute('aria-checked', 'true');
      for (const [days, trend] of [[7, 'stable'], [90, 'declining'], [365, 'improving']] as const) {
        const request = page.waitForRequest((request) => isTrend(request.url()) && new URL(request.url()).searchParams.get('days') === String(days));
        await picker.getByRole('radio', { name: text.rangeOf(days), exact: true }).click();
        await request;
        await expect(picker.getByRole('radio', { name: text.rangeOf(days), exact: true })).toHaveAttribute('aria-checked', 'true');
        await check(trend);
        if (trend === 'stable') {
          const rows = await rowTexts(table);
          expect(rows).toHaveLength(8);
          expect(rows[1]!.slice(1)).toEqual(['3.5', '2']);
          expect(rows[3]!.slice(1)).toEqual([text.noScore, '0']);
        }
      }
    });

    test('AI insights: only on demand, in the user language; cancel while running; a failure is translated and retry recovers', async ({ page }) => {
      const AI_URL = '**/api/v1/progress/ai-insights**';
      let asked = 0;
      page.on('request', (request) => {
        if (request.url().includes('/progress/ai-insights')) asked += 1;
      });
      // First the AI never answers: the request stays open until the user cancels.
      await page.route(AI_URL, () => undefined);
      await openProgress(page, language);
      const section = region(page, text.ai);
      await expect(section).toContainText(text.intro);
      await expect(region(page, text.categories).getByRole('img')).toBeVisible({ timeout: 30_000 });
      expect(asked).toBe(0);

      let request = page.waitForRequest((request) => request.url().includes('/progress/ai-insights'));
      await section.getByRole('button', { name: text.ask }).click();
      expect(new URL((await request).url()).searchParams.get('user_language')).toBe(language);
      const status = section.getByRole('status');
      await expect(status).toContainText(text.running);
      await expect(status.getByRole('progressbar')).toBeVisible();
      await expect(status.getByTestId('ai-elapsed')).toHaveText(text.elapsed);
      const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/progress/ai-insights'));
      await status.getByRole('button', { name: text.cancel }).click();
      await aborted;
      await expect(section.getByRole('status')).toHaveCount(0);
      await expect(section).toContainText(text.intro);

      // Then it fails with the English example detail: the text on screen comes from the code, translated.
      await page.unroute(AI_URL);
      await prefer(page, AI_URL, { code: 500, example: 'aiUnavailable' });
      await section.getByRole('button', { name: text.ask }).click();
      const alert = section.getByRole('alert');
      await expect(alert).toContainText(text.aiFailedTitle);
      await expect(alert).toContainText(text.aiUnavailable);

      // Retry succeeds.
      await page.unroute(AI_URL);
      await prefer(page, AI_URL, { example: language });
      request = page.waitForRequest((request) => request.url().includes('/progress/ai-insights'));
      await alert.getByRole('button', { name: text.retry }).click();
      expect(new URL((await request).url()).searchParams.get('user_language')).toBe(language);
      const result = section.getByTestId('ai-insights');
      await expect(result).toContainText(text.aiSummary);
      await expect(result).toContainText(text.aiInsight);
      await expect(result).toContainText(text.aiKind);
      await expect(result.getByRole('link', { name: text.aiProblem })).toHaveAttribute('href', '/problems/0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a08');
      await expect(section.getByRole('alert')).toHaveCount(0);
      await expect(section.getByRole('button', { name: text.again })).toBeVisible();
      expect(asked).toBe(3);
    });

    test('a failing section shows its error and retries, while the others still render', async ({ page }) => {
      await prefer(page, '**/api/v1/progress/categories', { code: 500 });
      await openProgress(page, language);
      const categories = region(page, text.categories);
      const alert = categories.getByRole('alert');
      await expect(alert).toContainText(text.errorTitle, { timeout: 30_000 });
      await expect(alert).toContainText(text.internalError);
      await expect(region(page, text.difficulty).getByRole('img', { name: text.difficultySummary })).toBeVisible();
      await expect(region(page, text.overview).getByTestId('overview-solved')).toContainText('47');
      await expect(region(page, text.trend).getByTestId('trend-label')).toBeVisible();
      await expect(region(page, text.strengths).getByRole('list', { name: text.recommendations })).toBeVisible();
      await page.unroute('**/api/v1/progress/categories');
      await alert.getByRole('button', { name: text.retry }).click();
      await expect(categories.getByRole('img', { name: text.categorySummary })).toBeVisible();
      await expect(categories.getByRole('alert')).toHaveCount(0);
    });
  });
}
