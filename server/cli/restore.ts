// `npm run restore -- <file>`: brings a backup made by `npm run backup` back into DATA_DIR, which must be empty
// (or absent): a restore never overwrites a database. Start the server on it afterwards; it migrates the schema
// if the backup is older than the code.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, restoreInto } from '../db/backup.ts';
import { DatabaseInUseError } from '../db/connection.ts';

const USAGE = 'usage: npm run restore -- <backup file>   (into DATA_DIR, which must be empty)';

async function run(args: string[]): Promise<number> {
  if (args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    return 0;
  }
  const [file] = args;
  if (!file || args.length > 1 || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: the database is Postgres. Restore a pg_dump file with pg_restore (README, "Backups"), or unset DATABASE_URL to restore into DATA_DIR.');
    return 2;
  }
  if (!existsSync(resolve(file))) throw new BackupError(`There is no file ${resolve(file)}.`);
  const started = Date.now();
  const bytes = readFileSync(resolve(file));
  const { users } = await restoreInto(config.dataDir, bytes);
  console.log(`Restored ${resolve(file)} into ${config.dataDir}: ${users} user${users === 1 ? '' : 's'}, in ${Date.now() - started} ms. Start the server on it (npm start).`);
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof BackupError || error instanceof DatabaseInUseError ? error.message : error);
    process.exit(1);
  },
);
