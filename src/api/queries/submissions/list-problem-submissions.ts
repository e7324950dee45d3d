// GET /submissions/problem/{id}: the learner's submissions of one problem; a non-empty list means "already submitted".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys } from './keys';

export const problemSubmissionsQuery = (problemId: string) =>
  queryOptions({
    queryKey: submissionKeys.ofProblem(problemId),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/problem/{id}', { params: { path: { id: problemId } }, signal })),
  });

export const useProblemSubmissions = (problemId: string) => useQuery(problemSubmissionsQuery(problemId));
