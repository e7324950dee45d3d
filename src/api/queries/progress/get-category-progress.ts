// GET /progress/categories: solved and attempted per category.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { progressKeys } from './keys';

export const categoryProgressQuery = () =>
  queryOptions({
    queryKey: progressKeys.categories(),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/categories', { signal })),
  });

export const useCategoryProgress = () => useQuery(categoryProgressQuery());
