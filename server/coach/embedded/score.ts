// The embedded coach's score, and the complexity a problem is measured against.
import { COMPLEXITY_CLASSES, compareComplexity } from '../analyser/index.ts';
import type { ComplexityClass } from '../analyser/index.ts';
import { categoryOf } from '../analyser/rules/index.ts';
import type { CodeFacts } from './code.ts';
import type { CoachProblem, ProblemCategory } from '../types.ts';

export interface Target {
  time: ComplexityClass;
  space: ComplexityClass;
  /** How the reference is written (`O(m*n)`), when the catalogue has one. */
  timeText: string | null;
  spaceText: string | null;
  /** `reference`: the problem's own reference solution; `usual`: what its category and difficulty usually need. */
  source: 'reference' | 'usual';
}

/**
 * What a problem of each category usually needs when the catalogue has no reference solution (a synced LeetCode
 * problem): the common optimal approach's time and extra space. Deliberately on the generous side — a learner is
 * never marked down against a guess that is stricter than the typical accepted solution.
 */
const USUAL: Record<ProblemCategory, { time: ComplexityClass; space: ComplexityClass }> = {
  array: { time: 'O(n)', space: 'O(n)' },
  string: { time: 'O(n)', space: 'O(n)' },
  hash_table: { time: 'O(n)', space: 'O(n)' },
  linked_list: { time: 'O(n)', space: 'O(1)' },
  stack: { time: 'O(n)', space: 'O(n)' },
  queue: { time: 'O(n)', space: 'O(n)' },
  two_pointers: { time: 'O(n)', space: 'O(1)' },
  sliding_window: { time: 'O(n)', space: 'O(n)' },
  binary_search: { time: 'O(log n)', space: 'O(1)' },
  sorting: { time: 'O(n log n)', space: 'O(n)' },
  tree: { time: 'O(n)', space: 'O(n)' },
  graph: { time: 'O(n)', space: 'O(n)' },
  heap: { time: 'O(n log n)', space: 'O(n)' },
  dynamic_programming: { time: 'O(n^2)', space: 'O(n^2)' },
  greedy: { time: 'O(n log n)', space: 'O(n)' },
  backtracking: { time: 'O(2^n)', space: 'O(n)' },
  math: { time: 'O(n)', space: 'O(1)' },
  bit_manipulation: { time: 'O(n)', space: 'O(1)' },
  design: { time: 'O(n)', space: 'O(n)' },
};

export function targetOf(problem: CoachProblem): Target {
  const ref = problem.reference;
  if (ref) return { time: ref.timeClass, space: ref.spaceClass, timeText: ref.time, spaceText: ref.space, source: 'reference' };
  const usual = USUAL[problem.category] ?? { time: 'O(n)', space: 'O(n)' };
  // Easy dynamic programming is usually one pass over a 1-D table.
  if (problem.category === 'dynamic_programming' && problem.difficulty === 'Easy') return { time: 'O(n)', space: 'O(n)', timeText: null, spaceText: null, source: 'usual' };
  return { ...usual, timeText: null, spaceText: null, source: 'usual' };
}

/** Steps between two classes on the scale O(1) < O(log n) < O(n) < O(n log n) < O(n^2) < O(n^3) < O(2^n). */
export function stepsWorse(detected: ComplexityClass, target: ComplexityClass): number {
  return Math.max(0, compareComplexity(detected, target));
}

export function better(a: ComplexityClass, b: ComplexityClass): ComplexityClass {
  return compareComplexity(a, b) <= 0 ? a : b;
}


export interface ScoreParts {
  score: 1 | 2 | 3 | 4 | 5;
  timePenalty: number;
  spacePenalty: number;
  findingPenalty: number;
  readabilityPenalty: number;
}

/**
 * The score rule (1-5). Start from 5 and subtract:
 *
 * - time: the number of classes the detected time is above the target's, capped at 3 (O(n^2) where O(n) is
 *   possible: 2 classes, −2; exponential where O(n) is possible: −3). A time at or below the target costs nothing.
 * - space: −0.5 for one class above the target's extra space, −1 for two or more.
 * - an inefficiency the complexity class does not show (sorting in a loop that stays within the class, a string
 *   rebuilt in a loop…): −0.5, and only when the time is not already above the target — never counted twice.
 * - readability: −0.5 for each of deep nesting (more than 4 levels), a function longer than 60 lines and unclear
 *   names, at most −1 in all.
 *
 * The total is rounded half up and kept within 1..5. The rule is monotonic: with the same code quality otherwise,
 * a worse time or space class never scores higher — each class step adds at least as much penalty as the
 * finding penalty it can replace (1 ≥ 0.5), and rounding preserves order.
 */
export function scoreOf(facts: Pick<CodeFacts, 'time' | 'space' | 'findings'>, target: Target): ScoreParts {
  const dt = stepsWorse(facts.time, target.time);
  const ds = stepsWorse(facts.space, target.space);
  const timePenalty = Math.min(3, dt);
  const spacePenalty = ds >= 2 ? 1 : ds === 1 ? 0.5 : 0;
  const kinds = new Set(facts.findings.map((f) => f.kind));
  const findingPenalty = dt === 0 && [...kinds].some(isPerformanceFinding) ? 0.5 : 0;
  const readabilityPenalty = Math.min(1, 0.5 * [...kinds].filter(isReadabilityFinding).length);
  const raw = 5 - timePenalty - spacePenalty - findingPenalty - readabilityPenalty;
  const score = Math.min(5, Math.max(1, Math.floor(raw + 0.5))) as ScoreParts['score'];
  return { score, timePenalty, spacePenalty, findingPenalty, readabilityPenalty };
}

/** The categories come from the rule modules (analyser/rules/): each rule says which it is. */
export function isPerformanceFinding(kind: string): boolean {
  return categoryOf(kind) === 'performance';
}

export function isReadabilityFinding(kind: string): boolean {
  return categoryOf(kind) === 'readability';
}

export { COMPLEXITY_CLASSES };
