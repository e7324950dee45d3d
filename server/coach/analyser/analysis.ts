/**
 * What one analysis returns: facts only (classes, lines, kinds, names, counts), the message an analysis process sends
 * back. Its own module because the kinds of findings and techniques come from the rule registries, which read the
 * analysis's internals; the basic types they all share stay in types.ts.
 */
import type { Finding } from './rules/index.ts';
import type { Technique } from './techniques/index.ts';
import type { AnalysedLanguage, ComplexityClaimFact, ComplexityClass, Evidence, Readability, SpaceCause, TimeCause } from './types.ts';

export interface CodeAnalysis {
  language: AnalysedLanguage;
  time: ComplexityClass;
  space: ComplexityClass;
  /** Why, as structured facts — the evidence the coach's feedback cites with line numbers. */
  evidence: Evidence[];
  /** Recognised patterns worth changing (rules/), in line order. */
  findings: Finding[];
  /** Techniques the code uses (techniques/), each once, at the first line it is seen on. */
  techniques: Technique[];
  readability: Readability;
  /** false when the parser reported syntax errors (the answer is then a best effort). */
  parsedCleanly: boolean;
  /** Why the time is `time`: the chain of loops, calls and operations that makes it (null: O(1), or not traced). */
  timeCause: TimeCause | null;
  /** What makes the space `space` (null: O(1), or not traced). */
  spaceCause: SpaceCause | null;
  /** The complexities the code's comments claim, in the order written; read apart, never used to estimate. */
  claims: ComplexityClaimFact[];
}
