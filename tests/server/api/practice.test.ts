// A learner's practice through the API: the catalogue with their status, analysis before submission, history,
// statistics, plans with spaced review, and progress — each answer checked against the contract. The coach is a
// fake whose scores the tests choose (the real coaches have their own tests and run in the full-stack lane).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { problems, userProblems } from '../../../server/db/schema.ts';
import { fakeLeetcode } from '../fixtures/leetcode/fake-leetcode.ts';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let coach: ReturnType<typeof fakeCoach>;
const coachDown = { value: false };
let lin: { token: string; id: string };

beforeEach(async () => {
  coachDown.value = false;
  coach = fakeCoach({ down: coachDown });
  t = await testServer({ coach });
  lin = await t.signUp('lin_xiaoming');
});
afterEach(async () => {
  await t.close();
});

type Summary = { id: string; frontend_id: number; slug: string; difficulty: string; category: string; tags: string[]; status: string; title: { zh: string; en: string } };

async function problemBySlug(slug: string, token = lin.token): Promise<Summary> {
  const found = await t.call('GET', `/problems/search?q=${slug}&limit=50`, { token });
  const problem = found.body.items.find((p: Summary) => p.slug === slug);
  if (!problem) throw new Error(`no problem ${slug}`);
  return problem;
}

/** Analyses and submits code; `score=N` in the code is the score the fake coach gives. */
async function solve(slug: string, score: number, { token = lin.token, language = 'python' } = {}) {
  const problem = await problemBySlug(slug, token);
  const code = `# score=${score}\ndef solve(): pass`;
  const analysis = await t.call('POST', '/submissions/analyze', { token, body: { problem_id: problem.id, code, language } });
  expect(analysis.status).toBe(200);
  const submitted = await t.call('POST', '/submissions/', { token, body: { problem_id: problem.id, code, language, analysis_id: analysis.body.analysis_id } });
  expect(submitted.status).toBe(201);
  return { problem, submission: submitted.body };
}

describe('the catalogue', () => {
  it('pages, filters (difficulty, category, every tag, status) and sorts in SQL', async () => {
    const first = await t.call('GET', '/problems/?page_size=5', { token: lin.token });
    expect(first.body.total).toBe(60);
    expect(first.body.items.map((p: Summary) => p.frontend_id)).toEqual([1, 3, 4, 5, 9]);
    expect((await t.call('GET', '/problems/?page=3&page_size=5', { token: lin.token })).body.items.map((p: Summary) => p.frontend_id)).toEqual([28, 33, 41, 42, 46]);
    // A page past the end still tells the total; a filter nothing matches, zero.
    expect((await t.call('GET', '/problems/?page=20&page_size=5', { token: lin.token })).body).toEqual({ items: [], total: 60, page: 20, page_size: 5 });
    expect((await t.call('GET', '/problems/?status=solved', { token: lin.token })).body).toMatchObject({ items: [], total: 0 });
    const hard = await t.call('GET', '/problems/?difficulty=Hard&page_size=100', { token: lin.token });
    expect(hard.body.items.every((p: Summary) => p.difficulty === 'Hard')).toBe(true);
    expect(hard.body.total).toBe(hard.body.items.length);
    const tagged = await t.call('GET', '/problems/?tags=Array&tags=Hash%20Table&page_size=100', { token: lin.token });
    expect(tagged.body.items.length).toBeGreaterThan(0);
    expect(tagged.body.items.every((p: Summary) => p.tags.includes('Array') && p.tags.includes('Hash Table'))).toBe(true);
    const graphs = await t.call('GET', '/problems/?category=graph', { token: lin.token });
    expect(graphs.body.items.every((p: Summary) => p.category === 'graph')).toBe(true);
    const byDifficulty = await t.call('GET', '/problems/?sort_by=difficulty&order=desc&page_size=100', { token: lin.token });
    const ranks = byDifficulty.body.items.map((p: Summary) => ['Easy', 'Medium', 'Hard'].indexOf(p.difficulty));
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => b - a));
    const byAcceptance = await t.call('GET', '/problems/?sort_by=acceptance_rate&order=desc&page_size=100', { token: lin.token });
    const rates = byAcceptance.body.items.map((p: { acceptance_rate: number }) => p.acceptance_rate);
    expect(rates).toEqual([...rates].sort((a: number, b: number) => b - a));
    const english = await t.call('GET', '/problems/?sort_by=title&page_size=3', { token: lin.token, headers: { 'accept-language': 'en' } });
    const titles = english.body.items.map((p: Summary) => p.title.en.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect((await t.call('GET', '/problems/?category=trees', { token: lin.token })).status).toBe(422);
    expect((await t.call('GET', '/problems/?page_size=501', { token: lin.token })).status).toBe(422);
  });

  it('shows each learner their own status: attempted once analysed or hinted, solved once submitted', async () => {
    const twoSum = await problemBySlug('two-sum');
    const climbing = await problemBySlug('climbing-stairs');
    expect(twoSum.status).toBe('not_attempted');
    await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: twoSum.id, code: 'x = 1', language: 'python' } });
    await t.call('GET', `/problems/${climbing.id}/hint?level=1`, { token: lin.token });
    expect((await problemBySlug('two-sum')).status).toBe('attempted');
    expect((await problemBySlug('climbing-stairs')).status).toBe('attempted');
    await solve('two-sum', 5);
    expect((await problemBySlug('two-sum')).status).toBe('solved');
    const solved = await t.call('GET', '/problems/?status=solved', { token: lin.token });
    expect(solved.body.items.map((p: Summary) => p.slug)).toEqual(['two-sum']);
    const attempted = await t.call('GET', '/problems/?status=attempted', { token: lin.token });
    expect(attempted.body.items.map((p: Summary) => p.slug)).toEqual(['climbing-stairs']);
    expect((await t.call('GET', '/problems/?status=not_attempted', { token: lin.token })).body.total).toBe(58);
    // Another learner sees their own.
    const wang = await t.signUp('wang_fang');
    expect((await problemBySlug('two-sum', wang.token)).status).toBe('not_attempted');
  });

  it('lists each problem as it is (the stored summary the database keeps), and totals that follow every change of the catalogue', async () => {
    await solve('two-sum', 5);
    await solve('climbing-stairs', 3);
    const list = async (query: string) => (await t.call('GET', `/problems/?page_size=500&${query}`, { token: lin.token })).body as { items: Summary[]; total: number };
    // Attempted: analysed, not submitted (a problem of another category than the solved ones).
    const attempted = (await list('category=graph')).items[0]!;
    await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: attempted.id, code: 'x = 1', language: 'python' } });
    // Every row equals the problem's own answer (the same fields, written by JavaScript there).
    const all = await list('');
    for (const item of all.items) {
      const whole = (await t.call('GET', `/problems/${item.id}`, { token: lin.token })).body;
      expect(item).toEqual(Object.fromEntries(Object.keys(item).map((key) => [key, whole[key]])));
    }
    expect(all.items.find((p) => p.slug === 'two-sum')?.status).toBe('solved');
    const totalsMatchTheRows = async () => {
      const rows = (await list('')).items;
      for (const difficulty of ['Easy', 'Medium', 'Hard']) {
        expect((await list(`difficulty=${difficulty}`)).total).toBe(rows.filter((p) => p.difficulty === difficulty).length);
        for (const category of ['array', 'graph', 'dynamic_programming']) {
          expect((await list(`difficulty=${difficulty}&category=${category}`)).total).toBe(rows.filter((p) => p.difficulty === difficulty && p.category === category).length);
        }
      }
      expect((await list('category=graph')).total).toBe(rows.filter((p) => p.category === 'graph').length);
      // The learner's statuses, alone and with each other filter: each total is the number of rows it lists.
      for (const status of ['solved', 'attempted', 'not_attempted']) {
        const mine = rows.filter((p) => p.status === status);
        const filters: Array<[string, (p: Summary) => boolean]> = [
          ['', () => true],
          ['difficulty=Easy', (p) => p.difficulty === 'Easy'],
          ['category=graph', (p) => p.category === 'graph'],
          ['difficulty=Easy&category=array', (p) => p.difficulty === 'Easy' && p.category === 'array'],
          ['tags=Array', (p) => p.tags.includes('Array')],
        ];
        for (const [query, keep] of filters) {
          const page = await list(`status=${status}&${query}`);
          expect(page.total, `status=${status}&${query}`).toBe(mine.filter(keep).length);
          expect(page.items.map((p) => p.id)).toEqual(mine.filter(keep).map((p) => p.id));
        }
      }
      expect(rows.filter((p) => p.status === 'attempted').length).toBeGreaterThan(0);
      return rows.length;
    };
    expect(await totalsMatchTheRows()).toBe(60);
    // A problem moved to another difficulty and category, renamed, and one removed: the rows and totals follow.
    const db = t.server.database.db;
    const [graph] = await db.select().from(problems).where(eq(problems.category, 'graph')).limit(1);
    await db.update(problems).set({ difficulty: graph!.difficulty === 'Hard' ? 'Easy' : 'Hard', category: 'array', titleEn: 'Renamed "quoted" \\ problem' }).where(eq(problems.id, graph!.id));
    await db.delete(problems).where(eq(problems.slug, 'climbing-stairs'));
    expect(await totalsMatchTheRows()).toBe(59);
    expect((await list('status=solved')).total).toBe(1);
    expect((await list('category=array')).items.find((p) => p.id === graph!.id)?.title.en).toBe('Renamed "quoted" \\ problem');
    await db.delete(problems);
    expect(await list('difficulty=Easy')).toMatchObject({ items: [], total: 0 });
  });

  it('searches numbers, titles in both languages, slugs, tags and statements, titles first', async () => {
    const search = async (q: string) => (await t.call('GET', `/problems/search?q=${encodeURIComponent(q)}`, { token: lin.token })).body;
    expect((await search('1')).items[0].frontend_id).toBe(1);
    expect((await search('两数')).items[0].slug).toBe('two-sum');
    expect((await search('TWO SUM')).items[0].slug).toBe('two-sum');
    expect((await search('lru-cache')).items[0].slug).toBe('lru-cache');
    const trie = await search('Trie');
    expect(trie.items.map((p: Summary) => p.slug)).toContain('implement-trie-prefix-tree');
    expect(trie.items[0].title.en).toMatch(/Trie/);
    // `%` is a letter here, not a wildcard (which would match many titles with an a before a b).
    expect((await search('a%b')).total).toBe(0);
    const hard = await t.call('GET', '/problems/search?q=a&difficulty=Hard&limit=50', { token: lin.token });
    expect(hard.body.items.every((p: Summary) => p.difficulty === 'Hard')).toBe(true);
    expect(hard.body.query).toBe('a');
  });

  it('gives one problem whole, its description, and 404 for an unknown one', async () => {
    const twoSum = await problemBySlug('two-sum');
    const whole = await t.call('GET', `/problems/${twoSum.id}`, { token: lin.token });
    expect(whole.body).toMatchObject({ slug: 'two-sum', hints_available: 3, leetcode_url: 'https://leetcode.cn/problems/two-sum/' });
    expect(whole.body.description.zh).toContain('<pre>');
    expect((await t.call('GET', `/problems/${twoSum.id}/description`, { token: lin.token })).body.description.en).toContain('<pre>');
    expect((await t.call('GET', '/problems/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99', { token: lin.token })).status).toBe(404);
  });

  it('keeps a problem’s list row short: long statements are stored apart, whole, and the summary inline', async () => {
    // ~1,200 bytes a language that do not compress: each row passes 2 KB, and one statement alone stored apart would
    // leave it at ~1.5 KB, five rows to a page.
    const statement = (seed: string) => `<p>${Array.from({ length: 40 }, (_, i) => createHash('sha256').update(`${seed}${i}`).digest('base64').slice(0, 28)).join(' ')}</p>`;
    const db = t.server.database.db;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    // The rows written anew (copied aside, the table emptied, written back) rather than updated: an update leaves the
    // old versions behind, and VACUUM FULL keeps each one that a transaction in flight may still see (the server's
    // own background work, slowed down when test files run side by side); they would spread the live rows over more
    // pages than their width asks.
    await db.execute(sql`create temp table rewritten as select * from ${problems}`);
    await db.execute(sql`update rewritten set description_en = ${statement('en')} || slug, description_zh = ${statement('zh')} || slug`);
    await db.execute(sql`truncate ${problems} cascade`);
    await db.execute(sql`insert into ${problems} select * from rewritten`);
    const [layout] = await rows<{ per_page: number; summary: number; summary_text: number }>(
      sql`select count(*)::float / count(distinct (ctid::text::point)[0]) as per_page, max(pg_column_size(summary_members)) as summary, max(octet_length(summary_members)) as summary_text from ${problems}`,
    );
    // Under 1,000 bytes a row: at least eight to a page.
    expect(Number(layout!.per_page)).toBeGreaterThanOrEqual(8);
    // The summary stored as it is (a short header aside): never compressed, never moved out.
    expect(Number(layout!.summary)).toBeLessThanOrEqual(Number(layout!.summary_text) + 4);
    const twoSum = await problemBySlug('two-sum');
    const description = await t.call('GET', `/problems/${twoSum.id}/description`, { token: lin.token });
    expect(description.body.description).toEqual({ en: `${statement('en')}two-sum`, zh: `${statement('zh')}two-sum` });
  });

  it('has the learners’ problem states vacuumed after 2% of them change (their index-only scans stay index-only)', async () => {
    const result = (await t.server.database.db.execute(sql`select reloptions from pg_class where relname = 'user_problems'`)) as unknown as { rows: Array<{ reloptions: string[] }> };
    expect(result.rows[0]?.reloptions).toEqual(expect.arrayContaining(['autovacuum_vacuum_scale_factor=0.02', 'autovacuum_vacuum_insert_scale_factor=0.02']));
  });

  it('picks a random problem among the unsolved first, and 404s when none matches', async () => {
    const easy = (await t.call('GET', '/problems/?difficulty=Easy&page_size=100', { token: lin.token })).body.items as Summary[];
    for (const problem of easy.slice(1)) await solve(problem.slug, 4);
    for (let i = 0; i < 3; i++) {
      const random = await t.call('GET', '/problems/random/get?difficulty=Easy', { token: lin.token });
      expect(random.body.slug).toBe(easy[0]!.slug);
    }
    await t.server.database.db.delete(problems);
    const none = await t.call('GET', '/problems/random/get', { token: lin.token });
    expect([none.status, none.body.code]).toEqual([404, 'not_found']);
  });

  it('has one daily challenge per Shanghai date, the same for everyone', async () => {
    const wang = await t.signUp('wang_fang');
    const mine = await t.call('GET', '/problems/daily/challenge', { token: lin.token });
    const theirs = await t.call('GET', '/problems/daily/challenge', { token: wang.token });
    expect(mine.body.date).toBe('2026-11-21');
    expect(theirs.body.problem.id).toBe(mine.body.problem.id);
    // 16 hours later it is 02:00 on the 22nd in Shanghai.
    t.clock.advance(16 * 3600);
    const tomorrow = await t.call('GET', '/problems/daily/challenge', { token: lin.token });
    expect(tomorrow.body.date).toBe('2026-11-22');
    expect(tomorrow.body.problem.id).not.toBe(mine.body.problem.id);
  });

  it('gives levelled hints in the language asked for', async () => {
    const twoSum = await problemBySlug('two-sum');
    const hint = await t.call('GET', `/problems/${twoSum.id}/hint?level=2&user_language=en`, { token: lin.token });
    expect(hint.body).toEqual({ problem_id: twoSum.id, level: 2, max_level: 3, hint: 'Hint 2: Two Sum', user_language: 'en' });
    expect((await t.call('GET', `/problems/${twoSum.id}/hint?level=4`, { token: lin.token })).status).toBe(422);
    coachDown.value = true;
    const down = await t.call('GET', `/problems/${twoSum.id}/hint`, { token: lin.token });
    expect([down.status, down.body.code]).toEqual([500, 'ai_unavailable']);
  });
});

describe('analysis, then submission', () => {
  it('refuses a submission without an analysis of that very code, problem and language, or of another learner', async () => {
    const twoSum = await problemBySlug('two-sum');
    const climbing = await problemBySlug('climbing-stairs');
    const code = '# score=3\nprint(1)';
    const analysis = (await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: twoSum.id, code, language: 'python' } })).body;
    expect(analysis).toMatchObject({ score: 3, time_complexity: 'O(n)', feedback: '评分 3' });
    const submit = (body: object, token = lin.token) => t.call('POST', '/submissions/', { token, body: { problem_id: twoSum.id, code, language: 'python', analysis_id: analysis.analysis_id, ...body } });
    const unknown = await submit({ analysis_id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99' });
    expect([unknown.status, unknown.body]).toEqual([400, { code: 'validation_error', detail: '请先分析代码' }]);
    for (const change of [{ code: `${code} ` }, { language: 'java' }, { problem_id: climbing.id }]) {
      const mismatch = await submit(change);
      expect([mismatch.status, mismatch.body.detail]).toEqual([400, '代码在分析后已被修改，请重新分析']);
    }
    const wang = await t.signUp('wang_fang');
    expect((await submit({}, wang.token)).body.detail).toBe('请先分析代码');
    const ok = await submit({});
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ code, score: 3, feedback: '评分 3', problem: { slug: 'two-sum' } });
  });

  it('records each of several submissions of one problem sent at once: none is lost, none overwrites another’s review', async () => {
    // The requests overlap on Postgres (TEST_DATABASE_URL); the in-memory PGlite answers each before the next.
    const twoSum = await problemBySlug('two-sum');
    const codes = [2, 5, 4, 3, 5, 1].map((score, i) => `# score=${score}\n# try ${i}`);
    const analysed = await Promise.all(codes.map((code) => t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: twoSum.id, code, language: 'python' } })));
    const submitted = await Promise.all(
      codes.map((code, i) => t.call('POST', '/submissions/', { token: lin.token, body: { problem_id: twoSum.id, code, language: 'python', analysis_id: analysed[i]!.body.analysis_id } })),
    );
    expect(submitted.map((s) => s.status)).toEqual(codes.map(() => 201));
    const [state] = await t.server.database.db.select().from(userProblems).where(eq(userProblems.problemId, twoSum.id));
    expect(state).toMatchObject({ status: 'solved', submissionCount: 6, bestScore: 5 });
    // Every submission went through the spaced-repetition card once.
    expect(state!.card).toMatchObject({ reps: 6 });
    expect((await t.call('GET', '/progress/overview', { token: lin.token })).body.total_submissions).toBe(6);
    // lin is the installation's first account, so its admin: the feed has each submission once.
    const feed = (await t.call('GET', '/admin/activity/recent?limit=50', { token: lin.token })).body.items;
    expect(feed.filter((e: { kind: string }) => e.kind === 'submission_created')).toHaveLength(6);
  });

  it('keeps how far the estimate can be trusted and the code’s own claims with the analysis, and copies both into the submission', async () => {
    const problem = await problemBySlug('two-sum');
    const code = '# rough=time_budget claim=O(1)@1\ndef solve(): pass';
    const analysis = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: problem.id, code, language: 'python' } });
    expect(analysis.status).toBe(200);
    const estimate = { precision: 'rough', reason: 'time_budget' };
    const claims = [{ kind: 'time', claimed: 'O(1)', line: 1, detected: 'O(n)', agrees: false, cost_line: 1, explanation: '不一致' }];
    expect(analysis.body).toMatchObject({ estimate, complexity_claims: claims });
    const submitted = await t.call('POST', '/submissions/', { token: lin.token, body: { problem_id: problem.id, code, language: 'python', analysis_id: analysis.body.analysis_id } });
    expect(submitted.body).toMatchObject({ estimate, complexity_claims: claims });
    expect((await t.call('GET', `/submissions/${submitted.body.submission_id}`, { token: lin.token })).body).toMatchObject({ estimate, complexity_claims: claims });
    // An analysis read whole, with no claim in its comments, says so too.
    const plain = await solve('two-sum', 5);
    expect(plain.submission).toMatchObject({ estimate: { precision: 'full' }, complexity_claims: [] });
  });

  it('answers 404 for an unknown problem and 500 ai_unavailable when the coach cannot answer', async () => {
    expect((await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99', code: 'x', language: 'python' } })).status).toBe(404);
    coachDown.value = true;
    const twoSum = await problemBySlug('two-sum');
    const down = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: twoSum.id, code: 'x', language: 'python' } });
    expect([down.status, down.body.code]).toEqual([500, 'ai_unavailable']);
    expect((await problemBySlug('two-sum')).status).toBe('not_attempted');
  });
});

describe('submissions', () => {
  it('lists the learner’s own, filtered and sorted; one whole; a problem’s; deletes keep the status', async () => {
    await solve('two-sum', 5);
    t.clock.advance(60);
    await solve('climbing-stairs', 2, { language: 'java' });
    t.clock.advance(60);
    const { submission } = await solve('two-sum', 3);
    const all = await t.call('GET', '/submissions/', { token: lin.token });
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((s: { score: number }) => s.score)).toEqual([3, 2, 5]);
    expect((await t.call('GET', '/submissions/?min_score=3', { token: lin.token })).body.total).toBe(2);
    expect((await t.call('GET', '/submissions/?language=java', { token: lin.token })).body.items[0].problem.slug).toBe('climbing-stairs');
    const byScore = await t.call('GET', '/submissions/?sort_by=score&order=desc', { token: lin.token });
    expect(byScore.body.items.map((s: { score: number }) => s.score)).toEqual([5, 3, 2]);
    expect((await t.call('GET', `/submissions/${submission.submission_id}`, { token: lin.token })).body.code).toContain('score=3');
    const twoSum = await problemBySlug('two-sum');
    const ofProblem = await t.call('GET', `/submissions/problem/${twoSum.id}`, { token: lin.token });
    expect([ofProblem.body.total, ofProblem.body.items.map((s: { score: number }) => s.score)]).toEqual([2, [3, 5]]);
    expect((await t.call('DELETE', `/submissions/${submission.submission_id}`, { token: lin.token })).status).toBe(204);
    expect((await t.call('GET', '/submissions/', { token: lin.token })).body.total).toBe(2);
    expect((await problemBySlug('two-sum')).status).toBe('solved');
  });

  it('keeps each learner to their own submissions', async () => {
    const { submission } = await solve('two-sum', 5);
    const wang = await t.signUp('wang_fang');
    expect((await t.call('GET', `/submissions/${submission.submission_id}`, { token: wang.token })).status).toBe(404);
    expect((await t.call('DELETE', `/submissions/${submission.submission_id}`, { token: wang.token })).status).toBe(404);
    expect((await t.call('POST', '/submissions/optimize', { token: wang.token, body: { submission_id: submission.submission_id } })).status).toBe(404);
    expect((await t.call('GET', '/submissions/', { token: wang.token })).body.total).toBe(0);
    expect((await t.call('GET', '/submissions/stats/overview', { token: wang.token })).body.total_submissions).toBe(0);
    const optimised = await t.call('POST', '/submissions/optimize', { token: lin.token, body: { submission_id: submission.submission_id, user_language: 'en' } });
    expect(optimised.body).toMatchObject({ submission_id: submission.submission_id, suggestions: ['Use a hash map'] });
  });

  it('counts totals, the week (from Monday in the learner’s zone), languages and every score', async () => {
    // 2026-11-21 is a Saturday; Monday the 16th starts the week in Shanghai at 2026-11-15T16:00Z.
    t.clock.now = new Date('2026-11-15T15:30:00Z');
    await solve('two-sum', 5);
    t.clock.now = new Date('2026-11-16T00:30:00Z');
    await solve('climbing-stairs', 2, { language: 'java' });
    await solve('valid-parentheses', 2, { language: 'java' });
    const stats = await t.call('GET', '/submissions/stats/overview', { token: lin.token });
    expect(stats.body).toEqual({
      total_submissions: 3,
      problems_solved: 3,
      average_score: 3,
      best_score: 5,
      this_week: 2,
      by_language: [
        { language: 'java', count: 2 },
        { language: 'python', count: 1 },
      ],
      score_distribution: [
        { score: 1, count: 0 },
        { score: 2, count: 2 },
        { score: 3, count: 0 },
        { score: 4, count: 0 },
        { score: 5, count: 1 },
      ],
    });
  });

  it('shows the techniques used and the issues that recur, most frequent first', async () => {
    const empty = await t.call('GET', '/submissions/analysis/patterns', { token: lin.token });
    expect(empty.body).toEqual({ patterns: [], common_issues: [], preferred_language: 'python', analysed_submissions: 0 });
    for (const [slug, extra] of [
      ['two-sum', 'patterns=hash_map issues=nested_scan'],
      ['climbing-stairs', 'patterns=dynamic_programming,recursion issues=nested_scan,deep_nesting'],
    ] as const) {
      const problem = await problemBySlug(slug);
      const code = `# score=4 ${extra}`;
      const analysis = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: problem.id, code, language: 'go' } });
      await t.call('POST', '/submissions/', { token: lin.token, body: { problem_id: problem.id, code, language: 'go', analysis_id: analysis.body.analysis_id } });
    }
    const patterns = await t.call('GET', '/submissions/analysis/patterns', { token: lin.token });
    expect(patterns.body.common_issues[0]).toEqual({ name: { zh: '问题 nested_scan', en: 'Issue nested_scan' }, count: 2 });
    expect(patterns.body.patterns.map((p: { key: string }) => p.key).sort()).toEqual(['dynamic_programming', 'hash_map', 'recursion']);
    expect(patterns.body).toMatchObject({ preferred_language: 'go', analysed_submissions: 2 });
  });

  it('lists the supported languages', async () => {
    const languages = await t.call('GET', '/submissions/languages/supported', { token: lin.token });
    expect(languages.body.items).toHaveLength(11);
    expect(languages.body.items[2]).toEqual({ id: 'cpp', name: 'C++', monaco_id: 'cpp' });
  });
});

describe('plans', () => {
  const TODAY = '2026-11-21';

  it('has no plan until one is generated; a quick plan fits the time, the level and one category each', async () => {
    const none = await t.call('GET', '/plans/today', { token: lin.token });
    expect([none.status, none.body.code]).toEqual([404, 'plan_not_found']);
    const plan = await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: TODAY, available_minutes: 60 } });
    expect(plan.status).toBe(201);
    expect(plan.body).toMatchObject({ target_date: TODAY, mode: 'quick', available_minutes: 60, total_count: 3, completed_count: 0, review_problems: [] });
    // A beginner gets Easy problems, each from another category, each with why it was picked.
    expect(plan.body.new_problems.every((p: { difficulty: string }) => p.difficulty === 'Easy')).toBe(true);
    expect(new Set(plan.body.new_problems.map((p: { category: string }) => p.category)).size).toBe(3);
    expect(plan.body.new_problems[0].reason.en).toMatch(/^New: /);
    expect((await t.call('GET', '/plans/today', { token: lin.token })).body.id).toBe(plan.body.id);
    for (const [minutes, size] of [[15, 1], [90, 4], [180, 6]] as const) {
      const sized = await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: TODAY, available_minutes: minutes } });
      expect(sized.body.total_count).toBe(size);
    }
    const hard = await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: TODAY, available_minutes: 60, difficulty: 'Hard', categories: ['graph', 'tree'] } });
    expect(hard.body.new_problems.every((p: { difficulty: string; category: string }) => p.difficulty === 'Hard' && ['graph', 'tree'].includes(p.category))).toBe(true);
    // Replaced, not added.
    expect((await t.call('GET', '/plans', { token: lin.token })).body.total).toBe(1);
  });

  it('marks problems done and counts them; 404 for a problem not in the plan or a plan of someone else', async () => {
    const plan = (await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: TODAY, available_minutes: 60 } })).body;
    const first = plan.new_problems[0].id;
    const done = await t.call('PUT', `/plans/${plan.id}`, { token: lin.token, body: { problem_id: first, completed: true } });
    expect(done.body).toMatchObject({ completed_count: 1, total_count: 3 });
    expect(done.body.new_problems[0].completed).toBe(true);
    const dashboard = await t.call('GET', '/progress/dashboard', { token: lin.token });
    expect([dashboard.body.today_completed, dashboard.body.today_target]).toEqual([1, 3]);
    const other = (await problemBySlug('lru-cache')).id;
    const notInPlan = await t.call('PUT', `/plans/${plan.id}`, { token: lin.token, body: { problem_id: other, completed: true } });
    expect(notInPlan.status).toBe(404);
    const wang = await t.signUp('wang_fang');
    const notTheirs = await t.call('PUT', `/plans/${plan.id}`, { token: wang.token, body: { problem_id: first, completed: true } });
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'plan_not_found']);
  });

  it('offers what was scored low as a review the next day, saying why; a good score comes back later', async () => {
    await solve('two-sum', 2);
    await solve('climbing-stairs', 5);
    const today = (await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: TODAY, available_minutes: 60 } })).body;
    expect(today.review_problems).toEqual([]);
    const tomorrow = (await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: '2026-11-22', available_minutes: 60 } })).body;
    expect(tomorrow.review_problems.map((p: { slug: string }) => p.slug)).toEqual(['two-sum']);
    expect(tomorrow.review_problems[0].reason).toEqual({ zh: '复习：11-21 得分 2，今天到期', en: 'Review: scored 2 on 11-21, due today' });
    expect(tomorrow.new_problems.map((p: { slug: string }) => p.slug)).not.toContain('climbing-stairs');
    const noReview = (await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: '2026-11-22', available_minutes: 60, include_review: false } })).body;
    expect(noReview.review_problems).toEqual([]);
    // Reviews take up to a third of a plan: two places in three hours.
    const later = (await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: '2026-12-05', available_minutes: 180 } })).body;
    expect(later.review_problems.map((p: { slug: string }) => p.slug).sort()).toEqual(['climbing-stairs', 'two-sum']);
    expect(later.review_problems.find((p: { slug: string }) => p.slug === 'two-sum').reason.en).toMatch(/due 13 days ago/);
  });

  it('lets the coach pick a smart plan from the candidates, and answers ai_unavailable when it cannot', async () => {
    const smart = await t.call('POST', '/plans/generate-smart', { token: lin.token, body: { target_date: TODAY, available_minutes: 30, user_language: 'en', goal_note: 'interview soon' } });
    expect(smart.status).toBe(201);
    expect(smart.body).toMatchObject({ mode: 'smart', total_count: 2, ai_summary: { zh: '计划摘要', en: 'Plan summary' } });
    expect(smart.body.new_problems[0].reason.en).toMatch(/^Smart: New: /);
    coachDown.value = true;
    const down = await t.call('POST', '/plans/generate-smart', { token: lin.token, body: { target_date: TODAY, available_minutes: 30 } });
    expect([down.status, down.body.code]).toEqual([500, 'ai_unavailable']);
    expect((await t.call('GET', '/plans/today', { token: lin.token })).body.mode).toBe('smart');
  });

  it('keeps the history, newest day first, by page and between dates', async () => {
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']) {
      await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: day, available_minutes: 15 } });
    }
    const page = await t.call('GET', '/plans?page=2&page_size=3', { token: lin.token });
    expect([page.body.total, page.body.items.map((p: { target_date: string }) => p.target_date)]).toEqual([4, ['2026-11-18']]);
    const between = await t.call('GET', '/plans?from=2026-11-19&to=2026-11-20', { token: lin.token });
    expect(between.body.items.map((p: { target_date: string }) => p.target_date)).toEqual(['2026-11-20', '2026-11-19']);
    expect((await t.call('GET', '/plans?from=yesterday', { token: lin.token })).status).toBe(422);
  });

  it('uses the learner’s time zone for today', async () => {
    await t.call('PUT', '/auth/me', { token: lin.token, body: { preferences: { timezone: 'America/New_York' } } });
    // 02:00Z on the 21st is the evening of the 20th in New York.
    await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: '2026-11-20', available_minutes: 15 } });
    expect((await t.call('GET', '/plans/today', { token: lin.token })).body.target_date).toBe('2026-11-20');
  });
});

describe('progress', () => {
  it('starts empty for a new learner', async () => {
    const overview = await t.call('GET', '/progress/overview', { token: lin.token });
    expect(overview.body).toEqual({
      total_solved: 0,
      total_attempted: 0,
      total_submissions: 0,
      average_score: 0,
      current_streak_days: 0,
      longest_streak_days: 0,
      total_problems: 60,
      solved_by_difficulty: { Easy: 0, Medium: 0, Hard: 0 },
    });
    const strengths = await t.call('GET', '/progress/strengths-weaknesses', { token: lin.token });
    expect(strengths.body.strengths).toEqual([]);
    expect(strengths.body.recommendations.length).toBeGreaterThan(0);
    const trend = await t.call('GET', '/progress/charts/score-trend', { token: lin.token });
    expect([trend.body.days, trend.body.trend, trend.body.points.length, trend.body.points.at(-1).date]).toEqual([30, 'stable', 30, '2026-11-21']);
    expect((await t.call('GET', '/progress/dashboard', { token: lin.token })).body).toEqual({
      solved_by_difficulty: { Easy: 0, Medium: 0, Hard: 0 },
      total_solved: 0,
      current_streak_days: 0,
      average_score: 0,
      submissions_this_week: 0,
      today_completed: 0,
      today_target: 3,
      recent_submissions: [],
    });
  });

  it('adds up solved, attempted, averages and streaks from the submissions, per category and difficulty', async () => {
    t.clock.now = new Date('2026-11-18T02:00:00Z');
    await solve('two-sum', 5);
    t.clock.now = new Date('2026-11-19T02:00:00Z');
    await solve('valid-parentheses', 3);
    t.clock.now = new Date('2026-11-20T02:00:00Z');
    await solve('lru-cache', 2);
    const twoSum = await problemBySlug('climbing-stairs');
    await t.call('GET', `/problems/${twoSum.id}/hint`, { token: lin.token });
    t.clock.now = new Date('2026-11-21T02:00:00Z');
    const overview = (await t.call('GET', '/progress/overview', { token: lin.token })).body;
    expect(overview).toMatchObject({ total_solved: 3, total_attempted: 4, total_submissions: 3, average_score: 3.33, current_streak_days: 3, longest_streak_days: 3 });
    const difficulty = (await t.call('GET', '/progress/difficulty', { token: lin.token })).body.items;
    expect(difficulty.map((d: { difficulty: string }) => d.difficulty)).toEqual(['Easy', 'Medium', 'Hard']);
    expect(difficulty[0]).toMatchObject({ solved: 2, attempted: 3, average_score: 4 });
    const categories = (await t.call('GET', '/progress/categories', { token: lin.token })).body.items;
    expect(categories.slice(0, 4).every((c: { attempted: number }) => c.attempted > 0)).toBe(true);
    expect(categories.find((c: { category: string }) => c.category === 'design')).toMatchObject({ solved: 1, attempted: 1, average_score: 2 });
    expect(categories.reduce((sum: number, c: { total: number }) => sum + c.total, 0)).toBe(60);
    const sw = (await t.call('GET', '/progress/strengths-weaknesses', { token: lin.token })).body;
    expect(sw.strengths.map((c: { category: string }) => c.category)).toEqual(['hash_table']);
    expect(sw.weaknesses.map((c: { category: string }) => c.category)).toEqual(['design', 'stack']);
    expect(sw.recommendations[0].en).toMatch(/^Practise Design: your average there is 2\.0/);
    // The dashboard tells the same figures (it computes them in one statement of its own).
    const dashboard = (await t.call('GET', '/progress/dashboard', { token: lin.token })).body;
    expect(dashboard).toMatchObject({ solved_by_difficulty: overview.solved_by_difficulty, total_solved: 3, current_streak_days: 3, average_score: 3.33, submissions_this_week: 3 });
    expect(overview.solved_by_difficulty).toEqual({ Easy: 2, Medium: 1, Hard: 0 });
    expect(dashboard.recent_submissions.map((r: { problem: { slug: string }; score: number }) => [r.problem.slug, r.score])).toEqual([
      ['lru-cache', 2],
      ['valid-parentheses', 3],
      ['two-sum', 5],
    ]);
    // Two days without a submission break the streak; Monday the 23rd starts a new week.
    t.clock.now = new Date('2026-11-23T02:00:00Z');
    const again = (await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Passw0rdDemo' } })).body.access_token;
    expect((await t.call('GET', '/progress/overview', { token: again })).body).toMatchObject({ current_streak_days: 0, longest_streak_days: 3 });
    expect((await t.call('GET', '/progress/dashboard', { token: again })).body).toMatchObject({ current_streak_days: 0, submissions_this_week: 0, total_solved: 3 });
  });

  it('labels the score trend by the rule the contract states', async () => {
    const trendAfter = async (scores: Array<[string, number]>) => {
      t = await restart();
      for (const [day, score] of scores) {
        t.clock.now = new Date(`${day}T02:00:00Z`);
        await solve(['two-sum', 'valid-parentheses', 'climbing-stairs', 'lru-cache'][scores.findIndex((s) => s[0] === day && s[1] === score) % 4]!, score);
      }
      t.clock.now = new Date('2026-11-21T02:00:00Z');
      return (await t.call('GET', '/progress/charts/score-trend?days=10', { token: lin.token })).body;
    };
    const improving = await trendAfter([['2026-11-12', 2], ['2026-11-13', 2], ['2026-11-19', 4], ['2026-11-20', 4]]);
    expect([improving.trend, improving.average_score]).toEqual(['improving', 3]);
    expect(improving.points.find((p: { date: string }) => p.date === '2026-11-12')).toEqual({ date: '2026-11-12', average_score: 2, submissions: 1 });
    expect(improving.points.find((p: { date: string }) => p.date === '2026-11-14')).toEqual({ date: '2026-11-14', average_score: null, submissions: 0 });
    expect((await trendAfter([['2026-11-12', 5], ['2026-11-13', 4], ['2026-11-19', 3], ['2026-11-20', 3]])).trend).toBe('declining');
    expect((await trendAfter([['2026-11-12', 4], ['2026-11-13', 3], ['2026-11-19', 4], ['2026-11-20', 3]])).trend).toBe('stable');
    // One submission in a half is too little to tell.
    expect((await trendAfter([['2026-11-12', 1], ['2026-11-19', 5], ['2026-11-20', 5]])).trend).toBe('stable');
  });

  it('lists the practice days of the last year in the learner’s zone, and only their own', async () => {
    await t.call('PUT', '/auth/me', { token: lin.token, body: { preferences: { timezone: 'America/Santiago' } } });
    for (const [at, slug] of [
      ['2025-11-21T02:30:00Z', 'two-sum'], // 2025-11-20 23:30 in Santiago: the day before the year shown
      ['2025-11-21T03:30:00Z', 'two-sum'], // 2025-11-21 00:30: the year's first day
      ['2026-09-06T03:30:00Z', 'climbing-stairs'], // 2026-09-05 23:30 (UTC−4)
      ['2026-09-06T04:10:00Z', 'two-sum'], // 2026-09-06 01:10 (UTC−3): midnight was skipped
      ['2026-09-06T20:00:00Z', 'valid-parentheses'],
      ['2026-09-06T21:00:00Z', 'two-sum'],
    ] as const) {
      t.clock.now = new Date(at);
      await solve(slug, 3);
    }
    // 02:00 UTC on the 21st is still the 20th in Santiago.
    t.clock.now = new Date('2026-11-21T02:00:00Z');
    const calendar = await t.call('GET', '/progress/practice-calendar', { token: lin.token });
    expect(calendar.status).toBe(200);
    expect(calendar.body).toEqual({
      from: '2025-11-21',
      to: '2026-11-20',
      timezone: 'America/Santiago',
      active_days: 3,
      submissions: 5,
      days: [
        { date: '2025-11-21', submissions: 1, problems: 1 },
        { date: '2026-09-05', submissions: 1, problems: 1 },
        { date: '2026-09-06', submissions: 3, problems: 2 },
      ],
    });
    const wang = await t.signUp('wang_fang');
    expect((await t.call('GET', '/progress/practice-calendar', { token: wang.token })).body).toMatchObject({ to: '2026-11-21', timezone: 'Asia/Shanghai', active_days: 0, submissions: 0, days: [] });
  });

  it('fills the dashboard and asks the coach for insights on the learner’s own figures', async () => {
    await solve('two-sum', 4);
    const dashboard = (await t.call('GET', '/progress/dashboard', { token: lin.token })).body;
    expect(dashboard).toMatchObject({ total_solved: 1, current_streak_days: 1, average_score: 4, submissions_this_week: 1, today_completed: 0, today_target: 3 });
    expect(dashboard.recent_submissions[0].problem.slug).toBe('two-sum');
    const insights = (await t.call('GET', '/progress/ai-insights?user_language=en', { token: lin.token })).body;
    expect(insights.summary).toBe('solved 1');
    expect(insights.recommended_problems).toHaveLength(2);
    expect(insights.recommended_problems.map((p: { slug: string }) => p.slug)).not.toContain('two-sum');
  });
});

describe('notes', () => {
  it('keeps one note per learner and problem: saved, replaced, deleted when emptied; 404 without one', async () => {
    const twoSum = await problemBySlug('two-sum');
    const url = `/problems/${twoSum.id}/note`;
    expect((await t.call('GET', url, { token: lin.token })).status).toBe(404);
    const saved = await t.call('PUT', url, { token: lin.token, body: { text: '## 哈希表\n- **先查后存**' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ problem_id: twoSum.id, text: '## 哈希表\n- **先查后存**', updated_at: '2026-11-21T02:00:00.000Z', folded: false });
    t.clock.advance(60);
    await t.call('PUT', url, { token: lin.token, body: { text: 'one pass <script>alert(1)</script>' } });
    // Kept as typed (the client sanitises what it renders, as for every text).
    expect((await t.call('GET', url, { token: lin.token })).body).toMatchObject({ text: 'one pass <script>alert(1)</script>', updated_at: '2026-11-21T02:01:00.000Z' });
    expect((await t.call('PUT', url, { token: lin.token, body: { text: '  \n ' } })).body).toMatchObject({ text: '' });
    expect((await t.call('GET', url, { token: lin.token })).status).toBe(404);
    const nowhere = '/problems/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e77/note';
    expect((await t.call('PUT', nowhere, { token: lin.token, body: { text: 'x' } })).status).toBe(404);
    expect((await t.call('GET', nowhere, { token: lin.token })).status).toBe(404);
    expect((await t.call('PUT', url, { token: lin.token, body: { text: 'x'.repeat(20_001) } })).status).toBe(422);
  });

  it('never lets another learner read or change a note (404), and goes with the account', async () => {
    const twoSum = await problemBySlug('two-sum');
    const url = `/problems/${twoSum.id}/note`;
    await t.call('PUT', url, { token: lin.token, body: { text: 'lin’s secret idea' } });
    const wang = await t.signUp('wang_fang');
    const read = await t.call('GET', url, { token: wang.token });
    expect([read.status, read.body.code]).toEqual([404, 'not_found']);
    expect(JSON.stringify(read.body)).not.toContain('secret');
    // Wang's own note is another note; Lin's stays as it was.
    await t.call('PUT', url, { token: wang.token, body: { text: 'wang’s note' } });
    await t.call('PUT', url, { token: wang.token, body: { text: '' } });
    expect((await t.call('GET', url, { token: lin.token })).body.text).toBe('lin’s secret idea');
    const count = async () => ((await t.server.database.db.execute(sql`select count(*)::int as n from problem_notes`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(await count()).toBe(1);
    // Lin signed up first and is the admin: the only admin cannot leave, so Wang is made one first.
    expect((await t.call('POST', `/admin/users/${wang.id}/toggle-admin`, { token: lin.token })).status).toBe(200);
    expect((await t.call('DELETE', '/auth/me', { token: lin.token, body: { username: 'lin_xiaoming', current_password: PASSWORD } })).status).toBe(204);
    expect(await count()).toBe(0);
  });

  it('finds the learner’s own notes by their text, never another’s; a folded note shows no text', async () => {
    const note = async (slug: string, text: string, token = lin.token) => t.call('PUT', `/problems/${(await problemBySlug(slug, token)).id}/note`, { token, body: { text } });
    await note('two-sum', '## Two Sum\nHash MAP: look up before storing, 100% one pass');
    t.clock.advance(60);
    await note('climbing-stairs', 'dp: ways(n) = ways(n-1) + ways(n-2), like a hash map of results');
    const wang = await t.signUp('wang_fang');
    await note('valid-parentheses', 'hash map of brackets', wang.token);
    const found = await t.call('GET', '/notes?q=hash%20map', { token: lin.token });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.items.map((hit: { problem: { slug: string } }) => hit.problem.slug)).toEqual(['climbing-stairs', 'two-sum']);
    expect(found.body.items[1]).toMatchObject({ snippet: '## Two Sum Hash MAP: look up before storing, 100% one pass', folded: false });
    // A LIKE wildcard typed by the learner is a character like any other.
    expect((await t.call('GET', '/notes?q=%25%20one', { token: lin.token })).body.total).toBe(1);
    expect((await t.call('GET', '/notes?q=_', { token: lin.token })).body.total).toBe(0);
    expect((await t.call('GET', '/notes?q=brackets', { token: lin.token })).body).toEqual({ total: 0, items: [] });
    expect((await t.call('GET', '/notes?q=', { token: lin.token })).status).toBe(422);
    // Back for review: found, but folded.
    await solve('two-sum', 1);
    t.clock.advance(3 * 86_400);
    lin.token = (await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Passw0rdDemo' } })).body.access_token;
    const folded = (await t.call('GET', '/notes?q=look%20up', { token: lin.token })).body.items[0];
    expect(folded).toMatchObject({ folded: true });
    expect(folded.snippet).toBeUndefined();
  });

  it('stays folded while its problem is back for review, until the learner has submitted it again', async () => {
    const { problem } = await solve('two-sum', 2);
    const url = `/problems/${problem.id}/note`;
    await t.call('PUT', url, { token: lin.token, body: { text: 'recall: hash map' } });
    expect((await t.call('GET', url, { token: lin.token })).body.folded).toBe(false);
    // A 2 comes back the next day (three days on, the session has ended: log in again).
    t.clock.advance(3 * 86_400);
    lin.token = (await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Passw0rdDemo' } })).body.access_token;
    expect((await t.call('GET', url, { token: lin.token })).body).toMatchObject({ text: 'recall: hash map', folded: true });
    await solve('two-sum', 4);
    expect((await t.call('GET', url, { token: lin.token })).body.folded).toBe(false);
  });
});

/** A fresh server and learner (for tests that need several clean histories). */
async function restart(): Promise<TestServer> {
  await t.close();
  t = await testServer({ coach });
  lin = await t.signUp('lin_xiaoming');
  return t;
}

describe('the daily AI allowance', () => {
  it('counts each answered AI call, gives back failed ones, and refuses past the limit until midnight in the learner’s zone', async () => {
    await t.close();
    coach = fakeCoach({ down: coachDown });
    t = await testServer({ coach, env: { AI_DAILY_ALLOWANCE: '3' } });
    lin = await t.signUp('lin_xiaoming');
    const allowance = async () => (await t.call('GET', '/auth/me/ai-allowance', { token: lin.token })).body;
    // 02:00 UTC is 10:00 in Shanghai, the default zone: the day renews at 16:00 UTC.
    expect(await allowance()).toEqual({ limit: 3, used: 0, remaining: 3, resets_at: '2026-11-21T16:00:00.000Z' });
    const twoSum = await problemBySlug('two-sum');
    const analyse = () => t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: twoSum.id, code: 'x = 1', language: 'python' } });
    const hint = () => t.call('GET', `/problems/${twoSum.id}/hint?level=1`, { token: lin.token });
    expect((await analyse()).status).toBe(200);
    expect((await hint()).status).toBe(200);
    expect(await allowance()).toMatchObject({ used: 2, remaining: 1 });
    coachDown.value = true;
    expect((await analyse()).body.code).toBe('ai_unavailable');
    expect(await allowance()).toMatchObject({ used: 2, remaining: 1 });
    coachDown.value = false;
    expect((await t.call('GET', '/progress/ai-insights', { token: lin.token })).status).toBe(200);
    const refused = await analyse();
    expect([refused.status, refused.body.code]).toEqual([429, 'ai_allowance_exhausted']);
    expect(refused.body.detail).toBe('今天的 AI 使用次数已用完，零点后恢复');
    expect(refused.headers['retry-after']).toBe(String(14 * 3600));
    for (const call of [hint, () => t.call('POST', '/plans/generate-smart', { token: lin.token, body: { target_date: '2026-11-21', available_minutes: 30 } })]) {
      expect((await call()).body.code).toBe('ai_allowance_exhausted');
    }
    expect(coach.calls.filter((c) => c !== 'analyse')).toEqual(['hint', 'insights']);
    // Another learner has their own allowance; the next day brings a new one.
    const wang = await t.signUp('wang_fang');
    expect((await t.call('GET', '/auth/me/ai-allowance', { token: wang.token })).body.remaining).toBe(3);
    t.clock.advance(14 * 3600);
    expect(await allowance()).toEqual({ limit: 3, used: 0, remaining: 3, resets_at: '2026-11-22T16:00:00.000Z' });
    expect((await analyse()).status).toBe(200);
  });

  it('renews at the first instant of the learner’s next day, also where that day has no midnight', async () => {
    // Santiago's clocks jump from 00:00 to 01:00 on 2026-09-06: the day begins at 01:00 there (04:00 UTC), and the
    // allowance of the 5th lasts until then, not until 23:00 of the 5th.
    t.clock.now = new Date('2026-09-05T15:00:00Z');
    await t.call('PUT', '/auth/me', { token: lin.token, body: { preferences: { timezone: 'America/Santiago' } } });
    const allowance = await t.call('GET', '/auth/me/ai-allowance', { token: lin.token });
    expect(allowance.body.resets_at).toBe('2026-09-06T04:00:00.000Z');
    t.clock.now = new Date('2026-09-06T03:30:00Z');
    expect((await t.call('GET', '/auth/me/ai-allowance', { token: lin.token })).body.resets_at).toBe('2026-09-06T04:00:00.000Z');
  });

  it('lets simultaneous calls take no more than what is left', async () => {
    await t.close();
    t = await testServer({ coach, env: { AI_DAILY_ALLOWANCE: '5' } });
    lin = await t.signUp('lin_xiaoming');
    const twoSum = await problemBySlug('two-sum');
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.call('GET', `/problems/${twoSum.id}/hint?level=2`, { token: lin.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    expect((await t.call('GET', '/auth/me/ai-allowance', { token: lin.token })).body).toMatchObject({ used: 5, remaining: 0 });
  });
});

describe('the LeetCode sync', () => {
  it('lets admins import from LeetCode (recorded answers), merging with the starter catalogue, and refuses learners', async () => {
    await t.close();
    const leetcodeClock = { now: 0 };
    const fake = fakeLeetcode('cn', leetcodeClock);
    t = await testServer({ coach, leetcode: { fetch: fake.fetch, pageSize: 3, sleep: async (ms) => void (leetcodeClock.now += ms) } });
    const admin = await t.signUp('admin_wang');
    lin = await t.signUp('lin_xiaoming');
    const refused = await t.call('POST', '/problems/sync/leetcode', { token: lin.token });
    expect([refused.status, refused.body]).toEqual([403, { code: 'forbidden', detail: '只有管理员可以同步题库' }]);
    const synced = await t.call('POST', '/problems/sync/leetcode', { token: admin.token });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ complete: true });
    expect(synced.body.added + synced.body.updated).toBeGreaterThan(0);
    // Two Sum was in the starter catalogue: merged, not duplicated.
    const twoSums = await t.call('GET', '/problems/search?q=two-sum', { token: lin.token });
    expect(twoSums.body.items.filter((p: Summary) => p.slug === 'two-sum')).toHaveLength(1);
    const feed = await t.call('GET', '/admin/activity/recent?limit=1', { token: admin.token });
    expect(feed.body.items[0]).toMatchObject({ kind: 'problems_synced', user: { username: 'admin_wang' } });
    // Again: nothing new.
    const again = await t.call('POST', '/problems/sync/leetcode', { token: admin.token });
    expect([again.body.added, again.body.updated]).toEqual([0, 0]);
  });

  it('answers sync_failed when LeetCode cannot be reached', async () => {
    const admin = await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Passw0rdDemo' } });
    const failed = await t.call('POST', '/problems/sync/leetcode', { token: admin.body.access_token });
    expect([failed.status, failed.body.code]).toEqual([500, 'sync_failed']);
  });
});
