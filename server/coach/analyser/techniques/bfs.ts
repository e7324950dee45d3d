/**
 * bfs
 *
 * What it recognises: a queue drained from its front in a loop that also enqueues onto it (what it reaches is
 * visited later, level by level), including Go's `q = q[1:]`; a collection that is pushed onto and taken from the
 * front inside a loop; or a level list that a loop replaces with the next level (`while level: … level = nxt`). A
 * list merely consumed from the front, with nothing added while it drains, is not a search.
 *
 * Why it is worth naming: visiting by distance from the start finds shortest paths in unweighted graphs and walks
 * trees level by level, each node once: O(V + E).
 *
 * Example:
 *     queue = deque([root])            # seen here
 *     while queue:
 *         node = queue.popleft()
 *         if node.left: queue.append(node.left)
 */
import { namesIn, assignmentsIn, baseName } from '../model/patterns.ts';
import { lookupVar, type Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import { drainedWorkList, endsOf } from './utils/queues.ts';
import { defineTechnique } from './technique.ts';

export const bfs = defineTechnique({
  id: 'bfs',
  name: { zh: '广度优先搜索', en: 'Breadth-first search' },
  detect({ program, time, facts }) {
    const a = program.adapter;
    const lines: number[] = [];
    for (const [v, list] of facts.byVar) {
      if (v.collection === 'heap' || v.collection === 'map' || v.collection === 'set' || v.collection === 'string') continue;
      // Added at one end and taken from the other inside a loop: a queue.
      const ends = endsOf(program, v, list.filter((o) => o.op === 'push' || o.op === 'push_front' || facts.inLoop(o.node)));
      if (ends.pushes.length && ends.fifo.length) lines.push(v.assignments[0]?.target.line ?? v.param?.node.line ?? ends.fifo[0]!.node.line);
    }
    for (const loop of time.loops) {
      const work = drainedWorkList(program, loop, facts);
      // BFS enqueues what it reaches onto the queue it drains.
      if (work?.pushes && work.order === 'fifo') lines.push(loop.node.line);
      // Level by level: `while level: … for node in level: … level = nxt` (or `while (!level.isEmpty())`): a list the
      // condition tests, walked by the body and replaced by the next level it built.
      const view = a.loopOf(loop.node);
      if (view?.kind === 'while' && view.condition) {
        const cond = a.expr(view.condition);
        const levels = cond.kind === 'name' ? [cond.name] : [...namesIn(a, view.condition)].filter((name) => lookupVar(program, loop.fn, name)?.collection);
        if (levels.some((name) => reassignedFromAnotherList(program, view.body, name) && iteratesName(program, view.body, name))) lines.push(loop.node.line);
      }
    }
    return lines;
  },
});

/** `level = nxt`: the loop's list replaced by another one the body built. */
function reassignedFromAnotherList(program: Program, body: SyntaxNode, name: string): boolean {
  return assignmentsIn(program, body).some((asg) => asg.name === name && !asg.indexed && asg.value !== null && program.adapter.expr(asg.value).kind === 'name' && asg.value.text !== name);
}

function iteratesName(program: Program, body: SyntaxNode, name: string): boolean {
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const view = program.adapter.loopOf(n);
    if (view?.kind === 'foreach' && baseName(program.adapter, view.iterable) === name) found = true;
    if (view?.kind === 'range' && namesIn(program.adapter, view.stop).has(name)) found = true;
    return !found;
  });
  return found;
}
