// A new embedded database is created (Postgres's initdb) by a short-lived process of its own, and the server then
// opens it. PGlite 0.5.16 keeps initdb's WASM instance beside Postgres's for as long as the database is open: a
// server's first start on an empty DATA_DIR left it at ~800 MiB of RSS, against ~290 MiB when it opened the same
// database again (PGlite alone; measured on this 2-core machine).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { databaseDir, hasEmbeddedDatabase } from './backup.ts';

const ENTRY = fileURLToPath(new URL('./pglite-initdb.ts', import.meta.url));

/** Creates the embedded database of `dataDir` unless it has one. */
export async function initdbApart(dataDir: string): Promise<void> {
  if (hasEmbeddedDatabase(dataDir)) return;
  const dir = databaseDir(dataDir);
  // tsx by its own path: the server may run from any working directory.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, ENTRY, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-4000);
  });
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done, fail) => {
    child.once('error', fail);
    // 'close', not 'exit': by then every line it wrote to stderr has been read.
    child.once('close', (code, signal) => done({ code, signal }));
  });
  if (ended.code !== 0) throw new Error(`creating the embedded database in ${dir} failed (${ended.signal ?? `exit code ${ended.code}`}): ${errors.trim()}`);
}
