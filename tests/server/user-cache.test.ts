// The users kept for authenticated calls: only while changes can be heard, never one read before a change, and
// never for longer than USER_CACHE_TTL_MS.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/schema.ts';
import { createUserCache, USER_CACHE_TTL_MS } from '../../server/services/user-cache.ts';

const user = (id: string, tokenVersion = 0) => ({ id, username: id, tokenVersion }) as UserRow;

describe('user cache', () => {
  it('keeps nothing until it listens for changes, and drops everything when listening stops', () => {
    const cache = createUserCache();
    cache.keep(user('a'), cache.generation(), 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.listening(true);
    cache.keep(user('a'), cache.generation(), 0);
    expect(cache.get('a', 0)?.id).toBe('a');
    cache.listening(false);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.keep(user('a'), cache.generation(), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('forgets a changed user, and does not keep one read before a change was heard', () => {
    const cache = createUserCache();
    cache.listening(true);
    cache.keep(user('a'), cache.generation(), 0);
    cache.keep(user('b'), cache.generation(), 0);
    cache.forget('a');
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)?.id).toBe('b');
    // A lookup began, then a change was heard before it came back: what it read may be the old row.
    const since = cache.generation();
    cache.forget('a');
    cache.keep(user('a'), since, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it(`keeps a user at most ${USER_CACHE_TTL_MS / 1000} s`, () => {
    const cache = createUserCache();
    cache.listening(true);
    cache.keep(user('a'), cache.generation(), 1_000);
    expect(cache.get('a', 1_000 + USER_CACHE_TTL_MS)?.id).toBe('a');
    expect(cache.get('a', 1_001 + USER_CACHE_TTL_MS)).toBeUndefined();
  });

  it('answers a kept user only once the changes committed before the call have been heard', async () => {
    // The listener's barrier: a change made elsewhere reaches the cache while the call waits.
    const changedElsewhere: string[] = [];
    const cache = createUserCache({ caughtUp: async () => changedElsewhere.splice(0).forEach((id) => cache.forget(id)) });
    cache.listening(true);
    cache.keep(user('a'), cache.generation(), 0);
    cache.keep(user('b'), cache.generation(), 0);
    changedElsewhere.push('a');
    expect(cache.get('a', 0)?.id).toBe('a');
    expect(await cache.current('a', 0)).toBeUndefined();
    expect((await cache.current('b', 0))?.id).toBe('b');
  });

  it('answers nothing kept when the barrier fails (listening lost): the caller looks the user up', async () => {
    const cache = createUserCache({ caughtUp: () => Promise.reject(new Error('connection lost')) });
    cache.listening(true);
    cache.keep(user('a'), cache.generation(), 0);
    expect(await cache.current('a', 0)).toBeUndefined();
  });
});
