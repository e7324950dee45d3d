/**
 * sliding_window
 *
 * What it recognises: a single loop over the right end of a window whose left end only moves forward — moved by an
 * inner loop the time analysis found amortised (it advances a pointer that never goes back), or set by the loop
 * itself (`left = max(left, last[c] + 1)`) — when the body measures the window as `right - left` (or
 * `right - left + 1`); or a window of fixed width that adds `xs[i]` and drops `xs[i - k]`.
 *
 * Why it is worth naming: each element enters and leaves the window once, so all windows cost O(n) in total where
 * recomputing each one is O(n·k).
 *
 * Example:
 *     for right in range(len(nums)):   # seen here
 *         total += nums[right]
 *         while total >= target:
 *             best = min(best, right - left + 1)
 *             total -= nums[left]
 *             left += 1
 */
import { assignmentsIn, baseName, namesIn } from '../model/patterns.ts';
import type { Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import { stepOf } from './utils/facts.ts';
import { defineTechnique } from './technique.ts';

export const slidingWindow = defineTechnique({
  id: 'sliding_window',
  name: { zh: '滑动窗口', en: 'Sliding window' },
  detect({ program, time }) {
    const a = program.adapter;
    const lines: number[] = [];
    for (const loop of time.loops) {
      const view = a.loopOf(loop.node);
      if (!view || loop.nesting !== 1 || loop.analysis.kind !== 'linear') continue;
      const right = view.kind === 'range' || view.kind === 'foreach' ? view.vars[0] : view.kind === 'counted' ? [...namesIn(a, view.init[0] ?? view.node)][0] : undefined;
      if (!right) continue;
      const lefts = new Set<string>();
      for (const inner of time.loops) {
        if (inner.outer?.loop.node !== loop.node || !inner.amortised) continue;
        for (const p of inner.analysis.progress?.pointers ?? []) lefts.add(p);
        const innerView = a.loopOf(inner.node);
        if (!innerView) continue;
        // What the amortised inner loop steps forward.
        for (const asg of assignmentsIn(program, innerView.body)) {
          if (asg.name && !asg.indexed && stepOf(program, asg.view, asg.name, asg.value) === 'up') lefts.add(asg.name);
        }
      }
      // A left end the loop moves itself: `left = max(left, last[c] + 1)`, `left = last[c] + 1` under a test.
      for (const asg of assignmentsIn(program, view.body)) {
        if (asg.name && !asg.indexed && asg.value && asg.name !== right) lefts.add(asg.name);
      }
      if ([...lefts].some((left) => left !== right && measuresWindow(program, view.body, right, left)) || fixedWindow(program, view.body, right)) lines.push(loop.node.line);
    }
    return lines;
  },
});

/** `right - left` (or `right + 1 - left`, written `right - left + 1`) somewhere in the loop body. */
function measuresWindow(program: Program, body: SyntaxNode, right: string, left: string): boolean {
  const a = program.adapter;
  const isName = (node: SyntaxNode, name: string) => {
    const e = a.expr(node);
    return e.kind === 'name' && e.name === name;
  };
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'binary' && e.op === '-' && isName(e.right, left)) {
      const l = a.expr(e.left);
      if (isName(e.left, right) || (l.kind === 'binary' && l.op === '+' && isName(l.left, right) && a.expr(l.right).kind === 'number' && l.right.text.trim() === '1')) found = true;
    }
    return !found;
  });
  return found;
}

/** `xs[i - k]` next to `xs[i]`: a window of fixed width k sliding with i. */
function fixedWindow(program: Program, body: SyntaxNode, right: string): boolean {
  const a = program.adapter;
  const plain = new Set<string>();
  const lagged = new Set<string>();
  walk(body, (n) => {
    const e = a.expr(n);
    if (e.kind !== 'index') return true;
    const base = baseName(a, e.object);
    if (!base) return true;
    const idx = a.expr(e.index);
    if (idx.kind === 'name' && idx.name === right) plain.add(base);
    if (idx.kind === 'binary' && idx.op === '-') {
      const l = a.expr(idx.left);
      if (l.kind === 'name' && l.name === right && a.expr(idx.right).kind === 'name') lagged.add(base);
    }
    return true;
  });
  return [...lagged].some((x) => plain.has(x));
}
