/**
 * Submask enumeration: `s = (s - 1) & mask` visits every subset of the mask's bits — exponential in the number of
 * bits (summed over all masks, 3^n).
 */
import * as C from '../../cost/cost.ts';
import type { StepStrategy } from './strategy.ts';

export const submaskStep: StepStrategy = (step) => (step.update === 'submask' ? { kind: 'submask', iterations: C.EXPONENTIAL } : null);
