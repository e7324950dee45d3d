/**
 * Union-find: `while p[x] != x: x = p[x]` follows parent links through the array the condition tests. With path
 * compression (the body writes the array) and union by rank or size elsewhere, a find is amortised O(α(n)), a
 * constant; otherwise O(log n).
 */
import * as C from '../../cost/cost.ts';
import { baseName, namesIn, updateKind } from '../../model/patterns.ts';
import { unionByRank } from '../union-find.ts';
import { result } from './result.ts';
import type { WhileStrategy } from './strategy.ts';

export const unionFind: WhileStrategy = (loop, ctx) => {
  const a = ctx.program.adapter;
  const { condition, candidates, bodyAssignments, vars } = loop;
  // The first variable that follows links decides; when it is not a parent array, pointer-chase answers.
  const c = candidates.find((x) => updateKind(x.view, x.name!, x.value, ctx) === 'pointer');
  const e = c?.value ? a.expr(c.value) : null;
  if (!c || e?.kind !== 'index') return null;
  const parent = baseName(a, e.object);
  if (!parent || !condition || !namesIn(a, condition).has(parent)) return null;
  const compressed = bodyAssignments.some((x) => x.indexed && x.name === parent);
  return result('union_find', compressed && unionByRank(ctx.program) ? C.CONSTANT : C.LOG, vars, c.name);
};
