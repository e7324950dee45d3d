// The short-lived process that creates a new embedded database (see pglite-initdb-apart.ts):
//   node --import tsx server/db/pglite-initdb.ts <dir>
import { createDurablePglite } from './durable-pglite.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pglite-initdb.ts <database directory>');
  process.exit(2);
}
await (await createDurablePglite(dir)).close();
