// Progress (§2): totals, categories, difficulties, strengths and weaknesses, the dashboard, the score trend and the
// coach's insights, all aggregated in SQL from the learner's own submissions and problem states.
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Coach, LearnerStats } from '../coach/types.ts';
import type { Schemas } from '../contract/index.ts';
import { planItems, plans, problems, submissions, userProblems } from '../db/schema.ts';
import { categoryName } from '../i18n/categories.ts';
import type { Lang } from '../i18n/texts.ts';
import type { Session } from './accounts.ts';
import { learnersRef, withoutDifficulty } from './activity.ts';
import type { AiCalls } from './ai-calls.ts';
import { addDays, dayNumber, localDate, mondayOf, startOfDay } from './calendar.ts';
import type { ServiceContext } from './context.ts';
import { notInRunningInterview, outsideInterview, outsideRunningInterview, runningInterviewProblemIds } from './interview-clock.ts';
import { submissionSummary } from './submissions.ts';
import { preferencesOf } from './users.ts';

type Difficulty = Schemas['Difficulty'];
type Category = Schemas['ProblemCategory'];
const DIFFICULTIES: Difficulty[] = ['Easy', 'Medium', 'Hard'];
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The score trend's rule (written into ScoreTrend's description in the contract). */
export const TREND = { threshold: 0.3, minPerHalf: 2 } as const;
/** An average at or above this makes a category a strength; below it, a weakness. */
const STRONG_AVERAGE = 3.5;

export function trendOf(points: Array<{ total: number; n: number }>): Schemas['ScoreTrend']['trend'] {
  const half = Math.floor(points.length / 2);
  const sum = (part: typeof points) => part.reduce((acc, p) => ({ total: acc.total + p.total, n: acc.n + p.n }), { total: 0, n: 0 });
  const first = sum(points.slice(0, half));
  const second = sum(points.slice(points.length - half));
  if (first.n < TREND.minPerHalf || second.n < TREND.minPerHalf) return 'stable';
  const change = second.total / second.n - first.total / first.n;
  return change >= TREND.threshold ? 'improving' : change <= -TREND.threshold ? 'declining' : 'stable';
}

/** Current and longest runs of consecutive days; the current one may end yesterday (today is not over). */
export function streaks(days: string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days.map(dayNumber)) {
    run = previous !== undefined && day - previous === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const current = previous !== undefined && dayNumber(today) - previous <= 1 ? run : 0;
  return { current, longest };
}

/** One of the dashboard's latest submissions, as Postgres writes it in JSON. */
interface RecentSubmission {
  id: string;
  language: string;
  score: number;
  time_complexity: string;
  space_complexity: string;
  submitted_at: string;
  problem_id: string;
  frontend_id: number;
  slug: string;
  title_zh: string;
  title_en: string;
  difficulty: Difficulty;
}

export function createProgress(ctx: ServiceContext, coach: Coach, ai: AiCalls) {
  const zoneOf = (session: Session) => preferencesOf(session.user).timezone;
  const ofUser = (session: Session) => eq(submissions.userId, session.user.id);

  const p = sql.placeholder;
  const dashboardStatement = ctx.db
    .select({
      average: sql<number>`s.average`,
      week: sql<number>`s.week`,
      days: sql<string[]>`s.days`,
      easy: sql<number>`d.easy`,
      medium: sql<number>`d.medium`,
      hard: sql<number>`d.hard`,
      planTotal: sql<number>`p.total`,
      planDone: sql<number>`p.done`,
      recent: sql<RecentSubmission[]>`r.recent`,
    })
    .from(
      sql`(
        select coalesce(avg(${submissions.score}), 0)::float8 as average,
          count(*) filter (where ${submissions.submittedAt} >= ${p('weekStart')}::timestamptz)::int as week,
          coalesce(array_agg(distinct to_char(${submissions.submittedAt} at time zone ${p('zone')}::text, 'YYYY-MM-DD')), '{}') as days
        from ${submissions} where ${submissions.userId} = ${p('userId')}
      ) s, (
        -- Each solved problem's difficulty by its primary key, once (offset 0 keeps the lookup in its subquery): a
        -- join would have the planner hash the whole catalogue. Not the problems of a running interview, whose
        -- difficulty the count would tell the moment one is solved.
        select count(*) filter (where solved.difficulty = 'Easy')::int as easy, count(*) filter (where solved.difficulty = 'Medium')::int as medium,
          count(*) filter (where solved.difficulty = 'Hard')::int as hard
        from (
          select (select ${problems.difficulty} from ${problems} where ${problems.id} = ${userProblems.problemId}) as difficulty
          from ${userProblems} where ${userProblems.userId} = ${p('userId')} and ${userProblems.status} = 'solved'
            and ${notInRunningInterview(ctx.db, userProblems.problemId, p('userId'), p('now'))} offset 0
        ) solved
      ) d, (
        select count(*)::int as total, count(*) filter (where ${planItems.completed})::int as done
        from ${plans} join ${planItems} on ${planItems.planId} = ${plans.id}
        where ${plans.userId} = ${p('userId')} and ${plans.targetDate} = ${p('today')}::date
      ) p, (
        select coalesce(json_agg(x order by x.submitted_at desc), '[]') as recent from (
          select ${submissions.id}, ${submissions.language}, ${submissions.score}, ${submissions.timeComplexity}, ${submissions.spaceComplexity},
            ${submissions.submittedAt}, ${problems.id} as problem_id, ${problems.frontendId}, ${problems.slug}, ${problems.titleZh}, ${problems.titleEn}, ${problems.difficulty}
          from ${submissions} join ${problems} on ${problems.id} = ${submissions.problemId}
          where ${submissions.userId} = ${p('userId')} order by ${submissions.submittedAt} desc limit 5
        ) x
      ) r`,
    )
    .prepare('progress_dashboard');

  async function submissionDays(session: Session): Promise<string[]> {
    const zone = zoneOf(session);
    const rows = await ctx.db
      .selectDistinct({ day: sql<string>`to_char(${submissions.submittedAt} at time zone ${zone}, 'YYYY-MM-DD')` })
      .from(submissions)
      .where(ofUser(session))
      .orderBy(sql`1`);
    return rows.map((r) => r.day);
  }

  /**
   * The condition that leaves out the problems of the learner's running interview (see breakdown): asked once by
   * each operation and handed to the figures it is made of.
   */
  const interviewHidden = (session: Session) => outsideRunningInterview(ctx.db, session.user.id, ctx.clock());

  async function solvedByDifficulty(session: Session, hidden: SQL | undefined): Promise<Schemas['DifficultyCounts']> {
    const rows = await ctx.db
      .select({ difficulty: problems.difficulty, n: count() })
      .from(userProblems)
      .innerJoin(problems, eq(problems.id, userProblems.problemId))
      .where(and(eq(userProblems.userId, session.user.id), eq(userProblems.status, 'solved'), hidden))
      .groupBy(problems.difficulty);
    const counts = { Easy: 0, Medium: 0, Hard: 0 };
    for (const row of rows) counts[row.difficulty] = row.n;
    return counts;
  }

  async function averageScore(session: Session): Promise<{ average: number; total: number }> {
    const [row] = await ctx.db
      .select({ total: count(), average: sql<number>`coalesce(avg(${submissions.score}), 0)::float8` })
      .from(submissions)
      .where(ofUser(session));
    return { average: round2(row?.average ?? 0), total: row?.total ?? 0 };
  }

  /**
   * Per category or difficulty: solved and attempted (problem states), submissions' average, catalogue total. The
   * problems of a running interview count only once it is over: a category's figures moving the moment one is
   * opened or solved would tell what the problem page hides.
   */
  async function breakdown(session: Session, by: 'category' | 'difficulty', hidden: SQL | undefined) {
    const column = by === 'category' ? problems.category : problems.difficulty;
    const [states, scores, totals] = await Promise.all([
      ctx.db
        .select({ key: column, solved: sql<number>`count(*) filter (where ${userProblems.status} = 'solved')::int`, attempted: count() })
        .from(userProblems)
        .innerJoin(problems, eq(problems.id, userProblems.problemId))
        .where(and(eq(userProblems.userId, session.user.id), hidden))
        .groupBy(column),
      ctx.db
        .select({ key: column, average: sql<number>`avg(${submissions.score})::float8`, n: count() })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(and(ofUser(session), hidden))
        .groupBy(column),
      ctx.db.select({ key: column, n: count() }).from(problems).groupBy(column),
    ]);
    const keys = new Set([...totals.map((t) => t.key), ...states.map((s) => s.key)]);
    return [...keys].map((key) => {
      const state = states.find((s) => s.key === key);
      const score = scores.find((s) => s.key === key);
      return {
        key,
        solved: state?.solved ?? 0,
        attempted: state?.attempted ?? 0,
        total: totals.find((t) => t.key === key)?.n ?? 0,
        average: score ? round2(score.average) : null,
        submissions: score?.n ?? 0,
      };
    });
  }

  async function scoreTrend(session: Session, days: number): Promise<Schemas['ScoreTrend']> {
    const zone = zoneOf(session);
    const today = localDate(ctx.clock(), zone);
    const first = addDays(today, -(days - 1));
    const rows = await ctx.db
      .select({
        day: sql<string>`to_char(${submissions.submittedAt} at time zone ${zone}, 'YYYY-MM-DD')`,
        total: sql<number>`sum(${submissions.score})::int`,
        n: count(),
      })
      .from(submissions)
      .where(and(ofUser(session), gte(submissions.submittedAt, startOfDay(first, zone))))
      .groupBy(sql`1`);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const points = Array.from({ length: days }, (_, i) => {
      const date = addDays(first, i);
      const row = byDay.get(date);
      return { date, total: row?.total ?? 0, n: row?.n ?? 0 };
    });
    const all = points.reduce((acc, p) => ({ total: acc.total + p.total, n: acc.n + p.n }), { total: 0, n: 0 });
    return {
      days,
      trend: trendOf(points),
      average_score: all.n ? round2(all.total / all.n) : 0,
      points: points.map((p) => ({ date: p.date, average_score: p.n ? round2(p.total / p.n) : null, submissions: p.n })),
    };
  }

  async function statsOf(session: Session, hidden: SQL | undefined): Promise<LearnerStats> {
    const [totals, categories, difficulties, trend, recent] = await Promise.all([
      overviewOf(session, hidden),
      breakdown(session, 'category', hidden),
      breakdown(session, 'difficulty', hidden),
      scoreTrend(session, 30),
      ctx.db
        .select({ submission: submissions, problem: problems })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        // Told to the model with their category and difficulty: not those of a running interview.
        .where(and(ofUser(session), hidden))
        .orderBy(desc(submissions.submittedAt))
        .limit(20),
    ]);
    const prefs = preferencesOf(session.user);
    return {
      skillLevel: prefs.skillLevel,
      ...(session.user.learningGoal ? { learningGoal: session.user.learningGoal as Schemas['LearningGoal'] } : {}),
      solved: totals.total_solved,
      attempted: totals.total_attempted,
      submissions: totals.total_submissions,
      averageScore: totals.total_submissions ? totals.average_score : null,
      currentStreak: totals.current_streak_days,
      trend: trend.trend,
      categories: categories
        .filter((c) => c.attempted > 0)
        .map((c) => ({ category: c.key as Category, solved: c.solved, attempted: c.attempted, averageScore: c.average })),
      difficulties: difficulties.map((d) => ({ difficulty: d.key as Difficulty, solved: d.solved, averageScore: d.average })),
      recent: recent.map(({ submission, problem }) => ({
        problem: { id: problem.id, title: { zh: problem.titleZh, en: problem.titleEn }, difficulty: problem.difficulty, category: problem.category as Category },
        score: submission.score,
        language: submission.language as Schemas['CodeLanguage'],
        submittedAt: submission.submittedAt.toISOString(),
        issues: submission.issues,
      })),
    };
  }

  async function overviewOf(session: Session, hidden: SQL | undefined): Promise<Schemas['ProgressOverview']> {
    const [days, solvedBy, score, [states], [catalogue]] = await Promise.all([
      submissionDays(session),
      solvedByDifficulty(session, hidden),
      averageScore(session),
      // As solvedByDifficulty counts them, so that the total is their sum.
      ctx.db
        .select({ solved: sql<number>`count(*) filter (where ${userProblems.status} = 'solved')::int`, attempted: count() })
        .from(userProblems)
        .innerJoin(problems, eq(problems.id, userProblems.problemId))
        .where(and(eq(userProblems.userId, session.user.id), hidden)),
      ctx.db.select({ n: count() }).from(problems),
    ]);
    const streak = streaks(days, localDate(ctx.clock(), zoneOf(session)));
    return {
      total_solved: states?.solved ?? 0,
      total_attempted: states?.attempted ?? 0,
      total_submissions: score.total,
      average_score: score.average,
      current_streak_days: streak.current,
      longest_streak_days: streak.longest,
      total_problems: catalogue?.n ?? 0,
      solved_by_difficulty: solvedBy,
    };
  }

  return {
    overview: async (session: Session) => overviewOf(session, await interviewHidden(session)),
    learnerStats: async (session: Session) => statsOf(session, await interviewHidden(session)),
    scoreTrend,

    async categories(session: Session): Promise<Schemas['CategoryProgress']> {
      const rows = await breakdown(session, 'category', await interviewHidden(session));
      rows.sort((a, b) => Number(b.attempted > 0) - Number(a.attempted > 0) || b.attempted - a.attempted || b.total - a.total || String(a.key).localeCompare(String(b.key)));
      return {
        items: rows.map((r) => ({ category: r.key as Category, solved: r.solved, attempted: r.attempted, total: r.total, average_score: r.average ?? 0 })),
      };
    },

    async difficulty(session: Session): Promise<Schemas['DifficultyProgress']> {
      const rows = await breakdown(session, 'difficulty', await interviewHidden(session));
      return {
        items: DIFFICULTIES.map((difficulty) => {
          const r = rows.find((row) => row.key === difficulty);
          return { difficulty, solved: r?.solved ?? 0, attempted: r?.attempted ?? 0, total: r?.total ?? 0, average_score: r?.average ?? 0 };
        }),
      };
    },

    /** Categories with submissions, by average: strengths from 3.5 up (best first), weaknesses below (worst first). */
    async strengthsWeaknesses(session: Session): Promise<Schemas['StrengthsWeaknesses']> {
      const categories = await breakdown(session, 'category', await interviewHidden(session));
      const scored = categories.filter((r) => r.average !== null) as Array<{ key: string; solved: number; average: number; attempted: number }>;
      const perf = (r: (typeof scored)[number]) => ({ category: r.key as Category, average_score: r.average, solved: r.solved });
      const strengths = scored.filter((r) => r.average >= STRONG_AVERAGE).sort((a, b) => b.average - a.average || b.solved - a.solved);
      const weaknesses = scored.filter((r) => r.average < STRONG_AVERAGE).sort((a, b) => a.average - b.average || a.solved - b.solved);
      const recommendations: Schemas['ProgressRecommendation'][] = [];
      const text = (lang: Lang, r: (typeof scored)[number]) => categoryName(r.key, lang);
      for (const weak of weaknesses.slice(0, 3)) {
        recommendations.push({
          zh: `多练习「${text('zh', weak)}」：你在这一类的平均分是 ${weak.average.toFixed(1)}，先从简单题巩固思路，再挑战中等题。`,
          en: `Practise ${text('en', weak)}: your average there is ${weak.average.toFixed(1)}. Firm up the idea on Easy problems, then move on to Medium ones.`,
        });
      }
      const untried = categories.filter((r) => r.attempted === 0 && r.total > 0).sort((a, b) => b.total - a.total);
      if (untried[0]) {
        recommendations.push({
          zh: `试试还没练过的「${categoryName(untried[0].key, 'zh')}」类题目，拓宽知识面。`,
          en: `Try ${categoryName(untried[0].key, 'en')}, a category you have not practised yet, to broaden your range.`,
        });
      }
      if (strengths[0]) {
        recommendations.push({
          zh: `「${text('zh', strengths[0])}」是你的强项（平均 ${strengths[0].average.toFixed(1)} 分），可以挑战这一类的困难题。`,
          en: `${text('en', strengths[0])} is your strength (average ${strengths[0].average.toFixed(1)}): take on its Hard problems.`,
        });
      }
      if (scored.length === 0) {
        recommendations.push({
          zh: '先提交几道题的解答，这里就会显示你的强项和需要加强的方向。',
          en: 'Submit a few solutions and your strengths and the areas to work on will show here.',
        });
      }
      return { strengths: strengths.slice(0, 10).map(perf), weaknesses: weaknesses.slice(0, 10).map(perf), recommendations: recommendations.slice(0, 10) };
    },

    /**
     * The dashboard in one statement, prepared once (see dashboardStatement): the submissions' figures, solved
     * problems by difficulty, today's plan and the latest five submissions, where the overview's pieces and the
     * list would take nine.
     */
    async dashboard(session: Session): Promise<Schemas['Dashboard']> {
      const zone = zoneOf(session);
      const today = localDate(ctx.clock(), zone);
      const weekStart = startOfDay(mondayOf(today), zone).toISOString();
      const [[row], interview] = await Promise.all([
        dashboardStatement.execute({ userId: session.user.id, zone, today, weekStart, now: ctx.clock().toISOString() }),
        runningInterviewProblemIds(ctx.db, session.user.id, ctx.clock()),
      ]);
      // One row always: each part is an aggregate.
      const figures = row!;
      const hasPlan = figures.planTotal > 0;
      return {
        solved_by_difficulty: { Easy: figures.easy, Medium: figures.medium, Hard: figures.hard },
        total_solved: figures.easy + figures.medium + figures.hard,
        current_streak_days: streaks([...figures.days].sort(), today).current,
        average_score: round2(figures.average),
        submissions_this_week: figures.week,
        today_completed: hasPlan ? figures.planDone : 0,
        today_target: hasPlan ? figures.planTotal : preferencesOf(session.user).dailyTargetProblems,
        recent_submissions: figures.recent.map((r) => {
          const problem = { id: r.problem_id, frontendId: r.frontend_id, slug: r.slug, titleZh: r.title_zh, titleEn: r.title_en, difficulty: r.difficulty };
          return submissionSummary(
            { id: r.id, language: r.language, score: r.score, timeComplexity: r.time_complexity, spaceComplexity: r.space_complexity, submittedAt: new Date(r.submitted_at) },
            // Without its difficulty while the problem is part of the learner's running interview.
            interview.has(r.problem_id) ? withoutDifficulty(problem) : problem,
          );
        }),
      };
    },

    async insights(session: Session, lang: Lang): Promise<Schemas['AiInsights']> {
      const interview = await runningInterviewProblemIds(ctx.db, session.user.id, ctx.clock());
      const stats = await statsOf(session, outsideInterview(interview));
      const weakest = [...stats.categories].filter((c) => c.averageScore !== null).sort((a, b) => (a.averageScore ?? 0) - (b.averageScore ?? 0));
      const focus = weakest.slice(0, 3).map((c) => c.category);
      // Never a problem of the learner's running interview: being offered from a weak category would tell its category.
      // Problems to practise next: unsolved, in the weakest categories when there are any, the most asked first.
      const candidates = await ctx.db
        .select({ problem: problems })
        .from(problems)
        .leftJoin(userProblems, and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, session.user.id)))
        .where(and(isNull(userProblems.status), focus.length ? inArray(problems.category, focus) : undefined, outsideInterview(interview)))
        .orderBy(desc(problems.frequency), asc(problems.frontendId))
        .limit(20);
      const offered = candidates.map(({ problem }) => ({
        id: problem.id,
        frontendId: problem.frontendId,
        slug: problem.slug,
        title: { zh: problem.titleZh, en: problem.titleEn },
        difficulty: problem.difficulty,
        category: problem.category as Category,
      }));
      const result = await ai.run(session, 'insights', () => coach.insights({ stats, candidates: offered, lang }));
      const byId = new Map(candidates.map(({ problem }) => [problem.id, problem]));
      return {
        generated_at: ctx.clock().toISOString(),
        summary: result.summary,
        insights: result.insights,
        recommended_problems: result.recommendedProblemIds.flatMap((id) => (byId.has(id) ? [learnersRef(byId.get(id)!, interview)] : [])).slice(0, 5),
      };
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;

