// DELETE /submissions/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys } from './keys';

export const deleteSubmission = (id: string) => unwrap(api.DELETE('/submissions/{id}', { params: { path: { id } } }));

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubmission,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: submissionKeys.detail(id) });
      // A deleted submission changes more than the submissions (dashboard, progress, plans, problem status):
      // mark everything stale, which refetches what is on screen now and the rest when it is next shown.
      await queryClient.invalidateQueries();
    },
  });
}
