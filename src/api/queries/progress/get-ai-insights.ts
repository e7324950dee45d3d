// GET /progress/ai-insights (AI, up to 60 s, and an AI call's cost): asked for on demand with a button, so a
// cancellable mutation rather than a query that runs when the page opens.
import { api, unwrap, type Schemas } from '@/api/client';
import { timeoutFor } from '@/api/timeouts';
import { useCancellableMutation } from '../cancellable-mutation';

export const getAiInsights = (language: Schemas['UiLanguage'], signal?: AbortSignal) =>
  unwrap(api.GET('/progress/ai-insights', { params: { query: { user_language: language } }, signal }));

/** How long the client waits for the AI (the contract's x-timeout-ms), for the progress shown meanwhile. */
export const AI_INSIGHTS_TIMEOUT_MS = timeoutFor('GET', '/progress/ai-insights');

export const useAiInsights = () => useCancellableMutation(getAiInsights);
