// The practice benchmark's data (scripts/bench-practice.ts), loaded in bulk on either engine: the starter catalogue
// and synthetic problems up to `problems` (their own LeetCode-like numbers and slugs), `users` verified learners,
// each with `perUser` submissions drawn from the synthetic history the demo seed uses (90 days, retries, streaks),
// their analyses, activity entries, problem states with FSRS cards replayed submission by submission, ten plans
// each (today's among them), and analyses not yet submitted for the submit benchmark.
//
// Analyses are real: the embedded coach's answers for the demo solutions (server/db/seeds/solutions.ts), kept in
// a pool table and joined in SQL, so 200,000 submissions carry the coach's own texts without shipping them 200,000
// times. Rows go in as arrays, 20,000 a statement (INSERT … SELECT FROM unnest(…)), not one call each.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { loadStarterIntoDatabase } from '../server/catalogue/load-starter.ts';
import { PROBLEM_CATEGORIES, loadStarterCatalogue } from '../server/catalogue/starter.ts';
import { createEmbeddedCoach } from '../server/coach/index.ts';
import type { Db } from '../server/db/connection.ts';
import { problems } from '../server/db/schema.ts';
import { practiceHistory, seededRandom } from '../server/db/seeds/history.ts';
import { DEMO_SOLUTIONS } from '../server/db/seeds/solutions.ts';
import { addDays, localDate, startOfDay } from '../server/services/calendar.ts';
import { coachProblem } from '../server/services/coach-inputs.ts';
import { nextCard } from '../server/services/learner-state.ts';
import { ratingOfScore } from '../server/services/review-rating.ts';
import { hashPassword } from '../server/services/passwords.ts';
import { codeHash } from '../server/services/submissions.ts';

export interface LoadOptions {
  problems: number;
  users: number;
  perUser: number;
  /** Analyses made ready for POST /submissions/ (each request submits one of them once). */
  fresh: number;
  now: Date;
  log: (line: string) => void;
}

export interface FreshAnalysis {
  userId: string;
  problemId: string;
  language: string;
  code: string;
  analysisId: string;
}

export interface BenchData {
  users: Array<{ id: string; username: string }>;
  password: string;
  fresh: FreshAnalysis[];
  /** The demo solutions with their problem's id, for POST /submissions/analyze. */
  samples: Array<{ problemId: string; language: string; code: string }>;
  rows: Record<string, number>;
}

const ZONE = 'Asia/Shanghai';
const HISTORY_DAYS = 90;
const CHUNK = 20_000;
export const BENCH_PASSWORD = 'Passw0rdBench';

type Column = [name: string, type: string, values: unknown[]];

/** `unnest($1::uuid[], $2::text[], …) AS alias(a, b, …)`: rows sent as one array per column. */
function unnest(alias: string, columns: Column[]): SQL {
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`unnest(${arrays}) as ${sql.raw(alias)}(${sql.raw(columns.map(([name]) => name).join(', '))})`;
}

/** Analyses for the rows (aid, uid, pid, idx) of the statement's CTE `source`, with the pool's texts. */
const poolAnalyses = (source: string, codeHash: SQL, createdAt: SQL) => sql`
  insert into analyses (id, user_id, problem_id, language, code_hash, score, time_complexity, space_complexity, feedback, optimization_suggestions, patterns, issues, provider, created_at)
  select ${sql.raw(source)}.aid, ${sql.raw(source)}.uid, ${sql.raw(source)}.pid, p.language, ${codeHash}, p.score, p.time_complexity, p.space_complexity, p.feedback,
    p.optimization_suggestions, p.patterns, p.issues, 'embedded', ${createdAt}
  from ${sql.raw(source)} join bench_pool p on p.idx = ${sql.raw(source)}.idx`;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

const TEXT_EN = (n: number, title: string) =>
  `<p>${title}: you are given an integer array <code>nums</code> of length <code>n</code> and an integer <code>k</code>. ` +
  'Return the number of contiguous parts of the array whose elements add up to a multiple of <code>k</code>, counting each ' +
  'part once even when it can be formed in several ways. The answer fits in a 32-bit signed integer.</p>' +
  `<p><strong>Example 1:</strong></p><pre><strong>Input:</strong> nums = [4,5,0,-2,-3,1], k = ${(n % 7) + 2}\n<strong>Output:</strong> 7\n` +
  '<strong>Explanation:</strong> seven parts qualify, such as [5], [5,0] and [-2,-3].</pre>' +
  '<p><strong>Example 2:</strong></p><pre><strong>Input:</strong> nums = [5], k = 9\n<strong>Output:</strong> 0</pre>' +
  '<p><strong>Constraints:</strong></p><ul><li><code>1 &lt;= nums.length &lt;= 3 * 10<sup>4</sup></code></li>' +
  '<li><code>-10<sup>4</sup> &lt;= nums[i] &lt;= 10<sup>4</sup></code></li><li><code>2 &lt;= k &lt;= 10<sup>4</sup></code></li></ul>' +
  '<p><strong>Follow-up:</strong> can you do it in one pass with extra memory proportional to <code>k</code>?</p>';
const TEXT_ZH = (n: number, title: string) =>
  `<p>${title}：给你一个长度为 <code>n</code> 的整数数组 <code>nums</code> 和一个整数 <code>k</code>。` +
  '请返回元素之和为 <code>k</code> 的倍数的连续子数组的个数；同一段子数组即使能以多种方式得到也只计一次。答案在 32 位有符号整数范围内。</p>' +
  `<p><strong>示例 1：</strong></p><pre><strong>输入：</strong>nums = [4,5,0,-2,-3,1], k = ${(n % 7) + 2}\n<strong>输出：</strong>7\n` +
  '<strong>解释：</strong>共有七段满足条件，例如 [5]、[5,0] 和 [-2,-3]。</pre>' +
  '<p><strong>示例 2：</strong></p><pre><strong>输入：</strong>nums = [5], k = 9\n<strong>输出：</strong>0</pre>' +
  '<p><strong>提示：</strong></p><ul><li><code>1 &lt;= nums.length &lt;= 3 * 10<sup>4</sup></code></li>' +
  '<li><code>-10<sup>4</sup> &lt;= nums[i] &lt;= 10<sup>4</sup></code></li><li><code>2 &lt;= k &lt;= 10<sup>4</sup></code></li></ul>' +
  '<p><strong>进阶：</strong>你能只遍历一次、只用与 <code>k</code> 成正比的额外空间完成吗？</p>';

/** Problems beyond the starter catalogue, numbered where the catalogue has none, as a LeetCode sync would add them. */
async function loadSyntheticProblems(db: Db, total: number, now: Date, random: () => number): Promise<number> {
  const starter = loadStarterCatalogue();
  const taken = new Set(starter.map((p) => p.frontend_id));
  const tagPool = [...new Set(starter.flatMap((p) => p.tags))].sort();
  const rows: Array<typeof problems.$inferInsert> = [];
  for (let n = 1; rows.length < total - starter.length; n++) {
    if (taken.has(n)) continue;
    const roll = random();
    const tags = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => tagPool[Math.floor(random() * tagPool.length)]!))];
    rows.push({
      frontendId: n,
      slug: `practice-problem-${n}`,
      titleEn: `Practice Problem ${n}`,
      titleZh: `练习题 ${n}`,
      difficulty: roll < 0.25 ? 'Easy' : roll < 0.77 ? 'Medium' : 'Hard',
      category: PROBLEM_CATEGORIES[Math.floor(random() * PROBLEM_CATEGORIES.length)]!,
      tags,
      acceptanceRate: 20 + random() * 60,
      frequency: random() * 100,
      descriptionEn: TEXT_EN(n, `Practice Problem ${n}`),
      descriptionZh: TEXT_ZH(n, `练习题 ${n}`),
      source: 'leetcode',
      createdAt: now,
      updatedAt: now,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(problems).values(rows.slice(i, i + 500));
  return rows.length;
}

/** The coach's analyses of every demo solution, in the pool table `bench_pool` (idx 0 … n-1). */
async function loadAnalysisPool(db: Db): Promise<Array<{ problemId: string; language: string; code: string; score: number }>> {
  const coach = createEmbeddedCoach();
  const rows = await db.select().from(problems);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const pool: Array<{ problemId: string; language: string; code: string; score: number }> = [];
  await db.execute(sql`drop table if exists bench_pool`);
  await db.execute(sql`create table bench_pool (idx int primary key, language text not null, code text not null, code_hash text not null, score smallint not null,
    time_complexity text not null, space_complexity text not null, feedback text not null, optimization_suggestions jsonb not null, patterns text[] not null, issues text[] not null)`);
  for (const solution of DEMO_SOLUTIONS) {
    for (const attempt of solution.attempts) {
      const result = await coach.analyse({ problem: coachProblem(bySlug.get(solution.slug)!), code: attempt.code, language: attempt.language, lang: pool.length % 3 ? 'zh' : 'en' });
      await db.execute(sql`insert into bench_pool values (${pool.length}, ${attempt.language}, ${attempt.code}, ${codeHash(attempt.code)}, ${result.score}, ${result.time_complexity},
        ${result.space_complexity}, ${result.feedback}, ${JSON.stringify(result.optimization_suggestions)}::jsonb, ${sql.param(result.patterns)}::text[], ${sql.param(result.issues)}::text[])`);
      pool.push({ problemId: bySlug.get(solution.slug)!.id, language: attempt.language, code: attempt.code, score: result.score });
    }
  }
  return pool;
}

export async function loadPracticeData(db: Db, options: LoadOptions): Promise<BenchData> {
  const { now, log } = options;
  const random = seededRandom(42);
  const counts: Record<string, number> = {};
  let started = Date.now();
  const step = (what: string) => {
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    started = Date.now();
  };

  await loadStarterIntoDatabase(db, now);
  await loadSyntheticProblems(db, options.problems, now, random);
  const problemIds = (await db.select({ id: problems.id }).from(problems).orderBy(problems.frontendId)).map((r) => r.id);
  counts.problems = problemIds.length;
  step(`${problemIds.length} problems`);
  const pool = await loadAnalysisPool(db);
  const good = pool.map((p, i) => ({ ...p, i })).filter((p) => p.score >= 4).map((p) => p.i);
  step(`${pool.length} analyses by the embedded coach for the pool`);

  // Learners: one password hash for all (argon2id costs 50 ms a hash).
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const users = Array.from({ length: options.users }, (_, i) => ({ id: randomUUID(), username: `bench_${String(i + 1).padStart(4, '0')}` }));
  await inChunks(users, (chunk) =>
    db.execute(sql`insert into users (id, username, email, password_hash, email_verified, created_at, last_active_at)
      select u.id, u.username, u.username || '@bench.invalid', ${passwordHash}, true, ${new Date(now.getTime() - (HISTORY_DAYS + 5) * 86_400_000)}::timestamptz, ${now}::timestamptz
      from ${unnest('u', [['id', 'uuid', chunk.map((u) => u.id)], ['username', 'text', chunk.map((u) => u.username)]])}`),
  );
  counts.users = users.length;
  step(`${users.length} learners`);

  // Histories: submissions (with their analyses and activity entries) and the problem states they leave.
  type Event = { aid: string; sid: string; uid: string; pid: string; idx: number; at: Date };
  const events: Event[] = [];
  const states: Array<{ uid: string; pid: string; first: Date; solved: Date; count: number; best: number; last: number; lastAt: Date; card: Record<string, unknown>; due: Date }> = [];
  const solvedBy = new Map<string, Set<string>>();
  for (const [u, user] of users.entries()) {
    const history = practiceHistory(
      { end: now, days: HISTORY_DAYS, submissions: options.perUser, problems: problemIds.length, zone: ZONE, streak: u % 9, retryShare: 0.3, activeShare: 0.75 },
      seededRandom(1_000 + u),
    );
    const byProblem = new Map<string, (typeof states)[number]>();
    for (const e of history) {
      const pid = problemIds[e.problem]!;
      // Retries are mostly the better solutions.
      const idx = e.attempt > 0 && random() < 0.7 ? good[Math.floor(random() * good.length)]! : Math.floor(random() * pool.length);
      const score = pool[idx]!.score;
      events.push({ aid: randomUUID(), sid: randomUUID(), uid: user.id, pid, idx, at: e.at });
      const state = byProblem.get(pid);
      const { card, due } = nextCard(state?.card, ratingOfScore(score), e.at);
      if (state) Object.assign(state, { count: state.count + 1, best: Math.max(state.best, score), last: score, lastAt: e.at, card, due });
      else byProblem.set(pid, { uid: user.id, pid, first: new Date(e.at.getTime() - 120_000), solved: e.at, count: 1, best: score, last: score, lastAt: e.at, card, due });
    }
    states.push(...byProblem.values());
    solvedBy.set(user.id, new Set(byProblem.keys()));
  }
  step(`${events.length} submissions generated`);
  await inChunks(events, (chunk) =>
    db.execute(sql`with e as (
        select * from ${unnest('e', [
          ['aid', 'uuid', chunk.map((e) => e.aid)],
          ['sid', 'uuid', chunk.map((e) => e.sid)],
          ['uid', 'uuid', chunk.map((e) => e.uid)],
          ['pid', 'uuid', chunk.map((e) => e.pid)],
          ['idx', 'int', chunk.map((e) => e.idx)],
          ['at', 'timestamptz', chunk.map((e) => e.at)],
        ])}),
      a as (${poolAnalyses('e', sql`p.code_hash`, sql`e.at - interval '2 minutes'`)}),
      s as (insert into submissions (id, user_id, problem_id, language, code, score, time_complexity, space_complexity, feedback, optimization_suggestions, patterns, issues, analysis_id, submitted_at)
        select e.sid, e.uid, e.pid, p.language, p.code, p.score, p.time_complexity, p.space_complexity, p.feedback, p.optimization_suggestions, p.patterns, p.issues, e.aid, e.at
        from e join bench_pool p on p.idx = e.idx)
      insert into activity (kind, actor_id, actor_username, problem_id, details, created_at)
        select 'submission_created', e.uid, u.username, e.pid, jsonb_build_object('language', p.language, 'score', p.score), e.at
        from e join bench_pool p on p.idx = e.idx join users u on u.id = e.uid`),
  );
  counts.submissions = events.length;
  counts.analyses = events.length;
  counts.activity = events.length;
  step(`${events.length} submissions, analyses and activity entries`);
  await inChunks(states, (chunk) =>
    db.execute(sql`insert into user_problems (user_id, problem_id, status, first_attempted_at, solved_at, submission_count, best_score, last_score, last_submitted_at, card, review_due)
      select s.uid, s.pid, 'solved', s.first, s.solved, s.count, s.best, s.last, s.last_at, s.card::jsonb, s.due from ${unnest('s', [
        ['uid', 'uuid', chunk.map((s) => s.uid)],
        ['pid', 'uuid', chunk.map((s) => s.pid)],
        ['first', 'timestamptz', chunk.map((s) => s.first)],
        ['solved', 'timestamptz', chunk.map((s) => s.solved)],
        ['count', 'int', chunk.map((s) => s.count)],
        ['best', 'smallint', chunk.map((s) => s.best)],
        ['last', 'smallint', chunk.map((s) => s.last)],
        ['last_at', 'timestamptz', chunk.map((s) => s.lastAt)],
        ['card', 'text', chunk.map((s) => JSON.stringify(s.card))],
        ['due', 'timestamptz', chunk.map((s) => s.due)],
      ])}`),
  );
  counts.userProblems = states.length;
  step(`${states.length} problem states with their review cards`);

  // Ten daily plans per learner, today's among them: a review and two new problems, the first one done.
  const today = localDate(now, ZONE);
  const plans: Array<{ id: string; uid: string; date: string; created: Date }> = [];
  const items: Array<{ plan: string; pid: string; kind: string; position: number; done: boolean }> = [];
  for (const user of users) {
    const solved = [...solvedBy.get(user.id)!];
    for (let back = 0; back < 10; back++) {
      const date = addDays(today, -back * 3);
      const plan = { id: randomUUID(), uid: user.id, date, created: new Date(startOfDay(date, ZONE).getTime() + 8 * 3_600_000) };
      plans.push(plan);
      const picks = new Set([solved[Math.floor(random() * solved.length)]!]);
      while (picks.size < 3) picks.add(problemIds[Math.floor(random() * problemIds.length)]!);
      [...picks].forEach((pid, position) => items.push({ plan: plan.id, pid, kind: position === 0 ? 'review' : 'new', position, done: position === 0 || (back > 0 && random() < 0.6) }));
    }
  }
  await inChunks(plans, (chunk) =>
    db.execute(sql`insert into plans (id, user_id, target_date, mode, available_minutes, created_at)
      select p.id, p.uid, p.date, 'quick', 60, p.created from ${unnest('p', [
        ['id', 'uuid', chunk.map((p) => p.id)],
        ['uid', 'uuid', chunk.map((p) => p.uid)],
        ['date', 'date', chunk.map((p) => p.date)],
        ['created', 'timestamptz', chunk.map((p) => p.created)],
      ])}`),
  );
  await inChunks(items, (chunk) =>
    db.execute(sql`insert into plan_items (plan_id, problem_id, kind, position, completed, completed_at, reason)
      select i.plan, i.pid, i.kind, i.position, i.done, case when i.done then ${now}::timestamptz end,
        case i.kind when 'review' then '{"zh":"复习：今天到期","en":"Review: due today"}'::jsonb else '{"zh":"新题：适合你当前水平的中等题","en":"New: a Medium problem that suits your level"}'::jsonb end
      from ${unnest('i', [
        ['plan', 'uuid', chunk.map((i) => i.plan)],
        ['pid', 'uuid', chunk.map((i) => i.pid)],
        ['kind', 'text', chunk.map((i) => i.kind)],
        ['position', 'smallint', chunk.map((i) => i.position)],
        ['done', 'boolean', chunk.map((i) => i.done)],
      ])}`),
  );
  counts.plans = plans.length;
  counts.planItems = items.length;
  step(`${plans.length} plans with ${items.length} problems`);

  // Analysed, not yet submitted: each submit request takes one (distinct code, so a distinct analysis).
  const fresh: Array<FreshAnalysis & { idx: number }> = Array.from({ length: options.fresh }, (_, i) => {
    const user = users[i % users.length]!;
    const idx = Math.floor(random() * pool.length);
    // A comment makes each one's code, and so its analysis, its own.
    const code = `${pool[idx]!.code}${pool[idx]!.language === 'python' ? '#' : '//'} bench ${i}\n`;
    return { userId: user.id, problemId: problemIds[Math.floor(random() * problemIds.length)]!, language: pool[idx]!.language, code, analysisId: randomUUID(), idx };
  });
  await inChunks(fresh, (chunk) =>
    db.execute(sql`with f as (
        select * from ${unnest('f', [
          ['aid', 'uuid', chunk.map((f) => f.analysisId)],
          ['uid', 'uuid', chunk.map((f) => f.userId)],
          ['pid', 'uuid', chunk.map((f) => f.problemId)],
          ['idx', 'int', chunk.map((f) => f.idx)],
          ['hash', 'text', chunk.map((f) => codeHash(f.code))],
        ])}),
      a as (${poolAnalyses('f', sql`f.hash`, sql`${now}::timestamptz`)})
      insert into user_problems (user_id, problem_id, status, first_attempted_at)
        select distinct f.uid, f.pid, 'attempted', ${now}::timestamptz from f on conflict do nothing`),
  );
  counts.freshAnalyses = fresh.length;
  step(`${fresh.length} analyses ready to submit`);
  await db.execute(sql`drop table bench_pool`);
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
  return { users, password: BENCH_PASSWORD, fresh: fresh.map(({ idx: _, ...f }) => f), samples: pool.map(({ score: _, ...s }) => s), rows: counts };
}
