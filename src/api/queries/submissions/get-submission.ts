// GET /submissions/{id}: one submission with its code and whole analysis.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys } from './keys';

export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: submissionKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/{id}', { params: { path: { id } }, signal })),
  });

export const useSubmission = (id: string) => useQuery(submissionQuery(id));
