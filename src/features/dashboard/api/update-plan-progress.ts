import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';
import { dashboardKeys, planKeys } from './keys';

export interface PlanProgressVariables {
  planId: string;
  update: Schemas['PlanProgressUpdate'];
}

export function updatePlanProgress({ planId, update }: PlanProgressVariables) {
  return unwrap(api.PUT('/plans/{id}', { params: { path: { id: planId } }, body: update }));
}

/** Marks a plan problem done / not done; the answer is the plan with its counts, which replaces today's plan. */
export function useUpdatePlanProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePlanProgress,
    onSuccess: (plan) => {
      client.setQueryData(planKeys.today(), plan);
      void client.invalidateQueries({ queryKey: dashboardKeys.figures() });
      void client.invalidateQueries({ queryKey: [...planKeys.all, 'list'] });
    },
  });
}
