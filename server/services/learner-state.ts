// Each learner's state on a problem (user_problems): attempted, solved, the figures of their submissions, and the
// spaced-repetition card. ts-fsrs schedules reviews from each submission's score taken as the rating, so a problem
// scored 1-2 comes back the next day, 3 in about two days, 4 in about three, and 5 in about a week (growing as
// reviews go well).
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.ts';
import { submissions, userProblems } from '../db/schema.ts';

/** Days, not minutes: a learner reviews a problem on a later day, never twice in one sitting. */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

/** A submission's score (1-5) as an FSRS rating. */
export function ratingOf(score: number): Grade {
  if (score <= 2) return Rating.Again;
  if (score === 3) return Rating.Hard;
  return score === 4 ? Rating.Good : Rating.Easy;
}

function reviveCard(stored: Record<string, unknown> | null | undefined, now: Date): Card {
  if (!stored) return createEmptyCard(now);
  return {
    ...(stored as unknown as Card),
    due: new Date(stored.due as string),
    ...(stored.last_review ? { last_review: new Date(stored.last_review as string) } : {}),
  };
}

/** The card after a submission scored `score` (the stored form, as user_problems.card keeps it). */
export function nextCard(stored: Record<string, unknown> | null | undefined, score: number, now: Date): { card: Record<string, unknown>; due: Date } {
  const { card } = scheduler.next(reviveCard(stored, now), now, ratingOf(score));
  return { card: JSON.parse(JSON.stringify(card)) as Record<string, unknown>, due: card.due };
}

/** Records a submission in the learner's state: solved, figures, and the next review. */
export async function recordSubmission(tx: Tx, userId: string, problemId: string, score: number, now: Date): Promise<void> {
  const [current] = await tx
    .select()
    .from(userProblems)
    .where(and(eq(userProblems.userId, userId), eq(userProblems.problemId, problemId)))
    .for('update');
  const { card, due } = nextCard(current?.card, score, now);
  const state = {
    status: 'solved' as const,
    solvedAt: current?.solvedAt ?? now,
    submissionCount: (current?.submissionCount ?? 0) + 1,
    bestScore: Math.max(current?.bestScore ?? 0, score),
    lastScore: score,
    lastSubmittedAt: now,
    card,
    reviewDue: due,
  };
  await tx
    .insert(userProblems)
    .values({ userId, problemId, firstAttemptedAt: now, ...state })
    .onConflictDoUpdate({ target: [userProblems.userId, userProblems.problemId], set: state });
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
