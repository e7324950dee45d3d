/** Facts about drained work lists, shared by bfs and dfs (which tell them apart by the end they take from). */
import type { LoopRecord } from '../../complexity/time.ts';
import { assignmentsIn, baseName } from '../../model/patterns.ts';
import { lookupVar, type Program } from '../../model/program.ts';
import type { CollectionOp } from '../../model/patterns.ts';
import type { SyntaxNode } from '../../model/syntax.ts';
import type { TechniqueFacts } from './facts.ts';

/**
 * A while loop that the time analysis found to drain a collection, with the operations on that collection inside
 * the loop body and whether the body also adds to it (work found while working: a search frontier).
 */
export function drainedWorkList(program: Program, loop: LoopRecord, facts: TechniqueFacts): { name: string; body: SyntaxNode; ops: CollectionOp[]; pushes: boolean } | null {
  const view = program.adapter.loopOf(loop.node);
  const drained = loop.analysis.progress?.drained;
  if (!drained || view?.kind !== 'while') return null;
  const v = lookupVar(program, loop.fn, drained);
  const ops = ((v && facts.byVar.get(v)) ?? []).filter((o) => view.body.contains(o.node));
  return { name: drained, body: view.body, ops, pushes: ops.some((o) => o.op === 'push') };
}

/** Go's `q = q[1:]` in a loop body: taking the front of a slice. */
export function goPopsFront(program: Program, body: SyntaxNode, name: string): boolean {
  return assignmentsIn(program, body).some((asg) => {
    if (asg.name !== name || asg.indexed || !asg.value) return false;
    const e = program.adapter.expr(asg.value);
    return e.kind === 'slice' && baseName(program.adapter, e.object) === name && !!e.start && e.start.text.trim() !== '0';
  });
}
