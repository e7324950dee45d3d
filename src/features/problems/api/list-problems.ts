import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './problem-keys';
import { toListQuery, type ProblemFilters } from '../filters';

export const listProblemsQuery = (filters: ProblemFilters) =>
  queryOptions({
    queryKey: problemKeys.list(filters),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/', { params: { query: toListQuery(filters) }, signal })),
  });

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const useProblems = (filters: ProblemFilters, enabled = true) =>
  useQuery({ ...listProblemsQuery(filters), enabled, placeholderData: keepPreviousData });
