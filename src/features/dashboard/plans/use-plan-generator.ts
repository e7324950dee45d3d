// Generates today's plan: quick, or smart (AI) with cancel; when the smart one fails for any reason but a
// cancel, it falls back to a quick plan with the same options by itself (product-spec §8) and says so. The
// server may also answer a smart plan its rules picked because the AI model did not answer (`fallback`): that
// is said too. Run as every slow AI call is (useCancellableMutation): cancellable, and cancelled when the
// dashboard goes away.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/api/client';
import { isAbort } from '@/api/errors';
import { useCancellableMutation } from '@/api/queries/cancellable-mutation';
import { generatePlan } from '@/api/queries/plans/generate-plan';
import { generateSmartPlan } from '@/api/queries/plans/generate-smart-plan';
import { adoptTodayPlan } from '@/api/queries/plans/get-today-plan';

export type GeneratorPhase = 'quick' | 'smart' | 'fallback';
/** Why the plan is not the AI's: the smart call failed (a quick plan instead), or the server's rules stood in. */
export type PlanFallback = 'quick' | 'rules';

export interface GeneratorRun {
  quick: Schemas['PlanGenerateRequest'];
  smart?: Schemas['SmartPlanRequest'];
}

export function usePlanGenerator() {
  const client = useQueryClient();
  const [phase, setPhase] = useState<GeneratorPhase>('quick');
  const [fallback, setFallback] = useState<PlanFallback | null>(null);

  const generate = useCancellableMutation(
    async ({ quick, smart }: GeneratorRun, signal: AbortSignal) => {
      if (smart) {
        setPhase('smart');
        try {
          const plan = await generateSmartPlan(smart, signal);
          if (plan.fallback) setFallback('rules');
          return plan;
        } catch (smartError) {
          if (signal.aborted || isAbort(smartError)) throw smartError;
          setFallback('quick');
          setPhase('fallback');
        }
      } else {
        setPhase('quick');
      }
      return generatePlan(quick, signal);
    },
    {
      onMutate: () => setFallback(null),
      onSuccess: (plan) => adoptTodayPlan(client, plan),
    },
  );

  const { mutate } = generate;
  const run = useCallback((request: GeneratorRun) => mutate(request), [mutate]);
  const dismissFallback = useCallback(() => setFallback(null), []);
  const error = generate.isError && !isAbort(generate.error) ? generate.error : null;

  return { phase, running: generate.isPending, error, fallback, run, cancel: generate.cancel, dismissFallback };
}
