// The event-loop guard: when this process's event loop falls behind (its mean delay over a sample past the limit),
// new API requests are refused at once with the contract's 503, Retry-After and error body, before any work is
// done on them (so a client may safely send them again), instead of queueing without bound while every answer
// gets slower. @fastify/under-pressure measures the delay; this module decides what is refused and how.
// /healthz (liveness) and the built client's files are never refused: an overloaded process is not a dead one.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the guard refuses API requests right now. */
    refusesForPressure(): boolean;
  }
}

/** Seconds an overloaded process asks a client to wait. */
export const PRESSURE_RETRY_AFTER_SECONDS = 2;

export interface PressureOptions {
  /** Mean event-loop delay (ms) over a sample above which requests are refused; 0 turns the guard off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (ms). */
  sampleIntervalMs?: number;
}

export async function registerPressureGuard(app: FastifyInstance, apiPrefix: string, { maxEventLoopDelayMs, sampleIntervalMs = 500 }: PressureOptions) {
  // Armed two samples after the app is ready: the start itself (contract compiled, catalogue written; on PGlite
  // every query runs on this thread) keeps the loop busy, and a sample that saw no tick at all reads as infinite
  // delay, which would refuse the first requests of a process that is idle by then.
  let armed = false;
  // A sample in which the loop never ticked (under-pressure reads it as infinite delay) was one long task, over by
  // the time a request is read: the loop is free again, so it refuses nothing. A loop that stays behind ticks late
  // in every sample, and that is what is refused.
  const behind = () => {
    const delay = app.memoryUsage().eventLoopDelay;
    return armed && Number.isFinite(delay) && delay > maxEventLoopDelayMs;
  };
  app.decorate('refusesForPressure', () => maxEventLoopDelayMs > 0 && behind());
  if (maxEventLoopDelayMs <= 0) return;
  app.addHook('onReady', async () => {
    setTimeout(() => (armed = true), 2 * sampleIntervalMs).unref();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    retryAfter: PRESSURE_RETRY_AFTER_SECONDS,
    // A rejection goes to the app's error handler, which answers the ApiProblem like any other (body, headers).
    pressureHandler: async (request: FastifyRequest) => {
      if (!behind() || !request.url.startsWith(`${apiPrefix}/`)) return; // served as usual
      request.log.warn({ path: request.url.split('?')[0] }, 'event loop behind: answered 503');
      throw new ApiProblem(503, 'service_unavailable', 'serverBusy', { 'retry-after': String(PRESSURE_RETRY_AFTER_SECONDS) });
    },
  });
}
