// Analyses and submissions (§4: analysis first, then submit), each learner's own: history, one submission, a
// problem's submissions, statistics, deletion, optimisation and the patterns across their work.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { operations } from '../../src/api/schema.d.ts';
import { ALGORITHM_PATTERNS, patternName } from '../coach/index.ts';
import type { Coach } from '../coach/types.ts';
import type { Schemas } from '../contract/index.ts';
import { analyses, planItems, plans, problemAttempts, problems, submissionReviews, submissions, userProblems, type SubmissionRow } from '../db/schema.ts';
import { ApiProblem, notFound } from '../errors.ts';
import type { Lang } from '../i18n/texts.ts';
import type { Session } from './accounts.ts';
import { problemRef, problemRefColumns, recordActivityFor, withoutDifficulty, type ProblemRefRow } from './activity.ts';
import type { AiCalls } from './ai-calls.ts';
import { minutesAllowed, minutesBetween, seenWrite } from './attempts.ts';
import { analysisColumns } from './analysis-rows.ts';
import { localDate, mondayOf, startOfDay } from './calendar.ts';
import { coachProblem } from './coach-inputs.ts';
import { interviewShare, runningInterviewProblemIds, runningInterviewWith } from './interview-clock.ts';
import { recordInterviewSubmission } from './interviews.ts';
import type { ServiceContext } from './context.ts';
import { nextCard, recountSubmissions, submissionStateWrite } from './learner-state.ts';
import { attemptedWrite, findProblem } from './problems.ts';
import { presetRating, type ReviewRating } from './review-rating.ts';
import { preferencesOf, uniqueViolation } from './users.ts';

type ListQuery = NonNullable<operations['listSubmissions']['parameters']['query']>;
type CodeLanguage = Schemas['CodeLanguage'];

/** The languages code can be analysed and submitted in: display names and Monaco's ids. */
export const SUPPORTED_LANGUAGES: Schemas['SupportedLanguage'][] = [
  { id: 'python', name: 'Python 3', monaco_id: 'python' },
  { id: 'java', name: 'Java', monaco_id: 'java' },
  { id: 'cpp', name: 'C++', monaco_id: 'cpp' },
  { id: 'c', name: 'C', monaco_id: 'c' },
  { id: 'javascript', name: 'JavaScript', monaco_id: 'javascript' },
  { id: 'typescript', name: 'TypeScript', monaco_id: 'typescript' },
  { id: 'go', name: 'Go', monaco_id: 'go' },
  { id: 'rust', name: 'Rust', monaco_id: 'rust' },
  { id: 'csharp', name: 'C#', monaco_id: 'csharp' },
  { id: 'kotlin', name: 'Kotlin', monaco_id: 'kotlin' },
  { id: 'swift', name: 'Swift', monaco_id: 'swift' },
];

/** How an analysed piece of code is recognised when it is submitted (the code itself is not kept until then). */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('base64url');
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Tries of a submission whose problem state other submissions keep changing (each needs a new one in between). */
const SUBMIT_ATTEMPTS = 20;

/** The columns a list shows of a submission (not its code nor its feedback). */
export const submissionSummaryColumns = {
  id: submissions.id,
  language: submissions.language,
  score: submissions.score,
  timeComplexity: submissions.timeComplexity,
  spaceComplexity: submissions.spaceComplexity,
  submittedAt: submissions.submittedAt,
  importedFrom: submissions.importedFrom,
};

type ReviewRow = typeof submissionReviews.$inferSelect;

/** How a submission went, as the contract shows it (none for submissions made before it was kept). */
export function reviewOf(row: Omit<ReviewRow, 'submissionId' | 'cardBefore'> | null | undefined): Schemas['SubmissionReview'] | undefined {
  if (!row) return undefined;
  return {
    hint_level: row.hintLevel,
    minutes_used: row.minutesUsed,
    minutes_allowed: row.minutesAllowed,
    interview: row.interview,
    preset_rating: row.presetRating,
    rating: row.rating,
    next_review_at: row.nextReviewAt.toISOString(),
  };
}

/** The columns of a submission's review that lists show (not the card it was scheduled from). */
export const reviewColumns = {
  hintLevel: submissionReviews.hintLevel,
  minutesUsed: submissionReviews.minutesUsed,
  minutesAllowed: submissionReviews.minutesAllowed,
  interview: submissionReviews.interview,
  presetRating: submissionReviews.presetRating,
  rating: submissionReviews.rating,
  nextReviewAt: submissionReviews.nextReviewAt,
};
type ReviewColumns = { [K in keyof typeof reviewColumns]: ReviewRow[K] };

/** A submission as lists show it (history, the dashboard, an admin's view of a user). */
export function submissionSummary(
  // Where it was imported from, when the caller read it (the lists do; a submission just made was not imported).
  row: Pick<SubmissionRow, Exclude<keyof typeof submissionSummaryColumns, 'importedFrom'>> & Partial<Pick<SubmissionRow, 'importedFrom'>>,
  problem: ProblemRefRow,
  review?: ReviewColumns | null,
): Schemas['SubmissionSummary'] {
  const how = reviewOf(review);
  return {
    submission_id: row.id,
    problem: problemRef(problem),
    language: row.language as CodeLanguage,
    score: row.score,
    time_complexity: row.timeComplexity,
    space_complexity: row.spaceComplexity,
    submitted_at: row.submittedAt.toISOString(),
    ...(how ? { review: how } : {}),
    ...(row.importedFrom ? { imported_from: row.importedFrom } : {}),
  };
}

function whole(
  row: Parameters<typeof submissionSummary>[0] & Pick<SubmissionRow, 'code' | 'feedback' | 'optimizationSuggestions' | 'estimate' | 'complexityClaims'>,
  problem: ProblemRefRow,
  review: ReviewColumns | null | undefined,
): Schemas['Submission'] {
  return {
    ...submissionSummary(row, problem, review),
    code: row.code,
    feedback: row.feedback,
    optimization_suggestions: row.optimizationSuggestions,
    estimate: row.estimate,
    complexity_claims: row.complexityClaims,
  };
}

export function createSubmissions(ctx: ServiceContext, coach: Coach, ai: AiCalls) {
  const mine = (session: Session, ...conditions: Array<SQL | undefined>) => and(eq(submissions.userId, session.user.id), ...conditions);

  async function findOwn(session: Session, id: string) {
    const [row] = await ctx.db
      .select({ submission: submissions, problem: problems, review: submissionReviews })
      .from(submissions)
      .innerJoin(problems, eq(problems.id, submissions.problemId))
      .leftJoin(submissionReviews, eq(submissionReviews.submissionId, submissions.id))
      .where(mine(session, eq(submissions.id, id)));
    // Another learner's submission is "not found", not "forbidden": its existence is not theirs to know.
    if (!row) throw notFound();
    return row;
  }

  // What a submission needs, read at once: the analysis it quotes (the learner's own), its problem, the learner's
  // state on that problem, their sitting at it (attempts.ts) and the share of their plan for the day it has, if it
  // is in that plan. Prepared once: it runs at every submission.
  const planShare = sql<number | null>`(select ${plans.availableMinutes}::float8 / (select count(*) from ${planItems} every_item where every_item.plan_id = ${plans.id})
    from ${plans} join ${planItems} on ${planItems.planId} = ${plans.id} and ${planItems.problemId} = ${analyses.problemId}
    where ${plans.userId} = ${analyses.userId} and ${plans.targetDate} = ${sql.placeholder('today')}::date limit 1)`;
  const analysisToSubmit = ctx.db
    .select({
      analysis: {
        id: analyses.id,
        problemId: analyses.problemId,
        language: analyses.language,
        codeHash: analyses.codeHash,
        score: analyses.score,
        timeComplexity: analyses.timeComplexity,
        spaceComplexity: analyses.spaceComplexity,
        feedback: analyses.feedback,
        optimizationSuggestions: analyses.optimizationSuggestions,
        estimate: analyses.estimate,
        complexityClaims: analyses.complexityClaims,
      },
      problem: problemRefColumns,
      card: userProblems.card,
      openedAt: problemAttempts.openedAt,
      hintLevel: problemAttempts.hintLevel,
      planShare,
    })
    .from(analyses)
    .innerJoin(problems, eq(problems.id, analyses.problemId))
    .leftJoin(userProblems, and(eq(userProblems.userId, analyses.userId), eq(userProblems.problemId, analyses.problemId)))
    .leftJoin(problemAttempts, and(eq(problemAttempts.userId, analyses.userId), eq(problemAttempts.problemId, analyses.problemId)))
    .where(and(eq(analyses.id, sql.placeholder('analysisId')), eq(analyses.userId, sql.placeholder('userId'))))
    .prepare('submission_analysis');

  // A submission's one write (see submit), prepared once: the learner's state, the submission copied from its
  // analysis, and the activity entry, each only if the state could be written.
  const p = sql.placeholder;
  const state = ctx.db.$with('state', { userId: userProblems.userId }).as(submissionStateWrite());
  const created = ctx.db.$with('created', { id: submissions.id, submittedAt: submissions.submittedAt }).as(sql`
    insert into ${submissions} (user_id, problem_id, language, code, score, time_complexity, space_complexity, feedback, optimization_suggestions, estimate, complexity_claims, patterns, issues, analysis_id, submitted_at)
    select a.user_id, a.problem_id, a.language, ${p('code')}::text, a.score, a.time_complexity, a.space_complexity, a.feedback, a.optimization_suggestions, a.estimate, a.complexity_claims, a.patterns, a.issues, a.id,
      ${p('now')}::timestamptz
    from ${analyses} a, state where a.id = ${p('analysisId')}::uuid
    returning id, submitted_at`);
  const logged = ctx.db
    .$with('logged', {})
    .as(recordActivityFor(sql`state`, 'submission_created', { actorId: p('userId'), actorUsername: p('username'), problemId: p('problemId'), details: p('details'), at: p('now') }));
  // How it went, beside the submission; and the sitting it ends (the next opening starts a new one).
  const reviewed = ctx.db.$with('reviewed', {}).as(sql`
    insert into ${submissionReviews} (submission_id, hint_level, minutes_used, minutes_allowed, interview, preset_rating, rating, next_review_at, card_before)
    select created.id, ${p('hintLevel')}::smallint, ${p('minutesUsed')}::int, ${p('minutesAllowed')}::int, ${p('interview')}::boolean, ${p('rating')}::text, ${p('rating')}::text,
      ${p('due')}::timestamptz, ${p('cardBefore')}::jsonb
    from created`);
  const ended = ctx.db.$with('ended', {}).as(sql`
    delete from ${problemAttempts} using state where ${problemAttempts.userId} = ${p('userId')}::uuid and ${problemAttempts.problemId} = ${p('problemId')}::uuid`);
  const writeSubmission = ctx.db
    .with(state, created, logged, reviewed, ended)
    .select({ id: created.id, submittedAt: created.submittedAt })
    .from(created)
    .prepare('submission_write');

  // The submission an analysis already made, if any (a repeated submit answers it).
  const submissionOfAnalysis = ctx.db
    .select({ submission: submissions, review: reviewColumns })
    .from(submissions)
    .leftJoin(submissionReviews, eq(submissionReviews.submissionId, submissions.id))
    .where(and(eq(submissions.analysisId, sql.placeholder('analysisId')), eq(submissions.userId, sql.placeholder('userId'))))
    .prepare('submission_of_analysis');

  return {
    async analyse(session: Session, body: Schemas['AnalyzeRequest'], lang: Lang): Promise<Schemas['AnalysisResult']> {
      const problem = await findProblem(ctx.db, body.problem_id);
      const result = await ai.run(session, 'analyse', () => coach.analyse({ problem: coachProblem(problem), code: body.code, language: body.language, lang: body.user_language ?? lang }));
      const now = ctx.clock();
      // One statement (all or nothing without a transaction's BEGIN and COMMIT round trips): the problem marked
      // attempted, the sitting seen, the analysis stored.
      const attempted = ctx.db.$with('attempted', {}).as(attemptedWrite(ctx.db, session.user.id, problem.id, now).getSQL());
      const seen = ctx.db.$with('seen', {}).as(seenWrite(ctx.db, session.user.id, problem.id, now, { kind: 'analysed' }).getSQL());
      const [stored] = await ctx.db
        .with(attempted, seen)
        .insert(analyses)
        .values({
          userId: session.user.id,
          problemId: problem.id,
          language: body.language,
          codeHash: codeHash(body.code),
          ...analysisColumns(result),
          createdAt: now,
        })
        .returning({ id: analyses.id });
      return {
        analysis_id: stored!.id,
        analyzed_at: now.toISOString(),
        score: result.score,
        time_complexity: result.time_complexity,
        space_complexity: result.space_complexity,
        feedback: result.feedback,
        optimization_suggestions: result.optimization_suggestions,
        estimate: result.estimate,
        complexity_claims: result.complexity_claims,
      };
    },

    /**
     * Accepted only with an analysis of this very code, by this user, for this problem and language (§4). One
     * read (the analysis, its problem and the learner's state on it) and one write: a statement that records the
     * state, copies the analysis into the submission and logs the activity, all three or none (see
     * submissionStateWrite: when another submission of the problem came in between, it is read and tried again).
     * One analysis makes one submission (a unique index): a repeat, at once or later, stores nothing and moves no
     * review date; it answers the submission the first one made.
     */
    async submit(session: Session, body: Schemas['SubmissionCreate']): Promise<Schemas['Submission']> {
      for (let attempt = 1; ; attempt++) {
        const today = localDate(ctx.clock(), preferencesOf(session.user).timezone);
        const [found] = await analysisToSubmit.execute({ analysisId: body.analysis_id, userId: session.user.id, today });
        if (!found) throw new ApiProblem(400, 'validation_error', 'analysisRequired');
        const { analysis, problem } = found;
        if (analysis.problemId !== body.problem_id || analysis.language !== body.language || analysis.codeHash !== codeHash(body.code)) {
          throw new ApiProblem(400, 'validation_error', 'analysisMismatch');
        }
        // Only looked for after a first try failed: the common submit costs no extra read.
        if (attempt > 1) {
          const [earlier] = await submissionOfAnalysis.execute({ analysisId: analysis.id, userId: session.user.id });
          if (earlier) return whole(earlier.submission, problem, earlier.review);
        }
        const now = ctx.clock();
        // Submitted during a running interview session of this problem: recorded as such (see interviews.ts), and
        // rated as an interview (review-rating.ts).
        const interview = await runningInterviewWith(ctx.db, session.user.id, problem.id, now);
        const signals = {
          score: analysis.score,
          highestHintLevel: found.hintLevel ?? 0,
          minutesUsed: minutesBetween(found.openedAt, now),
          // In an interview, the session's share: the difficulty's minutes would give the difficulty away.
          minutesAllowed: interview ? interviewShare(interview) : minutesAllowed(found.planShare, problem.difficulty),
          interview: interview !== undefined,
        };
        const rating = presetRating(signals);
        const { card, due } = nextCard(found.card, rating, now);
        const [created] = await writeSubmission
          .execute({
          userId: session.user.id,
          username: session.user.username,
          problemId: problem.id,
          analysisId: analysis.id,
          code: body.code,
          score: analysis.score,
          now: now.toISOString(),
          card: JSON.stringify(card),
          due: due.toISOString(),
          cardBefore: found.card ? JSON.stringify(found.card) : null,
          details: JSON.stringify({ language: body.language, score: analysis.score }),
          hintLevel: signals.highestHintLevel,
          minutesUsed: signals.minutesUsed,
          minutesAllowed: signals.minutesAllowed,
          interview: signals.interview,
          rating,
          })
          // The statement is all or nothing: a duplicate leaves the learner's state as it was.
          .catch((error: unknown) => {
            if (uniqueViolation(error) === 'submissions_analysis_key') return [];
            throw error;
          });
        if (created) {
          if (interview) await recordInterviewSubmission(ctx.db, interview.sessionId, interview.startedAt, created.id, now);
          const review = { ...signals, hintLevel: signals.highestHintLevel, presetRating: rating, rating, nextReviewAt: due };
          return whole({ ...analysis, id: created.id, code: body.code, submittedAt: created.submittedAt }, interview ? withoutDifficulty(problem) : problem, review);
        }
        if (attempt === SUBMIT_ATTEMPTS) throw new Error(`submission not recorded: the problem's state kept changing (${SUBMIT_ATTEMPTS} tries)`);
      }
    },

    async list(session: Session, query: ListQuery): Promise<Schemas['SubmissionList']> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 20;
      const where = mine(
        session,
        query.min_score ? gte(submissions.score, query.min_score) : undefined,
        query.problem_id ? eq(submissions.problemId, query.problem_id) : undefined,
        query.language ? eq(submissions.language, query.language) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const sortColumn = { submitted_at: submissions.submittedAt, score: submissions.score, problem: problems.frontendId }[query.sort_by ?? 'submitted_at'];
      const [rows, [{ total } = { total: 0 }], interview] = await Promise.all([
        ctx.db
          .select({ submission: submissionSummaryColumns, problem: problemRefColumns, review: reviewColumns })
          .from(submissions)
          .innerJoin(problems, eq(problems.id, submissions.problemId))
          .leftJoin(submissionReviews, eq(submissionReviews.submissionId, submissions.id))
          .where(where)
          .orderBy(direction(sortColumn), desc(submissions.submittedAt), desc(submissions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ total: count() }).from(submissions).where(where),
        runningInterviewProblemIds(ctx.db, session.user.id, ctx.clock()),
      ]);
      // A problem of the learner's running interview is listed without its difficulty (as on its own page).
      const shown = (problem: ProblemRefRow) => (interview.has(problem.id) ? withoutDifficulty(problem) : problem);
      return { items: rows.map((r) => submissionSummary(r.submission, shown(r.problem), r.review)), total, page, page_size: pageSize };
    },

    async get(session: Session, id: string): Promise<Schemas['Submission']> {
      const { submission, problem, review } = await findOwn(session, id);
      const hidden = await runningInterviewWith(ctx.db, session.user.id, problem.id, ctx.clock());
      return whole(submission, hidden ? withoutDifficulty(problem) : problem, review);
    },

    /** The latest 100 of the learner's submissions of a problem, whole. */
    async ofProblem(session: Session, problemId: string): Promise<Schemas['ProblemSubmissions']> {
      const found = await findProblem(ctx.db, problemId);
      // During a running interview of this problem its difficulty stays hidden here too (the problem page reads this).
      const problem = (await runningInterviewWith(ctx.db, session.user.id, problemId, ctx.clock())) ? withoutDifficulty(found) : found;
      const where = mine(session, eq(submissions.problemId, problemId));
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        ctx.db
          .select({ submission: submissions, review: reviewColumns })
          .from(submissions)
          .leftJoin(submissionReviews, eq(submissionReviews.submissionId, submissions.id))
          .where(where)
          .orderBy(desc(submissions.submittedAt))
          .limit(100),
        ctx.db.select({ total: count() }).from(submissions).where(where),
      ]);
      return { items: rows.map((row) => whole(row.submission, problem, row.review)), total };
    },

    async remove(session: Session, id: string): Promise<void> {
      const { submission } = await findOwn(session, id);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(submissions).where(eq(submissions.id, submission.id));
        await recountSubmissions(tx, session.user.id, submission.problemId);
      });
    },

    /**
     * The learner's own rating of how a submission went, in place of the preset: the problem's card is scheduled
     * again from the card and the moment of the submission, as if that rating had been given then. Only the latest
     * submission of the problem holds the review in force; the user's state row is locked, so a submission of the
     * same problem arriving meanwhile waits and then schedules from the card this wrote (its own write checks it).
     */
    async rate(session: Session, id: string, rating: ReviewRating): Promise<Schemas['SubmissionReview']> {
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: submissions.id, problemId: submissions.problemId, submittedAt: submissions.submittedAt, review: submissionReviews })
          .from(submissions)
          .leftJoin(submissionReviews, eq(submissionReviews.submissionId, submissions.id))
          .where(mine(session, eq(submissions.id, id)));
        if (!row) throw notFound();
        const own = and(eq(userProblems.userId, session.user.id), eq(userProblems.problemId, row.problemId));
        await tx.select({ userId: userProblems.userId }).from(userProblems).where(own).for('update');
        const [latest] = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(mine(session, eq(submissions.problemId, row.problemId)))
          .orderBy(desc(submissions.submittedAt), desc(submissions.id))
          .limit(1);
        if (!row.review || latest?.id !== row.id) throw new ApiProblem(400, 'review_superseded');
        const { card, due } = nextCard(row.review.cardBefore, rating, row.submittedAt);
        await tx.update(userProblems).set({ card, reviewDue: due }).where(own);
        const [updated] = await tx
          .update(submissionReviews)
          .set({ rating, nextReviewAt: due })
          .where(eq(submissionReviews.submissionId, row.id))
          .returning();
        return reviewOf(updated)!;
      });
    },

    async stats(session: Session): Promise<Schemas['SubmissionStats']> {
      const zone = preferencesOf(session.user).timezone;
      const weekStart = startOfDay(mondayOf(localDate(ctx.clock(), zone)), zone);
      const [totals] = await ctx.db
        .select({
          total: count(),
          solved: sql<number>`count(distinct ${submissions.problemId})::int`,
          average: sql<number>`coalesce(avg(${submissions.score}), 0)::float8`,
          best: sql<number>`coalesce(max(${submissions.score}), 0)::int`,
          thisWeek: sql<number>`count(*) filter (where ${submissions.submittedAt} >= ${weekStart})::int`,
        })
        .from(submissions)
        .where(mine(session));
      const byLanguage = await ctx.db
        .select({ language: submissions.language, n: count() })
        .from(submissions)
        .where(mine(session))
        .groupBy(submissions.language)
        .orderBy(desc(count()), asc(submissions.language));
      const byScore = new Map(
        (await ctx.db.select({ score: submissions.score, n: count() }).from(submissions).where(mine(session)).groupBy(submissions.score)).map((r) => [r.score, r.n]),
      );
      return {
        total_submissions: totals?.total ?? 0,
        problems_solved: totals?.solved ?? 0,
        average_score: round2(totals?.average ?? 0),
        best_score: totals?.best ?? 0,
        this_week: totals?.thisWeek ?? 0,
        by_language: byLanguage.map((r) => ({ language: r.language as CodeLanguage, count: r.n })),
        score_distribution: ([1, 2, 3, 4, 5] as const).map((score) => ({ score, count: byScore.get(score) ?? 0 })),
      };
    },

    async optimise(session: Session, body: Schemas['OptimizeRequest'], lang: Lang): Promise<Schemas['OptimizationResult']> {
      const { submission, problem } = await findOwn(session, body.submission_id);
      const result = await ai.run(session, 'optimise', () =>
        coach.optimise({
          problem: coachProblem(problem),
          code: submission.code,
          language: submission.language as CodeLanguage,
          analysis: {
            score: submission.score,
            time_complexity: submission.timeComplexity,
            space_complexity: submission.spaceComplexity,
            feedback: submission.feedback,
            optimization_suggestions: submission.optimizationSuggestions,
          },
          lang: body.user_language ?? lang,
        }),
      );
      return { submission_id: submission.id, ...result };
    },

    /** Techniques and recurring issues over the learner's submissions, most frequent first. */
    async patterns(session: Session): Promise<Schemas['SubmissionPatterns']> {
      const patternRows = await ctx.db
        .select({ key: sql<string>`pattern`, n: sql<number>`count(*)::int`, average: sql<number>`avg(${submissions.score})::float8` })
        .from(sql`${submissions}, unnest(${submissions.patterns}) as pattern`)
        .where(mine(session))
        .groupBy(sql`pattern`)
        .orderBy(sql`count(*) desc`, sql`pattern`)
        .limit(12);
      const issueRows = await ctx.db
        .select({ key: sql<string>`issue`, n: sql<number>`count(*)::int` })
        .from(sql`${submissions}, unnest(${submissions.issues}) as issue`)
        .where(mine(session))
        .groupBy(sql`issue`)
        .orderBy(sql`count(*) desc`, sql`issue`)
        .limit(20);
      const [language] = await ctx.db
        .select({ language: submissions.language })
        .from(submissions)
        .where(mine(session))
        .groupBy(submissions.language)
        .orderBy(desc(count()), asc(submissions.language))
        .limit(1);
      const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(submissions).where(mine(session));
      return {
        patterns: patternRows
          .filter((r) => (ALGORITHM_PATTERNS as readonly string[]).includes(r.key))
          .map((r) => ({ key: r.key as Schemas['AlgorithmPattern'], name: patternName(r.key as Schemas['AlgorithmPattern']), count: r.n, average_score: round2(r.average) })),
        common_issues: issueRows.map((r) => ({ name: coach.issueName(r.key), count: r.n })),
        preferred_language: (language?.language as CodeLanguage | undefined) ?? preferencesOf(session.user).defaultLanguage,
        analysed_submissions: n,
      };
    },

    languages: (): Schemas['SupportedLanguages'] => ({ items: SUPPORTED_LANGUAGES }),
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
