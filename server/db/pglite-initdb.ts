// The short-lived process that creates a new embedded database (see pglite-initdb-apart.ts):
//   node --import tsx server/db/pglite-initdb.ts <dir>
// A failure is one line on stderr, which the server shows in its own.
import { inspect } from 'node:util';
import { createDurablePglite } from './durable-pglite.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pglite-initdb.ts <database directory>');
  process.exit(2);
}
try {
  await (await createDurablePglite(dir)).close();
} catch (error) {
  // PGlite's filesystem errors are Emscripten's ErrnoError, with no message of their own.
  console.error(error instanceof Error && error.message ? error.message : inspect(error, { breakLength: Infinity }));
  process.exit(1);
}
