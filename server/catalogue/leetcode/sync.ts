// The LeetCode sync: a run (a `sync_runs` row) walks LeetCode's problem list page by page, adds the problems the
// catalogue lacks, updates the ones that changed and leaves the rest alone.
//
// - Idempotent and incremental: problems are matched by slug and number; `problems.source_hash` holds the hash
//   of the list entry and of the statement, so an unchanged problem is neither fetched again nor written. A
//   statement is fetched only for a problem that is new or whose list entry changed.
// - Resumable: the run keeps its place (`cursor`, an offset into the list) and its counts, saved with each
//   page's writes in one transaction. A failure marks the run failed with its place kept; the next call resumes.
// - One worker per run: a worker claims the run with a lease (`lease_until`), renews it while it works and
//   writes only while it still holds it (and the cursor is where it left it), so two processes never work on
//   the same run and a worker that lost its lease writes nothing.
// - Within a time budget: the call behind POST /problems/sync/leetcode works for at most `budgetMs`, and
//   `continueInBackground` carries on in the same process.
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Schemas } from '../../contract/index.ts';
import type { Db, Tx } from '../../db/connection.ts';
import { problems, syncRuns, type JobErrorEntry } from '../../db/schema.ts';
import type { ServiceContext } from '../../services/context.ts';
import { createLeetcodeClient, DeadlineReached, LeetcodeUnavailableError, realSleep, type FetchLike, type LeetcodeClient, type Sleep } from './client.ts';
import { categoryFromTags, LIMITS, mapTags, sameListEntry, SLUG_PATTERN, sourceHash, type Category, type RemoteEntry } from './mapping.ts';
import { LeetcodeAnswerError, type Site } from './queries.ts';
import { writeSyncedTagNames, type TagName } from '../tag-names.ts';

export type SyncResult = Schemas['SyncResult'];
type RunRow = typeof syncRuns.$inferSelect;

/** What the sync needs of the services' context (the whole ServiceContext fits). */
export type SyncContext = Pick<ServiceContext, 'db' | 'clock' | 'log'>;

/** A run that has gone through the whole list, for the admin activity feed (recorded by the caller). */
export interface FinishedRun {
  runId: string;
  site: Site;
  /** The admin who started the run (null for a run started otherwise). */
  startedBy: string | null;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  result: SyncResult;
}

/** How a run talks to LeetCode; the defaults are the real thing (the tests hand in a fake fetch and clock). */
export interface SyncTransportOptions {
  /** Default: the global fetch. */
  fetch?: FetchLike;
  /** Default: real timers. The rate limiter and the retries wait with it; tests advance their clock in it. */
  sleep?: Sleep;
  /** For the backoff's jitter; default Math.random. */
  random?: () => number;
  /** Default 2. */
  requestsPerSecond?: number;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** The first retry's wait, doubled for each next one; default 1 s. */
  backoffMs?: number;
  /** Problems per list request; default 50. */
  pageSize?: number;
  /** How long a claim on a run lasts unless renewed; default 60 s. */
  leaseMs?: number;
  /** Called once, by whichever call finishes the run (the activity feed's event). Its errors are logged. */
  onFinished?: (run: FinishedRun) => void | Promise<void>;
}

export interface SyncOptions extends SyncTransportOptions {
  site: Site;
  /** How long this call may work before it answers (the run then goes on in the background). */
  budgetMs: number;
  /** The admin who asked (kept on a run this call starts). */
  startedBy?: string | null;
  signal?: AbortSignal;
}

export interface BackgroundOptions extends SyncTransportOptions {
  /** Aborting stops the work cleanly: what is fetched is saved, the claim released, and the promise settles. */
  signal?: AbortSignal;
}

/** The run stopped on an error; it is marked failed with its place kept, and the next call resumes it. */
export class SyncFailedError extends Error {
  constructor(
    message: string,
    /** Where the run stands (the counts before the failure, `complete` false). */
    readonly result: SyncResult,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SyncFailedError';
  }
}

/** Another worker took the run over (our lease expired): this one stops without writing. */
class LeaseLost extends Error {
  constructor() {
    super('the lease on the sync run was lost');
    this.name = 'LeaseLost';
  }
}

const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_LEASE_MS = 60_000;
/** Serialises "take the unfinished run or start one" between processes. */
const RUN_LOCK = 7_210_425_016;
const MAX_DURATION_MS = 86_400_000;
/** A run's error list keeps its first entries (the job's progress shows them; the log has all). */
const MAX_ERRORS = 20;

/** The list page (from 1) a run at `cursor` is reading. */
export const pageOf = (cursor: number, pageSize: number) => Math.floor(cursor / pageSize) + 1;

/** `errors || entry`, as long as the list is not full. */
const withError = (entry: JobErrorEntry) =>
  sql`case when jsonb_array_length(${syncRuns.errors}) < ${MAX_ERRORS} then ${syncRuns.errors} || ${JSON.stringify([entry])}::jsonb else ${syncRuns.errors} end`;

/** What stopped a run, as the job's error code (translated by the client). */
function errorCode(error: unknown): JobErrorEntry['code'] {
  if (error instanceof LeetcodeUnavailableError) return error.status === 429 ? 'leetcode_rate_limited' : 'leetcode_unreachable';
  if (error instanceof LeetcodeAnswerError) return 'leetcode_bad_answer';
  return 'internal';
}

interface Counts {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/** A problem row as far as the sync compares it. */
interface Existing {
  id: string;
  slug: string;
  frontendId: number;
  source: 'starter' | 'leetcode';
  sourceHash: string | null;
  acceptanceRate: number;
  category: string;
  hintCount: number;
}

type ProblemValues = Pick<typeof problems.$inferInsert, 'frontendId' | 'slug' | 'titleZh' | 'titleEn' | 'difficulty' | 'category' | 'tags' | 'acceptanceRate' | 'descriptionZh' | 'descriptionEn' | 'sourceHash'>;

/** What one list entry comes to; the writes of a page are made together. */
type Step =
  | { kind: 'unchanged' }
  | { kind: 'skipped' }
  | { kind: 'rate'; id: string; acceptanceRate: number }
  | { kind: 'insert'; values: ProblemValues }
  | { kind: 'update'; id: string; values: ProblemValues };

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const sameRate = (a: number, b: number) => Math.round(a * 10) === Math.round(b * 10);

async function findExisting(db: Db, entries: RemoteEntry[]): Promise<Existing[]> {
  const slugs = entries.map((e) => e.slug);
  const ids = entries.flatMap((e) => (e.frontendId === null ? [] : [e.frontendId]));
  if (slugs.length === 0) return [];
  return db
    .select({
      id: problems.id,
      slug: problems.slug,
      frontendId: problems.frontendId,
      source: problems.source,
      sourceHash: problems.sourceHash,
      acceptanceRate: problems.acceptanceRate,
      category: problems.category,
      hintCount: sql<number>`jsonb_array_length(${problems.hints})`.mapWith(Number),
    })
    .from(problems)
    .where(ids.length ? or(inArray(problems.slug, slugs), inArray(problems.frontendId, ids)) : inArray(problems.slug, slugs));
}

function resultOf(run: RunRow, total: number, now: Date): SyncResult {
  const end = run.finishedAt ?? now;
  return {
    added: run.added,
    updated: run.updated,
    unchanged: run.unchanged,
    skipped: run.skipped,
    ...(run.remoteTotal === null ? {} : { remote_total: run.remoteTotal }),
    total,
    complete: run.status === 'done',
    duration_ms: Math.min(MAX_DURATION_MS, Math.max(0, end.getTime() - run.startedAt.getTime())),
    synced_at: run.startedAt.toISOString(),
  };
}

async function currentResult(db: Db, runId: string, now: Date): Promise<SyncResult> {
  const [[run], [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(syncRuns).where(eq(syncRuns.id, runId)),
    db.select({ total: count() }).from(problems),
  ]);
  if (!run) throw new Error(`sync run ${runId} is gone`);
  return resultOf(run, total, now);
}

/**
 * Finds the site's unfinished run (running, or failed when `resumeFailed`) or starts one, and claims it for
 * `leaseMs` if no one else holds it. Returns the run and whether it is ours.
 */
async function takeRun(db: Db, site: Site, now: Date, leaseUntil: Date, options: { startedBy: string | null; start: boolean; resumeFailed: boolean; pageSize: number }): Promise<{ run: RunRow | undefined; claimed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RUN_LOCK})`);
    const statuses: Array<RunRow['status']> = options.resumeFailed ? ['running', 'failed'] : ['running'];
    const [latest] = await tx
      .select()
      .from(syncRuns)
      .where(eq(syncRuns.site, site))
      .orderBy(desc(syncRuns.startedAt))
      .limit(1);
    let run = latest && statuses.includes(latest.status) ? latest : undefined;
    if (!run) {
      if (!options.start) return { run: undefined, claimed: false };
      [run] = await tx.insert(syncRuns).values({ site, status: 'running', startedAt: now, updatedAt: now, startedBy: options.startedBy, pageSize: options.pageSize }).returning();
      if (!run) throw new Error('could not start a sync run');
    }
    // A claim that ran out while the run was running: its process died (a graceful stop releases its claim).
    const crashed = run.status === 'running' && run.leaseUntil !== null && run.leaseUntil < now;
    const interrupted: JobErrorEntry = { code: 'interrupted', at: now.toISOString(), page: pageOf(run.cursor, run.pageSize ?? options.pageSize) };
    const [claimed] = await tx
      .update(syncRuns)
      .set({ status: 'running', error: null, leaseUntil, ...(crashed ? { errors: withError(interrupted), updatedAt: now } : {}) })
      .where(and(eq(syncRuns.id, run.id), or(isNull(syncRuns.leaseUntil), lt(syncRuns.leaseUntil, now))))
      .returning();
    return claimed ? { run: claimed, claimed: true } : { run, claimed: false };
  });
}

interface Worker {
  ctx: SyncContext;
  client: LeetcodeClient;
  run: RunRow;
  /** Our claim: lease_until as we last wrote it (the run is ours while the row still says so). */
  lease: Date;
  leaseMs: number;
  pageSize: number;
  deadline: number;
  signal: AbortSignal | undefined;
}

/** The run, as long as our claim on it stands. */
const ours = (w: Worker) => and(eq(syncRuns.id, w.run.id), eq(syncRuns.leaseUntil, w.lease));

/** Pushes the claim further when less than half of it is left; throws LeaseLost when it is no longer ours. */
async function renewLease(w: Worker): Promise<void> {
  const now = w.ctx.clock();
  if (w.lease.getTime() - now.getTime() > w.leaseMs / 2) return;
  const next = new Date(now.getTime() + w.leaseMs);
  const [row] = await w.ctx.db
    .update(syncRuns)
    .set({ leaseUntil: next })
    .where(ours(w))
    .returning({ id: syncRuns.id });
  if (!row) throw new LeaseLost();
  w.lease = next;
}

/** What one list entry comes to, fetching its statement only when it is new or its list entry changed. */
async function planEntry(w: Worker, entry: RemoteEntry, existing: Existing[]): Promise<Step> {
  const { log } = w.ctx;
  if (entry.paidOnly) return { kind: 'skipped' };
  if (entry.frontendId === null || entry.slug.length > LIMITS.slug || !SLUG_PATTERN.test(entry.slug)) {
    // leetcode.cn's own series (LCP, LCR, 剑指 Offer, 面试题) have no LeetCode number to file them under.
    return { kind: 'skipped' };
  }
  const bySlug = existing.find((row) => row.slug === entry.slug);
  const byNumber = existing.find((row) => row.frontendId === entry.frontendId);
  if (bySlug && byNumber && bySlug.id !== byNumber.id) {
    log.warn({ slug: entry.slug, frontendId: entry.frontendId }, 'LeetCode sync: the slug and the number of this problem belong to two different problems of the catalogue; skipped');
    return { kind: 'skipped' };
  }
  const row = bySlug ?? byNumber;
  if (row && row.source === 'leetcode' && sameListEntry(row.sourceHash, entry)) {
    return sameRate(row.acceptanceRate, entry.acceptanceRate) ? { kind: 'unchanged' } : { kind: 'rate', id: row.id, acceptanceRate: entry.acceptanceRate };
  }
  const statement = await w.client.statement(entry.slug, w.deadline);
  if (!statement || statement.zh.length > LIMITS.statement || statement.en.length > LIMITS.statement) return { kind: 'skipped' };
  const hash = sourceHash(entry, statement);
  if (row && row.source === 'leetcode' && row.sourceHash === hash && sameRate(row.acceptanceRate, entry.acceptanceRate)) return { kind: 'unchanged' };
  // A problem of the starter catalogue (the only source of hints) keeps its hand-chosen category.
  const category: Category = row && row.hintCount > 0 ? (row.category as Category) : categoryFromTags(entry.tags.map((t) => t.slug));
  const values: ProblemValues = {
    frontendId: entry.frontendId,
    slug: entry.slug,
    titleZh: truncate(statement.titleZh ?? entry.title.zh, LIMITS.title),
    titleEn: truncate(entry.title.en, LIMITS.title),
    difficulty: entry.difficulty,
    category,
    tags: mapTags(entry.tags),
    acceptanceRate: entry.acceptanceRate,
    descriptionZh: statement.zh,
    descriptionEn: statement.en,
    sourceHash: hash,
  };
  return row ? { kind: 'update', id: row.id, values } : { kind: 'insert', values };
}

/**
 * Writes a page's steps and moves the run's cursor past them, in one transaction, only while the run is still
 * ours and where we left it. Returns the counts written.
 */
async function commit(w: Worker, steps: Step[], tags: TagName[], remoteTotal: number, finish: boolean): Promise<Counts> {
  const now = w.ctx.clock();
  const counts: Counts = { added: 0, updated: 0, unchanged: 0, skipped: 0 };
  const nextLease = new Date(now.getTime() + w.leaseMs);
  const run = await w.ctx.db.transaction(async (tx: Tx) => {
    // The tags' names in both languages, as the site gives them (how the app shows tags in Chinese).
    await writeSyncedTagNames(tx, tags);
    for (const step of steps) {
      switch (step.kind) {
        case 'unchanged':
        case 'skipped':
          counts[step.kind]++;
          break;
        case 'rate':
          await tx.update(problems).set({ acceptanceRate: step.acceptanceRate, updatedAt: now }).where(eq(problems.id, step.id));
          counts.updated++;
          break;
        case 'update':
          // Frequency, hints and the reference complexity are not LeetCode's: they stay as they are.
          await tx
            .update(problems)
            .set({ ...step.values, source: 'leetcode', updatedAt: now })
            .where(eq(problems.id, step.id));
          counts.updated++;
          break;
        case 'insert': {
          const inserted = await tx
            .insert(problems)
            .values({ ...step.values, source: 'leetcode', frequency: 0, createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning({ id: problems.id });
          // Taken meanwhile by another writer (the starter catalogue loaded by another process): the next run updates it.
          if (inserted.length) counts.added++;
          else counts.skipped++;
          break;
        }
      }
    }
    const [updated] = await tx
      .update(syncRuns)
      .set({
        cursor: w.run.cursor + steps.length,
        remoteTotal,
        updatedAt: now,
        added: sql`${syncRuns.added} + ${counts.added}`,
        updated: sql`${syncRuns.updated} + ${counts.updated}`,
        unchanged: sql`${syncRuns.unchanged} + ${counts.unchanged}`,
        skipped: sql`${syncRuns.skipped} + ${counts.skipped}`,
        ...(finish ? { status: 'done' as const, finishedAt: now, leaseUntil: null } : { leaseUntil: nextLease }),
      })
      .where(and(ours(w), eq(syncRuns.cursor, w.run.cursor)))
      .returning();
    // Rolls the page back: someone else works on the run now.
    if (!updated) throw new LeaseLost();
    return updated;
  });
  w.run = run;
  if (!finish) w.lease = nextLease;
  return counts;
}

/** Works page by page until the list is done ('done') or the budget is spent or the signal aborts ('paused'). */
async function work(w: Worker): Promise<'done' | 'paused'> {
  for (;;) {
    if (w.signal?.aborted || w.ctx.clock().getTime() >= w.deadline) return 'paused';
    let page;
    try {
      page = await w.client.list(w.run.cursor, w.pageSize, w.deadline);
    } catch (error) {
      if (error instanceof DeadlineReached || w.signal?.aborted) return 'paused';
      throw error;
    }
    const existing = await findExisting(w.ctx.db, page.entries);
    const steps: Step[] = [];
    let stopped: unknown;
    for (const entry of page.entries) {
      try {
        steps.push(await planEntry(w, entry, existing));
      } catch (error) {
        stopped = error;
        break;
      }
    }
    const cursorAfter = w.run.cursor + steps.length;
    const end = stopped === undefined && (page.entries.length < w.pageSize || page.hasMore === false || cursorAfter >= page.total);
    // What was fetched before a failure is kept too: the next call goes on from the first problem not written.
    const tags = page.entries.slice(0, steps.length).flatMap((entry) => entry.tags.map((tag) => ({ slug: tag.slug, en: tag.name, zh: tag.nameZh ?? null })));
    if (steps.length > 0 || end) await commit(w, steps, tags, page.total, end);
    if (stopped !== undefined) {
      if (stopped instanceof DeadlineReached || w.signal?.aborted) return 'paused';
      throw stopped;
    }
    if (end) return 'done';
  }
}

/** Lets the run go; `interrupted` (the server is stopping) notes it on the run, which resumes at the next start. */
async function releaseLease(db: Db, w: Worker, interrupted: boolean): Promise<void> {
  const now = w.ctx.clock();
  const entry: JobErrorEntry = { code: 'interrupted', at: now.toISOString(), page: pageOf(w.run.cursor, w.pageSize) };
  await db
    .update(syncRuns)
    .set({ leaseUntil: null, ...(interrupted ? { errors: withError(entry), updatedAt: now } : {}) })
    .where(ours(w));
}

interface StepOutcome {
  result: SyncResult | undefined;
  /** False when there was nothing to do or another worker holds the run. */
  worked: boolean;
}

async function syncStep(ctx: SyncContext, options: SyncOptions, mode: { start: boolean; resumeFailed: boolean }): Promise<StepOutcome> {
  const { db, clock, log } = ctx;
  const started = clock();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const lease = new Date(started.getTime() + leaseMs);
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const taken = await takeRun(db, options.site, started, lease, { startedBy: options.startedBy ?? null, pageSize, ...mode });
  if (!taken.run) return { result: undefined, worked: false };
  if (!taken.claimed) return { result: await currentResult(db, taken.run.id, clock()), worked: false };

  // The worker exists once the client does; the client renews the worker's claim before each attempt.
  let renew = async () => {};
  const client = createLeetcodeClient({
    site: options.site,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    clock,
    sleep: options.sleep ?? realSleep,
    random: options.random ?? Math.random,
    ...(options.requestsPerSecond !== undefined ? { requestsPerSecond: options.requestsPerSecond } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.backoffMs !== undefined ? { backoffMs: options.backoffMs } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    beforeAttempt: () => renew(),
  });
  const w: Worker = {
    ctx,
    client,
    run: taken.run,
    lease,
    leaseMs,
    // A run keeps the page size it started with, so its pages stay the same ones across calls.
    pageSize: taken.run.pageSize ?? pageSize,
    deadline: started.getTime() + options.budgetMs,
    signal: options.signal,
  };
  renew = () => renewLease(w);
  let outcome: 'done' | 'paused';
  try {
    outcome = await work(w);
  } catch (error) {
    if (error instanceof LeaseLost) {
      log.warn({ runId: w.run.id }, 'LeetCode sync: another worker took the run over');
      return { result: await currentResult(db, w.run.id, clock()), worked: false };
    }
    const message = error instanceof Error ? error.message : String(error);
    const now = clock();
    const entry: JobErrorEntry = { code: errorCode(error), at: now.toISOString(), page: pageOf(w.run.cursor, w.pageSize) };
    await db
      .update(syncRuns)
      .set({ status: 'failed', error: message.slice(0, 2000), leaseUntil: null, errors: withError(entry), updatedAt: now })
      .where(ours(w));
    log.error({ err: error, runId: w.run.id, cursor: w.run.cursor, site: options.site }, 'LeetCode sync failed; the next sync resumes where it stopped');
    throw new SyncFailedError(message, await currentResult(db, w.run.id, clock()), { cause: error });
  }
  if (outcome === 'paused') {
    await releaseLease(db, w, options.signal?.aborted === true);
    return { result: await currentResult(db, w.run.id, clock()), worked: true };
  }
  const result = await currentResult(db, w.run.id, clock());
  log.info({ runId: w.run.id, site: options.site, ...result }, 'LeetCode sync finished');
  if (options.onFinished) {
    try {
      await options.onFinished({
        runId: w.run.id,
        site: options.site,
        startedBy: w.run.startedBy,
        added: result.added,
        updated: result.updated,
        unchanged: result.unchanged,
        skipped: result.skipped,
        result,
      });
    } catch (error) {
      log.error({ err: error, runId: w.run.id }, 'LeetCode sync: recording the finished run failed');
    }
  }
  return { result, worked: true };
}

/**
 * Takes the site's unfinished run (running, or failed: it resumes from its place) or starts one, works on it
 * for at most `budgetMs` and answers where it stands (`complete` false while it goes on). When another worker
 * holds the run, answers its state at once without working. Throws SyncFailedError when the run fails (it is
 * then marked failed with its place kept).
 */
export async function runSync(ctx: SyncContext, options: SyncOptions): Promise<SyncResult> {
  const { result } = await syncStep(ctx, options, { start: true, resumeFailed: true });
  return result!;
}

/** The background work of this process, one per database and site. */
const background = new WeakMap<Db, Map<Site, Promise<void>>>();

/**
 * Keeps working on the site's running run after the HTTP answer, in this process, until it is done, fails,
 * another process holds it, or `signal` aborts (then what was fetched is saved and the claim released). One at
 * a time: while one is under way, calling again returns the same promise. It never starts a run and never
 * rejects (a failure is logged and kept on the run, and the next runSync resumes it). Await it after aborting,
 * before closing the database.
 */
export function continueInBackground(ctx: SyncContext, site: Site, options: BackgroundOptions = {}): Promise<void> {
  let perSite = background.get(ctx.db);
  if (!perSite) background.set(ctx.db, (perSite = new Map()));
  const under = perSite.get(site);
  if (under) return under;
  const sites = perSite;
  const job = (async () => {
    try {
      while (!options.signal?.aborted) {
        const step = await syncStep(ctx, { ...options, site, budgetMs: Number.POSITIVE_INFINITY }, { start: false, resumeFailed: false });
        if (!step.worked || !step.result || step.result.complete) break;
      }
    } catch (error) {
      if (!(error instanceof SyncFailedError)) ctx.log.error({ err: error, site }, 'LeetCode sync: the background work stopped');
    } finally {
      sites.delete(site);
    }
  })();
  sites.set(site, job);
  return job;
}

/**
 * Cancels a running run (POST /jobs/{id}/cancel): its claim is dropped, so the worker holding it writes nothing
 * more (the page it was reading is read again on resume) and stops at its next write. Returns false when the run
 * was not running.
 */
export async function cancelRun(ctx: SyncContext, runId: string): Promise<boolean> {
  const now = ctx.clock();
  const rows = await ctx.db
    .update(syncRuns)
    .set({ status: 'cancelled', leaseUntil: null, updatedAt: now })
    .where(and(eq(syncRuns.id, runId), eq(syncRuns.status, 'running')))
    .returning({ id: syncRuns.id });
  return rows.length > 0;
}

/**
 * Makes a cancelled, failed or interrupted run the site's running run again (POST /jobs/{id}/resume), from its
 * saved place; continueInBackground then works on it. Only the site's latest run can be reopened (a newer run
 * supersedes it). Returns false when the run cannot be resumed.
 */
export async function reopenRun(ctx: SyncContext, runId: string): Promise<boolean> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RUN_LOCK})`);
    const [run] = await tx.select().from(syncRuns).where(eq(syncRuns.id, runId));
    if (!run) return false;
    const [latest] = await tx.select({ id: syncRuns.id }).from(syncRuns).where(eq(syncRuns.site, run.site)).orderBy(desc(syncRuns.startedAt)).limit(1);
    if (latest?.id !== run.id) return false;
    const interrupted = run.status === 'running' && (run.leaseUntil === null || run.leaseUntil < now);
    if (!interrupted && run.status !== 'cancelled' && run.status !== 'failed') return false;
    // A claim that ran out: the process died without saying so (a graceful stop has noted it already).
    const crashed = interrupted && run.leaseUntil !== null;
    const entry: JobErrorEntry = { code: 'interrupted', at: now.toISOString(), page: pageOf(run.cursor, run.pageSize ?? DEFAULT_PAGE_SIZE) };
    await tx
      .update(syncRuns)
      .set({ status: 'running', error: null, leaseUntil: null, updatedAt: now, ...(crashed ? { errors: withError(entry) } : {}) })
      .where(eq(syncRuns.id, runId));
    return true;
  });
}
