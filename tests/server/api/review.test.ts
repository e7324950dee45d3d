// Honest review: the rating that schedules a problem's next review comes from how the solve went (the hint level
// asked for, the minutes the server measured against those the plan allowed), is preset by the server and can be
// changed by the learner, which schedules the review again. Each answer is checked against the contract.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { userProblems } from '../../../server/db/schema.ts';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let lin: { token: string; id: string };
let wang: { token: string; id: string };

beforeEach(async () => {
  t = await testServer({ coach: fakeCoach({ down: { value: false } }) });
  // The installation's first account is its admin, who cannot delete their account while the only one.
  await t.signUp('admin_wang');
  lin = await t.signUp('lin_xiaoming');
  wang = await t.signUp('wang_fang');
});
afterEach(async () => {
  await t.close();
});

type Review = { hint_level: number; minutes_used: number; minutes_allowed: number; interview: boolean; preset_rating: string; rating: string; next_review_at: string };

async function problemId(slug: string, token = lin.token): Promise<string> {
  const found = await t.call('GET', `/problems/search?q=${slug}&limit=50`, { token });
  return found.body.items.find((p: { slug: string }) => p.slug === slug).id;
}

/** Analyses and submits code the fake coach scores `score`; answers the submission. */
async function submit(id: string, score: number, token: string) {
  const code = `# score=${score}\ndef solve(): pass`;
  const analysis = await t.call('POST', '/submissions/analyze', { token, body: { problem_id: id, code, language: 'python' } });
  expect(analysis.status).toBe(200);
  const submitted = await t.call('POST', '/submissions/', { token, body: { problem_id: id, code, language: 'python', analysis_id: analysis.body.analysis_id } });
  expect(submitted.status).toBe(201);
  return submitted.body as { submission_id: string; review: Review };
}

async function reviewDue(userId: string, id: string): Promise<string | undefined> {
  const [row] = await t.server.database.db
    .select({ due: userProblems.reviewDue })
    .from(userProblems)
    .where(and(eq(userProblems.userId, userId), eq(userProblems.problemId, id)));
  return row?.due?.toISOString();
}

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('honest review', () => {
  it('two learners with the same score: the one who asked for a level-3 hint comes back sooner', async () => {
    const id = await problemId('two-sum');
    for (const who of [lin, wang]) expect((await t.call('GET', `/problems/${id}`, { token: who.token })).status).toBe(200);
    expect((await t.call('GET', `/problems/${id}/hint?level=3`, { token: lin.token })).status).toBe(200);
    t.clock.advance(10 * 60);
    const hinted = await submit(id, 5, lin.token);
    const unaided = await submit(id, 5, wang.token);
    expect(hinted.review).toMatchObject({ hint_level: 3, minutes_used: 10, minutes_allowed: 20, interview: false, preset_rating: 'hard', rating: 'hard' });
    expect(unaided.review).toMatchObject({ hint_level: 0, minutes_used: 10, minutes_allowed: 20, preset_rating: 'easy', rating: 'easy' });
    const now = t.clock.now.toISOString();
    expect(days(now, hinted.review.next_review_at)).toBeLessThan(days(now, unaided.review.next_review_at));
    // The date the plans read is the one the answer names.
    expect(await reviewDue(lin.id, id)).toBe(hinted.review.next_review_at);
    expect(await reviewDue(wang.id, id)).toBe(unaided.review.next_review_at);
    // History shows how each was solved.
    const history = await t.call('GET', '/submissions/', { token: lin.token });
    expect(history.body.items[0].review).toEqual(hinted.review);
  });

  it('changing the preset rating moves the date, and changing it back restores it', async () => {
    const id = await problemId('two-sum');
    const { submission_id, review } = await submit(id, 4, lin.token);
    expect(review.preset_rating).toBe('good');
    const again = await t.call('PUT', `/submissions/${submission_id}/rating`, { token: lin.token, body: { rating: 'again' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ preset_rating: 'good', rating: 'again' });
    expect(again.body.next_review_at < review.next_review_at).toBe(true);
    expect(days(t.clock.now.toISOString(), again.body.next_review_at)).toBe(1);
    expect(await reviewDue(lin.id, id)).toBe(again.body.next_review_at);
    const easy = await t.call('PUT', `/submissions/${submission_id}/rating`, { token: lin.token, body: { rating: 'easy' } });
    expect(easy.body.next_review_at > review.next_review_at).toBe(true);
    // Scheduled from the submission's card and moment, however late the rating comes.
    t.clock.advance(3600);
    const good = await t.call('PUT', `/submissions/${submission_id}/rating`, { token: lin.token, body: { rating: 'good' } });
    expect(good.body.next_review_at).toBe(review.next_review_at);
    expect((await t.call('GET', `/submissions/${submission_id}`, { token: lin.token })).body.review).toEqual(good.body);
  });

  it('rates only the latest submission of a problem, only its owner’s (404), only with a rating (422)', async () => {
    const id = await problemId('two-sum');
    const first = await submit(id, 3, lin.token);
    t.clock.advance(60);
    const second = await submit(id, 5, lin.token);
    const superseded = await t.call('PUT', `/submissions/${first.submission_id}/rating`, { token: lin.token, body: { rating: 'easy' } });
    expect([superseded.status, superseded.body.code]).toEqual([400, 'review_superseded']);
    expect(await reviewDue(lin.id, id)).toBe(second.review.next_review_at);
    const notTheirs = await t.call('PUT', `/submissions/${second.submission_id}/rating`, { token: wang.token, body: { rating: 'again' } });
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'not_found']);
    expect(await reviewDue(lin.id, id)).toBe(second.review.next_review_at);
    const nowhere = await t.call('PUT', '/submissions/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e99/rating', { token: lin.token, body: { rating: 'again' } });
    expect(nowhere.status).toBe(404);
    expect((await t.call('PUT', `/submissions/${second.submission_id}/rating`, { token: lin.token, body: { rating: 'perfect' } })).status).toBe(422);
    expect((await t.call('PUT', `/submissions/${second.submission_id}/rating`, { token: lin.token, body: {} })).status).toBe(422);
    // Deleting the latest makes the one before it the latest again.
    expect((await t.call('DELETE', `/submissions/${second.submission_id}`, { token: lin.token })).status).toBe(204);
    expect((await t.call('PUT', `/submissions/${first.submission_id}/rating`, { token: lin.token, body: { rating: 'again' } })).status).toBe(200);
  });

  it('measures the time itself, from opening the problem; a new sitting starts after two hours away', async () => {
    const id = await problemId('two-sum');
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    t.clock.advance(30 * 60);
    // Opening it again (a reload, a second tab) keeps the clock.
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    t.clock.advance(15 * 60);
    const slow = await submit(id, 5, lin.token);
    expect(slow.review).toMatchObject({ minutes_used: 45, minutes_allowed: 20, preset_rating: 'hard' });
    // The submission ended the sitting; the next one starts when the problem is opened again.
    t.clock.advance(3 * 3600);
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    t.clock.advance(25 * 60);
    expect((await submit(id, 5, lin.token)).review).toMatchObject({ minutes_used: 25, preset_rating: 'good' });
    // Opened, left for three hours, opened again: the new sitting counts.
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    t.clock.advance(3 * 3600);
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    t.clock.advance(5 * 60);
    expect((await submit(id, 5, lin.token)).review).toMatchObject({ minutes_used: 5, preset_rating: 'easy' });
  });

  it('allows what the plan for the day allows a problem in it, and keeps hints until the submission', async () => {
    const plan = (await t.call('POST', '/plans/generate', { token: lin.token, body: { target_date: '2026-11-21', available_minutes: 90 } })).body;
    const id = plan.new_problems[0].id as string;
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    await t.call('GET', `/problems/${id}/hint?level=1`, { token: lin.token });
    t.clock.advance(4 * 3600);
    // A hint asked in an earlier sitting still counts; the highest one asked for.
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    await t.call('GET', `/problems/${id}/hint?level=2`, { token: lin.token });
    await t.call('GET', `/problems/${id}/hint?level=1`, { token: lin.token });
    t.clock.advance(20 * 60);
    const { review } = await submit(id, 5, lin.token);
    expect(review).toMatchObject({ hint_level: 2, minutes_used: 20, minutes_allowed: Math.round(90 / plan.total_count), preset_rating: 'good' });
  });

  it('goes with the account: a deleted learner leaves no sitting and no review behind', async () => {
    const id = await problemId('two-sum');
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    await submit(id, 4, lin.token);
    await t.call('GET', `/problems/${id}`, { token: lin.token });
    const gone = await t.call('DELETE', '/auth/me', { token: lin.token, body: { username: 'lin_xiaoming', current_password: PASSWORD } });
    expect(gone.status).toBe(204);
    const { rows } = (await t.server.database.db.execute(
      sql.raw('select (select count(*) from problem_attempts)::int as attempts, (select count(*) from submission_reviews)::int as reviews'),
    )) as unknown as { rows: Array<{ attempts: number; reviews: number }> };
    expect(rows[0]).toEqual({ attempts: 0, reviews: 0 });
  });
});
