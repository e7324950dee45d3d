// POST /interviews: starts a session; it becomes the current one, and its problems' pages read again (they now
// hide what the interview hides).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';
import { problemKeys } from '@/api/queries/problems/keys';
import { interviewKeys } from './keys';

export const startInterview = (body: Schemas['InterviewStartRequest']) => unwrap(api.POST('/interviews', { body }));

export function useStartInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startInterview,
    onSuccess: (session) => {
      client.setQueryData(interviewKeys.current(), { session });
      void client.invalidateQueries({ queryKey: problemKeys.all });
    },
  });
}
