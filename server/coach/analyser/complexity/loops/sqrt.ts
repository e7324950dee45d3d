/**
 * √n bounds: `i * i <= n`, `i <= n / i` stop the variable at √n whatever its step (trial division, divisor
 * pairs, the side of a square).
 */
import * as C from '../../cost/cost.ts';
import type { StepStrategy } from './strategy.ts';

export const sqrtBound: StepStrategy = (step) => (step.bounds.some((b) => b.sqrt) ? { kind: 'sqrt', iterations: C.SQRT } : null);
