// The operator's metrics in Prometheus's text format (prom-client), served on a listener of their own
// (metrics/listener.ts, METRICS_PORT), never on the public port.
//
// Labels are bounded by construction: a request is labelled with its route's template (/api/v1/problems/:id, never
// the URL a client sent), its method and status; coach calls with method, provider and outcome; mails with their
// kind. No label carries a user, an address, a query string or anything a client chose.
//
// Counters and histograms count this process's events (sum them over processes); the gauges read from the
// database at scrape time (mail queue, sync progress) describe the whole installation, the same in every process.
import { and, desc, eq, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/connection.ts';
import { mailOutbox, syncRuns } from '../db/schema.ts';
import type { Meter } from './meter.ts';

/** Seconds: from a cached read to the 60 s a slow AI call may take. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const SITES = ['cn', 'com'] as const;

export interface Metrics {
  registry: Registry;
  meter: Meter;
  /** One answered HTTP request: `route` is the matched route's template (see routeLabel). */
  request(method: string, route: string, status: number, seconds: number): void;
}

/**
 * The route label of a request: the template of the route that matched, else one of two fixed names (an unknown
 * /api/v1 path, or the client's SPA fallback for anything else), so that probing random URLs adds no series.
 */
export function routeLabel(template: string | undefined, url: string): string {
  if (template) return template;
  return url === '/api/v1' || url.startsWith('/api/v1/') || url.startsWith('/api/v1?') ? 'unmatched /api/v1' : 'unmatched';
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  // Process figures: CPU, memory, heap, GC, handles, and the event loop's delay (nodejs_eventloop_lag_*_seconds,
  // from monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const requests = new Counter({ name: 'algocoach_http_requests_total', help: 'HTTP requests answered, by method, route template and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'algocoach_http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route template and status', labelNames: ['method', 'route', 'status'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const coachCalls = new Counter({ name: 'algocoach_coach_calls_total', help: 'Coach calls by method, provider (model, embedded) and outcome (ok or why not)', labelNames: ['method', 'provider', 'outcome'], registers: [registry] });
  const coachLatency = new Histogram({ name: 'algocoach_coach_call_duration_seconds', help: 'Time a coach provider took, by method and provider', labelNames: ['method', 'provider'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const mails = new Counter({ name: 'algocoach_mails_total', help: 'Sends of queued mail by kind and outcome (sent; failed: retried later; expired: dropped unsent)', labelNames: ['kind', 'outcome'], registers: [registry] });
  const refusals = new Counter({ name: 'algocoach_ai_allowance_refusals_total', help: "Coach calls refused because the learner's daily AI allowance was used up, by coach method", labelNames: ['method'], registers: [registry] });

  const pool = new Gauge({
    name: 'algocoach_db_pool_connections',
    help: 'Database connections: size (the most there can be), open, busy, and calls waiting for one (PGlite: one connection, calls queued behind it)',
    labelNames: ['engine', 'state'],
    registers: [registry],
    collect() {
      const use = database.poolUse();
      for (const state of ['size', 'open', 'busy', 'waiting'] as const) this.set({ engine: database.engine, state }, use[state]);
    },
  });
  void pool;

  // The database-wide figures are read once per scrape, together: prom-client asks every metric for its values at
  // once, so each of these gauges waits for the one read in flight.
  let reading: Promise<void> | undefined;
  const fresh = () => (reading ??= readDatabase().finally(() => (reading = undefined)));
  const up = new Gauge({ name: 'algocoach_database_up', help: 'Whether the database answered the scrape\'s queries (1) or not (0)', registers: [registry], collect: fresh });
  const queued = new Gauge({ name: 'algocoach_mail_outbox_queued', help: 'Mails waiting in the outbox (not yet sent: new, or failed and waiting to be retried)', registers: [registry], collect: fresh });
  const oldest = new Gauge({ name: 'algocoach_mail_outbox_oldest_seconds', help: 'Age of the oldest mail waiting in the outbox (0 when empty)', registers: [registry], collect: fresh });
  const syncRunning = new Gauge({ name: 'algocoach_sync_running', help: 'Whether a LeetCode sync run is under way (1) for the site', labelNames: ['site'], registers: [registry], collect: fresh });
  const syncFailed = new Gauge({ name: 'algocoach_sync_last_run_failed', help: "Whether the site's latest sync run stopped on an error (1; the next sync resumes it)", labelNames: ['site'], registers: [registry], collect: fresh });
  const syncProblems = new Gauge({ name: 'algocoach_sync_problems', help: "Problems the site's latest sync run has gone through so far, by what it did with them", labelNames: ['site', 'result'], registers: [registry], collect: fresh });
  const syncPosition = new Gauge({ name: 'algocoach_sync_position', help: "Where the site's latest sync run is in LeetCode's list (entries read)", labelNames: ['site'], registers: [registry], collect: fresh });
  const syncTotal = new Gauge({ name: 'algocoach_sync_remote_total', help: "Entries in LeetCode's list, as the site's latest sync run saw it", labelNames: ['site'], registers: [registry], collect: fresh });
  const syncStarted = new Gauge({ name: 'algocoach_sync_last_run_started_timestamp_seconds', help: "When the site's latest sync run started (Unix time)", labelNames: ['site'], registers: [registry], collect: fresh });
  const syncFinished = new Gauge({ name: 'algocoach_sync_last_run_finished_timestamp_seconds', help: "When the site's latest sync run went through the whole list (Unix time; absent while it runs or after a failure)", labelNames: ['site'], registers: [registry], collect: fresh });

  async function readDatabase(): Promise<void> {
    for (const gauge of [syncRunning, syncFailed, syncProblems, syncPosition, syncTotal, syncStarted, syncFinished]) gauge.reset();
    try {
      const [[mail], ...latest] = await Promise.all([
        database.db.select({ queued: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${mailOutbox.createdAt})` }).from(mailOutbox),
        ...SITES.map((site) => database.db.select().from(syncRuns).where(and(eq(syncRuns.site, site))).orderBy(desc(syncRuns.startedAt)).limit(1)),
      ]);
      queued.set(mail?.queued ?? 0);
      oldest.set(mail?.oldest ? Math.max(0, (Date.now() - new Date(mail.oldest).getTime()) / 1000) : 0);
      for (const [run] of latest as Array<Array<typeof syncRuns.$inferSelect>>) {
        if (!run) continue;
        const site = { site: run.site };
        syncRunning.set(site, run.status === 'running' ? 1 : 0);
        syncFailed.set(site, run.status === 'failed' ? 1 : 0);
        for (const result of ['added', 'updated', 'unchanged', 'skipped'] as const) syncProblems.set({ ...site, result }, run[result]);
        syncPosition.set(site, run.cursor);
        if (run.remoteTotal !== null) syncTotal.set(site, run.remoteTotal);
        syncStarted.set(site, run.startedAt.getTime() / 1000);
        if (run.finishedAt && run.status === 'done') syncFinished.set(site, run.finishedAt.getTime() / 1000);
      }
      up.set(1);
    } catch {
      // A scrape still answers (process figures, counters) when the database does not: that is what to alert on.
      up.set(0);
    }
  }

  return {
    registry,
    meter: {
      coachCall(method, provider, outcome, seconds) {
        coachCalls.inc({ method, provider, outcome });
        coachLatency.observe({ method, provider }, seconds);
      },
      mail(kind, outcome) {
        mails.inc({ kind, outcome });
      },
      aiAllowanceRefused(method) {
        refusals.inc({ method });
      },
    },
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}
