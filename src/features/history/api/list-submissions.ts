import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { ListQuery } from '../history-search';
import { submissionKeys } from './keys';

export const listSubmissionsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: submissionKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/', { params: { query }, signal })),
    // Keep the previous page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useSubmissions = (query: ListQuery) => useQuery(listSubmissionsQuery(query));
