/**
 * How the coach has code analysed, and what comes back. The analyser itself (`analyseCode`, index.ts) is a pure
 * function; where it runs is the caller's choice: the server runs it in a pool of processes with a time
 * budget (pool.ts), tests and scripts may run it in their own thread (`inThreadAnalyser`). Either way the answer is
 * an outcome, never an exception, so that the coach can always answer: when the analysis could not be had, it
 * answers from a rough estimate and says why.
 */
import { analyseCode } from './index.ts';
import type { CodeAnalysis } from './analysis.ts';
import type { AnalysedLanguage } from './types.ts';

/**
 * Why an analysis could not be had, as the contract's `estimate.reason` names it:
 * - `time_budget`: the analysis ran past its budget, or waited too long for a worker, or found the queue full;
 * - `analyser_failed`: the worker crashed, ran out of memory or threw, or the pool was closed.
 */
export type AnalysisFailure = 'time_budget' | 'analyser_failed';

/** What happened, for the logs (never shown to the learner). */
export type FailureDetail = 'ran_too_long' | 'waited_too_long' | 'queue_full' | 'crashed' | 'out_of_memory' | 'threw' | 'closed';

export type AnalysisOutcome = { ok: true; analysis: CodeAnalysis } | { ok: false; reason: AnalysisFailure; detail: FailureDetail };

export interface CodeAnalyser {
  analyse(code: string, language: AnalysedLanguage): Promise<AnalysisOutcome>;
}

/** In the caller's thread, with no time budget: for tests and scripts, never for the server's requests. */
export const inThreadAnalyser: CodeAnalyser = {
  async analyse(code, language) {
    try {
      return { ok: true, analysis: await analyseCode(code, language) };
    } catch {
      return { ok: false, reason: 'analyser_failed', detail: 'threw' };
    }
  },
};
