// GET /progress/charts/score-trend: the daily average score over the last `days` days (the dashboard's 30-day
// card and the progress page's chart share it).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { SCORE_TREND_DEFAULT_DAYS } from '@/lib/constants';
import { progressKeys } from './keys';

export const scoreTrendQuery = (days: number = SCORE_TREND_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: progressKeys.scoreTrend(days),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/charts/score-trend', { params: { query: { days } }, signal })),
    // Another range keeps the previous chart on screen while it loads, so the section does not jump.
    placeholderData: keepPreviousData,
  });

export const useScoreTrend = (days: number = SCORE_TREND_DEFAULT_DAYS) => useQuery(scoreTrendQuery(days));
