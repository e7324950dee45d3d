// POST /problems/sync/leetcode: an admin starts (or joins) a sync run; the call works for about 10 s, the rest
// goes on in the background of this process until it is done or the server closes. A finished run is recorded
// in the admin activity feed.
import { eq } from 'drizzle-orm';
import { continueInBackground, runSync, SyncFailedError, type FinishedRun, type SyncTransportOptions } from '../catalogue/leetcode/index.ts';
import type { Schemas } from '../contract/index.ts';
import { users } from '../db/schema.ts';
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

  const options = { ...transport, onFinished, signal: closing.signal };
  function carryOn() {
    const job = continueInBackground(ctx, ctx.leetcodeSite, options);
    background.add(job);
    void job.finally(() => background.delete(job));
  }

  return {
    /** Picks up a run that a restart interrupted (a run is never started here). */
    resume: carryOn,

    async sync(session: Session): Promise<Schemas['SyncResult']> {
      if (!session.user.isAdmin) throw new ApiProblem(403, 'forbidden', 'syncAdminOnly');
      try {
        const result = await runSync(ctx, { ...options, site: ctx.leetcodeSite, budgetMs: CALL_BUDGET_MS, startedBy: session.user.id });
        if (!result.complete && !closing.signal.aborted) carryOn();
        return result;
      } catch (error) {
        if (error instanceof SyncFailedError) throw new ApiProblem(500, 'sync_failed');
        throw error;
      }
    },

    /** Stops background work at shutdown: what was fetched is saved and the run resumes on the next call. */
    async close(): Promise<void> {
      closing.abort();
      await Promise.all(background);
    },
  };
}

export type CatalogueSync = ReturnType<typeof createCatalogueSync>;
