/**
 * Which end a collection's elements enter and leave by, shared by stack, bfs and dfs: taken from the end they were
 * added at, last in, first out (a stack); from the other end, first in, first out (a queue). The ends come from the
 * library tables (`xs.pop(0)`, `appendleft`, Java's `Deque.push` at the front); a stack type (java.util.Stack,
 * std::stack) is last in, first out whatever end its library calls `pop`.
 */
import type { LoopRecord } from '../../complexity/time.ts';
import { addsAtFront } from '../../library/index.ts';
import { assignmentsIn, baseName, type CollectionOp } from '../../model/patterns.ts';
import { lookupVar, type Program, type VarInfo } from '../../model/program.ts';
import type { SyntaxNode } from '../../model/syntax.ts';
import type { TechniqueFacts } from './facts.ts';

export interface Ends {
  /** Operations that add elements (at either end). */
  pushes: CollectionOp[];
  /** Removals from the end elements were added at. */
  lifo: CollectionOp[];
  /** Removals from the other end. */
  fifo: CollectionOp[];
}

export function endsOf(program: Program, v: VarInfo | null, ops: CollectionOp[]): Ends {
  const pushes = ops.filter((o) => o.op === 'push' || o.op === 'push_front');
  const atFront = pushes.some((o) => addsAtFront(program.language, o.call, o.op));
  const atBack = pushes.some((o) => !addsAtFront(program.language, o.call, o.op));
  const pops = ops.filter((o) => o.op === 'pop_front' || o.op === 'pop_back');
  if (v?.collection === 'stack') return { pushes, lifo: pops, fifo: [] };
  const sameEnd = (o: CollectionOp) => (o.op === 'pop_front' ? atFront : atBack);
  const otherEnd = (o: CollectionOp) => (o.op === 'pop_front' ? atBack : atFront);
  return { pushes, lifo: pops.filter(sameEnd), fifo: pops.filter(otherEnd) };
}

/**
 * A while loop that the time analysis found to drain a collection: whether the body also adds to it (work found
 * while working: a search frontier), and whether it takes first in, first out (a queue) or last in, first out.
 */
export function drainedWorkList(program: Program, loop: LoopRecord, facts: TechniqueFacts): { pushes: boolean; order: 'fifo' | 'lifo' | null } | null {
  const view = program.adapter.loopOf(loop.node);
  const drained = loop.analysis.progress?.drained;
  if (!drained || view?.kind !== 'while') return null;
  const v = lookupVar(program, loop.fn, drained);
  const ops = ((v && facts.byVar.get(v)) ?? []).filter((o) => view.body.contains(o.node));
  const ends = endsOf(program, v, ops);
  // Go's `q = q[1:]` takes the front of a slice that appends at its back.
  const fifo = ends.fifo.length > 0 || (v?.collection !== 'stack' && goPopsFront(program, view.body, drained));
  return { pushes: ends.pushes.length > 0, order: fifo ? 'fifo' : ends.lifo.length ? 'lifo' : null };
}

/** Go's `q = q[1:]` in a loop body: taking the front of a slice. */
export function goPopsFront(program: Program, body: SyntaxNode, name: string): boolean {
  return assignmentsIn(program, body).some((asg) => {
    if (asg.name !== name || asg.indexed || !asg.value) return false;
    const e = program.adapter.expr(asg.value);
    return e.kind === 'slice' && baseName(program.adapter, e.object) === name && !!e.start && e.start.text.trim() !== '0';
  });
}
