// Every /auth operation through the HTTP layer, for each status it can answer; every answer is checked against
// the contract by the test server.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { ENGINE } from '../helpers/databases.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.com`,
  password: PASSWORD,
  learning_goal: 'interview_preparation',
  daily_study_time: 30,
  ...extra,
});

describe('register', () => {
  it('creates the account, mails a 6-digit code in the user language and answers a session; nobody is admin before verifying', async () => {
    const first = await t.call('POST', '/auth/register', { body: registration('chen_jing', { language: 'en' }) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ token_type: 'bearer', verification_required: true, verification_expires_in: 300 });
    expect(first.body.user).toMatchObject({ username: 'chen_jing', language: 'en', is_admin: false, email_verified: false, learning_goal: 'interview_preparation', daily_study_time: 30 });
    expect(first.body.user.preferences).toMatchObject({ tabSize: 4, autoSave: true, defaultLanguage: 'python', dailyTargetProblems: 3, language: 'en', skillLevel: 'beginner', darkTheme: false, timezone: 'Asia/Shanghai' });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe('chen_jing@example.com');
    expect(t.mails[0]!.subject).toMatch(/^Your AlgoCoach verification code: \d{6}$/);
    expect(t.mails[0]!.text).toContain(t.lastCode('chen_jing@example.com'));

    const second = await t.call('POST', '/auth/register', { body: registration('wang_fang') });
    expect(second.body.user).toMatchObject({ is_admin: false, language: 'zh' });
    expect(t.mails[1]!.subject).toMatch(/^算法教练验证码：\d{6}$/);
    // The session works at once for what an unverified account may do (the client signs in right after registering).
    const me = await t.call('GET', '/auth/me', { token: second.body.access_token });
    expect(me.body.username).toBe('wang_fang');
  });

  it('refuses a taken username or email whatever its case, with their codes', async () => {
    await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    const name = await t.call('POST', '/auth/register', { body: registration('Chen_Jing', { email: 'other@example.com' }) });
    expect(name.status).toBe(400);
    expect(name.body).toEqual({ code: 'username_exists', detail: '用户名已存在' });
    const email = await t.call('POST', '/auth/register', { body: registration('chen_jing2', { email: 'CHEN_JING@example.com' }), headers: { 'accept-language': 'en' } });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ code: 'email_registered', detail: 'Email already registered' });
  });

  it('answers 422 with one issue per broken field', async () => {
    const bad = await t.call('POST', '/auth/register', { body: { username: 'abc', email: 'not-an-email', password: 'password', learning_goal: 'fun', daily_study_time: 45 } });
    expect(bad.status).toBe(422);
    const fields = bad.body.detail.map((issue: { loc: string[] }) => issue.loc.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['body.username', 'body.email', 'body.password', 'body.learning_goal', 'body.daily_study_time']));
  });

  it('registers while the mail server is down; the code arrives once it is back (mail-outbox.test.ts has the rest)', async () => {
    t.mailDown.value = true;
    const registered = await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    expect(registered.status).toBe(201);
    expect(t.mails).toHaveLength(0);
    t.mailDown.value = false;
    t.clock.advance(5);
    await t.server.services.ctx.outbox.deliverDue();
    expect((await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: t.lastCode('chen_jing@example.com') } })).status).toBe(200);
  });
});

describe('login', () => {
  it('accepts the username or the email in any case once verified, and refuses wrong passwords and unknown users alike', async () => {
    await t.signUp('lin_xiaoming');
    for (const username of ['lin_xiaoming', 'LIN_XIAOMING', 'lin_xiaoming@example.com']) {
      const ok = await t.call('POST', '/auth/login', { body: { username, password: PASSWORD } });
      expect(ok.status).toBe(200);
      expect(ok.body.user.username).toBe('lin_xiaoming');
    }
    const wrong = await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Wrong1234' } });
    const unknown = await t.call('POST', '/auth/login', { body: { username: 'nobody_here', password: 'Wrong1234' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('refuses an unverified account only to whoever knows its password', async () => {
    await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    const right = await t.call('POST', '/auth/login', { body: { username: 'chen_jing', password: PASSWORD }, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ code: 'email_not_verified', detail: 'Your email has not been verified yet, verify before logging in' });
    const wrong = await t.call('POST', '/auth/login', { body: { username: 'chen_jing', password: 'Wrong1234' } });
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('makes a name wait after 10 failed logins, then lets it try again', async () => {
    await t.signUp('lin_xiaoming');
    for (let i = 0; i < 10; i++) expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: `Wrong${i}abc` } })).status).toBe(401);
    const limited = await t.call('POST', '/auth/login', { body: { username: 'Lin_Xiaoming', password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    t.clock.advance(15 * 60 + 1);
    expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: PASSWORD } })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses a missing, malformed, forged or expired token with 401 not_authenticated', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const bad of [undefined, 'garbage', forged]) {
      const answer = await t.call('GET', '/auth/me', bad ? { token: bad } : {});
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('not_authenticated');
    }
    t.clock.advance(24 * 3600 + 1);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('hands out a fresh token (x-new-token) once the token is past half its life, and not before', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const early = await t.call('GET', '/auth/me', { token });
    expect(early.headers['x-new-token']).toBeUndefined();
    t.clock.advance(12 * 3600 + 1);
    const late = await t.call('GET', '/auth/me', { token });
    const fresh = late.headers['x-new-token'] as string;
    expect(fresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    t.clock.advance(12 * 3600);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: fresh })).status).toBe(200);
  });

  it('ends a session, and shows a profile anew, when the user is changed elsewhere (another server process, the admin CLI)', async () => {
    const admin = await t.signUp('admin_wang');
    const learner = await t.signUp('lin_xiaoming');
    // Both users have been seen: each process may now keep them without looking them up on every call.
    expect((await t.call('GET', '/auth/me', { token: learner.token })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { token: admin.token })).body.language).toBe('zh');
    // Changed straight in the database, as another process or the admin CLI would: the database announces it.
    const db = t.server.database.db;
    await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, learner.id));
    await db.update(users).set({ language: 'en' }).where(eq(users.id, admin.id));
    // No waiting: the next call after the change is committed sees it (the cache catches up with the notices first).
    expect((await t.call('GET', '/auth/me', { token: learner.token })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: admin.token })).body.language).toBe('en');
  });

  it('sees every change committed elsewhere on the very next call, however soon it comes', async () => {
    const learner = await t.signUp('lin_xiaoming');
    const db = t.server.database.db;
    // Each change made as another process makes it, each followed at once by a call that must already see it.
    for (const language of ['en', 'zh', 'en', 'zh', 'en', 'zh', 'en', 'zh', 'en', 'zh', 'en', 'zh', 'en', 'zh', 'en', 'zh', 'en', 'zh', 'en', 'zh'] as const) {
      await db.update(users).set({ language }).where(eq(users.id, learner.id));
      expect((await t.call('GET', '/auth/me', { token: learner.token })).body.language).toBe(language);
    }
  });

  it.skipIf(ENGINE !== 'postgres')('hears changes again once its lost listening connection is back, and trusts nothing kept meanwhile', async () => {
    const first = await t.signUp('admin_wang');
    const second = await t.signUp('lin_xiaoming');
    const db = t.server.database.db;
    const endSessions = (id: string) => db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, id));
    const status = async (token: string) => (await t.call('GET', '/auth/me', { token })).status;
    expect(await status(first.token)).toBe(200);
    // Postgres drops the listening connection (a restart, an administrator): what was kept is dropped with it.
    const listening = sql`from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`;
    const listeners = async () => Number(((await db.execute(sql`select count(*) as n ${listening}`)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);
    expect(await listeners()).toBe(1);
    await db.execute(sql`select pg_terminate_backend(pid) ${listening}`);
    await endSessions(first.id);
    await expect.poll(() => status(first.token), { timeout: 3000 }).toBe(401);
    // Listening again a moment later: a user seen since, then changed elsewhere, is dropped again.
    await expect.poll(listeners, { timeout: 5000 }).toBe(1);
    expect(await status(second.token)).toBe(200);
    await endSessions(second.id);
    await expect.poll(() => status(second.token), { timeout: 3000 }).toBe(401);
  });

  it('records the last activity at most every 5 minutes', async () => {
    const { token } = await t.signUp('admin_wang');
    const seen = async () => (await t.call('GET', '/admin/users', { token })).body.items[0].last_active_at;
    const first = await seen();
    t.clock.advance(60);
    expect(await seen()).toBe(first);
    t.clock.advance(5 * 60);
    expect(await seen()).toBe(t.clock.now.toISOString());
  });
});

describe('profile', () => {
  it('merges preferences field by field and keeps the interface language in one place', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const saved = await t.call('PUT', '/auth/me', { token, body: { preferences: { tabSize: 2, defaultLanguage: 'java', darkTheme: true, timezone: 'Europe/Paris' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({ tabSize: 2, defaultLanguage: 'java', darkTheme: true, timezone: 'Europe/Paris', autoSave: true, dailyTargetProblems: 3 });
    const english = await t.call('PUT', '/auth/me', { token, body: { preferences: { language: 'en' } } });
    expect(english.body).toMatchObject({ language: 'en', preferences: { language: 'en', tabSize: 2 } });
    const chinese = await t.call('PUT', '/auth/me', { token, body: { language: 'zh' } });
    expect(chinese.body).toMatchObject({ language: 'zh', preferences: { language: 'zh', darkTheme: true } });
    // Kept: a later read (and so a reload or a restart) shows the same.
    expect((await t.call('GET', '/auth/me', { token })).body.preferences).toEqual(chinese.body.preferences);
    // Texts come in the language the request asks for (the client's interface language), else the user's.
    const refused = await t.call('PUT', '/auth/me', { token, body: { preferences: { timezone: 'Mars/Olympus' } } });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([{ loc: ['body', 'preferences', 'timezone'], msg: '未知的时区', type: 'value_error.timezone' }]);
    const asked = await t.call('PUT', '/auth/me', { token, body: { preferences: { timezone: 'Mars/Olympus' } }, headers: { 'accept-language': 'en-GB,zh;q=0.5' } });
    expect(asked.body.detail[0].msg).toBe('Unknown time zone');
  });

  it('refuses values outside the contract with 422', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const bad = await t.call('PUT', '/auth/me', { token, body: { preferences: { tabSize: 3, dailyTargetProblems: 0, skillLevel: 'guru' } } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((i: { loc: string[] }) => i.loc.at(-1))).toEqual(expect.arrayContaining(['tabSize', 'dailyTargetProblems', 'skillLevel']));
  });

  it('changing the email needs it verified again; a taken email is refused', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    await t.signUp('wang_fang');
    const taken = await t.call('PUT', '/auth/me', { token, body: { email: 'Wang_Fang@example.com', current_password: PASSWORD } });
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe('email_registered');
    const moved = await t.call('PUT', '/auth/me', { token, body: { email: 'xiaoming.lin@example.com', current_password: PASSWORD } });
    expect(moved.body).toMatchObject({ email: 'xiaoming.lin@example.com', email_verified: false });
    const code = t.lastCode('xiaoming.lin@example.com');
    expect((await t.call('POST', '/auth/verify-email', { body: { email: 'xiaoming.lin@example.com', code } })).body.user.email_verified).toBe(true);
  });
});

describe('change password', () => {
  it('keeps the caller signed in with a new token, ends every other session, and the new password logs in', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const other = (await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: PASSWORD } })).body.access_token;
    const changed = await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: '密码修改成功' });
    const fresh = changed.headers['x-new-token'] as string;
    expect((await t.call('GET', '/auth/me', { token: fresh })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: other })).status).toBe(401);
    expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: PASSWORD } })).status).toBe(401);
    expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Suanfa2026Lin' } })).status).toBe(200);
  });

  it('refuses a wrong current password, an unchanged one and a weak one', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const wrong = await t.call('PUT', '/auth/change-password', { token, body: { current_password: 'Nope12345', new_password: 'Suanfa2026Lin' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'current_password_incorrect']);
    const same = await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: PASSWORD } });
    expect([same.status, same.body.code]).toEqual([400, 'password_unchanged']);
    const weak = await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'alllowercase1' } });
    expect(weak.status).toBe(422);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(200);
  });
});

describe('delete account', () => {
  it('needs the exact username, then removes the account and ends its sessions', async () => {
    const admin = await t.signUp('admin_wang');
    const { token, id } = await t.signUp('lin_xiaoming');
    const mismatch = await t.call('DELETE', '/auth/me', { token, body: { username: 'Lin_Xiaoming', current_password: PASSWORD } });
    expect([mismatch.status, mismatch.body]).toEqual([400, { code: 'validation_error', detail: '用户名不匹配' }]);
    const gone = await t.call('DELETE', '/auth/me', { token, body: { username: 'lin_xiaoming', current_password: PASSWORD } });
    expect(gone.status).toBe(204);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: PASSWORD } })).status).toBe(401);
    expect((await t.call('GET', `/admin/users/${id}`, { token: admin.token })).status).toBe(404);
    // Their own traces in the activity feed went with them.
    const feed = await t.call('GET', '/admin/activity/recent?limit=100', { token: admin.token });
    expect(feed.body.items.filter((e: { user: { id: string } }) => e.user.id === id)).toEqual([]);
    // The name and the address are free again (once the address may get another code).
    t.clock.advance(61);
    expect((await t.call('POST', '/auth/register', { body: registration('lin_xiaoming') })).status).toBe(201);
  });
});

describe('verification codes', () => {
  it('verifies with the mailed code, once', async () => {
    const registered = await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    const code = t.lastCode('chen_jing@example.com');
    const ok = await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: '邮箱验证成功，请登录', user: { username: 'chen_jing', email_verified: true } });
    // Used: to an anonymous caller it reads as any wrong code (enumeration.test.ts), to the account as verified.
    const again = await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code } });
    expect([again.status, again.body.code]).toEqual([400, 'verification_code_invalid']);
    const mine = await t.call('POST', '/auth/verify-email', { token: registered.body.access_token, body: { email: 'chen_jing@example.com', code } });
    expect([mine.status, mine.body.code]).toEqual([400, 'email_already_verified']);
  });

  it('refuses a wrong code, an expired code and an unknown address', async () => {
    await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    const code = t.lastCode('chen_jing@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: wrongCode } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'verification_code_invalid']);
    const unknown = await t.call('POST', '/auth/verify-email', { body: { email: 'nobody@example.com', code } });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'verification_code_invalid']);
    t.clock.advance(300);
    const expired = await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code } });
    expect([expired.status, expired.body.code]).toEqual([400, 'verification_code_expired']);
  });

  it('burns a code after 5 wrong tries (even the right one is refused then) until a new one is sent', async () => {
    await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    const code = t.lastCode('chen_jing@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: wrongCode } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const burnt = await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code } });
    expect([burnt.status, burnt.body.code]).toEqual([429, 'verification_too_many_attempts']);
    expect(Number(burnt.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60);
    await t.call('POST', '/auth/send-verification-code', { body: { email: 'chen_jing@example.com' } });
    const fresh = t.lastCode('chen_jing@example.com');
    expect((await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: fresh } })).status).toBe(200);
  });

  it('sends one code a minute and five an hour per address, a new code replacing the old', async () => {
    await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    const first = t.lastCode('chen_jing@example.com');
    const tooSoon = await t.call('POST', '/auth/send-verification-code', { body: { email: 'chen_jing@example.com' } });
    expect([tooSoon.status, tooSoon.body.code]).toEqual([429, 'verification_email_rate_limited']);
    expect(Number(tooSoon.headers['retry-after'])).toBe(60);
    const sent = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(61);
      sent.push((await t.call('POST', '/auth/send-verification-code', { body: { email: 'CHEN_JING@example.com' } })).status);
    }
    // Registration's code and four resends fill the hour.
    expect(sent).toEqual([200, 200, 200, 200, 429]);
    const ok = await t.call('POST', '/auth/send-verification-code', { body: { email: 'chen_jing@example.com' } }).catch(() => undefined);
    expect(ok?.status).toBe(429);
    t.clock.advance(3600);
    const later = await t.call('POST', '/auth/send-verification-code', { body: { email: 'chen_jing@example.com' } });
    expect(later.body).toMatchObject({ expires_in: 300, resend_after: 60 });
    const latest = t.lastCode('chen_jing@example.com');
    if (latest !== first) {
      expect((await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: first } })).body.code).toBe('verification_code_invalid');
    }
    expect((await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: latest } })).status).toBe(200);
  });

  it('answers an address without an account as any other (no enumeration), and mails nothing', async () => {
    const answer = await t.call('POST', '/auth/send-verification-code', { body: { email: 'nobody@example.com' }, headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(200);
    expect(t.mails).toEqual([]);
  });
});

describe('password reset', () => {
  const linkToken = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

  it('mails a single-use link that sets a new password and ends every session; the answer is the same for unknown addresses', async () => {
    const { token } = await t.signUp('lin_xiaoming', { language: 'en' });
    const known = await t.call('POST', '/auth/forgot-password', { body: { email: 'LIN_XIAOMING@example.com' } });
    const unknown = await t.call('POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe('Reset your AlgoCoach password');
    const resetToken = linkToken(mail.text)!;
    expect(mail.text).toContain(`https://algocoach.test/reset-password?token=${resetToken}`);
    const reset = await t.call('POST', '/auth/reset-password', { body: { token: resetToken, new_password: 'Suanfa2026Lin' } });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Suanfa2026Lin' } })).status).toBe(200);
    const reused = await t.call('POST', '/auth/reset-password', { body: { token: resetToken, new_password: 'Another2026Go' } });
    expect([reused.status, reused.body.code]).toEqual([400, 'reset_token_invalid']);
  });

  it('refuses an expired link and limits reset mails per address, known or not', async () => {
    await t.signUp('lin_xiaoming');
    await t.call('POST', '/auth/forgot-password', { body: { email: 'lin_xiaoming@example.com' } });
    const resetToken = linkToken(t.mails.at(-1)!.text)!;
    for (const email of ['lin_xiaoming@example.com', 'nobody@example.com']) {
      if (email === 'nobody@example.com') await t.call('POST', '/auth/forgot-password', { body: { email } });
      const again = await t.call('POST', '/auth/forgot-password', { body: { email } });
      expect([again.status, again.body.code]).toEqual([429, 'rate_limited']);
    }
    t.clock.advance(30 * 60 + 1);
    const expired = await t.call('POST', '/auth/reset-password', { body: { token: resetToken, new_password: 'Suanfa2026Lin' } });
    expect([expired.status, expired.body.code]).toEqual([400, 'reset_token_invalid']);
    const weak = await t.call('POST', '/auth/reset-password', { body: { token: resetToken, new_password: 'short' } });
    expect(weak.status).toBe(422);
  });
});
