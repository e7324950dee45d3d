// Sensitive changes need the password and are told to the account's address: a stolen session can neither move
// the account to another address (a reset sent there would take it) nor delete it, and the owner hears of an
// email or password change in their language; pending reset links die with either.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

const resetLinkFor = async (email: string) => {
  await t.call('POST', '/auth/forgot-password', { body: { email } });
  return /token=([\w-]+)/.exec(t.mails.at(-1)!.text)![1]!;
};

describe('changing the email', () => {
  it('needs the current password: without it 422, wrong 400, and nothing changes', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    const without = await t.call('PUT', '/auth/me', { token, body: { email: 'thief@example.com' } });
    expect(without.status).toBe(422);
    const wrong = await t.call('PUT', '/auth/me', { token, body: { email: 'thief@example.com', current_password: 'Wrong-pass-1' } });
    expect([wrong.status, wrong.body]).toEqual([400, { code: 'current_password_incorrect', detail: '当前密码不正确' }]);
    expect((await t.call('GET', '/auth/me', { token })).body.email).toBe('lin_xiaoming@example.com');
  });

  it('tells the old address in the user’s language, and the reset links sent there stop working', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming', { language: 'en' });
    const link = await resetLinkFor('lin_xiaoming@example.com');
    const moved = await t.call('PUT', '/auth/me', { token, body: { email: 'xiaoming.lin@example.com', current_password: PASSWORD } });
    expect(moved.status).toBe(200);
    const notice = t.mails.find((mail) => mail.to === 'lin_xiaoming@example.com' && /email address/.test(mail.subject));
    expect(notice?.text).toContain('xiaoming.lin@example.com');
    const reset = await t.call('POST', '/auth/reset-password', { body: { token: link, new_password: 'Taken2026Over' } });
    expect([reset.status, reset.body.code]).toEqual([400, 'reset_token_invalid']);
  });
});

describe('deleting the account', () => {
  it('needs the password as well as the username', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    expect((await t.call('DELETE', '/auth/me', { token, body: { username: 'lin_xiaoming' } })).status).toBe(422);
    const wrong = await t.call('DELETE', '/auth/me', { token, body: { username: 'lin_xiaoming', current_password: 'Wrong-pass-1' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'current_password_incorrect']);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(200);
    expect((await t.call('DELETE', '/auth/me', { token, body: { username: 'lin_xiaoming', current_password: PASSWORD } })).status).toBe(204);
  });
});

describe('changing or resetting the password', () => {
  it('tells the address (in zh by default) and ends the pending reset links', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    const link = await resetLinkFor('lin_xiaoming@example.com');
    expect((await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } })).status).toBe(200);
    expect(t.mails.at(-1)).toMatchObject({ to: 'lin_xiaoming@example.com', subject: '你的算法教练密码已更改' });
    expect((await t.call('POST', '/auth/reset-password', { body: { token: link, new_password: 'Taken2026Over' } })).body.code).toBe('reset_token_invalid');
  });

  it('a reset is told to the address too', async () => {
    await t.signUp('admin_wang');
    await t.signUp('lin_xiaoming', { language: 'en' });
    const link = await resetLinkFor('lin_xiaoming@example.com');
    expect((await t.call('POST', '/auth/reset-password', { body: { token: link, new_password: 'Another2026Go' } })).status).toBe(200);
    expect(t.mails.at(-1)).toMatchObject({ to: 'lin_xiaoming@example.com', subject: 'Your AlgoCoach password was changed' });
    expect(t.mails.at(-1)!.text).toContain('was reset with a link');
  });

  it('a notice that cannot be sent does not undo or fail the change', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    t.mailDown.value = true;
    expect((await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } })).status).toBe(200);
    expect((await t.call('POST', '/auth/login', { body: { username: 'lin_xiaoming', password: 'Suanfa2026Lin' } })).status).toBe(200);
  });
});

describe('the password a sensitive change asks for', () => {
  it('is checked at most 10 times in 15 minutes per account, a burst included; then 429 with Retry-After, whatever the call', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    // 20 wrong guesses at once, spread over the three calls that ask for the password.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const wrong = `Wrong-pass-${i}`;
        if (i % 3 === 0) return t.call('PUT', '/auth/change-password', { token, body: { current_password: wrong, new_password: 'Suanfa2026Lin' } });
        if (i % 3 === 1) return t.call('PUT', '/auth/me', { token, body: { email: 'xiaoming.lin@example.com', current_password: wrong } });
        return t.call('DELETE', '/auth/me', { token, body: { username: 'lin_xiaoming', current_password: wrong } });
      }),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const refused of guesses.filter((g) => g.status === 429)) {
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right password waits too while the account's checks are used up; then it works.
    const waiting = await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } });
    expect(waiting.status).toBe(429);
    t.clock.advance(15 * 60 + 1);
    expect((await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } })).status).toBe(200);
  });

  it('a right password gives its place back: the owner is never slowed by their own successful changes', async () => {
    await t.signUp('admin_wang');
    const { token: first } = await t.signUp('lin_xiaoming');
    let token = first;
    let password = PASSWORD;
    for (let i = 0; i < 12; i++) {
      const next = `Suanfa2026Lin${i}`;
      const changed = await t.call('PUT', '/auth/change-password', { token, body: { current_password: password, new_password: next } });
      expect([i, changed.status]).toEqual([i, 200]);
      token = (changed.headers['x-new-token'] as string | undefined) ?? token;
      password = next;
    }
  });
});
