// GET /admin/activity/recent: the latest events of the platform, in the reading admin's language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { RECENT_ACTIVITY_DEFAULT_LIMIT } from '@/lib/constants';
import { adminKeys } from './keys';

export const recentActivityQuery = (limit: number = RECENT_ACTIVITY_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: adminKeys.activity(limit),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/activity/recent', { params: { query: { limit } }, signal })),
  });

export const useRecentActivity = (limit?: number) => useQuery(recentActivityQuery(limit));
