// GET /interviews/{id}: one session; its debrief once ended (written in the request's language, hence the key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { interviewKeys } from './keys';

export const interviewQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: [...interviewKeys.session(id), language],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/interviews/{id}', { params: { path: { id } }, headers: { 'accept-language': language }, signal })),
  });

export const useInterview = (id: string, language: string) => useQuery(interviewQuery(id, language));
