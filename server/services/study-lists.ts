// Study lists and a learner's goal of finishing one by a date (issue 27 item 3). A list names problems by number
// and slug; a problem is matched to the catalogue by its slug (the sync and the starter keep LeetCode's slugs), and
// one the catalogue lacks is `missing` until a sync brings it. The projection's rules are in study-projection.ts.
import { and, asc, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { builtinOrder, replaceListItems } from '../catalogue/study-lists.ts';
import type { Schemas } from '../contract/index.ts';
import { problems, studyGoals, studyListItems, studyLists, submissions, userProblems, type ProblemRow } from '../db/schema.ts';
import { ApiProblem, notFound } from '../errors.ts';
import type { Session } from './accounts.ts';
import { learnersRef, problemRefColumns } from './activity.ts';
import { addDays, localDate, startOfDay } from './calendar.ts';
import type { ServiceContext } from './context.ts';
import { runningInterviewProblemIds } from './interview-clock.ts';
import { goalFigures } from './study-projection.ts';
import { preferencesOf } from './users.ts';

type Summary = Schemas['StudyListSummary'];
type Minutes = Schemas['PlanAvailableMinutes'];

const builtinRefused = () => new ApiProblem(400, 'study_list_builtin');

export function createStudyLists(ctx: ServiceContext) {
  const zoneOf = (session: Session) => preferencesOf(session.user).timezone;

  /** Every list (or one) with its counts for the learner, in one statement: built-in first, then by name. */
  async function summaries(userId: string, listId?: string): Promise<Summary[]> {
    const rows = await ctx.db
      .select({
        id: studyLists.id,
        builtinKey: studyLists.builtinKey,
        nameZh: studyLists.nameZh,
        nameEn: studyLists.nameEn,
        total: sql<number>`count(${studyListItems.position})::int`,
        inCatalogue: sql<number>`count(${problems.id})::int`,
        solved: sql<number>`count(${userProblems.problemId}) filter (where ${userProblems.status} = 'solved')::int`,
      })
      .from(studyLists)
      .leftJoin(studyListItems, eq(studyListItems.listId, studyLists.id))
      .leftJoin(problems, eq(problems.slug, studyListItems.slug))
      .leftJoin(userProblems, and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, userId)))
      .where(listId ? eq(studyLists.id, listId) : undefined)
      .groupBy(studyLists.id)
      .orderBy(sql`${studyLists.builtinKey} is null`, sql`array_position(${sql.param(builtinOrder())}::text[], ${studyLists.builtinKey})`, asc(studyLists.createdAt), asc(studyLists.nameEn));
    return rows.map((row) => ({
      id: row.id,
      name: { zh: row.nameZh, en: row.nameEn },
      builtin: row.builtinKey !== null,
      total: row.total,
      in_catalogue: row.inCatalogue,
      solved: row.solved,
    }));
  }

  async function detail(userId: string, listId: string): Promise<Schemas['StudyList']> {
    const [summary] = await summaries(userId, listId);
    if (!summary) throw notFound();
    const interview = await runningInterviewProblemIds(ctx.db, userId, ctx.clock());
    const rows = await ctx.db
      .select({ item: studyListItems, problem: problemRefColumns, status: userProblems.status })
      .from(studyListItems)
      .leftJoin(problems, eq(problems.slug, studyListItems.slug))
      .leftJoin(userProblems, and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, userId)))
      .where(eq(studyListItems.listId, listId))
      .orderBy(asc(studyListItems.position));
    return {
      ...summary,
      items: rows.map(({ item, problem, status }) => ({
        position: item.position,
        frontend_id: item.frontendId,
        slug: item.slug,
        // No problem: the catalogue lacks it.
        ...(problem ? { status: status ?? 'not_attempted', problem: learnersRef(problem, interview) } : { status: 'missing' as const }),
      })),
    };
  }

  /** The list's problems in the catalogue that the learner has not solved, in the list's order. */
  async function unsolvedInOrder(userId: string, listId: string, limit?: number): Promise<ProblemRow[]> {
    const query = ctx.db
      .select({ problem: problems })
      .from(studyListItems)
      .innerJoin(problems, eq(problems.slug, studyListItems.slug))
      .leftJoin(userProblems, and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, userId), eq(userProblems.status, 'solved')))
      .where(and(eq(studyListItems.listId, listId), isNull(userProblems.problemId)))
      .orderBy(asc(studyListItems.position));
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.map((row) => row.problem);
  }

  /** The learner's practice days (with a submission) from `from` to today, in their zone. */
  async function practiceDays(session: Session, from: string, today: string): Promise<Set<string>> {
    const zone = zoneOf(session);
    const day = sql<string>`to_char(${submissions.submittedAt} at time zone ${zone}, 'YYYY-MM-DD')`;
    const rows = await ctx.db
      .selectDistinct({ day })
      .from(submissions)
      .where(and(eq(submissions.userId, session.user.id), gte(submissions.submittedAt, startOfDay(from, zone)), lt(submissions.submittedAt, startOfDay(addDays(today, 1), zone))));
    return new Set(rows.map((row) => row.day));
  }

  async function remainingCounts(userId: string, listId: string): Promise<{ remaining: number; missing: number }> {
    const [row] = await ctx.db
      .select({
        remaining: sql<number>`count(${problems.id}) filter (where ${userProblems.problemId} is null)::int`,
        missing: sql<number>`count(*) filter (where ${problems.id} is null)::int`,
      })
      .from(studyListItems)
      .leftJoin(problems, eq(problems.slug, studyListItems.slug))
      .leftJoin(userProblems, and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, userId), eq(userProblems.status, 'solved')))
      .where(eq(studyListItems.listId, listId));
    return { remaining: row?.remaining ?? 0, missing: row?.missing ?? 0 };
  }

  async function goalOf(session: Session): Promise<Schemas['StudyGoal'] | null> {
    const [goal] = await ctx.db.select().from(studyGoals).where(eq(studyGoals.userId, session.user.id));
    if (!goal) return null;
    const [list] = await summaries(session.user.id, goal.listId);
    if (!list) return null;
    const today = localDate(ctx.clock(), zoneOf(session));
    const { remaining, missing } = await remainingCounts(session.user.id, goal.listId);
    const figures = goalFigures({ ...goal, dailyMinutes: goal.dailyMinutes as Minutes }, today, remaining, await practiceDays(session, goal.startedOn, today));
    return {
      list,
      finish_date: goal.finishDate,
      daily_minutes: goal.dailyMinutes as Minutes,
      started_on: goal.startedOn,
      new_per_day: figures.newPerDay,
      remaining,
      missing,
      projected_finish: figures.projectedFinish,
      planned_finish: goal.plannedFinish,
      days_moved: figures.daysMoved,
      skipped_days: figures.skippedDays,
      on_track: figures.onTrack,
      needed_per_day: figures.neededPerDay,
    };
  }

  async function saveList(session: Session, listId: string | null, input: Schemas['StudyListInput']): Promise<Schemas['StudyList']> {
    const now = ctx.clock();
    const problemsIn = input.problems.map((p) => ({ frontendId: p.frontend_id, slug: p.slug }));
    // The same problem twice would count twice: the first place stands.
    const unique = problemsIn.filter((p, i) => problemsIn.findIndex((q) => q.slug === p.slug) === i);
    const id = await ctx.db.transaction(async (tx) => {
      let saved: { id: string; builtinKey: string | null } | undefined;
      if (listId === null) {
        [saved] = await tx
          .insert(studyLists)
          .values({ nameZh: input.name.zh, nameEn: input.name.en, createdBy: session.user.id, createdAt: now, updatedAt: now })
          .returning({ id: studyLists.id, builtinKey: studyLists.builtinKey });
      } else {
        [saved] = await tx.select({ id: studyLists.id, builtinKey: studyLists.builtinKey }).from(studyLists).where(eq(studyLists.id, listId)).for('update');
        if (!saved) throw notFound();
        if (saved.builtinKey !== null) throw builtinRefused();
        await tx.update(studyLists).set({ nameZh: input.name.zh, nameEn: input.name.en, updatedAt: now }).where(eq(studyLists.id, listId));
      }
      await replaceListItems(tx, saved!.id, unique);
      return saved!.id;
    });
    return detail(session.user.id, id);
  }

  return {
    list: async (session: Session): Promise<Schemas['StudyListList']> => ({ items: await summaries(session.user.id) }),
    get: (session: Session, id: string) => detail(session.user.id, id),
    create: (session: Session, input: Schemas['StudyListInput']) => saveList(session, null, input),
    update: (session: Session, id: string, input: Schemas['StudyListInput']) => saveList(session, id, input),
    async remove(id: string): Promise<void> {
      const [row] = await ctx.db.select({ builtinKey: studyLists.builtinKey }).from(studyLists).where(eq(studyLists.id, id));
      if (!row) throw notFound();
      if (row.builtinKey !== null) throw builtinRefused();
      await ctx.db.delete(studyLists).where(eq(studyLists.id, id));
    },

    goal: async (session: Session): Promise<Schemas['StudyGoalStatus']> => ({ goal: await goalOf(session) }),

    async setGoal(session: Session, request: Schemas['StudyGoalRequest']): Promise<Schemas['StudyGoalStatus']> {
      const today = localDate(ctx.clock(), zoneOf(session));
      if (request.finish_date < today) throw new ApiProblem(400, 'finish_date_past');
      const [list] = await ctx.db.select({ n: count() }).from(studyLists).where(eq(studyLists.id, request.list_id));
      if (!list?.n) throw notFound();
      const { remaining } = await remainingCounts(session.user.id, request.list_id);
      const { projectedFinish } = goalFigures({ finishDate: request.finish_date, dailyMinutes: request.daily_minutes, startedOn: today, plannedFinish: today }, today, remaining, new Set());
      const values = { listId: request.list_id, finishDate: request.finish_date, dailyMinutes: request.daily_minutes, startedOn: today, plannedFinish: projectedFinish, updatedAt: ctx.clock() };
      await ctx.db.insert(studyGoals).values({ userId: session.user.id, ...values }).onConflictDoUpdate({ target: studyGoals.userId, set: values });
      return { goal: await goalOf(session) };
    },

    async clearGoal(session: Session): Promise<void> {
      await ctx.db.delete(studyGoals).where(eq(studyGoals.userId, session.user.id));
    },

    /**
     * For the planner: the learner's list and its next unsolved problems in order (`limit` of them), or null
     * without a goal.
     */
    async nextForPlan(userId: string, limit: number): Promise<{ name: { zh: string; en: string }; problems: ProblemRow[] } | null> {
      const [goal] = await ctx.db
        .select({ listId: studyGoals.listId, nameZh: studyLists.nameZh, nameEn: studyLists.nameEn })
        .from(studyGoals)
        .innerJoin(studyLists, eq(studyLists.id, studyGoals.listId))
        .where(eq(studyGoals.userId, userId));
      if (!goal) return null;
      return { name: { zh: goal.nameZh, en: goal.nameEn }, problems: await unsolvedInOrder(userId, goal.listId, limit) };
    },
  };
}

export type StudyLists = ReturnType<typeof createStudyLists>;
