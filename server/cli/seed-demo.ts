// `npm run seed:demo`: the demo learner and admin with a month of history, on the database the environment
// configures (the embedded one in DATA_DIR — stop the server first — or DATABASE_URL). Prints both accounts'
// names and passwords. Run again, it replaces the two demo accounts with new ones (new passwords, a month ending now).
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/connection.ts';
import { DemoSeedRefused, seedDemo } from '../db/seeds/demo.ts';

async function run(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    const report = await seedDemo(database.db);
    const where = database.engine === 'pglite' ? `the embedded database in ${config.dataDir}` : 'Postgres (DATABASE_URL)';
    console.log(`\nDemo data ${report.replaced ? 'replaced' : 'created'} on ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
    console.log(`  ${report.submissions} submissions over the last 30 days, ${report.plans} daily plans (${report.completedPlans} completed)\n`);
    for (const account of report.accounts) console.log(`  ${account.role.padEnd(8)} ${account.username.padEnd(14)} password ${account.password}`);
    console.log('\nRunning it again replaces these two accounts and their history (with new passwords).');
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DatabaseInUseError || error instanceof DemoSeedRefused ? error.message : error);
    process.exit(1);
  },
);
