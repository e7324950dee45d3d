// Each learner's state on a problem (user_problems): attempted, solved, the figures of their submissions, and the
// spaced-repetition card. ts-fsrs schedules reviews from each submission's rating (review-rating.ts: preset from the
// score, the hints, the time and an interview, changeable by the learner): again comes back the next day, hard in
// about two days, good in about three, and easy in about a week (growing as reviews go well).
import { createEmptyCard, fsrs, generatorParameters, type Card } from 'ts-fsrs';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/connection.ts';
import { submissions, userProblems } from '../db/schema.ts';
import { fsrsGrade, type ReviewRating } from './review-rating.ts';

/** Days, not minutes: a learner reviews a problem on a later day, never twice in one sitting. */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

function reviveCard(stored: Record<string, unknown> | null | undefined, now: Date): Card {
  if (!stored) return createEmptyCard(now);
  return {
    ...(stored as unknown as Card),
    due: new Date(stored.due as string),
    ...(stored.last_review ? { last_review: new Date(stored.last_review as string) } : {}),
  };
}

/** The card after a submission rated `rating` at `now` (the stored form, as user_problems.card keeps it). */
export function nextCard(stored: Record<string, unknown> | null | undefined, rating: ReviewRating, now: Date): { card: Record<string, unknown>; due: Date } {
  const { card } = scheduler.next(reviveCard(stored, now), now, fsrsGrade(rating));
  return { card: JSON.parse(JSON.stringify(card)) as Record<string, unknown>, due: card.due };
}

/**
 * A submission's mark on the learner's state, as an INSERT … ON CONFLICT for the caller's statement (a CTE, so
 * that the state, the submission and its activity entry are written by one statement, at once or not at all):
 * solved, the figures (counted from the stored row), and the next review. Its values are the placeholders userId,
 * problemId, score, now, card and due (the card after the submission, from nextCard) and cardBefore, the card the
 * schedule was computed from: it writes, and returns a row, only while the stored card is still that one;
 * otherwise another submission of the problem came in between, and the caller reads the state again and retries.
 */
export function submissionStateWrite(): SQL {
  const p = sql.placeholder;
  return sql`insert into ${userProblems} (user_id, problem_id, status, first_attempted_at, solved_at, submission_count, best_score, last_score, last_submitted_at, card, review_due)
    values (${p('userId')}::uuid, ${p('problemId')}::uuid, 'solved', ${p('now')}::timestamptz, ${p('now')}::timestamptz, 1, ${p('score')}::smallint, ${p('score')}::smallint,
      ${p('now')}::timestamptz, ${p('card')}::jsonb, ${p('due')}::timestamptz)
    on conflict (user_id, problem_id) do update set status = 'solved', solved_at = coalesce(${userProblems}.solved_at, excluded.solved_at),
      submission_count = ${userProblems}.submission_count + 1, best_score = greatest(${userProblems}.best_score, excluded.best_score), last_score = excluded.last_score,
      last_submitted_at = excluded.last_submitted_at, card = excluded.card, review_due = excluded.review_due
    where ${userProblems}.card is not distinct from ${p('cardBefore')}::jsonb
    returning user_id`;
}

/** After a submission is deleted: the figures follow the submissions that remain; solved stays solved. */
export async function recountSubmissions(tx: Tx, userId: string, problemId: string): Promise<void> {
  const [figures] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      best: sql<number | null>`max(${submissions.score})`,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)));
  const [latest] = await tx
    .select({ score: submissions.score, at: submissions.submittedAt })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
    .orderBy(desc(submissions.submittedAt))
    .limit(1);
  await tx
    .update(userProblems)
    .set({ submissionCount: figures?.n ?? 0, bestScore: figures?.best ?? null, lastScore: latest?.score ?? null, lastSubmittedAt: latest?.at ?? null })
    .where(and(eq(userProblems.userId, userId), eq(userProblems.problemId, problemId)));
}
