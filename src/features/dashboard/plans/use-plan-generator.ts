// Generates today's plan: quick, or smart (AI) with cancel; when the smart one fails for any reason but a
// cancel, it falls back to a quick plan with the same options by itself (product-spec §8) and says so. Run as
// every slow AI call is (useCancellableMutation): cancellable, and cancelled when the dashboard goes away.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/api/client';
import { isAbort } from '@/api/errors';
import { useCancellableMutation } from '@/api/queries/cancellable-mutation';
import { generatePlan } from '@/api/queries/plans/generate-plan';
import { generateSmartPlan } from '@/api/queries/plans/generate-smart-plan';
import { adoptTodayPlan } from '@/api/queries/plans/get-today-plan';

export type GeneratorPhase = 'quick' | 'smart' | 'fallback';

export interface GeneratorRun {
  quick: Schemas['PlanGenerateRequest'];
  smart?: Schemas['SmartPlanRequest'];
}

export function usePlanGenerator() {
  const client = useQueryClient();
  const [phase, setPhase] = useState<GeneratorPhase>('quick');
  /** The smart failure that made us fall back to a quick plan (shown as a warning). */
  const [fallbackCause, setFallbackCause] = useState<unknown>(null);

  const generate = useCancellableMutation(
    async ({ quick, smart }: GeneratorRun, signal: AbortSignal) => {
      if (smart) {
        setPhase('smart');
        try {
          return await generateSmartPlan(smart, signal);
        } catch (smartError) {
          if (signal.aborted || isAbort(smartError)) throw smartError;
          setFallbackCause(smartError);
          setPhase('fallback');
        }
      } else {
        setPhase('quick');
      }
      return generatePlan(quick, signal);
    },
    {
      onMutate: () => setFallbackCause(null),
      onSuccess: (plan) => adoptTodayPlan(client, plan),
    },
  );

  const { mutate } = generate;
  const run = useCallback((request: GeneratorRun) => mutate(request), [mutate]);
  const dismissFallback = useCallback(() => setFallbackCause(null), []);
  const error = generate.isError && !isAbort(generate.error) ? generate.error : null;

  return { phase, running: generate.isPending, error, fallbackCause, run, cancel: generate.cancel, dismissFallback };
}
