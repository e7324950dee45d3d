// GET /submissions/: one page of the learner's submissions, filtered and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys, type ListSubmissionsQuery } from './keys';

export const listSubmissionsQuery = (query: ListSubmissionsQuery) =>
  queryOptions({
    queryKey: submissionKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/', { params: { query }, signal })),
    // Keep the previous page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useSubmissions = (query: ListSubmissionsQuery) => useQuery(listSubmissionsQuery(query));
