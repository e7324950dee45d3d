import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';
import { practiceKeys } from './keys';

export const createSubmission = (body: Schemas['SubmissionCreate']) => unwrap(api.POST('/submissions/', { body }));

export function useCreateSubmission(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: (submission) => {
      // Show "already submitted" at once; the list from the server catches up on the next visit.
      client.setQueryData(practiceKeys.submissions(problemId), (old: Schemas['ProblemSubmissions'] | undefined) => ({
        items: [submission, ...(old?.items ?? [])],
        total: (old?.total ?? 0) + 1,
      }));
      void client.invalidateQueries({ queryKey: ['submissions'] });
    },
  });
}
