// GET /progress/dashboard: the figures a learner checks in the morning and the latest submissions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { progressKeys } from './keys';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: progressKeys.dashboard(),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/dashboard', { signal })),
  });

export const useDashboard = () => useQuery(dashboardQuery());
