// POST /interviews/{id}/end: gives up; the session is no longer current, and its problems show whole again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from '@/api/queries/problems/keys';
import { interviewKeys } from './keys';

export const endInterview = (id: string) => unwrap(api.POST('/interviews/{id}/end', { params: { path: { id } } }));

export function useEndInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endInterview,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: interviewKeys.all });
      void client.invalidateQueries({ queryKey: problemKeys.all });
    },
  });
}
