// Security: admin operations refuse learners, bodies broken on purpose get a contract 4xx (never a 500 or a stack
// trace), the account limits hold under concurrent calls, and no secret reaches a log line or an answer.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../../server/contract/index.ts';
import { A_UUID, concrete, OPERATIONS, type Json } from '../helpers/operations.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});


function resolve(node: Json): Json {
  while (typeof node.$ref === 'string') {
    node = (node.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((n, key) => n[key] as Json, contract as unknown as Json);
  }
  return node;
}

/** A request body's schema, with its properties resolved (allOf parts merged). */
function bodySchema(operation: Json): { properties: Record<string, Json>; required: string[] } | undefined {
  const requestBody = operation.requestBody as Json | undefined;
  if (!requestBody) return undefined;
  const schema = resolve(((requestBody.content as Json)['application/json'] as Json).schema as Json);
  const parts = (schema.allOf as Json[] | undefined)?.map(resolve) ?? [schema];
  return {
    properties: Object.fromEntries(parts.flatMap((part) => Object.entries((part.properties ?? {}) as Record<string, Json>).map(([k, v]) => [k, resolve(v)]))),
    required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
  };
}

describe('admin operations', () => {
  const adminOperations = OPERATIONS.filter(({ operation }) => JSON.stringify(operation.security ?? []).includes('adminBearerAuth'));

  it('are the thirteen of the contract', () => {
    expect(adminOperations.map((o) => o.operation.operationId).sort()).toEqual(
      ['bulkDeleteUsers', 'checkAdmin', 'createStudyList', 'deleteAdminUser', 'deleteStudyList', 'endUserSessions', 'exportUsers', 'getAdminStats', 'getAdminUser', 'listAdminUsers', 'listRecentActivity', 'toggleUserAdmin', 'updateStudyList'].sort(),
    );
  });

  it('answer 403 to a learner and 401 without a token, and change nothing', async () => {
    const admin = await t.signUp('admin_wang');
    const learner = await t.signUp('lin_xiaoming');
    for (const { path, method } of adminOperations) {
      const body = method === 'POST' && path.endsWith('bulk-delete') ? { user_ids: [admin.id] } : undefined;
      const url = concrete(path).replace(A_UUID, admin.id);
      const asLearner = await t.call(method, url, { token: learner.token, ...(body ? { body } : {}) });
      expect([`${method} ${path}`, asLearner.status, asLearner.body.code]).toEqual([`${method} ${path}`, 403, 'forbidden']);
      const anonymous = await t.call(method, url, body ? { body } : {});
      expect([`${method} ${path}`, anonymous.status]).toEqual([`${method} ${path}`, 401]);
    }
    const me = await t.call('GET', '/auth/me', { token: admin.token });
    expect(me.body.is_admin).toBe(true);
  });

  it('every authenticated operation answers 401 without a valid token', async () => {
    for (const { path, method, operation } of OPERATIONS) {
      const security = JSON.stringify(operation.security ?? contract.security);
      if (security.includes('{}')) continue;
      const answer = await t.call(method, concrete(path), { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' });
      expect([`${method} ${path}`, answer.status]).toEqual([`${method} ${path}`, 401]);
    }
  });
});

describe('one user, one account', () => {
  it('a token only ever reaches its own user; a token re-signed for another user is refused', async () => {
    const lin = await t.signUp('lin_xiaoming');
    const wang = await t.signUp('wang_fang');
    expect((await t.call('GET', '/auth/me', { token: lin.token })).body.id).toBe(lin.id);
    const [header, payload, signature] = lin.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: wang.id })).toString('base64url')}.${signature}`;
    expect((await t.call('GET', '/auth/me', { token: forged })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: wang.id })).toString('base64url')}.`;
    expect((await t.call('GET', '/auth/me', { token: none })).status).toBe(401);
    // Deleting "me" deletes only the caller, whatever the body names.
    await t.call('DELETE', '/auth/me', { token: lin.token, body: { username: 'wang_fang', current_password: PASSWORD } });
    expect((await t.call('GET', '/auth/me', { token: wang.token })).status).toBe(200);
  });
});

describe('bodies broken on purpose', () => {
  const bodyOperations = OPERATIONS.filter(({ operation }) => operation.requestBody);
  /** A learner's own ids for the bodies that name things (a problem, an analysis, a submission). */
  interface Ids {
    problem: string;
    analysis: string;
    submission: string;
    user: string;
  }
  const CODE = 'class Solution:\n    def twoSum(self, nums, target):\n        return []\n';
  /** An export document with one row of each section (the problem named by slug, as files do). */
  const LEARNER_EXPORT = (ids: Ids): Json => ({
    format: 'algocoach-export',
    version: 1,
    exported_at: '2026-11-21T00:00:00Z',
    profile: { language: 'en', preferences: { tabSize: 2 } },
    submissions: [
      { origin: ids.submission, problem: { slug: 'two-sum', frontend_id: 1 }, language: 'python', code: CODE, score: 3, time_complexity: 'O(n)', space_complexity: 'O(1)', feedback: 'ok', optimization_suggestions: [], submitted_at: '2026-11-01T00:00:00Z' },
    ],
    problem_states: [{ problem: { slug: 'two-sum' }, status: 'solved', first_attempted_at: '2026-11-01T00:00:00Z' }],
    plans: [{ target_date: '2026-11-01', mode: 'quick', available_minutes: 60, created_at: '2026-11-01T00:00:00Z', items: [{ problem: { slug: 'two-sum' }, kind: 'new', position: 0, completed: false }] }],
    notes: [{ problem: { slug: 'two-sum' }, text: 'note', updated_at: '2026-11-01T00:00:00Z' }],
  });
  const VALID: Record<string, Json | ((ids: Ids) => Json)> = {
    login: { username: 'lin_xiaoming', password: PASSWORD },
    register: { username: 'fuzz_user', email: 'fuzz@example.com', password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 60 },
    updateMe: { language: 'en', preferences: { tabSize: 2 } },
    deleteMe: { username: 'somebody_else', current_password: 'Wrong1234x' },
    changePassword: { current_password: 'Wrong1234x', new_password: 'Suanfa2026Lin' },
    sendVerificationCode: { email: 'nobody@example.com' },
    verifyEmail: { email: 'nobody@example.com', code: '123456' },
    forgotPassword: { email: 'nobody@example.com' },
    resetPassword: { token: 'q7Zk3X9hL2mN8pR4tV7wY1bC6dF0gJ5s', new_password: 'Suanfa2026Lin' },
    analyzeCode: (ids) => ({ problem_id: ids.problem, code: CODE, language: 'python', user_language: 'en' }),
    createSubmission: (ids) => ({ problem_id: ids.problem, code: CODE, language: 'python', analysis_id: ids.analysis }),
    optimizeSubmission: (ids) => ({ submission_id: ids.submission, user_language: 'zh' }),
    generatePlan: { target_date: '2026-11-21', available_minutes: 60, include_review: true },
    generateSmartPlan: { target_date: '2026-11-21', available_minutes: 30, user_language: 'en', goal_note: 'graphs please' },
    updatePlanProgress: (ids) => ({ problem_id: ids.problem, completed: true }),
    saveProblemNote: { text: '## 先查后存\n- one pass' },
    startInterview: { problem_count: 2, minutes: 45, source: 'category', category: 'graph' },
    rateSubmission: { rating: 'hard' },
    createStudyList: { name: { zh: '图论', en: 'Graphs' }, problems: [{ frontend_id: 200, slug: 'number-of-islands' }] },
    updateStudyList: { name: { zh: '图论', en: 'Graphs' }, problems: [{ frontend_id: 200, slug: 'number-of-islands' }] },
    setStudyGoal: { list_id: '00000000-0000-4000-8000-000000000000', finish_date: '2026-12-31', daily_minutes: 60 },
    previewImport: (ids) => LEARNER_EXPORT(ids),
    importMyData: (ids) => LEARNER_EXPORT(ids),
    importLeetCodeFromSite: { site: 'cn', cookie: 'LEETCODE_SESSION=not-a-real-session' },
    importLeetCodeHistory: { site: 'com', submissions: [{ id: '1', title_slug: 'two-sum', lang: 'python3', timestamp: 1732100000, status_display: 'Accepted', code: CODE }] },
    bulkDeleteUsers: (ids) => ({ user_ids: [ids.user] }),
    logout: { everywhere: false },
  };

  /** Signs up the learner (the first account, so also the admin) and makes the things the bodies name. */
  async function learnerWithIds(): Promise<{ token: string; ids: Ids }> {
    const { token, id } = await t.signUp('lin_xiaoming');
    const problem = (await t.call('GET', '/problems/search?q=two-sum', { token })).body.items[0].id as string;
    const analysis = (await t.call('POST', '/submissions/analyze', { token, body: { problem_id: problem, code: CODE, language: 'python' } })).body.analysis_id as string;
    const submission = (await t.call('POST', '/submissions/', { token, body: { problem_id: problem, code: CODE, language: 'python', analysis_id: analysis } })).body.submission_id as string;
    return { token, ids: { problem, analysis, submission, user: id } };
  }
  const STRINGS = [
    "' OR '1'='1' --",
    'Robert"); DROP TABLE users;--',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '../../../../etc/passwd',
    '用户名测试👩‍💻\u202e\u200b',
    'a\u0000b',
    '\ud800',
    'x'.repeat(100_000),
  ];
  const WRONG_TYPES = [42, -1, 1e308, true, null, [], {}, ['a'], { $ne: null }];

  /** [what, raw body, whether the body is broken (else it is a valid body with something smuggled in)] */
  function* mutations(valid: Json, schema: NonNullable<ReturnType<typeof bodySchema>>, bodyLimit = 512 * 1024): Generator<[string, string, boolean]> {
    const first = Object.keys(schema.properties)[0]!;
    yield ['not JSON', '{"username": ', true];
    yield ['empty', '', true];
    yield ['an array', JSON.stringify([valid]), true];
    yield ['null', 'null', true];
    yield ['a string', JSON.stringify('hello'), true];
    yield ['raw __proto__ key', `{"__proto__": {"is_admin": true}, ${JSON.stringify(valid).slice(1)}`, true];
    yield ['constructor.prototype', JSON.stringify({ ...valid, constructor: { prototype: { is_admin: true } } }), true];
    yield ['deeply nested', JSON.stringify({ ...valid, [first]: JSON.parse('['.repeat(500) + ']'.repeat(500)) }), true];
    // Past the server's limit, or the operation's own when the contract raises it (x-body-limit).
    yield ['over the body limit', JSON.stringify({ ...valid, filler: 'x'.repeat(bodyLimit + 88 * 1024) }), true];
    yield ['unknown fields', JSON.stringify({ ...valid, is_admin: true, email_verified: true, token_version: -1 }), false];
    for (const field of Object.keys(schema.properties)) {
      if (schema.required.includes(field)) {
        const { [field]: _gone, ...rest } = valid;
        yield [`${field} missing`, JSON.stringify(rest), true];
      }
      const declared = schema.properties[field]!.type;
      const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);
      // A value of the field's own type may be valid ({} for preferences); the others are broken.
      for (const wrong of WRONG_TYPES) yield [`${field} = ${JSON.stringify(wrong)}`, JSON.stringify({ ...valid, [field]: wrong }), jsonType(wrong) !== declared];
      // Some of these strings are valid values of some fields (a password may be anything of 8+ characters).
      for (const text of STRINGS) yield [`${field} = ${JSON.stringify(text.slice(0, 20))}`, JSON.stringify({ ...valid, [field]: text }), false];
    }
  }

  it('covers every operation that takes a body', () => {
    expect(bodyOperations.map((o) => o.operation.operationId).sort()).toEqual(Object.keys(VALID).sort());
  });

  for (const { path, method, operation } of bodyOperations) {
    const id = operation.operationId as string;
    it(`${id}: every broken body gets a 4xx with the contract's error body`, async () => {
      const { token, ids } = await learnerWithIds();
      const schema = bodySchema(operation)!;
      const valid = VALID[id]!;
      let tried = 0;
      for (const [label, raw, broken] of mutations(typeof valid === 'function' ? valid(ids) : valid, schema, operation['x-body-limit'] as number | undefined)) {
        const answer = await t.call(method, concrete(path), { raw, token }).catch((error: Error) => {
          throw new Error(`${id} with ${label}: ${error.message}`);
        });
        tried++;
        const outcome = answer.status >= 400 && answer.status < 500 ? '4xx' : answer.status < 300 && !broken ? 'accepted' : answer.status;
        expect([label, outcome]).toEqual([label, broken ? '4xx' : expect.stringMatching(/^(4xx|accepted)$/)]);
        // A trace's shapes (a catalogue category called Stack is no trace).
        expect(answer.raw.body).not.toMatch(/at [\w.<>]+ \(|node_modules|\.ts:\d+|"stack"\s*:/);
      }
      expect(tried).toBeGreaterThan(25);
      // Nobody became an admin or got verified by smuggling fields (lin_xiaoming, the first account, is the admin).
      const others = await t.server.database.db.execute(sql.raw("select username from users where username <> 'lin_xiaoming' and (is_admin or email_verified)"));
      expect((others as unknown as { rows: unknown[] }).rows).toEqual([]);
    }, 120_000);
  }

  it('hostile query parameters of every operation are a 4xx or an answer, never a 500', async () => {
    const { token, ids } = await learnerWithIds();
    const VALUES = ['', ' ', '-1', '0', '99999999999999999999', '1.5', "' OR '1'='1' --", '%', '_', '\\', '<script>', '用户\u202e', 'x'.repeat(5000), 'true', 'null', '[]'];
    let tried = 0;
    for (const { path, method, operation } of OPERATIONS.filter((o) => o.method === 'GET')) {
      const parameters = ((operation.parameters ?? []) as Json[]).map(resolve).filter((p) => p.in === 'query');
      for (const parameter of parameters) {
        for (const value of VALUES) {
          const url = `${concrete(path).replace(A_UUID, ids.problem)}?${new URLSearchParams({ [parameter.name as string]: value })}`;
          const answer = await t.call(method, url, { token });
          tried++;
          expect([url.slice(0, 120), answer.status < 500]).toEqual([url.slice(0, 120), true]);
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
  }, 120_000);

  it('an empty body labelled JSON is no body: fine where none is taken, "required" where one is', async () => {
    const admin = await t.signUp('admin_wang');
    const learner = await t.signUp('lin_xiaoming');
    const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
    const toggled = await t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${learner.id}/toggle-admin`, headers, payload: '' });
    expect([toggled.statusCode, toggled.json().is_admin]).toEqual([200, true]);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(login.statusCode).toBe(422);
  });

  it('no body and no content type reads as an empty body: 422 where one is required, never a 500', async () => {
    const admin = await t.signUp('admin_wang');
    const required = OPERATIONS.filter(({ operation }) => (operation.requestBody as Json | undefined)?.required === true);
    expect(required.length).toBeGreaterThan(20);
    const seen = [];
    for (const { path, method, operation } of required) {
      const answer = await t.app.inject({ method: method as 'POST', url: `/api/v1${concrete(path)}`, headers: { authorization: `Bearer ${admin.token}` } });
      seen.push([operation.operationId, answer.statusCode, Object.keys(answer.json()).sort()]);
    }
    expect(seen).toEqual(required.map(({ operation }) => [operation.operationId, 422, ['detail']]));
    expect((await t.call('GET', '/auth/me', { token: admin.token })).status).toBe(200);
  });

  it('an unknown path, a wrong method, a NUL in a query and a wrong content type are 4xx with the error body', async () => {
    const { token } = await t.signUp('admin_wang');
    for (const [method, url, headers, payload] of [
      ['GET', '/api/v1/nowhere', {}, undefined],
      ['PATCH', '/api/v1/auth/me', {}, undefined],
      ['GET', '/api/v1/admin/users?search=%00', { authorization: `Bearer ${token}` }, undefined],
      ['POST', '/api/v1/auth/login', { 'content-type': 'application/xml' }, '<login/>'],
      ['POST', '/api/v1/auth/login', { 'content-type': 'text/plain' }, 'username=a'],
      ['POST', '/api/v1/auth/login', { 'content-type': 'application/json', 'content-length': '5' }, '{"a":1,"b":2}'],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect([url, answer.statusCode >= 400 && answer.statusCode < 500 ? '4xx' : answer.statusCode]).toEqual([url, '4xx']);
      expect(Object.keys(answer.json()).sort()).toEqual(answer.statusCode === 422 ? ['detail'] : ['code', 'detail']);
    }
  });
});

describe('interview sessions: the 403/404 rows', () => {
  it("another learner's session is 404 to every operation that names it; hints of a running session's problem are 403", async () => {
    const lin = await t.signUp('lin_xiaoming');
    const wang = await t.signUp('wang_fang');
    const started = await t.call('POST', '/interviews', { token: lin.token, body: { problem_count: 1, minutes: 25, source: 'random' } });
    expect(started.status).toBe(201);
    const byId = OPERATIONS.filter(({ path }) => path.startsWith('/interviews/{id}'));
    expect(byId.map((o) => o.operation.operationId).sort()).toEqual(['endInterview', 'getInterview']);
    for (const { path, method } of byId) {
      const url = concrete(path).replace(A_UUID, started.body.id);
      const theirs = await t.call(method, url, { token: wang.token });
      expect([`${method} ${path}`, theirs.status, theirs.body.code]).toEqual([`${method} ${path}`, 404, 'not_found']);
      const unknown = await t.call(method, concrete(path), { token: lin.token });
      expect([`${method} ${path} unknown`, unknown.status]).toEqual([`${method} ${path} unknown`, 404]);
    }
    // Still running for its owner: nobody else's call ended it.
    expect((await t.call('GET', '/interviews/current', { token: lin.token })).body.session.status).toBe('active');
    const problemId = started.body.problems[0].id as string;
    const hint = await t.call('GET', `/problems/${problemId}/hint`, { token: lin.token });
    expect([hint.status, hint.body.code]).toEqual([403, 'interview_hints_off']);
    // Another learner's hint of the same problem is theirs to ask.
    expect((await t.call('GET', `/problems/${problemId}/hint`, { token: wang.token })).status).toBe(200);
  });
});

describe('jobs: the 403/404 rows', () => {
  it("a sync run is 404 to learners (its list 403); an import is 404 to everybody but its learner, admins included", async () => {
    const admin = await t.signUp('admin_wang');
    const lin = await t.signUp('lin_xiaoming');
    // Without LeetCode (the tests never reach it) the run fails, but it exists as a job.
    expect((await t.call('POST', '/problems/sync/leetcode', { token: admin.token })).status).toBe(500);
    const run = (await t.call('GET', '/jobs?kind=catalogue_sync', { token: admin.token })).body.items[0].id as string;
    const history = { site: 'com', submissions: [{ id: '1', title_slug: 'two-sum', lang: 'python3', timestamp: 1732100000, status_display: 'Accepted', code: 'class Solution: pass\n' }] };
    const imported = (await t.call('POST', '/auth/me/import/leetcode', { token: lin.token, body: history })).body.job_id as string;
    const byId = OPERATIONS.filter(({ path }) => path.startsWith('/jobs/{id}'));
    expect(byId.map((o) => o.operation.operationId).sort()).toEqual(['cancelJob', 'getJob', 'resumeJob']);
    for (const { path, method } of byId) {
      const rows: Array<[string, string, string]> = [
        ['learner, sync run', lin.token, run],
        ['admin, learner import', admin.token, imported],
        ['learner, unknown id', lin.token, A_UUID],
        ['admin, unknown id', admin.token, A_UUID],
      ];
      for (const [who, token, id] of rows) {
        const answer = await t.call(method, concrete(path).replace(A_UUID, id), { token });
        expect([`${method} ${path} ${who}`, answer.status, answer.body.code]).toEqual([`${method} ${path} ${who}`, 404, 'not_found']);
      }
    }
    const list = await t.call('GET', '/jobs?kind=catalogue_sync', { token: lin.token });
    expect([list.status, list.body.code]).toEqual([403, 'forbidden']);
    expect((await t.call('GET', '/jobs?kind=history_import', { token: admin.token })).body.items).toEqual([]);
    // Their owners still see them, unchanged by the others' calls.
    expect((await t.call('GET', `/jobs/${run}`, { token: admin.token })).body).toMatchObject({ kind: 'catalogue_sync', status: 'failed' });
    expect((await t.call('GET', `/jobs/${imported}`, { token: lin.token })).body).toMatchObject({ kind: 'history_import' });
    expect((await t.call('GET', '/jobs?kind=nonsense', { token: lin.token })).status).toBe(422);
  }, 120_000);
});

describe('limits under repeated calls', () => {
  it('twenty simultaneous resends send one mail', async () => {
    await t.call('POST', '/auth/register', { body: { username: 'chen_jing', email: 'chen@example.com', password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 } });
    t.clock.advance(61);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/auth/send-verification-code', { body: { email: 'chen@example.com' } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(19);
    expect(t.mails).toHaveLength(2);
  });

  it('twenty simultaneous wrong codes burn the code after five', async () => {
    await t.call('POST', '/auth/register', { body: { username: 'chen_jing', email: 'chen@example.com', password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 } });
    const code = t.lastCode('chen@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/auth/verify-email', { body: { email: 'chen@example.com', code: wrong } })));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(16);
    expect((await t.call('POST', '/auth/verify-email', { body: { email: 'chen@example.com', code } })).status).toBe(429);
  });

  it('twenty simultaneous registrations of one name make one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/auth/register', { body: { username: 'same_name', email: `same${i}@example.com`, password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body.code === 'username_exists')).toHaveLength(19);
  });
});

describe('secrets', () => {
  it('never appear in the log or in answers where they do not belong', async () => {
    const bodies: string[] = [];
    const call: typeof t.call = async (...args) => {
      const answer = await t.call(...args);
      bodies.push(answer.raw.body);
      return answer;
    };
    const registered = await call('POST', '/auth/register', { body: { username: 'secret_keeper', email: 'keeper@example.com', password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 } });
    const code = t.lastCode('keeper@example.com');
    await call('POST', '/auth/verify-email', { body: { email: 'keeper@example.com', code: code === '000000' ? '111111' : '000000' } });
    await call('POST', '/auth/verify-email', { body: { email: 'keeper@example.com', code } });
    const login = await call('POST', '/auth/login', { body: { username: 'secret_keeper', password: PASSWORD } });
    await call('PUT', '/auth/change-password', { token: login.body.access_token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } });
    await call('POST', '/auth/forgot-password', { body: { email: 'keeper@example.com' } });
    const resetToken = /token=([\w-]+)/.exec(t.mails.at(-1)!.text)![1]!;
    await call('POST', '/auth/reset-password', { body: { token: resetToken, new_password: 'Another2026Go' } });
    await call('GET', '/admin/users/export', { token: registered.body.access_token });
    const tokens = [registered.body.access_token, login.body.access_token];
    const log = t.logs.join('');
    expect(log).toContain('"path":"/api/v1/auth/login"');
    for (const secret of [PASSWORD, 'Suanfa2026Lin', 'Another2026Go', code, resetToken, ...tokens, 'argon2id']) expect(log).not.toContain(secret);
    const answers = bodies.join('\n');
    for (const secret of [PASSWORD, 'Suanfa2026Lin', 'Another2026Go', code, resetToken, 'argon2', 'password_hash', 'token_version']) expect(answers).not.toContain(secret);
  });

  it('a failure inside the server answers the generic 500 body and logs the cause', async () => {
    const { token } = await t.signUp('admin_wang');
    await t.server.database.db.execute(
      sql.raw(`CREATE FUNCTION boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`),
    );
    await t.server.database.db.execute(sql.raw('CREATE TRIGGER boom BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION boom()'));
    const answer = await t.call('PUT', '/auth/me', { token, body: { language: 'en' } });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 'internal_error', detail: '服务器内部错误' });
    expect(t.logs.join('')).toContain('boom');
  });
});
