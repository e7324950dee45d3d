// The one way a slow call the user starts (the AI's analysis, hints, optimisation, smart plan and insights) is
// run: a mutation whose request the user can cancel, and which is cancelled when its screen goes away. A cancel
// puts the mutation back to idle, so a cancelled call shows neither progress nor an error. Each of these calls
// uses the learner's daily AI allowance, so what is left is read again once one has answered.
import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { authKeys } from './auth/keys';

export function useCancellableMutation<TData, TVariables>(
  call: (variables: TVariables, signal: AbortSignal) => Promise<TData>,
  options: Omit<UseMutationOptions<TData, unknown, TVariables>, 'mutationFn'> = {},
) {
  const client = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    ...options,
    onSettled: (...settled) => {
      void client.invalidateQueries({ queryKey: authKeys.aiAllowance() });
      return options.onSettled?.(...settled);
    },
    mutationFn: (variables: TVariables) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      return call(variables, current.signal);
    },
  });
  const { reset } = mutation;
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    reset();
  }, [reset]);
  return { ...mutation, cancel };
}
