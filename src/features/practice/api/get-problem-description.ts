import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { practiceKeys } from './keys';

export const problemDescriptionQuery = (id: string) =>
  queryOptions({
    queryKey: practiceKeys.description(id),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/{id}/description', { params: { path: { id } }, signal })),
  });

export const useProblemDescription = (id: string) => useQuery(problemDescriptionQuery(id));
