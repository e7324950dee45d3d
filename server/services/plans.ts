// Daily study plans (§2): today's plan in the learner's time zone, quick plans picked by rules, smart plans picked
// by the coach from the same candidates, progress on a plan, and the history.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Coach, PlanCandidate } from '../coach/types.ts';
import type { Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { planItems, plans, problems, userProblems, type ProblemRow } from '../db/schema.ts';
import { ApiProblem } from '../errors.ts';
import { categoryName } from '../i18n/categories.ts';
import type { Lang } from '../i18n/texts.ts';
import type { Session } from './accounts.ts';
import { problemRef, recordActivity, withoutDifficulty } from './activity.ts';
import { runningInterviewProblemIds } from './interview-clock.ts';
import type { AiCalls } from './ai-calls.ts';
import { addDays, daysBetween, localDate, startOfDay } from './calendar.ts';
import type { ServiceContext } from './context.ts';
import type { Progress } from './progress.ts';
import { LEVEL_DIFFICULTIES } from './skill-levels.ts';
import type { StudyLists } from './study-lists.ts';
import { reserveListSlots } from './study-projection.ts';
import { preferencesOf } from './users.ts';

type Plan = Schemas['Plan'];
type Text = { zh: string; en: string };

/** §2: how many problems fit the available time. */
export const PLAN_SIZE: Record<Schemas['PlanAvailableMinutes'], { min: number; max: number }> = {
  15: { min: 1, max: 1 },
  30: { min: 1, max: 2 },
  60: { min: 2, max: 3 },
  90: { min: 3, max: 4 },
  120: { min: 4, max: 5 },
  180: { min: 5, max: 6 },
};


/** How many new problems a plan considers, and how many due reviews at most. */
const NEW_POOL = 200;
const REVIEW_POOL = 10;

const planNotFound = () => new ApiProblem(404, 'plan_not_found');
const mmdd = (date: string) => date.slice(5);

export function createPlans(ctx: ServiceContext, coach: Coach, ai: AiCalls, progress: Progress, studyLists: StudyLists) {
  const zoneOf = (session: Session) => preferencesOf(session.user).timezone;

  async function toPlan(tx: Tx, plan: typeof plans.$inferSelect): Promise<Plan> {
    const items = await tx
      .select({ item: planItems, problem: problems })
      .from(planItems)
      .innerJoin(problems, eq(problems.id, planItems.problemId))
      .where(eq(planItems.planId, plan.id))
      .orderBy(asc(planItems.position));
    const interview = await runningInterviewProblemIds(tx, plan.userId, ctx.clock());
    const entry = ({ item, problem }: (typeof items)[number]): Schemas['PlanProblem'] =>
      // A problem of the learner's running interview: nothing an interviewer would not show (a reason may name its category).
      interview.has(problem.id)
        ? { ...problemRef(withoutDifficulty(problem)), completed: item.completed }
        : {
            ...problemRef(problem),
            category: problem.category as Schemas['ProblemCategory'],
            completed: item.completed,
            ...(item.reason ? { reason: item.reason } : {}),
          };
    return {
      id: plan.id,
      target_date: plan.targetDate,
      mode: plan.mode,
      available_minutes: plan.availableMinutes as Schemas['PlanAvailableMinutes'],
      new_problems: items.filter((i) => i.item.kind === 'new').map(entry),
      review_problems: items.filter((i) => i.item.kind === 'review').map(entry),
      completed_count: items.filter((i) => i.item.completed).length,
      total_count: items.length,
      ...(plan.aiSummary ? { ai_summary: plan.aiSummary } : {}),
      created_at: plan.createdAt.toISOString(),
    };
  }

  /**
   * What a plan for `targetDate` can hold: reviews whose spaced-repetition review falls due by the end of that
   * day (lowest last score first), and new problems the learner has not solved that match the request and their
   * level, those in their weakest categories first (then the least practised), the most asked first.
   */
  async function candidates(session: Session, request: Schemas['PlanGenerateRequest']): Promise<PlanCandidate[]> {
    const zone = zoneOf(session);
    const dayEnd = startOfDay(addDays(request.target_date, 1), zone);
    const reviews =
      request.include_review === false
        ? []
        : await ctx.db
            .select({ problem: problems, state: userProblems })
            .from(userProblems)
            .innerJoin(problems, eq(problems.id, userProblems.problemId))
            .where(and(eq(userProblems.userId, session.user.id), eq(userProblems.status, 'solved'), lt(userProblems.reviewDue, dayEnd)))
            .orderBy(asc(userProblems.lastScore), asc(userProblems.reviewDue))
            .limit(REVIEW_POOL);
    const level = preferencesOf(session.user).skillLevel ?? 'beginner';
    const difficulties = request.difficulty ? [request.difficulty] : LEVEL_DIFFICULTIES[level];
    const solved = ctx.db
      .select({ id: userProblems.problemId })
      .from(userProblems)
      .where(and(eq(userProblems.userId, session.user.id), eq(userProblems.status, 'solved')));
    const fresh = await ctx.db
      .select()
      .from(problems)
      .where(
        and(
          inArray(problems.difficulty, difficulties),
          request.categories?.length ? inArray(problems.category, request.categories) : undefined,
          notInArray(problems.id, solved),
        ),
      )
      .orderBy(sql`array_position(${sql.param(difficulties)}::text[], ${problems.difficulty})`, desc(problems.frequency), asc(problems.frontendId))
      .limit(NEW_POOL);
    const stats = await progress.learnerStats(session);
    const byCategory = new Map(stats.categories.map((c) => [c.category, c]));
    /** 0 strong … 1 weakest: a low average weighs most; a category never tried counts as fairly weak. */
    const weakness = (category: string) => {
      const c = byCategory.get(category as Schemas['ProblemCategory']);
      if (!c || c.averageScore === null) return c ? 0.6 : 0.7;
      return Math.max(0, Math.min(1, (5 - c.averageScore) / 4));
    };
    const newCandidates: PlanCandidate[] = fresh.map((problem) => {
      const c = byCategory.get(problem.category as Schemas['ProblemCategory']);
      const name = (lang: Lang) => categoryName(problem.category, lang);
      const reason: Text =
        c && c.averageScore !== null && weakness(problem.category) >= 0.5
          ? { zh: `新题：「${name('zh')}」是你的薄弱类别（平均 ${c.averageScore.toFixed(1)} 分）`, en: `New: ${name('en')} is one of your weaker categories (average ${c.averageScore.toFixed(1)})` }
          : !c
            ? { zh: `新题：你还没练过「${name('zh')}」类题目`, en: `New: you have not practised ${name('en')} yet` }
            : { zh: `新题：适合你当前水平的${problem.difficulty === 'Easy' ? '简单' : problem.difficulty === 'Medium' ? '中等' : '困难'}题`, en: `New: a ${problem.difficulty} problem that suits your level` };
      return { problem: pickProblem(problem), kind: 'new', categoryWeakness: weakness(problem.category), reason };
    });
    const reviewCandidates: PlanCandidate[] = reviews.map(({ problem, state }) => {
      const last = state.lastSubmittedAt ? localDate(state.lastSubmittedAt, zone) : request.target_date;
      const due = state.reviewDue ? localDate(state.reviewDue, zone) : request.target_date;
      const overdue = Math.max(0, daysBetween(due, request.target_date));
      return {
        problem: pickProblem(problem),
        kind: 'review',
        ...(state.lastScore ? { lastScore: state.lastScore } : {}),
        ...(state.lastSubmittedAt ? { lastSubmittedAt: state.lastSubmittedAt.toISOString() } : {}),
        overdueDays: overdue,
        reason: {
          zh: `复习：${mmdd(last)} 得分 ${state.lastScore ?? '-'}，${overdue > 0 ? `已到期 ${overdue} 天` : '今天到期'}`,
          en: `Review: scored ${state.lastScore ?? '-'} on ${mmdd(last)}, ${overdue > 0 ? `due ${overdue} day${overdue === 1 ? '' : 's'} ago` : 'due today'}`,
        },
      };
    });
    return [...reviewCandidates, ...newCandidates];
  }

  /**
   * The learner's study list's next unsolved problems, in the list's order, as new candidates (none without a
   * goal). The request's difficulty and categories still apply; the learner's level does not (the list decides).
   */
  async function listCandidates(session: Session, request: Schemas['PlanGenerateRequest'], size: number): Promise<PlanCandidate[]> {
    const next = await studyLists.nextForPlan(session.user.id, size + 20);
    if (!next) return [];
    return next.problems
      .filter((problem) => (!request.difficulty || problem.difficulty === request.difficulty) && (!request.categories?.length || request.categories.includes(problem.category as Schemas['ProblemCategory'])))
      .slice(0, size)
      .map((problem) => ({
        problem: pickProblem(problem),
        kind: 'new' as const,
        reason: { zh: `新题：题单「${next.name.zh}」的下一题`, en: `New: next on your list ${next.name.en}` },
      }));
  }

  /** A plan's picks with the list's problems in the new slots, in order, after the due reviews (study-projection.ts). */
  function withList(picks: PlanCandidate[], list: PlanCandidate[], size: number): PlanCandidate[] {
    if (list.length === 0) return picks;
    const byId = (c: PlanCandidate) => ({ ...c, id: c.problem.id });
    return reserveListSlots(picks.filter((c) => c.kind === 'review').map(byId), list.map(byId), picks.filter((c) => c.kind === 'new').map(byId), size);
  }

  /** The rules of a quick plan: reviews first (up to a third of the plan), then new problems, one per category while they last. */
  function quickPicks(pool: PlanCandidate[], size: { max: number }): PlanCandidate[] {
    const reviews = pool.filter((c) => c.kind === 'review').slice(0, Math.ceil(size.max / 3));
    const fresh = pool
      .filter((c) => c.kind === 'new')
      .map((c, order) => ({ c, order }))
      // Weakest categories first; the pool's own order (level, then frequency) breaks ties.
      .sort((a, b) => (b.c.categoryWeakness ?? 0) - (a.c.categoryWeakness ?? 0) || a.order - b.order)
      .map(({ c }) => c);
    const picks = [...reviews];
    const categories = new Set<string>();
    for (const pass of [true, false]) {
      for (const c of fresh) {
        if (picks.length >= size.max) break;
        if (picks.includes(c) || (pass && categories.has(c.problem.category))) continue;
        picks.push(c);
        categories.add(c.problem.category);
      }
    }
    return picks;
  }

  /** Stores a plan for its day, replacing the one there was. */
  async function save(session: Session, request: Schemas['PlanGenerateRequest'], mode: 'quick' | 'smart', picks: Array<{ problemId: string; kind: 'new' | 'review'; reason: Text }>, summary?: Text): Promise<Plan> {
    const now = ctx.clock();
    return ctx.db.transaction(async (tx) => {
      // Two generations of one day at once: the second waits for the first, then replaces its plan (without the
      // lock both deleted nothing and the second insert broke the unique index: a 500).
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`plan:${session.user.id}:${request.target_date}`}))`);
      await tx.delete(plans).where(and(eq(plans.userId, session.user.id), eq(plans.targetDate, request.target_date)));
      const [plan] = await tx
        .insert(plans)
        .values({ userId: session.user.id, targetDate: request.target_date, mode, availableMinutes: request.available_minutes, aiSummary: summary ?? null, createdAt: now })
        .returning();
      if (picks.length) {
        await tx.insert(planItems).values(picks.map((p, position) => ({ planId: plan!.id, problemId: p.problemId, kind: p.kind, position, reason: p.reason })));
      }
      await recordActivity(tx, { kind: 'plan_generated', actor: session.user, details: { date: request.target_date, smart: mode === 'smart', count: picks.length } }, now);
      return toPlan(tx, plan!);
    });
  }

  return {
    async today(session: Session): Promise<Plan> {
      const today = localDate(ctx.clock(), zoneOf(session));
      const [plan] = await ctx.db.select().from(plans).where(and(eq(plans.userId, session.user.id), eq(plans.targetDate, today)));
      if (!plan) throw planNotFound();
      return toPlan(ctx.db, plan);
    },

    async generate(session: Session, request: Schemas['PlanGenerateRequest']): Promise<Plan> {
      const size = PLAN_SIZE[request.available_minutes];
      const picks = withList(quickPicks(await candidates(session, request), size), await listCandidates(session, request, size.max), size.max);
      return save(session, request, 'quick', picks.map((c) => ({ problemId: c.problem.id, kind: c.kind, reason: c.reason })));
    },

    async generateSmart(session: Session, request: Schemas['SmartPlanRequest'], lang: Lang): Promise<Plan> {
      const pool = await candidates(session, request);
      const size = PLAN_SIZE[request.available_minutes];
      // The coach chooses among the rules' best few dozen (it need not read the whole catalogue).
      const offered = [...pool.filter((c) => c.kind === 'review'), ...quickPicks(pool, { max: 40 }).filter((c) => c.kind === 'new')];
      const stats = await progress.learnerStats(session);
      const result = await ai.run(session, 'smart plan', () =>
        coach.smartPlan({
          size,
          includeReview: request.include_review !== false,
          candidates: offered,
          stats,
          ...(request.goal_note ? { goalNote: request.goal_note } : {}),
          lang: request.user_language ?? lang,
        }),
      );
      const known = new Map(offered.map((c) => [c.problem.id, c]));
      const picks = result.picks.filter((p, i, all) => known.has(p.problemId) && all.findIndex((q) => q.problemId === p.problemId) === i).slice(0, size.max);
      // The coach chooses among the reviews and the other new problems; the list's slots are kept all the same.
      const list = await listCandidates(session, request, size.max);
      const chosen = withList(
        picks.map((p) => ({ ...known.get(p.problemId)!, reason: p.reason })),
        list,
        size.max,
      );
      const plan = await save(
        session,
        request,
        'smart',
        chosen.map((c) => ({ problemId: c.problem.id, kind: c.kind, reason: c.reason })),
        result.summary,
      );
      return result.fallback ? { ...plan, fallback: true } : plan;
    },

    async updateProgress(session: Session, planId: string, update: Schemas['PlanProgressUpdate']): Promise<Plan> {
      const [plan] = await ctx.db.select().from(plans).where(and(eq(plans.id, planId), eq(plans.userId, session.user.id)));
      if (!plan) throw planNotFound();
      const now = ctx.clock();
      const changed = await ctx.db
        .update(planItems)
        .set({ completed: update.completed, completedAt: update.completed ? now : null })
        .where(and(eq(planItems.planId, plan.id), eq(planItems.problemId, update.problem_id)))
        .returning();
      if (changed.length === 0) throw new ApiProblem(404, 'not_found', 'planProblemNotFound');
      return toPlan(ctx.db, plan);
    },

    async history(session: Session, query: { page?: number; page_size?: number; from?: string; to?: string }): Promise<Schemas['PlanList']> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 20;
      const where = and(
        eq(plans.userId, session.user.id),
        query.from ? gte(plans.targetDate, query.from) : undefined,
        query.to ? lte(plans.targetDate, query.to) : undefined,
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        ctx.db.select().from(plans).where(where).orderBy(desc(plans.targetDate)).limit(pageSize).offset((page - 1) * pageSize),
        ctx.db.select({ total: count() }).from(plans).where(where),
      ]);
      return { items: await Promise.all(rows.map((plan) => toPlan(ctx.db, plan))), total, page, page_size: pageSize };
    },
  };
}

function pickProblem(problem: ProblemRow): PlanCandidate['problem'] {
  return {
    id: problem.id,
    frontendId: problem.frontendId,
    slug: problem.slug,
    title: { zh: problem.titleZh, en: problem.titleEn },
    difficulty: problem.difficulty,
    category: problem.category as Schemas['ProblemCategory'],
    tags: problem.tags,
  };
}

export type Plans = ReturnType<typeof createPlans>;

