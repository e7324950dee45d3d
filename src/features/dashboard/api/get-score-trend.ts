import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { SCORE_TREND_DEFAULT_DAYS } from '@/lib/constants';
import { dashboardKeys } from './keys';

export const scoreTrendQuery = (days = SCORE_TREND_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: dashboardKeys.scoreTrend(days),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/charts/score-trend', { params: { query: { days } }, signal })),
  });

export const useScoreTrend = (days = SCORE_TREND_DEFAULT_DAYS) => useQuery(scoreTrendQuery(days));
