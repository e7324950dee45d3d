/**
 * Exponent bounds: `(1 << j) <= n`, `2 ** j <= n` stop the variable at log n whatever its step (the levels of a
 * sparse table or a binary lifting table).
 */
import * as C from '../../cost/cost.ts';
import type { StepStrategy } from './strategy.ts';

export const exponentBound: StepStrategy = (step) => (step.bounds.some((b) => b.exponent) ? { kind: 'logarithmic', iterations: C.LOG } : null);
