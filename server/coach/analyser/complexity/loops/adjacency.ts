/**
 * Adjacency lists: the lists of a list of lists filled one edge at a time (`g[u].append(v)`) hold O(edges) entries
 * together, so a loop over one of them, run once per node of a traversal, reads each list once — O(n + m) in all,
 * however the loops around it nest. The same holds for the children of the current node in a recursive function
 * (`for c in root.children`): over the whole recursion each child is reached once.
 */
import type { Context, LoopAnalysis } from '../../model/context.ts';
import { baseName } from '../../model/patterns.ts';
import { lookupVar, resolveCall } from '../../model/program.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';
import type { LoopView } from '../../model/vocabulary.ts';
import { childCollection } from '../children.ts';

/** `g[u]` of an adjacency structure, or a row picked by an index just taken from a queue. */
export function adjacencyRow(object: SyntaxNode, index: SyntaxNode, ctx: Context): boolean {
  const base = baseName(ctx.program.adapter, object);
  const v = base ? lookupVar(ctx.program, ctx.fn, base) : null;
  if (v && ctx.program.adjacency.has(v)) return true;
  // `for k in keys[box]` with box just taken from a queue: each row is read when its index is dequeued.
  return dequeued(index, ctx);
}

/** `g.get(u)` of a map of lists filled one element at a time. */
export function adjacencyGet(receiver: SyntaxNode | null, ctx: Context): boolean {
  const base = receiver ? baseName(ctx.program.adapter, receiver) : null;
  const v = base ? lookupVar(ctx.program, ctx.fn, base) : null;
  return !!v && ctx.program.adjacency.has(v);
}

/** A linear loop over the children of the current node, in a recursive function, is read once per child. */
export function overChildren(loop: LoopView, analysis: LoopAnalysis, ctx: Context): boolean {
  if (analysis.kind !== 'linear' || !ctx.fn || !isRecursive(ctx)) return false;
  const over = loop.kind === 'foreach' ? [loop.iterable] : loop.kind === 'range' ? [loop.stop] : loop.kind === 'counted' && loop.condition ? collectionsSized(loop.condition, ctx) : [];
  return over.some((n) => childCollection(n, ctx));
}

function isRecursive(ctx: Context): boolean {
  const fn = ctx.fn!;
  return fn.calls.some((c) => resolveCall(ctx.program, fn, c.node, c.call) === fn);
}

/** Collections whose size a condition compares against (`i < root.children.size()`). */
function collectionsSized(condition: SyntaxNode, ctx: Context): SyntaxNode[] {
  const a = ctx.program.adapter;
  const out: SyntaxNode[] = [];
  walk(condition, (n) => {
    const e = a.expr(n);
    if (e.kind === 'call' && (e.name === 'size' || e.name === 'length' || e.name === 'len' || e.name === 'Len') && (e.receiver ?? e.args[0])) out.push((e.receiver ?? e.args[0])!);
    else if (e.kind === 'member' && (e.property === 'length' || e.property === 'size')) out.push(e.object);
    return true;
  });
  return out;
}

/** A variable assigned from popping the queue of an enclosing drain loop (`box = q.poll()`). */
function dequeued(index: SyntaxNode, ctx: Context): boolean {
  const a = ctx.program.adapter;
  const e = a.expr(index);
  if (e.kind !== 'name') return false;
  const v = lookupVar(ctx.program, ctx.fn, e.name);
  if (!v || v.param) return false;
  return v.assignments.some((x) => {
    const value = x.value ? a.expr(x.value) : null;
    if (value?.kind !== 'call') return false;
    return ['pop', 'popleft', 'poll', 'pollFirst', 'shift', 'heappop', 'removeFirst', 'front', 'top'].includes(value.name) && ctx.loops.some((f) => f.loop.kind === 'while' && f.loop.body.contains(x.view.node));
  });
}
