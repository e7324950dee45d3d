// A new embedded database is created by a short-lived process of its own (server/db/pglite-initdb-apart.ts):
// PGlite keeps the memory of its initdb for as long as the database is open, ~430 MiB of WASM memory here, which
// the server would otherwise carry from its first start on.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openPglite } from '../../server/db/connection.ts';
import { initdbApart } from '../../server/db/pglite-initdb-apart.ts';

const MiB = 2 ** 20;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'algocoach-initdb-'));
  dirs.push(dir);
  return dir;
};

it('a first start on an empty data directory does not keep initdb in the server process', async () => {
  const dataDir = scratch();
  const before = process.memoryUsage().external;
  const database = await openPglite(dataDir);
  try {
    // Opened, migrated and answering; what it holds is Postgres's memory alone (~200 MiB), not initdb's beside it.
    await database.ping();
    expect((process.memoryUsage().external - before) / MiB).toBeLessThan(400);
  } finally {
    await database.close();
  }
}, 60_000);

it('leaves an existing database alone, and says why when one cannot be created', async () => {
  const dataDir = scratch();
  // A directory with Postgres's version file is a database: no process is started to create one over it.
  mkdirSync(join(dataDir, 'db'));
  writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '18\n');
  await initdbApart(dataDir);
  expect(existsSync(join(dataDir, 'db', 'base'))).toBe(false);
  const file = join(dataDir, 'a-file');
  writeFileSync(file, '');
  const failed = await initdbApart(file).then(() => null, (error: Error) => error.message);
  // One line: the cause, not the process's stack.
  expect(failed).toMatch(/^creating the embedded database in .*a-file\/db failed \(exit code 1\): [^\n]+$/);
}, 60_000);
