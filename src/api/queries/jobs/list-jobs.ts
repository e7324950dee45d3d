// GET /jobs?kind=: the latest jobs of a kind (how a page finds the job to follow), polled while the latest runs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { jobKeys, type JobKind } from './keys';
import { JOB_POLL_MS, pollWhileRunning } from './poll';

export const jobsQuery = (kind: JobKind) =>
  queryOptions({
    queryKey: jobKeys.list(kind),
    queryFn: ({ signal }) => unwrap(api.GET('/jobs', { params: { query: { kind } }, signal })),
    refetchInterval: (query) => pollWhileRunning(query.state.data?.items[0]),
  });

/** `poll`: ask again meanwhile whatever the latest job's state (while a call that starts one is under way). */
export function useJobs(kind: JobKind, options: { poll?: boolean } = {}) {
  const base = jobsQuery(kind);
  return useQuery({ ...base, refetchInterval: options.poll ? JOB_POLL_MS : base.refetchInterval });
}
