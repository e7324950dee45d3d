// Tries to open the embedded database in a data directory (as the server does) once a start file appears, so that
// several processes try at the same moment; prints OPEN and holds it until stdin closes, or prints IN USE.
//   node --import tsx tests/server/helpers/open-probe.mts <data dir> <start file>
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseInUseError, openDatabase } from '../../../server/db/connection.ts';

const [dataDir, startFile] = process.argv.slice(2);
while (!existsSync(startFile!)) await sleep(1);
try {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dataDir! });
  process.stdout.write('OPEN\n');
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once('end', resolve));
  await database.close();
} catch (error) {
  process.stdout.write(error instanceof DatabaseInUseError ? 'IN USE\n' : `FAILED ${String(error)}\n`);
}
