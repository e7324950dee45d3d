// GET /notes: the learner's own notes containing some words (the problem list's and the history's note search).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './keys';

export const searchNotesQuery = (q: string) =>
  queryOptions({
    queryKey: problemKeys.noteSearch(q),
    queryFn: ({ signal }) => unwrap(api.GET('/notes', { params: { query: { q, limit: 10 } }, signal })),
    // The next words keep the last results on screen while they load.
    placeholderData: keepPreviousData,
  });

/** Asks only once there is something to look for. */
export const useSearchNotes = (q: string) => useQuery({ ...searchNotesQuery(q), enabled: q.length > 0 });
