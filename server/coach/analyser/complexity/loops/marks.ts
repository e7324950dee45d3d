/**
 * Visited marks kept in place: a loop that stops at a marked element (`while nums[i] != n`) and marks the element
 * it stands on (`nums[i] = n`) can pass each element once over the whole run, however often the loops around it
 * start it again — its iterations are amortised over all of them (cycle decomposition of a permutation, marking
 * cells of a grid as seen). Swapping another element into the tested place (cyclic sort) puts one element where
 * the condition no longer holds for it on each pass, the same bound.
 */
import type { Context } from '../../model/context.ts';
import { assignmentsIn, baseName } from '../../model/patterns.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';

/** The collection whose entries the loop both tests in its condition and overwrites at the same position. */
export function marksVisited(condition: SyntaxNode | null, body: SyntaxNode, ctx: Context): string | null {
  if (!condition) return null;
  const a = ctx.program.adapter;
  const tested = new Map<string, Set<string>>();
  walk(condition, (n) => {
    const e = a.expr(n);
    if (e.kind === 'index') {
      const base = baseName(a, e.object);
      if (base) tested.set(base, (tested.get(base) ?? new Set()).add(e.index.text.replace(/\s+/g, '')));
    }
    return true;
  });
  if (tested.size === 0) return null;
  for (const asg of assignmentsIn(ctx.program, body)) {
    if (!asg.indexed || !asg.name || !tested.has(asg.name) || (asg.view.op !== '=' && asg.view.op !== ':=')) continue;
    const te = a.expr(asg.target);
    if (te.kind !== 'index' || !tested.get(asg.name)!.has(te.index.text.replace(/\s+/g, ''))) continue;
    // A mark, or another element swapped in; not the entry counted down (`a[i] = a[i] - 1` runs a[i] times).
    const value = asg.value ? a.expr(asg.value) : null;
    const same = (n: SyntaxNode) => n.text.replace(/\s+/g, '') === asg.target.text.replace(/\s+/g, '');
    if (value?.kind === 'binary' && (same(value.left) || same(value.right))) continue;
    return asg.name;
  }
  return null;
}
