// Every operation's handler, by operationId.
import type { Handlers } from '../http/handler.ts';
import type { Readiness } from '../http/readiness.ts';
import type { Services } from '../services/index.ts';
import { adminHandlers } from './admin.ts';
import { authHandlers } from './auth.ts';
import { healthHandlers } from './health.ts';
import { interviewHandlers } from './interviews.ts';
import { jobHandlers } from './jobs.ts';
import { listHandlers } from './lists.ts';
import { planHandlers } from './plans.ts';
import { problemHandlers } from './problems.ts';
import { progressHandlers } from './progress.ts';
import { submissionHandlers } from './submissions.ts';

export function allHandlers(services: Services, readiness: Readiness): Handlers {
  return {
    ...authHandlers(services),
    ...adminHandlers(services),
    ...problemHandlers(services),
    ...submissionHandlers(services),
    ...planHandlers(services),
    ...progressHandlers(services),
    ...interviewHandlers(services),
    ...listHandlers(services),
    ...healthHandlers(readiness),
    ...jobHandlers(services),
  };
}
