// A learner's data as one document (the contract's LearnerExport): what they own and nothing else. Every read is
// keyed by the caller's own id, and the columns are named one by one, so no password hash, token, session or other
// user's row can reach the file; problems are named by slug, never by this install's ids.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PREFERENCE_DEFAULTS, type Schemas } from '../contract/index.ts';
import {
  analyses,
  interviewProblems,
  interviewSessions,
  planItems,
  plans,
  problemNotes,
  problems,
  studyGoals,
  studyLists,
  submissionReviews,
  submissions,
  userProblems,
} from '../db/schema.ts';
import type { Session } from './accounts.ts';
import { localDate } from './calendar.ts';
import type { ServiceContext } from './context.ts';

export type LearnerExport = Schemas['LearnerExport'];
type ReviewCard = Schemas['ExportReviewCard'];

/** The version this install writes and the newest it reads (see LearnerExport: a new section is a new version). */
export const EXPORT_VERSION = 3;

const problemKey = (row: { slug: string; frontendId: number }): Schemas['ExportProblemKey'] => ({ slug: row.slug, frontend_id: row.frontendId });
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** The stored card (ts-fsrs's own object as JSON) as the contract's card: its known fields only. */
export function exportCard(stored: Record<string, unknown> | null | undefined): ReviewCard | undefined {
  if (!stored || typeof stored.due !== 'string') return undefined;
  const int = (key: string) => (typeof stored[key] === 'number' ? { [key]: Math.max(0, Math.round(stored[key])) } : {});
  return {
    due: new Date(stored.due).toISOString(),
    stability: Number(stored.stability ?? 0),
    difficulty: Number(stored.difficulty ?? 0),
    ...int('elapsed_days'),
    ...int('scheduled_days'),
    ...int('learning_steps'),
    reps: Math.round(Number(stored.reps ?? 0)),
    lapses: Math.round(Number(stored.lapses ?? 0)),
    state: Math.round(Number(stored.state ?? 0)),
    ...(typeof stored.last_review === 'string' ? { last_review: new Date(stored.last_review).toISOString() } : {}),
  } as ReviewCard;
}

/** A submission's review as the file carries it: how it went, and the card its rating was scheduled from. */
function exportReview(review: typeof submissionReviews.$inferSelect | null): Pick<Schemas['ExportSubmission'], 'review' | 'review_card_before'> {
  if (!review) return {};
  const before = exportCard(review.cardBefore);
  return {
    review: {
      hint_level: review.hintLevel,
      minutes_used: review.minutesUsed,
      minutes_allowed: review.minutesAllowed,
      interview: review.interview,
      preset_rating: review.presetRating,
      rating: review.rating,
      next_review_at: review.nextReviewAt.toISOString(),
    },
    ...(before ? { review_card_before: before } : {}),
  };
}

/** Sessions with their problems in order (the query gives one row per problem, sessions in start order). */
function exportInterviews(
  rows: Array<{ session: typeof interviewSessions.$inferSelect; slug: string; frontendId: number }>,
): Schemas['ExportInterview'][] {
  const byId = new Map<string, Schemas['ExportInterview']>();
  for (const { session: s, slug, frontendId } of rows) {
    let item = byId.get(s.id);
    if (!item) {
      item = {
        source: s.source,
        ...(s.category ? { category: s.category as Schemas['ProblemCategory'] } : {}),
        minutes: s.minutes as Schemas['InterviewMinutes'],
        started_at: s.startedAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        ended_at: s.endedAt!.toISOString(),
        status: s.status as Schemas['ExportInterview']['status'],
        problems: [],
      };
      byId.set(s.id, item);
    }
    item.problems.push(problemKey({ slug, frontendId }));
  }
  return [...byId.values()];
}

function exportGoal(row: { goal: typeof studyGoals.$inferSelect; builtinKey: string | null; nameZh: string; nameEn: string }): Schemas['ExportStudyGoal'] {
  const { goal } = row;
  return {
    list: { ...(row.builtinKey ? { builtin_key: row.builtinKey } : {}), name: { zh: row.nameZh, en: row.nameEn } },
    finish_date: goal.finishDate,
    daily_minutes: goal.dailyMinutes as Schemas['PlanAvailableMinutes'],
    started_on: goal.startedOn,
    planned_finish: goal.plannedFinish,
    updated_at: goal.updatedAt.toISOString(),
  };
}

export function createLearnerExport(ctx: ServiceContext) {
  return {
    /** The document and its file name (`algocoach-<username>-<date>.json`, the date in the learner's zone). */
    async export(session: Session): Promise<{ fileName: string; document: LearnerExport }> {
      const userId = session.user.id;
      const now = ctx.clock();
      const [submissionRows, stateRows, planRows, noteRows, interviewRows, goalRows] = await Promise.all([
        ctx.db
          .select({
            submission: submissions,
            slug: problems.slug,
            frontendId: problems.frontendId,
            provider: analyses.provider,
            review: submissionReviews,
            interviewStartedAt: interviewSessions.startedAt,
          })
          .from(submissions)
          .innerJoin(problems, eq(problems.id, submissions.problemId))
          .leftJoin(analyses, eq(analyses.id, submissions.analysisId))
          .leftJoin(submissionReviews, eq(submissionReviews.submissionId, submissions.id))
          .leftJoin(interviewSessions, eq(interviewSessions.id, submissions.interviewSessionId))
          .where(eq(submissions.userId, userId))
          .orderBy(asc(submissions.submittedAt), asc(submissions.id)),
        ctx.db
          .select({ state: userProblems, slug: problems.slug, frontendId: problems.frontendId })
          .from(userProblems)
          .innerJoin(problems, eq(problems.id, userProblems.problemId))
          .where(eq(userProblems.userId, userId))
          .orderBy(asc(problems.frontendId)),
        ctx.db.select().from(plans).where(eq(plans.userId, userId)).orderBy(asc(plans.targetDate)),
        ctx.db
          .select({ note: problemNotes, slug: problems.slug, frontendId: problems.frontendId })
          .from(problemNotes)
          .innerJoin(problems, eq(problems.id, problemNotes.problemId))
          .where(eq(problemNotes.userId, userId))
          .orderBy(asc(problems.frontendId)),
        // Ended sessions only: a running one has no end to carry yet.
        ctx.db
          .select({ session: interviewSessions, position: interviewProblems.position, slug: problems.slug, frontendId: problems.frontendId })
          .from(interviewSessions)
          .innerJoin(interviewProblems, eq(interviewProblems.sessionId, interviewSessions.id))
          .innerJoin(problems, eq(problems.id, interviewProblems.problemId))
          .where(and(eq(interviewSessions.userId, userId), isNotNull(interviewSessions.endedAt)))
          .orderBy(asc(interviewSessions.startedAt), asc(interviewProblems.position)),
        ctx.db
          .select({ goal: studyGoals, builtinKey: studyLists.builtinKey, nameZh: studyLists.nameZh, nameEn: studyLists.nameEn })
          .from(studyGoals)
          .innerJoin(studyLists, eq(studyLists.id, studyGoals.listId))
          .where(eq(studyGoals.userId, userId)),
      ]);
      const itemRows = planRows.length
        ? await ctx.db
            .select({ item: planItems, slug: problems.slug, frontendId: problems.frontendId })
            .from(planItems)
            .innerJoin(problems, eq(problems.id, planItems.problemId))
            .where(
              inArray(
                planItems.planId,
                planRows.map((p) => p.id),
              ),
            )
            .orderBy(asc(planItems.position))
        : [];

      const user = session.user;
      const preferences = Object.fromEntries(
        Object.entries(user.preferences ?? {}).filter(([key, value]) => Object.hasOwn(PREFERENCE_DEFAULTS, key) && key !== 'language' && value !== undefined && value !== null),
      ) as Schemas['PreferencesUpdate'];
      const document: LearnerExport = {
        format: 'algocoach-export',
        version: EXPORT_VERSION,
        exported_at: now.toISOString(),
        profile: {
          language: user.language,
          ...(user.learningGoal ? { learning_goal: user.learningGoal as Schemas['LearningGoal'] } : {}),
          ...(user.dailyStudyTime ? { daily_study_time: user.dailyStudyTime as Schemas['DailyStudyTime'] } : {}),
          preferences,
        },
        submissions: submissionRows.map(({ submission: s, slug, frontendId, provider, review, interviewStartedAt }) => ({
          origin: s.origin ?? s.id,
          problem: problemKey({ slug, frontendId }),
          language: s.language as Schemas['CodeLanguage'],
          code: s.code,
          score: s.score,
          time_complexity: s.timeComplexity,
          space_complexity: s.spaceComplexity,
          feedback: s.feedback,
          optimization_suggestions: s.optimizationSuggestions,
          estimate: s.estimate,
          complexity_claims: s.complexityClaims,
          patterns: s.patterns,
          issues: s.issues,
          ...(provider ? { provider } : {}),
          ...(s.importedFrom ? { imported_from: s.importedFrom } : {}),
          ...exportReview(review),
          ...(interviewStartedAt ? { interview: { started_at: interviewStartedAt.toISOString(), seconds: s.interviewSeconds ?? 0 } } : {}),
          submitted_at: s.submittedAt.toISOString(),
        })),
        problem_states: stateRows.map(({ state, slug, frontendId }) => {
          const card = exportCard(state.card);
          return {
            problem: problemKey({ slug, frontendId }),
            status: state.status,
            first_attempted_at: state.firstAttemptedAt.toISOString(),
            ...(state.solvedAt ? { solved_at: iso(state.solvedAt) } : {}),
            ...(card ? { card } : {}),
          };
        }),
        plans: planRows.map((plan) => ({
          target_date: plan.targetDate,
          mode: plan.mode,
          available_minutes: plan.availableMinutes as Schemas['PlanAvailableMinutes'],
          ...(plan.aiSummary ? { ai_summary: plan.aiSummary } : {}),
          created_at: plan.createdAt.toISOString(),
          items: itemRows
            .filter(({ item }) => item.planId === plan.id)
            .map(({ item, slug, frontendId }) => ({
              problem: problemKey({ slug, frontendId }),
              kind: item.kind,
              position: item.position,
              completed: item.completed,
              ...(item.completedAt ? { completed_at: iso(item.completedAt) } : {}),
              ...(item.reason ? { reason: item.reason } : {}),
            })),
        })),
        notes: noteRows.map(({ note, slug, frontendId }) => ({ problem: problemKey({ slug, frontendId }), text: note.text, updated_at: note.updatedAt.toISOString() })),
        interviews: exportInterviews(interviewRows),
        ...(goalRows[0] ? { study_goal: exportGoal(goalRows[0]) } : {}),
      };
      const zone = (user.preferences?.timezone as string | undefined) ?? 'Asia/Shanghai';
      return { fileName: `algocoach-${user.username}-${localDate(now, zone)}.json`, document };
    },
  };
}

export type LearnerExportService = ReturnType<typeof createLearnerExport>;
