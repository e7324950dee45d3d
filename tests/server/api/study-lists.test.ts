// Study lists with a finish date (issue 27 item 3) through the API, every answer checked against the contract:
// the built-in lists and their progress, problems the catalogue lacks, the problem list's filter, a learner's goal
// and its projection as days pass, the plans' list slots after due reviews, and the lists an admin defines.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let admin: { token: string; id: string };
let lin: { token: string; id: string };
const TODAY = '2026-11-21';

beforeEach(async () => {
  t = await testServer({ coach: fakeCoach({ down: { value: false } }) });
  admin = await t.signUp('admin_wang');
  lin = await t.signUp('lin_xiaoming');
});
afterEach(async () => {
  await t.close();
});

type Summary = { id: string; name: { zh: string; en: string }; builtin: boolean; total: number; in_catalogue: number; solved: number };
type Entry = { position: number; frontend_id: number; slug: string; status: string; problem?: { id: string; slug: string } };

async function lists(token = lin.token): Promise<Summary[]> {
  const answer = await t.call('GET', '/lists', { token });
  expect(answer.status).toBe(200);
  return answer.body.items;
}
async function listNamed(en: string, token = lin.token): Promise<Summary> {
  return (await lists(token)).find((l) => l.name.en === en)!;
}

async function solve(slug: string, score: number, token = lin.token) {
  const problem = (await t.call('GET', `/problems/search?q=${slug}&limit=50`, { token })).body.items.find((p: { slug: string }) => p.slug === slug);
  const code = `# score=${score}\ndef solve(): pass`;
  const analysis = await t.call('POST', '/submissions/analyze', { token, body: { problem_id: problem.id, code, language: 'python' } });
  const submitted = await t.call('POST', '/submissions/', { token, body: { problem_id: problem.id, code, language: 'python', analysis_id: analysis.body.analysis_id } });
  expect(submitted.status).toBe(201);
}

/** Moves the clock by whole days, signing in again (a token lives a day). */
async function daysLater(days: number) {
  t.clock.advance(days * 86_400);
  const login = await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: PASSWORD } });
  expect(login.status).toBe(200);
  lin = { ...lin, token: login.body.access_token };
}

describe('built-in lists', () => {
  it('are the five lists, by number and slug, with how many the catalogue has and the learner solved', async () => {
    const all = await lists();
    expect(all.map((l) => [l.name.en, l.total, l.builtin])).toEqual([
      ['LeetCode Top 100 Liked', 100, true],
      ['Top Interview 150', 150, true],
      ['LeetCode 75', 75, true],
      ['Blind 75', 75, true],
      ['NeetCode 150', 150, true],
    ]);
    expect(all.map((l) => l.name.zh)).toEqual(['LeetCode 热题 100', '面试经典 150 题', 'LeetCode 75', 'Blind 75', 'NeetCode 150']);
    const hot = all[0]!;
    expect(hot.in_catalogue).toBeGreaterThan(30);
    expect(hot.in_catalogue).toBeLessThan(100);
    expect(hot.solved).toBe(0);
    await solve('two-sum', 5);
    expect((await listNamed('LeetCode Top 100 Liked')).solved).toBe(1);
    // Another learner's progress is their own.
    expect((await listNamed('LeetCode Top 100 Liked', admin.token)).solved).toBe(0);
  });

  it('shows the list in its order, problems the catalogue lacks as missing', async () => {
    await solve('two-sum', 5);
    const hot = await listNamed('LeetCode Top 100 Liked');
    const answer = await t.call('GET', `/lists/${hot.id}`, { token: lin.token });
    expect(answer.status).toBe(200);
    const items: Entry[] = answer.body.items;
    expect(items).toHaveLength(100);
    expect(items.slice(0, 5).map((i) => [i.position, i.frontend_id, i.slug, i.status])).toEqual([
      [1, 1, 'two-sum', 'solved'],
      [2, 49, 'group-anagrams', 'not_attempted'],
      [3, 128, 'longest-consecutive-sequence', 'not_attempted'],
      [4, 283, 'move-zeroes', 'missing'],
      [5, 11, 'container-with-most-water', 'missing'],
    ]);
    expect(items[3]!.problem).toBeUndefined();
    expect(items[0]!.problem!.slug).toBe('two-sum');
    expect(items.filter((i) => i.status !== 'missing')).toHaveLength(hot.in_catalogue);
    expect((await t.call('GET', '/lists/00000000-0000-4000-8000-000000000000', { token: lin.token })).status).toBe(404);
  });

  it('the problem list filters by a list (with the other filters)', async () => {
    const hot = await listNamed('LeetCode Top 100 Liked');
    const page = await t.call('GET', `/problems/?list=${hot.id}&page_size=100`, { token: lin.token });
    expect(page.body.total).toBe(hot.in_catalogue);
    await solve('two-sum', 5);
    const unsolved = await t.call('GET', `/problems/?list=${hot.id}&status=not_attempted&page_size=100`, { token: lin.token });
    expect(unsolved.body.total).toBe(hot.in_catalogue - 1);
    const easy = await t.call('GET', `/problems/?list=${hot.id}&difficulty=Easy&page_size=100`, { token: lin.token });
    expect(easy.body.items.every((p: { difficulty: string }) => p.difficulty === 'Easy')).toBe(true);
    expect(easy.body.total).toBe(easy.body.items.length);
    expect(easy.body.total).toBeLessThan(hot.in_catalogue);
  });
});

describe('a learner’s goal', () => {
  it('has none until set; refuses a finish date in the past and an unknown list', async () => {
    expect((await t.call('GET', '/lists/goal', { token: lin.token })).body).toEqual({ goal: null });
    const hot = await listNamed('LeetCode Top 100 Liked');
    const past = await t.call('PUT', '/lists/goal', { token: lin.token, body: { list_id: hot.id, finish_date: '2026-11-20', daily_minutes: 60 } });
    expect([past.status, past.body.code]).toEqual([400, 'finish_date_past']);
    const unknown = await t.call('PUT', '/lists/goal', { token: lin.token, body: { list_id: '00000000-0000-4000-8000-000000000000', finish_date: '2026-12-31', daily_minutes: 60 } });
    expect(unknown.status).toBe(404);
    const minutes = await t.call('PUT', '/lists/goal', { token: lin.token, body: { list_id: hot.id, finish_date: '2026-12-31', daily_minutes: 45 } });
    expect(minutes.status).toBe(422);
  });

  it('projects the finish at the minutes’ pace, and the projection moves (and says so) when days are skipped', async () => {
    const hot = await listNamed('LeetCode Top 100 Liked');
    const set = await t.call('PUT', '/lists/goal', { token: lin.token, body: { list_id: hot.id, finish_date: '2026-12-31', daily_minutes: 60 } });
    expect(set.status).toBe(200);
    const remaining = hot.in_catalogue;
    const days = Math.ceil(remaining / 2);
    const planned = new Date(Date.parse(`${TODAY}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(set.body.goal).toMatchObject({
      list: { id: hot.id },
      finish_date: '2026-12-31',
      daily_minutes: 60,
      started_on: TODAY,
      new_per_day: 2,
      remaining,
      missing: 100 - hot.in_catalogue,
      projected_finish: planned,
      planned_finish: planned,
      days_moved: 0,
      skipped_days: 0,
      on_track: true,
    });
    // Two problems today, then three days without practice.
    await solve('two-sum', 5);
    await solve('group-anagrams', 5);
    await daysLater(1);
    let goal = (await t.call('GET', '/lists/goal', { token: lin.token })).body.goal;
    expect(goal).toMatchObject({ remaining: remaining - 2, projected_finish: planned, days_moved: 0, skipped_days: 0 });
    await daysLater(3);
    goal = (await t.call('GET', '/lists/goal', { token: lin.token })).body.goal;
    expect(goal).toMatchObject({ remaining: remaining - 2, days_moved: 3, skipped_days: 3 });
    // Cleared: no goal, plans as before.
    expect((await t.call('DELETE', '/lists/goal', { token: lin.token })).status).toBe(204);
    expect((await t.call('GET', '/lists/goal', { token: lin.token })).body).toEqual({ goal: null });
  });

  it('quick and smart plans take new problems from the list in its order, after the due reviews', async () => {
    await solve('two-sum', 5);
    await solve('valid-parentheses', 1);
    const hot = await listNamed('LeetCode Top 100 Liked');
    await t.call('PUT', '/lists/goal', { token: lin.token, body: { list_id: hot.id, finish_date: '2026-12-31', daily_minutes: 60 } });
    await daysLater(1);
    const date = '2026-11-22';
    const quick = await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: date, available_minutes: 60 } });
    expect(quick.status).toBe(201);
    expect(quick.body.review_problems.map((p: { slug: string }) => p.slug)).toEqual(['valid-parentheses']);
    // two-sum is solved: the list goes on with its next problems, whatever the learner's level says.
    expect(quick.body.new_problems.map((p: { slug: string }) => p.slug)).toEqual(['group-anagrams', 'longest-consecutive-sequence']);
    expect(quick.body.new_problems[0].reason.en).toBe('New: next on your list LeetCode Top 100 Liked');
    const smart = await t.call('POST', '/plans/generate-smart', { token: lin.token, body: { target_date: date, available_minutes: 90 } });
    expect(smart.status).toBe(201);
    const newSlugs = smart.body.new_problems.map((p: { slug: string }) => p.slug);
    expect(newSlugs.slice(0, 2)).toEqual(['group-anagrams', 'longest-consecutive-sequence']);
  });
});

describe('lists an admin defines', () => {
  const body = { name: { zh: '周末图论专练', en: 'Weekend graphs' }, problems: [{ frontend_id: 200, slug: 'number-of-islands' }, { frontend_id: 743, slug: 'network-delay-time' }, { frontend_id: 200, slug: 'number-of-islands' }] };

  it('are made, changed and deleted by an admin, seen by every learner; built-in lists stay as shipped', async () => {
    const made = await t.call('POST', '/admin/lists', { token: admin.token, body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: body.name, builtin: false, total: 2, in_catalogue: 1, solved: 0 });
    expect(made.body.items.map((i: Entry) => [i.slug, i.status])).toEqual([
      ['number-of-islands', 'not_attempted'],
      ['network-delay-time', 'missing'],
    ]);
    expect((await lists()).at(-1)).toMatchObject({ id: made.body.id, builtin: false });
    await t.call('PUT', '/lists/goal', { token: lin.token, body: { list_id: made.body.id, finish_date: '2026-12-31', daily_minutes: 30 } });
    const changed = await t.call('PUT', `/admin/lists/${made.body.id}`, { token: admin.token, body: { ...body, problems: [{ frontend_id: 1, slug: 'two-sum' }] } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ total: 1, in_catalogue: 1 });
    const hot = await listNamed('LeetCode Top 100 Liked');
    const builtin = await t.call('PUT', `/admin/lists/${hot.id}`, { token: admin.token, body });
    expect([builtin.status, builtin.body.code]).toEqual([400, 'study_list_builtin']);
    expect((await t.call('DELETE', `/admin/lists/${hot.id}`, { token: admin.token })).body.code).toBe('study_list_builtin');
    expect((await t.call('DELETE', `/admin/lists/${made.body.id}`, { token: admin.token })).status).toBe(204);
    expect((await t.call('DELETE', `/admin/lists/${made.body.id}`, { token: admin.token })).status).toBe(404);
    // The learner's goal went with the list.
    expect((await t.call('GET', '/lists/goal', { token: lin.token })).body).toEqual({ goal: null });
    expect((await lists()).map((l) => l.name.en)).not.toContain('Weekend graphs');
  });

  it('a learner may not define, change or delete a list (403)', async () => {
    const hot = await listNamed('LeetCode Top 100 Liked');
    expect((await t.call('POST', '/admin/lists', { token: lin.token, body })).status).toBe(403);
    expect((await t.call('PUT', `/admin/lists/${hot.id}`, { token: lin.token, body })).status).toBe(403);
    expect((await t.call('DELETE', `/admin/lists/${hot.id}`, { token: lin.token })).status).toBe(403);
  });
});
