// `npm run migrate-to-postgres` (server/db/copy-to-postgres.ts): the embedded database moved into a new Postgres
// database has every row of every table (the counts the triggers keep included, not counted twice), its serial
// columns continue past the copied values, and a database that already has accounts is refused.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresBin, startPostgres } from '../../scripts/postgres.mjs';
import { loadStarterIntoDatabase } from '../../server/catalogue/load-starter.ts';
import { openPglite, openPostgres } from '../../server/db/connection.ts';
import { mailOutbox, users } from '../../server/db/schema.ts';
import { recordActivity } from '../../server/services/activity.ts';

const run = promisify(execFile);
const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

async function migrate(dataDir: string, databaseUrl: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/migrate-to-postgres.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type Rows = Array<Record<string, unknown>>;
/** A raw query's rows on either engine (drizzle's result types differ between the two drivers). */
const rowsOf = async (database: { db: { execute(query: unknown): Promise<unknown> } }, text: string): Promise<Rows> => ((await database.db.execute(sql.raw(text))) as { rows: Rows }).rows;

/** Rows per table of the public schema. */
async function counts(query: (text: string) => Promise<Rows>): Promise<Record<string, number>> {
  const tables = (await query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) => String(r.name));
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = Number((await query(`SELECT count(*)::int AS n FROM "${table}"`))[0]!.n);
  return result;
}

describe.skipIf(!process.env.TEST_DATABASE_URL && !postgresBin())('npm run migrate-to-postgres', () => {
  it('moves every row into a new Postgres database, keeps the counts and sequences right, and refuses one with accounts', async () => {
    let serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      const postgres = await startPostgres();
      cleanups.push(() => postgres.stop());
      serverUrl = postgres.url;
    }
    const name = `algocoach_move_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const targetUrl = url.toString();

    // The embedded database with data in it: the starter catalogue (its counts kept by triggers), an account,
    // the activity feed and queued mail (serial columns).
    const dataDir = mkdtempSync(join(tmpdir(), 'algocoach-move-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const embedded = await openPglite(dataDir);
    const now = new Date('2026-11-21T02:00:00Z');
    await loadStarterIntoDatabase(embedded.db, now);
    const [user] = await embedded.db.insert(users).values({ username: 'lin_xiaoming', email: 'lin@example.com', passwordHash: 'x', emailVerified: true, preferences: { timezone: 'Asia/Shanghai' } } as typeof users.$inferInsert).returning();
    await recordActivity(embedded.db, { kind: 'user_login', actor: user! }, now);
    await embedded.db.insert(mailOutbox).values({ kind: 'verification', mail: { to: 'lin@example.com', subject: 's', text: 't', html: 'h' }, nextAttemptAt: now, expiresAt: now, createdAt: now });
    const source = await counts((text) => rowsOf(embedded, text));
    const problemCounts = await rowsOf(embedded, 'SELECT * FROM problem_counts ORDER BY 1');
    await embedded.close();
    expect(source.problems).toBeGreaterThan(50);

    const moved = await migrate(dataDir, targetUrl);
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    console.log(moved.stdout.trim().split('\n').at(-1));

    const target = await openPostgres(targetUrl, { max: 1 });
    try {
      expect(await counts((text) => rowsOf(target, text))).toEqual(source);
      // The counts the triggers keep are the source's, not counted again by the copy.
      expect(await rowsOf(target, 'SELECT * FROM problem_counts ORDER BY 1')).toEqual(problemCounts);
      const [copied] = await target.db.select().from(users);
      expect(copied).toMatchObject({ username: 'lin_xiaoming', emailVerified: true });
      // The serial columns go on after the copied rows.
      await target.db.insert(mailOutbox).values({ kind: 'verification', mail: { to: 'x@example.com', subject: 's', text: 't', html: 'h' }, nextAttemptAt: now, expiresAt: now, createdAt: now });
      await recordActivity(target.db, { kind: 'user_login', actor: copied! }, now);
    } finally {
      await target.close();
    }

    // Again into the same database: refused, nothing changed.
    const again = await migrate(dataDir, targetUrl);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has 1 account');
  }, 300_000);
});
