// A database too busy to answer in time is a moment's overload, not a fault of the server: a burst that leaves no
// pooled connection free within its wait (pg-pool's connectionTimeoutMillis), Postgres out of connections, a
// statement stopped by statement_timeout or a lock it could not get. Such a request is answered 429 with
// Retry-After (the contract has no 503; every operation declares 429), so the client waits and tries again
// instead of reporting an internal error.

/** pg-pool's message when no connection came free within connectionTimeoutMillis. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
/** too_many_connections, cannot_connect_now, lock_not_available. */
const BUSY_CODES = new Set(['53300', '57P03', '55P03']);
/** query_canceled is also a cancel on request; only the statement timeout's is overload. */
const STATEMENT_TIMEOUT = { code: '57014', message: 'statement timeout' };

/** Seconds a client should wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/** Whether the error, or any of its causes (drizzle wraps the driver's), is the database being overloaded. */
export function isOverload(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (error.message === POOL_TIMEOUT) return true;
  if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
  if (code === STATEMENT_TIMEOUT.code && error.message.includes(STATEMENT_TIMEOUT.message)) return true;
  return isOverload(error.cause, depth + 1);
}
