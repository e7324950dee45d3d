// The coach the services use. Without `ai`, the embedded coach answers everything. With `ai`, the model answers
// and the embedded coach stands in whenever the model cannot (CoachUnavailable: timeout, refusal, 429, 5xx,
// network, malformed output) — an analysis then says `provider: 'embedded'`. Only when the embedded coach itself
// cannot answer does CoachUnavailable reach the caller.
//
// Time budget: `timeoutMs` (default 55 000 ms, inside the client's 60 s), or the method's own in `timeouts`,
// bounds a whole call, fallback included. The model gets the budget minus a reserve for the embedded answer (a
// tenth of it, at most 2 s). A smart plan the embedded coach made in the model's place says so (`fallback`).
import type { CodeAnalyser } from './analyser/runner.ts';
import { createEmbeddedCoach } from './embedded/index.ts';
import { meterCoach } from './metered.ts';
import { createModelCoach, DEFAULT_TIMEOUT_MS } from './model/index.ts';
import type { Meter } from '../metrics/meter.ts';
import { CoachUnavailable, type Coach, type CoachLogger, type CoachMethod } from './types.ts';

export { CoachUnavailable } from './types.ts';
export type * from './types.ts';
export { ALGORITHM_PATTERNS, ISSUE_KEYS, ISSUE_NAMES, PATTERN_NAMES, issueName, patternName } from './embedded/names.ts';
export { createEmbeddedCoach } from './embedded/index.ts';
export { createModelCoach } from './model/index.ts';

export interface CoachOptions {
  /** An OpenAI-compatible endpoint (config.ai); absent: the embedded coach only. */
  ai?: { baseUrl: string; apiKey?: string; model: string };
  /** The most a coach call may take, fallback included (default 55 000 ms). */
  timeoutMs?: number;
  /** Per method, where it differs from `timeoutMs`. */
  timeouts?: Partial<Record<CoachMethod, number>>;
  logger?: CoachLogger;
  /** Where the embedded coach's code analysis runs (the server: its worker pool); by default the caller's thread. */
  analyser?: CodeAnalyser;
  /** Where each call of each provider is reported (the operator's metrics); none by default. */
  meter?: Meter;
}

export function createCoach(options: CoachOptions = {}): Coach {
  const embedded = meterCoach(createEmbeddedCoach({ logger: options.logger, ...(options.analyser ? { analyser: options.analyser } : {}) }), 'embedded', options.meter);
  if (!options.ai) return embedded;
  const methods: CoachMethod[] = ['analyse', 'hint', 'optimise', 'smartPlan', 'insights'];
  const modelBudget = (method: CoachMethod) => {
    const total = options.timeouts?.[method] ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    return total - Math.min(2_000, Math.floor(total / 10));
  };
  const model = meterCoach(
    createModelCoach({
      ...options.ai,
      timeouts: Object.fromEntries(methods.map((m) => [m, modelBudget(m)])),
      logger: options.logger,
      ...(options.analyser ? { analyser: options.analyser } : {}),
    }),
    'model',
    options.meter,
  );
  const log = options.logger;

  function withFallback<I, O>(method: CoachMethod, primary: (input: I) => Promise<O>, fallback: (input: I) => Promise<O>): (input: I) => Promise<O> {
    return async (input: I) => {
      try {
        return await primary(input);
      } catch (error) {
        const reason = error instanceof CoachUnavailable ? error.reason : 'error';
        log?.warn({ coach: 'fallback', method, reason }, 'coach: the model could not answer, the embedded coach answers instead');
        return fallback(input);
      }
    };
  }

  return {
    analyse: withFallback('analyse', model.analyse, embedded.analyse),
    hint: withFallback('hint', model.hint, embedded.hint),
    optimise: withFallback('optimise', model.optimise, embedded.optimise),
    smartPlan: withFallback('smartPlan', model.smartPlan, async (input) => ({ ...(await embedded.smartPlan(input)), fallback: true })),
    insights: withFallback('insights', model.insights, embedded.insights),
    issueName: embedded.issueName,
  };
}
