// GET /submissions/stats/overview: totals, scores, this week, per language and per score.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys } from './keys';

export const submissionStatsQuery = () =>
  queryOptions({
    queryKey: submissionKeys.stats(),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/stats/overview', { signal })),
  });

export const useSubmissionStats = () => useQuery(submissionStatsQuery());
