// Analyser benchmark (prints figures; never fails on them):
//   1. analysis latency of ~200-line solutions inside a worker of the pool (server/coach/analyser/pool.ts), one at
//      a time after the same warm-up as the HTTP run's, message passing included — and the CPU time the same
//      analyses take in the worker's main thread (Linux: its schedstat, which a busy machine does not inflate);
//   2. the pool's memory: each worker process's RSS, heap and buffers;
//   3. POST /submissions/analyze with 8 analyses at once against the real server (a child process on loopback, on
//      PGlite and on Postgres), sent as a browser sends it (JSON, `accept-encoding: gzip, deflate, br`) over kept-alive
//      connections, bounded in count and time;
//      meanwhile GET /healthz latency, and the server's event-loop delay (scripts/bench-event-loop.mjs, preloaded
//      through NODE_OPTIONS for this run only).
//   npm run bench:analyser [-- --files 120] [-- --requests 400] [-- --seconds 30] [-- --warmup 960] [-- --concurrency 8] [-- --only pglite|postgres]
// Goals on the 2-core reference machine: p99 ≤ 50 ms inside a worker; p99 ≤ 150 ms through HTTP with 8 at once.
// Inputs: solutions of one language joined until ~200 lines, from ../shared/eval/complexity-dev.jsonl, read at run
// time (nothing of it is copied into the project); without that file, generated ordinary functions.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { isAnalysedLanguage, type AnalysedLanguage } from '../server/coach/analyser/index.ts';
import { createAnalyserPool } from '../server/coach/analyser/pool.ts';
import { processCpuMs } from '../server/coach/analyser/process-cpu.ts';
import { signUp } from './accounts.mjs';
import { takeOption } from './cli-options.mjs';
import { freePort } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { memoryOf, startServerProcess } from './server-process.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const args = process.argv.slice(2);
const FILES = Number(takeOption(args, '--files', '120'));
const REQUESTS = Number(takeOption(args, '--requests', '400'));
const SECONDS = Number(takeOption(args, '--seconds', '30'));
const CONCURRENCY = Number(takeOption(args, '--concurrency', '8'));
const ONLY = takeOption(args, '--only', undefined);
// Analyses sent through HTTP before the measured run: V8 keeps optimising the analyser over its first ~1,000 analyses
// (each language's adapter and node shapes reach the same code in turn), and a server answers most of its analyses long
// after that. The warm-up's own figures are printed too: what the first learners after a start see.
const WARMUP = Number(takeOption(args, '--warmup', '960'));
const LINES = 200;
/** Times each input is analysed, one at a time, for the in-worker figures: 480 samples, so that p99 is not one outlier's. */
const MEASURED_ROUNDS = 4;
const PASSWORD = 'Passw0rdBench';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Input {
  language: AnalysedLanguage;
  code: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
function summary(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  return `p50 ${ms(percentile(s, 50))}, p95 ${ms(percentile(s, 95))}, p99 ${ms(percentile(s, 99))}, slowest ${ms(s[s.length - 1] ?? NaN)} (${s.length} analyses)`;
}

/** Solutions of one language joined until the file reaches ~200 lines, languages in turn. */
function inputs(): { files: Input[]; source: string } {
  const path = resolve(root, '../shared/eval/complexity-dev.jsonl');
  const byLanguage = new Map<AnalysedLanguage, string[]>();
  let source: string;
  if (existsSync(path)) {
    source = `solutions from ${path}, joined to ~${LINES} lines`;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { language: string; code: string };
      if (!isAnalysedLanguage(row.language)) continue;
      byLanguage.set(row.language, [...(byLanguage.get(row.language) ?? []), row.code]);
    }
  } else {
    source = `generated functions (${path} not found)`;
    const python = (k: number) => `def f${k}(a, t):\n    best = 0\n    for i in range(len(a)):\n        for j in range(i + 1, len(a)):\n            if a[i] + a[j] == t:\n                best = max(best, j - i)\n    return best\n`;
    const java = (k: number) => `class S${k} {\n    int f(int[] a, int t) {\n        int best = 0;\n        for (int i = 0; i < a.length; i++) {\n            for (int j = i + 1; j < a.length; j++) {\n                if (a[i] + a[j] == t) best = Math.max(best, j - i);\n            }\n        }\n        return best;\n    }\n}\n`;
    byLanguage.set('python', Array.from({ length: 200 }, (_, k) => python(k)));
    byLanguage.set('java', Array.from({ length: 200 }, (_, k) => java(k)));
  }
  const files: Input[] = [];
  const languages = [...byLanguage.keys()];
  const cursors = new Map<AnalysedLanguage, number>();
  for (let i = 0; files.length < FILES && languages.length && i < FILES * 10; i++) {
    const language = languages[i % languages.length]!;
    const pool = byLanguage.get(language)!;
    let cursor = cursors.get(language) ?? 0;
    const parts: string[] = [];
    let lines = 0;
    while (lines < LINES) {
      const code = pool[cursor++ % pool.length]!;
      parts.push(code);
      lines += code.split('\n').length + 1;
    }
    cursors.set(language, cursor);
    files.push({ language, code: parts.join('\n\n') });
  }
  return { files, source };
}

async function insideWorkers(files: Input[]): Promise<void> {
  const pool = createAnalyserPool();
  try {
    // Warm-up, as long as the HTTP run's (WARMUP): every worker loads the grammars and the JIT settles. Its own
    // figures are printed too: what the first analyses after a start take. As many at a time as the pool has
    // workers (one per core), so that every worker starts and warms.
    const warm: number[] = [];
    for (let next = 0; next < Math.max(WARMUP, 2 * files.length); ) {
      await Promise.all(
        Array.from({ length: availableParallelism() }, async () => {
          const f = files[next++ % files.length]!;
          const started = performance.now();
          await pool.analyse(f.code, f.language);
          warm.push(performance.now() - started);
        }),
      );
    }
    const samples: number[] = [];
    // The CPU each analysis takes in its worker's main thread (Linux), whatever else the machine runs: the workers
    // are idle but for the one analysing.
    const workers = descendants(process.pid).filter((pid) => commandOf(pid).includes('pool-worker.mjs'));
    const workersCpu = (): number | null => {
      let sum = 0;
      for (const pid of workers) {
        const times = threadTimes(pid, pid);
        if (!times) return null;
        sum += times.cpu;
      }
      return sum;
    };
    const cpu: number[] = [];
    let failed = 0;
    for (let round = 0; round < MEASURED_ROUNDS; round++) {
      for (const f of files) {
        const cpuBefore = workersCpu();
        const started = performance.now();
        const outcome = await pool.analyse(f.code, f.language);
        samples.push(performance.now() - started);
        const cpuAfter = workersCpu();
        if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
        if (!outcome.ok) failed++;
      }
    }
    const memory = await pool.memory();
    log(`\n1. Inside a worker, one at a time (${pool.stats().workers} workers): ${summary(samples)}${failed ? `; ${failed} answered rough (budget or failure)` : ''}`);
    log(`   the warm-up itself, from the pool's start, ${availableParallelism()} at a time: ${summary(warm)}`);
    log('   goal: p99 ≤ 50 ms');
    if (cpu.length) log(`   CPU time of the same analyses in the worker's main thread: ${summary(cpu)}`);
    log(`\n2. The pool's memory (${memory.length} workers, after ${warm.length + samples.length} analyses):`);
    memory.forEach((m, i) => log(`   worker ${i + 1}: RSS ${mib(m.rss)}; heap ${mib(m.heapUsed)} used of ${mib(m.heapTotal)}, external ${mib(m.external)} (of which array buffers, the grammars' WASM memory among them, ${mib(m.arrayBuffers)})`));
    log(`   the workers' processes together: RSS ${mib(memory.reduce((sum, m) => sum + m.rss, 0))}`);
  } finally {
    await pool.close();
  }
}

/** A thread's CPU time and its time waiting for a core so far (ms), from /proc (Linux); null elsewhere. */
function threadTimes(pid: number, tid: number): { cpu: number; wait: number } | null {
  const path = `/proc/${pid}/task/${tid}/schedstat`;
  if (!existsSync(path)) return null;
  const [cpu, wait] = readFileSync(path, 'utf8').split(' ').map(Number);
  return { cpu: cpu! / 1e6, wait: wait! / 1e6 };
}

/** The whole process's CPU time so far and its live children's, every thread's, ended threads included (ms; Linux). */
function processCpu(pid: number): number | null {
  const own = processCpuMs(pid);
  if (own === null) return null;
  // The analyses run in child processes of the server: their CPU is the server's cost too.
  return own + childrenOf(pid).reduce((sum, child) => sum + (processCpu(child) ?? 0), 0);
}

/** The processes `pid` started that still run (Linux: every thread's list of children). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** Every process below `parent`, its children's children included. */
function descendants(parent: number): number[] {
  return childrenOf(parent).flatMap((child) => [child, ...descendants(child)]);
}

/** The command line a process was started with ('' once gone). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

interface Answered {
  ms: number;
  status: number;
  precision: string | null;
}

async function throughHttp(files: Input[], engine: 'pglite' | 'postgres', database: Record<string, string>): Promise<void> {
  const smtpPort = await freePort();
  const mailbox = await startSmtpSink({ smtpPort, httpPort: await freePort() });
  const dataDir = mkdtempSync(join(tmpdir(), 'algocoach-bench-analyser-'));
  const loopFile = join(dataDir, 'event-loop.json');
  const probe = pathToFileURL(join(root, 'scripts/bench-event-loop.mjs')).href;
  const server = await startServerProcess({
    env: { DATA_DIR: dataDir, ...database, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, AI_DAILY_ALLOWANCE: '100000', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(), BENCH_EVENT_LOOP_FILE: loopFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { base } = server;
  const pid = server.child.pid!;
  // The sender is plain node:http over kept-alive connections, each file's body encoded once: it shares this
  // machine's two cores with the server, and fetch() cost it ~3.5 ms of CPU per analysis (a learner's browser
  // spends its own CPU elsewhere). The requests are the same: the same headers, the same JSON.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + 1 });
  try {
    const json = { 'content-type': 'application/json' };
    const { token } = await signUp(base, mailbox, 'bench_analyser', PASSWORD);
    const headers = { ...json, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', authorization: `Bearer ${token}` };
    const problems = (await (await fetch(`${base}/api/v1/problems/?page_size=1`, { headers })).json()) as { items: { id: string }[] };
    const problemId = problems.items[0]!.id;
    const idle = memoryOf(pid);

    const bodies = new Map(files.map((f) => [f, Buffer.from(JSON.stringify({ problem_id: problemId, code: f.code, language: f.language, user_language: 'en' }))]));
    const analyse = async (f: Input): Promise<Answered> => {
      const started = performance.now();
      const response = await send(`${base}/api/v1/submissions/analyze`, headers, bodies.get(f)!, agent);
      const body = (response.status === 200 ? JSON.parse(response.text) : {}) as { estimate?: { precision: string } };
      return { ms: performance.now() - started, status: response.status, precision: body.estimate?.precision ?? null };
    };
    const run = async (count: number, seconds: number): Promise<{ answered: Answered[]; health: number[]; seconds: number }> => {
      const answered: Answered[] = [];
      const health: number[] = [];
      const deadline = Date.now() + seconds * 1000;
      const started = performance.now();
      let next = 0;
      let running = true;
      const probeHealth = (async () => {
        while (running) {
          const t = performance.now();
          await send(`${base}/healthz`, {}, null, agent);
          health.push(performance.now() - t);
          await sleep(50);
        }
      })();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < count && Date.now() < deadline) answered.push(await analyse(files[next++ % files.length]!));
        }),
      );
      running = false;
      await probeHealth;
      return { answered, health, seconds: (performance.now() - started) / 1000 };
    };

    // Warm-up: the workers start, load the grammars, and the JIT settles.
    const warmUp = await run(Math.max(WARMUP, files.length, 4 * CONCURRENCY), Math.max(SECONDS, WARMUP / 10));
    const warmOk = warmUp.answered.filter((a) => a.status === 200).map((a) => a.ms);
    server.child.kill('SIGUSR2'); // a new event-loop record for the measured run
    await sleep(200);
    const mainBefore = threadTimes(pid, pid);
    const cpuBefore = processCpu(pid);
    const clientBefore = processCpuMs(process.pid);
    const measured = await run(REQUESTS, SECONDS);
    const mainAfter = threadTimes(pid, pid);
    const cpuAfter = processCpu(pid);
    const clientAfter = processCpuMs(process.pid);
    server.child.kill('SIGUSR2');
    await sleep(300);
    const loop = existsSync(loopFile) ? (JSON.parse(readFileSync(loopFile, 'utf8')) as { max: number; p50: number; p99: number; mean: number }) : null;
    const loaded = memoryOf(pid);

    const ok = measured.answered.filter((a) => a.status === 200);
    const rough = ok.filter((a) => a.precision === 'rough').length;
    log(`\n3. Through HTTP on ${engine}, ${CONCURRENCY} analyses at once, after a warm-up of ${warmUp.answered.length} (${measured.answered.length} requests in ${measured.seconds.toFixed(1)} s, ${(measured.answered.length / measured.seconds).toFixed(1)}/s): ${summary(ok.map((a) => a.ms))}`);
    log(`   the warm-up itself, from the server's start (${(warmUp.answered.length / warmUp.seconds).toFixed(1)}/s): ${summary(warmOk)}`);
    if (ok.length < measured.answered.length) log(`   ${measured.answered.length - ok.length} answers were not 200: ${[...new Set(measured.answered.filter((a) => a.status !== 200).map((a) => a.status))].join(', ')}`);
    log(`   rough estimates among them: ${rough} (the rest full or rough from the analyser itself)`);
    log(`   GET /healthz meanwhile: ${summary(measured.health).replace('analyses', 'requests')}`);
    log(loop ? `   the server's event-loop delay meanwhile: max ${ms(loop.max)}, p99 ${ms(loop.p99)}, p50 ${ms(loop.p50)}, mean ${ms(loop.mean)}` : '   (the server did not report its event-loop delay)');
    if (mainBefore && mainAfter && cpuBefore !== null && cpuAfter !== null) {
      const n = measured.answered.length + measured.health.length;
      log(`   the server's CPU per request: ${ms((mainAfter.cpu - mainBefore.cpu) / n)} on the event loop's thread, ${ms((cpuAfter - cpuBefore) / measured.answered.length)} per analysis in all threads; the event loop's thread waited ${ms(mainAfter.wait - mainBefore.wait)} in all for a core`);
      // On one machine the load's sender takes cores from the server; a learner's browser is elsewhere.
      if (clientBefore !== null && clientAfter !== null) log(`   this benchmark's own CPU (the requests' sender, on the same cores): ${ms((clientAfter - clientBefore) / measured.answered.length)} per analysis`);
    }
    const helpers = descendants(pid).map(memoryOf);
    log(`   the server's RSS: ${idle.rss.toFixed(0)} MiB before any analysis, ${loaded.rss.toFixed(0)} MiB after (peak ${loaded.peak.toFixed(0)} MiB); its ${helpers.length} helper processes (the analyses' spawner, the analyses'): ${helpers.map((w) => `${w.rss.toFixed(0)} MiB (peak ${w.peak.toFixed(0)})`).join(', ')}`);
    log('   goal: p99 ≤ 150 ms');
  } finally {
    agent.destroy();
    await server.stop();
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One request over `agent`: its status and its body's text, decoded as a browser decodes it. */
function send(url: string, headers: Record<string, string>, body: Buffer | null, agent: Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body ? 'POST' : 'GET', headers: body ? { ...headers, 'content-length': String(body.length) } : headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, text: decoded.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

const { files, source } = inputs();
const lines = files.map((f) => f.code.split('\n').length).sort((a, b) => a - b);
log(`Analyser benchmark: ${files.length} inputs (${source}; ${percentile(lines, 50)} lines at the median), ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`);
await insideWorkers(files);
if (ONLY !== 'postgres') await throughHttp(files, 'pglite', {});
if (ONLY !== 'pglite') {
  const pg = await startPostgres();
  try {
    await throughHttp(files, 'postgres', { DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
}
log(`\nLoad average at the end: ${loadavg()[0]!.toFixed(1)} (other work on the machine inflates every figure)`);
