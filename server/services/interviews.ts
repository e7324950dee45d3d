// Interview sessions (issue 26 item 1): 1-3 problems against a 25, 45 or 60-minute clock. The server owns the
// clock (start and end are stored; the time left is computed at each answer), so a reload, a second tab or a
// restarted server shows the same session and the same time left. A session whose time has run out is ended by
// the next read, with its limit as its end. While one runs, its problems are served without what an interviewer
// would not show (problems.ts, submissions.ts and hints ask interview-clock.ts); once ended, the debrief reveals
// it with the times, the analyses against the reference and what to say aloud next time.
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { interviewProblems, interviewSessions, problems, submissions, userProblems } from '../db/schema.ts';
import { ApiProblem, FieldProblem, notFound } from '../errors.ts';
import type { Lang } from '../i18n/texts.ts';
import type { Session } from './accounts.ts';
import type { ServiceContext } from './context.ts';
import { sayAloud } from './interview-debrief.ts';
import { interviewShareSeconds, remainingSeconds } from './interview-clock.ts';
import { LEVEL_DIFFICULTIES } from './skill-levels.ts';
import { preferencesOf, uniqueViolation } from './users.ts';

type SessionRow = typeof interviewSessions.$inferSelect;
type Interview = Schemas['InterviewSession'];

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Ends the learner's sessions whose time has run out: ended at their limit, not at the moment someone looked. */
async function closeExpired(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(interviewSessions)
    .set({ endedAt: sql`${interviewSessions.endsAt}`, status: 'time_up' })
    .where(and(eq(interviewSessions.userId, userId), isNull(interviewSessions.endedAt), lte(interviewSessions.endsAt, now)));
}

/**
 * Marks an interview submission and ends the session once all its problems are submitted. Called by submit, in
 * the same moment it records the submission: the seconds it took are counted from the session's start or its
 * previous submission, whichever is later.
 */
export async function recordInterviewSubmission(tx: Tx, sessionId: string, startedAt: Date, submissionId: string, now: Date): Promise<void> {
  const [previous] = await tx
    .select({ at: sql<Date | null>`max(${submissions.submittedAt})` })
    .from(submissions)
    .where(and(eq(submissions.interviewSessionId, sessionId), ne(submissions.id, submissionId)));
  const from = previous?.at ? new Date(previous.at) : startedAt;
  await tx.update(submissions).set({ interviewSessionId: sessionId, interviewSeconds: secondsBetween(from, now) }).where(eq(submissions.id, submissionId));
  const [left] = await tx
    .select({ n: count() })
    .from(interviewProblems)
    .where(
      and(
        eq(interviewProblems.sessionId, sessionId),
        sql`not exists (select 1 from ${submissions} where ${submissions.interviewSessionId} = ${sessionId} and ${submissions.problemId} = ${interviewProblems.problemId})`,
      ),
    );
  if ((left?.n ?? 0) === 0) {
    await tx
      .update(interviewSessions)
      .set({ endedAt: now, status: 'completed' })
      .where(and(eq(interviewSessions.id, sessionId), isNull(interviewSessions.endedAt)));
  }
}

export function createInterviews(ctx: ServiceContext) {
  /** The problems for a new session: unsolved ones first (never submitted), at random among those that match. */
  async function pick(session: Session, body: Schemas['InterviewStartRequest']): Promise<string[]> {
    const level = preferencesOf(session.user).skillLevel ?? 'beginner';
    const where =
      body.source === 'level'
        ? inArray(problems.difficulty, LEVEL_DIFFICULTIES[level])
        : body.source === 'category'
          ? eq(problems.category, body.category!)
          : undefined;
    const rows = await ctx.db
      .select({ id: problems.id })
      .from(problems)
      .leftJoin(userProblems, and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, session.user.id)))
      .where(where)
      .orderBy(sql`(${userProblems.status} = 'solved') nulls first`, sql`random()`)
      .limit(body.problem_count);
    return rows.map((r) => r.id);
  }

  /** The session as the contract shows it; `lang` writes the debrief's sentences once it has ended. */
  async function view(row: SessionRow, lang: Lang): Promise<Interview> {
    const now = ctx.clock();
    const items = await ctx.db
      .select({ problem: problems })
      .from(interviewProblems)
      .innerJoin(problems, eq(problems.id, interviewProblems.problemId))
      .where(eq(interviewProblems.sessionId, row.id))
      .orderBy(asc(interviewProblems.position));
    const made = await ctx.db
      .select()
      .from(submissions)
      .where(eq(submissions.interviewSessionId, row.id))
      .orderBy(asc(submissions.submittedAt));
    const ended = row.endedAt !== null;
    // The time a problem not submitted had: from the session's last submission (or start) to its end.
    const lastSubmission = made.length ? made[made.length - 1]!.submittedAt : row.startedAt;
    const shareSeconds = interviewShareSeconds({ minutes: row.minutes, problemCount: items.length });
    const problemsView = items.map(({ problem }): Schemas['InterviewProblem'] => {
      const mine = made.filter((s) => s.problemId === problem.id);
      const first = mine[0];
      const latest = mine[mine.length - 1];
      const base = { id: problem.id, frontend_id: problem.frontendId, slug: problem.slug, title: { zh: problem.titleZh, en: problem.titleEn }, submitted: first !== undefined };
      if (!ended) return base;
      const timeUsed = first ? (first.interviewSeconds ?? 0) : secondsBetween(lastSubmission, row.endedAt!);
      const analysis: Schemas['InterviewAnalysis'] | undefined = latest && {
        submission_id: latest.id,
        score: latest.score,
        time_complexity: latest.timeComplexity,
        space_complexity: latest.spaceComplexity,
        ...(problem.timeComplexity ? { reference_time: problem.timeComplexity } : {}),
        ...(problem.spaceComplexity ? { reference_space: problem.spaceComplexity } : {}),
        complexity_claims: latest.complexityClaims,
      };
      return {
        ...base,
        time_used_seconds: Math.min(3600, timeUsed),
        reveal: {
          difficulty: problem.difficulty,
          category: problem.category as Schemas['ProblemCategory'],
          tags: problem.tags,
          acceptance_rate: round1(problem.acceptanceRate),
          frequency: round1(problem.frequency),
        },
        ...(analysis ? { analysis } : {}),
        say_aloud: sayAloud({ analysis, referenceTime: problem.timeComplexity ?? undefined, timeUsedSeconds: timeUsed, shareSeconds }, lang),
      };
    });
    return {
      id: row.id,
      status: row.status,
      source: row.source,
      ...(row.category ? { category: row.category as Schemas['ProblemCategory'] } : {}),
      minutes: row.minutes as Schemas['InterviewMinutes'],
      started_at: row.startedAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      ...(row.endedAt ? { ended_at: row.endedAt.toISOString() } : {}),
      remaining_seconds: ended ? 0 : remainingSeconds(row.endsAt, now),
      problems: problemsView,
    };
  }

  /** One of the learner's own sessions (another's does not exist for them), expired ones ended first. */
  async function own(session: Session, id: string): Promise<SessionRow> {
    await closeExpired(ctx.db, session.user.id, ctx.clock());
    const [row] = await ctx.db
      .select()
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, session.user.id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async start(session: Session, body: Schemas['InterviewStartRequest'], lang: Lang): Promise<Interview> {
      if (body.source === 'category' && !body.category) {
        throw new FieldProblem([{ loc: ['body', 'category'], textKey: 'interviewCategoryRequired', type: 'value_error.missing' }]);
      }
      const now = ctx.clock();
      await closeExpired(ctx.db, session.user.id, now);
      const [running] = await ctx.db
        .select({ id: interviewSessions.id })
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, session.user.id), isNull(interviewSessions.endedAt)));
      if (running) throw new ApiProblem(400, 'interview_active');
      const picked = await pick(session, body);
      if (picked.length === 0) throw notFound('noProblemMatches');
      const row = await ctx.db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(interviewSessions)
            .values({
              userId: session.user.id,
              source: body.source,
              category: body.source === 'category' ? body.category! : null,
              minutes: body.minutes,
              startedAt: now,
              endsAt: new Date(now.getTime() + body.minutes * 60_000),
            })
            .returning();
          await tx.insert(interviewProblems).values(picked.map((problemId, position) => ({ sessionId: created!.id, position, problemId })));
          return created!;
        })
        // Two starts at once: the partial unique index keeps one running session; the other is told so.
        .catch((error: unknown) => {
          if (uniqueViolation(error) === 'interview_sessions_one_active_key') throw new ApiProblem(400, 'interview_active');
          throw error;
        });
      return view(row, lang);
    },

    async current(session: Session, lang: Lang): Promise<Schemas['InterviewCurrent']> {
      await closeExpired(ctx.db, session.user.id, ctx.clock());
      const [row] = await ctx.db
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, session.user.id), isNull(interviewSessions.endedAt)));
      return { session: row ? await view(row, lang) : null };
    },

    async get(session: Session, id: string, lang: Lang): Promise<Interview> {
      return view(await own(session, id), lang);
    },

    /** Giving up: ends a running session now; an ended one is answered as it is. */
    async end(session: Session, id: string, lang: Lang): Promise<Interview> {
      const row = await own(session, id);
      if (row.endedAt) return view(row, lang);
      const [ended] = await ctx.db
        .update(interviewSessions)
        .set({ endedAt: ctx.clock(), status: 'gave_up' })
        .where(and(eq(interviewSessions.id, row.id), isNull(interviewSessions.endedAt)))
        .returning();
      // Ended meanwhile by a submission or another tab: answer it as it now is.
      return view(ended ?? (await own(session, id)), lang);
    },

    /** Ended sessions with their times, the latest first: how progress counts interviews. */
    async list(session: Session, limit = 20): Promise<Schemas['InterviewList']> {
      await closeExpired(ctx.db, session.user.id, ctx.clock());
      const mine = and(eq(interviewSessions.userId, session.user.id), sql`${interviewSessions.endedAt} is not null`);
      // Written out: inside a select list drizzle names columns without their table, and this is the outer query's.
      const outerId = sql.raw('"interview_sessions"."id"');
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select({
            session: interviewSessions,
            problemCount: sql<number>`(select count(*)::int from ${interviewProblems} where ${interviewProblems.sessionId} = ${outerId})`,
            submittedCount: sql<number>`(select count(distinct ${submissions.problemId})::int from ${submissions} where ${submissions.interviewSessionId} = ${outerId})`,
            averageScore: sql<number | null>`(select avg(${submissions.score})::float8 from ${submissions} where ${submissions.interviewSessionId} = ${outerId})`,
          })
          .from(interviewSessions)
          .where(mine)
          .orderBy(desc(interviewSessions.startedAt))
          .limit(limit),
        ctx.db.select({ n: count() }).from(interviewSessions).where(mine),
      ]);
      return {
        total: total?.n ?? 0,
        items: rows.map(({ session: row, problemCount, submittedCount, averageScore }) => ({
          id: row.id,
          status: row.status,
          minutes: row.minutes as Schemas['InterviewMinutes'],
          problem_count: problemCount,
          submitted_count: submittedCount,
          ...(averageScore !== null ? { average_score: round1(averageScore) } : {}),
          started_at: row.startedAt.toISOString(),
          ended_at: row.endedAt!.toISOString(),
          time_used_seconds: Math.min(3600, secondsBetween(row.startedAt, row.endedAt!)),
        })),
      };
    },
  };
}

export type Interviews = ReturnType<typeof createInterviews>;
