// A learner's LeetCode history from a file (issue 27 item 1): each accepted problem becomes one imported
// submission, the problem solved with its review card seeded from age and attempts; the coach then reads the code
// in the background, outside the AI allowance; a second run adds nothing; the code never reaches the log.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { aiUsage, problems, userProblems } from '../../../server/db/schema.ts';
import { seededCard } from '../../../server/services/leetcode-history.ts';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let lin: { token: string; id: string };
beforeEach(async () => {
  t = await testServer({ coach: fakeCoach(), env: { AI_DAILY_ALLOWANCE: '1' } });
  lin = await t.signUp('lin_xiaoming');
}, 120_000);
afterEach(async () => {
  await t.close();
});

const DAY = 86400;
const NOW = Math.floor(new Date('2026-11-21T02:00:00Z').getTime() / 1000);
const SECRET_CODE = 'class Solution:\n    def twoSum(self, nums, target):  # score=5 secret-marker-7f3a\n        return []\n';
/** Two problems accepted (one after two wrong answers), one never accepted, one accepted only in SQL, one not in this catalogue. */
const HISTORY = {
  site: 'cn',
  submissions: [
    { id: '1001', title_slug: 'two-sum', lang: 'python3', timestamp: NOW - 30 * DAY, status_display: 'Wrong Answer', code: 'x' },
    { id: '1002', title_slug: 'two-sum', lang: 'python3', timestamp: NOW - 30 * DAY + 60, status_display: 'Time Limit Exceeded', code: 'x' },
    { id: '1003', title_slug: 'two-sum', lang: 'python3', timestamp: NOW - 30 * DAY + 120, status_display: 'Accepted', code: SECRET_CODE },
    { id: '2001', title_slug: 'valid-parentheses', lang: 'cpp', timestamp: NOW - 2 * DAY, status_display: 'Accepted', code: '// score=3\nclass Solution {};' },
    { id: '3001', title_slug: 'climbing-stairs', lang: 'java', timestamp: NOW - DAY, status_display: 'Wrong Answer', code: 'x' },
    { id: '4001', title_slug: 'lru-cache', lang: 'mysql', timestamp: NOW - DAY, status_display: 'Accepted', code: 'select 1' },
    { id: '5001', title_slug: 'not-in-this-catalogue', lang: 'python3', timestamp: NOW - DAY, status_display: 'Accepted', code: 'pass' },
  ],
};

async function state(slug: string) {
  const [row] = await t.server.database.db
    .select({ status: userProblems.status, due: userProblems.reviewDue, solvedAt: userProblems.solvedAt, best: userProblems.bestScore, count: userProblems.submissionCount })
    .from(userProblems)
    .innerJoin(problems, eq(problems.id, userProblems.problemId))
    .where(and(eq(userProblems.userId, lin.id), eq(problems.slug, slug)));
  return row;
}

describe('LeetCode history from a file', () => {
  it('imports each accepted problem once, says what it skipped and why, and adds nothing the second time', async () => {
    const first = await t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: HISTORY });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ found: 4, imported: 2, already_imported: 0, not_in_catalogue: 1, unsupported_language: 1, not_accepted: 1, analysing: 2, missing_problems: ['not-in-this-catalogue'], job_id: expect.any(String) });
    const history = (await t.call('GET', '/submissions/?page_size=50&sort_by=submitted_at&order=asc', { token: lin.token })).body;
    expect(history.items.map((s: { problem: { slug: string }; language: string; submitted_at: string; imported_from: string }) => [s.problem.slug, s.language, s.submitted_at, s.imported_from])).toEqual([
      ['two-sum', 'python', new Date((NOW - 30 * DAY + 120) * 1000).toISOString(), 'leetcode.cn'],
      ['valid-parentheses', 'cpp', new Date((NOW - 2 * DAY) * 1000).toISOString(), 'leetcode.cn'],
    ]);
    const whole = await t.call('GET', `/submissions/${history.items[0].submission_id}`, { token: lin.token });
    expect([whole.body.code, whole.body.imported_from]).toEqual([SECRET_CODE, 'leetcode.cn']);
    // Solved, with a review card: the month-old one, accepted after two failures, is due now; the fresh one later.
    const old = await state('two-sum');
    expect(old).toMatchObject({ status: 'solved', count: 1, solvedAt: new Date((NOW - 30 * DAY + 120) * 1000) });
    expect(old!.due!.getTime()).toBe(t.clock.now.getTime());
    const fresh = await state('valid-parentheses');
    expect(fresh!.status).toBe('solved');
    expect(fresh!.due!.getTime()).toBeGreaterThan(t.clock.now.getTime());
    expect(await state('climbing-stairs')).toBeUndefined();

    const again = await t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: HISTORY });
    expect(again.body).toMatchObject({ found: 4, imported: 0, already_imported: 2, analysing: 0 });
    expect((await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.total).toBe(2);
  });

  it('the coach reads the imported code in the background, outside the AI allowance; the code is never logged', async () => {
    await t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: HISTORY });
    const before = (await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.items;
    expect(before.every((s: { time_complexity: string }) => s.time_complexity === 'O(?)' || s.time_complexity === 'O(n)')).toBe(true);
    await t.server.services.leetcodeHistory.settled();
    const after = (await t.call('GET', '/submissions/?page_size=50&sort_by=submitted_at&order=asc', { token: lin.token })).body.items;
    expect(after.map((s: { score: number; time_complexity: string }) => [s.score, s.time_complexity])).toEqual([
      [5, 'O(n)'],
      [3, 'O(n)'],
    ]);
    expect((await state('two-sum'))!.best).toBe(5);
    // Not one call of the allowance (of 1) was spent: the learner can still analyse.
    expect(await t.server.database.db.select().from(aiUsage)).toEqual([]);
    expect(t.logs.join('')).toContain('leetcode history imported');
    expect(t.logs.join('')).not.toContain('secret-marker-7f3a');
  });

  it('a two-problem history imported twice at once is stored once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: HISTORY })));
    expect(answers.map((a) => a.body.imported).sort()).toEqual([0, 0, 2]);
    expect((await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.total).toBe(2);
  });
});

describe('the seeded review card', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('comes back sooner the more attempts it took, and later once accepted again', () => {
    const at = new Date('2026-11-20T00:00:00Z');
    const easy = seededCard(at, 0, [], now).due.getTime();
    const hard = seededCard(at, 2, [], now).due.getTime();
    const again = seededCard(at, 5, [], now).due.getTime();
    expect(easy).toBeGreaterThan(hard);
    expect(hard).toBeGreaterThanOrEqual(again);
    expect(seededCard(new Date('2026-01-01T00:00:00Z'), 0, [], now).due).toEqual(now);
    const reviewed = seededCard(new Date('2026-11-01T00:00:00Z'), 0, [new Date('2026-11-10T00:00:00Z')], now);
    expect(reviewed.card.reps).toBe(2);
  });
});
