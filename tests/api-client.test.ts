// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, NETWORK_ERROR_MESSAGE, unwrap } from '@/api/client';
import { ApiError } from '@/api/errors';
import { STORAGE_KEYS } from '@/api/storage';
import { DEFAULT_TIMEOUT_MS, timeoutFor } from '@/api/timeouts';
import { sampleUser } from './fixtures';
import { fail, ok, typedFetch } from './helpers/typed-fetch';
import { installMemoryStorage } from './helpers/memory-storage';

installMemoryStorage();
const BASE = 'http://localhost/api/v1';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('token policy', () => {
  it('sends no Authorization header without a stored token', async () => {
    const { fetch, requests } = typedFetch({ 'GET /auth/me': ok('/auth/me', 'get', sampleUser) });
    await unwrap(createApiClient({ baseUrl: BASE, fetch }).GET('/auth/me'));
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('reads the token at request time, so a token stored later is sent', async () => {
    const { fetch, requests } = typedFetch({ 'GET /auth/me': ok('/auth/me', 'get', sampleUser) });
    const client = createApiClient({ baseUrl: BASE, fetch });
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    await unwrap(client.GET('/auth/me'));
    localStorage.setItem(STORAGE_KEYS.token, 'd.e.f');
    await unwrap(client.GET('/auth/me'));
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer a.b.c', 'Bearer d.e.f']);
    expect(requests[0]!.headers.get('Content-Type')).toBe(null); // GET has no body
  });

  it('sends JSON bodies with the JSON content type under /api/v1', async () => {
    const seen: Request[] = [];
    const { fetch } = typedFetch({
      'POST /auth/login': (request) => {
        seen.push(request);
        return ok('/auth/login', 'post', { access_token: 'a.b.c', token_type: 'bearer', user: sampleUser });
      },
    });
    await unwrap(createApiClient({ baseUrl: BASE, fetch }).POST('/auth/login', { body: { username: 'lin', password: 'x' } }));
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/auth/login');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('replaces the stored token with x-new-token and reports it', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old.old.old');
    const onNewToken = vi.fn();
    const { fetch } = typedFetch({ 'GET /auth/me': ok('/auth/me', 'get', sampleUser, { 'x-new-token': 'new.new.new' }) });
    await unwrap(createApiClient({ baseUrl: BASE, fetch, onNewToken }).GET('/auth/me'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new.new.new');
    expect(onNewToken).toHaveBeenCalledWith('new.new.new');
  });
});

describe('answers of an ended session', () => {
  /** A fetch whose answer waits until `answer()`: the session changes while the call is on its way. */
  function heldFetch(reply: () => Response) {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    let sent = () => {};
    const requested = new Promise<void>((resolve) => (sent = resolve));
    const fetch = (async () => {
      sent();
      await gate;
      return reply();
    }) as unknown as typeof globalThis.fetch;
    return { fetch, requested, answer };
  }

  it('does not store the refreshed token of a call made before a logout', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'admin.admin.admin');
    const onNewToken = vi.fn();
    const held = heldFetch(() => Response.json(sampleUser, { headers: { 'x-new-token': 'admin.fresh.fresh' } }));
    const call = unwrap(createApiClient({ baseUrl: BASE, fetch: held.fetch, onNewToken }).GET('/auth/me'));
    await held.requested;
    localStorage.removeItem(STORAGE_KEYS.token); // logged out meanwhile
    held.answer();
    await call;
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(onNewToken).not.toHaveBeenCalled();
  });

  it('neither replaces the next user’s token nor ends their session with an old call’s answer', async () => {
    for (const reply of [
      () => Response.json(sampleUser, { headers: { 'x-new-token': 'admin.fresh.fresh' } }),
      () => Response.json({ detail: 'Could not validate credentials', code: 'not_authenticated' }, { status: 401 }),
    ]) {
      localStorage.setItem(STORAGE_KEYS.token, 'admin.admin.admin');
      const onUnauthorized = vi.fn();
      const held = heldFetch(reply);
      const call = unwrap(createApiClient({ baseUrl: BASE, fetch: held.fetch, onUnauthorized }).GET('/auth/me')).catch(() => undefined);
      await held.requested;
      localStorage.setItem(STORAGE_KEYS.token, 'learner.learner.learner'); // the next person signed in
      held.answer();
      await call;
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('learner.learner.learner');
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });
});

describe('a call refused for a token the session has since refreshed', () => {
  const refused = () => Response.json({ detail: 'Could not validate credentials', code: 'not_authenticated' }, { status: 401 });

  /** The first call waits; a second answers with x-new-token meanwhile; then the first is refused; `retry` answers its retry. */
  async function race(retry: () => Response) {
    localStorage.setItem(STORAGE_KEYS.token, 'old.old.old');
    const sent: Request[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = (async (request: Request) => {
      sent.push(request);
      if (sent.length === 1) {
        await gate;
        return refused();
      }
      if (sent.length === 2) return Response.json(sampleUser, { headers: { 'x-new-token': 'new.new.new' } });
      return retry();
    }) as unknown as typeof globalThis.fetch;
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch, onUnauthorized });
    const first = unwrap(client.GET('/auth/me'));
    await unwrap(client.GET('/auth/me'));
    release();
    const result = await first.then((user) => ({ user }), (error: unknown) => ({ error }));
    return { sent, onUnauthorized, result };
  }

  it('is sent once more with the current token, and its answer is the call’s', async () => {
    const { sent, onUnauthorized, result } = await race(() => Response.json(sampleUser));
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer old.old.old', 'Bearer old.old.old', 'Bearer new.new.new']);
    expect(result).toEqual({ user: sampleUser });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the current token is refused too', async () => {
    const { sent, onUnauthorized, result } = await race(refused);
    expect(sent).toHaveLength(3);
    expect(result).toMatchObject({ error: { kind: 'unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('401 policy', () => {
  it('ends the session on a 401 from any call but login', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = typedFetch({ 'GET /auth/me': fail('/auth/me', 'get', 401, { detail: 'Could not validate credentials', code: 'not_authenticated' }) });
    await expect(unwrap(createApiClient({ baseUrl: BASE, fetch, onUnauthorized }).GET('/auth/me'))).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when login answers 401 (wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = typedFetch({
      'POST /auth/login': fail('/auth/login', 'post', 401, { detail: 'Invalid username or password', code: 'invalid_credentials' }),
    });
    const error = await unwrap(createApiClient({ baseUrl: BASE, fetch, onUnauthorized }).POST('/auth/login', { body: { username: 'a', password: 'b' } })).catch((e) => e);
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'invalid_credentials', message: 'Invalid username or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('error normalisation', () => {
  const cases: [number, string][] = [
    [400, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'server'],
    [409, 'unknown'],
  ];
  it.each(cases)('status %i becomes kind %s with the detail as message', async (status, kind) => {
    const { fetch } = typedFetch({ 'GET /admin/stats': { status, body: { detail: `detail ${status}` } } });
    const error = await unwrap(createApiClient({ baseUrl: BASE, fetch }).GET('/admin/stats')).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind, status, message: `detail ${status}` });
  });

  it('falls back to `message`, then to Unknown error', async () => {
    const { fetch } = typedFetch({
      'GET /admin/stats': { status: 500, body: { message: 'Database down' } },
      'GET /admin/check': { status: 502 },
    });
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(unwrap(client.GET('/admin/stats'))).rejects.toMatchObject({ message: 'Database down', kind: 'server' });
    await expect(unwrap(client.GET('/admin/check'))).rejects.toMatchObject({ message: 'Unknown error', kind: 'server' });
  });

  it('turns a 422 detail list into readable field messages', async () => {
    const { fetch } = typedFetch({
      'POST /auth/register': fail('/auth/register', 'post', 422, {
        detail: [
          { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error.email' },
          { loc: ['body', 'username'], msg: 'String should have at least 4 characters', type: 'string_too_short' },
        ],
      }),
    });
    const error = await unwrap(
      createApiClient({ baseUrl: BASE, fetch }).POST('/auth/register', {
        body: { username: 'ab', email: 'x', password: 'Passw0rdX', learning_goal: 'skill_improvement', daily_study_time: 60 },
      }),
    ).catch((e) => e);
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'value is not a valid email address' },
      { field: 'username', message: 'String should have at least 4 characters' },
    ]);
    expect(error.message).toBe('email: value is not a valid email address\nusername: String should have at least 4 characters');
  });

  it('reports no response at all as a network error', async () => {
    const { fetch } = typedFetch({});
    await expect(unwrap(createApiClient({ baseUrl: BASE, fetch }).GET('/admin/stats'))).rejects.toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });
});

describe('timeouts', () => {
  it('gives the contract timeouts to the slow calls and 15 s to the rest', () => {
    expect(timeoutFor('GET', '/problems/{id}/hint')).toBe(60_000);
    expect(timeoutFor('post', '/submissions/analyze')).toBe(60_000);
    expect(timeoutFor('POST', '/plans/generate-smart')).toBe(60_000);
    expect(timeoutFor('GET', '/progress/ai-insights')).toBe(60_000);
    expect(timeoutFor('POST', '/plans/generate')).toBe(30_000);
    expect(timeoutFor('GET', '/problems/')).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });

  /** A fetch that never answers until its signal aborts, like a server that hangs. */
  const hangingFetch = (async (request: Request) =>
    new Promise<Response>((_, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    })) as typeof globalThis.fetch;

  it('fails a call that takes longer than its timeout with a timeout error', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch });
    const call = unwrap(client.GET('/admin/stats')).catch((e) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await call).toMatchObject({ kind: 'timeout' });
  });

  it('waits the hint its 60 s before timing out', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch });
    const call = unwrap(client.GET('/problems/{id}/hint', { params: { path: { id: '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01' }, query: {} } })).catch((e) => e);
    let settled = false;
    void call.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await call).toMatchObject({ kind: 'timeout' });
  });

  it("passes the caller's abort through as an abort, not an ApiError", async () => {
    const controller = new AbortController();
    const call = unwrap(createApiClient({ baseUrl: BASE, fetch: hangingFetch }).GET('/admin/stats', { signal: controller.signal })).catch((e) => e);
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });
});
