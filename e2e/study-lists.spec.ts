// Study lists with a finish date and tags in the learner's language (issue 27 items 3 and 4), in both languages,
// on Prism's examples: tags as leetcode.cn names them in the zh interface; the problem list filtered by a list
// with its progress, its missing problems (a note for learners) and the goal form; the dashboard's projection
// that says how far skipped days moved it; the admin's study lists.
import { expect, setup, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const HOT_100 = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01';

const TEXT = {
  zh: {
    hashTable: '哈希表', array: '数组', listFilter: '题单', hot100: 'LeetCode 热题 100', progress: '已完成 12 / 100 题',
    missing: '有 2 题还不在题库中', learnerNote: '管理员从 LeetCode 同步题库后，这些题目就会出现。', showMissing: '查看缺少的题目',
    other: '你当前的目标是题单「面试经典 150 题」，保存后会改为这个题单。', save: '设为我的目标', saved: '目标已保存',
    goalTitle: '题单目标', projected: /预计完成：2026/, moved: /预计完成日期推迟了 3 天：自 .+ 起有 3 天没有练习。/,
    adminLists: '题单', builtin: '内置', newList: '新建题单', problems: '题目（每行一题：题号 slug）', saveList: '保存题单', lineError: '第 2 行应为“题号 slug”，如 200 number-of-islands',
  },
  en: {
    hashTable: 'Hash Table', array: 'Array', listFilter: 'Study list', hot100: 'LeetCode Top 100 Liked', progress: '12 of 100 solved',
    missing: '2 problems of this list are not in the catalogue yet', learnerNote: 'They appear once an admin syncs the catalogue from LeetCode.', showMissing: 'Show the missing problems',
    other: 'Your current goal is the list Top Interview 150; saving makes it this one.', save: 'Make it my goal', saved: 'Goal saved',
    goalTitle: 'Study list goal', projected: /Projected finish: /, moved: /Your projected finish moved 3 days later: 3 days without practice since/,
    adminLists: 'Study lists', builtin: 'Built-in', newList: 'New list', problems: 'Problems (one a line: number slug)', saveList: 'Save the list', lineError: 'Line 2 should be "number slug", e.g. 200 number-of-islands',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`study lists and tags (${language})`, () => {
    test('the problem list shows tags in the interface’s language, and the tag filter takes them', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/problems');
      const table = page.getByRole('table');
      await expect(table.getByText(text.hashTable, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
      await expect(table.getByText(text.array, { exact: true }).first()).toBeVisible();
      const tags = page.locator('#problems-tags');
      await tags.fill(text.hashTable);
      await tags.press('Enter');
      // The URL keeps the English name whatever the language.
      await expect(page).toHaveURL(/tags=Hash\+Table/);
      await expect(page.locator('.problems-filters__tags').getByText(text.hashTable, { exact: true })).toBeVisible();
    });

    test('filtered by a list: its progress, its missing problems, and the goal form', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/problems');
      await page.getByLabel(text.listFilter).selectOption(HOT_100, { timeout: 60_000 });
      await expect(page).toHaveURL(new RegExp(`list=${HOT_100}`));
      const panel = page.locator('.study-list-panel');
      await expect(panel.getByRole('heading', { name: text.hot100 })).toBeVisible();
      await expect(panel.getByText(text.progress)).toBeVisible();
      await expect(panel.getByText(text.missing)).toBeVisible();
      await expect(panel.getByText(text.learnerNote)).toBeVisible();
      await panel.getByRole('button', { name: text.showMissing }).click();
      await expect(panel.getByRole('link', { name: /283\. move-zeroes|move-zeroes/ })).toBeVisible();
      await expect(panel.getByText(text.other)).toBeVisible();
      const saved = page.waitForRequest((request) => request.url().endsWith('/api/v1/lists/goal') && request.method() === 'PUT');
      await panel.getByRole('button', { name: text.save }).click();
      const request = await saved;
      expect(request.postDataJSON()).toMatchObject({ list_id: HOT_100, daily_minutes: 60 });
      await expect(page.getByText(text.saved)).toBeVisible();
    });

    test('the dashboard projects the finish and says how far skipped days moved it', async ({ page }) => {
      await setup(page, { user: 'learner', language });
      await page.goto('/dashboard');
      const card = page.locator('.study-goal-card');
      await expect(card.getByRole('heading', { name: text.goalTitle })).toBeVisible({ timeout: 60_000 });
      await expect(card.getByText(text.projected)).toBeVisible();
      await expect(card.getByText(text.moved)).toBeVisible();
    });

    test('an admin sees the built-in lists and defines one; a bad line is named', async ({ page }) => {
      await setup(page, { user: 'admin', language });
      await page.goto('/admin');
      const section = page.locator('section[aria-labelledby="admin-lists-title"]');
      await expect(section.getByRole('heading', { name: text.adminLists })).toBeVisible({ timeout: 60_000 });
      await expect(section.getByText(text.builtin).first()).toBeVisible();
      await section.getByRole('button', { name: text.newList }).click();
      await section.locator('input[name="nameZh"]').fill('周末图论专练');
      await section.locator('input[name="nameEn"]').fill('Weekend graphs');
      const problems = section.getByLabel(text.problems);
      await problems.fill('200 number-of-islands\nnot a problem');
      await section.getByRole('button', { name: text.saveList }).click();
      await expect(section.getByText(text.lineError)).toBeVisible();
      await problems.fill('200 number-of-islands\n743 network-delay-time');
      const created = page.waitForRequest((request) => request.url().endsWith('/api/v1/admin/lists') && request.method() === 'POST');
      await section.getByRole('button', { name: text.saveList }).click();
      expect((await created).postDataJSON()).toEqual({ name: { zh: '周末图论专练', en: 'Weekend graphs' }, problems: [{ frontend_id: 200, slug: 'number-of-islands' }, { frontend_id: 743, slug: 'network-delay-time' }] });
    });
  });
}
