// `npm start` (after the client is built) and production: reads the environment, opens the database, listens,
// and shuts down gracefully on SIGTERM/SIGINT (requests in flight finish, then the database closes).
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseInUseError } from './db/connection.ts';
import { hasClient, precompressAssets } from './http/static-client.ts';
import { serveMetrics } from './metrics/listener.ts';
import { shutdownGraceMs, startServer } from './start.ts';


async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const { app } = server;
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`;
  app.log.info(
    { url, database: server.database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'Postgres (DATABASE_URL)', mail: config.smtpUrl ? 'SMTP' : 'console outbox', coach: config.ai ? 'model' : 'embedded' },
    'AlgoCoach is running',
  );
  // Served until the process exits, so a scrape during the drain still sees it.
  if (server.metrics && config.metrics) {
    const metrics = await serveMetrics(server.metrics.registry, config.metrics.host, config.metrics.port);
    app.log.info({ url: metrics.url }, 'metrics are served');
  }
  if (!hasClient()) app.log.warn('dist/ has no built client: only /api/v1 is served (run `npm run build`)');
  process.stdout.write(`\n  AlgoCoach is running at ${url}\n${config.smtpUrl ? '' : '  No SMTP_URL: verification codes and reset links are printed here.\n'}  Ctrl-C stops it.\n\n`);
  void precompressAssets().catch((err) => app.log.warn({ err }, 'precompressing the client failed; it is served uncompressed'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs() + config.shutdownDrainDelayMs);
    timer.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('AlgoCoach could not start:', error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
