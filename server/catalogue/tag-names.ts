// LeetCode's topic tags in both languages (issue 27 item 4). Problems name their tags in English (the filters and
// URLs use those names); the app shows them in Chinese through this table. The starter's table
// (reference/tag-names.json: leetcode.cn's own names, keyed by LeetCode's tag slug) fills what the sync has not
// written; the sync writes what the site says, and leetcode.com, which has no Chinese names, keeps the ones there.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/connection.ts';
import { tagNames } from '../db/schema.ts';
import { LIMITS, SLUG_PATTERN } from './leetcode/mapping.ts';

export interface TagName {
  slug: string;
  en: string;
  /** null when the source has no Chinese name (leetcode.com). */
  zh: string | null;
}

const name = z.string().trim().min(1).max(LIMITS.tag);
const file = z.record(z.string().regex(SLUG_PATTERN).max(LIMITS.tag), z.object({ en: name, zh: name }).strict());

const DEFAULT_FILE = new URL('./reference/tag-names.json', import.meta.url);

/** The starter's tag names (read and checked once per call; a bad file throws, naming the field). */
export function loadStarterTagNames(path: URL = DEFAULT_FILE): TagName[] {
  const parsed = file.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path.pathname}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return Object.entries(parsed.data).map(([slug, names]) => ({ slug, en: names.en, zh: names.zh }));
}

/** Only the rows that change are written, so a start with nothing new writes nothing. */
async function upsert(db: Db | Tx, names: readonly TagName[], mode: 'fill' | 'source'): Promise<void> {
  const unique = [...new Map(names.map((tag) => [tag.slug, tag])).values()];
  if (unique.length === 0) return;
  await db
    .insert(tagNames)
    .values(unique.map((tag) => ({ slug: tag.slug, nameEn: tag.en, nameZh: tag.zh })))
    .onConflictDoUpdate({
      target: tagNames.slug,
      set:
        mode === 'source'
          ? // The site's names win; a site without Chinese names keeps the ones there.
            { nameEn: sql`excluded.name_en`, nameZh: sql`coalesce(excluded.name_zh, ${tagNames.nameZh})` }
          : // The starter only fills a Chinese name nobody has written.
            { nameZh: sql`coalesce(${tagNames.nameZh}, excluded.name_zh)` },
      setWhere:
        mode === 'source'
          ? sql`${tagNames.nameEn} is distinct from excluded.name_en or (excluded.name_zh is not null and ${tagNames.nameZh} is distinct from excluded.name_zh)`
          : sql`${tagNames.nameZh} is null and excluded.name_zh is not null`,
    });
}

/** At every start: the starter's names where the table has none. */
export function writeStarterTagNames(db: Db, names: readonly TagName[] = loadStarterTagNames()): Promise<void> {
  return upsert(db, names, 'fill');
}

/** From a page of the LeetCode sync, in its transaction. */
export function writeSyncedTagNames(tx: Tx, names: readonly TagName[]): Promise<void> {
  return upsert(tx, names.filter((tag) => SLUG_PATTERN.test(tag.slug) && tag.slug.length <= LIMITS.tag && tag.en.trim().length > 0 && tag.en.length <= LIMITS.tag).map((tag) => ({ ...tag, zh: tag.zh && tag.zh.length <= LIMITS.tag ? tag.zh : null })), 'source');
}

/** Every tag the app knows by name, for GET /problems/tags. */
export async function readTagNames(db: Db): Promise<Array<{ slug: string; name: { zh: string; en: string } }>> {
  const rows = await db.select().from(tagNames).orderBy(tagNames.slug);
  return rows.map((row) => ({ slug: row.slug, name: { en: row.nameEn, zh: row.nameZh ?? row.nameEn } }));
}
