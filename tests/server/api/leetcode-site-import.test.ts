// The learner's history straight from leetcode.com and leetcode.cn with their session cookie (issue 27 item 1,
// the network half), against hand-written answers in each site's shape (fixtures/leetcode-account/): paged with the
// site's cursor, a failure mid-way then resumed where it stopped, a bad or expired cookie (a translated 400), a
// second run that adds nothing, how often one may start; and the cookie in no log line and no table.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLeetcodeAccount, type FakeAccount, type Site } from '../fixtures/leetcode-account/fake-leetcode-account.ts';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { leetcodeSiteImports } from '../../../server/db/schema.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

const SESSION = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.c2Vzc2lvbi1vZi1saW4.Zm9yLXRlc3RzLW9ubHk';
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setUp(site: Site): Promise<{ t: TestServer; fake: FakeAccount; lin: { token: string; id: string } }> {
  const fake = fakeLeetcodeAccount(site, SESSION);
  const clock: { t?: TestServer } = {};
  const t = await testServer({
    coach: fakeCoach({ down: { value: false } }),
    // Time passes at once: the rate limiter's and the retries' waits move the server's clock.
    leetcode: { fetch: fake.fetch, sleep: async (ms) => clock.t!.clock.advance(ms / 1000), random: () => 0.5, pageSize: 3 },
  });
  clock.t = t;
  servers.push(t);
  const lin = await t.signUp('lin_xiaoming');
  return { t, fake, lin };
}

const start = (t: TestServer, token: string, body: unknown, headers: Record<string, string> = {}) => t.call('POST', '/auth/me/import/leetcode/site', { token, body, headers });

/** Every row of every table, as text. */
async function everything(t: TestServer): Promise<string> {
  const db = t.server.database.db;
  const tables = (await db.execute(sql.raw("select table_name from information_schema.tables where table_schema = 'public'"))) as unknown as { rows: Array<{ table_name: string }> };
  let text = '';
  for (const { table_name } of tables.rows) text += JSON.stringify(((await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as { rows: unknown[] }).rows);
  return text;
}

describe('leetcode.com, paged', () => {
  it('reads every page with the site cursor and each problem latest accepted code, imports it like a file; again adds nothing', async () => {
    const { t, fake, lin } = await setUp('com');
    const cookie = `csrftoken=c5rf70k3n; LEETCODE_SESSION=${SESSION}; _ga=GA1.2.3`;
    const answer = await start(t, lin.token, { site: 'com', cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      state: 'done',
      submissions: 7,
      problems: 5,
      // design-skiplist is not in the catalogue, climbing-stairs was accepted in Racket only, house-robber never.
      result: { found: 4, imported: 2, already_imported: 0, not_in_catalogue: 1, unsupported_language: 1, not_accepted: 1, analysing: 2, job_id: expect.any(String), missing_problems: ['design-skiplist'] },
    });
    expect(fake.offsets()).toEqual([0, 3, 6]);
    expect(fake.details()).toEqual(['1452001007', '1452001006', '1452001005', '1452001003']);
    // Signed in as the learner: their cookie and the CSRF token it carries, on every request.
    expect(fake.calls.every((c) => c.headers.cookie === cookie && c.headers['x-csrftoken'] === 'c5rf70k3n')).toBe(true);

    await t.server.services.leetcodeHistory.settled();
    const history = (await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.items;
    expect(history.map((s: { problem: { slug: string }; language: string }) => `${s.problem.slug}:${s.language}`).sort()).toEqual(['two-sum:cpp', 'valid-parentheses:python']);
    const twoSum = history.find((s: { problem: { slug: string } }) => s.problem.slug === 'two-sum');
    const detail = (await t.call('GET', `/submissions/${twoSum.submission_id}`, { token: lin.token })).body;
    expect(detail.code).toContain('unordered_map<int, int> seen');
    expect(detail.submitted_at).toBe('2024-11-16T23:38:20.000Z');

    // The same history again (from the site, then as a file): nothing is added.
    const again = await start(t, lin.token, { site: 'com', cookie });
    expect(again.body.result).toMatchObject({ found: 4, imported: 0, already_imported: 2 });
    const file = await t.call('POST', '/auth/me/import/leetcode', {
      token: lin.token,
      body: { site: 'com', submissions: [{ id: '1452001003', title_slug: 'two-sum', lang: 'cpp', timestamp: 1731800300, status_display: 'Accepted', code: 'int main() {}' }] },
    });
    expect(file.body).toMatchObject({ imported: 0, already_imported: 1 });
    expect((await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.total).toBe(2);

    // Never kept, never logged.
    const logs = t.logs.join('\n');
    expect(logs).toContain('leetcode history imported');
    for (const secret of [SESSION, 'c5rf70k3n']) {
      expect([secret, logs.includes(secret)]).toEqual([secret, false]);
      expect([secret, (await everything(t)).includes(secret)]).toEqual([secret, false]);
    }
  }, 120_000);
});

describe('leetcode.cn, a failure mid-way', () => {
  it('stops with its place kept when the site keeps failing, and the next call resumes from that page', async () => {
    const { t, fake, lin } = await setUp('cn');
    fake.answer = (call) => (call.operation === 'submissionList' && call.variables.offset === 3 ? new Response('upstream down', { status: 502 }) : undefined);
    const first = await start(t, lin.token, { site: 'cn', cookie: SESSION });
    expect(first.body).toEqual({ state: 'interrupted', submissions: 3, problems: 2 });
    // Four tries of the second page, backing off between them.
    expect(fake.offsets()).toEqual([0, 3, 3, 3, 3]);
    expect((await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.total).toBe(0);
    expect(t.logs.join('\n')).toContain('leetcode history import interrupted');

    fake.answer = undefined;
    const resumed = await start(t, lin.token, { site: 'cn', cookie: SESSION });
    expect(resumed.body).toEqual({
      state: 'done',
      submissions: 5,
      problems: 3,
      result: { found: 3, imported: 2, already_imported: 0, not_in_catalogue: 1, unsupported_language: 0, not_accepted: 0, analysing: 2, job_id: expect.any(String), missing_problems: ['lcp-01-guess-numbers'] },
    });
    // Not signed in again, the first page not read again.
    expect(fake.calls.filter((c) => c.operation === 'globalData')).toHaveLength(1);
    expect(fake.offsets()).toEqual([0, 3, 3, 3, 3, 3]);
    expect(fake.details()).toEqual(['583000105', '583000103', '583000102']);
    await t.server.services.leetcodeHistory.settled();
    const history = (await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.items;
    expect(history.map((s: { problem: { slug: string }; language: string }) => `${s.problem.slug}:${s.language}`).sort()).toEqual(['number-of-islands:go', 'two-sum:java']);
    expect(t.logs.join('\n')).not.toContain(SESSION);
  }, 120_000);
});

describe('several processes', () => {
  it('keeps the place in the database: the next call resumes in another process, and two calls of one learner never read at once', async () => {
    const { t, fake, lin } = await setUp('com');
    fake.answer = (call) => (call.operation === 'submissionList' && call.variables.offset === 3 ? new Response('upstream down', { status: 502 }) : undefined);
    expect((await start(t, lin.token, { site: 'com', cookie: SESSION })).body).toMatchObject({ state: 'interrupted', submissions: 3 });
    fake.answer = undefined;

    // Another process on the same database (the first one could as well have been restarted).
    const clock: { t?: TestServer } = {};
    const other = await testServer({
      database: t.server.database,
      coach: fakeCoach({ down: { value: false } }),
      leetcode: { fetch: fake.fetch, sleep: async (ms) => clock.t!.clock.advance(ms / 1000), random: () => 0.5, pageSize: 3 },
    });
    clock.t = other;
    try {
      const resumed = await start(other, lin.token, { site: 'com', cookie: SESSION });
      expect(resumed.body).toMatchObject({ state: 'done', submissions: 7 });
      // Not signed in again, the first page not read again.
      expect(fake.calls.filter((c) => c.operation === 'globalData')).toHaveLength(1);
      expect(fake.offsets().filter((offset) => offset === 0)).toHaveLength(1);
      // Done: nothing is kept, and the cookie was never written anywhere.
      expect(await t.server.database.db.select().from(leetcodeSiteImports)).toEqual([]);

      // While a call holds a learner's place (its lease), a second, in any process, is refused at once; a lease
      // left by a process that died runs out.
      const now = other.clock.now;
      await t.server.database.db.insert(leetcodeSiteImports).values({ userId: lin.id, site: 'com', place: null, leaseUntil: new Date(now.getTime() + 60_000), updatedAt: now });
      expect((await start(other, lin.token, { site: 'com', cookie: SESSION })).status).toBe(429);
      other.clock.advance(61);
      expect((await start(other, lin.token, { site: 'com', cookie: SESSION })).body).toMatchObject({ state: 'done' });
    } finally {
      await other.app.close();
    }
  }, 120_000);
});

describe('a bad or expired cookie', () => {
  it('is a 400 leetcode_cookie_rejected in the learner language, at the sign-in check or mid-way, and imports nothing', async () => {
    const { t, fake, lin } = await setUp('com');
    const zh = await start(t, lin.token, { site: 'com', cookie: 'LEETCODE_SESSION=expired-session-value' });
    expect([zh.status, zh.body.code]).toEqual([400, 'leetcode_cookie_rejected']);
    expect(zh.body.detail).toMatch(/Cookie（有误或已过期）/);
    const en = await start(t, lin.token, { site: 'com', cookie: 'expired-session-value' }, { 'accept-language': 'en' });
    expect([en.status, en.body.detail]).toEqual([400, expect.stringMatching(/did not accept this cookie \(it is wrong or has expired\)/)]);
    // Signed out between the check and the list (GraphQL errors), or the site refusing outright (HTTP 403).
    fake.answer = (call) => (call.operation === 'submissionList' ? new Response(JSON.stringify({ errors: [{ message: 'User is not authenticated' }], data: { submissionList: null } })) : undefined);
    expect((await start(t, lin.token, { site: 'com', cookie: SESSION })).body.code).toBe('leetcode_cookie_rejected');
    fake.answer = () => new Response('Forbidden', { status: 403 });
    expect((await start(t, lin.token, { site: 'com', cookie: SESSION })).body.code).toBe('leetcode_cookie_rejected');
    expect((await t.call('GET', '/submissions/?page_size=50', { token: lin.token })).body.total).toBe(0);
    expect(t.logs.join('\n')).not.toContain('expired-session-value');
    expect(await everything(t)).not.toContain('expired-session-value');
  }, 120_000);
});

describe('limits and isolation', () => {
  it('5 starts an hour per learner (429 with Retry-After), another learner unaffected; a learner never continues another learner place', async () => {
    const { t, fake, lin } = await setUp('com');
    for (let i = 0; i < 5; i++) expect((await start(t, lin.token, { site: 'com', cookie: 'LEETCODE_SESSION=wrong' })).status).toBe(400);
    const sixth = await start(t, lin.token, { site: 'com', cookie: SESSION });
    expect([sixth.status, sixth.body.code]).toEqual([429, 'rate_limited']);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const callsBefore = fake.calls.length;

    // Lin's import stops mid-way with her place kept; Wang, on the same site, starts his own from the first page.
    t.clock.advance(3601);
    fake.answer = (call) => (call.operation === 'submissionList' && call.variables.offset === 3 ? new Response('', { status: 503 }) : undefined);
    expect((await start(t, lin.token, { site: 'com', cookie: SESSION })).body.state).toBe('interrupted');
    const wang = await t.signUp('wang_fang');
    const theirs = await start(t, wang.token, { site: 'com', cookie: 'LEETCODE_SESSION=wang-own-session' });
    expect([theirs.status, theirs.body.code]).toEqual([400, 'leetcode_cookie_rejected']);
    expect(fake.calls.slice(callsBefore).filter((c) => c.headers.cookie === 'LEETCODE_SESSION=wang-own-session').map((c) => c.operation)).toEqual(['globalData']);
    expect((await t.call('GET', '/submissions/?page_size=50', { token: wang.token })).body.total).toBe(0);
  }, 120_000);

  it('refuses a cookie with characters no header may carry (422), before any request', async () => {
    const { t, fake, lin } = await setUp('cn');
    for (const cookie of [`LEETCODE_SESSION=${SESSION}\r\nX-Injected: 1`, 'LEETCODE_SESSION=会话', 'short']) {
      expect((await start(t, lin.token, { site: 'cn', cookie })).status).toBe(422);
    }
    expect(fake.calls).toEqual([]);
  }, 60_000);
});
