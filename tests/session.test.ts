// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { STORAGE_KEYS } from '@/api/storage';
import { createSession, type User } from '@/auth/session';
import { sampleUser } from './fixtures';
import { installMemoryStorage } from './helpers/memory-storage';

installMemoryStorage();

function makeSession(fetchMe: () => Promise<User>) {
  const queryClient = { clear: vi.fn() };
  const onUser = vi.fn();
  const target = new EventTarget();
  const session = createSession({ fetchMe, queryClient, onUser, refreshMs: 600_000, window: target as unknown as Window });
  return { session, queryClient, onUser, target };
}

const storeSession = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(sampleUser));
  localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(sampleUser.preferences));
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('startup', () => {
  it('is unauthenticated without a stored token and user, without calling the server', async () => {
    const fetchMe = vi.fn();
    const { session } = makeSession(fetchMe);
    await session.start();
    expect(session.getState()).toEqual({ status: 'unauthenticated' });
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('checks a stored session with /auth/me (loading meanwhile) and takes the fresh user', async () => {
    storeSession();
    let resolve!: (user: User) => void;
    const { session, onUser } = makeSession(() => new Promise((r) => (resolve = r)));
    const started = session.start();
    expect(session.getState().status).toBe('loading');
    resolve({ ...sampleUser, username: 'lin_renamed' });
    await started;
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { username: 'lin_renamed' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).username).toBe('lin_renamed');
    expect(onUser).toHaveBeenCalled();
    session.dispose();
  });

  it('stays ended when another call answers 401 while the check is still running', async () => {
    storeSession();
    let resolve!: (user: User) => void;
    const { session } = makeSession(() => new Promise((r) => (resolve = r)));
    const started = session.start();
    session.handleUnauthorized(); // e.g. the start-up preload's call for the page's data
    resolve(sampleUser); // the check itself succeeds, with the token that has just been refused
    await started;
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', reason: 'expired' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('clears token and user when the check fails', async () => {
    storeSession();
    const { session } = makeSession(() => Promise.reject(new ApiError('unauthorized', 'no')));
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', reason: 'expired' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // Only the look of the page stays (theme, language); the rest of the server's preferences go.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences)!)).toEqual({ darkTheme: true, language: 'zh' });
  });
});

describe('leaving the page', () => {
  // A reload or a link away fails every call still in flight, after `pagehide` (Chromium: beforeunload, pagehide,
  // then the fetch's TypeError, then unload). The server never answered: the next page must find the session.
  it('keeps the stored session when the start-up check is cut short by the page being left', async () => {
    storeSession();
    let reject!: (error: unknown) => void;
    const { session, target } = makeSession(() => new Promise((_, r) => (reject = r)));
    const started = session.start();
    target.dispatchEvent(new Event('pagehide'));
    reject(new ApiError('network', 'Failed to fetch'));
    await started;
    expect(session.getState().status).toBe('loading');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('a.b.c');
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
    session.dispose();
  });

  it('checks again when the page comes back from the back/forward cache', async () => {
    storeSession();
    let reject!: (error: unknown) => void;
    const fetchMe = vi.fn<() => Promise<User>>().mockImplementationOnce(() => new Promise((_, r) => (reject = r))).mockResolvedValue(sampleUser);
    const { session, target } = makeSession(fetchMe);
    const started = session.start();
    target.dispatchEvent(new Event('pagehide'));
    reject(new ApiError('network', 'Failed to fetch'));
    await started;
    expect(session.getState().status).toBe('loading');
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(session.getState().status).toBe('authenticated'));
    expect(fetchMe).toHaveBeenCalledTimes(2);
    session.dispose();
  });

  it('keeps the session when the 10-minute refresh fails as the page is left, and ends it on a failure after', async () => {
    vi.useFakeTimers();
    const fetchMe = vi.fn<() => Promise<User>>().mockRejectedValue(new ApiError('network', 'Failed to fetch'));
    const { session, target } = makeSession(fetchMe);
    void session.start();
    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    target.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(session.getState().status).toBe('authenticated');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('a.b.c');
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', reason: 'expired' });
    session.dispose();
  });
});

describe('while authenticated', () => {
  it('refreshes the profile every 10 minutes and logs out when a refresh fails', async () => {
    vi.useFakeTimers();
    const fetchMe = vi.fn<() => Promise<User>>().mockResolvedValue(sampleUser);
    const { session, queryClient } = makeSession(fetchMe);
    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    expect(fetchMe).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(session.getState().status).toBe('authenticated');
    fetchMe.mockRejectedValueOnce(new ApiError('network', 'down'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', reason: 'expired' });
    expect(queryClient.clear).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(fetchMe).toHaveBeenCalledTimes(2); // no refresh after logout
  });

  it('stores token and user on sign-in and clears them and the query cache on logout, keeping the language', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    const { session, queryClient } = makeSession(() => Promise.resolve(sampleUser));
    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).id).toBe(sampleUser.id);
    session.signOut();
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', reason: 'logout' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(queryClient.clear).toHaveBeenCalledTimes(1);
  });

  it('a logout ends the session on the server with its token (everywhere when asked); an expiry or a deletion does not call it', () => {
    const endOnServer = vi.fn(() => Promise.resolve());
    const session = createSession({ fetchMe: () => Promise.resolve(sampleUser), queryClient: { clear: vi.fn() }, endOnServer });
    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    session.signOut();
    session.signIn({ access_token: 'd.e.f', user: sampleUser });
    session.signOut('logout', { everywhere: true });
    session.signIn({ access_token: 'g.h.i', user: sampleUser });
    session.handleUnauthorized();
    session.signIn({ access_token: 'j.k.l', user: sampleUser });
    session.signOut('logout', { onServer: false });
    expect(endOnServer.mock.calls).toEqual([
      ['a.b.c', false],
      ['d.e.f', true],
    ]);
  });

  it('an explicit logout forgets every key but the language and the theme; an expired session keeps drafts', () => {
    const draft = 'draft:u1:p1:python';
    const { session } = makeSession(() => Promise.resolve(sampleUser));
    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ darkTheme: true, language: 'en', tabSize: 2, timezone: 'Asia/Shanghai' }));
    localStorage.setItem(draft, '{"code":"x = 1","savedAt":1}');
    session.handleUnauthorized();
    expect(localStorage.getItem(draft)).not.toBeNull();

    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    localStorage.setItem('somethingElse', '1');
    session.signOut('logout');
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();
    expect(keys).toEqual([STORAGE_KEYS.language, STORAGE_KEYS.preferences]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences)!)).toEqual({ darkTheme: true, language: 'en' });
  });

  it('ends the session on a 401 (expired) only once', () => {
    const { session, queryClient } = makeSession(() => Promise.resolve(sampleUser));
    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    session.handleUnauthorized();
    session.handleUnauthorized();
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', reason: 'expired' });
    expect(queryClient.clear).toHaveBeenCalledTimes(1);
  });
});

describe('other tabs', () => {
  const storageEvent = (key: string) => Object.assign(new Event('storage'), { key });

  it('logs out when another tab removes the token', () => {
    const { session, target } = makeSession(() => Promise.resolve(sampleUser));
    void session.start();
    session.signIn({ access_token: 'a.b.c', user: sampleUser });
    localStorage.removeItem(STORAGE_KEYS.token);
    target.dispatchEvent(storageEvent(STORAGE_KEYS.token));
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', reason: 'otherTab' });
  });

  it('takes over a login made in another tab after checking it', async () => {
    const fetchMe = vi.fn<() => Promise<User>>().mockResolvedValue(sampleUser);
    const { session, target } = makeSession(fetchMe);
    await session.start();
    storeSession();
    target.dispatchEvent(storageEvent(STORAGE_KEYS.token));
    await vi.waitFor(() => expect(session.getState().status).toBe('authenticated'));
    expect(fetchMe).toHaveBeenCalledTimes(1);
    session.dispose();
  });
});
