/**
 * The analyser's basic public types (see index.ts). The result of an analysis, which also carries the findings and
 * techniques whose kinds the rule registries define, is in analysis.ts.
 */

export type ComplexityClass = 'O(1)' | 'O(log n)' | 'O(n)' | 'O(n log n)' | 'O(n^2)' | 'O(n^3)' | 'O(2^n)';

export type AnalysedLanguage = 'python' | 'java' | 'cpp' | 'javascript' | 'typescript' | 'go';

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

/**
 * One link in the chain of why the code costs what it costs, outermost first: the loops that multiply, the calls
 * into the code's own functions that lead on, and what does the work at the end (a loop, a library call, a
 * recursion, an allocation). A chain `[loop 5, loop 7]` reads "the loop at line 7 inside the loop at line 5".
 * Only loops whose number of iterations grows with the input are links; a loop over four directions is not.
 */
export type CostStep =
  | { kind: 'loop'; line: number }
  | { kind: 'call'; line: number; function: string }
  /** A library call or operator with a cost of its own: `operation` as the library tables name it (sort, contains, slice…). */
  | { kind: 'library'; line: number; name: string; operation: string }
  /** A function calling itself: `branches` self-calls per invocation (-1: in a loop), its shape (recursion.ts). */
  | { kind: 'recursion'; line: number; function: string; branches: number; shape: string; memoised: boolean }
  | { kind: 'allocation'; line: number };

/** Why the time is what it is: the chain that reaches the answer's class (null when nothing grows, or unknown). */
export interface TimeCause {
  steps: CostStep[];
}

/** What takes the space: the largest thing alive at once (space.ts names what it is). */
export interface SpaceCause {
  line: number;
  /** allocation, insertions, string_built, recursion_depth, memo_cache, sort_stack, temporary. */
  what: string;
  /** The variable or function it belongs to, when it has one. */
  name: string | null;
}

/**
 * A complexity the code's own comments claim (`# Time: O(n)`, `// O(n log n)`, `时间复杂度：O(n)`), read apart from
 * the code and never used to estimate (claims.ts).
 */
export interface ComplexityClaimFact {
  kind: 'time' | 'space';
  /** The notation as written, full-width forms as ASCII (`O(nlogn)`). */
  written: string;
  /** The class it stands for by the labelling convention (every size is n). */
  claimed: ComplexityClass;
  /** 1-based line of the `O(…)`. */
  line: number;
  /** Offsets of the claim in the code (its label and notation): what a model must not be shown. */
  start: number;
  end: number;
}
