import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { practiceKeys } from './keys';

/** The user's submissions of one problem; a non-empty list means "already submitted". */
export const problemSubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: practiceKeys.submissions(id),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/problem/{id}', { params: { path: { id } }, signal })),
  });

export const useProblemSubmissions = (id: string) => useQuery(problemSubmissionsQuery(id));
