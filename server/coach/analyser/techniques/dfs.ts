/**
 * dfs
 *
 * What it recognises: recursion that goes deep before it goes wide — over a structure's parts (a tree's children,
 * a graph's neighbours: the time analysis's "structural" recursion), guarded by visited marks, backtracking
 * (marks undone, a path pushed and popped around the calls), or called from a loop over choices — or an explicit
 * stack drained in a loop that pushes onto it.
 *
 * Why it is worth naming: exploring one branch to its end before the next visits every reachable state once (with
 * marks), or enumerates every choice (backtracking).
 *
 * Example:
 *     function maxDepth(root) {        // seen here
 *       if (root === null) return 0;
 *       return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
 *     }
 */
import { drainedWorkList, goPopsFront } from './utils/queues.ts';
import { defineTechnique } from './technique.ts';

export const dfs = defineTechnique({
  id: 'dfs',
  name: { zh: '深度优先搜索', en: 'Depth-first search' },
  detect({ program, time, facts }) {
    const lines: number[] = [];
    for (const loop of time.loops) {
      const work = drainedWorkList(program, loop, facts);
      if (!work?.pushes) continue;
      // Taken from the front it is a queue (bfs); from the back, a stack of pending work.
      if (work.ops.some((o) => o.op === 'pop_front') || goPopsFront(program, work.body, work.name)) continue;
      if (work.ops.some((o) => o.op === 'pop_back')) lines.push(loop.node.line);
    }
    for (const fn of program.functions) {
      const r = time.functionCost(fn).recursion;
      if (!r) continue;
      if (r.shape === 'structural' || r.backtracking || (r.guarded && !r.memo) || (r.inLoop && r.shape !== 'dispatch')) lines.push(fn.view.node.line);
    }
    return lines;
  },
});
