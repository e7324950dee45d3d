// GET /jobs/{id}: one job's progress, polled while it runs (TanStack Query's refetchInterval).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { jobKeys } from './keys';
import { pollWhileRunning } from './poll';

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.job(id),
    queryFn: ({ signal }) => unwrap(api.GET('/jobs/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (query) => pollWhileRunning(query.state.data),
  });

export const useJob = (id: string | undefined) => useQuery({ ...jobQuery(id ?? ''), enabled: Boolean(id) });
