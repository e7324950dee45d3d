// The problem page (issue 5): analyse → submit, its rules and messages, hints, drafts and sanitising.
import { expect, prefer, setup, test, type Language } from './fixtures';
import type { Page } from '@playwright/test';

// Monaco is heavy in dev mode and the AI calls go through Prism: give each test room.
test.describe.configure({ timeout: 180_000 });

const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';
const CODE = 'class Solution:\n    def twoSum(self, nums, target):\n        return []';

const TEXT = {
  zh: {
    analyze: '分析代码', submit: '提交', needCode: '请先粘贴代码', needAnalysis: '请先分析代码',
    stale: '代码在分析后已被修改，请重新分析', submitted: '已提交', hint: /获取提示/, hintLevel: (n: number) => `第 ${n} 级提示`,
    hintFailed: '获取提示失败', analyzeFailed: '分析失败', draftSaved: '草稿已保存', feedback: '反馈', editor: '代码编辑器',
    meta: ['简单', '哈希表', '已解决'], tags: ['数组'],
    allowance: '今日 AI 次数：剩余 87 / 100', allowanceNone: '今日 AI 次数已用完', allowanceRefused: '今天的 AI 使用次数已用完，零点后恢复',
  },
  en: {
    analyze: 'Analyze', submit: 'Submit', needCode: 'Please paste your code first', needAnalysis: 'Please analyze code first',
    stale: 'The code has changed since it was analyzed, please analyze it again', submitted: 'Already submitted', hint: /Get a hint/,
    hintLevel: (n: number) => `Hint level ${n}`, hintFailed: 'Could not get a hint', analyzeFailed: 'Analysis failed', draftSaved: 'Draft saved', feedback: 'Feedback',
    editor: 'Code editor', meta: ['Easy', 'Hash table', 'Solved'], tags: ['Array'],
    allowance: 'AI calls left today: 87 of 100', allowanceNone: 'No AI calls left today', allowanceRefused: "You have used today's AI allowance. It renews at midnight",
  },
} as const;

async function open(page: Page, language: Language, problemId = TWO_SUM) {
  await setup(page, { user: 'learner', language });
  await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
  await page.goto(`/problems/${problemId}`);
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 100_000 });
}

async function typeCode(page: Page, code: string) {
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.insertText(code);
}

for (const language of ['zh', 'en'] as const) {
  const t = TEXT[language];
  test.describe(`problem page (${language})`, () => {
    test('paste → analyse → score → submit → submitted', async ({ page }) => {
      await open(page, language);
      await expect(page.getByTestId('problem-description')).toContainText('nums');
      await typeCode(page, CODE);
      await page.getByRole('button', { name: t.analyze, exact: true }).click();
      const result = page.getByTestId('analysis-result');
      await expect(result).toBeVisible({ timeout: 20_000 });
      await expect(result.locator('.bp6-tag')).toHaveText(/\d/);
      await expect(result).toContainText('O(');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByTestId('submitted-state')).toContainText(t.submitted);
    });

    test('the category is said once: a tag that reads as the category is left out of the tags', async ({ page }) => {
      await open(page, language); // Two Sum: category hash_table, tags Array and Hash Table
      await expect(page.locator('.practice-meta > .bp6-tag')).toHaveText(t.meta);
      await expect(page.locator('.practice-meta__tags .bp6-tag')).toHaveText(t.tags);
    });

    test('analyse with an empty editor asks for code', async ({ page }) => {
      await open(page, language);
      await page.getByRole('button', { name: t.analyze, exact: true }).click();
      await expect(page.getByTestId('practice-notice')).toHaveText(t.needCode);
    });

    test('submit before analysing asks for an analysis', async ({ page }) => {
      await open(page, language);
      await typeCode(page, CODE);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByTestId('practice-notice')).toHaveText(t.needAnalysis);
    });

    test('editing after analysing makes the analysis stale', async ({ page }) => {
      await open(page, language);
      await typeCode(page, CODE);
      await page.getByRole('button', { name: t.analyze, exact: true }).click();
      await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 20_000 });
      await typeCode(page, '# changed');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByTestId('practice-notice')).toHaveText(t.stale);
      await expect(page.getByTestId('submitted-state')).toHaveCount(0);
    });

    test('hints come level 1, 2, 3 in order', async ({ page }) => {
      await open(page, language);
      for (const level of [1, 2, 3]) {
        await page.getByRole('button', { name: t.hint }).click();
        // Exactly: the progress line while it is written ("…writing hint level 3…") names the level too.
        await expect(page.getByText(t.hintLevel(level), { exact: true })).toBeVisible({ timeout: 20_000 });
      }
      const levels = await page.getByTestId('hints-list').locator('li > strong').allTextContents();
      expect(levels).toEqual([1, 2, 3].map(t.hintLevel));
      await expect(page.getByRole('button', { name: t.hint })).toHaveCount(0);
    });

    test('a failing hint shows a message', async ({ page }) => {
      await prefer(page, '**/api/v1/problems/*/hint*', { code: 500 });
      await open(page, language);
      await page.getByRole('button', { name: t.hint }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.hintFailed })).toBeVisible({ timeout: 20_000 });
    });

    test('a failing analysis shows a message', async ({ page }) => {
      await prefer(page, '**/api/v1/submissions/analyze', { code: 500 });
      await open(page, language);
      await typeCode(page, CODE);
      await page.getByRole('button', { name: t.analyze, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.analyzeFailed })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('analysis-result')).toHaveCount(0);
    });

    test('the AI calls left today show beside the analyse button, and are read again after an analysis', async ({ page }) => {
      await open(page, language);
      await expect(page.getByTestId('ai-allowance')).toHaveText(t.allowance);
      await typeCode(page, CODE);
      const reread = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/me/ai-allowance'));
      await page.getByRole('button', { name: t.analyze, exact: true }).click();
      await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 20_000 });
      await reread;
    });

    test('with no AI calls left, the page says so, and a refused analysis says why', async ({ page }) => {
      await prefer(page, '**/api/v1/auth/me/ai-allowance', { example: 'exhausted' });
      await prefer(page, '**/api/v1/submissions/analyze', { code: 429, example: language === 'zh' ? 'aiAllowanceExhaustedZh' : 'aiAllowanceExhausted' });
      await open(page, language);
      await expect(page.getByTestId('ai-allowance')).toContainText(t.allowanceNone);
      await typeCode(page, CODE);
      await page.getByRole('button', { name: t.analyze, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.allowanceRefused })).toBeVisible({ timeout: 20_000 });
    });

    test('the draft survives a reload', async ({ page }) => {
      await open(page, language);
      await typeCode(page, 'print("draft kept")');
      await expect(page.getByTestId('draft-status')).toHaveText(t.draftSaved);
      await page.reload();
      await expect(page.locator('.monaco-editor .view-lines').first()).toContainText('draft kept', { timeout: 100_000 });
    });

    test('the xssProbe description and feedback execute nothing', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await prefer(page, '**/api/v1/problems/*/description', { example: 'xssProbe' });
      await prefer(page, '**/api/v1/submissions/analyze', { example: 'xssProbe' });
      await open(page, language);
      const description = page.getByTestId('problem-description');
      await expect(description).toContainText('(');
      expect(await description.locator('script').count()).toBe(0);
      expect(await description.locator('[onerror]').count()).toBe(0);
      expect(await description.locator('a[href^="javascript:"]').count()).toBe(0);
      await typeCode(page, 'var x = 1;');
      await page.getByRole('button', { name: t.analyze, exact: true }).click();
      const feedback = page.getByTestId('analysis-feedback');
      await expect(feedback).toContainText('<img src=x onerror=alert(1)>', { timeout: 20_000 });
      expect(await page.getByTestId('analysis-result').locator('img, script').count()).toBe(0);
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
    });
  });
}

// The editor's build is trimmed (scripts/vite-monaco-lite.mjs, editing-features.ts): its editing features come
// with it, find's widget loads on first focus, and cursor steps use the browser's grapheme clusters. All are
// checked working here.
test('the editing features work, and the cursor steps over whole grapheme clusters', async ({ page }) => {
  await open(page, 'en');
  const lines = page.locator('.monaco-editor .view-lines').first();
  await typeCode(page, 'def total():\n    return 1');
  // Folding: its control in the margin.
  await expect(page.locator('.monaco-editor .margin .codicon-folding-expanded').first()).toBeAttached();
  // Comment toggling (Ctrl+/) and find (Ctrl+F, whose widget loads when the editor is first focused).
  await page.keyboard.press('Control+/');
  await expect(lines).toContainText('# return 1');
  await page.keyboard.press('Control+F');
  const find = page.locator('.find-widget textarea, .find-widget input').first();
  await expect(find).toBeFocused();
  await page.keyboard.press('Escape');
  // Hidden again, its controls leave the tab order (Monaco's features/find/register.js, which loads with the widget).
  await expect(page.locator('.find-widget').first()).toBeAttached();
  await expect(page.locator('.find-widget :is(input, textarea, [role="button"], [role="checkbox"]):not([tabindex="-1"])')).toHaveCount(0);

  // An emoji with a skin-tone modifier is one step for the cursor (grapheme clusters from Intl.Segmenter).
  await page.keyboard.press('End');
  await page.keyboard.insertText(' a👍🏽b');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.insertText('|');
  await expect(lines).toContainText('a|👍🏽b');
});

// The statement must not wait for Monaco (issue 18): the page shows it with a plain text area in the editor's
// place, the same size, in which code can be typed; Monaco then takes over the text, the cursor and the focus.
// Every chunk holding Monaco code is called monaco-… (vite.config.ts): holding them back keeps the editor away
// for as long as the test needs.
for (const language of ['zh', 'en'] as const) {
  test(`the statement shows before the editor has loaded, and code typed meanwhile goes over to it (${language})`, async ({ page }) => {
    const t = TEXT[language];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/monaco-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await setup(page, { user: 'learner', language });
    await prefer(page, '**/api/v1/submissions/problem/*', { example: 'none' });
    await page.goto(`/problems/${TWO_SUM}`);

    await expect(page.getByTestId('problem-description')).toContainText('nums');
    const standIn = page.getByRole('textbox', { name: t.editor });
    await expect(standIn).toBeVisible();
    await expect(page.locator('.monaco-editor')).toHaveCount(0);
    const box = await page.getByTestId('code-editor').boundingBox();

    await standIn.click();
    await page.keyboard.type('x = 12');
    // The cursor goes over too: left of the 2.
    await page.keyboard.press('ArrowLeft');
    release();

    const lines = page.locator('.monaco-editor .view-lines').first();
    await expect(lines).toContainText('x = 12', { timeout: 100_000 });
    await expect(standIn).toHaveCount(1); // Monaco's own text area, under the same name
    await expect(page.locator('.monaco-editor textarea')).toBeFocused();
    await page.keyboard.type('3');
    await expect(lines).toContainText('x = 132');
    // The same box: nothing on the page moved.
    expect(await page.getByTestId('code-editor').boundingBox()).toEqual(box);
  });
}
