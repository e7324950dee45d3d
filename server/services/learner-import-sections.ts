// The sections of a LearnerExport added in version 3 (interview sessions and the study goal), merged by the same
// rules as the others (learner-import.ts): recognised by keys that hold across installs, counted for the preview,
// written only when `apply`. Kept apart so the merge of the older sections reads as before.
import { and, eq, isNull } from 'drizzle-orm';
import type { Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { interviewProblems, interviewSessions, studyGoals, studyLists } from '../db/schema.ts';

type Kind = Schemas['ImportSummary']['sections'][number]['kind'];
export type Count = (kind: Kind, what: 'added' | 'updated' | 'unchanged' | 'skipped', n?: number) => void;
export type ProblemOf = (key: Schemas['ExportProblemKey']) => string | undefined;

/**
 * Adds the file's interview sessions the learner does not have: a session is recognised by its start (a learner
 * runs one at a time). A session whose problems are not all in this catalogue is skipped (its debrief would lie).
 * Returns each session's id here by its start's time, for the submissions made in it; in a preview, the sessions
 * already here only.
 */
export async function mergeInterviews(tx: Tx, userId: string, interviews: Schemas['ExportInterview'][] | undefined, count: Count, problemOf: ProblemOf, apply: boolean): Promise<Map<number, string>> {
  const sessionAt = new Map(
    (await tx.select({ id: interviewSessions.id, at: interviewSessions.startedAt }).from(interviewSessions).where(eq(interviewSessions.userId, userId))).map((s) => [s.at.getTime(), s.id]),
  );
  const seenInFile = new Set<number>();
  for (const interview of interviews ?? []) {
    const at = new Date(interview.started_at).getTime();
    if (sessionAt.has(at) || seenInFile.has(at)) {
      count('interviews', 'unchanged');
      continue;
    }
    seenInFile.add(at);
    const problemIds = interview.problems.map(problemOf);
    if (problemIds.some((id) => !id) || new Set(problemIds).size !== problemIds.length) {
      count('interviews', 'skipped');
      continue;
    }
    count('interviews', 'added');
    if (!apply) continue;
    const [made] = await tx
      .insert(interviewSessions)
      .values({
        userId,
        source: interview.source,
        category: interview.category ?? null,
        minutes: interview.minutes,
        startedAt: new Date(interview.started_at),
        endsAt: new Date(interview.ends_at),
        endedAt: new Date(interview.ended_at),
        status: interview.status,
      })
      .returning({ id: interviewSessions.id });
    await tx.insert(interviewProblems).values(problemIds.map((problemId, position) => ({ sessionId: made!.id, position, problemId: problemId! })));
    sessionAt.set(at, made!.id);
  }
  return sessionAt;
}

/**
 * The file's study goal, when its list is here (a built-in one by its key, an admin's by its names) and the
 * learner has none, or one set earlier than the file's.
 */
export async function mergeStudyGoal(tx: Tx, userId: string, goal: Schemas['ExportStudyGoal'] | undefined, count: Count, apply: boolean): Promise<void> {
  if (!goal) return;
  const [list] = await tx
    .select({ id: studyLists.id })
    .from(studyLists)
    .where(
      goal.list.builtin_key
        ? eq(studyLists.builtinKey, goal.list.builtin_key)
        : and(isNull(studyLists.builtinKey), eq(studyLists.nameEn, goal.list.name.en), eq(studyLists.nameZh, goal.list.name.zh)),
    )
    .limit(1);
  if (!list) {
    count('study_goal', 'skipped');
    return;
  }
  const [mine] = await tx.select().from(studyGoals).where(eq(studyGoals.userId, userId));
  const values = {
    listId: list.id,
    finishDate: goal.finish_date,
    dailyMinutes: goal.daily_minutes,
    startedOn: goal.started_on,
    plannedFinish: goal.planned_finish,
    updatedAt: new Date(goal.updated_at),
  };
  const same = mine && mine.listId === values.listId && mine.finishDate === values.finishDate && mine.dailyMinutes === values.dailyMinutes;
  const outcome = !mine ? 'added' : !same && values.updatedAt > mine.updatedAt ? 'updated' : 'unchanged';
  count('study_goal', outcome);
  if (apply && outcome !== 'unchanged') {
    await tx.insert(studyGoals).values({ userId, ...values }).onConflictDoUpdate({ target: studyGoals.userId, set: values });
  }
}
