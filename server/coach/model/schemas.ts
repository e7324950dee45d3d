// What a model's answer must look like before the coach hands it on: the contract's shapes and limits (Analysis,
// Hint, OptimizationResult, PlanProblem reasons and PlanSummaryText, AiInsights), checked with zod. Anything else
// is `malformed`. Side data that is ours rather than the contract's (techniques and issue keys) is filtered to the
// known values instead of failing the whole answer.
import { z } from 'zod';
import { ALGORITHM_PATTERNS, ISSUE_KEYS } from '../embedded/names.ts';
import type { AlgorithmPattern } from '../types.ts';

/** Complexity.yaml: `^O\(.+\)$`, at most 60 characters. */
export const complexity = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().max(60).regex(/^O\(.+\)$/));

const text = (max: number) => z.string().trim().min(1).max(max);

const knownPatterns = z
  .array(z.string())
  .max(50)
  .optional()
  .transform((xs) => [...new Set((xs ?? []).map((x) => x.trim().toLowerCase()))].filter((x): x is AlgorithmPattern => (ALGORITHM_PATTERNS as string[]).includes(x)));

const knownIssues = z
  .array(z.string())
  .max(50)
  .optional()
  .transform((xs) => [...new Set((xs ?? []).map((x) => x.trim().toLowerCase()))].filter((x) => (ISSUE_KEYS as string[]).includes(x)));

/** Analysis.yaml, plus our patterns and issues. */
export const analysisAnswer = z.object({
  score: z.number().int().min(1).max(5),
  time_complexity: complexity,
  space_complexity: complexity,
  feedback: text(10_000),
  optimization_suggestions: z.array(text(2000)).max(20),
  patterns: knownPatterns,
  issues: knownIssues,
});

/** Hint.yaml's `hint`: plain text, no code blocks. */
export const hintAnswer = z.object({
  hint: text(4000).refine((h) => !h.includes('```'), 'a hint must not contain code'),
});

/** OptimizationResult.yaml without the id the service adds. */
export const optimiseAnswer = z.object({
  suggestions: z.array(text(2000)).max(20),
  optimized_code: z.string().min(1).max(100_000),
  explanation: text(10_000),
  expected_time_complexity: complexity,
  expected_space_complexity: complexity,
});

const localizedText = z.object({ zh: text(300), en: text(300) });
const planSummary = z.object({ zh: text(2000), en: text(2000) });

export const planAnswer = z.object({
  picks: z
    .array(
      z.object({
        problemId: z.string().min(1).max(100),
        kind: z.enum(['new', 'review']),
        reason: localizedText,
      }),
    )
    .max(20),
  summary: planSummary,
});

/** AiInsights.yaml (recommended problems by id, the service fills in the rest). */
export const insightsAnswer = z.object({
  summary: text(2000),
  insights: z
    .array(
      z.object({
        title: text(200),
        detail: text(2000),
        kind: z.enum(['strength', 'weakness', 'habit', 'suggestion']),
      }),
    )
    .max(10),
  recommended_problem_ids: z.array(z.string().min(1).max(100)).max(5),
});
