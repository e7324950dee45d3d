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
import { i18n } from '@/lib/i18n';
import { paths, PROBLEM_ROUTE } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { pageChunks } from './page-chunks';

interface Preload {
  pattern: string;
  chunk: () => Promise<unknown>;
  namespace: string;
  adminOnly?: boolean;
  /** The page's first queries, as the page declares them (only pages whose first calls the URL path alone gives). */
  firstQueries?: (params: Record<string, string | undefined>) => FirstQuery[];
}

const PRELOADS: Preload[] = [
  {
    pattern: paths.dashboard,
    chunk: pageChunks.dashboard,
    namespace: 'dashboard',
    firstQueries: dashboardFirstQueries,
  },
  {
    pattern: PROBLEM_ROUTE,
    chunk: pageChunks.problem,
    namespace: 'practice',
    firstQueries: ({ problemId = '' }) => problemFirstQueries(problemId),
  },
  { pattern: paths.problems, chunk: pageChunks.problems, namespace: 'problems' },
  { pattern: paths.progress, chunk: pageChunks.progress, namespace: 'progress' },
  { pattern: paths.history, chunk: pageChunks.history, namespace: 'history' },
  { pattern: paths.settings, chunk: pageChunks.settings, namespace: 'settings' },
  { pattern: paths.admin, chunk: pageChunks.admin, namespace: 'admin', adminOnly: true },
];

export function preloadSignedInRoute(pathname: string) {
  // The profile check may have ended the session (a deleted account, a changed password) while this chunk
  // loaded: then nothing is fetched, since calls without a token are not the page's to make.
  if (!storage.readToken()) return;
  const target = pathname === paths.home ? paths.dashboard : pathname;
  for (const preload of PRELOADS) {
    const match = matchPath(preload.pattern, target);
    if (!match) continue;
    if (preload.adminOnly && !storage.readUser()?.is_admin) return;
    void pageChunks.appLayout();
    void preload.chunk();
    void i18n.loadNamespaces(preload.namespace);
    if (preload.firstQueries) startFirstQueries(queryClient, preload.firstQueries(match.params));
    return;
  }
}
