// What an analysis stores: the `analyses` row's columns from a coach's answer, in one place for the learner's own
// analyses (submissions.ts) and the background analysis of imported code (leetcode-history.ts).
import type { AnalysisOutput } from '../coach/types.ts';

export function analysisColumns(result: AnalysisOutput) {
  return {
    score: result.score,
    timeComplexity: result.time_complexity,
    spaceComplexity: result.space_complexity,
    feedback: result.feedback,
    optimizationSuggestions: result.optimization_suggestions,
    estimate: result.estimate,
    complexityClaims: result.complexity_claims,
    patterns: result.patterns,
    issues: result.issues,
    provider: result.provider,
  };
}
