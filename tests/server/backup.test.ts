// `npm run backup` and `npm run restore` (server/db/backup.ts) on the embedded database: a backup taken from the
// running server while it keeps answering writes is a consistent state that holds every write acknowledged before
// the backup began; it restores into an empty DATA_DIR only, and a server started on the restored directory has the
// data (accounts, their passwords and sessions). The same command backs up a stopped database.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../scripts/server-process.mjs';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** One of the npm scripts (`backup`, `restore`), as `npm run` starts it; never throws: the exit code is returned. */
async function cli(script: 'backup' | 'restore', args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const PASSWORD = 'Passw0rdDemo';
const env = (dataDir: string) => ({ DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1', DATABASE_URL: '' });
const register = (base: string, i: number) =>
  fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` },
    body: JSON.stringify({ username: `backup_${i}`, email: `backup_${i}@example.com`, password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 }),
  });
const login = (base: string, i: number) =>
  fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${i % 250}` }, body: JSON.stringify({ username: `backup_${i}`, password: PASSWORD }) });

/** The code of a login's refusal: `email_not_verified` is told only to whoever gives the account's password. */
const loginCode = async (base: string, i: number) => ((await (await login(base, i)).json()) as { code?: string }).code;

describe('backup and restore of the embedded database', () => {
  it('round trip: a backup while the server runs and writes, restored into a fresh DATA_DIR, serves the data', async () => {
    const root = mkdtempSync(join(tmpdir(), 'algocoach-backup-'));
    dirs.push(root);
    const dataDir = join(root, 'data');
    const file = join(root, 'algocoach.tar.gz');
    const server = await startServerProcess({ env: env(dataDir) });
    // Writes all along: registrations one after another, each acknowledged (201) or a failure of the test.
    let acknowledged = 0;
    const tokens: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const answer = await register(server.base, i);
        expect(answer.status).toBe(201);
        tokens.push(((await answer.json()) as { access_token: string }).access_token);
        acknowledged = i + 1;
      }
    })();
    try {
      while (acknowledged < 3) await new Promise((resolve) => setTimeout(resolve, 100));
      const before = acknowledged;
      const backup = await cli('backup', [file], dataDir);
      const after = acknowledged;
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/made by the running server/);
      console.log(`backup while writing: ${backup.stdout.trim()} (${before} registrations acknowledged before it, ${after} by its end)`);
      stop = true;
      await writer;

      // It is no partial file, and the server served on (and still answers).
      expect(existsSync(`${file}.partial`)).toBe(false);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);

      // Restore refuses a directory with anything in it, and says why.
      const refused = await cli('restore', [file], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not empty');

      expect(await server.stop()).toBe(0);
      // Stopped, the same command takes the directory and makes the backup itself.
      const stopped = await cli('backup', [join(root, 'stopped.tar.gz')], dataDir);
      expect(stopped.code).toBe(0);
      expect(stopped.stdout).toMatch(/made by the stopped database/);
      // What is not a backup is refused, and DATA_DIR is left as empty as it was.
      const junk = join(root, 'junk.tar.gz');
      writeFileSync(junk, 'not a backup');
      const target = join(root, 'target');
      mkdirSync(target);
      const notBackup = await cli('restore', [junk], target);
      expect(notBackup.code).toBe(1);
      expect(notBackup.stderr).toContain('is not a backup');
      expect(readdirSync(target)).toEqual([]);
      // No database to back up: a clear message.
      const none = await cli('backup', [join(root, 'none.tar.gz')], join(root, 'nothing'));
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('There is no embedded database');

      const fresh = join(root, 'restored');
      const restored = await cli('restore', [file], fresh);
      expect(restored.code).toBe(0);
      console.log(`restore: ${restored.stdout.trim()}`);
      // A consistent state: every registration acknowledged before the backup began, and none the writer did not
      // make (at most the one in flight as it ended may be in it, unacknowledged).
      const users = Number(/: (\d+) users?/.exec(restored.stdout)?.[1]);
      expect(users).toBeGreaterThanOrEqual(before);
      expect(users).toBeLessThanOrEqual(after + 1);

      const again = await startServerProcess({ env: env(fresh) });
      try {
        // The first and the last account acknowledged before the backup are there with their passwords (an account
        // not yet verified hears so only with the right one) and their sessions (the installation's token secret is
        // in the database too).
        for (const i of [0, before - 1]) {
          expect(await loginCode(again.base, i)).toBe('email_not_verified');
          const me = await fetch(`${again.base}/api/v1/auth/me`, { headers: { authorization: `Bearer ${tokens[i]}` } });
          expect(me.status).toBe(200);
          expect(((await me.json()) as { username: string }).username).toBe(`backup_${i}`);
        }
        // One the backup cannot have had is not.
        expect(await loginCode(again.base, after + 5)).toBe('invalid_credentials');
      } finally {
        expect(await again.stop()).toBe(0);
      }
    } finally {
      stop = true;
      await writer.catch(() => {});
      await server.stop();
    }
  }, 300_000);
});
