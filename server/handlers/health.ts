// The health tag: readiness, for load balancers and deploy scripts (liveness is /healthz, outside the contract).
import { open, type Handlers } from '../http/handler.ts';
import type { Readiness } from '../http/readiness.ts';

export function healthHandlers(readiness: Readiness): Handlers {
  return {
    getReadiness: open<'getReadiness'>(() => readiness.check()),
  };
}
