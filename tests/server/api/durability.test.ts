// Killed with SIGKILL in the middle of a burst of registrations, the server restarts with every account it
// confirmed and no half-made one (a user without its registration record or its verification code).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../scripts/server-process.mjs';
import { openDatabase } from '../../../server/db/connection.ts';
import { freshDatabase, POSTGRES_URL } from '../helpers/databases.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh data directory, and on Postgres a database of its own (the helper makes it; `close` drops it). */
async function freshEnvironment(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `algocoach-${name}-`));
  dirs.push(dataDir);
  const pgDatabase = POSTGRES_URL ? await freshDatabase() : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, JWT_SECRET: `${name}-secret-`.padEnd(40, 'x') };
  if (pgDatabase?.url) env.DATABASE_URL = pgDatabase.url;
  return { dataDir, pgDatabase, env };
}

describe('durability', () => {
  it('keeps every confirmed registration and no half-made account across a SIGKILL', async () => {
    const { dataDir, pgDatabase, env } = await freshEnvironment('durability');
    const first = await startServerProcess({ env });
    const confirmed: string[] = [];
    let attempted = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const username = `burst_${w}_${i}`;
        attempted++;
        const answer = await fetch(`${first.base}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Passw0rdDemo', learning_goal: 'skill_improvement', daily_study_time: 30 }),
        }).catch(() => undefined);
        if (answer?.status === 201) confirmed.push(username);
        else if (answer) expect(answer.status).toBe(201);
        else return;
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (confirmed.length < 30) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await first.exited;

    // It starts again on the same data (the embedded database's lock of the dead process is taken over).
    const second = await startServerProcess({ env });
    const login = await fetch(`${second.base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: confirmed[0], password: 'Passw0rdDemo' }) });
    expect((await login.json()).code).toBe('email_not_verified');
    expect(await second.stop()).toBe(0);

    const database = pgDatabase ?? (await openDatabase({ databaseUrl: undefined, dataDir }));
    try {
      const rows = (await database.db.execute(sql`
        select u.username,
               exists (select 1 from activity a where a.actor_id = u.id and a.kind = 'user_registered') as recorded,
               exists (select 1 from verification_codes c where c.user_id = u.id) as has_code
        from users u`)) as unknown as { rows: Array<{ username: string; recorded: boolean; has_code: boolean }> };
      const stored = new Set(rows.rows.map((r) => r.username));
      expect(confirmed.filter((name) => !stored.has(name))).toEqual([]);
      expect(rows.rows.filter((r) => !r.recorded || !r.has_code)).toEqual([]);
      expect(attempted).toBeGreaterThan(confirmed.length);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('on SIGTERM finishes the requests in flight, then exits cleanly', async () => {
    const { pgDatabase, env } = await freshEnvironment('shutdown');
    const { child, base, exited } = await startServerProcess({ env });
    // Twenty connections open first (a request still connecting at the signal is not in flight: it is refused).
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/healthz`)));
    // Password hashing keeps each registration busy for a while: twenty are still being worked on at the signal.
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      fetch(`${base}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `late_${i}`, email: `late${i}@example.com`, password: 'Passw0rdDemo', learning_goal: 'skill_improvement', daily_study_time: 30 }),
      }).then((r) => r.status, (error: Error) => error.message),
    );
    await new Promise((r) => setTimeout(r, 80));
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array(20).fill(201));
    expect(await exited).toBe(0);
    await pgDatabase?.close();
  }, 60_000);
});
