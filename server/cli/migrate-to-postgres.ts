// `DATABASE_URL=postgres://… npm run migrate-to-postgres`: moves the embedded database in DATA_DIR (the server
// stopped) into the new, empty Postgres database DATABASE_URL names. Afterwards start the server with DATABASE_URL
// set; DATA_DIR is left as it was (keep it, or a backup of it, until the move has proved itself).
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { hasEmbeddedDatabase } from '../db/backup.ts';
import { DatabaseInUseError, openPglite, openPostgres } from '../db/connection.ts';
import { copyToPostgres } from '../db/copy-to-postgres.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { createDurablePglite } from '../db/durable-pglite.ts';

const USAGE = 'usage: DATABASE_URL=postgres://user@host/db npm run migrate-to-postgres   (from DATA_DIR, the server stopped)';

async function run(args: string[]): Promise<number> {
  if (args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(`DATABASE_URL is not set: it names the new Postgres database to move into.\n${USAGE}`);
    return 2;
  }
  if (!hasEmbeddedDatabase(config.dataDir)) {
    console.error(`There is no embedded database in ${config.dataDir} (DATA_DIR) to move.`);
    return 1;
  }
  const started = Date.now();
  // Both brought to this code's schema: the embedded one by opening it (which takes DATA_DIR: the server must be
  // stopped), the target by openPostgres's migrations.
  await (await openPglite(config.dataDir)).close();
  const target = await openPostgres(config.databaseUrl, { max: 1 });
  await target.close();
  const unlock = await lockDataDir(config.dataDir);
  try {
    const source = await createDurablePglite(join(config.dataDir, 'db'));
    try {
      const report = await copyToPostgres(source, config.databaseUrl);
      for (const { table, rows } of report.tables) console.log(`  ${table.padEnd(28)} ${rows} rows`);
      const total = report.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(`Moved ${total} rows in ${report.tables.length} tables from ${config.dataDir} into Postgres in ${Date.now() - started} ms. Start the server with DATABASE_URL set.`);
      return 0;
    } finally {
      await source.close();
    }
  } finally {
    unlock();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : `Nothing was moved: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
