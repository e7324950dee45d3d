// GET /interviews: the learner's ended sessions with their times (the progress page lists them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { interviewKeys } from './keys';

export const interviewsQuery = (limit = 20) =>
  queryOptions({
    queryKey: interviewKeys.list(limit),
    queryFn: ({ signal }) => unwrap(api.GET('/interviews', { params: { query: { limit } }, signal })),
  });

export const useInterviews = (limit = 20) => useQuery(interviewsQuery(limit));
