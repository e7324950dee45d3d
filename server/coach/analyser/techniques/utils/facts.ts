/**
 * Facts several technique detectors read, computed once per analysis: the library operations on each collection
 * (from every function body and the top-level statements), the variables of every scope, and how an assignment
 * moves a scalar.
 */
import type { TimeAnalyser } from '../../complexity/time.ts';
import { collectionOpsIn, type CollectionOp } from '../../model/patterns.ts';
import { lookupVar, type FunctionInfo, type Program, type VarInfo } from '../../model/program.ts';
import type { SyntaxNode } from '../../model/syntax.ts';
import type { AssignmentView, CallView } from '../../model/vocabulary.ts';

export interface ScopedOp {
  fn: FunctionInfo | null;
  op: CollectionOp;
  /** The variable the operation acts on, when it is a named collection of a known scope. */
  v: VarInfo | null;
}

export class TechniqueFacts {
  private opsCache: ScopedOp[] | null = null;
  private byVarCache: Map<VarInfo, CollectionOp[]> | null = null;
  private loopNodes: SyntaxNode[] | null = null;

  constructor(
    private readonly program: Program,
    private readonly time: TimeAnalyser,
  ) {}

  /** Library operations on collections in every function's own body and in the top-level statements. */
  get ops(): ScopedOp[] {
    if (!this.opsCache) {
      const scopes: { fn: FunctionInfo | null; node: SyntaxNode }[] = [
        ...this.program.functions.map((fn) => ({ fn, node: fn.view.body })),
        ...this.program.topLevel.map((node) => ({ fn: null, node })),
      ];
      this.opsCache = scopes.flatMap(({ fn, node }) => collectionOpsIn(this.program, node).map((op) => ({ fn, op, v: op.collection ? lookupVar(this.program, fn, op.collection) : null })));
    }
    return this.opsCache;
  }

  /** The operations on each variable itself (not on its elements, as `g[u].append(v)` is). */
  get byVar(): Map<VarInfo, CollectionOp[]> {
    if (!this.byVarCache) {
      this.byVarCache = new Map();
      for (const { op, v } of this.ops) {
        if (!v || op.element) continue;
        const list = this.byVarCache.get(v) ?? [];
        list.push(op);
        this.byVarCache.set(v, list);
      }
    }
    return this.byVarCache;
  }

  /** Every variable of every function, class and the module. */
  get variables(): VarInfo[] {
    return [...this.program.functions.flatMap((fn) => [...fn.vars.values()]), ...[...this.program.classes.values()].flatMap((c) => [...c.vars.values()]), ...this.program.moduleVars.values()];
  }

  /** The node sits inside a loop (other than itself) that the time analysis walked. */
  inLoop(node: SyntaxNode): boolean {
    this.loopNodes ??= this.time.loops.map((l) => l.node);
    return this.loopNodes.some((l) => l !== node && l.contains(node));
  }
}

/**
 * How an assignment moves a scalar by a constant step: up (`i++`, `i += 2`, `i = i + 1`), down (`j--`, `j -= 1`,
 * `j = j - 1`), or neither (null).
 */
export function stepOf(program: Program, view: AssignmentView, name: string, value: SyntaxNode | null): 'up' | 'down' | null {
  const a = program.adapter;
  if (view.op === '++') return 'up';
  if (view.op === '--') return 'down';
  const positive = (node: SyntaxNode | null): boolean => {
    const e = node ? a.expr(node) : null;
    return e?.kind === 'number' && e.value > 0;
  };
  if (view.op === '+=' && positive(value)) return 'up';
  if (view.op === '-=' && positive(value)) return 'down';
  if ((view.op === '=' || view.op === ':=') && value) {
    const e = a.expr(value);
    if (e.kind !== 'binary' || (e.op !== '+' && e.op !== '-')) return null;
    const l = a.expr(e.left);
    if (l.kind !== 'name' || l.name !== name || !positive(e.right)) return null;
    return e.op === '+' ? 'up' : 'down';
  }
  return null;
}

/**
 * The choice operators every language's library spells this way (`max`, `Math.max`, `std::min`, Go 1.21's `min`):
 * the better of a value and a new candidate, as a running best or a recurrence that picks among subproblems.
 */
export function isChoiceCall(call: CallView): boolean {
  return call.name === 'max' || call.name === 'min';
}
