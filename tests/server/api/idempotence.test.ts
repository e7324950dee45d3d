// Writes sent twice, or crossed: one analysis makes one submission, two generations of one day make one plan,
// and two admins demoting (or deleting) each other, or leaving, at once leave one admin. On Postgres
// (TEST_DATABASE_URL) the requests overlap for real; on the in-memory PGlite each transaction runs alone, but every
// request is checked against the state it was let in with.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('one analysis, one submission', () => {
  it('five submits of one analysis sent at once store one submission, move the review once, and all answer it', async () => {
    await t.signUp('admin_wang');
    const lin = await t.signUp('lin_xiaoming');
    const problem = (await t.call('GET', '/problems/search?q=two-sum', { token: lin.token })).body.items[0];
    const code = 'class Solution:\n    def twoSum(self, nums, target):\n        return []\n';
    const analysis = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: problem.id, code, language: 'python' } });
    const body = { problem_id: problem.id, code, language: 'python', analysis_id: analysis.body.analysis_id };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/submissions/', { token: lin.token, body })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.body.submission_id));
    expect(ids.size).toBe(1);
    // A double click later on answers the same submission too.
    const later = await t.call('POST', '/submissions/', { token: lin.token, body });
    expect([later.status, later.body.submission_id]).toEqual([201, [...ids][0]]);
    const stored = await rows<{ n: number }>(sql`select count(*)::int as n from submissions where analysis_id = ${analysis.body.analysis_id}`);
    expect(stored[0]!.n).toBe(1);
    const state = await rows<{ submission_count: number }>(sql`select submission_count from user_problems where user_id = ${lin.id} and problem_id = ${problem.id}`);
    expect(state[0]!.submission_count).toBe(1);
    const history = await t.call('GET', '/submissions/', { token: lin.token });
    expect(history.body.total).toBe(1);
  });
});

describe('plans', () => {
  it('five generations of one day at once give one plan, and no 500', async () => {
    const lin = await t.signUp('lin_xiaoming');
    const request = { target_date: '2026-11-21', available_minutes: 60, include_review: true };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/plans/generate', { token: lin.token, body: request })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const plans = await rows<{ id: string }>(sql`select id from plans where user_id = ${lin.id} and target_date = '2026-11-21'`);
    expect(plans).toHaveLength(1);
    const today = await t.call('GET', '/plans/today', { token: lin.token });
    expect([today.status, today.body.id]).toEqual([200, plans[0]!.id]);
  });
});

describe('admin rights', () => {
  async function twoAdmins() {
    const wang = await t.signUp('admin_wang');
    const li = await t.signUp('admin_li');
    expect((await t.call('POST', `/admin/users/${li.id}/toggle-admin`, { token: wang.token })).body.is_admin).toBe(true);
    return { wang, li };
  }
  const admins = () => rows<{ username: string }>(sql`select username from users where is_admin`);

  it('two admins demoting each other at once leave one admin; the other is refused', async () => {
    const { wang, li } = await twoAdmins();
    const [byWang, byLi] = await Promise.all([
      t.call('POST', `/admin/users/${li.id}/toggle-admin`, { token: wang.token }),
      t.call('POST', `/admin/users/${wang.id}/toggle-admin`, { token: li.token }),
    ]);
    // The one acted on second is refused: 401 when its demotion (which ends its sessions) came before its request
    // was let in, 403 when it came while the request was on its way.
    expect([byWang.status, byLi.status].sort()).toEqual([200, expect.toBeOneOf([401, 403])]);
    expect(await admins()).toHaveLength(1);
  });

  it('two admins deleting each other at once leave one admin', async () => {
    const { wang, li } = await twoAdmins();
    const [byWang, byLi] = await Promise.all([
      t.call('DELETE', `/admin/users/${li.id}`, { token: wang.token }),
      t.call('POST', '/admin/users/bulk-delete', { token: li.token, body: { user_ids: [wang.id] } }),
    ]);
    // Either may come first (on Postgres both orders happen): the other is refused.
    expect([byWang.status, byLi.status]).toEqual(expect.toBeOneOf([[204, expect.toBeOneOf([401, 403])], [expect.toBeOneOf([401, 403]), 200]]));
    expect(await admins()).toHaveLength(1);
  });

  it('the only admin cannot delete their own account (400 last_admin), and keeps it', async () => {
    const wang = await t.signUp('admin_wang');
    const refused = await t.call('DELETE', '/auth/me', { token: wang.token, body: { username: 'admin_wang', current_password: PASSWORD }, headers: { 'accept-language': 'en' } });
    expect([refused.status, refused.body]).toEqual([400, { code: 'last_admin', detail: 'You are the only admin: make another user an admin before deleting your account' }]);
    expect(await admins()).toEqual([{ username: 'admin_wang' }]);
  });

  it('two admins deleting their own accounts at once leave one admin; the other is refused', async () => {
    const { wang, li } = await twoAdmins();
    const [byWang, byLi] = await Promise.all([
      t.call('DELETE', '/auth/me', { token: wang.token, body: { username: 'admin_wang', current_password: PASSWORD } }),
      t.call('DELETE', '/auth/me', { token: li.token, body: { username: 'admin_li', current_password: PASSWORD } }),
    ]);
    expect([byWang.status, byLi.status].sort()).toEqual([204, 400]);
    expect(await admins()).toHaveLength(1);
  });

  it('an admin leaving while deleting the other admin from the console leaves one admin', async () => {
    const { wang, li } = await twoAdmins();
    const [leaving, deleting] = await Promise.all([
      t.call('DELETE', '/auth/me', { token: wang.token, body: { username: 'admin_wang', current_password: PASSWORD } }),
      t.call('DELETE', `/admin/users/${li.id}`, { token: wang.token }),
    ]);
    // Whichever comes second is refused: leaving as the last admin (400), or deleting as an admin no more (401/403).
    expect([leaving.status, deleting.status]).toEqual(expect.toBeOneOf([[204, expect.toBeOneOf([401, 403])], [400, 204]]));
    expect(await admins()).toHaveLength(1);
  });
});
