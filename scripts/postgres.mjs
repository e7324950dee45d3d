#!/usr/bin/env node
// A throwaway Postgres (Debian's postgresql) for the tests: initdb + pg_ctl in a temporary directory on a free
// loopback port, trust authentication, gone when stopped. As root, the server runs as the `postgres` user
// (Postgres refuses to run as root).
//   node scripts/postgres.mjs -- <command…>   runs the command with TEST_DATABASE_URL set, then stops Postgres
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './ports.mjs';

/** Debian keeps the server programs out of PATH, under /usr/lib/postgresql/<version>/bin. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error("Postgres is not installed (Debian: apt-get install postgresql); .ci/run installs it");
  const dir = mkdtempSync(join(tmpdir(), 'algocoach-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (program, args) => {
    const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // fsync off: a test database need not survive a power cut, and it makes every commit much faster.
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The same database over its Unix socket: no loopback TCP stack on each query's way (the benchmark's choice). */
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const separator = process.argv.indexOf('--');
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  if (command.length === 0) {
    console.error('usage: node scripts/postgres.mjs -- <command…>');
    process.exit(2);
  }
  const pg = await startPostgres();
  console.log(`Postgres for the tests at ${pg.url}`);
  let status = 1;
  try {
    status = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } }).status ?? 1;
  } finally {
    pg.stop();
  }
  process.exit(status);
}
