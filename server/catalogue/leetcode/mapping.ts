// From LeetCode's words to the catalogue's: difficulty, acceptance rate, tags, the primary category, and the
// hashes that let a re-run of the sync tell what changed without writing anything.
import { createHash } from 'node:crypto';
import type { PROBLEM_CATEGORIES } from '../starter.ts';

export type Category = (typeof PROBLEM_CATEGORIES)[number];
export type Difficulty = 'Easy' | 'Medium' | 'Hard';

/** A problem as LeetCode's list shows it, the same for both sites once parsed (queries.ts). */
export interface RemoteEntry {
  /** LeetCode's number; null when it is not a plain number (leetcode.cn's "LCP 01", "剑指 Offer 03", "面试题 01.01"). */
  frontendId: number | null;
  /** The number as LeetCode wrote it, for messages. */
  rawId: string;
  slug: string;
  title: { zh: string; en: string };
  difficulty: Difficulty;
  /** Percent of accepted submissions, one decimal. */
  acceptanceRate: number;
  paidOnly: boolean;
  /** In LeetCode's order; `name` is the English name on both sites, `nameZh` leetcode.cn's (null on .com). */
  tags: Array<{ name: string; slug: string; nameZh?: string | null }>;
}

/** A statement as LeetCode sends it (HTML, stored as sent; the client sanitises it). */
export interface RemoteStatement {
  zh: string;
  en: string;
}

/** The contract's limits (ProblemSummary.yaml, LocalizedText.yaml, LocalizedHtml.yaml). */
export const LIMITS = { tags: 20, tag: 50, title: 300, statement: 100_000, frontendId: 100_000, slug: 200 } as const;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** leetcode.com says `Easy`, leetcode.cn `EASY`. */
export function mapDifficulty(value: string): Difficulty | undefined {
  switch (value.toUpperCase()) {
    case 'EASY':
      return 'Easy';
    case 'MEDIUM':
      return 'Medium';
    case 'HARD':
      return 'Hard';
    default:
      return undefined;
  }
}

/** leetcode.com sends a percent (55.23456), leetcode.cn a fraction (0.5523456): both become 55.2. */
export function mapAcceptance(value: number, unit: 'percent' | 'fraction'): number {
  const percent = unit === 'fraction' ? value * 100 : value;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/** The English tag names the catalogue keeps (at most 20, each at most 50 characters, no repeats). */
export function mapTags(tags: RemoteEntry['tags']): string[] {
  const names = tags.map((tag) => tag.name.trim()).filter((name) => name.length > 0 && name.length <= LIMITS.tag);
  return [...new Set(names)].slice(0, LIMITS.tags);
}

/**
 * The primary category, from the tags' slugs: the first rule below whose slugs the problem has wins, and a
 * problem none of them matches (Database, Shell, Concurrency…) is an `array` problem. The most specific
 * technique comes first: what a learner has to build (design), then search shapes (backtracking), the
 * techniques named by a window or a monotonic queue, graphs and trees (a depth- or breadth-first search counts
 * as a graph search only when no tree is tagged), the data structures a solution rests on, then the general
 * techniques, and the data types last. A greedy solution is named before dynamic programming, which LeetCode
 * tags on many problems that a greedy pass solves. On the 60 hand-classified problems of the starter catalogue
 * this rule agrees with the hand-chosen category on 48 (the test keeps it at 45 or more); a problem of the
 * starter catalogue keeps its hand-chosen category anyway.
 */
export const CATEGORY_RULES: ReadonlyArray<readonly [Category, readonly string[]]> = [
  ['design', ['design', 'iterator', 'data-stream']],
  ['backtracking', ['backtracking']],
  ['queue', ['monotonic-queue']],
  ['sliding_window', ['sliding-window']],
  ['graph', ['graph', 'topological-sort', 'union-find', 'shortest-path', 'minimum-spanning-tree', 'eulerian-circuit', 'strongly-connected-component', 'biconnected-component']],
  ['tree', ['tree', 'binary-tree', 'binary-search-tree', 'trie', 'segment-tree', 'binary-indexed-tree']],
  ['linked_list', ['linked-list', 'doubly-linked-list']],
  ['heap', ['heap-priority-queue']],
  ['greedy', ['greedy']],
  ['dynamic_programming', ['dynamic-programming', 'memoization']],
  ['graph', ['breadth-first-search', 'depth-first-search']],
  ['binary_search', ['binary-search']],
  ['stack', ['monotonic-stack', 'stack']],
  ['queue', ['queue']],
  ['string', ['string-matching', 'rolling-hash', 'suffix-array']],
  ['two_pointers', ['two-pointers']],
  ['bit_manipulation', ['bit-manipulation', 'bitmask']],
  ['hash_table', ['hash-table', 'hash-function', 'counting']],
  ['sorting', ['sorting', 'merge-sort', 'quickselect', 'counting-sort', 'bucket-sort', 'radix-sort']],
  ['math', ['math', 'number-theory', 'combinatorics', 'geometry', 'probability-and-statistics', 'game-theory', 'brainteaser']],
  ['string', ['string']],
  ['array', ['array', 'matrix', 'prefix-sum']],
];
export const DEFAULT_CATEGORY: Category = 'array';

export function categoryFromTags(tagSlugs: readonly string[]): Category {
  const have = new Set(tagSlugs);
  for (const [category, slugs] of CATEGORY_RULES) if (slugs.some((slug) => have.has(slug))) return category;
  return DEFAULT_CATEGORY;
}

/** `Heap (Priority Queue)` → `heap-priority-queue`: LeetCode's slug for an English tag name (for names without a slug). */
export function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Bump when the mapping changes, so that the next run rewrites every problem with the new rules. */
const MAPPING_VERSION = 'lc1';

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/**
 * What the list says about a problem, except its acceptance rate (which moves with every submission and is
 * compared on its own): when this hash is the one stored, the statement is not fetched again.
 */
export function listHash(entry: RemoteEntry): string {
  return sha([MAPPING_VERSION, entry.frontendId, entry.slug, entry.title.zh, entry.title.en, entry.difficulty, entry.paidOnly, entry.tags.map((t) => [t.slug, t.name])]);
}

/** `problems.source_hash` of a synced problem: the list entry's hash, then the statement's. */
export function sourceHash(entry: RemoteEntry, statement: RemoteStatement): string {
  return `${listHash(entry)}.${sha([statement.zh, statement.en])}`;
}

/** Whether a stored hash was written for this list entry (then only the acceptance rate may have changed). */
export function sameListEntry(stored: string | null, entry: RemoteEntry): boolean {
  return stored !== null && stored.startsWith(`${listHash(entry)}.`);
}
