// Sessions the server can end: logout ends this session's tokens at once (in every process), "everywhere" ends
// all of the user's, an admin can end a user's sessions, and a session ends 7 days after its login however often
// its token was refreshed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

const login = async (username = 'lin_xiaoming') => (await t.call('POST', '/auth/login', { body: { username, password: PASSWORD } })).body.access_token as string;
const me = async (token: string, server = t) => (await server.call('GET', '/auth/me', { token })).status;

describe('logout', () => {
  it('ends this session at once: its token and the tokens it was refreshed from or into; other sessions go on', async () => {
    await t.signUp('admin_wang');
    const { token: first } = await t.signUp('lin_xiaoming');
    const other = await login();
    // Past half its life the token is replaced: both tokens belong to one session.
    t.clock.advance(13 * 3600);
    const refreshed = (await t.call('GET', '/auth/me', { token: first })).headers['x-new-token'] as string;
    expect(refreshed).toMatch(/^ey/);
    const out = await t.call('POST', '/auth/logout', { token: refreshed });
    expect([out.status, out.headers['x-new-token']]).toEqual([204, undefined]);
    expect([await me(refreshed), await me(first)]).toEqual([401, 401]);
    expect(await me(other)).toBe(200);
  });

  it('"everywhere" ends every session of the user', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    const phone = await login();
    const tablet = await login();
    expect((await t.call('POST', '/auth/logout', { token, body: { everywhere: true } })).status).toBe(204);
    expect([await me(token), await me(phone), await me(tablet)]).toEqual([401, 401, 401]);
    expect(await me(await login())).toBe(200);
  });

  it('a logout in one process is refused in another at once', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    // A second server process on the same database, which has already let the token in (and keeps its user).
    const second = await testServer({ database: t.server.database });
    try {
      expect(await me(token, second)).toBe(200);
      expect((await t.call('POST', '/auth/logout', { token })).status).toBe(204);
      // The users trigger's notice reaches the other process at commit.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await me(token, second)).toBe(401);
    } finally {
      await second.app.close();
    }
  });

  it('a session ends 7 days after its login, however often its token was refreshed', async () => {
    await t.signUp('admin_wang');
    let { token } = await t.signUp('lin_xiaoming');
    for (let hours = 13; hours < 7 * 24; hours += 13) {
      t.clock.advance(13 * 3600);
      const answer = await t.call('GET', '/auth/me', { token });
      expect([hours, answer.status]).toEqual([hours, 200]);
      token = (answer.headers['x-new-token'] as string | undefined) ?? token;
    }
    t.clock.advance(13 * 3600);
    expect(await me(token)).toBe(401);
  });
});

describe('an admin ends a user’s sessions', () => {
  it('every token of the user is refused; the account and its password stay', async () => {
    const admin = await t.signUp('admin_wang');
    const lin = await t.signUp('lin_xiaoming');
    const other = await login();
    const ended = await t.call('POST', `/admin/users/${lin.id}/end-sessions`, { token: admin.token });
    expect(ended.status).toBe(204);
    expect([await me(lin.token), await me(other)]).toEqual([401, 401]);
    expect(await me(await login())).toBe(200);
    const activity = await t.call('GET', '/admin/activity/recent', { token: admin.token, headers: { 'accept-language': 'en' } });
    expect(activity.body.items.find((item: { kind: string }) => item.kind === 'sessions_ended')).toMatchObject({ description: 'admin_wang ended every session of lin_xiaoming' });
    const unknown = await t.call('POST', '/admin/users/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e77/end-sessions', { token: admin.token });
    expect(unknown.status).toBe(404);
  });
});
