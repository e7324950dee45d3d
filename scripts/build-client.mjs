// The client build for `npm start` (and CI's build step), with its progress on the terminal: a first start builds
// for about a minute, and a silent minute looks like a hang. Vite's own progress line redraws itself only on a TTY
// and its `info` level lists every output file, so this prints a line every few seconds instead: the phase, the
// modules so far, the time. `node scripts/build-client.mjs --no-warnings` (CI) fails on any warning, so that no
// warning a newcomer cannot act on reaches the first start.
import { build, createLogger } from 'vite';

const EVERY_MS = 3_000;

/** @returns {Promise<boolean>} whether the build succeeded (and, with `noWarnings`, warned of nothing) */
export async function buildClient({ log = console.log, noWarnings = false } = {}) {
  const started = Date.now();
  let modules = 0;
  let warnings = 0;
  let phase = 'compiling the sources';
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const timer = setInterval(() => log(`  … ${phase}: ${modules} modules, ${seconds()} s`), EVERY_MS);
  const logger = createLogger('warn');
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    warnings++;
    warn(message, options);
  };
  /** @type {import('vite').Plugin} */
  const progress = {
    name: 'algocoach:build-progress',
    transform() {
      modules++;
      return null;
    },
    renderStart() {
      phase = 'writing the bundles';
    },
  };
  try {
    await build({ logLevel: 'warn', customLogger: logger, plugins: [progress] });
    log(`  Client built: ${modules} modules in ${seconds()} s.`);
    if (noWarnings && warnings > 0) {
      console.error(`The build warned ${warnings} time(s); see above.`);
      return false;
    }
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  } finally {
    clearInterval(timer);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await buildClient({ noWarnings: process.argv.includes('--no-warnings') })) ? 0 : 1);
}
