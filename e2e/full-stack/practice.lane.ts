// A learner's practice for real, on the embedded coach: the catalogue filtered, a nested-loop Two Sum analysed
// (O(n²), the hash map named at its lines) and submitted, a hash-map one scoring higher, a hint, a slow recursion
// scored low; the list's status, history, statistics, optimisation, progress and dashboard following what was
// done; a quick plan with an item marked done, a smart plan and AI insights; then the next day (the server's and
// the browser's clocks moved a day on), when the plan offers the low-scored problem for review. Every request and
// response goes through Prism (--errors); the last test fails on any contract violation it reported.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { register, ZH } from './accounts';
import { openUserMenu } from '../user-menu';
import { setServerClockAhead, VIOLATIONS_FILE } from './stack';

test.describe.configure({ mode: 'serial' });

const LEARNER = { username: 'lane_practice', email: 'lane.practice@example.com', password: 'Practice2026Daily' };
const DAY_MS = 24 * 3600 * 1000;

const NESTED_TWO_SUM = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
`;
const HASH_TWO_SUM = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, num in enumerate(nums):
            if target - num in seen:
                return [seen[target - num], i]
            seen[num] = i
        return []
`;
/** Two Sum in Java whose comment claims less than its nested loops cost. */
const CLAIMED_TWO_SUM = `class Solution {
    // Time: O(n)
    public int[] twoSum(int[] nums, int target) {
        for (int i = 0; i < nums.length; i++) {
            for (int j = i + 1; j < nums.length; j++) {
                if (nums[i] + nums[j] == target) return new int[] {i, j};
            }
        }
        return new int[0];
    }
}
`;
const SLOW_STAIRS = `class Solution {
    public int climbStairs(int n) {
        if (n <= 2) return n;
        return climbStairs(n - 1) + climbStairs(n - 2);
    }
}
`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser: b }) => {
  browser = b;
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
  setServerClockAhead(0);
});

/**
 * Pastes code into the editor in place of what it holds, through the clipboard as a learner pastes a solution
 * from elsewhere (typed text would be auto-indented by the editor line by line; pasted text is kept as it is).
 */
async function paste(code: string) {
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

async function analyse() {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/submissions/analyze'));
  await page.getByRole('button', { name: '分析代码', exact: true }).click();
  expect((await answered).status()).toBe(200);
  const result = page.getByTestId('analysis-result');
  await expect(result).toBeVisible();
  return result;
}

async function submit() {
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByTestId('submitted-state')).toBeVisible();
}

async function openFromList(title: string) {
  await page.goto('/problems');
  await page.getByLabel('搜索', { exact: true }).fill(title);
  // The list shows the search's answer (not the page it had) before a row is picked.
  await expect(page.getByText(/按相关度显示前 \d+ 条/)).toBeVisible();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
}

const rowOf = (title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('a new learner registers and filters the catalogue', async () => {
  await register(page, LEARNER, ZH);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/problems');
  await page.getByLabel('难度', { exact: true }).selectOption('Easy');
  await page.getByLabel('分类', { exact: true }).selectOption('hash_table');
  await expect(page).toHaveURL(/difficulty=Easy.*category=hash_table|category=hash_table.*difficulty=Easy/);
  await expect(rowOf('两数之和')).toContainText('未开始');
  // Only easy hash-table problems are left.
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasNotText: '简单' })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: '哈希表' })).toHaveCount(0);
});

test('a nested-loop Two Sum is O(n²) and told to use a hash map at its lines; the hash map scores higher', async () => {
  await rowOf('两数之和').getByRole('link', { name: '两数之和', exact: true }).click();
  await expect(page.getByTestId('ai-allowance')).toHaveText('今日 AI 次数：剩余 100 / 100');
  await paste(NESTED_TWO_SUM);
  const nested = await analyse();
  await expect(nested).toContainText('O(n^2)');
  await expect(nested).toContainText('O(1)');
  await expect(nested).toContainText('第 3–6 行');
  await expect(nested).toContainText('哈希表');
  const nestedScore = Number(await nested.locator('.bp6-tag').first().innerText().then((s) => /\d/.exec(s)?.[0]));
  // Each answered AI call uses one of the day's allowance.
  await expect(page.getByTestId('ai-allowance')).toHaveText('今日 AI 次数：剩余 99 / 100');
  // The coach writes in the interface language: the same code, analysed in English.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  const english = page.waitForResponse((r) => r.url().endsWith('/api/v1/submissions/analyze'));
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  expect((await english).status()).toBe(200);
  await expect(nested).toContainText('Lines 3–6');
  await expect(nested).toContainText('hash map');
  await page.getByRole('button', { name: '切换到中文' }).click();
  await expect(page.getByRole('button', { name: '分析代码', exact: true })).toBeVisible();
  await submit();

  await paste(HASH_TWO_SUM);
  const hashed = await analyse();
  await expect(hashed).toContainText('O(n)');
  const hashedScore = Number(await hashed.locator('.bp6-tag').first().innerText().then((s) => /\d/.exec(s)?.[0]));
  expect(hashedScore).toBeGreaterThan(nestedScore);
  await submit();
});

test('a comment claiming O(n) over nested loops is answered with the lines that cost more, in zh and en, and the editor goes to them', async () => {
  // Still on Two Sum; analysed, not submitted.
  await page.getByLabel('编程语言').selectOption('java');
  await paste(CLAIMED_TWO_SUM);
  const result = await analyse();
  await expect(result.getByTestId('complexity-claims')).toHaveAccessibleName('注释里写的复杂度');
  const claim = result.getByTestId('complexity-claim-time');
  await expect(claim).toContainText('第 2 行：注释写的时间复杂度与分析结果不同。');
  await expect(claim).toContainText('你写的是 O(n)；第 4 行循环里的第 5 行循环使它成为 O(n²)。');
  // The feedback says it once too.
  await expect(result.getByTestId('analysis-feedback')).toContainText('第 2 行注释写的时间复杂度是 O(n)，而代码实际是 O(n²)（见第 5 行）');
  // The line to blame, shown in the editor: Monaco's cursor is on it.
  await claim.getByRole('button', { name: '跳到第 5 行（在编辑器里你的代码中）' }).click();
  await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText('5');
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();

  await page.getByRole('button', { name: 'Switch to English' }).click();
  const english = page.waitForResponse((r) => r.url().endsWith('/api/v1/submissions/analyze'));
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  expect((await english).status()).toBe(200);
  await expect(claim).toContainText('Line 2: your comment and the analysis differ on time.');
  await expect(claim).toContainText('You wrote O(n); the loop at line 5 inside the loop at line 4 makes it O(n²).');
  await expect(claim.getByRole('button', { name: 'Go to line 5 in the editor, where your code is' })).toBeVisible();
  // Once the code changes, its lines may no longer be the analysed ones: no more going to them.
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('// changed');
  await expect(claim.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: '切换到中文' }).click();
  await expect(page.getByRole('button', { name: '分析代码', exact: true })).toBeVisible();
});

test('hints come level by level, and a hinted problem counts as attempted', async () => {
  await openFromList('三数之和');
  await page.getByRole('button', { name: /获取提示/ }).click();
  await expect(page.getByTestId('hints-list')).toContainText('第 1 级提示');
  await page.getByRole('button', { name: /获取提示/ }).click();
  await expect(page.getByTestId('hints-list')).toContainText('第 2 级提示');
});

test('a slow recursion in Java scores low and is told about memoisation', async () => {
  await openFromList('爬楼梯');
  await page.getByLabel('编程语言').selectOption('java');
  await paste(SLOW_STAIRS);
  const result = await analyse();
  await expect(result).toContainText('O(2^n)');
  await expect(result).toContainText('记忆化');
  await submit();

  // How it went, as the server measured it: no hint, the minutes since the problem was opened, the preset from a
  // low score; a changed rating moves the next review, and changing it back brings the date back.
  const review = page.getByTestId('review-rating');
  await expect(review.getByTestId('review-signals')).toHaveText(/^未用提示 · 用时 \d+ 分钟（计划允许 20 分钟）$/);
  const choices = review.getByRole('group', { name: '你的评定' });
  await expect(choices.getByRole('button', { name: '重来' })).toHaveAttribute('aria-pressed', 'true');
  const next = review.getByTestId('review-next');
  const presetDate = (await next.innerText()).replace(/^下次复习：/, '');
  await choices.getByRole('button', { name: '轻松' }).click();
  await expect(next).toHaveText(/^已评为轻松，下次复习：/);
  expect((await next.innerText()).replace(/^已评为轻松，下次复习：/, '').replace(/。$/, '')).not.toBe(presetDate);
  await choices.getByRole('button', { name: '重来' }).click();
  await expect(next).toHaveText(`已评为重来，下次复习：${presetDate}。`);
});

test('the list, history, statistics and optimisation follow what was done', async () => {
  await page.goto('/problems');
  await expect(rowOf('两数之和')).toContainText('已解决');
  await expect(rowOf('三数之和')).toContainText('尝试过');
  await expect(rowOf('爬楼梯')).toContainText('已解决');
  await expect(rowOf('有效的括号')).toContainText('未开始');
  await page.getByLabel('状态', { exact: true }).selectOption('solved');
  await expect(page.locator('tbody tr')).toHaveCount(2);

  await page.goto('/history');
  const table = page.getByTestId('history-table');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('history-stats')).toContainText('Java：1 次');
  await page.getByRole('button', { name: '4+' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: '全部' }).click();
  await page.getByRole('button', { name: '查看提交详情：70. 爬楼梯' }).click();
  const detail = page.getByTestId('history-detail');
  await expect(detail).toContainText('climbStairs(n - 1)');
  await detail.getByRole('button', { name: '优化', exact: true }).click();
  await expect(page.getByTestId('history-optimization')).toBeVisible();
});

test('progress and the dashboard add it up', async () => {
  await page.goto('/progress');
  await expect(page.getByTestId('overview-solved')).toContainText('2');
  await expect(page.getByTestId('overview-submissions')).toContainText('3');
  await expect(page.getByTestId('overview-streak')).toContainText('1 天');

  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: '关键数据' });
  await expect(figures).toContainText('已解决题目');
  await expect(figures).toContainText('简单 2');
  await expect(page.getByRole('link', { name: '70. 爬楼梯' }).first()).toBeVisible();
});

test('a quick plan fits the time and an item can be marked done; a smart plan and AI insights come from the coach', async () => {
  await page.goto('/dashboard');
  await page.getByRole('radio', { name: /^1 小时/ }).check({ force: true });
  await page.getByRole('button', { name: '快速计划', exact: true }).click();
  const progress = page.getByTestId('plan-progress');
  await expect(progress).toHaveText(/已完成 0 \/ [23]/);
  await page.getByLabel(/标记为已完成/).first().click({ force: true });
  await expect(progress).toHaveText(/已完成 1 \/ [23]/);
  await page.reload();
  await expect(page.getByTestId('plan-progress')).toHaveText(/已完成 1 \/ [23]/);

  await page.getByRole('button', { name: '重新生成' }).click();
  await page.getByRole('button', { name: '智能计划（AI）', exact: true }).click();
  await expect(page.getByText('智能计划（AI）').first()).toBeVisible();
  await expect(page.getByText('为什么选这些题')).toBeVisible();

  await page.goto('/progress');
  await page.getByRole('button', { name: '生成 AI 洞察' }).click();
  await expect(page.getByTestId('ai-insights')).toContainText('推荐练习');
});

test('the next day, the problem scored low comes back for review', async () => {
  await openUserMenu(page, page.getByRole('button', { name: `${LEARNER.username} 的用户菜单`, exact: true }));
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();

  setServerClockAhead(DAY_MS);
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await context.clock.install({ time: new Date(Date.now() + DAY_MS) });
  page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('用户名或邮箱').fill(LEARNER.username);
  await page.getByLabel('密码', { exact: true }).fill(LEARNER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A new day: yesterday's plan is history.
  await expect(page.getByText('今天还没有学习计划')).toBeVisible();
  await page.getByRole('radio', { name: /^1 小时/ }).check({ force: true });
  await page.getByRole('button', { name: '快速计划', exact: true }).click();
  const reviews = page.getByRole('region', { name: '复习题' });
  await expect(reviews).toContainText('爬楼梯');
  await expect(reviews).toContainText('复习：');
});

test('every request and response of the practice kept to the contract', () => {
  expect(readFileSync(VIOLATIONS_FILE, 'utf8')).toBe('');
});
