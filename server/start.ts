// Assembles a running server from a configuration: database (migrated), token secret, mailer, services, app.
// main.ts runs it for `npm start`; the tests and the benchmark start it the same way.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { SyncTransportOptions } from './catalogue/leetcode/index.ts';
import { loadStarterIntoDatabase } from './catalogue/load-starter.ts';
import { writeBuiltinLists } from './catalogue/study-lists.ts';
import { writeStarterTagNames } from './catalogue/tag-names.ts';
import { createAnalyserPool } from './coach/analyser/pool.ts';
import { createCoach, createEmbeddedCoach } from './coach/index.ts';
import type { Coach, CoachMethod } from './coach/types.ts';
import { clientTimeoutMs } from './contract/index.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Listener } from './db/connection.ts';
import { serveBackups } from './db/backup.ts';
import { createMetrics, routeLabel, type Metrics } from './metrics/prometheus.ts';
import { createReadiness } from './http/readiness.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createServices, type Services } from './services/index.ts';
import { createOutbox } from './services/mail-outbox.ts';
import { createUserCache, USERS_CHANGED_CHANNEL } from './services/user-cache.ts';
import { sweep } from './services/rate-limit.ts';
import type { SessionUser } from './services/session-user.ts';
import { createTokens, resolveSecret } from './services/tokens.ts';

export interface Server {
  app: FastifyInstance;
  database: Database;
  services: Services;
  /** The operator's metrics (METRICS_PORT set, or asked for by a test); main.ts serves them on their own listener. */
  metrics: Metrics | undefined;
  /**
   * The shutdown: readiness answers 503 at once; after the configured drain delay the process stops listening,
   * lets the requests in flight finish, then closes the database.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  database?: Database;
  /** The coach (the tests give one whose answers they choose); by default the configured model or the embedded coach. */
  coach?: Coach;
  mailer?: Mailer;
  /** How the catalogue sync reaches LeetCode (the tests give it a fake). */
  leetcode?: SyncTransportOptions;
  clock?: () => Date;
  serveClient?: boolean;
  logStream?: { write(line: string): void };
  /** Whether the mail outbox polls for due mail (the tests send it themselves, at their clock's time). */
  pollMail?: boolean;
  /** Keep metrics even without METRICS_PORT (the tests read the registry directly). */
  metrics?: boolean;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function startServer(config: Config, options: StartOptions = {}): Promise<Server> {
  const database = options.database ?? (await openDatabase(config));
  const mailer = options.mailer ?? createMailer(config);
  const secret = await resolveSecret(database.db, config.jwtSecret);
  const clock = options.clock ?? (() => new Date());
  // Off unless asked for: without METRICS_PORT nothing is counted.
  const metrics = config.metrics || options.metrics ? createMetrics(database) : undefined;
  const meter = metrics?.meter;
  // The services log through the app's logger, which exists only once the app is built with them.
  const logger: { app?: FastifyInstance } = {};
  // The embedded coach's code analysis runs in child processes (started on the first analysis), never on the event
  // loop: a pathological paste cannot hold anyone else's request.
  const analyser = options.coach
    ? null
    : createAnalyserPool({ onFailure: (failure) => logger.app?.log.warn({ analyser: failure }, 'analyser: answered from a rough estimate') });
  const coach =
    options.coach ??
    createCoach({
      ...(config.ai ? { ai: config.ai } : {}),
      ...(analyser ? { analyser } : {}),
      timeouts: coachTimeouts(),
      ...(meter ? { meter } : {}),
      logger: { info: (o, m) => logger.app?.log.info(o, m), warn: (o, m) => logger.app?.log.warn(o, m) },
    });
  const log = { info: (o: object, m?: string) => logger.app?.log.info(o, m), warn: (o: object, m?: string) => logger.app?.log.warn(o, m), error: (o: object, m?: string) => logger.app?.log.error(o, m) };
  // Mail leaves through the database's outbox, sent by this process's worker (and every other process's).
  const outbox = createOutbox({ db: database.db, mailer, clock, log, ...(meter ? { meter } : {}) });
  // Until the listener exists nothing is kept (the cache keeps users only while listening).
  const listening: { listener?: Listener } = {};
  const users = createUserCache<SessionUser>({ caughtUp: () => listening.listener?.caughtUp() ?? Promise.resolve() });
  listening.listener = await database.listen(USERS_CHANGED_CHANNEL, (id) => users.forget(id), (on) => users.listening(on));
  const services = createServices({
    db: database.db,
    users,
    outbox,
    tokens: createTokens(secret),
    // Its own key, derived from the token secret: a code's hash reveals nothing about tokens.
    codeKey: createHash('sha256').update('algocoach verification codes\0').update(secret).digest(),
    publicUrl: config.publicUrl,
    leetcodeSite: config.leetcodeSite,
    aiDailyAllowance: config.aiDailyAllowance,
    clock,
    log,
    ...(meter ? { meter } : {}),
  }, coach, {
    ...(options.leetcode ? { leetcode: options.leetcode } : {}),
    // Imported history is read by the embedded coach (on the same worker pool), whatever model is configured.
    ...(analyser ? { importCoach: createEmbeddedCoach({ analyser }) } : {}),
  });
  // The starter catalogue: a fresh install has problems to practise without reaching LeetCode.
  await loadStarterIntoDatabase(database.db, clock());
  await writeStarterTagNames(database.db);
  await writeBuiltinLists(database.db, clock());
  const ping = () => database.ping();
  const readiness = createReadiness(ping);
  const app = await buildApp({
    services,
    logLevel: config.logLevel,
    serveClient: options.serveClient ?? true,
    trustedProxies: config.trustedProxies,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(metrics ? { onAnswer: (answer: { method: string; route: string | undefined; url: string; status: number; seconds: number }) => metrics.request(answer.method, routeLabel(answer.route, answer.url), answer.status, answer.seconds) } : {}),
    ping,
    readiness,
    pressure: { maxEventLoopDelayMs: config.maxEventLoopDelayMs },
  });
  logger.app = app;
  // A sync run a restart interrupted carries on (this starts none).
  services.catalogueSync.resume();
  // So do the analyses of imported histories.
  await services.leetcodeHistory.resume();
  // Mail queued before a restart (or while the mail server was down) goes out now, and retries are polled for;
  // polling ends with the app (after the requests in flight, which may queue mail; the rest waits in the table).
  if (options.pollMail ?? true) outbox.start();
  app.addHook('onClose', () => outbox.close());
  // The embedded database in DATA_DIR answers `npm run backup` while it serves (server/db/backup.ts).
  const backups = !options.database && database.backup ? await serveBackups(config.dataDir, database.backup, log) : undefined;
  const sweeper = setInterval(() => void sweep(database.db, clock()).catch((err) => app.log.warn({ err }, 'rate sweep failed')), SWEEP_EVERY_MS);
  sweeper.unref();
  return {
    app,
    database,
    services,
    metrics,
    async close() {
      readiness.stopTakingWork();
      if (config.shutdownDrainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainDelayMs));
      clearInterval(sweeper);
      await app.close();
      await backups?.close();
      // The imported histories' analyses stop (their place kept) while the analyser still answers.
      await services.leetcodeHistory.close();
      // After the requests in flight, so that none loses its analysis.
      await analyser?.close();
      await services.catalogueSync.close();
      mailer.close();
      await database.close();
    },
  };
}

/** The coach answers 5 s before the client stops waiting for the operation that asked (55 s of 60, 10 s of 15). */
const COACH_MARGIN_MS = 5_000;
const COACH_OPERATIONS: Record<CoachMethod, string> = {
  analyse: 'analyzeCode',
  hint: 'getProblemHint',
  optimise: 'optimizeSubmission',
  smartPlan: 'generateSmartPlan',
  insights: 'getAiInsights',
};

/**
 * How long a shutdown may take: the longest coach call (55 s, a model that answers late) must be able to finish and
 * its answer go out; a request cut short would lose the learner's analysis. (Under systemd, TimeoutStopSec must be
 * longer; its default is 90 s.)
 */
export function shutdownGraceMs(): number {
  return Math.max(...Object.values(coachTimeouts())) + 2 * COACH_MARGIN_MS;
}

function coachTimeouts(): Record<CoachMethod, number> {
  return Object.fromEntries(Object.entries(COACH_OPERATIONS).map(([method, operationId]) => [method, clientTimeoutMs(operationId) - COACH_MARGIN_MS])) as Record<CoachMethod, number>;
}
