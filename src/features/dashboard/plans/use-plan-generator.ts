// Generates today's plan: quick, or smart (AI) with cancel; when the smart one fails for any reason but a
// cancel, it falls back to a quick plan with the same options by itself (product-spec §8) and says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/api/client';
import { isAbort } from '@/api/errors';
import { generateQuickPlan, generateSmartPlan } from '../api/generate-plan';
import { dashboardKeys, planKeys } from '../api/keys';

export type GeneratorPhase = 'quick' | 'smart' | 'fallback';

export interface GeneratorRun {
  quick: Schemas['PlanGenerateRequest'];
  smart?: Schemas['SmartPlanRequest'];
}

export function usePlanGenerator() {
  const client = useQueryClient();
  const [phase, setPhase] = useState<GeneratorPhase | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** The smart failure that made us fall back to a quick plan (shown as a warning). */
  const [fallbackCause, setFallbackCause] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const adopt = useCallback(
    (plan: Schemas['Plan']) => {
      client.setQueryData(planKeys.today(), plan);
      void client.invalidateQueries({ queryKey: dashboardKeys.figures() });
      void client.invalidateQueries({ queryKey: [...planKeys.all, 'list'] });
    },
    [client],
  );

  const run = useCallback(
    async ({ quick, smart }: GeneratorRun) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setError(null);
      setFallbackCause(null);
      try {
        if (smart) {
          setPhase('smart');
          try {
            adopt(await generateSmartPlan(smart, current.signal));
            return;
          } catch (smartError) {
            if (current.signal.aborted || isAbort(smartError)) return;
            setFallbackCause(smartError);
            setPhase('fallback');
          }
        } else {
          setPhase('quick');
        }
        adopt(await generateQuickPlan(quick, current.signal));
      } catch (quickError) {
        if (current.signal.aborted || isAbort(quickError)) return;
        setError(quickError);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setPhase(null);
        }
      }
    },
    [adopt],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setPhase(null);
  }, []);

  const dismissFallback = useCallback(() => setFallbackCause(null), []);

  return { phase, running: phase !== null, error, fallbackCause, run, cancel, dismissFallback };
}
