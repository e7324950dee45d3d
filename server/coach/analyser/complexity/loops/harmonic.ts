/**
 * Harmonic steps: an inner loop whose step (or bound) is an enclosing loop's variable — `for j in range(i, n, i)`,
 * `j += i`, `d * y <= mx` — runs n / i times for the i-th outer iteration, and Σ n / i over i is n log n: log n per
 * outer iteration on average (the sieve of Eratosthenes, multiples of every divisor).
 */
import * as C from '../../cost/cost.ts';
import type { Cost } from '../../cost/cost.ts';
import { constValue } from '../../cost/magnitude.ts';
import type { Context } from '../../model/context.ts';
import { namesIn } from '../../model/patterns.ts';
import type { SyntaxNode } from '../../model/syntax.ts';
import type { AssignmentView } from '../../model/vocabulary.ts';
import { isEnclosingLoopVar } from './bounds.ts';
import type { StepStrategy } from './strategy.ts';

export const harmonicStep: StepStrategy = (step) => {
  // `d * y <= mx`: the bound scales with an enclosing loop's variable.
  if ((step.update === 'step' || step.update === 'step_var') && step.bounds.some((b) => b.harmonic)) return { kind: 'harmonic', iterations: C.LOG };
  // `j += i`: the step is an enclosing loop's variable.
  if (step.update === 'step_var' && step.steppedByOuter) return { kind: 'harmonic', iterations: C.isConstant(step.range()) ? C.CONSTANT : C.LOG };
  return null;
};

/** `j += i` with i an enclosing loop's variable (the update's value, apart from the target itself). */
export function stepIsEnclosingVar(view: AssignmentView, ctx: Context, target: string): boolean {
  const v = view.values[0];
  if (!v) return false;
  const names = namesIn(ctx.program.adapter, v);
  names.delete(target);
  return [...names].some((n) => isEnclosingLoopVar(n, ctx));
}

/** `range(i, n, i)`: a variable step taken from an enclosing loop over a non-constant range. */
export function harmonicRangeStep(step: SyntaxNode | null, iterations: Cost, ctx: Context): boolean {
  if (!step || constValue(step, ctx) !== null || C.isConstant(iterations)) return false;
  return [...namesIn(ctx.program.adapter, step)].some((n) => isEnclosingLoopVar(n, ctx));
}
