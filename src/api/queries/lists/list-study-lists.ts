// GET /lists: every study list with the learner's progress (the problem list's list filter, the goal form).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listKeys } from './keys';

export const studyListsQuery = () =>
  queryOptions({
    queryKey: listKeys.lists(),
    queryFn: ({ signal }) => unwrap(api.GET('/lists', { signal })),
  });

export const useStudyLists = () => useQuery(studyListsQuery());
