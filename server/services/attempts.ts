// A learner's sitting at a problem, measured by the server itself (problem_attempts): it starts the first time the
// server sees them at the problem after their last submission of it (opening it, asking a hint, having code
// analysed) and ends with the next submission, which reads how long it took and the highest hint asked for. The
// client sends no times: a learner can only shorten the measure by staying away from the app while thinking, and
// opening the problem again after SITTING_GAP without being seen starts a new sitting (a problem opened last week
// and solved today took today's minutes). Hints asked in an earlier sitting still count: what was given away stays
// given away until the problem is submitted.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.ts';
import { problemAttempts } from '../db/schema.ts';

/** Unseen this long at a problem, opening it again starts a new sitting. */
export const SITTING_GAP_MINUTES = 120;

/** Minutes allowed for a problem that is not in the learner's plan for the day, by difficulty. */
export const MINUTES_BY_DIFFICULTY = { Easy: 20, Medium: 40, Hard: 60 } as const;

type Seen = { kind: 'opened' } | { kind: 'hint'; level: number } | { kind: 'analysed' };

/**
 * The statement that records the learner at the problem at `now` (see the module's comment for what each kind
 * does), not yet run: recordSeen runs it, a caller that writes more in the same statement puts it in a CTE.
 */
export function seenWrite(db: Tx, userId: string, problemId: string, now: Date, seen: Seen) {
  const hintLevel = seen.kind === 'hint' ? seen.level : 0;
  const stale = sql`${problemAttempts.lastSeenAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${SITTING_GAP_MINUTES})`;
  return db
    .insert(problemAttempts)
    .values({ userId, problemId, openedAt: now, lastSeenAt: now, hintLevel })
    .onConflictDoUpdate({
      target: [problemAttempts.userId, problemAttempts.problemId],
      set: {
        lastSeenAt: now,
        hintLevel: sql`greatest(${problemAttempts.hintLevel}, excluded.hint_level)`,
        ...(seen.kind === 'opened' ? { openedAt: sql`case when ${stale} then excluded.opened_at else ${problemAttempts.openedAt} end` } : {}),
      },
    });
}

/** Records that the learner was at the problem at `now`. */
export async function recordSeen(db: Tx, userId: string, problemId: string, now: Date, seen: Seen): Promise<void> {
  await seenWrite(db, userId, problemId, now, seen);
}

/** Whole minutes from the sitting's start to `now`, rounded up (a sitting the server never saw took none). */
export function minutesBetween(openedAt: Date | null, now: Date): number {
  if (!openedAt) return 0;
  return Math.max(0, Math.ceil((now.getTime() - openedAt.getTime()) / 60_000));
}

/**
 * What the learner's plan allowed for the problem: the plan's minutes shared among its problems when the problem is
 * in the plan for the day, else the time its difficulty usually takes.
 */
export function minutesAllowed(planShare: number | null, difficulty: keyof typeof MINUTES_BY_DIFFICULTY): number {
  if (planShare && planShare > 0) return Math.max(1, Math.round(planShare));
  return MINUTES_BY_DIFFICULTY[difficulty];
}
