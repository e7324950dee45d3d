import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { dashboardKeys } from './keys';

export const dailyChallengeQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.dailyChallenge(),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/daily/challenge', { signal })),
  });

export const useDailyChallenge = () => useQuery(dailyChallengeQuery());
