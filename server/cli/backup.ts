// `npm run backup -- [file]`: a consistent copy of the embedded database in DATA_DIR, whether the server is
// running (it is asked through DATA_DIR/backup.sock and makes the copy itself, serving on) or stopped (the
// command takes the directory and makes it). The file is a gzipped tar; `npm run restore -- <file>` brings it back.
// With DATABASE_URL set the database is Postgres: pg_dump backs it up (README, "Backups").
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, backupStopped, hasEmbeddedDatabase, requestBackup, writeBackupFile } from '../db/backup.ts';
import { DatabaseInUseError } from '../db/connection.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';

const USAGE = 'usage: npm run backup -- [file]   (default: algocoach-backup-<UTC time>.tar.gz in the current directory)';

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

async function run(args: string[]): Promise<number> {
  if (args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: the database is Postgres. Back it up with pg_dump (README, "Backups"): pg_dump --format=custom --file=algocoach.dump "$DATABASE_URL"');
    return 2;
  }
  if (!hasEmbeddedDatabase(config.dataDir)) throw new BackupError(`There is no embedded database in ${config.dataDir} to back up (DATA_DIR names the directory the server keeps it in).`);
  const file = resolve(args[0] ?? `algocoach-backup-${stamp(new Date())}.tar.gz`);
  const started = Date.now();
  let bytes: Buffer;
  let from: string;
  try {
    const unlock = await lockDataDir(config.dataDir);
    from = 'the stopped database';
    bytes = await backupStopped(config.dataDir, unlock);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    from = 'the running server';
    bytes = await requestBackup(config.dataDir);
  }
  writeBackupFile(file, bytes);
  console.log(`Backed up the embedded database in ${config.dataDir} (made by ${from}) to ${file}: ${(statSync(file).size / 1024 / 1024).toFixed(2)} MiB in ${Date.now() - started} ms.`);
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
