// npm run seed:demo: on a fresh database, the demo learner's screens are filled (through the API, each answer
// checked against the contract), the admin sees them in the console, and a second run replaces the accounts
// instead of adding more; an account of the same name that the seed did not make is left alone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoSeedRefused, seedDemo, type DemoReport } from '../../server/db/seeds/demo.ts';
import { testServer, type TestServer } from './helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

async function logIn(report: DemoReport, role: 'learner' | 'admin'): Promise<string> {
  const account = report.accounts.find((a) => a.role === role)!;
  const login = await t.call('POST', '/auth/login', { body: { username: account.username, password: account.password } });
  expect(login.status).toBe(200);
  expect(login.body.user.email_verified).toBe(true);
  return login.body.access_token;
}

describe('npm run seed:demo', () => {
  it("fills the learner's dashboard, progress, history and plans with a month of the coach's own analyses", { timeout: 120_000 }, async () => {
    const report = await seedDemo(t.server.database.db, { now: t.clock.now });
    expect(report.replaced).toBe(false);
    expect(report.accounts.map((a) => [a.role, a.username])).toEqual([
      ['admin', 'admin_wang'],
      ['learner', 'lin_xiaoming'],
    ]);
    const token = await logIn(report, 'learner');

    const dashboard = (await t.call('GET', '/progress/dashboard', { token })).body;
    expect(dashboard.total_solved).toBeGreaterThanOrEqual(20);
    expect(dashboard.current_streak_days).toBe(5);
    expect(dashboard.average_score).toBeGreaterThan(3);
    expect(dashboard.recent_submissions).toHaveLength(5);
    expect(dashboard.today_target).toBe(3);
    expect(dashboard.today_completed).toBeGreaterThan(0);

    const overview = (await t.call('GET', '/progress/overview', { token })).body;
    expect(overview.total_submissions).toBe(report.submissions);
    expect(overview.total_attempted).toBeGreaterThan(overview.total_solved);
    const trend = (await t.call('GET', '/progress/charts/score-trend?days=30', { token })).body;
    expect(trend.points.filter((p: { submissions: number }) => p.submissions > 0).length).toBeGreaterThanOrEqual(15);
    const categories = (await t.call('GET', '/progress/categories', { token })).body.items;
    expect(categories.filter((c: { attempted: number }) => c.attempted > 0).length).toBeGreaterThanOrEqual(8);

    // Real analyses: the embedded coach's scores spread over the scale, with feedback citing the code.
    const stats = (await t.call('GET', '/submissions/stats/overview', { token })).body;
    expect(stats.by_language.length).toBeGreaterThanOrEqual(4);
    expect(stats.score_distribution.filter((s: { count: number }) => s.count > 0).length).toBeGreaterThanOrEqual(3);
    const history = (await t.call('GET', '/submissions/?page_size=100', { token })).body;
    expect(history.total).toBe(report.submissions);
    const first = (await t.call('GET', `/submissions/${history.items.at(-1).submission_id}`, { token })).body;
    expect(first.feedback.length).toBeGreaterThan(40);
    const patterns = (await t.call('GET', '/submissions/analysis/patterns', { token })).body;
    expect(patterns.patterns.length).toBeGreaterThanOrEqual(5);

    // Plans: today's, and earlier ones, some of them done to the last problem.
    const today = (await t.call('GET', '/plans/today', { token })).body;
    expect(today.total_count).toBe(3);
    const plans = (await t.call('GET', '/plans?page_size=100', { token })).body;
    expect(plans.total).toBe(report.plans);
    expect(plans.items.filter((p: { completed_count: number; total_count: number }) => p.completed_count === p.total_count).length).toBe(report.completedPlans);
    expect(report.completedPlans).toBeGreaterThan(0);
    expect(plans.items.some((p: { review_problems: unknown[] }) => p.review_problems.length > 0)).toBe(true);
    // The list's status column: solved, attempted (hinted) and untouched problems.
    for (const status of ['solved', 'attempted', 'not_attempted']) {
      expect((await t.call('GET', `/problems/?status=${status}`, { token })).body.total).toBeGreaterThan(0);
    }

    const admin = await logIn(report, 'admin');
    expect((await t.call('GET', '/admin/check', { token: admin })).body.is_admin).toBe(true);
    const feed = (await t.call('GET', '/admin/activity/recent?limit=50', { token: admin })).body.items;
    expect(new Set(feed.map((e: { kind: string }) => e.kind))).toEqual(new Set(['submission_created', 'plan_generated', 'user_login']));
  });

  it('replaces its own accounts when run again, and refuses to touch an account it did not make', { timeout: 120_000 }, async () => {
    const first = await seedDemo(t.server.database.db, { now: t.clock.now });
    const again = await seedDemo(t.server.database.db, { now: t.clock.now });
    expect(again.replaced).toBe(true);
    const admin = await logIn(again, 'admin');
    const users = (await t.call('GET', '/admin/users?page_size=100', { token: admin })).body;
    expect(users.items.map((u: { username: string }) => u.username).sort()).toEqual(['admin_wang', 'lin_xiaoming']);
    const learner = await logIn(again, 'learner');
    expect((await t.call('GET', '/progress/overview', { token: learner })).body.total_submissions).toBe(again.submissions);
    const oldPassword = first.accounts.find((a) => a.role === 'learner')!.password;
    expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: oldPassword } })).status).toBe(401);

    // Someone else's lin_xiaoming, on another installation.
    await t.close();
    t = await testServer();
    await t.signUp('someone_first');
    await t.signUp('lin_xiaoming');
    await expect(seedDemo(t.server.database.db, { now: t.clock.now })).rejects.toThrow(DemoSeedRefused);
    const login = await t.call('POST', '/auth/login', { body: { username: 'admin_wang', password: 'Passw0rdDemo' } });
    expect(login.status).toBe(401);
  });
});
