// POST /jobs/{id}/cancel: the job stops with its place kept; its answer is the job as it is now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { jobKeys } from './keys';

export const cancelJob = (id: string) => unwrap(api.POST('/jobs/{id}/cancel', { params: { path: { id } } }));

export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => {
      client.setQueryData(jobKeys.job(job.id), job);
      void client.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}
