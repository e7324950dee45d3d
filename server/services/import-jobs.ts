// The background analyses of an imported LeetCode history as a durable job (an `import_jobs` row): the imported
// submissions' ids in order (`queue`) and how many are done (`analysed`). A worker claims the job with a lease
// (one process at a time, as for the sync), analyses the next submission, then moves the count on in the same
// write that renews its claim; so a restart, a cancel or a crash loses at most the one analysis under way, which
// is made again on resume (an analysis is written over, never added). One chain per process: the analyses never
// compete with learners' own calls for long.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { importJobs, type JobErrorEntry } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

/** What analysing one imported submission came to: `problem` names the one the coach could not read. */
export type AnalysisOutcome = { failed: false } | { failed: true; problem: string };
export type AnalyseImported = (userId: string, submissionId: string, lang: 'zh' | 'en') => Promise<AnalysisOutcome>;

const LEASE_MS = 60_000;
const MAX_ERRORS = 20;

const withError = (entry: JobErrorEntry) =>
  sql`case when jsonb_array_length(${importJobs.errors}) < ${MAX_ERRORS} then ${importJobs.errors} || ${JSON.stringify([entry])}::jsonb else ${importJobs.errors} end`;

/** Running with nobody's claim on it (or a claim that ran out): the server stopped while it ran. */
export const isInterrupted = (job: Pick<ImportJobRow, 'status' | 'leaseUntil'>, now: Date) => job.status === 'running' && (job.leaseUntil === null || job.leaseUntil < now);

export function createImportJobs(ctx: ServiceContext, analyse: AnalyseImported) {
  const closing = new AbortController();
  /** Jobs this process has queued and not finished (so a job is never queued twice here). */
  const queued = new Set<string>();
  let chain: Promise<void> = Promise.resolve();

  /** Claims the job for this process (null when it is not running, or another process holds it). */
  async function claim(jobId: string): Promise<{ job: ImportJobRow; lease: Date } | null> {
    const started = ctx.clock();
    const lease = new Date(started.getTime() + LEASE_MS);
    const [before] = await ctx.db.select({ leaseUntil: importJobs.leaseUntil, status: importJobs.status }).from(importJobs).where(eq(importJobs.id, jobId));
    if (!before || before.status !== 'running') return null;
    const crashed = before.leaseUntil !== null && before.leaseUntil < started;
    const [claimed] = await ctx.db
      .update(importJobs)
      .set({ leaseUntil: lease, ...(crashed ? { errors: withError({ code: 'interrupted', at: started.toISOString() }), updatedAt: started } : {}) })
      .where(and(eq(importJobs.id, jobId), eq(importJobs.status, 'running'), or(isNull(importJobs.leaseUntil), lt(importJobs.leaseUntil, started))))
      .returning();
    return claimed ? { job: claimed, lease } : null;
  }

  /** `held`: the job as claimed already (a resume reopens and claims it in one write). */
  async function work(jobId: string, held?: { job: ImportJobRow; lease: Date }): Promise<void> {
    if (closing.signal.aborted) {
      // Stopping before it began: a claim taken by a resume is let go, so the next start picks the job up.
      if (held) await ctx.db.update(importJobs).set({ leaseUntil: null }).where(and(eq(importJobs.id, jobId), eq(importJobs.leaseUntil, held.lease)));
      return;
    }
    const claimed = held ?? (await claim(jobId));
    if (!claimed) return;
    let { job, lease } = claimed;
    for (;;) {
      const now = ctx.clock();
      const ours = and(eq(importJobs.id, jobId), eq(importJobs.leaseUntil, lease), eq(importJobs.status, 'running'));
      if (closing.signal.aborted) {
        // Stopping: the job resumes at the next start (or when its learner asks), at the next submission.
        await ctx.db
          .update(importJobs)
          .set({ leaseUntil: null, errors: withError({ code: 'interrupted', at: now.toISOString() }), updatedAt: now })
          .where(ours);
        return;
      }
      const index = job.analysed;
      const submissionId = job.queue[index];
      if (submissionId === undefined) {
        await ctx.db.update(importJobs).set({ status: 'done', leaseUntil: null, finishedAt: now, updatedAt: now }).where(ours);
        return;
      }
      const outcome = await analyse(job.userId, submissionId, job.language).catch((error: unknown): AnalysisOutcome => {
        ctx.log.warn({ err: error, submission: submissionId }, 'imported code not analysed');
        return { failed: true, problem: '' };
      });
      const after = ctx.clock();
      const next = new Date(after.getTime() + LEASE_MS);
      const error: JobErrorEntry | undefined = outcome.failed ? { code: 'analysis_failed', at: after.toISOString(), ...(outcome.problem ? { item: outcome.problem.slice(0, 200) } : {}) } : undefined;
      const [moved] = await ctx.db
        .update(importJobs)
        .set({
          analysed: index + 1,
          ...(error ? { analysisFailed: sql`${importJobs.analysisFailed} + 1`, errors: withError(error) } : {}),
          leaseUntil: next,
          updatedAt: after,
        })
        .where(and(ours, eq(importJobs.analysed, index)))
        .returning();
      // Cancelled, or taken over after our claim ran out: this worker stops.
      if (!moved) return;
      job = moved;
      lease = next;
    }
  }

  /**
   * Queues the job's work in this process (once); the claim decides whether it is this process's to do. A job
   * claimed already (`held`) is queued even behind a worker of its own still settling (one stopped by a cancel,
   * which stops at its next write: the claim is no longer its).
   */
  function kick(jobId: string, held?: { job: ImportJobRow; lease: Date }): void {
    if ((queued.has(jobId) && !held) || closing.signal.aborted) return;
    queued.add(jobId);
    chain = chain
      .then(() => work(jobId, held))
      .catch((error: unknown) => ctx.log.error({ err: error, job: jobId }, 'import job: the background analyses stopped'))
      .finally(() => queued.delete(jobId));
  }

  return {
    kick,

    /** Every running job nobody works on (a restart interrupted them) goes on in this process. */
    async resumeInterrupted(): Promise<void> {
      const now = ctx.clock();
      const running = await ctx.db.select({ id: importJobs.id, status: importJobs.status, leaseUntil: importJobs.leaseUntil }).from(importJobs).where(eq(importJobs.status, 'running'));
      for (const job of running) if (isInterrupted(job, now)) kick(job.id);
    },

    async find(jobId: string, userId: string): Promise<ImportJobRow | undefined> {
      const [job] = await ctx.db.select().from(importJobs).where(and(eq(importJobs.id, jobId), eq(importJobs.userId, userId)));
      return job;
    },

    async latest(userId: string, limit: number): Promise<ImportJobRow[]> {
      return ctx.db.select().from(importJobs).where(eq(importJobs.userId, userId)).orderBy(desc(importJobs.startedAt)).limit(limit);
    },

    /** Stops a running job (its worker stops at its next write). False when it was not running. */
    async cancel(jobId: string): Promise<boolean> {
      const now = ctx.clock();
      const rows = await ctx.db
        .update(importJobs)
        .set({ status: 'cancelled', leaseUntil: null, updatedAt: now })
        .where(and(eq(importJobs.id, jobId), eq(importJobs.status, 'running')))
        .returning({ id: importJobs.id });
      return rows.length > 0;
    },

    /** A cancelled, failed or interrupted job with submissions left goes on from the next one. */
    async resume(jobId: string): Promise<boolean> {
      const now = ctx.clock();
      const [job] = await ctx.db.select().from(importJobs).where(eq(importJobs.id, jobId));
      if (!job || job.analysed >= job.queue.length) return false;
      if (job.status !== 'cancelled' && job.status !== 'failed' && !isInterrupted(job, now)) return false;
      // Reopened and claimed by this process in one write: from the answer on the job reads as running (with no
      // claim it would read as interrupted until a worker took it).
      const lease = new Date(now.getTime() + LEASE_MS);
      const [reopened] = await ctx.db
        .update(importJobs)
        .set({ status: 'running', leaseUntil: lease, updatedAt: now })
        .where(and(eq(importJobs.id, jobId), eq(importJobs.status, job.status), job.leaseUntil ? eq(importJobs.leaseUntil, job.leaseUntil) : isNull(importJobs.leaseUntil)))
        .returning();
      if (!reopened) return false;
      kick(jobId, { job: reopened, lease });
      return true;
    },

    /** Resolves once this process has no import work left (the tests wait for it). */
    async settled(): Promise<void> {
      let seen: Promise<void> | undefined;
      while (seen !== chain) {
        seen = chain;
        await chain;
      }
    },

    /** At shutdown: the analysis under way finishes, the job is let go with its place kept. */
    async close(): Promise<void> {
      closing.abort();
      await chain;
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
