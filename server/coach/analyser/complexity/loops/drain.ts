/**
 * Draining a queue, stack or heap: a loop that runs while a collection is not empty and pops from it runs once per
 * element ever pushed. Over a grid (the body indexes a 2-D structure with two variable indices) that is the n²
 * cells. The visited structure that keeps an element from being queued twice (`guardOf`) lets the time walker
 * charge the whole traversal once, however often the enclosing code restarts it.
 */
import * as C from '../../cost/cost.ts';
import { collectionOf, constValue, sizeMag, valueMag } from '../../cost/magnitude.ts';
import type { Context, LoopAnalysis } from '../../model/context.ts';
import { assignmentsIn, collectionOpsIn, namesIn, popsIn } from '../../model/patterns.ts';
import { lookupVar, varOf } from '../../model/program.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';
import type { LoopView } from '../../model/vocabulary.ts';
import { result } from './result.ts';
import type { WhileStrategy } from './strategy.ts';

export const drainWhile: WhileStrategy = (loop, ctx) => {
  const drained = drainOf(loop.condition, loop.body, ctx);
  if (!drained) return null;
  const analysis = result('drain', visitsGrid(loop.body, ctx) ? C.QUADRATIC : C.LINEAR, loop.vars);
  analysis.progress = { pointers: [], drained, guard: guardOf(drained, loop.body, ctx) };
  return analysis;
};

/** `for (const p of q) { … q.push(next) }`: a BFS that walks its queue while it grows. */
export function growingQueue(loop: Extract<LoopView, { kind: 'foreach' }>, ctx: Context): string | null {
  const queue = ctx.program.adapter.expr(loop.iterable).kind === 'name' ? loop.iterable.text : null;
  if (queue && collectionOpsIn(ctx.program, loop.body).some((op) => op.collection === queue && !op.element && op.op === 'push')) return queue;
  return null;
}

/** The drain answer for a foreach over a growing queue. */
export function growingQueueDrain(queue: string, loop: Extract<LoopView, { kind: 'foreach' }>, vars: LoopAnalysis['vars'], ctx: Context): LoopAnalysis {
  const analysis = result('drain', visitsGrid(loop.body, ctx) ? C.QUADRATIC : C.LINEAR, vars, loop.vars[0] ?? null);
  analysis.progress = { pointers: [], drained: queue, guard: guardOf(queue, loop.body, ctx) };
  return analysis;
}

/**
 * `while q: m = len(q); for i in range(m): …; q = nq`: a loop over the current level of an enclosing loop that
 * runs while q is non-empty — over all levels it covers each element once.
 */
export function levelOf(bound: SyntaxNode, ctx: Context): string | null {
  const a = ctx.program.adapter;
  const enclosing = ctx.loops[ctx.loops.length - 1];
  if (!enclosing || enclosing.loop.kind !== 'while' || !enclosing.loop.condition) return null;
  const tested = namesIn(a, enclosing.loop.condition);
  const names = new Set(namesIn(a, bound));
  for (const n of [...names]) {
    const v = lookupVar(ctx.program, ctx.fn, n);
    const value = v && !v.param && v.assignments.length === 1 ? v.assignments[0]!.value : null;
    if (value) for (const m of namesIn(a, value)) names.add(m);
  }
  for (const n of names) if (tested.has(n) && collectionOf(bound, ctx) !== 'string') {
    const v = lookupVar(ctx.program, ctx.fn, n);
    if (v?.collection && v.collection !== 'string') return n;
  }
  return null;
}

/** A loop whose condition tests a collection for emptiness (or its size) and whose body pops from it. */
export function drainOf(condition: SyntaxNode | null, body: SyntaxNode, ctx: Context, extra: SyntaxNode[] = []): string | null {
  const a = ctx.program.adapter;
  const tested = new Set<string>();
  const inspect = (n: SyntaxNode) =>
    walk(n, (x) => {
      const e = a.expr(x);
      if (e.kind === 'name') {
        const v = lookupVar(ctx.program, ctx.fn, e.name);
        if (v?.collection && v.collection !== 'string') tested.add(e.name);
      } else if (e.kind === 'member' && a.expr(e.object).kind === 'self') {
        const v = varOf(ctx.program, ctx.fn, x);
        if (v?.collection) tested.add(e.property);
      }
      return true;
    });
  if (condition) {
    inspect(condition);
    // `n = len(q)` … `for _ in range(n)`: look through one assignment.
    for (const name of namesIn(a, condition)) {
      const v = lookupVar(ctx.program, ctx.fn, name);
      if (v && !v.param && !v.collection && v.assignments.length === 1 && v.assignments[0]!.value) inspect(v.assignments[0]!.value);
    }
  }
  for (const n of extra) inspect(n);
  if (tested.size === 0) return null;
  const popped = popsIn(ctx.program, body);
  for (const name of tested) if (popped.has(name)) return name;
  // Level-by-level: `while q: … q = next_level` replaces the whole queue.
  for (const asg of assignmentsIn(ctx.program, body)) {
    if (asg.name && tested.has(asg.name) && !asg.indexed && asg.view.op === '=' && asg.value) {
      const ve = a.expr(asg.value);
      const replacement = ve.kind === 'name' ? lookupVar(ctx.program, ctx.fn, ve.name) : null;
      if ((replacement?.collection && replacement.collection !== 'string') || ve.kind === 'collection' || ve.kind === 'allocation' || ve.kind === 'comprehension') return asg.name;
    }
  }
  return null;
}

/**
 * BFS/DFS over a grid: the body indexes a 2-D structure with two variable indices, so the domain is n^2 cells —
 * unless one of its dimensions is a constant (`new boolean[n][2]`: a node and one of two colours, 2n states).
 */
function visitsGrid(body: SyntaxNode, ctx: Context): boolean {
  const a = ctx.program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'index') {
      const inner = a.expr(e.object);
      if (inner.kind === 'index' && constValue(e.index, ctx) === null && constValue(inner.index, ctx) === null && !narrowTable(inner.object, ctx)) found = true;
    }
    return !found;
  });
  return found;
}

/** A table allocated once with a constant dimension (`new int[n][2]`, `[[0] * 2 for _ in range(n)]`). */
function narrowTable(node: SyntaxNode, ctx: Context): boolean {
  const a = ctx.program.adapter;
  const v = varOf(ctx.program, ctx.fn, node);
  const value = v && !v.param && v.assignments.length === 1 ? v.assignments[0]!.value : null;
  if (!value) return false;
  const sizes: SyntaxNode[] = [];
  const collect = (n: SyntaxNode): void => {
    const e = a.expr(n);
    if (e.kind === 'wrapper') collect(e.inner);
    else if (e.kind === 'allocation') {
      sizes.push(...e.sizes);
      if (e.fill) collect(e.fill);
    } else if (e.kind === 'comprehension' && e.clauses.length === 1) {
      sizes.push(e.clauses[0]!.iterable);
      collect(e.element);
    }
  };
  collect(value);
  return sizes.length >= 2 && sizes.some((s) => C.isConstant(sizeOrValue(s, ctx)));
}

function sizeOrValue(node: SyntaxNode, ctx: Context) {
  const e = ctx.program.adapter.expr(node);
  return e.kind === 'call' && e.name === 'range' ? sizeMag(node, ctx) : valueMag(node, ctx);
}

/**
 * The visited structure that keeps each element from being queued twice: a collection the loop body both tests in
 * a condition (enclosing the push, or an early exit before it: `if vis[v]: continue`) and writes (`vis[v] = True`).
 */
function guardOf(queue: string, body: SyntaxNode, ctx: Context): string | null {
  const program = ctx.program;
  const a = program.adapter;
  const written = new Set<string>();
  for (const asg of assignmentsIn(program, body)) if (asg.name && asg.indexed) written.add(asg.name);
  for (const op of collectionOpsIn(program, body)) if (op.collection && op.op === 'push' && op.collection !== queue) written.add(op.collection);
  written.delete(queue);
  if (written.size === 0) return null;
  if (!collectionOpsIn(program, body).some((op) => op.collection === queue && (op.op === 'push' || op.op === 'heap_push' || op.op === 'push_front'))) return null;
  let guard: string | null = null;
  walk(body, (n) => {
    if (guard) return false;
    if (n !== body && program.byNode.has(n)) return false;
    const branch = a.branchOf(n);
    if (branch?.condition) {
      const names = namesIn(a, branch.condition);
      for (const w of written) if (names.has(w)) guard = w;
    }
    return !guard;
  });
  return guard;
}
