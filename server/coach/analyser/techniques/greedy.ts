/**
 * greedy
 *
 * What it recognises, in code with no table and no recursion (which would make it a search or dynamic
 * programming): a single loop over data sorted just before it (each item decided once, in sorted order), or a
 * running best (`reach = max(reach, i + step)`) that another decision in the same loop depends on. A sliding window
 * keeps a running best too; it is named as that instead.
 *
 * Why it is worth naming: committing to the locally best choice, never revisiting it, solves the problems where that
 * choice is provably safe, in one pass.
 *
 * Example:
 *     reach = 0
 *     for i, step in enumerate(nums):
 *         if i > reach:
 *             return False
 *         reach = max(reach, i + step)     # seen here
 */
import { assignmentsIn, baseName, namesIn } from '../model/patterns.ts';
import type { Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import { dynamicProgramming } from './dynamic_programming.ts';
import { recursion } from './recursion.ts';
import { slidingWindow } from './sliding_window.ts';
import { isChoiceCall } from './utils/facts.ts';
import { defineTechnique } from './technique.ts';

export const greedy = defineTechnique({
  id: 'greedy',
  name: { zh: '贪心', en: 'Greedy' },
  detect(ctx) {
    const { program, time, facts } = ctx;
    if (ctx.find(dynamicProgramming) !== null || ctx.find(recursion) !== null || ctx.find(slidingWindow) !== null) return [];
    const a = program.adapter;
    const lines: number[] = [];
    const sorts = facts.ops.filter(({ op }) => op.op === 'sort' || op.op === 'sorted');
    for (const { op } of sorts) {
      // The data sorted in place, or the sorted copy's name (`kids = g.sorted()`).
      const sorted = [op.collection, iteratedCollection(program, op.call.args[0]), sortedInto(program, op.node)].filter((x): x is string => !!x);
      if (!sorted.length) continue;
      // The first single loop after the sort that reads the sorted data (and does not sort again itself).
      const pass = time.loops.find((l) => l.node.line > op.node.line && l.nesting === 1 && !sorts.some((s) => l.node.contains(s.op.node)) && sorted.some((x) => namesIn(a, l.node).has(x)));
      if (pass) lines.push(pass.node.line);
    }
    for (const loop of time.loops) {
      const view = a.loopOf(loop.node);
      if (!view) continue;
      for (const asg of assignmentsIn(program, view.body)) {
        if (!asg.name || asg.indexed || !asg.value) continue;
        const e = a.expr(asg.value);
        if (e.kind !== 'call' || !isChoiceCall(program, e) || !namesIn(a, asg.value).has(asg.name)) continue;
        if (usedByAnotherDecision(program, view.body, asg.name, asg.view.node)) lines.push(asg.view.node.line);
      }
    }
    return lines;
  },
});

/** `sort(v.begin(), v.end())`: the collection whose iterator (a method call on it) is passed. */
function iteratedCollection(program: Program, arg: SyntaxNode | undefined): string | null {
  const e = arg ? program.adapter.expr(arg) : null;
  return e?.kind === 'call' && e.receiver ? baseName(program.adapter, e.receiver) : null;
}

/** `ys = sorted(xs)`: the name a sorted copy is stored in. */
function sortedInto(program: Program, call: SyntaxNode): string | null {
  for (let p = call.parent; p; p = p.parent) {
    const asg = program.adapter.assignmentOf(p);
    if (asg) {
      const t = asg.targets[0];
      return t ? baseName(program.adapter, t) : null;
    }
  }
  return null;
}

/** The running best `name` feeds another assignment or a condition in the same loop body. */
function usedByAnotherDecision(program: Program, body: SyntaxNode, name: string, own: SyntaxNode): boolean {
  const a = program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found || n === own || own.contains(n)) return false;
    const b = a.branchOf(n);
    if (b?.condition && namesIn(a, b.condition).has(name)) found = true;
    const asg = a.assignmentOf(n);
    if (asg && asg.values.some((v) => v && namesIn(a, v).has(name)) && !asg.targets.some((t) => baseName(a, t) === name)) found = true;
    return !found;
  });
  return found;
}
