import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './problem-keys';
import { toSearchQuery, type ProblemFilters } from '../filters';

// Only what the server uses is part of the key, so paging or sorting does not search again.
const searchPart = (filters: ProblemFilters): ProblemFilters => ({ ...filters, page: 1, sort: 'frontend_id', order: 'asc', tags: [] });

export const searchProblemsQuery = (filters: ProblemFilters) =>
  queryOptions({
    queryKey: problemKeys.search(searchPart(filters)),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/search', { params: { query: toSearchQuery(filters) }, signal })),
  });

export const useSearchProblems = (filters: ProblemFilters, enabled = true) =>
  useQuery({ ...searchProblemsQuery(filters), enabled, placeholderData: keepPreviousData });
