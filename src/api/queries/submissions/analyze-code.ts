// POST /submissions/analyze (AI, up to 60 s): cancellable, and cancelled when the page is left.
import { api, unwrap, type Schemas } from '@/api/client';
import { timeoutFor } from '@/api/timeouts';
import { useCancellableMutation } from '../cancellable-mutation';

export const analyzeCode = (body: Schemas['AnalyzeRequest'], signal?: AbortSignal) => unwrap(api.POST('/submissions/analyze', { body, signal }));

/** How long the client waits for the AI (the contract's x-timeout-ms), for the progress shown meanwhile. */
export const ANALYZE_CODE_TIMEOUT_MS = timeoutFor('POST', '/submissions/analyze');

export const useAnalyzeCode = () => useCancellableMutation(analyzeCode);
