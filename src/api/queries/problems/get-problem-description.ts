// GET /problems/{id}/description: the statement (untrusted HTML, sanitised where it is shown).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './keys';

export const problemDescriptionQuery = (id: string) =>
  queryOptions({
    queryKey: problemKeys.description(id),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/{id}/description', { params: { path: { id } }, signal })),
  });

export const useProblemDescription = (id: string) => useQuery(problemDescriptionQuery(id));
