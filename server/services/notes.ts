// Notes (issue 26 item 3): one private note per learner and problem, plain text with Markdown kept as typed (the
// client renders it sanitised, as it does every text). Every statement is keyed by the caller's own id, so no
// call can reach another learner's note: for them it does not exist (404).
import { and, count, desc, eq, ilike, lte, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/index.ts';
import { problemNotes, problems, userProblems } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Session } from './accounts.ts';
import { learnersRef, problemRefColumns } from './activity.ts';
import type { ServiceContext } from './context.ts';
import { runningInterviewProblemIds } from './interview-clock.ts';
import { findProblem } from './problems.ts';

type Note = Schemas['ProblemNote'];

/** `%`, `_` and `\\` typed by the learner are themselves in a LIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const SNIPPET_CHARS = 160;

/** The note around the first place it contains `q` (white space folded), so a hit shows why it matched. */
export function snippetOf(text: string, q: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = Math.max(0, flat.toLowerCase().indexOf(q.toLowerCase().replace(/\s+/g, ' ')));
  const start = Math.max(0, at - 40);
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + SNIPPET_CHARS)}${start + SNIPPET_CHARS < flat.length ? '…' : ''}`;
}

export function createNotes(ctx: ServiceContext) {
  /** True while the problem is back for review (solved, due now): the note waits until it is submitted again. */
  async function folded(userId: string, problemId: string): Promise<boolean> {
    const [due] = await ctx.db
      .select({ problemId: userProblems.problemId })
      .from(userProblems)
      .where(and(eq(userProblems.userId, userId), eq(userProblems.problemId, problemId), eq(userProblems.status, 'solved'), lte(userProblems.reviewDue, ctx.clock())));
    return due !== undefined;
  }

  return {
    /** The learner's own notes containing `q`, the latest first; a folded note shows no text. */
    async search(session: Session, { q, limit = 10 }: { q: string; limit?: number }): Promise<Schemas['NoteSearchResult']> {
      const matches = and(eq(problemNotes.userId, session.user.id), ilike(problemNotes.text, `%${likeEscape(q)}%`));
      const dueNow = sql<boolean>`coalesce(${userProblems.status} = 'solved' and ${userProblems.reviewDue} <= ${ctx.clock()}, false)`;
      const [rows, [total], interview] = await Promise.all([
        ctx.db
          .select({ text: problemNotes.text, updatedAt: problemNotes.updatedAt, folded: dueNow, problem: problemRefColumns })
          .from(problemNotes)
          .innerJoin(problems, eq(problems.id, problemNotes.problemId))
          .leftJoin(userProblems, and(eq(userProblems.userId, problemNotes.userId), eq(userProblems.problemId, problemNotes.problemId)))
          .where(matches)
          .orderBy(desc(problemNotes.updatedAt))
          .limit(limit),
        ctx.db.select({ n: count() }).from(problemNotes).where(matches),
        runningInterviewProblemIds(ctx.db, session.user.id, ctx.clock()),
      ]);
      return {
        total: total?.n ?? 0,
        items: rows.map((row) => ({
          problem: learnersRef(row.problem, interview),
          ...(row.folded ? {} : { snippet: snippetOf(row.text, q) }),
          updated_at: row.updatedAt.toISOString(),
          folded: row.folded,
        })),
      };
    },

    async get(session: Session, problemId: string): Promise<Note> {
      const [note] = await ctx.db
        .select()
        .from(problemNotes)
        .where(and(eq(problemNotes.userId, session.user.id), eq(problemNotes.problemId, problemId)));
      if (!note) throw notFound();
      return { problem_id: problemId, text: note.text, updated_at: note.updatedAt.toISOString(), folded: await folded(session.user.id, problemId) };
    },

    /** Replaces the note; a text of nothing but white space deletes it (there is nothing to keep). */
    async save(session: Session, problemId: string, { text }: Schemas['ProblemNoteSave']): Promise<Note> {
      await findProblem(ctx.db, problemId);
      const now = ctx.clock();
      const mine = and(eq(problemNotes.userId, session.user.id), eq(problemNotes.problemId, problemId));
      if (text.trim() === '') {
        await ctx.db.delete(problemNotes).where(mine);
        return { problem_id: problemId, text: '', updated_at: now.toISOString(), folded: false };
      }
      await ctx.db
        .insert(problemNotes)
        .values({ userId: session.user.id, problemId, text, updatedAt: now })
        .onConflictDoUpdate({ target: [problemNotes.userId, problemNotes.problemId], set: { text, updatedAt: now } });
      return { problem_id: problemId, text, updated_at: now.toISOString(), folded: await folded(session.user.id, problemId) };
    },
  };
}
