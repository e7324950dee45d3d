// The built-in study lists (issue 27 item 3): Hot 100, 面试经典 150, LeetCode 75, Blind 75, NeetCode 150, as
// membership data only: each problem by its LeetCode number and slug, in the list's order (reference/study-lists.json;
// no statement is copied). Written into the database at every start, only when a list changed.
import { readFileSync } from 'node:fs';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/connection.ts';
import { studyListItems, studyLists } from '../db/schema.ts';
import { LIMITS, SLUG_PATTERN } from './leetcode/mapping.ts';

export interface ListProblem {
  frontendId: number;
  slug: string;
}
export interface BuiltinList {
  key: string;
  name: { zh: string; en: string };
  problems: ListProblem[];
}

/** `"1 two-sum"`: a LeetCode number and slug. */
const entry = z
  .string()
  .regex(/^[1-9]\d{0,5} [a-z0-9]+(-[a-z0-9]+)*$/)
  .transform((text) => {
    const [number, slug] = text.split(' ') as [string, string];
    return { frontendId: Number(number), slug };
  })
  .refine((p) => p.frontendId <= LIMITS.frontendId && p.slug.length <= LIMITS.slug && SLUG_PATTERN.test(p.slug));
const file = z.array(
  z
    .object({
      key: z.string().regex(SLUG_PATTERN),
      name: z.object({ zh: z.string().min(1).max(100), en: z.string().min(1).max(100) }).strict(),
      problems: z
        .array(entry)
        .min(1)
        .max(500)
        .refine((ps) => new Set(ps.map((p) => p.slug)).size === ps.length, 'must not repeat a problem'),
    })
    .strict(),
);

const DEFAULT_FILE = new URL('./reference/study-lists.json', import.meta.url);

export function loadBuiltinLists(path: URL = DEFAULT_FILE): BuiltinList[] {
  const parsed = file.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path.pathname}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

let shippedOrder: string[] | undefined;
/** The built-in lists' keys in the file's order, the order the app shows them in. */
export function builtinOrder(): string[] {
  return (shippedOrder ??= loadBuiltinLists().map((list) => list.key));
}

/** A list's problems as they are stored (position from 1). */
export async function replaceListItems(tx: Tx, listId: string, problems: readonly ListProblem[]): Promise<void> {
  await tx.delete(studyListItems).where(eq(studyListItems.listId, listId));
  if (problems.length) await tx.insert(studyListItems).values(problems.map((p, i) => ({ listId, position: i + 1, frontendId: p.frontendId, slug: p.slug })));
}

const sameProblems = (a: readonly ListProblem[], b: readonly ListProblem[]) => a.length === b.length && a.every((p, i) => p.frontendId === b[i]!.frontendId && p.slug === b[i]!.slug);

/** At every start: adds the built-in lists the database lacks and rewrites those whose file changed. */
export async function writeBuiltinLists(db: Db, now: Date, lists: readonly BuiltinList[] = loadBuiltinLists()): Promise<void> {
  const stored = await db.select().from(studyLists).where(isNotNull(studyLists.builtinKey));
  const items = await db
    .select({ listId: studyListItems.listId, frontendId: studyListItems.frontendId, slug: studyListItems.slug })
    .from(studyListItems)
    .innerJoin(studyLists, and(eq(studyLists.id, studyListItems.listId), isNotNull(studyLists.builtinKey)))
    .orderBy(asc(studyListItems.listId), asc(studyListItems.position));
  for (const list of lists) {
    const row = stored.find((s) => s.builtinKey === list.key);
    const current = items.filter((i) => i.listId === row?.id);
    if (row && row.nameZh === list.name.zh && row.nameEn === list.name.en && sameProblems(current, list.problems)) continue;
    await db.transaction(async (tx) => {
      // Processes starting together write one list at a time (their deletes and inserts would cross otherwise).
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`study-list:${list.key}`}))`);
      // Another process starting at the same time may have written it first: the upsert keeps one row per key.
      const [saved] = await tx
        .insert(studyLists)
        .values({ builtinKey: list.key, nameZh: list.name.zh, nameEn: list.name.en, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: studyLists.builtinKey, set: { nameZh: list.name.zh, nameEn: list.name.en, updatedAt: now } })
        .returning({ id: studyLists.id });
      await replaceListItems(tx, saved!.id, list.problems);
    });
  }
}
