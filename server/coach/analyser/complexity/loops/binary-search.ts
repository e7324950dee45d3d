/**
 * Binary search: the condition compares two bounds, and the body moves one of them to a midpoint (or to a value
 * computed from one), halving the interval each time: O(log n). Asked before halving, whose variables it shares.
 */
import * as C from '../../cost/cost.ts';
import { containsHalving, namesIn } from '../../model/patterns.ts';
import { result } from './result.ts';
import type { WhileStrategy } from './strategy.ts';

export const binarySearch: WhileStrategy = (loop, ctx) => {
  const { condition, condNames, bodyAssignments, vars } = loop;
  if (!condition) return null;
  const a = ctx.program.adapter;
  const movedBounds = bodyAssignments.filter((x) => x.name && !x.indexed && condNames.has(x.name));
  if (movedBounds.length === 0 || condNames.size < 2) return null;
  const mids = new Set(bodyAssignments.filter((x) => x.name && x.value && containsHalving(x.value, ctx)).map((x) => x.name!));
  const halvesBound = movedBounds.some((x) => x.value && (containsHalving(x.value, ctx) || [...namesIn(a, x.value)].some((n) => mids.has(n))));
  return halvesBound && mids.size > 0 ? result('binary_search', C.LOG, vars, movedBounds[0]!.name) : null;
};
