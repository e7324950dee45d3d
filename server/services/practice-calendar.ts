// The practice calendar (the progress page's heatmap): the days of the last year on which the learner submitted,
// counted in their time zone. Days are cut by Postgres (`at time zone`, the same tz database as the rest of the
// server's day arithmetic) and the year's first instant by calendar.ts, so a day is the same day everywhere.
import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/index.ts';
import { submissions } from '../db/schema.ts';
import type { Session } from './accounts.ts';
import { addDays, localDate, startOfDay } from './calendar.ts';
import type { ServiceContext } from './context.ts';
import { preferencesOf } from './users.ts';

/** Days shown, today included: a year, as GitHub and LeetCode show it. */
export const CALENDAR_DAYS = 365;

export function createPracticeCalendar(ctx: ServiceContext) {
  return {
    async year(session: Session): Promise<Schemas['PracticeCalendar']> {
      const zone = preferencesOf(session.user).timezone;
      const to = localDate(ctx.clock(), zone);
      const from = addDays(to, -(CALENDAR_DAYS - 1));
      const day = sql<string>`to_char(${submissions.submittedAt} at time zone ${zone}, 'YYYY-MM-DD')`;
      const rows = await ctx.db
        .select({ date: day, submissions: count(), problems: countDistinct(submissions.problemId) })
        .from(submissions)
        // A clock set back could leave submissions "after" today: they are not days of this year.
        .where(and(eq(submissions.userId, session.user.id), gte(submissions.submittedAt, startOfDay(from, zone)), lt(submissions.submittedAt, startOfDay(addDays(to, 1), zone))))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      const days = rows.map((r) => ({ date: r.date, submissions: Number(r.submissions), problems: Number(r.problems) }));
      return {
        from,
        to,
        timezone: zone,
        active_days: days.length,
        submissions: days.reduce((sum, d) => sum + d.submissions, 0),
        days,
      };
    },
  };
}
