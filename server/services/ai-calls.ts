// Every call to the coach goes through here: what the coach cannot answer becomes the contract's 500
// `ai_unavailable` (the client has its text and, for plans, falls back to a quick plan).
import { CoachUnavailable } from '../coach/types.ts';
import { ApiProblem } from '../errors.ts';
import type { ServiceContext } from './context.ts';

export function createAiCalls(ctx: ServiceContext) {
  return {
    async run<T>(what: string, call: () => Promise<T>): Promise<T> {
      const started = Date.now();
      try {
        return await call();
      } catch (error) {
        if (error instanceof CoachUnavailable) {
          ctx.log.warn({ ai: what, reason: error.reason, ms: Date.now() - started }, 'the coach could not answer');
          throw new ApiProblem(500, 'ai_unavailable');
        }
        throw error;
      }
    },
  };
}

export type AiCalls = ReturnType<typeof createAiCalls>;
