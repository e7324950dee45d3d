// GET /admin/stats: the platform's figures.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys } from './keys';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/stats', { signal })),
  });

export const useAdminStats = () => useQuery(adminStatsQuery());
