// GET /problems/{id}: one problem's facts (the problem page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './keys';

export const problemQuery = (id: string) =>
  queryOptions({
    queryKey: problemKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/{id}', { params: { path: { id } }, signal })),
  });

export const useProblem = (id: string) => useQuery(problemQuery(id));
