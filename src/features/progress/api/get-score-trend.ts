import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { progressKeys } from './progress-keys';

export const scoreTrendQuery = (days: number) =>
  queryOptions({
    queryKey: progressKeys.scoreTrend(days),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/charts/score-trend', { params: { query: { days } }, signal })),
  });

/** Keeps the previous range's chart on screen while another range loads, so the section does not jump. */
export const useScoreTrend = (days: number) => useQuery({ ...scoreTrendQuery(days), placeholderData: keepPreviousData });
