// Whether a problem is, right now, part of a learner's running interview session: the one question the problem
// page, hints and submissions ask of interviews. Decided by the stored clock alone (an expired session that nobody
// has read since is not running, whether or not it has been marked ended yet), so every process agrees.
import { and, eq, gt, isNull, notExists, notInArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/connection.ts';
import { interviewProblems, interviewSessions, problems } from '../db/schema.ts';

export interface RunningInterview {
  sessionId: string;
  startedAt: Date;
  endsAt: Date;
  /** The session's minutes shared among its problems (what a submission's review allows, see interviewShare). */
  minutes: number;
  problemCount: number;
}

type Share = Pick<RunningInterview, 'minutes' | 'problemCount'>;

/** Seconds a session allows each of its problems: its limit shared among them (the debrief's yardstick). */
export const interviewShareSeconds = ({ minutes, problemCount }: Share) => (minutes * 60) / Math.max(1, problemCount);

/**
 * The same share in whole minutes, as the debrief says it. What an interview submission's review counts its time
 * against, in place of its difficulty's usual 20/40/60 minutes: those would tell the difficulty the session hides.
 */
export const interviewShare = (share: Share) => Math.max(1, Math.round(interviewShareSeconds(share) / 60));

/** Whole seconds left on a session's clock at `now` (rounded up, so 0 means the time is up). */
export const remainingSeconds = (endsAt: Date, now: Date) => Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));

/** The learner's session that runs at `now`: not ended, and its clock not yet run out. */
function running(userId: string | Placeholder, now: Date | Placeholder): SQL {
  return and(eq(interviewSessions.userId, userId), isNull(interviewSessions.endedAt), gt(interviewSessions.endsAt, now))!;
}

export async function runningInterviewWith(tx: Tx, userId: string, problemId: string, now: Date): Promise<RunningInterview | undefined> {
  const [row] = await tx
    .select({
      sessionId: interviewSessions.id,
      startedAt: interviewSessions.startedAt,
      endsAt: interviewSessions.endsAt,
      minutes: interviewSessions.minutes,
      problemCount: sql<number>`(select count(*) from ${interviewProblems} as counted where counted.session_id = ${interviewSessions.id})::int`,
    })
    .from(interviewSessions)
    .innerJoin(interviewProblems, eq(interviewProblems.sessionId, interviewSessions.id))
    .where(and(running(userId, now), eq(interviewProblems.problemId, problemId)))
    .limit(1);
  return row;
}

/**
 * The problems of the learner's running interview session (none when no session runs): what lists, search and
 * the other operations that show problems ask, so that none of them gives away what the problem page hides.
 */
export async function runningInterviewProblemIds(tx: Tx, userId: string, now: Date): Promise<ReadonlySet<string>> {
  const rows = await tx
    .select({ problemId: interviewProblems.problemId })
    .from(interviewSessions)
    .innerJoin(interviewProblems, eq(interviewProblems.sessionId, interviewSessions.id))
    .where(running(userId, now));
  return new Set(rows.map((r) => r.problemId));
}

/** A condition leaving out the problems of `interview` (runningInterviewProblemIds); none when no session runs. */
export function outsideInterview(interview: ReadonlySet<string>): SQL | undefined {
  return interview.size > 0 ? notInArray(problems.id, [...interview]) : undefined;
}

/** outsideInterview of the learner's running session at `now`, asked for here. */
export async function outsideRunningInterview(tx: Tx, userId: string, now: Date): Promise<SQL | undefined> {
  return outsideInterview(await runningInterviewProblemIds(tx, userId, now));
}

/**
 * outsideInterview inside one statement (a prepared one, whose user and clock are placeholders): `problemId` is not
 * a problem of the learner's running session.
 */
export function notInRunningInterview(db: Tx, problemId: AnyColumn, userId: Placeholder, now: Placeholder): SQL {
  return notExists(
    db
      .select({ one: interviewProblems.problemId })
      .from(interviewProblems)
      .innerJoin(interviewSessions, eq(interviewSessions.id, interviewProblems.sessionId))
      .where(and(running(userId, now), eq(interviewProblems.problemId, problemId))),
  );
}
