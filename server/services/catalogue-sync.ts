// POST /problems/sync/leetcode: an admin starts (or joins) a sync run; the call works for about 10 s, the rest
// goes on in the background of this process until it is done or the server closes. A finished run is recorded
// in the admin activity feed. A run is also a job (GET /jobs/{id}): an admin may cancel it and resume it.
import { and, desc, eq } from 'drizzle-orm';
import { cancelRun, continueInBackground, reopenRun, runSync, SyncFailedError, type FinishedRun, type Site, type SyncTransportOptions } from '../catalogue/leetcode/index.ts';
import type { Schemas } from '../contract/index.ts';
import { syncRuns, users } from '../db/schema.ts';
import { ApiProblem } from '../errors.ts';
import type { Session } from './accounts.ts';
import { recordActivity } from './activity.ts';
import type { ServiceContext } from './context.ts';

/** Inside the client's 15 s, with room for the answer. */
const CALL_BUDGET_MS = 10_000;

export function createCatalogueSync(ctx: ServiceContext, transport: SyncTransportOptions = {}) {
  const closing = new AbortController();
  const background = new Set<Promise<void>>();

  async function onFinished(run: FinishedRun) {
    if (!run.startedBy) return;
    const [admin] = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, run.startedBy));
    if (!admin) return;
    await recordActivity(ctx.db, { kind: 'problems_synced', actor: admin, details: { added: run.added, updated: run.updated, skipped: run.skipped } }, ctx.clock());
  }

  /**
   * Stops this process's work on the site's run at once when an admin cancels it (a worker elsewhere stops at its
   * next write, its claim being gone). Replaced by a fresh one after each cancel.
   */
  const cancels = new Map<Site, AbortController>();
  const signalFor = (site: Site) => {
    let cancel = cancels.get(site);
    if (!cancel || cancel.signal.aborted) cancels.set(site, (cancel = new AbortController()));
    return AbortSignal.any([closing.signal, cancel.signal]);
  };
  const optionsFor = (site: Site) => ({ ...transport, onFinished, signal: signalFor(site) });
  function carryOn(site: Site = ctx.leetcodeSite) {
    const job = continueInBackground(ctx, site, optionsFor(site));
    background.add(job);
    void job.finally(() => background.delete(job));
  }

  return {
    /** Picks up a run that a restart interrupted (a run is never started here). */
    resume: carryOn,

    async sync(session: Session): Promise<Schemas['SyncResult']> {
      if (!session.user.isAdmin) throw new ApiProblem(403, 'forbidden', 'syncAdminOnly');
      try {
        const result = await runSync(ctx, { ...optionsFor(ctx.leetcodeSite), site: ctx.leetcodeSite, budgetMs: CALL_BUDGET_MS, startedBy: session.user.id });
        if (!result.complete && !closing.signal.aborted) carryOn();
        const [run] = await ctx.db.select({ id: syncRuns.id }).from(syncRuns).where(eq(syncRuns.site, ctx.leetcodeSite)).orderBy(desc(syncRuns.startedAt)).limit(1);
        return run ? { ...result, job_id: run.id } : result;
      } catch (error) {
        if (error instanceof SyncFailedError) throw new ApiProblem(500, 'sync_failed');
        throw error;
      }
    },

    /** Cancels a running run (false when it was not running); this process's worker on it stops at once. */
    async cancel(runId: string): Promise<boolean> {
      const [run] = await ctx.db.select({ site: syncRuns.site }).from(syncRuns).where(eq(syncRuns.id, runId));
      if (!run || !(await cancelRun(ctx, runId))) return false;
      cancels.get(run.site)?.abort();
      return true;
    },

    /** Resumes a cancelled, failed or interrupted run from its place, in the background (false when it cannot). */
    async resumeRun(runId: string): Promise<boolean> {
      const [run] = await ctx.db.select({ site: syncRuns.site }).from(syncRuns).where(and(eq(syncRuns.id, runId)));
      if (!run || closing.signal.aborted || !(await reopenRun(ctx, runId))) return false;
      // A worker stopped by a cancel may still be settling: the new one starts once it has (one per site).
      await Promise.all([...background]);
      carryOn(run.site);
      // Answer once the new worker holds the run (or is already done with it): until then the run reads as
      // interrupted, and a client would stop following it.
      for (let i = 0; i < 250; i++) {
        const [now] = await ctx.db.select({ status: syncRuns.status, leaseUntil: syncRuns.leaseUntil }).from(syncRuns).where(eq(syncRuns.id, runId));
        if (!now || now.status !== 'running' || now.leaseUntil !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    },

    /** Stops background work at shutdown: what was fetched is saved and the run resumes on the next call. */
    async close(): Promise<void> {
      closing.abort();
      await Promise.all(background);
    },
  };
}

export type CatalogueSync = ReturnType<typeof createCatalogueSync>;
