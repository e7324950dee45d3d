// PUT /submissions/{id}/rating: the learner's own rating of how a submission went; the server schedules the
// problem's next review again and answers the review as it now stands.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';
import { submissionKeys } from './keys';

export const rateSubmission = ({ submissionId, rating }: { submissionId: string; rating: Schemas['ReviewRating'] }) =>
  unwrap(api.PUT('/submissions/{id}/rating', { params: { path: { id: submissionId } }, body: { rating } }));

export function useRateSubmission(problemId: string, submissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: Schemas['ReviewRating']) => rateSubmission({ submissionId, rating }),
    onSuccess: (review) => {
      // The problem page shows the new rating and date at once, from the answer itself.
      client.setQueryData(submissionKeys.ofProblem(problemId), (old: Schemas['ProblemSubmissions'] | undefined) =>
        old ? { ...old, items: old.items.map((item) => (item.submission_id === submissionId ? { ...item, review } : item)) } : old,
      );
      client.setQueryData(submissionKeys.detail(submissionId), (old: Schemas['Submission'] | undefined) => (old ? { ...old, review } : old));
      // The history's lists show it when next shown.
      void client.invalidateQueries({ queryKey: submissionKeys.all, refetchType: 'none' });
    },
  });
}
