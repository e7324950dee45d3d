/** Public types of the code analyser (see index.ts). */

export type ComplexityClass = 'O(1)' | 'O(log n)' | 'O(n)' | 'O(n log n)' | 'O(n^2)' | 'O(n^3)' | 'O(2^n)';

export type AnalysedLanguage = 'python' | 'java' | 'cpp' | 'javascript' | 'typescript' | 'go';

/**
 * Recognised patterns that feedback and optimisation texts are written from (texts live elsewhere, in zh and en).
 * - nested_scan: a loop over a collection inside a loop over (the same or another) collection, only comparing
 *   elements, where a hash map/set of one side would answer the inner question in O(1).
 * - sort_in_loop: a sort call inside a loop.
 * - recursion_without_memo: a function that calls itself two or more times per call with overlapping arguments
 *   (e.g. `f(n - 1) + f(n - 2)`) and keeps no memo.
 * - string_concat_in_loop: `s += …` / `s = s + …` on a string inside a loop (quadratic in languages with immutable
 *   strings).
 * - list_membership_in_loop: `x in list` / `list.contains(x)` / `includes` / `std::find` on a list inside a loop.
 * - pop_front_in_loop: removing the first element of an array/list inside a loop (`pop(0)`, `shift()`,
 *   `remove(0)`, `erase(begin())`, `q = q[1:]` is fine in Go and is not reported).
 * - insert_front_in_loop: inserting at the front of an array/list inside a loop (`insert(0, x)`, `unshift`).
 * - slice_copy_in_loop: copying a slice/substring of a non-constant length inside a loop.
 * - linear_search_in_loop: `index()`/`indexOf`/`count()`/`max()`/`min()`/`sum()` over a whole collection inside a loop.
 * - deep_nesting: control-flow nesting deeper than 4 levels.
 * - long_function: a function longer than 60 lines.
 * - unclear_names: single-letter or meaningless names outside the conventional ones (i, j, k, n, m, x…).
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
  readability: Readability;
  /** false when the parser reported syntax errors (the answer is then a best effort). */
  parsedCleanly: boolean;
}
