/**
 * two_pointers
 *
 * What it recognises: a while loop whose condition compares two indices that both move by steps — towards each
 * other (`while l < r`: l up, r down) or the same way (merging: `while i < m && j < n`, both up). A loop that moves a
 * bound to a point computed from both bounds (`lo = mid + 1` with `mid = (lo + hi) / 2`) is a binary search, not
 * this.
 *
 * Why it is worth naming: each step moves a pointer for good, so the loop is O(n) where trying every pair is
 * O(n²).
 *
 * Example:
 *     while (l < r) {                  // seen here
 *         best = max(best, min(h[l], h[r]) * (r - l));
 *         if (h[l] < h[r]) l++; else r--;
 *     }
 */
import { assignmentsIn, namesIn } from '../model/patterns.ts';
import { lookupVar, type FunctionInfo, type Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import { stepOf } from './utils/facts.ts';
import { defineTechnique } from './technique.ts';

export const twoPointers = defineTechnique({
  id: 'two_pointers',
  name: { zh: '双指针', en: 'Two pointers' },
  detect({ program, time }) {
    const lines: number[] = [];
    for (const loop of time.loops) {
      // The time analysis found the range halved: a binary search.
      if (loop.analysis.kind === 'binary_search') continue;
      const view = program.adapter.loopOf(loop.node);
      if (view?.kind === 'while' && view.condition && movesTwoPointers(program, loop.fn, view.condition, view.body)) lines.push(loop.node.line);
    }
    return lines;
  },
});

/** Two scalars of the condition each moved only by steps, none moved to a point computed from two of them. */
function movesTwoPointers(program: Program, fn: FunctionInfo | null, condition: SyntaxNode, body: SyntaxNode): boolean {
  const a = program.adapter;
  const pointers = [...namesIn(a, condition)].filter((x) => {
    const v = lookupVar(program, fn, x);
    return !v || !v.collection;
  });
  if (pointers.length < 2) return false;
  const assignments = assignmentsIn(program, body).filter((asg) => asg.name && !asg.indexed);
  // What each local computed in the body is made of, in terms of the pointers (`mid = (lo + hi) / 2` → lo, hi).
  const madeOf = new Map<string, Set<string>>();
  for (const asg of assignments) {
    if (!asg.value || pointers.includes(asg.name!)) continue;
    const from = madeOf.get(asg.name!) ?? new Set<string>();
    for (const x of valueNames(program, asg.value)) {
      if (pointers.includes(x)) from.add(x);
      for (const y of madeOf.get(x) ?? []) from.add(y);
    }
    madeOf.set(asg.name!, from);
  }
  const moved = new Map<string, Set<'up' | 'down' | 'between'>>();
  for (const asg of assignments) {
    const name = asg.name!;
    if (!pointers.includes(name)) continue;
    const dirs = moved.get(name) ?? new Set();
    const step = stepOf(program, asg.view, name, asg.value);
    if (step) dirs.add(step);
    else if (asg.value && (asg.view.op === '=' || asg.view.op === ':=')) {
      // Set to a value computed from two pointers: between them (a midpoint), the way a binary search moves.
      const from = new Set<string>();
      for (const x of valueNames(program, asg.value)) {
        if (pointers.includes(x)) from.add(x);
        for (const y of madeOf.get(x) ?? []) from.add(y);
      }
      if (from.size >= 2) dirs.add('between');
    }
    moved.set(name, dirs);
  }
  if ([...moved.values()].some((d) => d.has('between'))) return false;
  return [...moved.values()].filter((d) => d.size > 0).length >= 2;
}

/**
 * Names used as values in an expression: not those only used as subscripts (`a[i]` reads an element, not i) or only
 * tested by a conditional (`0 if i < 0 else …` guards a boundary).
 */
function valueNames(program: Program, node: SyntaxNode): Set<string> {
  const a = program.adapter;
  const out = new Set<string>();
  walk(node, (n) => {
    const e = a.expr(n);
    if (e.kind === 'function') return false;
    if (e.kind === 'index' || e.kind === 'conditional') {
      const parts = e.kind === 'index' ? [e.object] : [e.then, e.otherwise];
      for (const part of parts) for (const x of valueNames(program, part)) out.add(x);
      return false;
    }
    if (e.kind === 'name') out.add(e.name);
    return true;
  });
  return out;
}
