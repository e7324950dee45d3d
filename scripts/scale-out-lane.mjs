#!/usr/bin/env node
// The scale-out lane (a step of `npm test`): README.md's production setup run for real. Debian's nginx with the
// README's configuration (read from the README; TLS left out) in front of three server processes on one throwaway
// Postgres, serving the built client (`npm run build` first). Then:
//   1. the full-stack journey (e2e/full-stack/journey.lane.ts) through nginx, Prism validating every API call
//      between two nginx server blocks of that configuration: zero contract violations;
//   2. a user changed through one process (password, admin rights, deletion) is seen by the others at once;
//   3. under a steady, bounded load of mixed reads and writes (loopback, kept-alive connections as a browser's), one process is SIGKILLed and
//      started again, then all three are restarted one after another as the README's deploy steps say (out of the
//      upstream, SIGTERM, wait for readiness, back in): every acknowledged write is read back, the only failures
//      are requests that were in flight at the SIGKILL, and the rolling restart loses none.
// Prints its figures at the end and writes test-results/scale-out.json ({passed, failed}) for the test runner.
// Ports: LANE_PORT (default 4280) and the seven after it.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPostgres } from './postgres.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { api, logIn, signUp } from './accounts.mjs';
import { changesSeenEverywhere } from './scale-out/user-changes.mjs';
import { createCluster } from './scale-out/cluster.mjs';
import { startLoad } from './scale-out/load.mjs';
import { isViolationLine } from './prism-violations.mjs';
import { journeyServerBlock, laneConfig, NGINX, readmeNginxSample, startNginx } from './scale-out/nginx.mjs';

const BASE = Number(process.env.LANE_PORT ?? 4280);
const PORTS = { nginx: BASE, prism: BASE + 1, journey: BASE + 2, smtp: BASE + 3, mailbox: BASE + 4, servers: [BASE + 5, BASE + 6, BASE + 7] };
const RESULTS = 'test-results';
const VIOLATIONS_FILE = resolve(RESULTS, 'scale-out-violations.log');
/** The journey's admin and the password it ends with (e2e/full-stack/journey.lane.ts changes it). */
const JOURNEY_ADMIN = { username: 'lane_admin', password: 'Suanfa2026Lin' };
/** Load: connections, requests a second, and the most it may send or last (bounded whatever happens). */
const LOAD = { connections: 8, rate: 100, seconds: 600, maxRequests: 60_000 };
/** How long a process keeps listening with readiness 503 after SIGTERM (long enough for the lane to see it). */
const DRAIN_DELAY_MS = 1000;

const started = performance.now();
const checks = { passed: 0, failed: [] };
function check(name, ok) {
  if (ok) checks.passed++;
  else checks.failed.push(name);
  console.log(`  ${ok ? '✓' : '✗'} ${name}`);
}
const log = (line) => console.log(`[scale-out ${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

if (!existsSync(NGINX)) {
  console.error('nginx is not installed (Debian: apt-get install nginx); .ci/run installs it');
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ has no built client: run `npm run build` first');
  process.exit(1);
}

mkdirSync(RESULTS, { recursive: true });
writeFileSync(VIOLATIONS_FILE, '');
const cleanup = [];
const figures = {};
try {
  await run();
} catch (error) {
  check(`the lane ran to its end (${error instanceof Error ? error.message : error})`, false);
  if (error instanceof Error && error.stack) console.error(error.stack);
} finally {
  for (const step of cleanup.reverse()) await step().catch((error) => console.error('cleanup:', error));
}
report();

async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'algocoach-scale-out-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const postgres = await startPostgres();
  cleanup.push(async () => postgres.stop());
  const sink = await startSmtpSink({ smtpPort: PORTS.smtp, httpPort: PORTS.mailbox });
  cleanup.push(() => sink.close());

  // The README's environment file, as far as the lane can: one database, mail, the proxy trusted; JWT_SECRET unset
  // (generated once and kept in the database, by whichever process gets there first).
  const cluster = createCluster({
    ports: PORTS.servers,
    env: {
      DATABASE_URL: postgres.url,
      DATABASE_POOL_SIZE: '4',
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      PUBLIC_URL: `http://127.0.0.1:${PORTS.journey}`,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Long enough for the lane to see readiness answer 503 before the listener closes (see the rolling restart).
      SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    },
    logFile: (i) => resolve(RESULTS, `scale-out-server-${i + 1}.log`),
  });
  cleanup.push(() => cluster.stopAll());
  for (let i = 0; i < 3; i++) writeFileSync(resolve(RESULTS, `scale-out-server-${i + 1}.log`), '');
  // The README says they may start together (each migrates under an advisory lock): they do.
  await Promise.all(PORTS.servers.map((_, i) => cluster.start(i)));
  log(`three server processes ready on ports ${PORTS.servers.join(', ')}, one Postgres`);

  const sample = readmeNginxSample();
  const dist = resolve('dist');
  const render = ({ down } = {}) => {
    const config = laneConfig(sample, { listen: PORTS.nginx, ports: PORTS.servers, dist, down });
    return `${config}\n# The same server block again, its /api/v1 through Prism (the lane's journey).\n${journeyServerBlock(config, { listen: PORTS.journey, prismPort: PORTS.prism })}`;
  };
  const nginx = await startNginx({ dir: join(dir, 'nginx'), render });
  cleanup.push(() => nginx.stop());
  const front = `http://127.0.0.1:${PORTS.nginx}`;
  const index = await fetch(`${front}/dashboard`);
  check('nginx serves the built client with the SPA fallback and the CSP', index.status === 200 && (index.headers.get('content-security-policy') ?? '').includes("object-src 'none'"));
  log(`nginx (README's configuration) on ${PORTS.nginx}; the journey's block on ${PORTS.journey}`);

  await startPrism();
  // Not spawnSync: the SMTP sink the journey reads its codes from lives on this process's event loop.
  const journey = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/scale-out/playwright.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LANE_PORT: String(BASE), SCALE_OUT_URL: `http://127.0.0.1:${PORTS.journey}`, LANE_VIOLATIONS_FILE: VIOLATIONS_FILE },
  });
  const journeyStatus = await new Promise((resolve) => journey.once('exit', (code) => resolve(code)));
  check('the full-stack journey passes through nginx with zero contract violations (Prism --errors)', journeyStatus === 0);
  if (journeyStatus !== 0) throw new Error('the journey failed; the rest of the lane needs its admin');

  // Step 2: the journey's admin administers; the user changed is the lane's own.
  const admin = await logIn(front, JOURNEY_ADMIN.username, JOURNEY_ADMIN.password);
  await changesSeenEverywhere({ bases: PORTS.servers.map((port) => `http://127.0.0.1:${port}`), sink, admin, check });
  log('user changes seen by every process at once: checked');

  // Step 3: the load.
  const learners = [];
  const problems = (await api(front)('GET', '/problems/?page=1&page_size=50', { token: admin.token })).body.items.map((p) => p.id);
  for (let i = 0; i < 3; i++) learners.push({ ...(await signUp(front, sink, `scale_learner_${i}`, 'Scaling2026Go')), problemIds: problems });
  const load = startLoad({ url: front, learners, admin, ...LOAD });
  const loadStarted = performance.now();
  const at = (what) => log(`${what} (${load.answered()} answered so far)`);
  figures.loadRef = load;
  await waitAnswered(load, 150);
  at('steady load');

  // SIGKILL one process in the middle of the load; what was in flight at that moment is all that may fail. The
  // process dies some time after the signal is sent (when the kernel next runs it), and nginx may hand it a request
  // meanwhile: the kernel still takes it into the socket's buffer, and a POST that was sent is never sent again
  // (proxy_next_upstream). So "in flight" is what was unanswered at the signal and what was sent before the exit
  // was seen; a request sent after that may not fail.
  load.setPhase('kill');
  const inFlight = load.inFlight();
  const firstAfterSignal = load.lastId() + 1;
  const killed = await cluster.signal(1, 'SIGKILL');
  const sentWhileDying = load.lastId() - firstAfterSignal + 1;
  for (let id = firstAfterSignal; id <= load.lastId(); id++) inFlight.add(id);
  figures.killExitMs = killed.ms;
  figures.sentWhileDying = sentWhileDying;
  at(`process 2 killed (${killed.result}, exit seen ${killed.ms.toFixed(1)} ms after the signal); ${inFlight.size - sentWhileDying} requests were in flight through nginx, ${sentWhileDying} more sent before the exit was seen`);
  const restartStarted = performance.now();
  await cluster.start(1);
  figures.restartAfterKill = performance.now() - restartStarted;
  at(`process 2 started again and ready in ${(figures.restartAfterKill / 1000).toFixed(1)} s`);
  // nginx tries it again after fail_timeout; the load goes on meanwhile.
  await waitAnswered(load, 100);
  load.setPhase('after kill');
  await waitAnswered(load, 100);

  // The rolling restart: out of the upstream, SIGTERM (readiness 503 at once, the requests in flight answered),
  // started again, ready, back in.
  load.setPhase('rolling restart');
  figures.drains = [];
  figures.readinessFlips = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await nginx.reconfigure({ down: new Set([i]) });
    const t1 = performance.now();
    const exit = cluster.signal(i, 'SIGTERM');
    if (await readinessTurns503(PORTS.servers[i])) figures.readinessFlips++;
    const { result, ms } = await exit;
    figures.drains.push(ms);
    check(`process ${i + 1} drained and exited cleanly on SIGTERM`, result === 0);
    const t2 = performance.now();
    await cluster.start(i);
    const t3 = performance.now();
    await nginx.reconfigure({});
    const seconds = (a, b) => ((b - a) / 1000).toFixed(1);
    at(`process ${i + 1} restarted: out of nginx in ${seconds(t0, t1)} s, drained in ${(ms / 1000).toFixed(2)} s, ready again in ${seconds(t2, t3)} s, back in nginx in ${seconds(t3, performance.now())} s`);
    await waitAnswered(load, 50);
  }
  check('readiness answered 503 at the start of every shutdown of the rolling restart', figures.readinessFlips === 3);
  load.setPhase('after rolling restart');
  await waitAnswered(load, 100);
  await load.stop();
  figures.loadSeconds = (performance.now() - loadStarted) / 1000;
  at('load stopped');

  const byPhase = (phase) => load.failures.filter((f) => f.phase === phase);
  const killFailures = byPhase('kill');
  check('no request failed before the SIGKILL', byPhase('steady').length === 0);
  check('every failure at the SIGKILL was a request in flight at that moment', killFailures.every((f) => f.id !== undefined && inFlight.has(f.id)));
  check('no request failed once the killed process was back', byPhase('after kill').length === 0);
  check('the rolling restart lost no request', byPhase('rolling restart').length === 0 && byPhase('after rolling restart').length === 0);
  check('every request sent got an answer (none left waiting)', load.outstanding.size === 0);
  const readBack = await load.readBack(front);
  check(`every acknowledged write reads back (${readBack.notesChecked} notes, ${readBack.listsChecked} lists)`, readBack.wrong.length === 0 && readBack.notesChecked > 0 && readBack.listsChecked > 0);
  for (const wrong of readBack.wrong.slice(0, 10)) console.log(`    ${wrong}`);
  figures.readBack = readBack;
  figures.inFlightAtKill = inFlight.size;
}

/** Waits until the load has had `count` more answers. */
async function waitAnswered(load, count) {
  const target = load.answered() + count;
  for (let i = 0; load.answered() < target; i++) {
    if (i > 1200) throw new Error(`the load stalled at ${load.answered()} answers`);
    await sleep(50);
  }
}

/** After a SIGTERM: polls readiness until it is 503 (true) or the listener is gone without one (false). */
async function readinessTurns503(port) {
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/v1/readyz`).then((r) => r.status, () => 0);
    if (status === 503) return true;
    if (status === 0) return false;
    await sleep(10);
  }
}

/** Prism validating between the journey's server block and the README's one; violations go to the file. */
async function startPrism() {
  const prism = spawn('node_modules/.bin/prism', ['proxy', 'openapi/openapi.yaml', `http://127.0.0.1:${PORTS.nginx}/api/v1`, '--errors', '--host', '127.0.0.1', '--port', String(PORTS.prism)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => prism.once('exit', resolve));
  cleanup.push(async () => {
    if (prism.exitCode === null) prism.kill('SIGTERM');
    await exited;
  });
  const watch = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (isViolationLine(line)) appendFileSync(VIOLATIONS_FILE, `${line}\n`);
  };
  prism.stdout.on('data', watch);
  prism.stderr.on('data', watch);
  // Probed with a call of the contract (a token the server refuses: a declared 401), so the probe is no violation.
  for (let i = 0; ; i++) {
    if (prism.exitCode !== null) throw new Error('Prism exited');
    const ok = await fetch(`http://127.0.0.1:${PORTS.prism}/auth/me`, { headers: { authorization: 'Bearer probe.probe.probe' } }).then(() => true, () => false);
    if (ok) return;
    if (i > 400) throw new Error('Prism did not answer');
    await sleep(150);
  }
}

function report() {
  const seconds = (performance.now() - started) / 1000;
  const load = figures.loadRef;
  console.log('\n━━━ scale-out lane: figures');
  if (load) {
    const causes = {};
    for (const f of load.failures) causes[`${f.phase}: ${f.cause} (${f.kind})`] = (causes[`${f.phase}: ${f.cause} (${f.kind})`] ?? 0) + 1;
    console.log(`  requests answered through nginx: ${load.answered()}${figures.loadSeconds ? ` in ${figures.loadSeconds.toFixed(1)} s` : ''} (${LOAD.connections} connections, ${LOAD.rate} req/s asked; mixed: 30% note saves, 10% study lists created, 60% reads)`);
    console.log(`  failures: ${load.failures.length}${load.failures.length ? ', by phase and cause:' : ' (none)'}; sent again after a kept-alive connection was closed under them (as browsers do): ${load.retried()}`);
    for (const [cause, count] of Object.entries(causes)) console.log(`    ${count} × ${cause}`);
    if (figures.inFlightAtKill !== undefined) console.log(`  in flight through nginx at the SIGKILL: ${figures.inFlightAtKill} (${figures.sentWhileDying} of them sent between the signal and the exit seen ${figures.killExitMs.toFixed(1)} ms later); process 2 ready again ${(figures.restartAfterKill / 1000).toFixed(1)} s after`);
  }
  const readBack = figures.readBack;
  if (readBack) console.log(`  writes: ${readBack.noteWrites} note saves (${readBack.acknowledgedNotes} notes acknowledged, each read back), ${readBack.listWrites} study lists created (${readBack.listsChecked} acknowledged, each read back); wrong: ${readBack.wrong.length}`);
  if (figures.drains?.length) console.log(`  time to drain on SIGTERM (rolling restart): ${figures.drains.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (${DRAIN_DELAY_MS} ms of each with readiness 503 before the listener closed); readiness 503 seen ${figures.readinessFlips}/3`);
  console.log(`  checks: ${checks.passed} passed, ${checks.failed.length} failed${checks.failed.length ? `: ${checks.failed.join('; ')}` : ''}`);
  console.log(`  lane time: ${seconds.toFixed(0)} s`);
  const kept = Object.fromEntries(Object.entries(figures).filter(([key]) => key !== 'loadRef'));
  writeFileSync(resolve(RESULTS, 'scale-out.json'), JSON.stringify({ passed: checks.passed, failed: checks.failed.length, figures: kept, failures: load?.failures ?? [] }, null, 2));
  process.exit(checks.failed.length ? 1 : 0);
}
