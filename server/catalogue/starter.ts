// The starter problem catalogue shipped with the project (server/catalogue/starter/*.json), so that a fresh
// install has problems to practise without reaching LeetCode. Each file is one problem written in the project's
// own words in both languages; its LeetCode number and slug let a later sync merge instead of duplicating.
//
// The files are read once at start-up, synchronously, and checked against the contract's rules; a bad file
// stops the start with an error naming the file and the field.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** openapi/components/schemas/ProblemCategory.yaml */
export const PROBLEM_CATEGORIES = [
  'array',
  'string',
  'hash_table',
  'linked_list',
  'stack',
  'queue',
  'two_pointers',
  'sliding_window',
  'binary_search',
  'sorting',
  'tree',
  'graph',
  'heap',
  'dynamic_programming',
  'greedy',
  'backtracking',
  'math',
  'bit_manipulation',
  'design',
] as const;

/** openapi/components/schemas/Difficulty.yaml */
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;

/**
 * The growth classes a reference complexity is mapped to: every size variable counts as n (O(m*n) is O(n^2),
 * O(n log k) is O(n log n)), alphabet sizes and other small constants are constants, any exponential or
 * factorial growth is O(2^n), and design problems are classed by the cost of one operation.
 */
export const COMPLEXITY_CLASSES = ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n^2)', 'O(n^3)', 'O(2^n)'] as const;

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** openapi/components/schemas/Complexity.yaml */
const complexity = z
  .string()
  .max(60)
  .regex(/^O\(.+\)$/, 'must be Big-O notation such as O(n log n)');

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** LocalizedText.yaml: a short text in both interface languages. */
const localizedText = z.strictObject({ zh: text(300), en: text(300) });

/** LocalizedHtml.yaml: rich text in both languages (sanitised by the client before it is shown). */
const localizedHtml = z.strictObject({ zh: text(100_000), en: text(100_000) });

/** Hint.yaml: plain text of at most 4000 characters, one per level. */
const hint = z.strictObject({ zh: text(4000), en: text(4000) });

export const starterProblemSchema = z.strictObject({
  frontend_id: z.number().int().min(1).max(100_000),
  slug: z.string().max(200).regex(SLUG_PATTERN, 'must be lowercase words joined by single hyphens'),
  title: localizedText,
  difficulty: z.enum(DIFFICULTIES),
  category: z.enum(PROBLEM_CATEGORIES),
  tags: z
    .array(z.string().trim().min(1).max(50))
    .max(20)
    .refine((tags) => new Set(tags).size === tags.length, 'must not repeat a tag'),
  acceptance_rate: z.number().min(0).max(100),
  frequency: z.number().min(0).max(100),
  complexity: z.strictObject({
    time: complexity,
    space: complexity,
    time_class: z.enum(COMPLEXITY_CLASSES),
    space_class: z.enum(COMPLEXITY_CLASSES),
  }),
  description: localizedHtml,
  hints: z.tuple([hint, hint, hint]),
});

export type StarterProblem = z.infer<typeof starterProblemSchema>;

/** A starter file that cannot be used; `file` is its name in the folder, `field` the path of the bad value. */
export class StarterCatalogueError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Starter catalogue: ${file}: ${field === '' ? '' : `field "${field}": `}${detail}`);
    this.name = 'StarterCatalogueError';
  }
}

const DEFAULT_DIR = new URL('./starter/', import.meta.url);

/** `hints[2].en` from zod's path `['hints', 2, 'en']`. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out === '' ? String(key) : `${out}.${String(key)}`), '');
}

function parseFile(dir: string, file: string): StarterProblem {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch (error) {
    throw new StarterCatalogueError(file, '', `not readable JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const result = starterProblemSchema.safeParse(raw);
  if (!result.success) {
    const [first] = result.error.issues;
    const more = result.error.issues.length - 1;
    throw new StarterCatalogueError(
      file,
      fieldPath(first?.path ?? []),
      `${first?.message ?? 'invalid'}${more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} in this file)` : ''}`,
    );
  }
  const problem = result.data;
  const expected = `${String(problem.frontend_id).padStart(4, '0')}-${problem.slug}.json`;
  if (file !== expected) {
    throw new StarterCatalogueError(file, 'slug', `the file of problem ${problem.frontend_id} (${problem.slug}) must be named ${expected}`);
  }
  return problem;
}

/**
 * Reads and checks every `*.json` file of the starter folder (by default server/catalogue/starter/) and returns
 * the problems sorted by LeetCode number. Throws a StarterCatalogueError naming the file and the field for the
 * first bad file, and for a number or slug used by two files.
 */
export function loadStarterCatalogue(dir: string | URL = DEFAULT_DIR): StarterProblem[] {
  const path = typeof dir === 'string' ? dir : fileURLToPath(dir);
  const files = readdirSync(path)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const byId = new Map<number, string>();
  const bySlug = new Map<string, string>();
  const problems: StarterProblem[] = [];
  for (const file of files) {
    const problem = parseFile(path, file);
    const sameId = byId.get(problem.frontend_id);
    if (sameId !== undefined) {
      throw new StarterCatalogueError(file, 'frontend_id', `${problem.frontend_id} is already used by ${sameId}`);
    }
    const sameSlug = bySlug.get(problem.slug);
    if (sameSlug !== undefined) {
      throw new StarterCatalogueError(file, 'slug', `"${problem.slug}" is already used by ${sameSlug}`);
    }
    byId.set(problem.frontend_id, file);
    bySlug.set(problem.slug, file);
    problems.push(problem);
  }
  return problems.sort((a, b) => a.frontend_id - b.frontend_id);
}
