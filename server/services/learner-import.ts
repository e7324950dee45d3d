// Merging a LearnerExport into the caller's data (POST /auth/me/import, and its preview). Rows are recognised by
// keys that hold across installs, never by this install's ids: a problem by its slug, a submission by its origin
// and time, a problem's state and a note by their problem, a plan by its date. So a file imported twice adds
// nothing the second time, and a file moved back to the install it came from adds nothing either. The preview runs
// the same reading and counting and writes nothing; the import writes it all in one transaction, or nothing.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { analyses, planItems, plans, problemNotes, problems, submissionReviews, submissions, userProblems, users } from '../db/schema.ts';
import { ApiProblem } from '../errors.ts';
import type { Session } from './accounts.ts';
import type { ServiceContext } from './context.ts';
import { EXPORT_VERSION, type LearnerExport } from './learner-export.ts';
import { nextCard, recountSubmissions } from './learner-state.ts';
import { ratingOfScore } from './review-rating.ts';
import { codeHash } from './submissions.ts';
import { isTimeZone } from './calendar.ts';
import { mergeInterviews, mergeStudyGoal } from './learner-import-sections.ts';

type Kind = Schemas['ImportSummary']['sections'][number]['kind'];
type Counts = Schemas['ImportSummary']['sections'][number];
const MISSING_LISTED = 50;
/** Rows per INSERT: well under Postgres's 65,535 parameters for the widest row. */
const CHUNK = 200;

const time = (value: string | undefined | null) => (value ? new Date(value).getTime() : undefined);
const minDate = (a: Date | null, b: Date | null) => (a && b ? (a <= b ? a : b) : (a ?? b));

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The session here a submission was made in (none when the file's session was skipped), and its seconds there. */
function interviewLink(interview: Schemas['ExportSubmission']['interview'], interviewAt: Map<number, string>) {
  const sessionId = interview ? interviewAt.get(new Date(interview.started_at).getTime()) : undefined;
  return sessionId ? { interviewSessionId: sessionId, interviewSeconds: interview!.seconds } : {};
}

export function createLearnerImport(ctx: ServiceContext) {
  /** Reads what the caller has and works out every write; `apply` makes them (inside the caller's transaction). */
  async function merge(tx: Tx, session: Session, doc: LearnerExport, apply: boolean): Promise<Schemas['ImportSummary']> {
    if (doc.version > EXPORT_VERSION) throw new ApiProblem(400, 'export_version_unsupported');
    const userId = session.user.id;
    const counts = new Map<Kind, Counts>();
    const count = (kind: Kind, what: 'added' | 'updated' | 'unchanged' | 'skipped', n = 1) => {
      const row = counts.get(kind) ?? { kind, added: 0, updated: 0, unchanged: 0, skipped: 0 };
      row[what] += n;
      counts.set(kind, row);
    };

    // The problems the file names, found here by slug (the number LeetCode shows as a second key).
    const keys = [
      ...(doc.submissions ?? []).map((s) => s.problem),
      ...(doc.problem_states ?? []).map((s) => s.problem),
      ...(doc.plans ?? []).flatMap((p) => p.items.map((i) => i.problem)),
      ...(doc.notes ?? []).map((n) => n.problem),
      ...(doc.interviews ?? []).flatMap((i) => i.problems),
    ];
    const slugs = [...new Set(keys.map((k) => k.slug))];
    const numbers = [...new Set(keys.flatMap((k) => (k.frontend_id ? [k.frontend_id] : [])))];
    const found = slugs.length
      ? await tx
          .select({ id: problems.id, slug: problems.slug, frontendId: problems.frontendId })
          .from(problems)
          .where(or(inArray(problems.slug, slugs), numbers.length ? inArray(problems.frontendId, numbers) : undefined))
      : [];
    const bySlug = new Map(found.map((p) => [p.slug, p.id]));
    const byNumber = new Map(found.map((p) => [p.frontendId, p.id]));
    const missing = new Set<string>();
    const problemOf = (key: Schemas['ExportProblemKey']): string | undefined => {
      const id = bySlug.get(key.slug) ?? (key.frontend_id ? byNumber.get(key.frontend_id) : undefined);
      if (!id) missing.add(key.slug);
      return id;
    };

    // --- profile: its settings replace the caller's (those the file leaves out keep their value).
    if (doc.profile) {
      const profile = doc.profile;
      const changes = Object.fromEntries(Object.entries(profile.preferences ?? {}).filter(([key, value]) => value !== undefined && !(key === 'timezone' && !isTimeZone(value as string))));
      const preferences = { ...session.user.preferences, ...changes };
      const next = {
        language: profile.language ?? profile.preferences?.language ?? session.user.language,
        learningGoal: profile.learning_goal ?? session.user.learningGoal,
        dailyStudyTime: profile.daily_study_time ?? session.user.dailyStudyTime,
        preferences,
      };
      const same =
        next.language === session.user.language &&
        next.learningGoal === session.user.learningGoal &&
        next.dailyStudyTime === session.user.dailyStudyTime &&
        Object.entries(changes).every(([key, value]) => session.user.preferences?.[key] === value);
      count('profile', same ? 'unchanged' : 'updated');
      if (apply && !same) await tx.update(users).set(next).where(eq(users.id, userId));
    }

    // --- interview sessions first: the submissions made in one name it by its start.
    const interviewAt = await mergeInterviews(tx, userId, doc.interviews, count, problemOf, apply);

    // --- submissions, each with the analysis it was submitted with.
    const touched = new Set<string>();
    if (doc.submissions) {
      const have = await tx
        .select({ id: submissions.id, origin: submissions.origin, at: submissions.submittedAt })
        .from(submissions)
        .where(eq(submissions.userId, userId));
      const seen = new Set(have.map((s) => `${s.origin ?? s.id}|${s.at.getTime()}`));
      const rows: Array<{
        analysis: typeof analyses.$inferInsert;
        submission: Omit<typeof submissions.$inferInsert, 'analysisId'>;
        review: Omit<typeof submissionReviews.$inferInsert, 'submissionId'> | null;
      }> = [];
      for (const s of doc.submissions) {
        const problemId = problemOf(s.problem);
        if (!problemId) {
          count('submissions', 'skipped');
          continue;
        }
        const key = `${s.origin}|${time(s.submitted_at)}`;
        if (seen.has(key)) {
          count('submissions', 'unchanged');
          continue;
        }
        seen.add(key);
        count('submissions', 'added');
        touched.add(problemId);
        const at = new Date(s.submitted_at);
        const analysed = {
          userId,
          problemId,
          language: s.language,
          score: s.score,
          timeComplexity: s.time_complexity,
          spaceComplexity: s.space_complexity,
          feedback: s.feedback,
          optimizationSuggestions: s.optimization_suggestions,
          estimate: s.estimate ?? { precision: 'full' as const },
          complexityClaims: s.complexity_claims ?? [],
          patterns: s.patterns ?? [],
          issues: s.issues ?? [],
        };
        rows.push({
          analysis: { ...analysed, codeHash: codeHash(s.code), provider: s.provider ?? 'embedded', createdAt: at },
          submission: {
            ...analysed,
            code: s.code,
            submittedAt: at,
            origin: s.origin,
            importedFrom: s.imported_from ?? null,
            ...interviewLink(s.interview, interviewAt),
          },
          review: s.review
            ? {
                hintLevel: s.review.hint_level,
                minutesUsed: s.review.minutes_used,
                minutesAllowed: s.review.minutes_allowed,
                interview: s.review.interview,
                presetRating: s.review.preset_rating,
                rating: s.review.rating,
                nextReviewAt: new Date(s.review.next_review_at),
                cardBefore: (s.review_card_before as unknown as Record<string, unknown> | undefined) ?? null,
              }
            : null,
        });
      }
      if (apply) {
        await inChunks(rows, async (chunk) => {
          const made = await tx
            .insert(analyses)
            .values(chunk.map((r) => r.analysis))
            .returning({ id: analyses.id });
          const stored = await tx
            .insert(submissions)
            .values(chunk.map((r, i) => ({ ...r.submission, analysisId: made[i]!.id })))
            .onConflictDoNothing()
            .returning({ id: submissions.id, analysisId: submissions.analysisId });
          // Each stored submission's review, found by the analysis made for it (one each, in this chunk).
          const reviewOf = new Map(chunk.map((r, i) => [made[i]!.id, r.review]));
          const reviews = stored.flatMap(({ id, analysisId }) => {
            const review = reviewOf.get(analysisId);
            return review ? [{ ...review, submissionId: id }] : [];
          });
          if (reviews.length) await tx.insert(submissionReviews).values(reviews);
        });
      }
    }

    // --- problem states and their review cards: merged forward (solved stays solved, the earlier dates, the card
    // reviewed last), so an import never takes a learner's progress back.
    const stateOf = new Map(
      (await tx.select().from(userProblems).where(eq(userProblems.userId, userId))).map((row) => [row.problemId, row]),
    );
    const statesInFile = new Set<string>();
    for (const state of doc.problem_states ?? []) {
      const problemId = problemOf(state.problem);
      if (!problemId || statesInFile.has(problemId)) {
        count('problem_states', problemId ? 'unchanged' : 'skipped');
        continue;
      }
      statesInFile.add(problemId);
      const mine = stateOf.get(problemId);
      const fileCard = state.card ? (state.card as unknown as Record<string, unknown>) : null;
      const solvedAt = state.solved_at ? new Date(state.solved_at) : null;
      const firstAttemptedAt = new Date(state.first_attempted_at);
      if (!mine) {
        count('problem_states', 'added');
        if (apply) {
          await tx.insert(userProblems).values({
            userId,
            problemId,
            status: state.status,
            firstAttemptedAt,
            solvedAt,
            card: fileCard,
            reviewDue: state.card ? new Date(state.card.due) : null,
          });
        }
        continue;
      }
      const lastReview = (card: Record<string, unknown> | null | undefined) => (typeof card?.last_review === 'string' ? new Date(card.last_review).getTime() : -Infinity);
      const takeFileCard = fileCard !== null && (mine.card === null || lastReview(fileCard) > lastReview(mine.card));
      const merged = {
        status: mine.status === 'solved' || state.status === 'solved' ? ('solved' as const) : ('attempted' as const),
        firstAttemptedAt: minDate(mine.firstAttemptedAt, firstAttemptedAt)!,
        solvedAt: minDate(mine.solvedAt, solvedAt),
        ...(takeFileCard ? { card: fileCard, reviewDue: new Date(state.card!.due) } : {}),
      };
      const same =
        merged.status === mine.status && merged.firstAttemptedAt.getTime() === mine.firstAttemptedAt.getTime() && time(merged.solvedAt?.toISOString()) === time(mine.solvedAt?.toISOString()) && !takeFileCard;
      count('problem_states', same ? 'unchanged' : 'updated');
      if (apply && !same) await tx.update(userProblems).set(merged).where(and(eq(userProblems.userId, userId), eq(userProblems.problemId, problemId)));
    }

    if (apply && touched.size) {
      // A problem with imported submissions but no state here nor in the file: solved, its card scheduled from its
      // submissions in order (as if they had been made here, rated from the score alone: how they went is not known).
      for (const problemId of touched) {
        if (!stateOf.has(problemId) && !statesInFile.has(problemId)) {
          const made = await tx
            .select({ score: submissions.score, at: submissions.submittedAt })
            .from(submissions)
            .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
            .orderBy(submissions.submittedAt);
          let card: Record<string, unknown> | null = null;
          let due: Date | null = null;
          for (const s of made) ({ card, due } = nextCard(card, ratingOfScore(s.score), s.at));
          await tx
            .insert(userProblems)
            .values({ userId, problemId, status: 'solved', firstAttemptedAt: made[0]!.at, solvedAt: made[0]!.at, card, reviewDue: due })
            .onConflictDoNothing();
        }
        // The figures (count, best, last) follow the submissions now stored.
        await recountSubmissions(tx, userId, problemId);
      }
    }

    // --- plans: one a day; a day this install already has a plan for keeps its own.
    if (doc.plans) {
      const days = new Set((await tx.select({ day: plans.targetDate }).from(plans).where(eq(plans.userId, userId))).map((p) => p.day));
      for (const plan of doc.plans) {
        if (days.has(plan.target_date)) {
          count('plans', 'unchanged');
          continue;
        }
        days.add(plan.target_date);
        const items = plan.items.flatMap((item) => {
          const problemId = problemOf(item.problem);
          return problemId ? [{ ...item, problemId }] : [];
        });
        if (plan.items.length && !items.length) {
          count('plans', 'skipped');
          continue;
        }
        count('plans', 'added');
        if (!apply) continue;
        const [made] = await tx
          .insert(plans)
          .values({ userId, targetDate: plan.target_date, mode: plan.mode, availableMinutes: plan.available_minutes, aiSummary: plan.ai_summary ?? null, createdAt: new Date(plan.created_at) })
          .onConflictDoNothing()
          .returning({ id: plans.id });
        const unique = [...new Map(items.map((i) => [i.problemId, i])).values()];
        if (made && unique.length) {
          await tx.insert(planItems).values(
            unique.map((item) => ({
              planId: made.id,
              problemId: item.problemId,
              kind: item.kind,
              position: item.position,
              completed: item.completed,
              completedAt: item.completed_at ? new Date(item.completed_at) : null,
              reason: item.reason ?? null,
            })),
          );
        }
      }
    }

    // --- notes: a note here stays unless the file's is newer.
    if (doc.notes) {
      const noteOf = new Map(
        (await tx.select().from(problemNotes).where(eq(problemNotes.userId, userId))).map((n) => [n.problemId, n]),
      );
      for (const note of doc.notes) {
        const problemId = problemOf(note.problem);
        if (!problemId) {
          count('notes', 'skipped');
          continue;
        }
        const mine = noteOf.get(problemId);
        const updatedAt = new Date(note.updated_at);
        const outcome = !mine ? 'added' : mine.text !== note.text && updatedAt > mine.updatedAt ? 'updated' : 'unchanged';
        count('notes', outcome);
        if (outcome === 'unchanged') continue;
        noteOf.set(problemId, { userId, problemId, text: note.text, updatedAt });
        if (apply) {
          await tx
            .insert(problemNotes)
            .values({ userId, problemId, text: note.text, updatedAt })
            .onConflictDoUpdate({ target: [problemNotes.userId, problemNotes.problemId], set: { text: note.text, updatedAt } });
        }
      }
    }

    await mergeStudyGoal(tx, userId, doc.study_goal, count, apply);

    return { applied: apply, sections: [...counts.values()], missing_problems: [...missing].slice(0, MISSING_LISTED) };
  }

  return {
    /** What importing `doc` would do, without writing. */
    preview: (session: Session, doc: LearnerExport) => ctx.db.transaction((tx) => merge(tx, session, doc, false)),
    /**
     * Merges `doc` in one transaction. The caller's row is locked first, so two imports of one learner run one
     * after the other (the second sees what the first added and adds nothing of it again).
     */
    async import(session: Session, doc: LearnerExport): Promise<Schemas['ImportSummary']> {
      const summary = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${session.user.id} for update`);
        return merge(tx, session, doc, true);
      });
      ctx.log.info({ user: session.user.id, sections: summary.sections }, 'learner data imported');
      return summary;
    },
  };
}

export type LearnerImport = ReturnType<typeof createLearnerImport>;
