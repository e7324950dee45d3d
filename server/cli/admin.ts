// `npm run admin -- grant <username>` / `revoke <username>` / `list`: admin rights from the command line, on the
// database the environment configures (the embedded one in DATA_DIR, or DATABASE_URL). For the first admin of a
// Postgres deployment, or to recover when no admin is left. A revoked admin's sessions end at once, and each change
// is in the admin activity feed (marked as made from the command line: no signed-in admin made it).
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/connection.ts';
import { users } from '../db/schema.ts';
import { recordActivity } from '../services/activity.ts';

const USAGE = 'usage: npm run admin -- grant <username> | revoke <username> | list';

async function run(args: string[]): Promise<number> {
  const [command, username] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && username))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { db } = database;
    if (command === 'list') {
      const admins = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.isAdmin, true)).orderBy(users.createdAt);
      if (admins.length === 0) console.log('No admins yet.');
      for (const admin of admins) console.log(`${admin.username}  <${admin.email}>`);
      return 0;
    }
    const granting = command === 'grant';
    const row = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(users)
        .set({ isAdmin: granting, ...(granting ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }) })
        .where(sql`lower(${users.username}) = lower(${username})`)
        .returning({ id: users.id, username: users.username });
      // The feed's entries need an actor: the account changed stands in, and `via` says no admin did it.
      if (changed) await recordActivity(tx, { kind: granting ? 'admin_granted' : 'admin_revoked', actor: changed, details: { target: changed.username, via: 'command_line' } }, new Date());
      return changed;
    });
    if (!row) {
      console.error(`No user is called ${username}.`);
      return 1;
    }
    console.log(granting ? `${row.username} is now an admin.` : `${row.username} is no longer an admin (their sessions have ended).`);
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
    process.exit(1);
  },
);
