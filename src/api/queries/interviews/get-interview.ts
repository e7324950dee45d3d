// GET /interviews/{id}: one session; its debrief once ended (written in the request's language, hence the key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { interviewKeys } from './keys';
import { INTERVIEW_POLL_MS } from './poll';

export const interviewQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: [...interviewKeys.session(id), language],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/interviews/{id}', { params: { path: { id } }, headers: { 'accept-language': language }, signal })),
    // While it runs, a session given up or finished in another tab shows as ended here too (an ended one is final).
    refetchOnWindowFocus: (query) => query.state.data?.status === 'active',
    refetchInterval: (query) => (query.state.data?.status === 'active' ? INTERVIEW_POLL_MS : false),
  });

export const useInterview = (id: string, language: string) => useQuery(interviewQuery(id, language));
