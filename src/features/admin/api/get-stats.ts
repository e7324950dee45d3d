import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys } from './keys';

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/stats', { signal })),
  });

export const useAdminStats = () => useQuery(adminStatsQuery());
