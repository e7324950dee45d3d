// Opens the embedded database as the server does (openDatabase), marks the start and end of a run of small
// transactions on stderr, and exits: run under strace, the system calls between the marks are the commits' own.
//   node --import tsx tests/server/helpers/commit-probe.mts <data dir> <commits>
import { writeSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/connection.ts';

const [dataDir, count] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: undefined, dataDir: dataDir! });
await database.db.execute(sql`create table if not exists probe (id serial primary key, at timestamptz not null default now())`);
writeSync(2, 'COMMITS-BEGIN\n');
for (let i = 0; i < Number(count); i++) await database.db.transaction(async (tx) => void (await tx.execute(sql`insert into probe default values`)));
writeSync(2, 'COMMITS-END\n');
await database.close();
