// POST /submissions/: submits analysed code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';
import { interviewKeys } from '../interviews/keys';
import { listKeys } from '../lists/keys';
import { planKeys } from '../plans/keys';
import { problemKeys } from '../problems/keys';
import { progressKeys } from '../progress/keys';
import { submissionKeys } from './keys';

export const createSubmission = (body: Schemas['SubmissionCreate']) => unwrap(api.POST('/submissions/', { body }));

export function useCreateSubmission(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: (submission) => {
      // Show "already submitted" at once, from the answer itself.
      client.setQueryData(submissionKeys.ofProblem(problemId), (old: Schemas['ProblemSubmissions'] | undefined) => ({
        items: [submission, ...(old?.items ?? [])],
        total: (old?.total ?? 0) + 1,
      }));
      // Every list of the learner's submissions is out of date; each is asked for again when next shown, this
      // problem's list included (the server's copy then replaces the one made here).
      void client.invalidateQueries({ queryKey: submissionKeys.all, refetchType: 'none' });
      // The problem's status (not started → attempted or solved) and, during an interview, whether it is still part
      // of a running session: the page asks again at once. Every list and search showing its status, when next shown.
      void client.invalidateQueries({ queryKey: problemKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: problemKeys.detail(problemId), exact: true });
      // The dashboard, the progress figures and today's plan count submissions (as after deleting one).
      void client.invalidateQueries({ queryKey: progressKeys.all });
      void client.invalidateQueries({ queryKey: planKeys.all });
      // A note folded while its problem was back for review opens once it has been submitted: ask again.
      void client.invalidateQueries({ queryKey: problemKeys.note(problemId) });
      // Submitted during an interview: the session shows it submitted (and ends once all its problems are; the
      // problem page, asked again above, then says so).
      void client.invalidateQueries({ queryKey: interviewKeys.all });
      // A study list's progress and the goal's projection count solved problems.
      void client.invalidateQueries({ queryKey: listKeys.all, refetchType: 'none' });
    },
  });
}
