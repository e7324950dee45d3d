/**
 * Halving and doubling: a variable divided or multiplied by a constant, shifted, stripped of its lowest bit
 * (`i &= i - 1`, `i += i & -i`) or reduced modulo another (Euclid's algorithm) reaches its bound after O(log n)
 * steps. Doubling towards a constant stops after a constant number of steps.
 */
import * as C from '../../cost/cost.ts';
import { constValue, valueMag } from '../../cost/magnitude.ts';
import { containsHalving, namesIn, updateKind } from '../../model/patterns.ts';
import { boundsOf } from './bounds.ts';
import { result } from './result.ts';
import type { StepStrategy, WhileStrategy } from './strategy.ts';

export const halvingStep: StepStrategy = (step) => {
  if (step.update !== 'halve' && step.update !== 'double' && step.update !== 'lowbit' && step.update !== 'clear_lowbit') return null;
  return C.isConstant(step.range()) ? { kind: 'constant', iterations: C.CONSTANT } : { kind: 'logarithmic', iterations: C.LOG };
};

/** A variable of the condition that is halved, doubled, stripped of a bit or reduced modulo (Euclid). */
export const halvingWhile: WhileStrategy = (loop, ctx) => {
  const a = ctx.program.adapter;
  const { condition, candidates, bodyAssignments, vars } = loop;
  // `p = (i - 1) >> 1; … i = p` (sifting up a heap): halved through a temporary.
  const halvedTemps = new Map(bodyAssignments.filter((x) => x.name && !x.indexed && x.value && containsHalving(x.value, ctx)).map((x) => [x.name!, x.value!] as const));
  for (const c of candidates) {
    const from = c.value ? a.expr(c.value) : null;
    if (from?.kind === 'name' && halvedTemps.has(from.name) && namesIn(a, halvedTemps.get(from.name)!).has(c.name!)) return result('logarithmic', C.LOG, vars, c.name);
  }
  for (const c of candidates) {
    const kind = updateKind(c.view, c.name!, c.value, ctx);
    if (kind === 'halve' || kind === 'double' || kind === 'clear_lowbit' || kind === 'lowbit' || kind === 'modulo') {
      const bounds = condition ? boundsOf(condition, c.name!, ctx) : [];
      if (kind === 'double' && bounds.length > 0 && bounds.every((b) => constValue(b.bound, ctx) !== null && C.isConstant(valueMag(b.bound, ctx)))) return result('constant', C.CONSTANT, vars, c.name);
      return result('logarithmic', C.LOG, vars, c.name);
    }
    if (kind === 'assign' && c.value && containsHalving(c.value, ctx)) return result('logarithmic', C.LOG, vars, c.name);
  }
  return null;
};
