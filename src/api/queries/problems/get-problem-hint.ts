// GET /problems/{id}/hint (AI, up to 60 s): asked for on purpose, one level at a time, so a cancellable
// mutation rather than a cached query.
import { api, unwrap } from '@/api/client';
import type { operations } from '@/api/schema';
import { timeoutFor } from '@/api/timeouts';
import { useCancellableMutation } from '../cancellable-mutation';

export type HintQuery = NonNullable<operations['getProblemHint']['parameters']['query']>;

export interface HintVariables {
  problemId: string;
  query: HintQuery;
}

export const getProblemHint = ({ problemId, query }: HintVariables, signal?: AbortSignal) =>
  unwrap(api.GET('/problems/{id}/hint', { params: { path: { id: problemId }, query }, signal }));

/** How long the client waits for the AI (the contract's x-timeout-ms), for the progress shown meanwhile. */
export const PROBLEM_HINT_TIMEOUT_MS = timeoutFor('GET', '/problems/{id}/hint');

export const useProblemHint = () => useCancellableMutation(getProblemHint);
