// GET /problems/: one page of the catalogue.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys, type ListProblemsQuery } from './keys';

export const listProblemsQuery = (query: ListProblemsQuery) =>
  queryOptions({
    queryKey: problemKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/', { params: { query }, signal })),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProblems = (query: ListProblemsQuery, enabled = true) => useQuery({ ...listProblemsQuery(query), enabled });
