// PUT /lists/goal and DELETE /lists/goal: the learner picks a list, a finish date and minutes, or stops. Plans
// take their new problems from the list from now on, so today's plan is stale too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Schemas } from '@/api/client';
import { planKeys } from '../plans/keys';
import { listKeys } from './keys';

export function useSetStudyGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['StudyGoalRequest']) => unwrap(api.PUT('/lists/goal', { body })),
    onSuccess: (status) => {
      client.setQueryData(listKeys.goal(), status);
      void client.invalidateQueries({ queryKey: planKeys.all, refetchType: 'none' });
    },
  });
}

export function useClearStudyGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/lists/goal')),
    onSuccess: () => {
      client.setQueryData(listKeys.goal(), { goal: null });
      void client.invalidateQueries({ queryKey: planKeys.all, refetchType: 'none' });
    },
  });
}
