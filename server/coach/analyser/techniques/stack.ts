/**
 * stack
 *
 * What it recognises: a stack type the code creates (`Stack`, `std::stack`), or a list that is pushed onto and
 * popped from its end inside a loop, where the popped value is used (`x = st.pop()`, `if st.pop() != …`) or the
 * pops repeat while the collection's top qualifies (a monotonic stack). A backtracking path's bare `path.pop()`
 * undoes a step; it is not a stack of pending work. Go's `st = append(st, x)` / `st = st[:len(st)-1]` is a stack
 * too.
 *
 * Why it is worth naming: last in, first out — matching brackets, the next greater element, an explicit DFS.
 *
 * Example:
 *     const stack = [];                // seen here
 *     for (const ch of s) {
 *       if (ch in open) { if (stack.pop() !== open[ch]) return false; }
 *       else stack.push(ch);
 *     }
 */
import { assignmentsIn, baseName, namesIn } from '../model/patterns.ts';
import { lookupVar, type Program } from '../model/program.ts';
import type { SyntaxNode } from '../model/syntax.ts';
import { defineTechnique } from './technique.ts';
import { endsOf } from './utils/queues.ts';

export const stack = defineTechnique({
  id: 'stack',
  name: { zh: '栈', en: 'Stack' },
  detect({ program, time, facts }) {
    const a = program.adapter;
    const lines: number[] = [];
    for (const v of facts.variables) {
      const first = v.assignments[0];
      if (!v.param && first && v.collection === 'stack') lines.push(first.target.line);
    }
    for (const [v, list] of facts.byVar) {
      if (v.collection === 'heap' || v.collection === 'map' || v.collection === 'set' || v.collection === 'string') continue;
      const ends = endsOf(program, v, list.filter((o) => o.op === 'push' || o.op === 'push_front' || facts.inLoop(o.node)));
      // Also taken from the other end: a queue (bfs), or a deque used both ways (a monotonic queue), not a stack.
      if (!ends.pushes.length || ends.fifo.length) continue;
      // A pop whose value is used, or one a while loop repeats while the top qualifies (a monotonic stack).
      const pops = ends.lifo.filter((o) => o.node.parent?.type !== 'expression_statement' || poppedWhile(program, o.node, v.name));
      if (pops.length) lines.push(v.assignments[0]?.target.line ?? v.param?.node.line ?? pops[0]!.node.line);
    }
    // Go: `st = st[:len(st)-1]` in a loop, on a slice that is appended to.
    if (program.language === 'go') {
      for (const loop of time.loops) {
        const view = a.loopOf(loop.node);
        if (!view) continue;
        for (const asg of assignmentsIn(program, view.body)) {
          if (!asg.name || asg.indexed || !asg.value) continue;
          const e = a.expr(asg.value);
          if (e.kind !== 'slice' || baseName(a, e.object) !== asg.name || !e.end || !dropsLast(program, e.end, asg.name)) continue;
          const v = lookupVar(program, loop.fn, asg.name);
          if (v && (facts.byVar.get(v) ?? []).some((o) => o.op === 'push')) lines.push(v.assignments[0]?.target.line ?? asg.view.node.line);
        }
      }
    }
    return lines;
  },
});

/** The pop sits in a while loop whose condition tests the same collection. */
function poppedWhile(program: Program, pop: SyntaxNode, name: string): boolean {
  for (let p = pop.parent; p; p = p.parent) {
    if (program.byNode.has(p)) return false;
    const view = program.adapter.loopOf(p);
    if (view?.kind === 'while' && view.condition && namesIn(program.adapter, view.condition).has(name)) return true;
  }
  return false;
}

/** `len(st) - 1` (Go, whose `len` is a builtin of the language): the end of a slice that drops the last element. */
function dropsLast(program: Program, end: SyntaxNode, name: string): boolean {
  const a = program.adapter;
  const e = a.expr(end);
  if (e.kind !== 'binary' || e.op !== '-') return false;
  const right = a.expr(e.right);
  const left = a.expr(e.left);
  return right.kind === 'number' && right.value === 1 && left.kind === 'call' && left.name === 'len' && !left.receiver && left.args.length === 1 && baseName(a, left.args[0]!) === name;
}
