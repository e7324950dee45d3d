import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './problem-keys';

export const dailyChallengeQuery = () =>
  queryOptions({
    queryKey: problemKeys.daily(),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/daily/challenge', { signal })),
    staleTime: 10 * 60 * 1000,
  });

export const useDailyChallenge = () => useQuery(dailyChallengeQuery());
