// POST /submissions/optimize (AI): a better version of a submission, cancellable like every AI call.
import { api, unwrap, type Schemas } from '@/api/client';
import { timeoutFor } from '@/api/timeouts';
import { useCancellableMutation } from '../cancellable-mutation';

export const optimizeSubmission = (body: Schemas['OptimizeRequest'], signal?: AbortSignal) =>
  unwrap(api.POST('/submissions/optimize', { body, signal }));

/** How long the client waits for the AI, for the progress shown meanwhile. */
export const OPTIMIZE_SUBMISSION_TIMEOUT_MS = timeoutFor('POST', '/submissions/optimize');

export const useOptimizeSubmission = () => useCancellableMutation(optimizeSubmission);
