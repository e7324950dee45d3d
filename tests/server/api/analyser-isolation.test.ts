// Hostile code through the API (the real embedded coach, its analysis in the server's pool of processes), on a server
// listening on loopback: every analysis is answered, and GET /healthz — asked over HTTP from another thread, as
// another user's browser would — keeps answering at once while they run. No paste can hold another request.
import diagnostics from 'node:diagnostics_channel';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAnalysedLanguage } from '../../../server/coach/analyser/index.ts';
import { DEFAULT_BUDGET_MS, DEFAULT_MAX_WAIT_MS, WALL_LIMIT_FACTOR } from '../../../server/coach/analyser/pool.ts';
import type { CodeLanguage } from '../../../server/coach/types.ts';
import { hostileInputs, LANGUAGES } from '../analyser/hostile-inputs.ts';
import { LOOP_DELAY_LIMIT_MS, measureEventLoop, QUIET_MACHINE_MS } from '../helpers/event-loop.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let base: string;
let token: string;
let problemId: string;

beforeAll(async () => {
  t = await testServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ({ token } = await t.signUp('hostile_paster'));
  problemId = (await t.call('GET', '/problems/?page_size=1', { token })).body.items[0].id;
  // One ordinary analysis first, so that what is measured is not the first request's one-off work (the contract
  // checker compiling its schemas, the JIT, the first worker's start).
  const warm = await t.call('POST', '/submissions/analyze', { token, body: { problem_id: problemId, code: 'def f(a):\n    return sum(a)\n', language: 'python' } });
  expect(warm.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Every language of the contract: the analyser reads them all (C with the C++ grammar). */
const analysed = (language: CodeLanguage) => language === 'c' || isAnalysedLanguage(language);

/**
 * GET /healthz every 20 ms from a thread of its own until told to stop: its requests reach the server whatever the
 * server's event loop is doing, and their latency is how long another user would wait.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let running = true;
parentPort.once('message', () => { running = false; });
(async () => {
  // The thread's first fetch loads and compiles its HTTP client: done before the measured run.
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage('started');
  while (running) {
    const started = performance.now();
    const answer = await fetch(workerData.url);
    await answer.arrayBuffer();
    latencies.push(answer.ok ? performance.now() - started : Infinity);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(latencies);
})();
`;

interface Sent {
  paste: { language: string; name: string };
  status: number;
  body: { time_complexity: string; estimate: { precision: string; reason?: string } };
  ms: number;
}

/** Sends every paste at once when told to, and answers with each one's status, body and round trip. */
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, problemId, pastes } = workerData;
parentPort.once('message', async () => {
  const sent = await Promise.all(pastes.map(async (paste) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ problem_id: problemId, code: paste.code, language: paste.language, user_language: 'en' }),
    });
    const body = await response.json();
    return { paste: { language: paste.language, name: paste.name }, status: response.status, body, ms: performance.now() - started };
  }));
  parentPort.postMessage(sent);
});
(async () => {
  // The thread's first fetch loads and compiles its HTTP client: done before the measured run.
  await (await fetch(new URL('/healthz', url))).arrayBuffer();
  parentPort.postMessage('started');
})();
`;

it('GET /healthz answers at once while hostile analyses run, and every analysis is answered', async () => {
  // One hostile input per language, a different shape for each, all sent at once.
  const pastes = LANGUAGES.filter(analysed).map((language, i) => {
    const inputs = hostileInputs(language);
    return inputs[i % inputs.length]!;
  });
  // Sent from a thread of their own, as other users' browsers would: building eleven requests of up to 100,000
  // characters is the test's work, not the server's, and on this thread it would count against the server's loop.
  // Started before the probe: starting a thread (its copy of the pastes among it) holds this one.
  const sender = new Worker(SENDER, { eval: true, workerData: { url: `${base}/api/v1/submissions/analyze`, token, problemId, pastes } });
  await new Promise((resolve) => sender.once('message', resolve));
  const probe = new Worker(PROBE, { eval: true, workerData: { url: `${base}/healthz` } });
  await new Promise((resolve) => probe.once('message', resolve));
  // The server's own share of each /healthz answer: from its request read to its answer written, on its thread.
  const serverMs: number[] = [];
  const opened = new WeakMap<object, number>();
  const onStart = ({ request, response }: { request: { url?: string }; response: object }) => {
    if (request.url === '/healthz') opened.set(response, performance.now());
  };
  const onFinish = ({ response }: { response: object }) => {
    const at = opened.get(response);
    if (at !== undefined) serverMs.push(performance.now() - at);
  };
  diagnostics.subscribe('http.server.request.start', onStart as (message: unknown) => void);
  diagnostics.subscribe('http.server.response.finish', onFinish as (message: unknown) => void);
  const { result: answered, delay } = await measureEventLoop(
    () =>
      new Promise<Sent[]>((resolve, reject) => {
        sender.once('message', resolve);
        sender.once('error', reject);
        sender.postMessage('send');
      }),
  );
  await sender.terminate();
  const health = await new Promise<number[]>((resolve) => {
    probe.once('message', resolve);
    probe.postMessage('stop');
  });
  await probe.terminate();
  diagnostics.unsubscribe('http.server.request.start', onStart as (message: unknown) => void);
  diagnostics.unsubscribe('http.server.response.finish', onFinish as (message: unknown) => void);
  const serverSlowest = Math.max(...serverMs);

  for (const { paste, status, body, ms } of answered) {
    expect(status, `${paste.language}: ${paste.name}`).toBe(200);
    expect(body.time_complexity).toMatch(/^O\(/);
    // Full, or rough with its reason (past the budget, or rough from the analyser itself on such code).
    expect(body.estimate.precision === 'full' || typeof body.estimate.reason === 'string').toBe(true);
    // The pool answers each within its wait and the clock's limit on its budget; the queue here is longer than the pool.
    expect(ms, `${paste.language}: ${paste.name}`).toBeLessThan(DEFAULT_MAX_WAIT_MS + WALL_LIMIT_FACTOR * DEFAULT_BUDGET_MS + 2_000);
  }
  const sorted = [...health].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  const median = at(0.5);
  const p95 = at(0.95);
  const slowest = sorted[sorted.length - 1]!;
  const figures = `healthz: ${sorted.length} answers, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms; event loop delay max ${delay.max.toFixed(1)} ms (idle control thread: ${delay.controlMax.toFixed(1)} ms), longest busy ${delay.longestBusy?.toFixed(1)} ms, longest collection ${delay.longestGc.toFixed(1)} ms; the server's own share: slowest ${serverSlowest.toFixed(1)} ms of ${serverMs.length}`;
  console.log(figures);
  expect(sorted.length, figures).toBeGreaterThan(5);
  // Nearly every request answers at once (an analysis on the event loop made the median 410 ms, the slowest 2 s).
  expect(median, figures).toBeLessThan(LOOP_DELAY_LIMIT_MS);
  // Where the idle control thread shows the machine quiet, nearly all of them too, and no answer's own time in the
  // server (its request read to its answer written) is long. That time includes the database's answer to the ping,
  // which never queues behind the analyses' statements (on PGlite it skips their turns, server/db/pglite-turns.ts;
  // on Postgres it has a connection of its own): seen at 9–29 ms. The slowest single round trip is printed, not
  // held to a limit: it also holds the probe's own thread waiting for one of two cores busy with eight analyses
  // (seen at 16–57 ms on a quiet machine). On a machine so busy that a thread doing nothing waits hundreds of
  // milliseconds (seen with a load average of 18: p95 167 ms, slowest 1.5 s, the loop's busy time 14 ms), round
  // trips say nothing about the server: the median above and the loop's busy time below are what tell then.
  if (delay.controlMax < QUIET_MACHINE_MS) {
    expect(p95, figures).toBeLessThan(LOOP_DELAY_LIMIT_MS);
    expect(serverSlowest, figures).toBeLessThan(2 * LOOP_DELAY_LIMIT_MS);
  }
  // The event loop itself is never held: its own CPU time between two ticks (see tests/server/helpers/event-loop.ts).
  if (delay.longestBusy !== null) expect(delay.longestBusy, figures).toBeLessThan(LOOP_DELAY_LIMIT_MS);
}, 60_000);
