// Long jobs (issue 28 item 5): the LeetCode sync and an imported history's background analyses report their
// progress as a job (GET /jobs, GET /jobs/{id}); they can be cancelled and resumed from where they stopped, and
// they outlive a restart of the server. The sync runs against recorded LeetCode answers (never the network), held
// at chosen requests so a test can look at a run in the middle; the import's analyses are held the same way.
import { afterEach, describe, expect, it } from 'vitest';
import type { Coach } from '../../../server/coach/types.ts';
import { fakeLeetcode } from '../fixtures/leetcode/fake-leetcode.ts';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
const others: TestServer[] = [];
afterEach(async () => {
  for (const other of others.splice(0)) await other.app.close().catch(() => {});
  await t.close();
});

/** A promise a test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const shut = new Promise<void>((resolve) => (open = resolve));
  return { shut, open };
}

/** Waits (in real time, briefly) until `check` holds: the work goes on in the background. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A fake leetcode.com (9 problems, 3 per page) whose list request at `holdAt` waits for the gate. */
function heldLeetcode(holdAt: number) {
  const clock = { now: 0 };
  const fake = fakeLeetcode('com', clock);
  const held = gate();
  const reached = gate();
  fake.answer = async (call) => {
    if (call.operation === 'problemsetQuestionList' && call.variables.skip === holdAt) {
      reached.open();
      await held.shut;
    }
    return undefined;
  };
  return { fake, held, reached, transport: { fetch: fake.fetch, pageSize: 3, sleep: async (ms: number) => void (clock.now += ms) } };
}

const jobOf = (s: TestServer, token: string, id: string) => s.call('GET', `/jobs/${id}`, { token });

describe('the LeetCode sync as a job', () => {
  async function startHeld(holdAt: number) {
    const leetcode = heldLeetcode(holdAt);
    t = await testServer({ leetcode: leetcode.transport, env: { LEETCODE_SITE: 'com' } });
    const admin = await t.signUp('admin_wang');
    const lin = await t.signUp('lin_xiaoming');
    const answer = t.call('POST', '/problems/sync/leetcode', { token: admin.token });
    await leetcode.reached.shut;
    const listed = await t.call('GET', '/jobs?kind=catalogue_sync', { token: admin.token });
    expect(listed.status).toBe(200);
    const job = listed.body.items[0];
    return { ...leetcode, admin, lin, answer, job };
  }

  it('shows its progress page by page, with counts, and is the admins’ alone', async () => {
    const { admin, lin, answer, job, held } = await startHeld(3);
    // The first page (3 problems) is written; the second is being read.
    expect(job).toMatchObject({ kind: 'catalogue_sync', status: 'running', site: 'com', progress: { done: 3, total: 9 }, page: { current: 2, size: 3, total: 3 }, sync: { added: 2, updated: 1, unchanged: 0, skipped: 0 }, errors: [], can_cancel: true, can_resume: false });
    // Learners see neither the run nor the list.
    const theirs = await jobOf(t, lin.token, job.id);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'not_found']);
    expect((await t.call('GET', '/jobs?kind=catalogue_sync', { token: lin.token })).status).toBe(403);
    held.open();
    const done = await answer;
    expect(done.body).toMatchObject({ complete: true, job_id: job.id });
    const finished = (await jobOf(t, admin.token, job.id)).body;
    expect(finished).toMatchObject({ status: 'done', progress: { done: 9, total: 9 }, page: { current: 3, total: 3 }, sync: { added: 7, updated: 1, skipped: 1 }, can_cancel: false, can_resume: false });
    expect(finished.finished_at).toBeDefined();
  }, 120_000);

  it('cancel stops it on its page; resume goes on from the saved page, not from the start', async () => {
    const { fake, admin, answer, job, held } = await startHeld(3);
    const cancelled = await t.call('POST', `/jobs/${job.id}/cancel`, { token: admin.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', progress: { done: 3 }, can_cancel: false, can_resume: true });
    held.open();
    expect((await answer).body).toMatchObject({ complete: false });
    const stopped = (await jobOf(t, admin.token, job.id)).body;
    expect(stopped).toMatchObject({ status: 'cancelled', progress: { done: 3 } });
    const listsBefore = fake.lists().length;
    // The resumed run waits at its last page, so the answer meets it running (a fast fake would be done already).
    const lastPage = gate();
    const first = fake.answer;
    fake.answer = async (call, attempt) => {
      if (call.operation === 'problemsetQuestionList' && call.variables.skip === 6) await lastPage.shut;
      return first!(call, attempt);
    };
    const resumed = await t.call('POST', `/jobs/${job.id}/resume`, { token: admin.token });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'running' });
    lastPage.open();
    const done = await until(() => jobOf(t, admin.token, job.id), (a) => a.body.status === 'done', 'the resumed sync');
    expect(done.body).toMatchObject({ progress: { done: 9, total: 9 }, sync: { added: 7, updated: 1, skipped: 1 } });
    // From the saved place (offset 3), never again from 0.
    expect(fake.lists().slice(listsBefore)).toEqual([3, 6]);
    // Done: nothing to resume.
    const again = await t.call('POST', `/jobs/${job.id}/resume`, { token: admin.token });
    expect([again.status, again.body.code]).toEqual([400, 'job_not_resumable']);
  }, 120_000);

  it('a failure is kept on the job with its reason and page, and resume goes on from there', async () => {
    const leetcode = heldLeetcode(-1);
    let down = true;
    const base = leetcode.fake.answer;
    leetcode.fake.answer = async (call, attempt) => (down && call.operation === 'problemsetQuestionList' && call.variables.skip === 6 ? new Response('busy', { status: 503 }) : base!(call, attempt));
    t = await testServer({ leetcode: { ...leetcode.transport, backoffMs: 1 }, env: { LEETCODE_SITE: 'com' } });
    const admin = await t.signUp('admin_wang');
    const failed = await t.call('POST', '/problems/sync/leetcode', { token: admin.token });
    expect([failed.status, failed.body.code]).toEqual([500, 'sync_failed']);
    const [job] = (await t.call('GET', '/jobs?kind=catalogue_sync', { token: admin.token })).body.items;
    expect(job).toMatchObject({ status: 'failed', progress: { done: 6 }, page: { current: 3 }, errors: [{ code: 'leetcode_unreachable', page: 3 }], can_resume: true });
    down = false;
    await t.call('POST', `/jobs/${job.id}/resume`, { token: admin.token });
    const done = await until(() => jobOf(t, admin.token, job.id), (a) => a.body.status === 'done', 'the resumed sync');
    expect(done.body).toMatchObject({ progress: { done: 9 }, sync: { added: 7, updated: 1 }, errors: [{ code: 'leetcode_unreachable' }] });
  }, 120_000);

  it('survives a restart mid-run: the next process goes on from the saved page', async () => {
    const { fake, admin, answer, job, held } = await startHeld(3);
    // A graceful restart: the requests in flight end, the background work stops with its place kept.
    const closing = t.app.close();
    const stopping = t.server.services.catalogueSync.close();
    held.open();
    await Promise.all([closing, stopping, answer]);
    const listsBefore = fake.lists().length;
    const first = t;
    t = await testServer({ database: first.server.database, leetcode: { fetch: fake.fetch, pageSize: 3, sleep: async () => {} }, env: { LEETCODE_SITE: 'com' } });
    const done = await until(() => jobOf(t, admin.token, job.id), (a) => a.body.status === 'done', 'the sync after the restart');
    expect(done.body).toMatchObject({ progress: { done: 9, total: 9 }, sync: { added: 7, updated: 1, skipped: 1 }, errors: [{ code: 'interrupted', page: 2 }] });
    // From the saved place (the first page, and what of the second was written before it stopped), never from 0.
    const after = fake.lists().slice(listsBefore);
    expect(after[0]).toBeGreaterThanOrEqual(3);
    expect(after).not.toContain(0);
  }, 120_000);

  it('a run whose process died shows as interrupted once its claim runs out, and resumes on request', async () => {
    const { admin, job, held, answer } = await startHeld(3);
    // The process "dies": it never answers, its claim stays until it runs out; a second process starts.
    const fake = fakeLeetcode('com', { now: 0 });
    const second = await testServer({ database: t.server.database, leetcode: { fetch: fake.fetch, pageSize: 3, sleep: async () => {} }, env: { LEETCODE_SITE: 'com' } });
    others.push(second);
    second.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const seen = (await jobOf(second, admin.token, job.id)).body;
    expect(seen).toMatchObject({ status: 'interrupted', progress: { done: 3 }, can_resume: true, can_cancel: true });
    const resumed = await second.call('POST', `/jobs/${job.id}/resume`, { token: admin.token });
    expect(resumed.status).toBe(200);
    const done = await until(() => jobOf(second, admin.token, job.id), (a) => a.body.status === 'done', 'the sync resumed elsewhere');
    expect(done.body).toMatchObject({ progress: { done: 9 }, errors: [{ code: 'interrupted', page: 2 }] });
    expect(fake.lists()).toEqual([3, 6]);
    // The "dead" worker wakes up: its claim is gone, so it writes nothing.
    held.open();
    expect((await answer).body).toMatchObject({ complete: true });
    expect((await jobOf(second, admin.token, job.id)).body).toMatchObject({ status: 'done', sync: { added: 7, updated: 1, skipped: 1 } });
  }, 120_000);
});

describe('an imported history’s analyses as a job', () => {
  const NOW = Math.floor(new Date('2026-11-21T02:00:00Z').getTime() / 1000);
  const HISTORY = {
    site: 'com',
    submissions: ['two-sum', 'valid-parentheses', 'climbing-stairs', 'not-in-this-catalogue'].map((slug, i) => ({ id: String(100 + i), title_slug: slug, lang: 'python3', timestamp: NOW - (10 - i) * 86400, status_display: 'Accepted', code: `# score=5 ${slug}\nclass Solution: pass\n` })),
  };

  /** A coach that lets the first `allow(n)` analyses through; the others wait until allowed. */
  function heldCoach() {
    const base = fakeCoach();
    const started: string[] = [];
    let allowed = 0;
    let waiting: Array<() => void> = [];
    const coach: Coach = {
      ...base,
      analyse: async (input) => {
        const index = started.push(input.problem.title.en) - 1;
        while (index >= allowed) await new Promise<void>((resolve) => waiting.push(resolve));
        return base.analyse(input);
      },
    };
    return {
      coach,
      started,
      allow(n: number) {
        allowed = n;
        const woken = waiting;
        waiting = [];
        for (const wake of woken) wake();
      },
    };
  }

  it('shows what the import did and how many analyses are done; another learner gets 404', async () => {
    const held = heldCoach();
    t = await testServer({ coach: held.coach });
    const lin = await t.signUp('lin_xiaoming');
    const wang = await t.signUp('wang_fang');
    const imported = await t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: HISTORY });
    expect(imported.body).toMatchObject({ found: 4, imported: 3, not_in_catalogue: 1, analysing: 3, job_id: expect.any(String) });
    const id = imported.body.job_id as string;
    const job = (await jobOf(t, lin.token, id)).body;
    expect(job).toMatchObject({ kind: 'history_import', status: 'running', site: 'com', progress: { done: 0, total: 3 }, import: { found: 4, imported: 3, not_in_catalogue: 1, analysing: 3, analysed: 0, analysis_failed: 0 }, can_cancel: true });
    expect(job.page).toBeUndefined();
    // Another learner, and the admin: not theirs.
    for (const other of [wang]) {
      for (const [method, path] of [['GET', `/jobs/${id}`], ['POST', `/jobs/${id}/cancel`], ['POST', `/jobs/${id}/resume`]] as const) {
        const answer = await t.call(method, path, { token: other.token });
        expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'not_found']);
      }
      expect((await t.call('GET', '/jobs?kind=history_import', { token: other.token })).body.items).toEqual([]);
    }
    expect((await t.call('GET', '/jobs?kind=history_import', { token: lin.token })).body.items.map((j: { id: string }) => j.id)).toEqual([id]);
    held.allow(Infinity);
    await t.server.services.leetcodeHistory.settled();
    expect((await jobOf(t, lin.token, id)).body).toMatchObject({ status: 'done', progress: { done: 3, total: 3 }, import: { analysed: 3 }, can_cancel: false, can_resume: false });
  }, 120_000);

  it('cancel stops the analyses; resume goes on from the next one', async () => {
    const held = heldCoach();
    t = await testServer({ coach: held.coach });
    const lin = await t.signUp('lin_xiaoming');
    const id = (await t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: HISTORY })).body.job_id as string;
    await until(async () => held.started.length, (n) => n === 1, 'the first analysis');
    const cancelled = await t.call('POST', `/jobs/${id}/cancel`, { token: lin.token });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', can_resume: true, can_cancel: false });
    held.allow(1);
    await t.server.services.leetcodeHistory.settled();
    // The analysis under way finished but is not counted: the job stopped at 0 and started no other.
    expect(held.started).toHaveLength(1);
    expect((await jobOf(t, lin.token, id)).body).toMatchObject({ status: 'cancelled', progress: { done: 0, total: 3 } });
    // Let through only after the answer, which so meets the job running.
    const resumed = await t.call('POST', `/jobs/${id}/resume`, { token: lin.token });
    expect(resumed.body).toMatchObject({ status: 'running' });
    held.allow(Infinity);
    await t.server.services.leetcodeHistory.settled();
    expect((await jobOf(t, lin.token, id)).body).toMatchObject({ status: 'done', progress: { done: 3, total: 3 } });
    expect(held.started).toEqual(['Two Sum', 'Two Sum', 'Valid Parentheses', 'Climbing Stairs']);
  }, 120_000);

  it('survives a restart: the next process analyses the rest, not the done ones again', async () => {
    const held = heldCoach();
    t = await testServer({ coach: held.coach });
    const lin = await t.signUp('lin_xiaoming');
    const id = (await t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: HISTORY })).body.job_id as string;
    held.allow(1);
    await until(() => jobOf(t, lin.token, id), (a) => a.body.progress.done === 1, 'one analysis counted');
    await until(async () => held.started.length, (n) => n === 2, 'the second analysis under way');
    // Restart: the analysis under way (the second) ends and is counted, then the job is let go with its place.
    await t.app.close();
    const stopping = t.server.services.leetcodeHistory.close();
    held.allow(2);
    await stopping;
    expect(held.started).toHaveLength(2);
    const after = fakeCoach();
    const first = t;
    t = await testServer({ database: first.server.database, coach: after });
    await t.server.services.leetcodeHistory.settled();
    const job = (await jobOf(t, lin.token, id)).body;
    expect(job).toMatchObject({ status: 'done', progress: { done: 3, total: 3 }, errors: [{ code: 'interrupted' }] });
    // Only the third was left for the new process.
    expect(after.calls).toEqual(['analyse']);
  }, 120_000);
});
