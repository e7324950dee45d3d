import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { practiceKeys } from './keys';

export const problemQuery = (id: string) =>
  queryOptions({
    queryKey: practiceKeys.problem(id),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/{id}', { params: { path: { id } }, signal })),
  });

export const useProblem = (id: string) => useQuery(problemQuery(id));
