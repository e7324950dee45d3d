// GET /problems/search: the best matches for a text, ranked by relevance (no paging or sorting).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys, type SearchProblemsQuery } from './keys';

export const searchProblemsQuery = (query: SearchProblemsQuery) =>
  queryOptions({
    queryKey: problemKeys.search(query),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/search', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const useSearchProblems = (query: SearchProblemsQuery, enabled = true) => useQuery({ ...searchProblemsQuery(query), enabled });
