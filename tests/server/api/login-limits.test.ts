// The limits of the open /auth calls: counted and taken in one step (a burst gets no more password checks than
// the limit), per account and per client address, so that a stranger's failures never refuse the owner's right
// password from another address; registration is limited per address; every 429 says how long to wait.
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
afterEach(async () => {
  await t.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (password: string, address: string, username = 'lin_xiaoming') => t.call('POST', '/auth/login', { body: { username, password }, headers: from(address) });

describe('failed logins', () => {
  it('100 wrong passwords sent at once: exactly 10 are checked (401), the rest wait (429 with Retry-After)', async () => {
    t = await testServer();
    await t.signUp('lin_xiaoming');
    const answers = await Promise.all(Array.from({ length: 100 }, () => login('Wrong-pass-1', '198.51.100.7')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    }
  }, 120_000);

  it("a stranger's failures never refuse the owner's right password from another address", async () => {
    t = await testServer();
    await t.signUp('lin_xiaoming');
    for (let i = 0; i < 12; i++) await login('Wrong-pass-1', '203.0.113.66');
    expect((await login(PASSWORD, '203.0.113.66')).status).toBe(429);
    // The owner, from home: an address this account never failed from, and never logged in from either.
    const owner = await login(PASSWORD, '198.51.100.23');
    expect(owner.status).toBe(200);
    // Their own typo there counts for them alone.
    expect((await login('Wrong-pass-1', '198.51.100.23')).status).toBe(401);
  }, 120_000);

  it('many addresses guessing one account fill its account-wide limit, which spares the addresses the owner logs in from', async () => {
    t = await testServer();
    await t.signUp('lin_xiaoming'); // logs in from 127.0.0.1: known to the account from now on
    for (let i = 0; i < 50; i++) expect((await login('Wrong-pass-1', `203.0.113.${i + 1}`)).status).toBe(401);
    const stranger = await login('Wrong-pass-1', '192.0.2.200');
    expect([stranger.status, stranger.body.code]).toEqual([429, 'rate_limited']);
    expect((await login(PASSWORD, '127.0.0.1')).status).toBe(200);
  }, 120_000);

  it('one address trying many accounts is limited across them', async () => {
    t = await testServer();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await login('Wrong-pass-1', '203.0.113.9', `nobody_${i}`)).status);
    expect(answers.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(answers[30]).toBe(429);
  }, 120_000);

  it('X-Forwarded-For from a connection that is not a trusted proxy is ignored', async () => {
    t = await testServer({ env: { TRUSTED_PROXIES: '' } });
    await t.signUp('lin_xiaoming');
    for (let i = 0; i < 10; i++) expect((await login('Wrong-pass-1', `203.0.113.${i + 1}`)).status).toBe(401);
    // Every "address" above was 127.0.0.1, the connection's own.
    expect((await login('Wrong-pass-1', '203.0.113.99')).status).toBe(429);
  }, 120_000);
});

describe('the other open /auth calls', () => {
  const register = (i: number, address: string) =>
    t.call('POST', '/auth/register', {
      body: { username: `learner_${i}`, email: `learner${i}@example.com`, password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 },
      headers: from(address),
    });

  it('registration is limited per client address, with Retry-After; another address is not affected', async () => {
    t = await testServer();
    for (let i = 0; i < 30; i++) expect((await register(i, '203.0.113.5')).status).toBe(201);
    const refused = await register(30, '203.0.113.5');
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register(31, '198.51.100.5')).status).toBe(201);
  }, 180_000);

  it('forgot-password, resend, verify and reset are limited per client address too', async () => {
    t = await testServer();
    // A new address each call, so that the per-address limits of mails do not answer first.
    for (const [path, body, max] of [
      ['/auth/forgot-password', (i: number) => ({ email: `someone${i}@example.com` }), 20],
      ['/auth/send-verification-code', (i: number) => ({ email: `someone${i}@example.com` }), 20],
      ['/auth/verify-email', (i: number) => ({ email: `someone${i}@example.com`, code: '123456' }), 30],
      ['/auth/reset-password', () => ({ token: 'q7Zk3X9hL2mN8pR4tV7wY1bC6dF0gJ5s', new_password: 'Suanfa2026Lin' }), 20],
    ] as const) {
      const address = `203.0.113.${max + path.length}`;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) statuses.push((await t.call('POST', path, { body: body(i), headers: from(address) })).status);
      expect([path, statuses.slice(0, max).includes(429), statuses[max]]).toEqual([path, false, 429]);
    }
  }, 180_000);
});
