// GET /interviews/current: the learner's running session with the time left on the server's clock, or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { interviewKeys } from './keys';
import { INTERVIEW_POLL_MS } from './poll';

export const currentInterviewQuery = () =>
  queryOptions({
    queryKey: interviewKeys.current(),
    queryFn: ({ signal }) => unwrap(api.GET('/interviews/current', { signal })),
    // A session given up or finished in another tab shows as ended here too.
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.session ? INTERVIEW_POLL_MS : false),
  });

export const useCurrentInterview = () => useQuery(currentInterviewQuery());
