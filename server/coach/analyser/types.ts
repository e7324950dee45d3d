/** Public types of the code analyser (see index.ts). */

export type ComplexityClass = 'O(1)' | 'O(log n)' | 'O(n)' | 'O(n log n)' | 'O(n^2)' | 'O(n^3)' | 'O(2^n)';

export type AnalysedLanguage = 'python' | 'java' | 'cpp' | 'javascript' | 'typescript' | 'go' | 'rust' | 'csharp' | 'kotlin' | 'swift';

/**
 * Recognised patterns that feedback and optimisation texts are written from (texts live elsewhere, in zh and en).
 * - nested_scan: an inner loop over a collection, inside a loop over a collection, that compares an element reached
 *   through the outer loop with a different element reached through the inner one (`nums[i] + nums[j] == target`,
 *   `a[i] == b[j]`) — a hash set/map of one side answers it in O(1). Reported on the inner loop; detail: outerLine,
 *   comparisonLine.
 * - sort_in_loop: a sort call inside a loop. Detail: name, call.
 * - recursion_without_memo: a function that calls itself two or more times per call on overlapping arguments
 *   (`f(n - 1) + f(n - 2)`, `dfs(i + 1, j) + dfs(i, j + 1)`) and keeps no memo; not backtracking, not a tree walk.
 *   Reported on the function; detail: name, branches, callLine.
 * - string_concat_in_loop: `s += …` / `s = s + …` on an immutable string inside a loop (C++: only `s = s + …`).
 * - list_membership_in_loop: `x in list`, `list.contains(x)`, `arr.includes(x)` on a list inside a loop.
 * - pop_front_in_loop: removing the first element of an array/list inside a loop (`pop(0)`, `shift()`,
 *   `remove(0)`, `erase(begin())`); not for deques.
 * - insert_front_in_loop: inserting at the front of an array/list inside a loop (`insert(0, x)`, `unshift`).
 * - slice_copy_in_loop: copying a slice/substring of non-constant length inside a loop (not Go, whose slices are
 *   views).
 * - linear_search_in_loop: `index()`/`indexOf`/`count()`/`max()`/`min()`/`sum()` over a whole collection in a loop.
 * - deep_nesting: control flow nested more than 4 levels (else-if chains do not nest). Detail: depth.
 * - long_function: a function longer than 60 lines. Detail: name, lines.
 * - unclear_names: names the author chose that say nothing — placeholders (`tmp`, `foo`, `data`) or single letters
 *   beyond the conventional ones (i, j, k, n, m, x, y, l, r, u, v, a, b, c, s, t…); a problem's own parameter
 *   names are not counted. Detail: names (comma-separated), count.
 */
export type FindingKind =
  | 'nested_scan'
  | 'sort_in_loop'
  | 'recursion_without_memo'
  | 'string_concat_in_loop'
  | 'list_membership_in_loop'
  | 'pop_front_in_loop'
  | 'insert_front_in_loop'
  | 'slice_copy_in_loop'
  | 'linear_search_in_loop'
  | 'deep_nesting'
  | 'long_function'
  | 'unclear_names';

export interface Finding {
  kind: FindingKind;
  /** 1-based line where it is seen. */
  line: number;
  endLine?: number;
  /** Structured facts only (names, depths, counts): no prose. */
  detail?: Record<string, string | number>;
}

/** A technique the code uses, named as the contract's AlgorithmPattern (see techniques.ts for what each means). */
export type TechniqueKind =
  | 'hash_map'
  | 'two_pointers'
  | 'sliding_window'
  | 'binary_search'
  | 'dfs'
  | 'bfs'
  | 'dynamic_programming'
  | 'greedy'
  | 'stack'
  | 'heap'
  | 'sorting'
  | 'recursion';

export interface Technique {
  kind: TechniqueKind;
  /** 1-based line where it is first seen. */
  line: number;
}

export interface Evidence {
  kind: string;
  line: number;
  detail?: Record<string, string | number | boolean>;
}

export interface Readability {
  maxNesting: number;
  longestFunctionLines: number;
  functionCount: number;
  lines: number;
  unclearNames: string[];
}

export interface CodeAnalysis {
  language: AnalysedLanguage;
  time: ComplexityClass;
  space: ComplexityClass;
  /** Why, as structured facts — the evidence the coach's feedback cites with line numbers. */
  evidence: Evidence[];
  findings: Finding[];
  /** Techniques the code uses, each once, at the first line it is seen on. */
  techniques: Technique[];
  readability: Readability;
  /** false when the parser reported syntax errors (the answer is then a best effort). */
  parsedCleanly: boolean;
}
