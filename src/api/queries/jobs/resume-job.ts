// POST /jobs/{id}/resume: the job goes on from where it stopped; polling starts again as it runs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { jobKeys } from './keys';

export const resumeJob = (id: string) => unwrap(api.POST('/jobs/{id}/resume', { params: { path: { id } } }));

export function useResumeJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeJob,
    onSuccess: (job) => {
      client.setQueryData(jobKeys.job(job.id), job);
      void client.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}
