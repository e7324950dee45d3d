// Puts the starter catalogue (server/catalogue/starter/*.json) into the database at every server start, so that
// a fresh install has problems to practise offline.
//
// - A starter problem the catalogue lacks (by slug and by LeetCode number) is added.
// - A problem that came from the starter catalogue (`source` starter) is rewritten when its file changed
//   (`source_hash` is the hash of the file's data).
// - A problem the LeetCode sync brought in (`source` leetcode) keeps LeetCode's statement, titles and figures:
//   only what the sync does not have is filled from the file (hints, the reference complexity and its classes,
//   and the interview frequency while it is unknown).
// Nothing is written when nothing changed: one query compares the hashes.
import { createHash } from 'node:crypto';
import { inArray, or, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { problems } from '../db/schema.ts';
import { loadStarterCatalogue, type StarterProblem } from './starter.ts';

export interface StarterLoadReport {
  added: number;
  /** Starter problems rewritten because their file changed. */
  updated: number;
  /** Synced problems that got hints or a reference complexity from their starter file. */
  filled: number;
  unchanged: number;
  /** Files whose slug and number belong to two different problems of the catalogue (left alone). */
  conflicts: string[];
}

/** `starter:` and the SHA-256 of the file's data (a synced problem's hash never looks like it). */
export function starterHash(problem: StarterProblem): string {
  return `starter:${createHash('sha256').update(JSON.stringify(problem)).digest('hex')}`;
}

function rowValues(problem: StarterProblem) {
  return {
    frontendId: problem.frontend_id,
    slug: problem.slug,
    titleZh: problem.title.zh,
    titleEn: problem.title.en,
    difficulty: problem.difficulty,
    category: problem.category,
    tags: problem.tags,
    acceptanceRate: problem.acceptance_rate,
    frequency: problem.frequency,
    descriptionZh: problem.description.zh,
    descriptionEn: problem.description.en,
    ...fillValues(problem),
    source: 'starter' as const,
    sourceHash: starterHash(problem),
  };
}

/** What a starter file adds to a synced problem. */
function fillValues(problem: StarterProblem) {
  return {
    hints: problem.hints,
    timeComplexity: problem.complexity.time,
    spaceComplexity: problem.complexity.space,
    timeClass: problem.complexity.time_class,
    spaceClass: problem.complexity.space_class,
  };
}

/** jsonb keeps its own key order, so hints are compared text by text. */
const sameHints = (a: Array<{ zh: string; en: string }>, b: Array<{ zh: string; en: string }>) =>
  a.length === b.length && a.every((hint, i) => hint.zh === b[i]?.zh && hint.en === b[i]?.en);

/**
 * Brings the database in line with the starter catalogue (see above). `catalogue` defaults to the files shipped
 * in server/catalogue/starter/ (read and checked once per call; a bad file throws StarterCatalogueError).
 */
export async function loadStarterIntoDatabase(db: Db, now: Date, catalogue: StarterProblem[] = loadStarterCatalogue()): Promise<StarterLoadReport> {
  const report: StarterLoadReport = { added: 0, updated: 0, filled: 0, unchanged: 0, conflicts: [] };
  if (catalogue.length === 0) return report;
  const rows = await db
    .select({
      id: problems.id,
      slug: problems.slug,
      frontendId: problems.frontendId,
      source: problems.source,
      sourceHash: problems.sourceHash,
      hints: problems.hints,
      timeComplexity: problems.timeComplexity,
      spaceComplexity: problems.spaceComplexity,
      timeClass: problems.timeClass,
      spaceClass: problems.spaceClass,
      frequency: problems.frequency,
    })
    .from(problems)
    .where(
      or(
        inArray(
          problems.slug,
          catalogue.map((p) => p.slug),
        ),
        inArray(
          problems.frontendId,
          catalogue.map((p) => p.frontend_id),
        ),
      ),
    );
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const byNumber = new Map(rows.map((row) => [row.frontendId, row]));

  type Write = { kind: 'insert'; problem: StarterProblem } | { kind: 'rewrite'; id: string; problem: StarterProblem } | { kind: 'fill'; id: string; values: Partial<typeof problems.$inferInsert> };
  const writes: Write[] = [];
  for (const problem of catalogue) {
    const sameSlug = bySlug.get(problem.slug);
    const sameNumber = byNumber.get(problem.frontend_id);
    if (sameSlug && sameNumber && sameSlug.id !== sameNumber.id) {
      report.conflicts.push(`${problem.frontend_id}-${problem.slug}`);
      continue;
    }
    const row = sameSlug ?? sameNumber;
    if (!row) {
      writes.push({ kind: 'insert', problem });
    } else if (row.source === 'starter') {
      if (row.sourceHash === starterHash(problem)) report.unchanged++;
      else writes.push({ kind: 'rewrite', id: row.id, problem });
    } else {
      // From LeetCode: its statement, titles and figures stay; the file adds what LeetCode does not give.
      const fill = fillValues(problem);
      const values: Partial<typeof problems.$inferInsert> = {};
      if (!sameHints(row.hints, fill.hints)) values.hints = fill.hints;
      for (const key of ['timeComplexity', 'spaceComplexity', 'timeClass', 'spaceClass'] as const) {
        if (row[key] !== fill[key]) values[key] = fill[key];
      }
      if (row.frequency === 0 && problem.frequency > 0) values.frequency = problem.frequency;
      if (Object.keys(values).length === 0) report.unchanged++;
      else writes.push({ kind: 'fill', id: row.id, values });
    }
  }
  if (writes.length === 0) return report;

  await db.transaction(async (tx) => {
    for (const write of writes) {
      if (write.kind === 'insert') {
        // Another process starting at the same time may have added it first.
        const inserted = await tx
          .insert(problems)
          .values({ ...rowValues(write.problem), createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning({ id: problems.id });
        if (inserted.length) report.added++;
        else report.unchanged++;
      } else if (write.kind === 'rewrite') {
        await tx
          .update(problems)
          .set({ ...rowValues(write.problem), updatedAt: now })
          .where(eq(problems.id, write.id));
        report.updated++;
      } else {
        await tx
          .update(problems)
          .set({ ...write.values, updatedAt: now })
          .where(eq(problems.id, write.id));
        report.filled++;
      }
    }
  });
  return report;
}
