// GET /interviews/current: the learner's running session with the time left on the server's clock, or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { interviewKeys } from './keys';

export const currentInterviewQuery = () =>
  queryOptions({
    queryKey: interviewKeys.current(),
    queryFn: ({ signal }) => unwrap(api.GET('/interviews/current', { signal })),
  });

export const useCurrentInterview = () => useQuery(currentInterviewQuery());
