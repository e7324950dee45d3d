// A learner's data out and back in (issue 27 item 2): the export of one install imported into a fresh one gives the
// same history, progress and review dates; importing again adds nothing; the file holds nothing that is not the
// learner's; a broken, too large or too new file is a 4xx with the contract's error body.
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { problems, userProblems } from '../../../server/db/schema.ts';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function server() {
  const t = await testServer({ coach: fakeCoach({ down: { value: false } }) });
  servers.push(t);
  return t;
}

async function problemId(t: TestServer, token: string, slug: string): Promise<string> {
  const found = await t.call('GET', `/problems/search?q=${slug}&limit=50`, { token });
  return found.body.items.find((p: { slug: string }) => p.slug === slug).id;
}

/** Analyses and submits code; `score=N` in the code is the score the fake coach gives. */
async function solve(t: TestServer, token: string, slug: string, score: number, language = 'python') {
  const id = await problemId(t, token, slug);
  const code = `# score=${score}\ndef solve(): pass  # ${slug}`;
  const analysis = await t.call('POST', '/submissions/analyze', { token, body: { problem_id: id, code, language } });
  expect(analysis.status).toBe(200);
  const submitted = await t.call('POST', '/submissions/', { token, body: { problem_id: id, code, language, analysis_id: analysis.body.analysis_id } });
  expect(submitted.status).toBe(201);
  return submitted.body;
}

/** A month of practice in small: submissions on several days (one problem twice), a note, a plan ticked off. */
async function practise(t: TestServer, account: { token: string; username: string }) {
  let token = account.token;
  await solve(t, token, 'two-sum', 4);
  t.clock.advance(3600);
  await solve(t, token, 'valid-parentheses', 2, 'java');
  const plan = await t.call('POST', '/plans/generate', { token, body: { target_date: '2026-11-21', available_minutes: 60 } });
  expect(plan.status).toBe(201);
  const first = plan.body.new_problems[0] ?? plan.body.review_problems[0];
  expect((await t.call('PUT', `/plans/${plan.body.id}`, { token, body: { problem_id: first.id, completed: true } })).status).toBe(200);
  await t.call('PUT', `/problems/${await problemId(t, token, 'two-sum')}/note`, { token, body: { text: '哈希表：**先查后存**' } });
  t.clock.advance(2 * 86400);
  // Two days on, the session has ended: the learner logs in again.
  token = (await t.call('POST', '/auth/login', { body: { username: account.username, password: PASSWORD } })).body.access_token;
  await solve(t, token, 'two-sum', 5, 'cpp');
  // An interview of one problem, solved in 12 minutes (the session ends when all its problems are submitted).
  const interview = await t.call('POST', '/interviews', { token, body: { problem_count: 1, minutes: 25, source: 'random' } });
  expect(interview.status).toBe(201);
  t.clock.advance(12 * 60);
  await solve(t, token, interview.body.problems[0].slug, 4);
  // A study goal: 面试经典 150 by the end of January, an hour a day.
  const lists = (await t.call('GET', '/lists', { token })).body.items;
  const top = lists.find((l: { name: { en: string } }) => l.name.en === 'Top Interview 150');
  expect((await t.call('PUT', '/lists/goal', { token, body: { list_id: top.id, finish_date: '2027-01-31', daily_minutes: 60 } })).status).toBe(200);
  await t.call('PUT', '/auth/me', { token, body: { preferences: { tabSize: 2, timezone: 'Europe/Berlin', dailyTargetProblems: 5 } } });
  return token;
}

/** What the learner sees of their practice, without this install's ids. */
async function seen(t: TestServer, token: string, userId: string) {
  const history = await t.call('GET', '/submissions/?page_size=100', { token });
  const strip = (s: Record<string, unknown>) => ({ ...s, submission_id: undefined, problem: (s.problem as { slug: string }).slug });
  const states = await t.server.database.db
    .select({ slug: problems.slug, status: userProblems.status, due: userProblems.reviewDue, count: userProblems.submissionCount, best: userProblems.bestScore, solvedAt: userProblems.solvedAt })
    .from(userProblems)
    .innerJoin(problems, eq(problems.id, userProblems.problemId))
    .where(eq(userProblems.userId, userId))
    .orderBy(problems.slug);
  const me = (await t.call('GET', '/auth/me', { token })).body;
  const plans = (await t.call('GET', '/plans', { token })).body;
  const interviews = (await t.call('GET', '/interviews', { token })).body.items;
  const debriefs = await Promise.all(interviews.map(async (i: { id: string }) => (await t.call('GET', `/interviews/${i.id}`, { token })).body));
  const noIds = (value: unknown) => JSON.parse(JSON.stringify(value, (key, v) => (key === 'id' || key === 'submission_id' ? undefined : v)));
  const goal = (await t.call('GET', '/lists/goal', { token })).body.goal;
  return {
    history: history.body.items.map(strip),
    stats: (await t.call('GET', '/submissions/stats/overview', { token })).body,
    overview: (await t.call('GET', '/progress/overview', { token })).body,
    categories: (await t.call('GET', '/progress/categories', { token })).body,
    calendar: (await t.call('GET', '/progress/practice-calendar', { token })).body,
    states: states.map((s) => ({ ...s, due: s.due?.toISOString(), solvedAt: s.solvedAt?.toISOString() })),
    preferences: me.preferences,
    plans: plans.items.map((p: Record<string, unknown>) => ({ target_date: p.target_date, completed_count: p.completed_count, total_count: p.total_count })),
    note: (await t.call('GET', `/problems/${await problemId(t, token, 'two-sum')}/note`, { token })).body.text,
    interviews: noIds(debriefs),
    goal: noIds(goal),
  };
}

describe('export and import between installs', () => {
  it('a fresh install given the export shows the same history, progress and review dates; importing again adds nothing', async () => {
    const a = await server();
    const signed = await a.signUp('lin_xiaoming');
    const lin = { ...signed, token: await practise(a, { ...signed, username: 'lin_xiaoming' }) };
    const exported = await a.call('GET', '/auth/me/export', { token: lin.token });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="algocoach-lin_xiaoming-2026-11-2\d\.json"$/);
    const file = exported.body;
    expect(file.submissions).toHaveLength(4);
    expect(file.interviews).toHaveLength(1);
    expect(file.submissions.filter((s: { interview?: unknown }) => s.interview)).toHaveLength(1);
    expect(file.study_goal).toMatchObject({ list: { builtin_key: 'top-interview-150' }, finish_date: '2027-01-31', daily_minutes: 60 });

    const b = await server();
    b.clock.now = a.clock.now;
    await b.signUp('someone_first');
    const lin2 = await b.signUp('lin_on_b');
    const preview = await b.call('POST', '/auth/me/import/preview', { token: lin2.token, body: file });
    expect(preview.status).toBe(200);
    const added = (summary: { sections: Array<{ kind: string; added: number; updated: number }> }) =>
      Object.fromEntries(summary.sections.map((s) => [s.kind, s.added + s.updated]));
    expect(preview.body.applied).toBe(false);
    expect(added(preview.body)).toEqual({ profile: 1, submissions: 4, problem_states: file.problem_states.length, plans: 1, notes: 1, interviews: 1, study_goal: 1 });
    // The preview wrote nothing.
    expect((await b.call('GET', '/submissions/?page_size=100', { token: lin2.token })).body.total).toBe(0);

    const imported = await b.call('POST', '/auth/me/import', { token: lin2.token, body: file });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ ...preview.body, applied: true });
    const onB = await seen(b, lin2.token, lin2.id);
    const onA = await seen(a, lin.token, lin.id);
    expect(onA.interviews).toHaveLength(1);
    expect(onA.interviews[0]).toMatchObject({ status: 'completed', problems: [{ submitted: true, time_used_seconds: 12 * 60 }] });
    expect(onA.goal).toMatchObject({ finish_date: '2027-01-31', daily_minutes: 60 });
    expect(onB).toEqual(onA);

    // Again, and the other way back: nothing is added.
    const again = await b.call('POST', '/auth/me/import', { token: lin2.token, body: file });
    expect(added(again.body)).toEqual({ profile: 0, submissions: 0, problem_states: 0, plans: 0, notes: 0, interviews: 0, study_goal: 0 });
    const fromB = (await b.call('GET', '/auth/me/export', { token: lin2.token })).body;
    expect({ ...fromB, exported_at: undefined }).toEqual({ ...file, exported_at: undefined });
    const back = await a.call('POST', '/auth/me/import', { token: lin.token, body: fromB });
    expect(added(back.body)).toEqual({ profile: 0, submissions: 0, problem_states: 0, plans: 0, notes: 0, interviews: 0, study_goal: 0 });
  }, 120_000);

  it('two imports of one file at once store it once', async () => {
    const a = await server();
    const signed = await a.signUp('lin_xiaoming');
    const lin = { ...signed, token: await practise(a, { ...signed, username: 'lin_xiaoming' }) };
    const file = (await a.call('GET', '/auth/me/export', { token: lin.token })).body;
    const b = await server();
    const other = await b.signUp('lin_on_b');
    const answers = await Promise.all([1, 2, 3].map(() => b.call('POST', '/auth/me/import', { token: other.token, body: file })));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    expect((await b.call('GET', '/submissions/?page_size=100', { token: other.token })).body.total).toBe(4);
    expect((await b.call('GET', '/interviews', { token: other.token })).body.items).toHaveLength(1);
  }, 120_000);

  it('merges into a learner who already practised: their own rows stay, problems missing here are skipped and named', async () => {
    const a = await server();
    const signed = await a.signUp('lin_xiaoming');
    const lin = { ...signed, token: await practise(a, { ...signed, username: 'lin_xiaoming' }) };
    const file = (await a.call('GET', '/auth/me/export', { token: lin.token })).body;
    file.submissions.push({ ...file.submissions[0], origin: 'leetcode.com:123', problem: { slug: 'not-in-this-catalogue', frontend_id: 99999 } });
    const b = await server();
    const other = await b.signUp('lin_on_b');
    await solve(b, other.token, 'two-sum', 3);
    const result = await b.call('POST', '/auth/me/import', { token: other.token, body: file });
    expect(result.status).toBe(200);
    expect(result.body.missing_problems).toEqual(['not-in-this-catalogue']);
    expect(result.body.sections.find((s: { kind: string }) => s.kind === 'submissions')).toMatchObject({ added: 4, skipped: 1 });
    const history = (await b.call('GET', '/submissions/?page_size=100', { token: other.token })).body;
    expect(history.total).toBe(5);
  }, 120_000);
});

describe('what the file holds', () => {
  it('the learner own data only: no password hash, token, address or another learner', async () => {
    const a = await server();
    const signed = await a.signUp('lin_xiaoming');
    const lin = { ...signed, token: await practise(a, { ...signed, username: 'lin_xiaoming' }) };
    // Another learner practises a problem Lin's file does not name. Lin's practice picks some of its problems at
    // random (an interview, a plan), so the problem is chosen after it, not named beforehand.
    const before = (await a.call('GET', '/auth/me/export', { token: lin.token })).raw.body;
    const catalogue = (await a.call('GET', '/problems/?page_size=100', { token: lin.token })).body.items as { slug: string }[];
    const untouched = catalogue.map((p) => p.slug).find((slug) => !before.includes(slug));
    expect(untouched).toBeDefined();
    const wang = await a.signUp('wang_fang');
    await solve(a, wang.token, untouched!, 3);
    await a.call('PUT', `/problems/${await problemId(a, wang.token, untouched!)}/note`, { token: wang.token, body: { text: 'wang secret note' } });
    const answer = await a.call('GET', '/auth/me/export', { token: lin.token });
    const text = answer.raw.body;
    for (const secret of [PASSWORD, 'argon2', 'password_hash', 'passwordHash', 'token', lin.token, wang.token, lin.id, wang.id, lin.email, 'wang', untouched!, 'is_admin']) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
  }, 120_000);
});

describe('files refused', () => {
  it('a newer version, a broken document, a body over 16 MiB: 4xx with the error body, nothing written', async () => {
    const a = await server();
    const lin = await a.signUp('lin_xiaoming');
    const newer = await a.call('POST', '/auth/me/import', { token: lin.token, body: { format: 'algocoach-export', version: 4, exported_at: '2026-11-21T00:00:00Z', interview_sessions: [] } });
    expect([newer.status, newer.body.code]).toEqual([400, 'export_version_unsupported']);
    const english = await a.call('POST', '/auth/me/import/preview', { token: lin.token, headers: { 'accept-language': 'en' }, body: { format: 'algocoach-export', version: 9, exported_at: '2026-11-21T00:00:00Z' } });
    expect(english.body.detail).toMatch(/newer version/);
    const broken = await a.call('POST', '/auth/me/import', { token: lin.token, body: { format: 'algocoach-export', version: 1, exported_at: '2026-11-21T00:00:00Z', submissions: [{ origin: 'x' }] } });
    expect(broken.status).toBe(422);
    const huge = `{"format":"algocoach-export","version":1,"exported_at":"2026-11-21T00:00:00Z","filler":"${'x'.repeat(17 * 1024 * 1024)}"}`;
    const tooLarge = await a.call('POST', '/auth/me/import', { token: lin.token, raw: huge });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([400, 'validation_error']);
    // Just under the limit is read (and an unknown section of a known version is ignored).
    const large = await a.call('POST', '/auth/me/import/preview', { token: lin.token, raw: huge.replace('x'.repeat(2 * 1024 * 1024), '') });
    expect(large.status).toBe(200);
    expect((await a.call('GET', '/submissions/?page_size=100', { token: lin.token })).body.total).toBe(0);
  }, 120_000);
});
