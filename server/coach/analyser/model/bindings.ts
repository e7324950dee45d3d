/**
 * What a loop binds: the positions it counts through (a range's or a C-style loop's counter, an index bound beside
 * the element — Python's enumerate, Go's first range variable) and the elements it takes from a collection. A
 * position measures distances and fills tables in order; an element's value does neither.
 */
import { elementLoop } from './elements.ts';
import { namesIn } from './patterns.ts';
import { enclosingFunction, lookupVar, targetName, type FunctionInfo, type Program } from './program.ts';
import type { SyntaxNode } from './syntax.ts';
import type { LoopView } from './vocabulary.ts';

export function loopBindings(program: Program, fn: FunctionInfo | null, loop: LoopView): { positions: string[]; elements: string[] } {
  const a = program.adapter;
  switch (loop.kind) {
    case 'range':
      return { positions: loop.vars, elements: [] };
    case 'counted':
      return {
        positions: loop.init.flatMap((init) => {
          const asg = a.assignmentOf(init);
          return asg ? asg.targets.flatMap((t) => targetName(a, t)?.name ?? []) : [...namesIn(a, init)];
        }),
        elements: [],
      };
    case 'foreach': {
      const isElement = (x: string) => {
        const v = lookupVar(program, fn, x);
        return !v || elementLoop(a, v)?.node === loop.node;
      };
      // The adapter names the variables that take positions beside the element (`withIndex()`, `enumerated()`).
      const isPosition = (x: string) => !!loop.positions?.includes(x) || !isElement(x);
      return { positions: loop.vars.filter(isPosition), elements: loop.vars.filter((x) => !isPosition(x)) };
    }
    default:
      return { positions: [], elements: [] };
  }
}

/** The name (a leaf node) is a position bound by the nearest enclosing loop that binds it. */
export function isPosition(program: Program, name: SyntaxNode): boolean {
  const fn = enclosingFunction(program, name);
  for (let p = name.parent; p; p = p.parent) {
    const loop = program.adapter.loopOf(p);
    if (!loop) continue;
    const b = loopBindings(program, fn, loop);
    if (b.positions.includes(name.text)) return true;
    if (b.elements.includes(name.text)) return false;
  }
  return false;
}
