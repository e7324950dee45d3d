// Notes that come back (issue 26 item 3): the learner's private note on the problem page, in both languages —
// shown, previewed as sanitised Markdown, saved one second after typing stops; folded while the problem is back
// for review; empty without a note; a failed save says so.
import type { Page } from '@playwright/test';
import { expect, prefer, setup, test, type Language } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const TWO_SUM = '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01';
const NOTE_URL = `**/api/v1/problems/${TWO_SUM}/note`;

const TEXT = {
  zh: {
    title: '我的笔记', label: '这道题的笔记（支持 Markdown）', start: '## 两数之和', heading: '两数之和', strong: '先查后存',
    write: '编辑', preview: '预览', saved: '笔记已保存', folded: '这道题到了复习时间：提交之前笔记先折叠。先回忆，再对照。',
    failed: '笔记保存失败', retry: '重试',
    search: '搜索我的笔记', searchLabel: '笔记中的文字', hitTitle: '1. 两数之和', foldedHit: '已折叠：这道题到了复习时间，提交后再看笔记。', none: '没有笔记包含“栈”。',
    problemsTitle: '题库', historyTitle: '提交历史',
  },
  en: {
    title: 'My note', label: 'My note on this problem (Markdown)', start: '## Two Sum', heading: 'Two Sum', strong: 'look up before storing',
    write: 'Write', preview: 'Preview', saved: 'Note saved', folded: 'This problem is back for review: your note stays folded until you submit. Recall first, then compare.',
    failed: 'The note could not be saved', retry: 'Try again',
    search: 'Search my notes', searchLabel: 'Words in your notes', hitTitle: '1. Two Sum', foldedHit: 'Folded: this problem is back for review, submit it to see your note again.', none: 'No note of yours contains “栈”.',
    problemsTitle: 'Problems', historyTitle: 'History',
  },
} as const;

async function open(page: Page, language: Language) {
  await setup(page, { user: 'learner', language });
  await page.goto(`/problems/${TWO_SUM}`);
  const panel = page.getByRole('region', { name: TEXT[language].title });
  await expect(panel.getByRole('heading', { name: TEXT[language].title })).toBeVisible({ timeout: 60_000 });
  return panel;
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];
  test.describe(`notes (${language})`, () => {
    test('shows the note, previews its Markdown, saves an edit one second after typing stops', async ({ page }) => {
      await prefer(page, NOTE_URL, { example: language });
      const panel = await open(page, language);
      const box = panel.getByRole('textbox', { name: text.label });
      await expect(box).toHaveValue(new RegExp(`^${text.start}`), { timeout: 30_000 });

      await panel.getByRole('radio', { name: text.preview }).click();
      const preview = panel.getByTestId('note-preview');
      await expect(preview.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText(text.strong);
      await panel.getByRole('radio', { name: text.write }).click();

      const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/problems/${TWO_SUM}/note`));
      await box.click();
      await box.press('ControlOrMeta+End');
      await page.keyboard.type('\n- 再想一遍');
      const typedAt = Date.now();
      const request = await saved;
      expect(Date.now() - typedAt).toBeGreaterThan(800);
      expect((request.postDataJSON() as { text: string }).text).toMatch(/- 再想一遍$/);
      await expect(panel.getByTestId('note-status')).toHaveText(text.saved);
    });

    test('folded while the problem is back for review; empty without a note; a failed save says so', async ({ page }) => {
      await prefer(page, NOTE_URL, { example: 'folded', method: 'GET' });
      const panel = await open(page, language);
      await expect(panel.getByTestId('note-folded')).toHaveText(text.folded, { timeout: 30_000 });
      await expect(panel.getByRole('textbox')).toHaveCount(0);

      await page.unroute(NOTE_URL);
      await prefer(page, NOTE_URL, { code: 404, method: 'GET' });
      await prefer(page, NOTE_URL, { code: 500, method: 'PUT' });
      await page.reload();
      const box = panel.getByRole('textbox', { name: text.label });
      await expect(box).toHaveValue('', { timeout: 60_000 });
      await box.fill('hash map');
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText(text.failed, { timeout: 15_000 });
      await expect(alert.getByRole('button', { name: text.retry })).toBeVisible();
    });

    for (const [route, title] of [['/problems', text.problemsTitle], ['/history', text.historyTitle]] as const) {
      test(`${route} searches the learner's notes: hits link to their problem, a folded one shows no text`, async ({ page }) => {
        await setup(page, { user: 'learner', language });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
        const search = page.getByRole('search', { name: text.search });
        const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/api/v1/notes'));
        await search.getByRole('searchbox', { name: text.searchLabel }).fill('hash map');
        expect(new URL((await asked).url()).searchParams.get('q')).toBe('hash map');
        const hits = search.getByRole('listitem');
        await expect(hits).toHaveCount(2);
        await expect(hits.first().getByRole('link', { name: text.hitTitle })).toHaveAttribute('href', `/problems/${TWO_SUM}`);
        await expect(hits.first()).toContainText('先查后存');
        await expect(hits.nth(1)).toContainText(text.foldedHit);

        await prefer(page, '**/api/v1/notes?**', { example: 'none' });
        await search.getByRole('searchbox', { name: text.searchLabel }).fill('栈');
        await expect(search).toContainText(text.none);
      });
    }
  });
}
