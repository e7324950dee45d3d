// Start-up with a stored session: the signed-in frame, the page's code, its texts and its first data are all
// fetched at once, alongside the profile check, instead of one after another as each part renders (the chain
// /auth/me → layout → page → texts → data put the largest paint well past 1.5 s at 4× CPU slowdown).
// Loaded as its own chunk only when a session is stored, so the account pages' first load does not carry it.
// Data fetched here lands in the query cache under the pages' own keys; if the session turns out to be
// invalid, ending it clears that cache (session.ts), and a 401 here ends it like any other call's.
import { matchPath } from 'react-router-dom';
import { storage } from '@/api/storage';
import { dailyChallengeQuery } from '@/api/queries/daily-challenge';
import { dashboardQuery } from '@/features/dashboard/api/get-dashboard';
import { scoreTrendQuery } from '@/features/dashboard/api/get-score-trend';
import { todayPlanQuery } from '@/features/dashboard/api/get-today-plan';
import { problemQuery } from '@/features/practice/api/get-problem';
import { problemDescriptionQuery } from '@/features/practice/api/get-problem-description';
import { problemSubmissionsQuery } from '@/features/practice/api/get-problem-submissions';
import { supportedLanguagesQuery } from '@/api/queries/supported-languages';
import { i18n } from '@/lib/i18n';
import { paths, PROBLEM_ROUTE } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { pageChunks } from './page-chunks';

interface Preload {
  pattern: string;
  chunk: () => Promise<unknown>;
  namespace: string;
  adminOnly?: boolean;
  /** The calls the page makes as soon as it renders (those whose parameters the URL path alone gives). */
  data?: (params: Record<string, string | undefined>) => void;
}

const PRELOADS: Preload[] = [
  {
    pattern: paths.dashboard,
    chunk: pageChunks.dashboard,
    namespace: 'dashboard',
    data: () => {
      void queryClient.prefetchQuery(todayPlanQuery());
      void queryClient.prefetchQuery(dashboardQuery());
      void queryClient.prefetchQuery(scoreTrendQuery());
      void queryClient.prefetchQuery(dailyChallengeQuery());
    },
  },
  {
    pattern: PROBLEM_ROUTE,
    chunk: pageChunks.problem,
    namespace: 'practice',
    data: ({ problemId = '' }) => {
      void queryClient.prefetchQuery(problemQuery(problemId));
      void queryClient.prefetchQuery(problemDescriptionQuery(problemId));
      void queryClient.prefetchQuery(problemSubmissionsQuery(problemId));
      void queryClient.prefetchQuery(supportedLanguagesQuery());
    },
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
    preload.data?.(match.params);
    return;
  }
}
