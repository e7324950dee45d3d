// GET /progress/overview: solved, attempted, submissions, scores and streaks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { progressKeys } from './keys';

export const progressOverviewQuery = () =>
  queryOptions({
    queryKey: progressKeys.overview(),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/overview', { signal })),
  });

export const useProgressOverview = () => useQuery(progressOverviewQuery());
