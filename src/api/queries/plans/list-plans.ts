// GET /plans: past plans, newest day first, a page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { planKeys } from './keys';

export const PLAN_HISTORY_PAGE_SIZE = 10;

export const listPlansQuery = (page: number, pageSize = PLAN_HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: planKeys.list(page, pageSize),
    queryFn: ({ signal }) => unwrap(api.GET('/plans', { params: { query: { page, page_size: pageSize } }, signal })),
    placeholderData: keepPreviousData,
  });

export const usePlans = (page: number, enabled = true) => useQuery({ ...listPlansQuery(page), enabled });
