import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { dashboardKeys } from './keys';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.figures(),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/dashboard', { signal })),
  });

export const useDashboard = () => useQuery(dashboardQuery());
