// How busy the database's connections are, for the operator's metrics. What that means differs by engine:
// - Postgres: the pool's connections (DATABASE_POOL_SIZE) — open, in use by a query or transaction, and requests
//   waiting for one (waiting for long ends in the pool's timeout, answered 429).
// - PGlite: one connection inside the process that runs one statement or transaction at a time; the rest queue
//   behind it. "Busy" is whether it is working, "waiting" how many calls are queued for it.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface PoolUse {
  /** The most connections there can be (Postgres: DATABASE_POOL_SIZE; PGlite: 1). */
  size: number;
  /** Connections open now. */
  open: number;
  /** Connections running a query or holding a transaction. */
  busy: number;
  /** Calls waiting for a connection. */
  waiting: number;
}

export function postgresPoolUse(pool: pg.Pool, max: number): () => PoolUse {
  return () => ({ size: max, open: pool.totalCount, busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
}

/**
 * Counts the calls in flight on a PGlite client by wrapping its public entry points (drizzle's queries and
 * transactions come through these; PGlite queues them on its own mutexes, which it does not expose).
 */
export function countPgliteWork(client: PGlite): () => PoolUse {
  let inFlight = 0;
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = target[name].bind(client);
    target[name] = async (...args: unknown[]) => {
      inFlight++;
      try {
        return await original(...args);
      } finally {
        inFlight--;
      }
    };
  }
  return () => ({ size: 1, open: 1, busy: Math.min(1, inFlight), waiting: Math.max(0, inFlight - 1) });
}
