// PUT /plans/{id}: marks a plan problem done or not done; the answer is the plan with its counts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';
import { adoptTodayPlan } from './get-today-plan';

export interface PlanProgressVariables {
  planId: string;
  update: Schemas['PlanProgressUpdate'];
}

export const updatePlanProgress = ({ planId, update }: PlanProgressVariables) =>
  unwrap(api.PUT('/plans/{id}', { params: { path: { id: planId } }, body: update }));

export function useUpdatePlanProgress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePlanProgress, onSuccess: (plan) => adoptTodayPlan(client, plan) });
}
