// The catalogue as each learner sees it: the list with its filters, sorts and pages computed in SQL, search, a
// random problem, the daily challenge, one problem, and the learner's status on each (see ProblemStatus).
import { and, asc, count, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { operations } from '../../src/api/schema.d.ts';
import type { Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { dailyChallenges, problemCounts, problems, studyListItems, tagNames, userProblems, type ProblemRow } from '../db/schema.ts';
import { ApiProblem, notFound } from '../errors.ts';
import { jsonText, type JsonText } from '../json-text.ts';
import type { Lang } from '../i18n/texts.ts';
import { localDate } from './calendar.ts';
import type { Coach } from '../coach/types.ts';
import type { Session } from './accounts.ts';
import type { AiCalls } from './ai-calls.ts';
import { recordSeen, seenWrite } from './attempts.ts';
import { problemRefColumns } from './activity.ts';
import { coachProblem } from './coach-inputs.ts';
import { outsideInterview, outsideRunningInterview, remainingSeconds, runningInterviewProblemIds, runningInterviewWith } from './interview-clock.ts';
import type { ServiceContext } from './context.ts';

type ListQuery = NonNullable<operations['listProblems']['parameters']['query']>;
type SearchQuery = operations['searchProblems']['parameters']['query'];
type HintQuery = NonNullable<operations['getProblemHint']['parameters']['query']>;
type Status = Schemas['ProblemStatus'];

/** The daily challenge is one problem per calendar day in this zone, the same for everyone. */
const DAILY_ZONE = 'Asia/Shanghai';
/** Hint levels every problem offers (the coach writes them from the tags when the catalogue has no texts). */
const HINT_LEVELS = 3;

const LEETCODE_HOSTS = { cn: 'https://leetcode.cn', com: 'https://leetcode.com' } as const;

/** What a list row shows: the statements stay in the table (a page of 50 would carry some 300 KB of them). */
const summaryColumns = {
  ...problemRefColumns,
  category: problems.category,
  tags: problems.tags,
  acceptanceRate: problems.acceptanceRate,
  frequency: problems.frequency,
};
type SummaryRow = Pick<ProblemRow, keyof typeof summaryColumns>;

export function problemSummary(row: SummaryRow, status: Status = 'not_attempted'): Schemas['ProblemSummary'] {
  return {
    id: row.id,
    frontend_id: row.frontendId,
    slug: row.slug,
    title: { zh: row.titleZh, en: row.titleEn },
    difficulty: row.difficulty,
    category: row.category as Schemas['ProblemCategory'],
    tags: row.tags,
    acceptance_rate: Math.round(row.acceptanceRate * 10) / 10,
    frequency: Math.round(row.frequency * 10) / 10,
    status,
  };
}

/**
 * A summary without what an interviewer would not show: how lists, search and the daily challenge show a problem
 * of the learner's running interview (the problem page leaves out the same fields, see `get`).
 */
export function interviewSummary(summary: Schemas['ProblemSummary']): Schemas['ProblemSummary'] {
  const { difficulty: _difficulty, category: _category, tags: _tags, acceptance_rate: _rate, frequency: _frequency, ...shown } = summary;
  return shown;
}

/** List sorts whose order would tell what a running interview hides. */
const REVEALING_SORTS: ReadonlySet<SortBy> = new Set(['difficulty', 'acceptance_rate', 'frequency']);

/** The learner's status on each problem of a query joined with user_problems (one problem, the daily, random). */
const statusColumn = sql<Status>`coalesce(${userProblems.status}, 'not_attempted')`;
const joinStatus = (userId: string) => and(eq(userProblems.problemId, problems.id), eq(userProblems.userId, userId));

/**
 * Filtering by the learner's status: an [NOT] IN over the learner's own rows (the planner hashes those few ids
 * once, where a join would compare every problem with each of them), so that counting a filter needs no join.
 */
const learnersProblems = (userId: Value, status?: Value) =>
  sql`select ${userProblems.problemId} from ${userProblems} where ${userProblems.userId} = ${userId}${status ? sql` and ${userProblems.status} = ${status}` : sql``}`;
/**
 * Search shows each row's status by a lookup (the list joins its page with the learner's rows instead). Written
 * out: inside a select list drizzle names columns without their table, and this one is the outer query's.
 */
const outerProblemId = sql.raw('"problems"."id"');
const statusLookup = (userId: Value) =>
  sql<Status>`coalesce((select up.status from ${userProblems} up where up.user_id = ${userId} and up.problem_id = ${outerProblemId}), 'not_attempted')`;

/** `status` is the status itself, or for a prepared statement a placeholder standing for solved or attempted. */
function statusCondition(userId: Value, status: Status | Placeholder | undefined): SQL | undefined {
  if (!status) return undefined;
  return status === 'not_attempted' ? sql`${problems.id} not in (${learnersProblems(userId)})` : sql`${problems.id} in (${learnersProblems(userId, status)})`;
}

/** A value of a query, or a placeholder for it in a statement prepared once. */
type Value = string | Placeholder;
type SortBy = NonNullable<ListQuery['sort_by']>;

/**
 * What makes one list statement differ from another: which filters are set, how it is sorted, and (for the title)
 * in which language. The values are parameters.
 */
interface ListShape {
  difficulty: boolean;
  category: boolean;
  tags: boolean;
  /** A study list's problems (issue 27 item 3). */
  list: boolean;
  status: 'any' | 'not_attempted' | 'mine';
  sortBy: SortBy;
  order: 'asc' | 'desc';
  lang: Lang;
  /**
   * Leave out the problems of the learner's running interview (the `hidden` ids): the filters or the sort would
   * otherwise tell their difficulty, category, tags or rates by where they appear (or whether they do).
   */
  hide: boolean;
}

/** A list's filters on the catalogue's own columns, as placeholders (every listed tag: the GIN index answers `@>`). */
function catalogueFilter(shape: ListShape): SQL | undefined {
  const p = sql.placeholder;
  return and(
    shape.difficulty ? eq(problems.difficulty, p('difficulty')) : undefined,
    shape.category ? eq(problems.category, p('category')) : undefined,
    shape.tags ? sql`${problems.tags} @> ${p('tags')}::text[]` : undefined,
    shape.list ? sql`${problems.slug} in (select ${studyListItems.slug} from ${studyListItems} where ${studyListItems.listId} = ${p('list')}::uuid)` : undefined,
  );
}

/**
 * A list's total, counting as few rows as its filters allow. Difficulty and category alone are a sum of the totals
 * problem_counts keeps. A learner's solved or attempted problems are counted from their own rows (a row of
 * user_problems always has its problem), joined with the catalogue only when another filter needs its columns.
 * Their unattempted problems are the catalogue's total less the problems they have a row for. A tag filter is
 * counted over the catalogue (the GIN index finds the rows).
 */
function listTotal(shape: ListShape): SQL {
  const p = sql.placeholder;
  const catalogueWhere = catalogueFilter(shape);
  const countsWhere = and(shape.difficulty ? eq(problemCounts.difficulty, p('difficulty')) : undefined, shape.category ? eq(problemCounts.category, p('category')) : undefined);
  const catalogueTotal = shape.tags || shape.list
    ? sql`(select count(*) from ${problems} where ${catalogueWhere})`
    : sql`(select coalesce(sum(${problemCounts.n}), 0) from ${problemCounts} where ${countsWhere ?? sql`true`})`;
  if (shape.status === 'any') return catalogueTotal;
  if (shape.status === 'not_attempted' && (shape.tags || shape.list)) {
    return sql`(select count(*) from ${problems} where ${catalogueWhere} and ${statusCondition(p('userId'), 'not_attempted')})`;
  }
  const learnerRows = and(eq(userProblems.userId, p('userId')), shape.status === 'mine' ? eq(userProblems.status, p('status')) : undefined);
  const learnersTotal = catalogueWhere
    ? sql`(select count(*) from ${userProblems} join ${problems} on ${problems.id} = ${userProblems.problemId} where ${learnerRows} and ${catalogueWhere})`
    : sql`(select count(*) from ${userProblems} where ${learnerRows})`;
  return shape.status === 'mine' ? learnersTotal : sql`(${catalogueTotal} - ${learnersTotal})`;
}

/** `%` and `_` typed by a learner are letters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The statement that marks a problem attempted for a learner (analysed or hinted), not yet run; a solved problem stays solved. */
export function attemptedWrite(tx: Tx, userId: string, problemId: string, now: Date) {
  return tx.insert(userProblems).values({ userId, problemId, status: 'attempted', firstAttemptedAt: now }).onConflictDoNothing();
}

export async function findProblem(tx: Tx, id: string): Promise<ProblemRow> {
  const [row] = await tx.select().from(problems).where(eq(problems.id, id));
  if (!row) throw notFound();
  return row;
}

export function createProblems(ctx: ServiceContext, coach: Coach, ai: AiCalls) {
  const leetcodeUrl = (slug: string) => `${LEETCODE_HOSTS[ctx.leetcodeSite]}/problems/${slug}/`;

  async function statusOf(userId: string, problemId: string): Promise<Status> {
    const [row] = await ctx.db
      .select({ status: userProblems.status })
      .from(userProblems)
      .where(and(eq(userProblems.userId, userId), eq(userProblems.problemId, problemId)));
    return row?.status ?? 'not_attempted';
  }

  /**
   * The list's statements, prepared once for each shape (a few hundred at most) and kept: a call then neither
   * builds SQL (a tenth of a millisecond of the server's time) nor has Postgres parse and plan it. One statement
   * answers a page: its rows' stored summaries (problems.summary_members) each with the learner's status, joined in
   * page order into one text, and the filter's total (listTotal; a past-the-end page has no rows but still its total).
   */
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  function prepareList(shape: ListShape, name: string) {
    const p = sql.placeholder;
    const where = and(
      catalogueFilter(shape),
      statusCondition(p('userId'), shape.status === 'any' ? undefined : shape.status === 'not_attempted' ? 'not_attempted' : p('status')),
      shape.hide ? sql`${problems.id} <> all(${p('hidden')}::uuid[])` : undefined,
    );
    const sortColumn: Record<SortBy, SQL> = {
      frontend_id: sql`${problems.frontendId}`,
      title: shape.lang === 'zh' ? sql`${problems.titleZh}` : sql`lower(${problems.titleEn})`,
      difficulty: sql`case ${problems.difficulty} when 'Easy' then 1 when 'Medium' then 2 else 3 end`,
      acceptance_rate: sql`${problems.acceptanceRate}`,
      frequency: sql`${problems.frequency}`,
    };
    const page = ctx.db
      .select({ id: problems.id, frontendId: problems.frontendId, summary: problems.summaryMembers, sortKey: sortColumn[shape.sortBy].as('sort_key') })
      .from(problems)
      .where(where)
      .orderBy((shape.order === 'desc' ? desc : asc)(sortColumn[shape.sortBy]), asc(problems.frontendId))
      .limit(p('limit'))
      .offset(p('offset'))
      .as('page');
    const item = (status: SQL) => sql`'{"status":' || to_json(${status})::text || ',' || ${page.summary} || '}'`;
    const items = (status: SQL) => sql<string>`coalesce(string_agg(${item(status)}, ',' order by ${page.sortKey} ${sql.raw(shape.order)}, ${page.frontendId}), '')`;
    // Leaving the interview's problems out is rare (while a session runs) and then counted over the same rows.
    const total = shape.hide ? sql<number>`(select count(*) from ${problems} where ${where})::int` : sql<number>`${listTotal(shape)}::int`;
    // A status filter fixes every row's status: no need to look each one up.
    if (shape.status !== 'any') {
      const status = shape.status === 'not_attempted' ? sql`'not_attempted'::text` : sql`${p('status')}::text`;
      return ctx.db.select({ items: items(status), total }).from(page).prepare(name);
    }
    return ctx.db
      .select({ items: items(sql`coalesce(${userProblems.status}, 'not_attempted')`), total })
      .from(page)
      .leftJoin(userProblems, and(eq(userProblems.userId, p('userId')), eq(userProblems.problemId, page.id)))
      .prepare(name);
  }

  return {
    /** The page as the contract's ProblemList in JSON, written from the stored summaries without parsing them. */
    async list(userId: string, query: ListQuery, lang: Lang): Promise<JsonText<Schemas['ProblemList']>> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 20;
      const sortBy = query.sort_by ?? 'frontend_id';
      const revealing = Boolean(query.difficulty || query.category || query.tags?.length) || REVEALING_SORTS.has(sortBy);
      const asked = runningInterviewProblemIds(ctx.db, userId, ctx.clock());
      // Only a filter or sort that would tell needs the running interview's problems before the page is read (to
      // leave them out); otherwise both are asked at once and the page's rows of them are shown without it.
      const left = revealing ? await asked : undefined;
      const shape: ListShape = {
        difficulty: Boolean(query.difficulty),
        category: Boolean(query.category),
        tags: Boolean(query.tags?.length),
        list: Boolean(query.list),
        status: !query.status ? 'any' : query.status === 'not_attempted' ? 'not_attempted' : 'mine',
        sortBy,
        order: query.order === 'desc' ? 'desc' : 'asc',
        lang,
        hide: Boolean(left?.size),
      };
      const name = `problems_list_${Object.values(shape).map((v) => (typeof v === 'boolean' ? Number(v) : v)).join('_')}`;
      let statement = listStatements.get(name);
      if (!statement) listStatements.set(name, (statement = prepareList(shape, name)));
      const values = { userId, difficulty: query.difficulty, category: query.category, tags: query.tags, list: query.list, status: query.status, hidden: [...(left ?? [])], limit: pageSize, offset: (page - 1) * pageSize };
      const [[row], interview] = await Promise.all([statement.execute(values), asked]);
      let items = row?.items ?? '';
      // Listed in their place (nothing about the page tells what they hide): shown without it.
      if (interview.size > 0 && !shape.hide && items) {
        const summaries = JSON.parse(`[${items}]`) as Schemas['ProblemSummary'][];
        if (summaries.some((s) => interview.has(s.id))) items = summaries.map((s) => JSON.stringify(interview.has(s.id) ? interviewSummary(s) : s)).join(',');
      }
      return jsonText(`{"items":[${items}],"total":${row?.total ?? 0},"page":${page},"page_size":${pageSize}}`);
    },

    /** Titles (both languages), slug, number, tags and statements; title matches first. */
    async search(userId: string, query: SearchQuery): Promise<Schemas['ProblemSearchResult']> {
      const q = query.q.trim();
      if (!q) return { items: [], total: 0, query: query.q };
      const like = contains(q);
      const interview = await runningInterviewProblemIds(ctx.db, userId, ctx.clock());
      const notInInterview = outsideInterview(interview);
      const number = /^\d{1,6}$/.test(q) ? Number(q) : -1;
      const inTitle = or(ilike(problems.titleZh, like), ilike(problems.titleEn, like));
      // A tag matches by its English name or by its name in Chinese (tag_names), as the learner sees it.
      // Never by the tags of the learner's running interview's problems (finding one so would tell its tags).
      const inTags = and(
        sql`exists (select 1 from unnest(${problems.tags}) as tag where tag ilike ${like} or tag in (select ${tagNames.nameEn} from ${tagNames} where ${tagNames.nameZh} ilike ${like}))`,
        notInInterview,
      )!;
      const where = and(
        or(eq(problems.frontendId, number), inTitle, ilike(problems.slug, like), inTags, ilike(problems.descriptionEn, like), ilike(problems.descriptionZh, like)),
        query.difficulty ? eq(problems.difficulty, query.difficulty) : undefined,
        query.category ? eq(problems.category, query.category) : undefined,
        statusCondition(userId, query.status),
        // A difficulty or category filter would tell theirs by whether they match.
        query.difficulty || query.category ? notInInterview : undefined,
      );
      const rank = sql`case when ${problems.frontendId} = ${number} then 0 when ${inTitle} then 1 when ${ilike(problems.slug, like)} or ${inTags} then 2 else 3 end`;
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        ctx.db
          .select({ ...summaryColumns, status: statusLookup(userId) })
          .from(problems)
          .where(where)
          .orderBy(rank, asc(problems.frontendId))
          .limit(query.limit ?? 20),
        ctx.db.select({ total: count() }).from(problems).where(where),
      ]);
      return { items: rows.map((r) => (interview.has(r.id) ? interviewSummary(problemSummary(r, r.status)) : problemSummary(r, r.status))), total, query: q };
    },

    /**
     * While the problem is part of the learner's running interview, what an interviewer would not show never
     * leaves the server: no difficulty, category, tags, acceptance rate or frequency, and no hints.
     */
    async get(userId: string, id: string): Promise<Schemas['Problem']> {
      const row = await findProblem(ctx.db, id);
      const now = ctx.clock();
      const [status, interview] = await Promise.all([statusOf(userId, id), runningInterviewWith(ctx.db, userId, id, now)]);
      const { difficulty, category, tags, acceptance_rate, frequency, ...shown } = problemSummary(row, status);
      const common = { ...shown, description: { zh: row.descriptionZh, en: row.descriptionEn }, leetcode_url: leetcodeUrl(row.slug) };
      if (interview) {
        return { ...common, hints_available: 0, interview: { session_id: interview.sessionId, ends_at: interview.endsAt.toISOString(), remaining_seconds: remainingSeconds(interview.endsAt, now) } };
      }
      return { ...common, difficulty, category, tags, acceptance_rate, frequency, hints_available: HINT_LEVELS };
    },

    /** The problem page opens a problem: the server starts (or goes on with) the learner's sitting at it. */
    async open(userId: string, id: string): Promise<Schemas['Problem']> {
      const problem = await this.get(userId, id);
      await recordSeen(ctx.db, userId, id, ctx.clock(), { kind: 'opened' });
      return problem;
    },

    /** A hint at a level (1 a nudge … 3 the approach, never the whole solution); the problem counts as attempted. */
    async hint(session: Session, id: string, query: HintQuery): Promise<Schemas['Hint']> {
      const row = await findProblem(ctx.db, id);
      if (await runningInterviewWith(ctx.db, session.user.id, row.id, ctx.clock())) throw new ApiProblem(403, 'interview_hints_off');
      const level = (query.level ?? 1) as 1 | 2 | 3;
      const lang = query.user_language ?? 'zh';
      const hint = await ai.run(session, 'hint', () => coach.hint({ problem: coachProblem(row), level, language: query.language ?? 'python', lang }));
      const now = ctx.clock();
      // One statement, so the two are recorded together or not at all: the problem marked attempted (in a CTE,
      // which Postgres runs whether or not it is read), and the sitting seen with the hint's level.
      const attempted = attemptedWrite(ctx.db, session.user.id, row.id, now).getSQL();
      const seen = seenWrite(ctx.db, session.user.id, row.id, now, { kind: 'hint', level }).getSQL();
      await ctx.db.execute(sql`with attempted as (${attempted}) ${seen}`);
      return { problem_id: row.id, level, max_level: HINT_LEVELS, hint, user_language: lang };
    },

    async description(id: string): Promise<Schemas['ProblemDescription']> {
      const row = await findProblem(ctx.db, id);
      return { id: row.id, description: { zh: row.descriptionZh, en: row.descriptionEn } };
    },

    /** A random problem, of a difficulty if given, among those the learner has not solved when there are any. */
    async random(userId: string, difficulty: Schemas['Difficulty'] | undefined): Promise<Schemas['Problem']> {
      const [pick] = await ctx.db
        .select({ id: problems.id })
        .from(problems)
        .leftJoin(userProblems, joinStatus(userId))
        // Picked by difficulty, a problem of the learner's running interview would tell its difficulty: never picked then.
        .where(difficulty ? and(eq(problems.difficulty, difficulty), await outsideRunningInterview(ctx.db, userId, ctx.clock())) : undefined)
        .orderBy(sql`(${userProblems.status} = 'solved') nulls first`, sql`random()`)
        .limit(1);
      if (!pick) throw notFound('noProblemMatches');
      return this.get(userId, pick.id);
    },

    /** Chosen once per day (the first call of the day picks it), so it stays the same even as the catalogue grows. */
    async daily(userId: string): Promise<Schemas['DailyChallenge']> {
      const day = localDate(ctx.clock(), DAILY_ZONE);
      const [existing] = await ctx.db.select().from(dailyChallenges).where(eq(dailyChallenges.day, day));
      if (!existing) {
        const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(problems);
        if (n === 0) throw notFound();
        // Spread over the catalogue by the date, so consecutive days land far apart.
        const [picked] = await ctx.db
          .select({ id: problems.id })
          .from(problems)
          .orderBy(asc(problems.frontendId))
          .offset(Number(BigInt(day.replaceAll('-', '')) * 2_654_435_761n % BigInt(n)))
          .limit(1);
        await ctx.db.insert(dailyChallenges).values({ day, problemId: picked!.id }).onConflictDoNothing();
      }
      const [row] = await ctx.db
        .select({ problem: problems, status: statusColumn })
        .from(dailyChallenges)
        .innerJoin(problems, eq(problems.id, dailyChallenges.problemId))
        .leftJoin(userProblems, joinStatus(userId))
        .where(eq(dailyChallenges.day, day));
      if (!row) throw notFound();
      const summary = problemSummary(row.problem, row.status);
      const interview = await runningInterviewProblemIds(ctx.db, userId, ctx.clock());
      return { date: day, problem: interview.has(row.problem.id) ? interviewSummary(summary) : summary };
    },
  };
}

export type Problems = ReturnType<typeof createProblems>;
