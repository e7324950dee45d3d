// GET /lists/{id}: one list's problems in order, each with the learner's status or `missing`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listKeys } from './keys';

export const studyListQuery = (id: string) =>
  queryOptions({
    queryKey: listKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/lists/{id}', { params: { path: { id } }, signal })),
  });

export const useStudyList = (id: string | undefined) => useQuery({ ...studyListQuery(id ?? ''), enabled: Boolean(id) });
