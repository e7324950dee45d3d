// `npm run admin`: the operator's way to grant and revoke admin rights. Usage goes to stdout for --help (a request
// for help is no error) and to stderr with exit 2 for anything it does not know; a change shows in the activity feed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { PASSWORD, testServer } from './helpers/test-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'algocoach-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'cli-test-secret-cli-test-secret-0123456' },
  });

describe('npm run admin', () => {
  it('prints its usage on stdout and exits 0 when asked for help', () => {
    for (const flag of ['--help', '-h', 'help']) {
      const run = admin(flag);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^usage: npm run admin -- grant <username>/);
      expect(run.stderr).toBe('');
    }
  });

  it('refuses a command it does not know, or one without its username, with exit 2 and the usage on stderr', () => {
    for (const args of [['frobnicate'], ['grant'], []]) {
      const run = admin(...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/usage: npm run admin/);
      expect(run.stdout).toBe('');
    }
  });

  it('puts a grant and a revoke made from the command line in the activity feed, saying where they came from', { timeout: 180_000 }, async () => {
    const seed = await testServer({ database: await openDatabase({ databaseUrl: undefined, dataDir }) });
    await seed.signUp('owner', { language: 'en' });
    await seed.signUp('helper');
    await seed.close();

    expect(admin('grant', 'helper')).toMatchObject({ status: 0, stdout: 'helper is now an admin.\n' });
    expect(admin('revoke', 'HELPER')).toMatchObject({ status: 0 });
    expect(admin('grant', 'nobody').status).toBe(1);

    const t = await testServer({ database: await openDatabase({ databaseUrl: undefined, dataDir }) });
    try {
      const owner = await t.call('POST', '/auth/login', { body: { username: 'owner', password: PASSWORD } });
      expect(owner.status).toBe(200);
      const feed = await t.call('GET', '/admin/activity/recent?limit=5', { token: owner.body.access_token });
      expect(feed.status).toBe(200);
      const lines = (feed.body.items as { description: string }[]).map((entry) => entry.description);
      expect(lines.slice(0, 2)).toEqual(["helper's admin rights were revoked from the command line", 'helper was granted admin rights from the command line']);
    } finally {
      await t.close();
    }
  });
});
