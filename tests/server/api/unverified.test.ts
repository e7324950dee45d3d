// Unverified means unverified: until its address is verified, an account's token reaches only the operations the
// contract marks x-unverified-allowed (profile, logout, deletion; verification and resend are open to anyone);
// every other one answers 403 email_not_verified, the code the client shows as §8's text. The first account
// becomes the admin when it is verified, not when it registers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../../server/contract/index.ts';
import { concrete, OPERATIONS } from '../helpers/operations.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

/** Every operation that takes a token, from the contract. */
const SIGNED_IN = OPERATIONS.filter(({ operation }) => !JSON.stringify(operation.security ?? contract.security).includes('{}'));

const register = (username: string) =>
  t.call('POST', '/auth/register', { body: { username, email: `${username}@example.com`, password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 } });

describe('an unverified account', () => {
  it('is refused every operation but the profile, logout and deletion: 403 email_not_verified with the §8 text', async () => {
    const { body } = await register('chen_jing');
    const token = body.access_token as string;
    const allowed = SIGNED_IN.filter(({ operation }) => operation['x-unverified-allowed'] === true).map(({ operation }) => operation.operationId);
    expect(allowed.sort()).toEqual(['deleteMe', 'getMe', 'logout']);
    let refused = 0;
    for (const { path, method, operation } of SIGNED_IN) {
      if (operation['x-unverified-allowed'] === true) continue;
      const answer = await t.call(method, concrete(path), { token, headers: { 'accept-language': 'en' } });
      expect([`${method} ${path}`, answer.status, answer.body]).toEqual([
        `${method} ${path}`,
        403,
        { code: 'email_not_verified', detail: 'Your email has not been verified yet, verify before logging in' },
      ]);
      refused++;
    }
    expect(refused).toBeGreaterThan(40);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(200);
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(204);
  });

  it('can delete itself', async () => {
    const { body } = await register('chen_jing');
    const gone = await t.call('DELETE', '/auth/me', { token: body.access_token, body: { username: 'chen_jing', current_password: PASSWORD } });
    expect(gone.status).toBe(204);
  });

  it('is a full account once verified, and the first one to verify becomes the admin', async () => {
    const first = await register('chen_jing');
    expect(first.body.user.is_admin).toBe(false);
    expect((await t.call('GET', '/admin/check', { token: first.body.access_token })).body.code).toBe('email_not_verified');
    const second = await register('wang_fang');
    const verified = await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: t.lastCode('chen_jing@example.com') } });
    expect(verified.body.user).toMatchObject({ email_verified: true, is_admin: true });
    expect((await t.call('GET', '/admin/check', { token: first.body.access_token })).status).toBe(200);
    const later = await t.call('POST', '/auth/verify-email', { body: { email: 'wang_fang@example.com', code: t.lastCode('wang_fang@example.com') } });
    expect(later.body.user).toMatchObject({ email_verified: true, is_admin: false });
    expect((await t.call('GET', '/problems/?page=1', { token: second.body.access_token })).status).toBe(200);
  });

  it('a changed address restricts the account again until it is verified', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    await t.call('PUT', '/auth/me', { token, body: { email: 'xiaoming.lin@example.com', current_password: PASSWORD } });
    expect((await t.call('GET', '/plans/today', { token })).body.code).toBe('email_not_verified');
    await t.call('POST', '/auth/verify-email', { body: { email: 'xiaoming.lin@example.com', code: t.lastCode('xiaoming.lin@example.com') } });
    expect((await t.call('GET', '/progress/overview', { token })).status).toBe(200);
  });
});
