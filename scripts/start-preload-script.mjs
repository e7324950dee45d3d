// The text of index.html's one inline script (src/start-preload.js without its opening comment), read by the
// build that writes it into the page and by the CSP that allows it by its hash: both read the same bytes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL object: under jsdom (the client's tests) the global URL is jsdom's, which node:fs refuses.
const source = join(dirname(fileURLToPath(import.meta.url)), '../src/start-preload.js');

export const START_PRELOAD_SCRIPT = readFileSync(source, 'utf8')
  .replace(/^(\/\/.*\n)+/, '')
  .trim();

/** The CSP source that allows exactly that script. */
export const START_PRELOAD_HASH = `'sha256-${createHash('sha256').update(START_PRELOAD_SCRIPT).digest('base64')}'`;
