// Interview sessions through the API (issue 26 item 1): the server's clock (a reload, a second tab and a restarted
// server see the same time left; an expired session ends by itself at its limit), what stays hidden on the wire
// while one runs (the problem, its submissions, hints), submissions recorded as interview ones with their times,
// the debrief, and the ended sessions progress counts. Every answer is checked against the contract by t.call.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let lin: { token: string; id: string };

// Two sign-ups (argon2id at OWASP's cost) per test: on a machine shared by several suites they can take longer
// than the default 30 s hook limit.
const SETUP_MS = 120_000;
beforeEach(async () => {
  t = await testServer({ coach: fakeCoach() });
  await t.signUp('admin_wang');
  lin = await t.signUp('lin_xiaoming');
}, SETUP_MS);
afterEach(async () => {
  await t.close();
}, SETUP_MS);

const HIDDEN = ['difficulty', 'category', 'tags', 'acceptance_rate', 'frequency'];

async function start(body: object = { problem_count: 2, minutes: 45, source: 'level' }, token = lin.token) {
  const answer = await t.call('POST', '/interviews', { token, body });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function submit(problemId: string, score = 4, code = `# score=${score}\ndef solve(): pass`) {
  const analysis = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id: problemId, code, language: 'python' } });
  expect(analysis.status).toBe(200);
  const submitted = await t.call('POST', '/submissions/', { token: lin.token, body: { problem_id: problemId, code, language: 'python', analysis_id: analysis.body.analysis_id } });
  expect(submitted.status).toBe(201);
  return submitted;
}

describe('the clock', () => {
  it('is the server’s: a second read later shows less time left, and the same session', async () => {
    const session = await start();
    expect(session).toMatchObject({ status: 'active', minutes: 45, remaining_seconds: 2700, source: 'level' });
    expect(session.problems).toHaveLength(2);
    expect(new Date(session.ends_at).getTime() - new Date(session.started_at).getTime()).toBe(45 * 60_000);
    t.clock.advance(600);
    const again = await t.call('GET', '/interviews/current', { token: lin.token });
    expect(again.body.session).toMatchObject({ id: session.id, remaining_seconds: 2100, status: 'active' });
    // One session at a time.
    const second = await t.call('POST', '/interviews', { token: lin.token, body: { problem_count: 1, minutes: 25, source: 'random' } });
    expect([second.status, second.body.code]).toEqual([400, 'interview_active']);
  });

  it('survives a restart of the server: a new process reads the same session and time left', async () => {
    const session = await start({ problem_count: 1, minutes: 25, source: 'random' });
    await t.app.close();
    const restarted = await testServer({ database: t.server.database });
    try {
      restarted.clock.advance(5 * 60);
      const current = await restarted.call('GET', '/interviews/current', { token: lin.token });
      expect(current.body.session).toMatchObject({ id: session.id, status: 'active', remaining_seconds: 20 * 60 });
      restarted.clock.advance(20 * 60);
      const after = await restarted.call('GET', `/interviews/${session.id}`, { token: lin.token });
      expect(after.body).toMatchObject({ status: 'time_up', remaining_seconds: 0, ended_at: session.ends_at });
    } finally {
      await restarted.app.close();
    }
  });

  it('ends a session by itself at its limit, when it is next read, with the limit as its end', async () => {
    const session = await start();
    t.clock.advance(45 * 60 + 30);
    const current = await t.call('GET', '/interviews/current', { token: lin.token });
    expect(current.body).toEqual({ session: null });
    const ended = await t.call('GET', `/interviews/${session.id}`, { token: lin.token });
    expect(ended.body).toMatchObject({ status: 'time_up', ended_at: session.ends_at, remaining_seconds: 0 });
    // A new one may start.
    await start({ problem_count: 1, minutes: 60, source: 'category', category: 'graph' });
  });
});

describe('what an interview hides', () => {
  it('never sends the difficulty, category, tags, rates or hints of a session problem while it runs', async () => {
    const session = await start({ problem_count: 1, minutes: 25, source: 'level' });
    const problemId = session.problems[0].id;
    // On the wire: the raw bodies, not a parsed view of them.
    for (const raw of [JSON.stringify(session), (await t.call('GET', '/interviews/current', { token: lin.token })).raw.body]) {
      for (const field of HIDDEN) expect(raw).not.toContain(`"${field}"`);
    }
    const problem = await t.call('GET', `/problems/${problemId}`, { token: lin.token });
    for (const field of HIDDEN) expect(problem.raw.body).not.toContain(`"${field}"`);
    expect(problem.body).toMatchObject({ hints_available: 0, interview: { session_id: session.id, remaining_seconds: 1500 } });
    const hint = await t.call('GET', `/problems/${problemId}/hint?level=1`, { token: lin.token });
    expect([hint.status, hint.body.code]).toEqual([403, 'interview_hints_off']);
    await submit(problemId);
    // The session ended (its one problem submitted); what it hid is back everywhere.
    const shown = await t.call('GET', `/problems/${problemId}`, { token: lin.token });
    expect(shown.body).toMatchObject({ hints_available: 3 });
    expect(shown.body.difficulty).toBeDefined();
    expect(shown.body.interview).toBeUndefined();
  });

  it('keeps the difficulty out of the problem’s submissions while it runs, and shows everything to others', async () => {
    const session = await start({ problem_count: 2, minutes: 45, source: 'random' });
    const [first, second] = session.problems;
    const submitted = await submit(first.id);
    expect(submitted.raw.body).not.toContain('"difficulty"');
    const mine = await t.call('GET', `/submissions/problem/${first.id}`, { token: lin.token });
    expect(mine.raw.body).not.toContain('"difficulty"');
    expect(mine.body.total).toBe(1);
    // Another learner, with no session, sees the problem whole.
    const wang = await t.signUp('wang_fang');
    const theirs = await t.call('GET', `/problems/${second.id}`, { token: wang.token });
    expect(theirs.body.difficulty).toBeDefined();
    expect((await t.call('GET', `/problems/${second.id}`, { token: lin.token })).raw.body).not.toContain('"difficulty"');
  });
});

describe('how long an interview problem may take', () => {
  it('is the session’s share of its clock, not the 20/40/60 minutes of its difficulty, which would give the difficulty away', async () => {
    const session = await start({ problem_count: 2, minutes: 45, source: 'random' });
    const submitted = await submit(session.problems[0].id);
    // 45 minutes for 2 problems: 23 each (as the debrief counts it), whatever the problem's difficulty.
    expect(submitted.body.review).toMatchObject({ interview: true, minutes_allowed: 23 });
    const again = await t.call('GET', `/submissions/${submitted.body.submission_id}`, { token: lin.token });
    expect(again.body.review.minutes_allowed).toBe(23);
  });
});

/** The items of a list or search answer as sent (the raw body parsed, not the contract's typed view of it). */
const wireItems = (raw: string) => (JSON.parse(raw) as { items: Record<string, unknown>[] }).items;
const hiddenIn = (item: Record<string, unknown>) => HIDDEN.filter((field) => field in item);

describe('what an interview hides from the list and search', () => {
  it('lists and finds a session problem without what it hides, never by it, and whole again after the session and to others', async () => {
    const wang = await t.signUp('wang_fang');
    // A random problem with a tag that is not a word of its own text (two starter problems have none): another
    // session for the rare draw that has none, so that the search by tag below always has a tag to try.
    let session = await start({ problem_count: 1, minutes: 25, source: 'random' });
    const wholeOf = async (id: string) => (await t.call('GET', `/problems/${id}`, { token: wang.token })).body;
    const tagOutsideText = (problem: { title: unknown; slug: string; description: string; tags: string[] }) =>
      problem.tags.some((name) => !JSON.stringify([problem.title, problem.slug, problem.description]).toLowerCase().includes(name.toLowerCase()));
    for (let draw = 0; draw < 10 && !tagOutsideText(await wholeOf(session.problems[0].id)); draw++) {
      expect((await t.call('POST', `/interviews/${session.id}/end`, { token: lin.token })).status).toBe(200);
      session = await start({ problem_count: 1, minutes: 25, source: 'random' });
    }
    const problemId: string = session.problems[0].id;
    const whole = await wholeOf(problemId);
    const listed = async (query: string, token = lin.token) => {
      const answer = await t.call('GET', `/problems/?page_size=500&${query}`, { token });
      expect(answer.status).toBe(200);
      return { items: wireItems(answer.raw.body), total: answer.body.total as number };
    };
    const found = async (query: string, token = lin.token) => {
      const answer = await t.call('GET', `/problems/search?${query}`, { token });
      expect(answer.status).toBe(200);
      return { items: wireItems(answer.raw.body), total: answer.body.total as number };
    };

    // In their place, without the fields: the whole list and a list sorted by number or title.
    for (const query of ['', 'sort_by=title', 'sort_by=frontend_id&order=desc', 'status=not_attempted']) {
      const row = (await listed(query)).items.find((item) => item.id === problemId);
      expect(row, query).toBeDefined();
      expect(hiddenIn(row!), query).toEqual([]);
    }
    // Where the filter or the order would tell, left out (of the page and of the total).
    const byDifficulty = await listed(`difficulty=${whole.difficulty}`);
    const theirs = await listed(`difficulty=${whole.difficulty}`, wang.token);
    expect(byDifficulty.items.map((item) => item.id)).not.toContain(problemId);
    expect(theirs.items.map((item) => item.id)).toContain(problemId);
    expect(byDifficulty.total).toBe(theirs.total - 1);
    for (const query of [`category=${whole.category}`, `tags=${encodeURIComponent(whole.tags[0])}`, 'sort_by=difficulty', 'sort_by=acceptance_rate&order=desc', 'sort_by=frequency']) {
      expect((await listed(query)).items.map((item) => item.id), query).not.toContain(problemId);
    }
    // Search: found by its title, without the fields; never by a tag, nor under a difficulty or category.
    const byTitle = (await found(`q=${encodeURIComponent(whole.title.en)}`)).items.find((item) => item.id === problemId);
    expect(byTitle).toBeDefined();
    expect(hiddenIn(byTitle!)).toEqual([]);
    // A tag of it that finds it for another learner (among the first 50 matches) and is not in its title or
    // statement (which still find it) does not find it for the learner.
    const ownText = JSON.stringify([whole.title, whole.slug, whole.description]).toLowerCase();
    let tagQuery: string | undefined;
    for (const tag of (whole.tags as string[]).filter((name) => !ownText.includes(name.toLowerCase()))) {
      const query = `q=${encodeURIComponent(tag)}&limit=50`;
      if ((await found(query, wang.token)).items.some((item) => item.id === problemId)) {
        tagQuery = query;
        break;
      }
    }
    expect(tagQuery).toBeDefined();
    expect((await found(tagQuery!)).items.map((item) => item.id)).not.toContain(problemId);
    expect((await found(`q=${encodeURIComponent(whole.title.en)}&difficulty=${whole.difficulty}`)).items.map((item) => item.id)).not.toContain(problemId);
    // Random by difficulty never picks it (the pick would tell its difficulty).
    for (let i = 0; i < 5; i++) {
      const picked = await t.call('GET', `/problems/random?difficulty=${whole.difficulty}`, { token: lin.token });
      if (picked.status === 200) expect(picked.body.id).not.toBe(problemId);
    }

    // Another learner sees it whole everywhere.
    const theirRow = (await listed('', wang.token)).items.find((item) => item.id === problemId);
    expect(hiddenIn(theirRow!)).toEqual(HIDDEN);
    // Once the session has ended, the learner does too.
    expect((await t.call('POST', `/interviews/${session.id}/end`, { token: lin.token })).status).toBe(200);
    const after = (await listed('')).items.find((item) => item.id === problemId);
    expect(after).toMatchObject({ difficulty: whole.difficulty, category: whole.category, tags: whole.tags });
    expect((await listed(`difficulty=${whole.difficulty}`)).items.map((item) => item.id)).toContain(problemId);
    expect(hiddenIn((await found(`q=${encodeURIComponent(whole.title.en)}`)).items.find((item) => item.id === problemId)!)).toEqual(HIDDEN);
  });
});

describe('what an interview hides elsewhere', () => {
  it('keeps the difficulty out of the learner’s submissions, the dashboard and note search while it runs, and not after', async () => {
    const session = await start({ problem_count: 2, minutes: 45, source: 'random' });
    const problemId: string = session.problems[0].id;
    const submitted = await submit(problemId);
    const submissionId: string = submitted.body.submission_id;
    expect((await t.call('PUT', `/problems/${problemId}/note`, { token: lin.token, body: { text: 'interview note: two pointers' } })).status).toBe(200);
    // The problem as each answer sends it, straight from the raw body.
    const problemsIn = async () => {
      const raw = async (path: string) => {
        const answer = await t.call('GET', path, { token: lin.token });
        expect(answer.status, path).toBe(200);
        return JSON.parse(answer.raw.body);
      };
      const history = await raw('/submissions/');
      const one = await raw(`/submissions/${submissionId}`);
      const dashboard = await raw('/progress/dashboard');
      const notes = await raw('/notes?q=two%20pointers');
      return {
        history: history.items.find((item: { submission_id: string }) => item.submission_id === submissionId).problem,
        submission: one.problem,
        dashboard: dashboard.recent_submissions.find((item: { submission_id: string }) => item.submission_id === submissionId).problem,
        notes: notes.items[0].problem,
      } as Record<string, Record<string, unknown>>;
    };
    for (const [where, problem] of Object.entries(await problemsIn())) {
      expect(problem.id, where).toBe(problemId);
      expect(hiddenIn(problem), where).toEqual([]);
    }
    expect((await t.call('POST', `/interviews/${session.id}/end`, { token: lin.token })).status).toBe(200);
    for (const [where, problem] of Object.entries(await problemsIn())) expect(problem.difficulty, where).toBeDefined();
  });
});

describe('what an interview keeps out of the figures', () => {
  it('counts a session problem by difficulty and category only once the session is over', async () => {
    // Two problems: submitting the last one would end the session.
    const session = await start({ problem_count: 2, minutes: 45, source: 'random' });
    const problemId: string = session.problems[0].id;
    const figures = async () => {
      const get = async (path: string) => {
        const answer = await t.call('GET', path, { token: lin.token });
        expect(answer.status, path).toBe(200);
        return answer.body;
      };
      const [dashboard, overview, difficulty, categories] = await Promise.all([get('/progress/dashboard'), get('/progress/overview'), get('/progress/difficulty'), get('/progress/categories')]);
      const sum = (items: { solved: number; attempted: number }[]) => items.reduce((n, item) => n + item.solved + item.attempted, 0);
      return {
        dashboard: [dashboard.total_solved, dashboard.solved_by_difficulty],
        overview: [overview.total_solved, overview.total_attempted, overview.solved_by_difficulty],
        difficulty: sum(difficulty.items),
        categories: sum(categories.items),
      };
    };
    const before = await figures();
    await submit(problemId); // solved, inside the session
    expect(await figures()).toEqual(before);
    expect((await t.call('POST', `/interviews/${session.id}/end`, { token: lin.token })).status).toBe(200);
    const after = await figures();
    expect(after.dashboard[0]).toBe(1);
    expect(after.overview[0]).toBe(1);
    expect(after.difficulty).toBeGreaterThan(before.difficulty);
    expect(after.categories).toBeGreaterThan(before.categories);
  });
});

describe('the debrief', () => {
  it('2 problems · 45 min: one submitted, the other runs out of time; the debrief reveals and advises; progress lists it', async () => {
    const session = await start();
    const [first] = session.problems;
    t.clock.advance(14 * 60);
    await submit(first.id, 2, '# score=2 claim=O(1)@1\ndef solve(): pass');
    expect((await t.call('GET', `/interviews/${session.id}`, { token: lin.token })).body.problems.map((p: { submitted: boolean }) => p.submitted)).toEqual([true, false]);
    t.clock.advance(31 * 60 + 5);
    const debrief = await t.call('GET', `/interviews/${session.id}`, { token: lin.token, headers: { 'accept-language': 'en' } });
    expect(debrief.body).toMatchObject({ status: 'time_up', remaining_seconds: 0 });
    const [one, two] = debrief.body.problems;
    expect(one).toMatchObject({ submitted: true, time_used_seconds: 14 * 60, analysis: { score: 2, time_complexity: 'O(n)' } });
    expect(one.reveal.difficulty).toBeDefined();
    expect(one.analysis.complexity_claims[0]).toMatchObject({ claimed: 'O(1)', agrees: false });
    expect(one.say_aloud.join(' ')).toContain('You said O(1)');
    expect(two).toMatchObject({ submitted: false, time_used_seconds: 31 * 60 });
    expect(two.analysis).toBeUndefined();
    expect(two.reveal.category).toBeDefined();
    expect(two.say_aloud[0]).toContain('brute force');
    // In Chinese too.
    const zh = await t.call('GET', `/interviews/${session.id}`, { token: lin.token, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.problems[1].say_aloud[0]).toContain('暴力');
    // The submission is recorded as an interview one, with its time (read by how reviews are rated).
    const rows = await t.server.database.db.execute(
      `select interview_session_id, interview_seconds from submissions where problem_id = '${first.id}'` as never,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ interview_session_id: session.id, interview_seconds: 14 * 60 }]);
    const list = await t.call('GET', '/interviews', { token: lin.token });
    expect(list.body).toMatchObject({ total: 1, items: [{ id: session.id, status: 'time_up', problem_count: 2, submitted_count: 1, average_score: 2, time_used_seconds: 45 * 60 }] });
  });

  it('giving up ends it at once; every problem submitted completes it', async () => {
    const session = await start({ problem_count: 1, minutes: 25, source: 'random' });
    t.clock.advance(120);
    const ended = await t.call('POST', `/interviews/${session.id}/end`, { token: lin.token });
    expect(ended.body).toMatchObject({ status: 'gave_up', remaining_seconds: 0, problems: [{ submitted: false, time_used_seconds: 120 }] });
    // Ending it again answers it as it is.
    expect((await t.call('POST', `/interviews/${session.id}/end`, { token: lin.token })).body.status).toBe('gave_up');
    const next = await start({ problem_count: 1, minutes: 25, source: 'random' });
    t.clock.advance(300);
    await submit(next.problems[0].id, 5);
    const done = await t.call('GET', `/interviews/${next.id}`, { token: lin.token });
    expect(done.body).toMatchObject({ status: 'completed', problems: [{ submitted: true, time_used_seconds: 300, analysis: { score: 5 } }] });
    expect((await t.call('GET', '/interviews/current', { token: lin.token })).body).toEqual({ session: null });
  });
});

describe('whose sessions', () => {
  it('another learner’s session does not exist for them (404), nor does an unknown one', async () => {
    const session = await start();
    const wang = await t.signUp('wang_fang');
    for (const [method, path] of [['GET', `/interviews/${session.id}`], ['POST', `/interviews/${session.id}/end`]] as const) {
      const answer = await t.call(method, path, { token: wang.token });
      expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'not_found']);
      const unknown = await t.call(method, path.replace(session.id, '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99'), { token: lin.token });
      expect(unknown.status).toBe(404);
    }
    expect((await t.call('GET', '/interviews/current', { token: wang.token })).body).toEqual({ session: null });
    expect((await t.call('GET', '/interviews', { token: wang.token })).body).toEqual({ total: 0, items: [] });
    // Still running for its owner.
    expect((await t.call('GET', '/interviews/current', { token: lin.token })).body.session.status).toBe('active');
  });

  it('refuses a category session without a category (422) and answers 404 when nothing matches', async () => {
    const missing = await t.call('POST', '/interviews', { token: lin.token, body: { problem_count: 1, minutes: 25, source: 'category' } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'category']);
    const wrongMinutes = await t.call('POST', '/interviews', { token: lin.token, body: { problem_count: 1, minutes: 30, source: 'random' } });
    expect(wrongMinutes.status).toBe(422);
    const tooMany = await t.call('POST', '/interviews', { token: lin.token, body: { problem_count: 4, minutes: 25, source: 'random' } });
    expect(tooMany.status).toBe(422);
    await t.server.database.db.execute('delete from problems' as never);
    const none = await t.call('POST', '/interviews', { token: lin.token, body: { problem_count: 1, minutes: 25, source: 'random' } });
    expect([none.status, none.body.code]).toEqual([404, 'not_found']);
  });
});
