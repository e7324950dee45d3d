// Every call to the coach goes through here. It takes one call of the learner's daily AI allowance first (none
// left: 429 `ai_allowance_exhausted` until the next midnight in their time zone) and gives it back when the coach
// could not answer; what the coach cannot answer becomes the contract's 500 `ai_unavailable` (the client has its
// text and, for plans, falls back to a quick plan).
import { and, eq, lt, sql } from 'drizzle-orm';
import { CoachUnavailable } from '../coach/types.ts';
import type { Schemas } from '../contract/index.ts';
import { aiUsage } from '../db/schema.ts';
import { ApiProblem, tooMany } from '../errors.ts';
import type { Session } from './accounts.ts';
import { addDays, localDate, startOfDay } from './calendar.ts';
import type { ServiceContext } from './context.ts';
import { preferencesOf } from './users.ts';

export function createAiCalls(ctx: ServiceContext) {
  const limit = ctx.aiDailyAllowance;

  /** The learner's day (their time zone) and when it ends. */
  function today(session: Session) {
    const zone = preferencesOf(session.user).timezone;
    const day = localDate(ctx.clock(), zone);
    return { day, resetsAt: startOfDay(addDays(day, 1), zone) };
  }

  // Prepared once: every coach call runs it, and the database then parses and plans it once, not at each call.
  const takeOne = ctx.db
    .insert(aiUsage)
    .values({ userId: sql.placeholder('userId'), day: sql.placeholder('day'), calls: 1 })
    .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.day], set: { calls: sql`${aiUsage.calls} + 1` }, setWhere: lt(aiUsage.calls, limit) })
    .returning({ calls: aiUsage.calls })
    .prepare('ai_take_one');

  /** Takes one call if any is left (one statement, so that simultaneous calls cannot overdraw); false if none. */
  async function take(userId: string, day: string): Promise<boolean> {
    if (limit === 0) return false;
    const taken = await takeOne.execute({ userId, day });
    return taken.length > 0;
  }

  async function giveBack(userId: string, day: string): Promise<void> {
    await ctx.db
      .update(aiUsage)
      .set({ calls: sql`greatest(${aiUsage.calls} - 1, 0)` })
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
  }

  return {
    async allowance(session: Session): Promise<Schemas['AiAllowance']> {
      const { day, resetsAt } = today(session);
      const [row] = await ctx.db
        .select({ calls: aiUsage.calls })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, session.user.id), eq(aiUsage.day, day)));
      const used = Math.min(row?.calls ?? 0, limit);
      return { limit, used, remaining: limit - used, resets_at: resetsAt.toISOString() };
    },

    async run<T>(session: Session, what: string, call: () => Promise<T>): Promise<T> {
      const { day, resetsAt } = today(session);
      if (!(await take(session.user.id, day))) {
        ctx.meter?.aiAllowanceRefused(what);
        throw tooMany('ai_allowance_exhausted', (resetsAt.getTime() - ctx.clock().getTime()) / 1000);
      }
      const started = Date.now();
      try {
        return await call();
      } catch (error) {
        await giveBack(session.user.id, day);
        if (error instanceof CoachUnavailable) {
          ctx.log.warn({ ai: what, reason: error.reason, ms: Date.now() - started }, 'the coach could not answer');
          throw new ApiProblem(500, 'ai_unavailable');
        }
        throw error;
      }
    },
  };
}

export type AiCalls = ReturnType<typeof createAiCalls>;
