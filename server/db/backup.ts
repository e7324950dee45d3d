// Backups of the embedded database (PGlite in DATA_DIR/db): a gzipped tar of its data directory.
//
// The server holds DATA_DIR for itself (data-dir-lock.ts), so a second process may not open the files while it
// runs, and copying them from outside could catch a page half-written. So a backup is made by whoever holds the
// directory:
// - the server running: it answers GET /backup on a Unix socket in DATA_DIR (backup.sock, mode 0600: whoever may
//   read the database's files may ask, nobody else; it is no TCP port and not part of the API). It dumps its own
//   data directory between statements (PGlite's dumpDataDir holds its query lock while it copies) and outside any
//   transaction (it holds the transaction lock too), after a CHECKPOINT, so the copy is a committed state;
// - the server stopped: the backup command takes the directory's lock itself and dumps it the same way.
// A restore unpacks a dump into an empty DATA_DIR; the next start migrates it as it would any older database.
import { existsSync, fsyncSync, mkdirSync, openSync, closeSync, readdirSync, renameSync, rmSync, writeSync, chmodSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { createDurablePglite, DURABLE_START_PARAMS, DurableNodeFS } from './durable-pglite.ts';

/** Where the running server answers backup requests. */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');
/** Where the embedded database's files are inside DATA_DIR. */
export const databaseDir = (dataDir: string) => join(dataDir, 'db');
/** Unix socket paths longer than this cannot be bound (sun_path is 108 bytes on Linux). */
const MAX_SOCKET_PATH = 107;

/** A consistent copy of a PGlite's data directory, made while it keeps serving (it waits for the work in flight). */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  // Writes the changed pages out, so a restore has little WAL to replay; the dump would be consistent without it.
  await client.exec('CHECKPOINT');
  // The transaction lock: no transaction is open while the files are copied (a query lock alone would let a dump
  // fall between a transaction's statements; recovery would then roll it back, which is consistent but slower).
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The running server's side: answers GET /backup on DATA_DIR/backup.sock. Resolves once listening (or not: logged). */
export async function serveBackups(dataDir: string, backup: () => Promise<Blob>, log: { info(o: object, m?: string): void; warn(o: object, m?: string): void }): Promise<{ close(): Promise<void> }> {
  const path = backupSocketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    log.warn({ path }, 'DATA_DIR is too long a path for the backup socket: `npm run backup` works only while the server is stopped');
    return { close: async () => {} };
  }
  // We hold DATA_DIR's lock: a socket file left here is a dead server's.
  rmSync(path, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    backup().then(
      async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup of the embedded database made');
      },
      (error: unknown) => {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'backup failed');
        res.writeHead(500).end(error instanceof Error ? error.message : 'backup failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/** Asks the server running on DATA_DIR for a backup. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return Promise.reject(new BackupError(`The server using ${dataDir} has no backup socket (${path}): it is older than this command, or DATA_DIR is too long a path. Stop it and run the backup again.`));
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: '/backup', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new BackupError(`The running server could not make the backup: ${Buffer.concat(chunks).toString('utf8') || res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', (error) => reject(new BackupError(`Could not reach the running server's backup socket ${path}: ${error.message}`)));
    req.end();
  });
}

/** Whether DATA_DIR holds an embedded database. */
export const hasEmbeddedDatabase = (dataDir: string) => existsSync(join(databaseDir(dataDir), 'PG_VERSION'));

/** With the server stopped: takes DATA_DIR's lock and dumps the database itself. */
export async function backupStopped(dataDir: string, unlockedAlready: () => void): Promise<Buffer> {
  try {
    if (!hasEmbeddedDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
    const client = await createDurablePglite(databaseDir(dataDir));
    try {
      return Buffer.from(await (await dumpPglite(client)).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    unlockedAlready();
  }
}

/** Writes a backup so that the file is either whole or absent (a temporary file, synced, then renamed). */
export function writeBackupFile(file: string, bytes: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

/** Unpacks a backup into DATA_DIR, which must be empty or absent; returns the number of users in it (a check). */
export async function restoreInto(dataDir: string, bytes: Buffer): Promise<{ users: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} is not empty: a restore goes into an empty DATA_DIR only, so that it never overwrites a database. Move that directory away (or point DATA_DIR at a new one) and run the restore again.`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ fs: new DurableNodeFS(databaseDir(dataDir)), startParams: DURABLE_START_PARAMS, loadDataDir: new Blob([new Uint8Array(bytes)]) });
    try {
      const { rows } = await client.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
      // The shutdown checkpoint at close writes every restored page through the durable filesystem.
      return { users: rows[0]?.users ?? 0 };
    } finally {
      await client.close();
    }
  } catch (error) {
    // Leave DATA_DIR as empty as it was: a half-unpacked database must not be started by mistake.
    rmSync(databaseDir(dataDir), { recursive: true, force: true });
    throw new BackupError(`The file is not a backup of AlgoCoach's embedded database (${error instanceof Error ? error.message : String(error)}); ${dataDir} is left empty.`);
  } finally {
    unlock();
  }
}
