// Talks to LeetCode's public GraphQL API politely: one request at a time, at most N a second, a timeout on each,
// retries with exponential backoff and jitter on 429, 5xx and network errors (Retry-After honoured), at most four
// attempts. Time, sleeping, randomness and fetch are handed in, so that the tests run instantly and offline.
import { ENDPOINTS, LeetcodeAnswerError, listRequest, parseList, parseStatement, statementRequest, type GraphqlRequest, type RemotePage, type Site } from './queries.ts';
import type { RemoteStatement } from './mapping.ts';

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<Response>;
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface ClientOptions {
  site: Site;
  fetch: FetchLike;
  clock: () => Date;
  sleep: Sleep;
  /** 0 ≤ random() < 1, for the jitter. */
  random: () => number;
  /** Default 2. */
  requestsPerSecond?: number;
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 4 (the first try and three retries). */
  maxAttempts?: number;
  /** The first retry waits about this long, then twice as long each time (default 1 s, at most 30 s). */
  backoffMs?: number;
  signal?: AbortSignal;
  /** Awaited before each attempt (the sync renews its claim on the run there, as retries may take a while). */
  beforeAttempt?: () => Promise<void>;
  /**
   * Sent with every request on top of the client's own: a learner's history import signs in with their cookie
   * here. Never part of an error's message (errors name the operation and the status only).
   */
  headers?: Record<string, string>;
}

/** A browser's, since LeetCode's front door turns away clients that do not look like one. */
export const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const MAX_BACKOFF_MS = 30_000;
/** Retry-After beyond this is not waited for: the run fails and resumes at the next call. */
const MAX_RETRY_AFTER_MS = 30_000;

/** LeetCode could not be reached or kept failing: the run stops with its place kept. */
export class LeetcodeUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LeetcodeUnavailableError';
  }
}

/** The caller's time is up (the next request or wait would end after its deadline): not a failure. */
export class DeadlineReached extends Error {
  constructor() {
    super('deadline reached');
    this.name = 'DeadlineReached';
  }
}

/** Sleeps on real timers; resolves early (without error) when the signal aborts. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/**
 * Spaces requests at least 1/N s apart (N requests a second), measured on the clock handed in. One caller at a
 * time (the sync sends one request after another), so a single "next free slot" is the whole bucket.
 */
export class RateLimiter {
  private next = Number.NEGATIVE_INFINITY;
  private readonly intervalMs: number;

  constructor(
    requestsPerSecond: number,
    private readonly clock: () => Date,
    private readonly sleep: Sleep,
  ) {
    this.intervalMs = 1000 / requestsPerSecond;
  }

  /** Waits for the next slot; throws DeadlineReached instead when the slot lies past `deadline`. */
  async take(deadline = Number.POSITIVE_INFINITY, signal?: AbortSignal): Promise<void> {
    const now = this.clock().getTime();
    const at = Math.max(now, this.next);
    if (at > deadline) throw new DeadlineReached();
    this.next = at + this.intervalMs;
    if (at > now) await this.sleep(at - now, signal);
  }
}

export interface LeetcodeClient {
  readonly site: Site;
  /** One page of the problem list, from `skip`. */
  list(skip: number, limit: number, deadline?: number): Promise<RemotePage>;
  /** A problem's statement and (leetcode.cn) its Chinese title; null when LeetCode gives none. */
  statement(slug: string, deadline?: number): Promise<(RemoteStatement & { titleZh: string | null }) | null>;
  /** Any other query: its answer, parsed by `parse` (which throws LeetcodeAnswerError on a shape it does not know). */
  query<T>(request: GraphqlRequest, parse: (answer: unknown) => T, deadline?: number): Promise<T>;
  /** Requests sent so far (attempts included). */
  readonly requests: number;
}

export function createLeetcodeClient(options: ClientOptions): LeetcodeClient {
  const { site, clock, sleep, random, signal } = options;
  const endpoint = ENDPOINTS[site];
  const limiter = new RateLimiter(options.requestsPerSecond ?? 2, clock, sleep);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoffMs = options.backoffMs ?? 1000;
  let requests = 0;

  async function send(request: GraphqlRequest, deadline: number): Promise<unknown> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      await limiter.take(deadline, signal);
      await options.beforeAttempt?.();
      requests++;
      const remaining = deadline - clock().getTime();
      const timeout = AbortSignal.timeout(Math.max(1, Math.min(timeoutMs, remaining)));
      let waitMs: number | undefined;
      try {
        const response = await options.fetch(endpoint.graphql, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'user-agent': USER_AGENT,
            referer: endpoint.referer,
            origin: endpoint.origin,
            ...options.headers,
          },
          body: JSON.stringify(request),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (response.ok) {
          try {
            return await response.json();
          } catch {
            throw new LeetcodeAnswerError(`leetcode.${site} answered ${request.operationName} with something that is not JSON`);
          }
        }
        await response.body?.cancel().catch(() => {});
        if (response.status !== 429 && response.status < 500) {
          throw new LeetcodeUnavailableError(`leetcode.${site} refused ${request.operationName} with HTTP ${response.status}`, response.status);
        }
        lastProblem = `HTTP ${response.status}`;
        waitMs = retryAfterMs(response.headers.get('retry-after'), clock());
        if (waitMs !== undefined && waitMs > MAX_RETRY_AFTER_MS) {
          throw new LeetcodeUnavailableError(`leetcode.${site} asked to wait ${Math.round(waitMs / 1000)} s before ${request.operationName}`, response.status);
        }
      } catch (error) {
        if (error instanceof LeetcodeAnswerError || error instanceof LeetcodeUnavailableError) throw error;
        if (signal?.aborted) throw signal.reason ?? error;
        // The deadline cut the request short: the caller stops here and the run goes on later.
        if (timeout.aborted && remaining < timeoutMs) throw new DeadlineReached();
        lastProblem = timeout.aborted ? `no answer within ${Math.round(timeoutMs / 1000)} s` : `network error (${error instanceof Error ? error.message : String(error)})`;
      }
      if (attempt === maxAttempts) break;
      // 1 s, 2 s, 4 s… with ±50 % jitter, or what Retry-After asks if that is longer.
      const backoff = Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** (attempt - 1)) * (0.5 + random());
      const wait = Math.max(backoff, waitMs ?? 0);
      if (clock().getTime() + wait > deadline) throw new DeadlineReached();
      await sleep(wait, signal);
    }
    throw new LeetcodeUnavailableError(`leetcode.${site} failed ${request.operationName} ${maxAttempts} times (last: ${lastProblem})`);
  }

  return {
    site,
    get requests() {
      return requests;
    },
    async list(skip, limit, deadline = Number.POSITIVE_INFINITY) {
      return parseList(site, await send(listRequest(site, skip, limit), deadline));
    },
    async statement(slug, deadline = Number.POSITIVE_INFINITY) {
      return parseStatement(site, slug, await send(statementRequest(site, slug), deadline));
    },
    async query(request, parse, deadline = Number.POSITIVE_INFINITY) {
      return parse(await send(request, deadline));
    },
  };
}
