// Whether this process takes new work (GET /api/v1/readyz). It stops at the first moment of a shutdown, before
// the requests in flight are drained, so a load balancer or orchestrator polling it sends new work elsewhere while
// this process finishes what it has; liveness (/healthz) stays green meanwhile, since draining is not a fault.
import { ApiProblem } from '../errors.ts';

/** Seconds a caller refused by readiness should wait: about how long a restart of the process takes. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;

export interface Readiness {
  /** Answers `{status: 'ready'}`, or throws the contract's 503 (shutting down, or the database not answering). */
  check(): Promise<{ status: 'ready' }>;
  /** The shutdown has started: from now on the process is not ready. */
  stopTakingWork(): void;
  readonly stopping: boolean;
}

export function createReadiness(ping: () => Promise<void> = async () => {}): Readiness {
  let stopping = false;
  const notReady = (key: 'shuttingDown' | 'service_unavailable') =>
    new ApiProblem(503, 'service_unavailable', key, { 'retry-after': String(NOT_READY_RETRY_AFTER_SECONDS) });
  return {
    async check() {
      if (stopping) throw notReady('shuttingDown');
      try {
        await ping();
      } catch {
        throw notReady('service_unavailable');
      }
      // A shutdown that began while the database was asked still wins.
      if (stopping) throw notReady('shuttingDown');
      return { status: 'ready' };
    },
    stopTakingWork() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
}
