// The embedded coach: everything answered on this machine, without a network — the code analyser for complexity,
// findings and techniques; the catalogue's hint texts (or texts written from tags); rules for plans and insights.
// A failure inside it (a grammar that will not load, a bug) becomes CoachUnavailable('error'), never a crash.
// The code analyser runs where `analyser` says: the server gives its worker pool; tests and scripts may leave the
// default, the caller's own thread.
import { inThreadAnalyser, type CodeAnalyser } from '../analyser/runner.ts';
import { CoachUnavailable, type Coach, type CoachLogger } from '../types.ts';
import { analyse } from './analyse.ts';
import { hint } from './hints.ts';
import { insights } from './insights.ts';
import { issueName } from './names.ts';
import { optimise } from './optimise.ts';
import { smartPlan } from './plan.ts';

export function createEmbeddedCoach(options: { logger?: CoachLogger; analyser?: CodeAnalyser } = {}): Coach {
  const log = options.logger;
  const analyser = options.analyser ?? inThreadAnalyser;
  // Logs the method, the outcome and the duration — never the input or the answer.
  async function guarded<T>(method: string, run: () => T | Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      const answer = await run();
      log?.info({ coach: 'embedded', method, outcome: 'ok', ms: Date.now() - started }, 'coach: embedded coach answered');
      return answer;
    } catch (error) {
      const name = error instanceof Error ? error.name : 'error';
      log?.warn({ coach: 'embedded', method, outcome: 'error', error: name, ms: Date.now() - started }, 'coach: embedded coach failed');
      if (error instanceof CoachUnavailable) throw error;
      throw new CoachUnavailable('error', `embedded coach: ${method} failed (${name})`);
    }
  }

  return {
    analyse: (input) => guarded('analyse', () => analyse(input, analyser)),
    hint: (input) => guarded('hint', () => hint(input)),
    optimise: (input) => guarded('optimise', () => optimise(input, analyser)),
    smartPlan: (input) => guarded('smartPlan', () => smartPlan(input)),
    insights: (input) => guarded('insights', () => insights(input)),
    issueName,
  };
}
