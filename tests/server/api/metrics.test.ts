// The operator's metrics (server/metrics/): after real calls the counters move with the right labels, a refused AI
// call, a failed mail and a model that cannot answer move theirs, the gauges read the database (pool, outbox,
// sync progress), and no label carries a user, an address or a URL a client sent.
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '../../../server/contract/index.ts';
import { syncRuns } from '../../../server/db/schema.ts';
import { serveMetrics } from '../../../server/metrics/listener.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Metrics are kept when METRICS_PORT is set; these tests read the registry itself (nothing listens on the port). */
const WITH_METRICS = { METRICS_PORT: '5329' };

/** The scrape as `name{labels} value` samples. */
async function scrape(server: TestServer) {
  const text = await server.server.metrics!.registry.metrics();
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
  return {
    text,
    samples,
    /** The value of the one sample with these labels (0 when there is none yet). */
    value(name: string, labels: Record<string, string> = {}) {
      const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
      return found.reduce((sum, s) => sum + s.value, 0);
    },
  };
}

/** Every route template the server has: the contract's paths under /api/v1, and /healthz. */
const TEMPLATES = new Set([...Object.keys(contract.paths ?? {}).map((path) => `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`), '/healthz', 'unmatched /api/v1', 'unmatched']);

describe('metrics', { timeout: 120_000 }, () => {
  it('are off unless METRICS_PORT is set', async () => {
    t = await testServer();
    expect(t.server.metrics).toBeUndefined();
  });

  it('count requests per route template, method and status, with latency histograms, and never a raw URL or a user', async () => {
    t = await testServer({ env: WITH_METRICS });
    const admin = await t.signUp('admin_wang');
    const found = await t.call('GET', '/problems/search?q=two-sum&limit=5', { token: admin.token });
    const problem = found.body.items[0];
    expect((await t.call('GET', `/problems/${problem.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `/problems/${problem.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', '/problems/7d0b7a52-0000-4000-8000-00000000dead', { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/problems/${problem.id}`)).status).toBe(401);
    // A path no route has, carrying a user's id and a secret-looking query: neither may become a label.
    const probe = await t.app.inject({ method: 'GET', url: `/api/v1/users/${admin.id}/secret-probe?email=${encodeURIComponent(admin.email)}` });
    expect(probe.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/healthz' });

    const m = await scrape(t);
    const byId = { method: 'GET', route: '/api/v1/problems/:id' };
    expect(m.value('algocoach_http_requests_total', { ...byId, status: '200' })).toBe(2);
    expect(m.value('algocoach_http_requests_total', { ...byId, status: '404' })).toBe(1);
    expect(m.value('algocoach_http_requests_total', { ...byId, status: '401' })).toBe(1);
    expect(m.value('algocoach_http_requests_total', { method: 'POST', route: '/api/v1/auth/login', status: '200' })).toBe(1);
    expect(m.value('algocoach_http_requests_total', { method: 'GET', route: 'unmatched /api/v1', status: '404' })).toBe(1);
    expect(m.value('algocoach_http_requests_total', { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
    // The histogram counts the same answers, each in its buckets.
    expect(m.value('algocoach_http_request_duration_seconds_count', { ...byId, status: '200' })).toBe(2);
    expect(m.value('algocoach_http_request_duration_seconds_bucket', { ...byId, status: '200', le: '+Inf' })).toBe(2);
    expect(m.value('algocoach_http_request_duration_seconds_sum', { ...byId, status: '200' })).toBeGreaterThan(0);

    // Bounded labels: every route is a template the server has; nothing anyone sent is in the scrape.
    const routes = new Set(m.samples.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route));
    expect([...routes].filter((route) => !TEMPLATES.has(route!))).toEqual([]);
    for (const secret of [admin.id, admin.email, 'admin_wang', problem.id, 'secret-probe', 'two-sum', '?']) expect(m.text, secret).not.toContain(secret);
    // Process figures: the event loop's delay among them.
    expect(m.samples.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    expect(m.value('algocoach_db_pool_connections', { state: 'size' })).toBeGreaterThanOrEqual(1);
    expect(m.value('algocoach_database_up')).toBe(1);
  });

  it('count an AI call the allowance refuses, and the coach calls by provider and outcome (a model that cannot answer, the embedded coach in its place)', async () => {
    // Port 9 on loopback: nothing listens, so the model is unreachable at once.
    t = await testServer({ env: { ...WITH_METRICS, AI_DAILY_ALLOWANCE: '1', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'fake' } });
    const learner = await t.signUp('lin_xiaoming');
    const problem = (await t.call('GET', '/problems/search?q=two-sum&limit=5', { token: learner.token })).body.items[0];
    const body = { problem_id: problem.id, code: 'def two_sum(nums, target):\n    return [0, 1]\n', language: 'python' };
    expect((await t.call('POST', '/submissions/analyze', { token: learner.token, body })).status).toBe(200);
    let m = await scrape(t);
    expect(m.value('algocoach_coach_calls_total', { method: 'analyse', provider: 'model', outcome: 'unreachable' })).toBe(1);
    expect(m.value('algocoach_coach_calls_total', { method: 'analyse', provider: 'embedded', outcome: 'ok' })).toBe(1);
    expect(m.value('algocoach_coach_call_duration_seconds_count', { method: 'analyse', provider: 'embedded' })).toBe(1);
    expect(m.value('algocoach_ai_allowance_refusals_total')).toBe(0);

    const refused = await t.call('POST', '/submissions/analyze', { token: learner.token, body });
    expect(refused.status).toBe(429);
    m = await scrape(t);
    expect(m.value('algocoach_ai_allowance_refusals_total', { method: 'analyse' })).toBe(1);
    // Refused before the coach: no new coach call.
    expect(m.value('algocoach_coach_calls_total')).toBe(2);
    expect(m.value('algocoach_http_requests_total', { method: 'POST', route: '/api/v1/submissions/analyze', status: '429' })).toBe(1);
  });

  it('count mails sent and failed by kind, and show the outbox queue while the mail server is down', async () => {
    t = await testServer({ env: WITH_METRICS });
    await t.signUp('admin_wang');
    let m = await scrape(t);
    expect(m.value('algocoach_mails_total', { kind: 'verification', outcome: 'sent' })).toBe(1);
    expect(m.value('algocoach_mails_total', { outcome: 'failed' })).toBe(0);

    t.mailDown.value = true;
    const registered = await t.call('POST', '/auth/register', { body: { username: 'chen_jing', email: 'chen_jing@example.com', password: 'Passw0rdDemo', learning_goal: 'skill_improvement', daily_study_time: 30 } });
    expect(registered.status).toBe(201);
    m = await scrape(t);
    expect(m.value('algocoach_mails_total', { kind: 'verification', outcome: 'failed' })).toBe(1);
    expect(m.value('algocoach_mail_outbox_queued')).toBe(1);
    expect(m.text).not.toContain('chen_jing');

    t.mailDown.value = false;
    t.clock.advance(10);
    expect(await t.server.services.ctx.outbox.deliverDue()).toBe(1);
    m = await scrape(t);
    expect(m.value('algocoach_mails_total', { kind: 'verification', outcome: 'sent' })).toBe(2);
    expect(m.value('algocoach_mail_outbox_queued')).toBe(0);
  });

  it("show the LeetCode sync's progress from its run", async () => {
    t = await testServer({ env: WITH_METRICS });
    let m = await scrape(t);
    expect(m.samples.filter((s) => s.name.startsWith('algocoach_sync_'))).toEqual([]);
    await t.server.database.db.insert(syncRuns).values({ site: 'cn', status: 'running', cursor: 150, remoteTotal: 3500, added: 40, updated: 5, unchanged: 100, skipped: 5, startedAt: new Date('2026-11-21T01:00:00Z') });
    m = await scrape(t);
    expect(m.value('algocoach_sync_running', { site: 'cn' })).toBe(1);
    expect(m.value('algocoach_sync_position', { site: 'cn' })).toBe(150);
    expect(m.value('algocoach_sync_remote_total', { site: 'cn' })).toBe(3500);
    expect(m.value('algocoach_sync_problems', { site: 'cn', result: 'added' })).toBe(40);
    expect(m.value('algocoach_sync_problems', { site: 'cn', result: 'skipped' })).toBe(5);
    expect(m.value('algocoach_sync_last_run_failed', { site: 'cn' })).toBe(0);
    expect(m.value('algocoach_sync_last_run_started_timestamp_seconds', { site: 'cn' })).toBe(Date.parse('2026-11-21T01:00:00Z') / 1000);
    expect(m.samples.some((s) => s.name === 'algocoach_sync_last_run_finished_timestamp_seconds')).toBe(false);
  });

  it('are served on their own listener at GET /metrics only', async () => {
    t = await testServer({ env: WITH_METRICS });
    const listener = await serveMetrics(t.server.metrics!.registry, '127.0.0.1', 0);
    try {
      const answer = await fetch(listener.url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      expect(await answer.text()).toContain('# TYPE algocoach_http_requests_total counter');
      expect((await fetch(listener.url.replace('/metrics', '/api/v1/auth/me'))).status).toBe(404);
      expect((await fetch(listener.url, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
