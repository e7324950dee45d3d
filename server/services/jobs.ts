// Long jobs as one resource (GET /jobs, GET /jobs/{id}, cancel, resume): the LeetCode sync's runs (`sync_runs`)
// and the background analyses of imported histories (`import_jobs`), each read from its own table and answered as
// a Job. Who sees what: a sync run is the admins' (a learner gets 404 for one, 403 for the list), an import is its
// learner's alone (404 to anybody else, admins included: it is their history).
import { desc, eq } from 'drizzle-orm';
import { pageOf } from '../catalogue/leetcode/index.ts';
import type { Schemas } from '../contract/index.ts';
import { syncRuns } from '../db/schema.ts';
import { ApiProblem } from '../errors.ts';
import type { Session } from './accounts.ts';
import type { CatalogueSync } from './catalogue-sync.ts';
import type { ServiceContext } from './context.ts';
import { isInterrupted, type ImportJobRow } from './import-jobs.ts';
import type { LeetCodeHistory } from './leetcode-history.ts';

type Job = Schemas['Job'];
type RunRow = typeof syncRuns.$inferSelect;
/** The page size of runs made before runs kept theirs (the sync's default). */
const DEFAULT_PAGE_SIZE = 50;
const LISTED = 5;

const notFound = () => new ApiProblem(404, 'not_found');

function syncJob(run: RunRow, latest: boolean, now: Date): Job {
  const interrupted = run.status === 'running' && (run.leaseUntil === null || run.leaseUntil < now);
  const status: Job['status'] = interrupted ? 'interrupted' : run.status;
  const size = run.pageSize ?? DEFAULT_PAGE_SIZE;
  const pages = run.remoteTotal ? Math.max(1, Math.ceil(run.remoteTotal / size)) : undefined;
  const current = Math.min(pageOf(run.cursor, size), pages ?? Number.POSITIVE_INFINITY);
  return {
    id: run.id,
    kind: 'catalogue_sync',
    status,
    site: run.site,
    started_at: run.startedAt.toISOString(),
    updated_at: (run.updatedAt ?? run.finishedAt ?? run.startedAt).toISOString(),
    ...(run.finishedAt ? { finished_at: run.finishedAt.toISOString() } : {}),
    progress: { done: run.cursor, ...(run.remoteTotal === null ? {} : { total: run.remoteTotal }) },
    page: { current, size, ...(pages ? { total: pages } : {}) },
    sync: { added: run.added, updated: run.updated, unchanged: run.unchanged, skipped: run.skipped },
    errors: run.errors.slice(0, 20),
    can_cancel: run.status === 'running',
    can_resume: latest && (interrupted || run.status === 'cancelled' || run.status === 'failed'),
  };
}

function importJob(job: ImportJobRow, now: Date): Job {
  const interrupted = isInterrupted(job, now);
  const left = job.analysed < job.queue.length;
  return {
    id: job.id,
    kind: 'history_import',
    status: interrupted ? 'interrupted' : job.status,
    site: job.site,
    started_at: job.startedAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    ...(job.finishedAt ? { finished_at: job.finishedAt.toISOString() } : {}),
    progress: { done: job.analysed, total: job.queue.length },
    import: { ...job.result, analysed: job.analysed, analysis_failed: job.analysisFailed },
    errors: job.errors.slice(0, 20),
    can_cancel: job.status === 'running',
    can_resume: left && (interrupted || job.status === 'cancelled' || job.status === 'failed'),
  };
}

export function createJobs(ctx: ServiceContext, sync: CatalogueSync, history: LeetCodeHistory) {
  /** The sync run `id` as a job, when the caller is an admin. */
  async function findRun(session: Session, id: string): Promise<Job | undefined> {
    if (!session.user.isAdmin) return undefined;
    const [run] = await ctx.db.select().from(syncRuns).where(eq(syncRuns.id, id));
    if (!run) return undefined;
    const [latest] = await ctx.db.select({ id: syncRuns.id }).from(syncRuns).where(eq(syncRuns.site, run.site)).orderBy(desc(syncRuns.startedAt)).limit(1);
    return syncJob(run, latest?.id === run.id, ctx.clock());
  }

  async function find(session: Session, id: string): Promise<Job> {
    const run = await findRun(session, id);
    if (run) return run;
    const job = await history.jobs.find(id, session.user.id);
    if (!job) throw notFound();
    return importJob(job, ctx.clock());
  }

  return {
    get: find,

    async list(session: Session, kind: Job['kind']): Promise<Schemas['JobList']> {
      const now = ctx.clock();
      if (kind === 'history_import') return { items: (await history.jobs.latest(session.user.id, LISTED)).map((job) => importJob(job, now)) };
      if (!session.user.isAdmin) throw new ApiProblem(403, 'forbidden');
      const runs = await ctx.db.select().from(syncRuns).orderBy(desc(syncRuns.startedAt)).limit(LISTED);
      const latestOf = new Map<string, string>();
      for (const run of runs) if (!latestOf.has(run.site)) latestOf.set(run.site, run.id);
      return { items: runs.map((run) => syncJob(run, latestOf.get(run.site) === run.id, now)) };
    },

    /** Cancels the job if it runs; answers it as it is now either way. */
    async cancel(session: Session, id: string): Promise<Job> {
      const job = await find(session, id);
      if (job.kind === 'catalogue_sync') await sync.cancel(id);
      else await history.jobs.cancel(id);
      return find(session, id);
    },

    async resume(session: Session, id: string): Promise<Job> {
      const job = await find(session, id);
      if (!job.can_resume) throw new ApiProblem(400, 'job_not_resumable');
      const resumed = job.kind === 'catalogue_sync' ? await sync.resumeRun(id) : await history.jobs.resume(id);
      if (!resumed) throw new ApiProblem(400, 'job_not_resumable');
      return find(session, id);
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
