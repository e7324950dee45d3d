// A learner's history from leetcode.cn or .com (issue 27 item 1): each problem with an accepted submission becomes
// one submission here, marked imported (the latest accepted code, its language and date), the problem solved, and
// its review card seeded from the first acceptance's age and the failed attempts before it, as if it had been
// reviewed then. A submission is recognised by its origin (site and LeetCode's id) and time, like an export's, so
// a second run adds nothing. The embedded coach then analyses the imported code in the background, one at a time,
// outside the learner's AI allowance: the learner did not ask for these analyses, and they use no model. Those
// analyses are a durable job (import-jobs.ts, GET /jobs/{id}): written in the import's transaction, they survive a
// restart and can be cancelled and resumed.
//
// `importRows` is the one entry point: the file import (POST /auth/me/import/leetcode) calls it with the file's
// rows, and any other source of a learner's LeetCode submissions (their GraphQL history read with a cookie) can
// call it with the rows it parsed.
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Coach } from '../coach/types.ts';
import type { Schemas } from '../contract/index.ts';
import { analyses, importJobs, problems, submissions, userProblems, users, type UserRow } from '../db/schema.ts';
import type { Session } from './accounts.ts';
import { analysisColumns } from './analysis-rows.ts';
import { coachProblem } from './coach-inputs.ts';
import type { ServiceContext } from './context.ts';
import { createImportJobs, type AnalysisOutcome } from './import-jobs.ts';
import { recountSubmissions } from './learner-state.ts';
import { findProblem } from './problems.ts';
import { codeHash } from './submissions.ts';

type Row = Schemas['LeetCodeSubmissionRow'];
/** Who imports: their id, and the language their imported submissions' feedback is written in. */
export type Importer = Pick<UserRow, 'id' | 'language'>;
type Result = Schemas['LeetCodeImportResult'];
type CodeLanguage = Schemas['CodeLanguage'];

/** LeetCode's language slugs as the coach's languages. */
const LANGUAGES: Record<string, CodeLanguage> = {
  python3: 'python',
  python: 'python',
  cpp: 'cpp',
  c: 'c',
  java: 'java',
  javascript: 'javascript',
  typescript: 'typescript',
  golang: 'go',
  rust: 'rust',
  csharp: 'csharp',
  kotlin: 'kotlin',
  swift: 'swift',
};
const MISSING_LISTED = 50;
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));
const accepted = (row: Row) => row.status_display.trim().toLowerCase() === 'accepted';

/** The first acceptance after `failures` failed tries: easy at once, harder the more it took. */
function firstRating(failures: number): Grade {
  if (failures === 0) return Rating.Good;
  return failures <= 2 ? Rating.Hard : Rating.Again;
}

/**
 * The card of a problem first accepted at `first` after `failures` failed tries, then accepted again at each of
 * `later` (each a successful review); a review left undone since is due now, not in the past.
 */
export function seededCard(first: Date, failures: number, later: Date[], now: Date): { card: Record<string, unknown>; due: Date } {
  let card: Card = scheduler.next(createEmptyCard(first), first, firstRating(failures)).card;
  for (const at of later) if (at > (card.last_review ?? first)) card = scheduler.next(card, at, Rating.Good).card;
  return { card: JSON.parse(JSON.stringify(card)) as Record<string, unknown>, due: card.due < now ? now : card.due };
}

/** The score an imported submission shows until the coach has read its code: what its attempts suggest. */
const provisionalScore = (failures: number) => (failures === 0 ? 4 : failures <= 2 ? 3 : 2);

export function createLeetCodeHistory(ctx: ServiceContext, coach: Coach) {
  /** Analyses one imported submission and writes the result over its provisional analysis. */
  async function analyseOne(userId: string, id: string, lang: 'zh' | 'en'): Promise<AnalysisOutcome> {
    const [row] = await ctx.db.select().from(submissions).where(and(eq(submissions.id, id), eq(submissions.userId, userId)));
    if (!row || !row.code.trim()) return { failed: false };
    const problem = await findProblem(ctx.db, row.problemId);
    try {
      const result = await coach.analyse({ problem: coachProblem(problem), code: row.code, language: row.language as CodeLanguage, lang });
      const { provider, ...analysed } = analysisColumns(result);
      await ctx.db.transaction(async (tx) => {
        await tx.update(analyses).set({ ...analysed, provider }).where(eq(analyses.id, row.analysisId));
        await tx.update(submissions).set(analysed).where(eq(submissions.id, row.id));
        await recountSubmissions(tx, userId, row.problemId);
      });
      return { failed: false };
    } catch (error) {
      // One piece of code the coach cannot read keeps its provisional analysis; the others go on.
      ctx.log.warn({ err: error, submission: id }, 'imported code not analysed');
      return { failed: true, problem: problem.slug };
    }
  }
  const jobs = createImportJobs(ctx, analyseOne);

  /**
   * Imports a learner's LeetCode submissions (rows as the LeetCodeHistory document has them, from any source)
   * from `site`, and queues the background analyses as a job (its id in `job_id` when there is code to read).
   */
  async function importRows(user: Importer, site: 'cn' | 'com', rows: Row[]): Promise<Result> {
    return importHistory(user, { site, submissions: rows });
  }

  async function importHistory(user: Importer, history: Schemas['LeetCodeHistory']): Promise<Result> {
      const userId = user.id;
      const now = ctx.clock();
      const site = history.site === 'cn' ? 'leetcode.cn' : 'leetcode.com';
      const bySlug = new Map<string, Row[]>();
      for (const row of history.submissions) bySlug.set(row.title_slug, [...(bySlug.get(row.title_slug) ?? []), row]);
      const result: Result = { found: 0, imported: 0, already_imported: 0, not_in_catalogue: 0, unsupported_language: 0, not_accepted: 0, analysing: 0, missing_problems: [] };

      const slugs = [...bySlug.keys()];
      const known = new Map(
        slugs.length ? (await ctx.db.select({ id: problems.id, slug: problems.slug }).from(problems).where(inArray(problems.slug, slugs))).map((p) => [p.slug, p.id]) : [],
      );
      const made: string[] = [];
      let jobId: string | undefined;
      await ctx.db.transaction(async (tx) => {
        // Two imports of one learner run one after the other (the second finds what the first added).
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
        const have = new Set(
          (await tx.select({ origin: submissions.origin, at: submissions.submittedAt }).from(submissions).where(eq(submissions.userId, userId))).map((s) => `${s.origin}|${s.at.getTime()}`),
        );
        const states = new Map((await tx.select().from(userProblems).where(eq(userProblems.userId, userId))).map((s) => [s.problemId, s]));
        for (const [slug, rows] of bySlug) {
          rows.sort((a, b) => a.timestamp - b.timestamp);
          const wins = rows.filter(accepted);
          if (!wins.length) {
            result.not_accepted++;
            continue;
          }
          result.found++;
          const problemId = known.get(slug);
          if (!problemId) {
            result.not_in_catalogue++;
            if (result.missing_problems.length < MISSING_LISTED) result.missing_problems.push(slug);
            continue;
          }
          const readable = wins.filter((row) => LANGUAGES[row.lang.toLowerCase()]);
          const latest = readable.at(-1);
          if (!latest) {
            result.unsupported_language++;
            continue;
          }
          const at = new Date(latest.timestamp * 1000);
          const origin = `${site}:${latest.id ?? `${slug}@${latest.timestamp}`}`;
          if (have.has(`${origin}|${at.getTime()}`)) {
            result.already_imported++;
            continue;
          }
          const first = new Date(wins[0]!.timestamp * 1000);
          const failures = rows.filter((row) => !accepted(row) && row.timestamp < wins[0]!.timestamp).length;
          const score = provisionalScore(failures);
          const language = LANGUAGES[latest.lang.toLowerCase()]!;
          const code = latest.code ?? '';
          const analysed = {
            userId,
            problemId,
            language,
            score,
            timeComplexity: 'O(?)',
            spaceComplexity: 'O(?)',
            feedback: user.language === 'en' ? 'Imported from LeetCode.' : '从 LeetCode 导入。',
            estimate: { precision: 'rough' as const },
          };
          const [analysis] = await tx
            .insert(analyses)
            .values({ ...analysed, codeHash: codeHash(code), provider: 'embedded', createdAt: at })
            .returning({ id: analyses.id });
          const [submission] = await tx
            .insert(submissions)
            .values({ ...analysed, code, analysisId: analysis!.id, submittedAt: at, origin, importedFrom: site })
            .onConflictDoNothing()
            .returning({ id: submissions.id });
          if (!submission) continue;
          result.imported++;
          if (code.trim()) made.push(submission.id);
          // Solved, and its card seeded from LeetCode's dates unless this install already schedules it.
          const mine = states.get(problemId);
          const { card, due } = seededCard(first, failures, wins.slice(1).map((w) => new Date(w.timestamp * 1000)), now);
          if (!mine) {
            await tx.insert(userProblems).values({ userId, problemId, status: 'solved', firstAttemptedAt: new Date(rows[0]!.timestamp * 1000), solvedAt: first, card, reviewDue: due });
          } else if (mine.status !== 'solved' || !mine.card) {
            await tx
              .update(userProblems)
              .set({ status: 'solved', solvedAt: mine.solvedAt ?? first, card: mine.card ?? card, reviewDue: mine.card ? mine.reviewDue : due })
              .where(and(eq(userProblems.userId, userId), eq(userProblems.problemId, problemId)));
          }
          await recountSubmissions(tx, userId, problemId);
        }
        // The analyses to make, kept with what they are for: a restart between the two cannot lose them.
        if (made.length) {
          const { missing_problems: _listed, job_id: _job, ...counts } = { ...result, analysing: made.length };
          const [job] = await tx
            .insert(importJobs)
            .values({ userId, site: history.site, status: 'running', result: counts, queue: made, language: user.language, startedAt: now, updatedAt: now })
            .returning({ id: importJobs.id });
          jobId = job!.id;
        }
      });
      result.analysing = made.length;
      ctx.log.info({ user: userId, site, found: result.found, imported: result.imported, job: jobId }, 'leetcode history imported');
      if (jobId) {
        jobs.kick(jobId);
        result.job_id = jobId;
      }
      return result;
  }

  return {
    importRows,
    jobs,
    /** Resolves once every background analysis queued so far is done (the tests wait for it). */
    settled: () => jobs.settled(),

    /** POST /auth/me/import/leetcode: the history file's rows. */
    importFile: (session: Session, history: Schemas['LeetCodeHistory']): Promise<Result> => importRows(session.user, history.site, history.submissions),

    /** Interrupted jobs go on (at start); stopped with their place kept (at shutdown). */
    resume: () => jobs.resumeInterrupted(),
    close: () => jobs.close(),
  };
}

export type LeetCodeHistory = ReturnType<typeof createLeetCodeHistory>;
