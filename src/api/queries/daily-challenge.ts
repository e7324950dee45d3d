// GET /problems/daily/challenge, shown on the dashboard and above the problem list: one query, so both share
// its cached answer. Its key sits under `problems` so a LeetCode sync (which invalidates that prefix) refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const dailyChallengeQuery = () =>
  queryOptions({
    queryKey: ['problems', 'daily-challenge'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/problems/daily/challenge', { signal })),
    // One problem a day: no need to ask again on every visit.
    staleTime: 10 * 60 * 1000,
  });

export const useDailyChallenge = () => useQuery(dailyChallengeQuery());
