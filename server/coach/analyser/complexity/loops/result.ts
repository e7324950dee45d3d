/** Building a loop's answer: its kind follows from how its iteration count grows. */
import type { Cost } from '../../cost/cost.ts';
import type { LoopAnalysis, LoopKind } from '../../model/context.ts';

export function result(kind: LoopKind, iterations: Cost, vars: Map<string, Cost> = new Map(), variable: string | null = null): LoopAnalysis {
  return { kind, iterations, vars, progress: null, variable };
}

export function kindOf(iterations: Cost): LoopKind {
  if (iterations.exp) return 'exponential';
  if (iterations.n === 0) return iterations.log > 0 ? 'logarithmic' : 'constant';
  if (iterations.n < 1) return 'sqrt';
  if (iterations.n >= 2) return 'quadratic';
  return 'linear';
}
