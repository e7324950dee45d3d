// Start-up with a stored session: the signed-in frame, the page's code, its texts and its first data are all
// fetched at once, alongside the profile check, instead of one after another as each part renders (the chain
// /auth/me → layout → page → texts → data put the largest paint well past 1.5 s at 4× CPU slowdown).
// Loaded as its own chunk only when a session is stored, so the account pages' first load does not carry it.
// Data fetched here lands in the query cache under the pages' own keys; if the session turns out to be
// invalid, ending it clears that cache (session.ts), and a 401 here ends it like any other call's.
import { matchPath } from 'react-router-dom';
import { storage } from '@/api/storage';
import { dashboardFirstQueries } from '@/features/dashboard/first-queries';
import { problemFirstQueries } from '@/features/practice/first-queries';
import { startFirstQueries, type FirstQuery } from '@/lib/first-queries';
import { warmFormatters } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { preferencesStore } from '@/lib/preferences';
import { queryClient } from '@/lib/query-client';
import { pageChunks } from './page-chunks';
import { START_FRAME, START_ROUTES, type StartRoute } from './start-routes';

/** The first queries of the pages whose first calls the URL path alone gives, as each page declares them. */
const FIRST_QUERIES: Partial<Record<StartRoute['page'], (params: Record<string, string | undefined>) => FirstQuery[]>> = {
  dashboard: dashboardFirstQueries,
  problem: ({ problemId = '' }) => problemFirstQueries(problemId),
};

export function preloadSignedInRoute(pathname: string) {
  // The profile check may have ended the session (a deleted account, a changed password) while this chunk
  // loaded: then nothing is fetched, since calls without a token are not the page's to make.
  if (!storage.readToken()) return;
  for (const route of START_ROUTES) {
    const match = route.patterns.map((pattern) => matchPath(pattern, pathname)).find(Boolean);
    if (!match) continue;
    if (route.adminOnly && !storage.readUser()?.is_admin) return;
    void pageChunks[START_FRAME]();
    void pageChunks[route.page]();
    void i18n.loadNamespaces(route.namespace);
    const firstQueries = FIRST_QUERIES[route.page];
    if (firstQueries) startFirstQueries(queryClient, firstQueries(match.params));
    // While all that is on its way, the main thread is free: the dates and numbers the page will show get their
    // formatters now, in small tasks, rather than inside the page's first render.
    warmFormatters(preferencesStore.get().language);
    return;
  }
}
