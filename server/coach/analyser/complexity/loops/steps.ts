/**
 * Counted steps: `i++`, `i += 2`, `i -= k` move the variable by a fixed amount, so the loop runs as many times as
 * there are values between its start and its bound. The last step strategy: it always answers.
 */
import { kindOf } from './result.ts';
import type { StepStrategy } from './strategy.ts';

export const countedStep: StepStrategy = (step) => {
  const range = step.range();
  return { kind: kindOf(range), iterations: range };
};
