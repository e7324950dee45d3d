// The full stack the lane runs against, started once: an SMTP sink, the real server (on a fresh DATA_DIR, or a
// fresh Postgres database when TEST_DATABASE_URL is set), Prism as a validating proxy with --errors in front of
// it, and the built app (vite preview, under the CSP) sending /api/v1 through Prism. Every contract violation
// Prism reports is written to the lane's violations file, which the journey's last test reads.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { LANE_PORTS } from '../../scripts/ports.mjs';
import { isViolationLine } from '../../scripts/prism-violations.mjs';
import { startServerProcess } from '../../scripts/server-process.mjs';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';

export const ENGINE = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Where the contract violations Prism reports go (the scale-out lane, which runs the journey too, names its own). */
export const VIOLATIONS_FILE = process.env.LANE_VIOLATIONS_FILE ?? join('test-results', `lane-${ENGINE}-violations.log`);
export const SERVER_LOG = join('test-results', `lane-${ENGINE}-server.log`);
/** How far ahead of the real time the server's clock runs (ms); see lane-clock.mjs. */
export const CLOCK_FILE = resolve('test-results', `lane-${ENGINE}-clock`);
const LANE_CLOCK = resolve('e2e/full-stack/lane-clock.mjs');

/** Moves the server's clock `ms` ahead of the real time (0: back to the real time). */
export function setServerClockAhead(ms: number) {
  writeFileSync(CLOCK_FILE, String(ms));
}

async function waitFor(url: string, what: string, child: ChildProcess, headers: Record<string, string> = {}) {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await fetch(url, { headers }).then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

function stopped(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve();
  child.kill('SIGTERM');
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export default async function startStack() {
  const stop: Array<() => Promise<void>> = [];
  try {
    return await start(stop);
  } catch (error) {
    // A stack that did not come up whole leaves nothing running behind it.
    for (const step of stop.reverse()) await step().catch(() => {});
    throw error;
  }
}

async function start(stop: Array<() => Promise<void>>) {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(VIOLATIONS_FILE, '');
  writeFileSync(SERVER_LOG, '');
  setServerClockAhead(0);
  const dataDir = mkdtempSync(join(tmpdir(), 'algocoach-lane-'));
  stop.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const sink = await startSmtpSink({ smtpPort: LANE_PORTS.smtp, httpPort: LANE_PORTS.mailbox });
  stop.push(() => sink.close());

  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const name = `algocoach_lane_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    stop.push(async () => {
      const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
  }

  const server = await startServerProcess({
    port: LANE_PORTS.server,
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${LANE_PORTS.smtp}`,
      PUBLIC_URL: `http://127.0.0.1:${LANE_PORTS.app}`,
      LOG_LEVEL: 'info',
      LANE_CLOCK_FILE: CLOCK_FILE,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${LANE_CLOCK}`.trim(),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', openSync(SERVER_LOG, 'a'), openSync(SERVER_LOG, 'a')],
  });
  stop.push(async () => void (await server.stop()));

  const prism = spawn(
    'node_modules/.bin/prism',
    ['proxy', 'openapi/openapi.yaml', `http://127.0.0.1:${LANE_PORTS.server}/api/v1`, '--errors', '--host', '127.0.0.1', '--port', String(LANE_PORTS.proxy)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  stop.push(() => stopped(prism));
  const watch = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (isViolationLine(line)) appendFileSync(VIOLATIONS_FILE, `${line}\n`);
    }
  };
  prism.stdout!.on('data', watch);
  prism.stderr!.on('data', watch);
  // Probed with a call of the contract (GET /auth/me with a token the server refuses: a declared 401), so that
  // the probe itself is no violation.
  await waitFor(`http://127.0.0.1:${LANE_PORTS.proxy}/auth/me`, 'Prism', prism, { authorization: 'Bearer probe.probe.probe' });

  const app = spawn(process.execPath, ['scripts/dev.mjs', '--preview', '--external-mock', '--quiet', '--port', String(LANE_PORTS.app), '--mock-port', String(LANE_PORTS.proxy)], {
    stdio: 'ignore',
  });
  stop.push(() => stopped(app));
  await waitFor(`http://127.0.0.1:${LANE_PORTS.app}/`, 'the app', app);

  return async () => {
    for (const step of stop.reverse()) await step();
  };
}
