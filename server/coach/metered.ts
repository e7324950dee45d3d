// A provider whose every call is reported to the meter: which method, which provider, how it went and how long it
// took. createCoach wraps the model and the embedded coach apart, so a model call that fails and the embedded
// coach's answer in its place are two reports (model: timeout, embedded: ok).
import type { CoachOutcome, CoachProvider, Meter } from '../metrics/meter.ts';
import { CoachUnavailable, type Coach, type CoachMethod } from './types.ts';

const METHODS: CoachMethod[] = ['analyse', 'hint', 'optimise', 'smartPlan', 'insights'];

function outcomeOf(error: unknown): CoachOutcome {
  return error instanceof CoachUnavailable ? error.reason : 'error';
}

export function meterCoach(coach: Coach, provider: CoachProvider, meter: Meter | undefined): Coach {
  if (!meter) return coach;
  // Built afresh rather than spread: a coach may be a class instance whose methods live on its prototype.
  const metered: Coach = { ...coach, issueName: (key) => coach.issueName(key) };
  for (const method of METHODS) {
    const call = coach[method].bind(coach) as (input: never) => Promise<unknown>;
    (metered as unknown as Record<CoachMethod, unknown>)[method] = async (input: never) => {
      const started = performance.now();
      try {
        const answer = await call(input);
        meter.coachCall(method, provider, 'ok', (performance.now() - started) / 1000);
        return answer;
      } catch (error) {
        meter.coachCall(method, provider, outcomeOf(error), (performance.now() - started) / 1000);
        throw error;
      }
    };
  }
  return metered;
}
