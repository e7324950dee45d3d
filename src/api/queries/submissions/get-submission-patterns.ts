// GET /submissions/analysis/patterns: the techniques the learner uses and the issues the AI keeps finding.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys } from './keys';

export const submissionPatternsQuery = () =>
  queryOptions({
    queryKey: submissionKeys.patterns(),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/analysis/patterns', { signal })),
  });

export const useSubmissionPatterns = () => useQuery(submissionPatternsQuery());
