// GET /progress/difficulty: solved and attempted per difficulty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { progressKeys } from './keys';

export const difficultyProgressQuery = () =>
  queryOptions({
    queryKey: progressKeys.difficulty(),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/difficulty', { signal })),
  });

export const useDifficultyProgress = () => useQuery(difficultyProgressQuery());
