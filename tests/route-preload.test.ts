// The start-up preload asks for the page's chunk, its texts and its first data under the keys the page's own
// queries use, so the page finds them in the cache instead of asking again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/api/storage';
import { planKeys } from '@/api/queries/plans/keys';
import { problemKeys } from '@/api/queries/problems/keys';
import { progressKeys } from '@/api/queries/progress/keys';
import { submissionKeys } from '@/api/queries/submissions/keys';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { SCORE_TREND_DEFAULT_DAYS } from '@/lib/constants';
import { sampleUser } from './fixtures';

const chunks = vi.hoisted(() => {
  const names = ['appLayout', 'dashboard', 'problem', 'problems', 'progress', 'history', 'settings', 'admin'];
  return Object.fromEntries(names.map((name) => [name, vi.fn(() => Promise.resolve({}))]));
});
vi.mock('@/app/page-chunks', () => ({ pageChunks: chunks }));

const { preloadSignedInRoute } = await import('@/app/route-preload');

const prefetched = () => queryClient.getQueryCache().getAll().map((query) => query.queryKey);
const loadedChunks = () => Object.entries(chunks).filter(([, load]) => load.mock.calls.length > 0).map(([name]) => name);

beforeEach(() => {
  queryClient.clear();
  Object.values(chunks).forEach((load) => load.mockClear());
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...sampleUser, is_admin: false }));
  localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
  // The calls themselves are not the point here: they never leave the test.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue();
});

describe('preloadSignedInRoute', () => {
  it('starts the dashboard (also for /) with its four calls under the page’s own keys', () => {
    for (const path of ['/dashboard', '/']) {
      queryClient.clear();
      preloadSignedInRoute(path);
      expect(prefetched()).toEqual(
        expect.arrayContaining([planKeys.today(), progressKeys.dashboard(), progressKeys.scoreTrend(SCORE_TREND_DEFAULT_DAYS), problemKeys.dailyChallenge()]),
      );
    }
    expect(loadedChunks()).toEqual(['appLayout', 'dashboard']);
    expect(i18n.loadNamespaces).toHaveBeenCalledWith('dashboard');
  });

  it('starts a problem page with the problem, its description, the user’s submissions and the languages', () => {
    preloadSignedInRoute('/problems/p-42');
    expect(prefetched()).toEqual(
      expect.arrayContaining([problemKeys.detail('p-42'), problemKeys.description('p-42'), submissionKeys.ofProblem('p-42'), submissionKeys.languages()]),
    );
    expect(loadedChunks()).toEqual(['appLayout', 'problem']);
  });

  it('fetches nothing once the session has ended while it loaded (no token left)', () => {
    localStorage.removeItem(STORAGE_KEYS.token);
    preloadSignedInRoute('/dashboard');
    expect(prefetched()).toEqual([]);
    expect(loadedChunks()).toEqual([]);
  });

  it('loads only code and texts for pages whose first calls depend on the query string', () => {
    preloadSignedInRoute('/history');
    expect(loadedChunks()).toEqual(['appLayout', 'history']);
    expect(prefetched()).toEqual([]);
  });

  it('leaves /admin alone for a stored user who is not an admin, and unknown paths alone', () => {
    preloadSignedInRoute('/admin');
    preloadSignedInRoute('/no/such/page');
    expect(loadedChunks()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...sampleUser, is_admin: true }));
    preloadSignedInRoute('/admin');
    expect(loadedChunks()).toEqual(['appLayout', 'admin']);
  });
});
