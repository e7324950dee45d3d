// Administration (§6): the user table, one user's details, deletions, admin rights, export and statistics.
// Only reachable by admins (the security handler checks is_admin); the rules about oneself are kept here.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { operations } from '../../src/api/schema.d.ts';
import type { Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { problems, submissions, users, type UserRow } from '../db/schema.ts';
import { ApiProblem, notFound } from '../errors.ts';
import type { Lang } from '../i18n/texts.ts';
import { listRecentActivity, recordActivity } from './activity.ts';
import type { Session } from './accounts.ts';
import type { ServiceContext } from './context.ts';
import { submissionSummary } from './submissions.ts';
import { preferencesOf } from './users.ts';
import { lockAdminRights } from './admin-rights.ts';

type ListQuery = NonNullable<operations['listAdminUsers']['parameters']['query']>;
type AdminUser = Schemas['AdminUser'];

/** "Today" and "the last 7 days" of the admin statistics are days in this zone (the contract says so). */
const STATS_ZONE = 'Asia/Shanghai';

/**
 * Inside a change of admin rights or a deletion: waits for any other such change to commit, then makes sure the
 * acting admin still is one. Two admins demoting (or deleting) each other at once: the second finds itself
 * demoted and is refused, so the last admin is never removed (nobody can act on themselves).
 */
async function actingAdmin(tx: Tx, admin: Session): Promise<void> {
  await lockAdminRights(tx);
  const [actor] = await tx.select({ isAdmin: users.isAdmin, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, admin.user.id));
  if (!actor?.isAdmin || actor.tokenVersion !== admin.claims.version) throw new ApiProblem(403, 'forbidden', 'adminRequired');
}

/** Per-user submission figures, for the users given (or all). */
function submissionFigures(tx: Tx, userIds?: string[]) {
  return tx
    .select({
      userId: submissions.userId,
      submissionCount: count().as('submission_count'),
      solvedCount: sql<number>`count(distinct ${submissions.problemId})::int`.as('solved_count'),
      averageScore: sql<number | null>`round(avg(${submissions.score}), 2)::float8`.as('average_score'),
    })
    .from(submissions)
    .where(userIds ? inArray(submissions.userId, userIds) : undefined)
    .groupBy(submissions.userId);
}

type Figures = { submissionCount: number; solvedCount: number; averageScore: number | null };
const NO_FIGURES: Figures = { submissionCount: 0, solvedCount: 0, averageScore: null };

function toAdminUser(row: UserRow, figures: Figures = NO_FIGURES): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    is_admin: row.isAdmin,
    email_verified: row.emailVerified,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    submission_count: figures.submissionCount,
    solved_count: figures.solvedCount,
    average_score: figures.averageScore,
  };
}

/** `%` and `_` in a search are letters, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection), so it gets a `'`. */
const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const CSV_COLUMNS = ['id', 'username', 'email', 'is_admin', 'email_verified', 'language', 'created_at', 'last_active_at', 'submission_count'] as const;

/** The calendar date in the stats zone, e.g. for the export's file name. */
const zoneDate = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: STATS_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export function createAdmin(ctx: ServiceContext) {
  async function findTarget(tx: Tx, id: string) {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('userNotFound');
    return row;
  }

  async function withFigures(tx: Tx, rows: UserRow[]): Promise<AdminUser[]> {
    if (rows.length === 0) return [];
    const figures = new Map((await submissionFigures(tx, rows.map((r) => r.id))).map((f) => [f.userId, f]));
    return rows.map((row) => toAdminUser(row, figures.get(row.id)));
  }

  /** Deletes one user and what they own, recording it; returns false when there was no such user. */
  async function deleteOne(tx: Tx, admin: UserRow, id: string, now: Date): Promise<boolean> {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) return false;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(submissions).where(eq(submissions.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    await recordActivity(tx, { kind: 'user_deleted', actor: admin, details: { target: target.username, submissions: n } }, now);
    return true;
  }

  return {
    async stats(): Promise<Schemas['AdminStats']> {
      const now = ctx.clock();
      const startOfToday = sql`(date_trunc('day', ${now}::timestamptz at time zone ${STATS_ZONE}) at time zone ${STATS_ZONE})`;
      const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
      const [u] = await ctx.db
        .select({
          total: count(),
          admins: sql<number>`count(*) filter (where ${users.isAdmin})::int`,
          verified: sql<number>`count(*) filter (where ${users.emailVerified})::int`,
          active7d: sql<number>`count(*) filter (where ${users.lastActiveAt} >= ${weekAgo})::int`,
          new7d: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo})::int`,
        })
        .from(users);
      const [s] = await ctx.db
        .select({
          total: count(),
          today: sql<number>`count(*) filter (where ${submissions.submittedAt} >= ${startOfToday})::int`,
          average: sql<number>`coalesce(round(avg(${submissions.score}), 2), 0)::float8`,
        })
        .from(submissions);
      const [p] = await ctx.db.select({ total: count() }).from(problems);
      return {
        total_users: u?.total ?? 0,
        admin_users: u?.admins ?? 0,
        verified_users: u?.verified ?? 0,
        active_users_7d: u?.active7d ?? 0,
        new_users_7d: u?.new7d ?? 0,
        total_submissions: s?.total ?? 0,
        submissions_today: s?.today ?? 0,
        total_problems: p?.total ?? 0,
        average_score: s?.average ?? 0,
      };
    },

    async listUsers(query: ListQuery): Promise<Schemas['AdminUserList']> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 50;
      const sortBy = query.sort_by ?? 'created_at';
      const direction = query.order === 'asc' ? asc : desc;
      const term = query.search?.trim();
      const where = and(
        term ? or(ilike(users.username, `%${likeEscape(term)}%`), ilike(users.email, `%${likeEscape(term)}%`)) : undefined,
        query.admin_only ? eq(users.isAdmin, true) : undefined,
      );
      const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(users).where(where);
      let rows: UserRow[];
      if (sortBy === 'submission_count') {
        // Only this order needs every user's count; the others count for the page's users alone.
        const figures = submissionFigures(ctx.db).as('figures');
        const joined = await ctx.db
          .select({ user: users })
          .from(users)
          .leftJoin(figures, eq(figures.userId, users.id))
          .where(where)
          .orderBy(direction(sql`coalesce(${figures.submissionCount}, 0)`), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
        rows = joined.map((r) => r.user);
      } else {
        const column: Record<Exclude<typeof sortBy, 'submission_count'>, SQL> = {
          username: sql`lower(${users.username})`,
          email: sql`lower(${users.email})`,
          created_at: sql`${users.createdAt}`,
          // Never-active users go last whichever the direction.
          last_active_at: sql`${users.lastActiveAt}`,
        };
        rows = await ctx.db
          .select()
          .from(users)
          .where(where)
          .orderBy(
            sortBy === 'last_active_at' ? sql`${column[sortBy]} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last` : direction(column[sortBy]),
            asc(users.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize);
      }
      return { items: await withFigures(ctx.db, rows), total, page, page_size: pageSize };
    },

    async getUser(id: string): Promise<Schemas['AdminUserDetail']> {
      const row = await findTarget(ctx.db, id);
      const [summary] = await withFigures(ctx.db, [row]);
      const recent = await ctx.db
        .select({ submission: submissions, problem: problems })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(eq(submissions.userId, id))
        .orderBy(desc(submissions.submittedAt))
        .limit(10);
      const solved = await ctx.db
        .select({ difficulty: problems.difficulty, n: sql<number>`count(distinct ${problems.id})::int` })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(eq(submissions.userId, id))
        .groupBy(problems.difficulty);
      const byDifficulty = { Easy: 0, Medium: 0, Hard: 0 };
      for (const { difficulty, n } of solved) byDifficulty[difficulty] = n;
      return {
        ...summary!,
        preferences: preferencesOf(row),
        ...(row.learningGoal ? { learning_goal: row.learningGoal as Schemas['LearningGoal'] } : {}),
        ...(row.dailyStudyTime ? { daily_study_time: row.dailyStudyTime as Schemas['DailyStudyTime'] } : {}),
        recent_submissions: recent.map(({ submission, problem }) => submissionSummary(submission, problem)),
        solved_by_difficulty: byDifficulty,
      };
    },

    async deleteUser(admin: Session, id: string): Promise<void> {
      if (id === admin.user.id) throw new ApiProblem(400, 'cannot_modify_self', 'cannotDeleteSelf');
      const now = ctx.clock();
      const deleted = await ctx.db.transaction(async (tx) => {
        await actingAdmin(tx, admin);
        return deleteOne(tx, admin.user, id, now);
      });
      ctx.users.forget(id);
      if (!deleted) throw notFound('userNotFound');
    },

    /** All or nothing: one transaction for the whole batch. */
    async bulkDelete(admin: Session, ids: string[]): Promise<Schemas['BulkDeleteResult']> {
      if (ids.length === 1 && ids[0] === admin.user.id) throw new ApiProblem(400, 'cannot_modify_self', 'cannotDeleteSelf');
      const now = ctx.clock();
      const result = await ctx.db.transaction(async (tx) => {
        await actingAdmin(tx, admin);
        const skipped: Schemas['BulkDeleteSkippedUser'][] = [];
        let deleted = 0;
        for (const id of ids) {
          if (id === admin.user.id) skipped.push({ id, reason: 'self' });
          else if (await deleteOne(tx, admin.user, id, now)) deleted++;
          else skipped.push({ id, reason: 'not_found' });
        }
        return { deleted, skipped };
      });
      for (const id of ids) ctx.users.forget(id);
      return result;
    },

    /** Grants or revokes admin rights; a revoked admin's sessions end at once. */
    async toggleAdmin(admin: Session, id: string): Promise<AdminUser> {
      if (id === admin.user.id) throw new ApiProblem(400, 'cannot_modify_self', 'cannotRevokeSelf');
      const now = ctx.clock();
      const updated = await ctx.db.transaction(async (tx) => {
        await actingAdmin(tx, admin);
        const target = await findTarget(tx, id);
        const granting = !target.isAdmin;
        const [row] = await tx
          .update(users)
          .set({ isAdmin: granting, ...(granting ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }) })
          .where(eq(users.id, id))
          .returning();
        await recordActivity(tx, { kind: granting ? 'admin_granted' : 'admin_revoked', actor: admin.user, details: { target: target.username } }, now);
        return row!;
      });
      ctx.users.forget(id);
      const [result] = await withFigures(ctx.db, [updated]);
      return result!;
    },

    /** Logs a user out everywhere (a stolen token stops working); the account is unchanged. */
    async endSessions(admin: Session, id: string): Promise<void> {
      const now = ctx.clock();
      await ctx.db.transaction(async (tx) => {
        const target = await findTarget(tx, id);
        await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, id));
        await recordActivity(tx, { kind: 'sessions_ended', actor: admin.user, details: { target: target.username } }, now);
      });
      ctx.users.forget(id);
    },

    /** GET /admin/users/export: every user (or the admins), oldest first, as CSV or JSON. */
    async exportUsers(admin: Session, format: 'csv' | 'json', adminOnly: boolean): Promise<{ fileName: string; users: AdminUser[]; csv?: string }> {
      const now = ctx.clock();
      const rows = await ctx.db
        .select()
        .from(users)
        .where(adminOnly ? eq(users.isAdmin, true) : undefined)
        .orderBy(asc(users.createdAt), asc(users.id));
      const figures = new Map((await submissionFigures(ctx.db)).map((f) => [f.userId, f]));
      const list = rows.map((row) => toAdminUser(row, figures.get(row.id)));
      await recordActivity(ctx.db, { kind: 'users_exported', actor: admin.user, details: { format, count: list.length, admin_only: adminOnly } }, now);
      const fileName = `algocoach-users-${zoneDate(now)}.${format}`;
      if (format === 'json') return { fileName, users: list };
      const lines = list.map((user) => CSV_COLUMNS.map((column) => csvCell(String(user[column] ?? ''))).join(','));
      // The byte-order mark is how Excel knows the file is UTF-8; without it, Excel on Chinese Windows reads it as
      // GBK and garbles every name that is not ASCII.
      return { fileName, users: list, csv: `\uFEFF${[CSV_COLUMNS.join(','), ...lines].join('\n')}\n` };
    },

    recentActivity: (limit: number, lang: Lang) => listRecentActivity(ctx.db, limit, lang),
  };
}

export type Admin = ReturnType<typeof createAdmin>;
