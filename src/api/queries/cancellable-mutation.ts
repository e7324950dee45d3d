// The one way a slow call the user starts (the AI's analysis, hints, optimisation, smart plan and insights) is
// run: a mutation whose request the user can cancel, and which is cancelled when its screen goes away. A cancel
// puts the mutation back to idle, so a cancelled call shows neither progress nor an error.
import { useCallback, useEffect, useRef } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function useCancellableMutation<TData, TVariables>(
  call: (variables: TVariables, signal: AbortSignal) => Promise<TData>,
  options: Omit<UseMutationOptions<TData, unknown, TVariables>, 'mutationFn'> = {},
) {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    ...options,
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
