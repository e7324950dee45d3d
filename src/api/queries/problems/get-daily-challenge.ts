// GET /problems/daily/challenge, shown on the dashboard and above the problem list. "No challenge today" (404:
// the catalogue is empty) is not a failure: it becomes `null`, so both screens say so the same way.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapOrNone } from '@/api/client';
import { problemKeys } from './keys';

export const dailyChallengeQuery = () =>
  queryOptions({
    queryKey: problemKeys.dailyChallenge(),
    queryFn: ({ signal }) => unwrapOrNone(api.GET('/problems/daily/challenge', { signal }), ['not_found']),
    // One problem a day: no need to ask again on every visit.
    staleTime: 10 * 60 * 1000,
  });

export const useDailyChallenge = () => useQuery(dailyChallengeQuery());
