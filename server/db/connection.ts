// Opens the database the configuration names and brings its schema up to date: the embedded PGlite in
// DATA_DIR/db by default, Postgres when DATABASE_URL is set. Both are the same `Db` to the rest of the server.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseDir, dumpPglite } from './backup.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createDurablePglite } from './durable-pglite.ts';
import { initdbApart } from './pglite-initdb-apart.ts';
import { sharedRoundTrips } from './shared-round-trips.ts';
import { takeTurnsWithEventLoop } from './pglite-turns.ts';
import { countPgliteWork, postgresPoolUse, type PoolUse } from './pool-use.ts';
import * as schema from './schema.ts';

export { DatabaseInUseError } from './data-dir-lock.ts';
export type { PoolUse } from './pool-use.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: what a service step that may run inside a transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Hears `channel`'s notices (NOTIFY) from every connection and process: `onNotice` gets each payload, and
   * `onListening` says when listening starts or stops (a lost connection to Postgres is opened again).
   */
  listen(channel: string, onNotice: (payload: string) => void, onListening: (on: boolean) => void): Promise<Listener>;
  /** How busy its connections are now (the operator's metrics). */
  poolUse(): PoolUse;
  /** One round trip to the database (liveness and readiness): rejects when it does not answer. */
  ping(): Promise<void>;
  /**
   * The embedded database in DATA_DIR only: a consistent copy of its data directory (a gzipped tar), made while it
   * keeps serving (see server/db/backup.ts).
   */
  backup?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface Listener {
  /**
   * Resolves once every notice committed before the call has been handed to `onNotice` (rejects if listening was
   * lost meanwhile). Another process's change is announced at its commit, before that process answers; a request
   * that arrives here after that answer, and waits for this first, cannot miss it.
   */
  caughtUp(): Promise<void>;
}

/** PGlite calls a listener before the statement that notified returns: nothing is ever missed, nor late. */
async function listenPglite(client: PGlite, channel: string, onNotice: (payload: string) => void, onListening: (on: boolean) => void): Promise<Listener> {
  await client.listen(channel, onNotice);
  onListening(true);
  return { caughtUp: () => Promise.resolve() };
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/**
 * Planner settings for every connection:
 * - `plan_cache_mode`: every statement is planned once for any values (the generic plan) instead of again for each
 *   call's values. The server's statements are prepared once and run with many values, their plans for particular
 *   values were no better (`npm run bench:practice` EXPLAINs both and finds no sequential scan in either), and
 *   planning anew on each call was a quarter of Postgres's time for a page of the problem list.
 * - `random_page_cost`: the working set (the catalogue, a learner's rows) is in memory, where reading a page out of
 *   order costs about what reading the next one does; at the default (4, for spinning disks) the planner walked the
 *   whole catalogue in number order and dropped the other difficulties rather than read one difficulty's index
 *   (925 rows read for the fifth page of Easy problems instead of 250).
 */
const PLANNER_SETTINGS = { plan_cache_mode: 'force_generic_plan', random_page_cost: '1.1' };
const setPlannerSettings = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value};`)
  .join(' ');

async function pingPglite(query: (sql: string) => Promise<unknown>): Promise<void> {
  await query('SELECT 1');
}

/** A ping not answered in this long fails (a database that does not answer is not alive), and its connection goes. */
const PING_TIMEOUT_MS = 5000;

/**
 * Postgres is asked whether it answers on a connection of its own, opened on the first ping and again after a
 * loss: through the pool, the question would wait behind the very requests whose load it is judging (eight
 * analyses at once kept all four pooled connections busy and a ping waited 30–45 ms), and a busy pool is not a
 * dead database. Pings at the same time share one round trip.
 */
function postgresPing(url: string, options: string): { ping: () => Promise<void>; close: () => Promise<void> } {
  let current: { client: pg.Client; opened: Promise<pg.Client>; forget(): void } | undefined;
  const open = () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PING_TIMEOUT_MS, query_timeout: PING_TIMEOUT_MS, options });
    const connection = {
      client,
      opened: client.connect().then(() => client),
      // Lost, failed or timed out: the next ping opens another.
      forget() {
        if (current === connection) current = undefined;
        void client.end().catch(() => {});
      },
    };
    client.on('error', connection.forget);
    client.on('end', connection.forget);
    connection.opened.catch(connection.forget);
    return connection;
  };
  return {
    ping: sharedRoundTrips(async () => {
      const connection = (current ??= open());
      const client = await connection.opened;
      await client.query('SELECT 1').catch((error: unknown) => {
        connection.forget();
        throw error;
      });
    }),
    async close() {
      const connection = current;
      current = undefined;
      await connection?.client.end().catch(() => {});
    },
  };
}

/** A lost listening connection is opened again after this long. */
const LISTEN_RETRY_MS = 1000;
/** Several processes may start at once on one Postgres: only one migrates, the others wait for it. */
const MIGRATION_LOCK = 7_210_425_001;

/**
 * `logger` sees every query the services send, with its parameters (the benchmark EXPLAINs them);
 * `statementTimeoutMs` replaces STATEMENT_TIMEOUT_MS on Postgres (0: none, for bulk loading).
 */
export interface OpenOptions {
  logger?: Logger;
  statementTimeoutMs?: number;
}

/**
 * No statement of a request may run longer than the client waits for the whole call (15 s): a runaway one is
 * cancelled instead of holding a pooled connection and its locks after nobody waits for its answer. Migrations
 * run without it (an index built on a big table may take longer).
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

export async function openPglite(dataDir: string, { logger }: OpenOptions = {}): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    await initdbApart(dataDir);
    const client = await createDurablePglite(databaseDir(dataDir));
    const pingQuery = takeTurnsWithEventLoop(client);
    const poolUse = countPgliteWork(client);
    await client.exec(setPlannerSettings);
    const db = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      listen: (channel, onNotice, onListening) => listenPglite(client, channel, onNotice, onListening),
      poolUse,
      ping: () => pingPglite(pingQuery),
      backup: () => dumpPglite(client),
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** An in-memory PGlite (tests), optionally a clone of a migrated one. */
export async function wrapPglite(client: PGlite): Promise<Database> {
  const pingQuery = takeTurnsWithEventLoop(client);
  const poolUse = countPgliteWork(client);
  await client.exec(setPlannerSettings);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listen: (channel, onNotice, onListening) => listenPglite(client, channel, onNotice, onListening),
    poolUse,
    ping: () => pingPglite(pingQuery),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, { max = 4, logger, statementTimeoutMs = STATEMENT_TIMEOUT_MS }: { max?: number } & OpenOptions = {}): Promise<Database> {
  const options = Object.entries({ ...PLANNER_SETTINGS, statement_timeout: String(statementTimeoutMs) })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, options });
  // An idle connection that Postgres closes (a restart, a failover, an administrator) is dropped from the pool
  // and replaced on the next query; without a listener, its error would end the process.
  pool.on('error', (error) => process.emitWarning(`a Postgres connection was closed: ${error.message}`, 'DatabaseWarning'));
  const lockClient = await pool.connect();
  try {
    // Waiting for another process's migration, and migrating, may take longer than a request's statement.
    await lockClient.query('SET statement_timeout = 0');
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lockClient.query('RESET statement_timeout').catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) });
  const pinger = postgresPing(url, options);
  let closed = false;
  const listeners: Array<() => Promise<void>> = [];
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    poolUse: postgresPoolUse(pool, max),
    ping: pinger.ping,
    /** A connection of its own (a pooled one is shared between calls), opened again LISTEN_RETRY_MS after a loss. */
    async listen(channel, onNotice, onListening) {
      let current: pg.Client | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const connect = async () => {
        const client = new pg.Client({ connectionString: url, options });
        current = client;
        const lost = () => {
          if (current !== client) return; // already handled, or closed on purpose
          current = undefined;
          onListening(false);
          void client.end().catch(() => {});
          if (!closed) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
        };
        client.on('error', lost);
        client.on('end', lost);
        client.on('notification', (notice) => {
          if (notice.channel === channel && notice.payload !== undefined) onNotice(notice.payload);
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
          if (current === client) onListening(true);
        } catch {
          lost();
        }
      };
      listeners.push(async () => {
        clearTimeout(retry);
        const client = current;
        current = undefined;
        await client?.end().catch(() => {});
      });
      await connect();
      // Not listening (the connection lost, being opened again): nothing is kept meanwhile, nothing to catch up on.
      return { caughtUp: sharedRoundTrips(async () => current?.query('SELECT 1')) };
    },
    async close() {
      closed = true;
      await Promise.all([...listeners.map((stop) => stop()), pinger.close()]);
      await pool.end();
    },
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; databasePoolSize?: number; dataDir: string }, options: OpenOptions = {}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { max: config.databasePoolSize ?? 4, ...options }) : openPglite(config.dataDir, options);
}
