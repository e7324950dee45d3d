// GET /problems/{id}/note: the learner's own note on a problem; null when they have none (the server's 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';
import { isApiError } from '@/api/errors';
import { problemKeys } from './keys';

export const problemNoteQuery = (id: string) =>
  queryOptions({
    queryKey: problemKeys.note(id),
    queryFn: async ({ signal }): Promise<Schemas['ProblemNote'] | null> => {
      try {
        return await unwrap(api.GET('/problems/{id}/note', { params: { path: { id } }, signal }));
      } catch (error) {
        if (isApiError(error) && error.kind === 'notFound') return null;
        throw error;
      }
    },
  });

export const useProblemNote = (id: string) => useQuery(problemNoteQuery(id));
