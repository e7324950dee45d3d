// A fresh, migrated database for each test: a clone of one migrated in-memory PGlite, or, when
// TEST_DATABASE_URL names a Postgres server, a new database copied from a migrated template.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { beforeAll } from 'vitest';
import { MIGRATIONS_FOLDER, openPostgres, wrapPglite, type Database } from '../../../server/db/connection.ts';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL;
export const ENGINE = POSTGRES_URL ? 'postgres' : 'pglite';

let template: Promise<PGlite> | undefined;
function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return client;
  })();
  return template;
}

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

let pgTemplate: Promise<string> | undefined;
/** One template per test process (workers run side by side), migrated once. */
function postgresTemplate(): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `algocoach_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const migrated = await openPostgres(databaseUrl(name), { max: 1 });
    await migrated.close();
    return name;
  })();
  return pgTemplate;
}

/**
 * Every test file that uses these databases makes its template first, with time of its own (each file has its own
 * modules, so its own template). Made by the first test's hook instead, its few seconds under load could run that
 * hook out of time, and a hook that ends late still hands its server to whichever test runs next.
 */
const TEMPLATE_MS = 180_000;
beforeAll(async () => {
  await (POSTGRES_URL ? postgresTemplate() : pgliteTemplate());
}, TEMPLATE_MS);

/** `url` is set on Postgres, for a server process started on the same database. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  if (!POSTGRES_URL) return wrapPglite((await (await pgliteTemplate()).clone()) as PGlite);
  const tpl = await postgresTemplate();
  const name = `algocoach_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl}`);
  await admin.end();
  const database = await openPostgres(databaseUrl(name), { max: 5 });
  return {
    ...database,
    url: databaseUrl(name),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
