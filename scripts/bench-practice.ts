// Practice benchmark (prints figures; never fails on them): with 3,500 problems and 1,000 learners × 200
// submissions loaded in bulk (scripts/bench-practice-data.ts), p50/p99 and req/s at 50 connections of
//   - GET /problems/ with the list page's filters and sorts (50 a page, as the client asks), learners at random;
//   - GET /progress/dashboard, learners at random;
//   - POST /submissions/, each request submitting an analysis of its own code made beforehand (§4: a submission
//     quotes an analysis of that very code, so each needs a fresh one); the analysis itself (the coach's work)
//     is measured on its own as POST /submissions/analyze, for information;
// and the server's memory (RSS), on the embedded PGlite and on Postgres, on loopback. Then, with the server
// stopped, every SQL statement the services send for each call is captured (the database's query log) and run
// again under EXPLAIN (ANALYZE, BUFFERS): the slowest statement's plan is printed for each call, and every
// sequential scan is named.
//   npm run bench:practice [-- --seconds 10] [-- --runs 3] [-- --only pglite|postgres] [-- --users 1000] [-- --tcp]
// Goals on the 2-core reference machine, on Postgres: p99 ≤ 20 ms for the list, ≤ 30 ms for the dashboard and a
// submission; every statement uses an index; the server ≤ 1.5 GB RSS on PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/connection.ts';
import { offlineServices } from '../server/db/seeds/services.ts';
import { createTokens } from '../server/services/tokens.ts';
import { loadPracticeData, type BenchData } from './bench-practice-data.ts';
import { takeOption } from './cli-options.mjs';
import { startPostgres } from './postgres.mjs';
import { memoryOf, startServerProcess } from './server-process.mjs';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(takeOption(args, name, String(fallback)));
const SECONDS = option('--seconds', 10);
const RUNS = option('--runs', 1);
const USERS = option('--users', 1000);
const PER_USER = option('--per-user', 200);
const PROBLEMS = option('--problems', 3500);
const CONNECTIONS = option('--connections', 50);
const ONLY = takeOption(args, '--only', undefined);
const JWT_SECRET = 'bench-practice-secret-0123456789-abcdefghij';
/** Enough analyses that no submit request reuses one, at up to 5,000 submissions a second. */
const FRESH = Math.max(20_000, SECONDS * RUNS * 5_000);

/** The list page's requests: filters, sorts and pages a learner would use. */
const LIST_QUERIES = [
  'difficulty=Medium',
  'category=dynamic_programming',
  'tags=Array&tags=Hash%20Table',
  'status=solved',
  'status=not_attempted&difficulty=Easy',
  'difficulty=Hard&sort_by=acceptance_rate&order=desc',
  'category=graph&sort_by=frequency&order=desc',
  'difficulty=Easy&page=5',
  'sort_by=title',
  'category=tree&sort_by=difficulty&order=desc',
].map((q) => `${q}&page_size=50`);

type Call = 'list' | 'dashboard' | 'submit' | 'analyze';
interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const now = new Date();
const log = (line: string) => process.stdout.write(`${line}\n`);
const pickOne = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function tokensFor(data: BenchData): Promise<Map<string, string>> {
  const tokens = createTokens(new TextEncoder().encode(JWT_SECRET));
  const byUser = new Map<string, string>();
  for (const user of data.users) byUser.set(user.id, await tokens.issue({ id: user.id, tokenVersion: 0 }, now));
  return byUser;
}

/**
 * Waits until the server has finished what a load left it (autocannon stops sending, but requests it gave up on
 * are still being worked on, the coach's analyses for seconds): until /healthz answers at once twice in a row.
 */
async function drained(base: string): Promise<void> {
  for (let quick = 0, tries = 0; quick < 2 && tries < 600; tries++) {
    const started = performance.now();
    await fetch(`${base}/healthz`);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What every browser sends, and so what the server compresses for. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** One load of a call at CONNECTIONS connections; each request picks its learner (and filter, or analysis). */
async function load(base: string, call: Call, data: BenchData, tokens: Map<string, string>, seconds: number, next: { fresh: number }): Promise<Figures> {
  // Sent as a browser sends it: compression is part of what an answer costs.
  const auth = (userId: string) => ({ authorization: `Bearer ${tokens.get(userId)}`, 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS });
  const userIds = data.users.map((u) => u.id);
  const setup = (): autocannon.Request => {
    if (call === 'list') return { method: 'GET', path: `/api/v1/problems/?${pickOne(LIST_QUERIES)}`, headers: auth(pickOne(userIds)) };
    if (call === 'dashboard') return { method: 'GET', path: '/api/v1/progress/dashboard', headers: auth(pickOne(userIds)) };
    if (call === 'analyze') {
      const sample = pickOne(data.samples);
      return { method: 'POST', path: '/api/v1/submissions/analyze', headers: auth(pickOne(userIds)), body: JSON.stringify({ problem_id: sample.problemId, code: sample.code, language: sample.language }) };
    }
    const f = data.fresh[next.fresh++ % data.fresh.length]!;
    return { method: 'POST', path: '/api/v1/submissions/', headers: auth(f.userId), body: JSON.stringify({ problem_id: f.problemId, code: f.code, language: f.language, analysis_id: f.analysisId }) };
  };
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest: (request) => ({ ...request, ...setup() }) }] });
  await drained(base);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.non2xx + result.errors + result.timeouts };
}

interface Statement {
  query: string;
  params: unknown[];
}
interface Explained extends Statement {
  ms: number;
  plan: string;
  /** Whether the generic plan was looked at too. */
  genericChecked: boolean;
  seqScans: string[];
}

/** A captured statement as drizzle SQL again, its $n placeholders bound to the captured values. */
function bound({ query, params }: Statement): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql.param(params[Number(part) - 1]) : sql.raw(part))));
}

class Rollback extends Error {}

/** Runs `work` in a transaction that is rolled back (an EXPLAIN ANALYZE of a write is undone). */
async function rolledBack(database: Database, work: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<void>): Promise<void> {
  await database.db
    .transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

/** A value as an SQL literal (of unknown type: the prepared statement's parameter types apply). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = Array.isArray(value) ? `{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}` : value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

const planText = (result: unknown) => (result as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
const seqScansOf = (plan: string) => [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement with its values (the plan of its first calls), and the sequential
 * scans of its generic plan too: the one Postgres may settle on for a prepared statement after five calls.
 */
async function explain(database: Database, statement: Statement): Promise<Explained> {
  let plan = '';
  await rolledBack(database, async (tx) => {
    plan = planText(await tx.execute(sql`explain (analyze, buffers) ${bound(statement)}`));
  });
  let generic = '';
  await rolledBack(database, async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare bench_probe as ${statement.query}`));
    try {
      // EXECUTE takes no bound parameters: the values go in as literals.
      const values = statement.params.length ? `(${statement.params.map(literal).join(', ')})` : '';
      generic = planText(await tx.execute(sql.raw(`explain (analyze) execute bench_probe${values}`)));
    } finally {
      await tx.execute(sql`deallocate bench_probe`);
    }
  }).catch(() => {}); // a statement whose parameters' types Postgres cannot infer alone: its values' plan stands
  const time = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? 0);
  return { ...statement, ms: time('Planning') + time('Execution'), plan, genericChecked: generic !== '', seqScans: [...new Set([...seqScansOf(plan), ...seqScansOf(generic)])] };
}

/** Runs each call through the services (as its handler does) and EXPLAINs every statement it sends. */
async function probe(engine: string, env: Record<string, string>, data: BenchData): Promise<{ report: Map<Call, Explained[]>; pages: Map<string, number> }> {
  const captured: Statement[] = [];
  let capturing = false;
  const config = loadConfig({ ...env, JWT_SECRET, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config, { logger: { logQuery: (query, params) => void (capturing && captured.push({ query, params })) } });
  const services = offlineServices(database.db, () => now);
  const user = data.users[Math.floor(data.users.length / 2)]!;
  const session = async () => (await services.accounts.authenticate(await services.ctx.tokens.issue({ id: user.id, tokenVersion: 0 }, now)))!;
  const fresh = data.fresh.filter((f) => f.userId === user.id).at(-1)!;
  const sample = data.samples[0]!;
  const runs: Record<Call, Array<() => Promise<unknown>>> = {
    list: LIST_QUERIES.map((q) => async () => {
      const query = Object.fromEntries([...new URLSearchParams(q)].filter(([k]) => k !== 'tags'));
      const tags = new URLSearchParams(q).getAll('tags');
      const typed = { ...query, ...(query.page ? { page: Number(query.page) } : {}), page_size: 50, ...(tags.length ? { tags } : {}) };
      return services.problems.list((await session()).user.id, typed as Parameters<typeof services.problems.list>[1], 'en');
    }),
    dashboard: [async () => services.progress.dashboard(await session())],
    submit: [async () => services.submissions.submit(await session(), { problem_id: fresh.problemId, code: fresh.code, language: fresh.language as 'python', analysis_id: fresh.analysisId })],
    analyze: [async () => services.submissions.analyse(await session(), { problem_id: sample.problemId, code: sample.code, language: sample.language as 'python' }, 'en')],
  };
  const report = new Map<Call, Explained[]>();
  /** Each table's size in 8 KB pages: a table of one page is read whole faster than through an index. */
  const pages = new Map<string, number>();
  try {
    const sizes = await database.db.execute(sql`select relname, relpages from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`);
    for (const row of (sizes as unknown as { rows: Array<{ relname: string; relpages: number }> }).rows) pages.set(row.relname, Number(row.relpages));
    for (const [call, variants] of Object.entries(runs) as Array<[Call, Array<() => Promise<unknown>>]>) {
      const explained: Explained[] = [];
      for (const run of variants) {
        if (call !== 'submit') await run(); // warm: plans cached, pages in memory
        captured.length = 0;
        capturing = true;
        await run();
        capturing = false;
        for (const statement of captured.filter((s) => /^\s*(select|insert|update|delete|with)\b/i.test(s.query))) {
          await explain(database, statement); // the first planning of a statement reads the catalogue
          explained.push(await explain(database, statement));
        }
      }
      report.set(call, explained);
    }
  } finally {
    await database.close();
  }
  log(`  ${engine}: EXPLAINed ${[...report.values()].reduce((n, e) => n + e.length, 0)} statements`);
  return { report, pages };
}

interface EngineResult {
  engine: string;
  loadSeconds: number;
  rows: Record<string, number>;
  runs: Array<Record<Call, Figures>>;
  loads: number[];
  rssIdle: number;
  rssEnd: number;
  rssPeak: number;
  plans: Map<Call, Explained[]>;
  /** Table sizes in pages (see probe). */
  pages: Map<string, number>;
}

async function bench(engine: string, env: Record<string, string>): Promise<EngineResult> {
  log(`\n${engine}: loading ${PROBLEMS} problems, ${USERS} learners × ${PER_USER} submissions`);
  const started = Date.now();
  // Bulk statements of the loading run past the statement time limit a request has.
  const loading = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { statementTimeoutMs: 0 });
  let data: BenchData;
  try {
    data = await loadPracticeData(loading.db, { problems: PROBLEMS, users: USERS, perUser: PER_USER, fresh: FRESH, now, log });
  } finally {
    await loading.close();
  }
  const loadSeconds = (Date.now() - started) / 1000;
  log(`  loaded in ${loadSeconds.toFixed(1)} s`);
  const tokens = await tokensFor(data);
  // The allowance at its highest: a learner the load picks often must be analysed, not refused with a 429.
  const server = await startServerProcess({ env: { ...env, JWT_SECRET, AI_DAILY_ALLOWANCE: '100000' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const pid = server.child.pid!;
  const next = { fresh: 0 };
  const runs: EngineResult['runs'] = [];
  /** The machine's 1-minute load average before each load: the figures are only as quiet as the machine. */
  const loads: number[] = [];
  let rssIdle = 0;
  let rssEnd = 0;
  let rssPeak = 0;
  try {
    rssIdle = memoryOf(pid).rss;
    for (const call of ['list', 'dashboard', 'submit', 'analyze'] as Call[]) await load(server.base, call, data, tokens, 2, next); // warm-up
    for (let run = 0; run < RUNS; run++) {
      const figures = {} as Record<Call, Figures>;
      for (const call of ['list', 'dashboard', 'submit', 'analyze'] as Call[]) {
        loads.push(loadavg()[0]!);
        figures[call] = await load(server.base, call, data, tokens, SECONDS, next);
        log(`  run ${run + 1} ${call}: p50 ${figures[call].p50} ms, p99 ${figures[call].p99} ms, ${figures[call].rps.toFixed(0)} req/s${figures[call].errors ? `, ${figures[call].errors} errors` : ''}`);
      }
      runs.push(figures);
    }
    rssEnd = memoryOf(pid).rss;
  } finally {
    rssPeak = memoryOf(pid).peak;
    await server.stop();
  }
  if (next.fresh > data.fresh.length) log(`  note: ${next.fresh - data.fresh.length} submit requests reused an analysis (raise FRESH)`);
  const { report: plans, pages } = await probe(engine, env, data);
  return { engine, loadSeconds, rows: data.rows, runs, loads, rssIdle, rssEnd, rssPeak, plans, pages };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const results: EngineResult[] = [];
if (ONLY !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'algocoach-bench-practice-'));
  try {
    results.push(await bench('pglite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ONLY !== 'pglite') {
  const pg = await startPostgres();
  try {
    // Over Postgres's Unix socket, as a server beside its database is set up: over loopback TCP, a third of the
    // server's CPU went into the kernel's TCP path of its writes to Postgres (a CPU profile's `writev`).
    results.push(await bench('postgres', { DATABASE_URL: args.includes('--tcp') ? pg.url : pg.socketUrl }));
  } finally {
    pg.stop();
  }
}

const LABELS: Record<Call, string> = {
  list: 'GET /problems/ (filters, 50 a page)',
  dashboard: 'GET /progress/dashboard',
  submit: 'POST /submissions/ (analysis made beforehand)',
  analyze: 'POST /submissions/analyze (the coach, for information)',
};
console.log(`\nPractice benchmark: ${PROBLEMS} problems, ${USERS} learners × ${PER_USER} submissions; ${CONNECTIONS} connections, ${SECONDS} s a load, median of ${RUNS} run(s), loopback\n`);
console.log('| database | call | p50 | p99 | req/s | errors |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  for (const call of Object.keys(LABELS) as Call[]) {
    const m = (key: keyof Figures) => median(r.runs.map((run) => run[call][key]));
    console.log(`| ${r.engine} | ${LABELS[call]} | ${m('p50')} ms | ${m('p99')} ms | ${m('rps').toFixed(0)} | ${m('errors')} |`);
  }
}
console.log('\n| database | load time | server RSS idle → after the loads (peak) | load average (2 cores) during the loads |');
console.log('|---|---|---|---|');
for (const r of results) {
  const rows = Object.entries(r.rows).map(([k, v]) => `${v} ${k}`).join(', ');
  console.log(`| ${r.engine} | ${r.loadSeconds.toFixed(0)} s (${rows}) | ${r.rssIdle.toFixed(0)} → ${r.rssEnd.toFixed(0)} MiB (${r.rssPeak.toFixed(0)}) | ${Math.min(...r.loads).toFixed(1)} – ${Math.max(...r.loads).toFixed(1)} |`);
}

for (const r of results) {
  console.log(`\n## ${r.engine}: the statements of each call, EXPLAIN (ANALYZE, BUFFERS)`);
  for (const [call, statements] of r.plans) {
    const slowest = [...statements].sort((a, b) => b.ms - a.ms)[0];
    // A table that fits one page (problem_counts: a row per difficulty and category) is read whole: Postgres
    // rightly prefers that to an index, and it does not grow with the data. Any other sequential scan is named.
    const onePage = (table: string) => (r.pages.get(table) ?? Infinity) <= 1;
    const seq = statements.filter((s) => s.seqScans.some((table) => !onePage(table)));
    const small = [...new Set(statements.flatMap((s) => s.seqScans.filter(onePage)))];
    const generic = statements.filter((s) => s.genericChecked).length;
    console.log(
      `\n### ${LABELS[call]}: ${statements.length} statements (${generic} also with their generic plan), slowest ${slowest?.ms.toFixed(2)} ms; ` +
        `sequential scans: ${seq.length ? [...new Set(seq.map((s) => `${s.seqScans.map((t) => `${t} (${r.pages.get(t) ?? '?'} pages)`).join('+')} in "${s.query.replace(/\s+/g, ' ').slice(0, 100)}…"`))].join('; ') : 'none'}` +
        (small.length ? ` (one-page tables read whole: ${small.join(', ')})` : ''),
    );
    if (slowest) console.log(`\n${slowest.query}\n-- parameters: ${JSON.stringify(slowest.params).slice(0, 300)}\n${slowest.plan}`);
  }
}
console.log('\nGoals on Postgres: p99 ≤ 20 ms (list), ≤ 30 ms (dashboard, submission); every statement on an index; ≤ 1.5 GB RSS on PGlite.');
