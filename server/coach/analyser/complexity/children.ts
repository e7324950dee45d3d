/**
 * Descending into the structure a recursive function was given: part of what a parameter points into, reached
 * through a field or accessor. Over the whole recursion each child is reached once, so walking the children (or
 * working on them) in every call sums to the size of the structure, like adjacency lists.
 */
import { namesIn } from '../model/patterns.ts';
import { lookupVar } from '../model/program.ts';
import type { Context } from '../model/context.ts';
import type { SyntaxNode } from '../model/syntax.ts';

/**
 * Part of the structure a parameter points into, reached through a field or accessor (`root.children`,
 * `x.getList()`, `e.subordinates` where `e = d.get(i)`), but not the parameter itself: in a recursive function,
 * walking it descends into children, and over the whole recursion each child is reached once.
 */
export function childCollection(node: SyntaxNode, ctx: Context): boolean {
  const fn = ctx.fn;
  if (!fn) return false;
  const a = ctx.program.adapter;
  const params = new Set(fn.view.params.map((p) => p.name));
  let throughAccessor = false;
  let n: SyntaxNode | null = node;
  for (let guard = 0; n && guard < 8; guard++) {
    const e = a.expr(n);
    if (e.kind === 'wrapper') n = e.inner;
    else if (e.kind === 'member') {
      if (a.expr(e.object).kind === 'self') return false;
      throughAccessor = true;
      n = e.object;
    } else if (e.kind === 'call' && e.receiver) {
      // `d.get(i).subordinates` with i a parameter: a lookup keyed by the parameter, then a field of what it found.
      if (throughAccessor && e.args.some((arg) => [...namesIn(a, arg)].some((x) => params.has(x)))) return true;
      throughAccessor = true;
      n = e.receiver;
    } else if (e.kind === 'call' && e.qualifier && e.args[0]) {
      // Object.values(root.children)
      n = e.args[0];
    } else if (e.kind === 'index' || e.kind === 'slice') {
      // `d[i].subordinates` with i a parameter: the structure is reached through the parameter.
      if (e.kind === 'index' && throughAccessor && [...namesIn(a, e.index)].some((x) => params.has(x))) return true;
      n = e.object;
    } else if (e.kind === 'name') {
      if (!throughAccessor) return false;
      if (params.has(e.name)) return true;
      // One step through a local taken from a parameter: `e = d.get(i)`, `node = nodes[i]`.
      const v = lookupVar(ctx.program, fn, e.name);
      const value = v && !v.param && v.assignments.length === 1 ? v.assignments[0]!.value : null;
      return !!value && [...namesIn(a, value)].some((x) => params.has(x));
    } else return false;
  }
  return false;
}
