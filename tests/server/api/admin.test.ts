// The nine admin operations with the rules the server enforces; every answer is checked against the contract.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadStarterCatalogue } from '../../../server/catalogue/starter.ts';
import { problems, submissions } from '../../../server/db/schema.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let admin: { token: string; id: string };
beforeEach(async () => {
  t = await testServer();
  admin = await t.signUp('admin_wang');
});
afterEach(async () => {
  await t.close();
});

/** Puts submissions in the database directly (the submission calls are another issue's). */
async function seedSubmissions(userId: string, scores: Array<{ slug: string; difficulty: 'Easy' | 'Medium' | 'Hard'; score: number; at: string }>) {
  const { db } = t.server.database;
  for (const [i, s] of scores.entries()) {
    const [problem] = await db
      .insert(problems)
      .values({ frontendId: 1000 + i + Math.floor(Math.random() * 10000), slug: `${s.slug}-${i}-${Math.random().toString(36).slice(2, 6)}`, titleZh: `题${i}`, titleEn: `Problem ${i}`, difficulty: s.difficulty, category: 'array', descriptionZh: '<p>题</p>', descriptionEn: '<p>P</p>' })
      .returning();
    await db.insert(submissions).values({
      userId,
      problemId: problem!.id,
      language: 'python',
      code: 'pass',
      score: s.score,
      timeComplexity: 'O(n)',
      spaceComplexity: 'O(1)',
      feedback: 'ok',
      analysisId: problem!.id,
      submittedAt: new Date(s.at),
    });
  }
}

describe('check and statistics', () => {
  it('confirms an admin and counts users, verifications, activity and submissions (today in Asia/Shanghai)', async () => {
    expect((await t.call('GET', '/admin/check', { token: admin.token })).body).toEqual({ is_admin: true });
    const learner = await t.signUp('lin_xiaoming');
    await t.call('POST', '/auth/register', { body: { username: 'chen_jing', email: 'chen@example.com', password: PASSWORD, learning_goal: 'academic_study', daily_study_time: 90 } });
    // 2026-11-21T02:00Z is 10:00 in Shanghai: 17:00Z the day before is yesterday there, 16:30Z today.
    await seedSubmissions(learner.id, [
      { slug: 'a', difficulty: 'Easy', score: 5, at: '2026-11-20T16:30:00Z' },
      { slug: 'b', difficulty: 'Hard', score: 2, at: '2026-11-20T15:59:00Z' },
    ]);
    const stats = await t.call('GET', '/admin/stats', { token: admin.token });
    expect(stats.body).toEqual({
      total_users: 3,
      admin_users: 1,
      verified_users: 2,
      active_users_7d: 2,
      new_users_7d: 3,
      total_submissions: 2,
      submissions_today: 1,
      // The two seeded here and the starter catalogue the server loads at start.
      total_problems: 2 + loadStarterCatalogue().length,
      average_score: 3.5,
    });
  });
});

describe('user list', () => {
  it('pages, searches by name or email (case-insensitive, % and _ taken literally), filters admins and sorts every column', async () => {
    const names = ['zhang_wei', 'alice_chen', 'maria_garcia', 'kevin_nguyen'];
    for (const name of names) {
      t.clock.advance(60);
      await t.signUp(name);
    }
    const page = await t.call('GET', '/admin/users?page=2&page_size=2&sort_by=username&order=asc', { token: admin.token });
    expect(page.body).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page.body.items.map((u: { username: string }) => u.username)).toEqual(['kevin_nguyen', 'maria_garcia']);
    const search = await t.call('GET', '/admin/users?search=CHEN', { token: admin.token });
    expect(search.body.items.map((u: { username: string }) => u.username)).toEqual(['alice_chen']);
    const literal = await t.call('GET', `/admin/users?search=${encodeURIComponent('%')}`, { token: admin.token });
    expect(literal.body.total).toBe(0);
    const underscore = await t.call('GET', '/admin/users?search=n_g', { token: admin.token });
    expect(underscore.body.items.map((u: { username: string }) => u.username)).toEqual([]);
    const admins = await t.call('GET', '/admin/users?admin_only=true', { token: admin.token });
    expect(admins.body.items.map((u: { username: string }) => u.username)).toEqual(['admin_wang']);
    const newest = await t.call('GET', '/admin/users', { token: admin.token });
    expect(newest.body.items[0].username).toBe('kevin_nguyen');
    for (const sortBy of ['username', 'email', 'created_at', 'last_active_at', 'submission_count']) {
      for (const order of ['asc', 'desc']) {
        const sorted = await t.call('GET', `/admin/users?sort_by=${sortBy}&order=${order}&page_size=500`, { token: admin.token });
        expect(sorted.status).toBe(200);
        expect(sorted.body.items).toHaveLength(5);
      }
    }
  });

  it('shows each user with submission figures, and sorts by them', async () => {
    const learner = await t.signUp('lin_xiaoming');
    await seedSubmissions(learner.id, [
      { slug: 'a', difficulty: 'Easy', score: 5, at: '2026-11-20T10:00:00Z' },
      { slug: 'b', difficulty: 'Medium', score: 4, at: '2026-11-20T11:00:00Z' },
      { slug: 'c', difficulty: 'Hard', score: 2, at: '2026-11-20T12:00:00Z' },
    ]);
    const list = await t.call('GET', '/admin/users?sort_by=submission_count&order=desc', { token: admin.token });
    expect(list.body.items[0]).toMatchObject({ username: 'lin_xiaoming', submission_count: 3, solved_count: 3, average_score: 3.67 });
    expect(list.body.items[1]).toMatchObject({ username: 'admin_wang', submission_count: 0, solved_count: 0, average_score: null });
    const detail = await t.call('GET', `/admin/users/${learner.id}`, { token: admin.token });
    expect(detail.body).toMatchObject({ username: 'lin_xiaoming', learning_goal: 'skill_improvement', daily_study_time: 60, solved_by_difficulty: { Easy: 1, Medium: 1, Hard: 1 } });
    expect(detail.body.recent_submissions.map((s: { score: number }) => s.score)).toEqual([2, 4, 5]);
    expect(detail.body.preferences.tabSize).toBe(4);
  });

  it('answers 404 for an unknown id and 422 for a malformed one or a page size past 500', async () => {
    const unknown = await t.call('GET', '/admin/users/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99', { token: admin.token });
    expect([unknown.status, unknown.body]).toEqual([404, { code: 'not_found', detail: '用户不存在' }]);
    expect((await t.call('GET', '/admin/users/42', { token: admin.token })).status).toBe(422);
    expect((await t.call('GET', '/admin/users?page_size=501', { token: admin.token })).status).toBe(422);
    expect((await t.call('GET', '/admin/users?sort_by=password_hash', { token: admin.token })).status).toBe(422);
  });
});

describe('admin rights', () => {
  it('grants and revokes; a revoked admin is signed out at once; nobody demotes themselves', async () => {
    const alice = await t.signUp('alice_chen');
    const granted = await t.call('POST', `/admin/users/${alice.id}/toggle-admin`, { token: admin.token });
    expect(granted.body).toMatchObject({ username: 'alice_chen', is_admin: true });
    // Granting keeps her session: her next call already has the rights.
    expect((await t.call('GET', '/admin/check', { token: alice.token })).status).toBe(200);
    await t.call('PUT', '/auth/me', { token: alice.token, body: { language: 'en' } });
    const self = await t.call('POST', `/admin/users/${alice.id}/toggle-admin`, { token: alice.token });
    expect([self.status, self.body]).toEqual([400, { code: 'cannot_modify_self', detail: 'You cannot remove your own admin rights' }]);
    const revoked = await t.call('POST', `/admin/users/${alice.id}/toggle-admin`, { token: admin.token });
    expect(revoked.body.is_admin).toBe(false);
    expect((await t.call('GET', '/auth/me', { token: alice.token })).status).toBe(401);
    const again = (await t.call('POST', '/auth/login', { body: { username: 'alice_chen', password: PASSWORD } })).body.access_token;
    const refused = await t.call('GET', '/admin/check', { token: again });
    expect([refused.status, refused.body]).toEqual([403, { code: 'forbidden', detail: 'Admin privileges required' }]);
    expect((await t.call('POST', '/admin/users/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99/toggle-admin', { token: admin.token })).status).toBe(404);
  });
});

describe('deleting users', () => {
  it('deletes a user with everything they own; never the admin themselves; 404 for an unknown id', async () => {
    const learner = await t.signUp('lin_xiaoming');
    await seedSubmissions(learner.id, [{ slug: 'a', difficulty: 'Easy', score: 5, at: '2026-11-20T10:00:00Z' }]);
    const self = await t.call('DELETE', `/admin/users/${admin.id}`, { token: admin.token });
    expect([self.status, self.body]).toEqual([400, { code: 'cannot_modify_self', detail: '不能在管理后台删除自己的账号' }]);
    expect((await t.call('DELETE', `/admin/users/${learner.id}`, { token: admin.token })).status).toBe(204);
    expect((await t.call('GET', '/auth/me', { token: learner.token })).status).toBe(401);
    const [{ n }] = (await t.server.database.db.select({ n: sql<number>`count(*)::int` }).from(submissions)) as [{ n: number }];
    expect(n).toBe(0);
    expect((await t.call('DELETE', `/admin/users/${learner.id}`, { token: admin.token })).status).toBe(404);
  });

  it("bulk deletes, skipping the admin's own id and unknown ids; only the own id is refused", async () => {
    const a = await t.signUp('learner_one');
    const b = await t.signUp('learner_two');
    const unknown = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99';
    const result = await t.call('POST', '/admin/users/bulk-delete', { token: admin.token, body: { user_ids: [a.id, admin.id, b.id, unknown] } });
    expect(result.body).toEqual({ deleted: 2, skipped: [{ id: admin.id, reason: 'self' }, { id: unknown, reason: 'not_found' }] });
    const onlySelf = await t.call('POST', '/admin/users/bulk-delete', { token: admin.token, body: { user_ids: [admin.id] } });
    expect([onlySelf.status, onlySelf.body.code]).toEqual([400, 'cannot_modify_self']);
    for (const user_ids of [[], [a.id, a.id], Array.from({ length: 501 }, (_, i) => `3c4d5e6f-7a8b-4c9d-8e0f-${String(i).padStart(12, '0')}`)]) {
      expect((await t.call('POST', '/admin/users/bulk-delete', { token: admin.token, body: { user_ids } })).status).toBe(422);
    }
  });

  it('deletes a batch in one transaction: one failure keeps every user', async () => {
    const a = await t.signUp('learner_one');
    const b = await t.signUp('learner_two');
    const { db } = t.server.database;
    // A trigger makes the second deletion fail, as a lost connection or a constraint would.
    await db.execute(sql.raw(`CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN IF OLD.username = 'learner_two' THEN RAISE EXCEPTION 'refused'; END IF; RETURN OLD; END $$ LANGUAGE plpgsql`));
    await db.execute(sql.raw('CREATE TRIGGER refuse_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION refuse()'));
    const failed = await t.call('POST', '/admin/users/bulk-delete', { token: admin.token, body: { user_ids: [a.id, b.id] } });
    expect([failed.status, failed.body.code]).toEqual([500, 'internal_error']);
    const list = await t.call('GET', '/admin/users', { token: admin.token });
    expect(list.body.total).toBe(3);
  });
});

describe('export', () => {
  it('writes every user as CSV, oldest first, neutralising cells a spreadsheet would run', async () => {
    t.clock.advance(60);
    await t.signUp('-cmd_user', { email: '=cmd@example.com' });
    const csv = await t.call('GET', '/admin/users/export', { token: admin.token });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="algocoach-users-2026-11-21.csv"');
    // A byte-order mark first: without it, Excel on Chinese Windows reads UTF-8 as GBK and garbles every name.
    expect([...csv.raw.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (csv.body as string).replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('id,username,email,is_admin,email_verified,language,created_at,last_active_at,submission_count');
    expect(lines[1]).toMatch(/^[\w-]+,admin_wang,admin_wang@example.com,true,true,zh,2026-11-21T02:00:00.000Z,2026-11-21T02:00:00.000Z,0$/);
    expect(lines[2]).toContain(",'-cmd_user,'=cmd@example.com,false,");
    expect(lines).toHaveLength(3);
  });

  it('writes JSON, and only the admins when asked; the export is on record', async () => {
    await t.signUp('lin_xiaoming');
    const json = await t.call('GET', '/admin/users/export?format=json&admin_only=true', { token: admin.token });
    expect(json.headers['content-disposition']).toBe('attachment; filename="algocoach-users-2026-11-21.json"');
    expect(json.body.map((u: { username: string }) => u.username)).toEqual(['admin_wang']);
    t.clock.advance(1);
    const all = await t.call('GET', '/admin/users/export?format=json', { token: admin.token });
    expect(all.body).toHaveLength(2);
    const feed = await t.call('GET', '/admin/activity/recent?limit=2', { token: admin.token });
    expect(feed.body.items[0]).toMatchObject({ kind: 'users_exported', user: { username: 'admin_wang' }, description: 'admin_wang 导出了用户列表（JSON，2 人）' });
    expect((await t.call('GET', '/admin/users/export?format=xml', { token: admin.token })).status).toBe(422);
  });
});

describe('activity', () => {
  it('records sign-ups, verifications, logins and admin actions, newest first, described in the admin language', async () => {
    t.clock.advance(1);
    const alice = await t.signUp('alice_chen');
    t.clock.advance(1);
    await t.call('POST', `/admin/users/${alice.id}/toggle-admin`, { token: admin.token });
    const feed = await t.call('GET', '/admin/activity/recent', { token: admin.token });
    expect(feed.body.items.map((e: { kind: string }) => e.kind)).toEqual([
      'admin_granted',
      'user_login',
      'email_verified',
      'user_registered',
      'user_login',
      'email_verified',
      'user_registered',
    ]);
    expect(feed.body.items[0].description).toBe('admin_wang 授予 alice_chen 管理员权限');
    await t.call('PUT', '/auth/me', { token: admin.token, body: { language: 'en' } });
    const english = await t.call('GET', '/admin/activity/recent?limit=3', { token: admin.token });
    expect(english.body.items.map((e: { description: string }) => e.description)).toEqual([
      'admin_wang granted admin rights to alice_chen',
      'alice_chen logged in',
      'alice_chen verified their email',
    ]);
    expect((await t.call('GET', '/admin/activity/recent?limit=0', { token: admin.token })).status).toBe(422);
    expect((await t.call('GET', '/admin/activity/recent?limit=101', { token: admin.token })).status).toBe(422);
  });
});
