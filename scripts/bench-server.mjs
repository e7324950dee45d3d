#!/usr/bin/env node
// Server benchmark (prints figures; never fails on them): logins per second with argon2id at OWASP's minimum
// cost, GET /auth/me latency while those logins run (hashing must not starve other requests), GET /auth/me p50/p99
// at 50 concurrent connections, and the server's memory — on the embedded PGlite and on Postgres, on loopback.
//   npm run bench:server [-- --seconds 10] [-- --only pglite|postgres]
// Goals on the 2-core reference machine: ≥ 20 logins/s; GET /auth/me p99 ≤ 10 ms on Postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { memoryOf as memory, startServerProcess } from './server-process.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { signUp } from './accounts.mjs';
import { takeOption } from './cli-options.mjs';

const args = process.argv.slice(2);
const SECONDS = Number(takeOption(args, '--seconds', '10'));
const ONLY = takeOption(args, '--only', undefined);
const PASSWORD = 'Passw0rdBench';

/** Every request is sent as a browser sends it: compression is part of what an answer costs. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const load = (options) => autocannon({ duration: SECONDS, ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });

async function bench(engine, env, smtpPort, mailbox) {
  const server = await startServerProcess({ env: { ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, stdio: ['ignore', 'ignore', 'inherit'] });
  const { base } = server;
  const pid = server.child.pid;
  try {
    const idle = memory(pid);
    const json = { 'content-type': 'application/json' };
    const email = `bench_${engine}@example.com`;
    await signUp(base, mailbox, `bench_${engine}`, PASSWORD);
    const login = () => fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: email, password: PASSWORD }) }).then((r) => r.json());
    const { access_token: token } = await login();
    const me = { url: `${base}/api/v1/auth/me`, headers: { authorization: `Bearer ${token}` } };
    await load({ ...me, connections: 10, duration: 2 }); // warm-up

    // Logins (argon2id) with 8 connections, while 5 more connections ask for GET /auth/me.
    const [logins, meDuringLogins] = await Promise.all([
      load({ url: `${base}/api/v1/auth/login`, method: 'POST', headers: json, body: JSON.stringify({ username: email, password: PASSWORD }), connections: 8 }),
      load({ ...me, connections: 5 }),
    ]);
    const afterLogins = memory(pid);
    const meAlone = await load({ ...me, connections: 50 });
    const end = memory(pid);
    return {
      engine,
      loginsPerSecond: logins['2xx'] / SECONDS,
      loginErrors: logins.non2xx + logins.errors,
      loginP99: logins.latency.p99,
      meDuringLoginsP99: meDuringLogins.latency.p99,
      meDuringLoginsRps: meDuringLogins.requests.average,
      meP50: meAlone.latency.p50,
      meP99: meAlone.latency.p99,
      meRps: meAlone.requests.average,
      meErrors: meAlone.non2xx + meAlone.errors,
      rssIdle: idle.rss,
      rssLoad: Math.max(afterLogins.rss, end.rss),
      rssPeak: end.peak,
    };
  } finally {
    await server.stop();
  }
}

const smtpPort = await freePort();
const mailbox = await startSmtpSink({ smtpPort, httpPort: await freePort() });
const rows = [];
try {
  if (ONLY !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'algocoach-bench-'));
    try {
      rows.push(await bench('pglite', { DATA_DIR: dataDir }, smtpPort, mailbox));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (ONLY !== 'pglite') {
    const pg = await startPostgres();
    try {
      rows.push(await bench('postgres', { DATABASE_URL: pg.url }, smtpPort, mailbox));
    } finally {
      pg.stop();
    }
  }
} finally {
  await mailbox.close();
}

const f = (n, digits = 1) => n.toFixed(digits);
console.log(`\nServer benchmark, ${SECONDS} s per load, loopback, argon2id m=19 MiB t=2 p=1\n`);
console.log('| database | logins/s (8 conns) | login p99 | GET /auth/me p99 during logins | GET /auth/me p50 / p99 (50 conns) | GET /auth/me req/s | RSS idle → under load (peak) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${f(r.loginsPerSecond)}${r.loginErrors ? ` (${r.loginErrors} errors)` : ''} | ${r.loginP99} ms | ${r.meDuringLoginsP99} ms | ${r.meP50} / ${r.meP99} ms${r.meErrors ? ` (${r.meErrors} errors)` : ''} | ${f(r.meRps, 0)} | ${f(r.rssIdle, 0)} → ${f(r.rssLoad, 0)} MiB (${f(r.rssPeak, 0)}) |`,
  );
}
console.log('\nGoals: ≥ 20 logins/s without starving other requests; GET /auth/me p99 ≤ 10 ms on Postgres.');
