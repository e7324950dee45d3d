import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys } from './keys';

export const getSubmissionQuery = (id: string) =>
  queryOptions({
    queryKey: submissionKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/{id}', { params: { path: { id } }, signal })),
  });

export const useSubmission = (id: string) => useQuery(getSubmissionQuery(id));
