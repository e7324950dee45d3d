/**
 * Recursion: how many self-calls one invocation makes, what the arguments do (step by one, halve, descend to a
 * child, add a bit to a mask), and whether results are memoised or visits guarded by a visited mark — which
 * together give the number of calls (states) and the depth of the stack.
 */
import * as C from '../cost/cost.ts';
import { memoises } from '../library/index.ts';
import type { Cost } from '../cost/cost.ts';
import { analyseLoop } from './loops/index.ts';
import { constValue, valueMag } from '../cost/magnitude.ts';
import type { Context } from '../model/context.ts';
import { childCollection } from './children.ts';
import { unionByRank } from './union-find.ts';
import { assignmentsIn, baseName, collectionOpsIn, containsHalving, namesIn, updateKind } from '../model/patterns.ts';
import { lookupVar, resolveCall, type FunctionInfo, type Program, type VarInfo } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';

export type RecursionShape = 'structural' | 'halving' | 'split' | 'linear' | 'union_find' | 'branching' | 'dispatch' | 'segment_tree';

export interface RecursionInfo {
  fn: FunctionInfo;
  /** Line of the first self-call. */
  line: number;
  /** Most self-calls one invocation can make (Infinity when they sit in a loop over a non-constant range). */
  branches: number;
  inLoop: boolean;
  memo: 'decorator' | 'table' | null;
  /** The memo table or visited collection. */
  store: string | null;
  /** Visits marked in a collection that is not unmarked afterwards (each state is expanded once). */
  guarded: boolean;
  /** Marks undone after the recursive calls, or a path pushed and popped around them. */
  backtracking: boolean;
  shape: RecursionShape;
  /** Distinct argument combinations. */
  states: Cost;
  /** Deepest stack. */
  depth: Cost;
  /** Every self-call sits in a branch arm (a query that descends one side, or both only when the range spans them). */
  conditional: boolean;
  /** Walks a graph's adjacency lists (which may share nodes), not only the parts of a tree. */
  graph: boolean;
}


type ArgShape = 'same' | 'step' | 'half' | 'child' | 'neighbour' | 'bitmask' | 'parent' | 'const' | 'flip' | 'tree_index' | 'other';

export function selfCalls(program: Program, fn: FunctionInfo): { node: SyntaxNode; args: SyntaxNode[] }[] {
  return fn.calls.filter((c) => resolveCall(program, fn, c.node, c.call) === fn).map((c) => ({ node: c.node, args: c.call.args }));
}

export function analyseRecursion(program: Program, fn: FunctionInfo): RecursionInfo | null {
  const calls = selfCalls(program, fn);
  if (calls.length === 0) return null;
  const a = program.adapter;
  const ctx: Context = { program, fn, loops: [], analyseLoop };
  const callNodes = new Set(calls.map((c) => c.node));

  const { branches, inLoop } = countBranches(program, fn, callNodes, ctx);

  // Memoisation: a caching decorator of the library, or a table the function reads in a condition and returns
  // from (`if key in f: return f[key]`, `if (f[i] != -1) return f[i];`) and also writes, whatever it is called.
  let memo: RecursionInfo['memo'] = fn.view.decorators.some((d) => memoises(program.language, d)) ? 'decorator' : null;
  let store: string | null = null;
  const params = new Set(fn.view.params.map((p) => p.name));
  const written = writtenCollections(program, fn);
  if (!memo) {
    walk(fn.view.body, (n) => {
      if (memo) return false;
      if (n !== fn.view.body && program.byNode.has(n)) return false;
      const branch = a.branchOf(n);
      if (!branch?.condition) return true;
      const condNames = namesIn(a, branch.condition);
      for (const arm of branch.arms.slice(0, 1)) {
        walk(arm, (x) => {
          const r = a.returnOf(x);
          if (!r?.value) return true;
          const returned = namesIn(a, r.value);
          for (const name of condNames) {
            if (params.has(name) || !returned.has(name)) continue;
            const v = lookupVar(program, fn, name);
            if (written.has(name) || v?.assignments.some((asg) => asg.value && a.expr(asg.value).kind === 'index')) {
              memo = 'table';
              store = name;
            }
          }
          return !memo;
        });
      }
      // Java's memo.computeIfAbsent / Python's memo.get patterns are rare enough to leave out.
      return !memo;
    });
  }

  // Visited marks: a collection read in a condition and written in the function (not a per-call local).
  let guarded = false;
  let backtracking = false;
  const readInConditions = new Set<string>();
  walk(fn.view.body, (n) => {
    if (n !== fn.view.body && program.byNode.has(n)) return false;
    const branch = a.branchOf(n);
    if (branch?.condition) for (const name of namesIn(a, branch.condition)) readInConditions.add(name);
    const loop = a.loopOf(n);
    if (loop && (loop.kind === 'while' || loop.kind === 'counted') && loop.condition) for (const name of namesIn(a, loop.condition)) readInConditions.add(name);
    return true;
  });
  const marks = new Map<string, number>();
  for (const asg of assignmentsIn(program, fn.view.body)) if (asg.indexed && asg.name) marks.set(asg.name, (marks.get(asg.name) ?? 0) + 1);
  const ops = collectionOpsIn(program, fn.view.body);
  for (const op of ops) if (op.collection && (op.op === 'push' || op.op === 'remove_value')) marks.set(op.collection, (marks.get(op.collection) ?? 0) + (op.op === 'remove_value' ? 2 : 1));
  const localCollections = new Set([...fn.vars.values()].filter((v) => !v.param && v.assignments.length > 0).map((v) => v.name));
  for (const [name, count] of marks) {
    if (name === store || !readInConditions.has(name) || localCollections.has(name)) continue;
    guarded = true;
    if (count >= 2) backtracking = true;
    if (!store) store = name;
  }
  // A path pushed before and popped after the recursive calls.
  const pushed = new Set(ops.filter((o) => o.op === 'push' && o.collection).map((o) => o.collection!));
  for (const o of ops) if ((o.op === 'pop_back' || o.op === 'remove_value') && o.collection && pushed.has(o.collection)) backtracking = true;
  // Go's `t = t[:len(t)-1]` (Python's `path = path[:-1]`) pops too: the collection cut back and assigned to itself.
  for (const asg of assignmentsIn(program, fn.view.body)) {
    const value = asg.value ? a.expr(asg.value) : null;
    if (asg.name && !asg.indexed && pushed.has(asg.name) && value?.kind === 'slice' && baseName(a, value.object) === asg.name) backtracking = true;
  }
  if (guarded && backtracking) guarded = !restoresMarks(program, fn, marks, callNodes);

  // Argument shapes.
  const shapes = calls.map((c) => fn.view.params.map((p, i) => argShape(c.args[i] ?? null, p.name, fn, ctx)));
  const varying = fn.view.params.map((_, i) => shapes.some((s) => s[i] !== 'same'));
  const all = (test: (s: ArgShape) => boolean) => shapes.every((s) => s.some((x, i) => varying[i] && test(x)));
  let shape: RecursionShape;
  // `if len(s) < len(t): return f(t, s)`: the arguments are the parameters reordered, so the call only dispatches.
  const paramNames = new Set(fn.view.params.map((p) => p.name));
  const bare = (arg: SyntaxNode): boolean => {
    const t = arg.text.trim().replace(/^-\s*/, '');
    return paramNames.has(t);
  };
  // `f(-num)` for a negative input, `f(t, s)` to order two inputs: one extra call, not a recursion over n.
  const permutes = calls.every((c) => c.args.length === fn.view.params.length && c.args.every(bare));
  if (permutes && branches <= 1) shape = 'dispatch';
  else if (shapes.every((x) => x.some((k) => k === 'tree_index'))) shape = 'segment_tree';
  else if (advancesSharedCursor(program, fn, ctx)) shape = 'structural';
  else if (shapes.every((s) => s.some((x) => x === 'parent'))) shape = 'union_find';
  else if (all((s) => s === 'child' || s === 'neighbour')) shape = 'structural';
  else if (all((s) => s === 'half')) shape = 'halving';
  else if (calls.length >= 2 && !inLoop && isSplit(calls, fn, ctx)) shape = 'split';
  else if (branches <= 1 && !inLoop) shape = 'linear';
  else shape = 'branching';

  // States: one dimension per varying parameter.
  const dims: Cost[] = [];
  fn.view.params.forEach((p, i) => {
    if (!varying[i]) return;
    const kinds = shapes.map((s) => s[i]!);
    if (kinds.some((k) => k === 'bitmask')) dims.push(C.EXPONENTIAL);
    else if (kinds.every((k) => k === 'const' || k === 'same' || k === 'flip')) dims.push(C.CONSTANT);
    else if (p.type && /^(bool|boolean)$/i.test(p.type.trim())) dims.push(C.CONSTANT);
    else if (kinds.some((k) => k === 'half') && kinds.every((k) => k === 'half' || k === 'same' || k === 'const')) dims.push(C.LOG);
    else dims.push(baseCaseBound(fn, p.name, ctx) ?? C.LINEAR);
  });
  const states = C.mulAll(dims);

  let depth: Cost;
  switch (shape) {
    case 'halving':
    case 'split':
      depth = C.LOG;
      break;
    case 'union_find':
    case 'dispatch':
      depth = C.CONSTANT;
      break;
    case 'segment_tree':
      depth = C.LOG;
      break;
    case 'structural':
      depth = C.LINEAR;
      break;
    default:
      depth = guarded ? C.min(states, C.QUADRATIC) : states.exp ? C.LINEAR : C.min(states, C.LINEAR);
      if (C.isConstant(depth)) depth = C.CONSTANT;
  }

  const first = calls.reduce((m, c) => Math.min(m, c.node.line), Infinity);
  const conditional = calls.every((c) => insideBranchArm(program, fn, c.node));
  const graph = shapes.some((s) => s.includes('neighbour'));
  return { fn, line: first, branches, inLoop, memo, store, guarded: guarded && !backtracking, backtracking, shape, states, depth, conditional, graph };
}

/** Is the call inside an arm of an if/else or ternary (not run on every invocation)? */
function insideBranchArm(program: Program, fn: FunctionInfo, node: SyntaxNode): boolean {
  const a = program.adapter;
  for (let p = node.parent; p && p !== fn.view.body; p = p.parent) {
    const branch = a.branchOf(p);
    if (branch && branch.arms.some((arm) => arm.contains(node))) return true;
  }
  return false;
}

/**
 * The range a stepping parameter runs over, from the base case that stops it: `if i >= n - 1: return 1` bounds i
 * by n (which may itself be small, e.g. the digits of a number).
 */
function baseCaseBound(fn: FunctionInfo, param: string, ctx: Context): Cost | null {
  const a = ctx.program.adapter;
  let bound: Cost | null = null;
  walk(fn.view.body, (n) => {
    if (n !== fn.view.body && ctx.program.byNode.has(n)) return false;
    const branch = a.branchOf(n);
    if (!branch?.condition || !branch.arms[0] || !returnsAtEnd(ctx.program, branch.arms[0])) return true;
    walk(branch.condition, (c) => {
      const e = a.expr(c);
      if (e.kind === 'binary' && ['<', '<=', '>', '>=', '==', '!='].includes(e.op)) {
        const other = e.left.text.trim() === param ? e.right : e.right.text.trim() === param ? e.left : null;
        if (other && !namesIn(a, other).has(param)) {
          const m = valueMag(other, ctx);
          bound = bound ? C.max(bound, m) : m;
        }
      }
      return true;
    });
    return true;
  });
  return bound && !C.isConstant(bound) ? bound : null;
}

/**
 * Recursive descent: the function reads the input at a cursor shared with its callers (`expr[i++]`, `self.i += 1`)
 * and its self-calls take no position of their own, so all calls together consume the input once.
 */
function advancesSharedCursor(program: Program, fn: FunctionInfo, ctx: Context): boolean {
  const a = program.adapter;
  const own = new Set([...fn.vars.values()].filter((v) => v.assignments.length > 0 || v.param).map((v) => v.name));
  for (const asg of assignmentsIn(program, fn.view.body)) {
    if (!asg.name || asg.indexed || own.has(asg.name)) continue;
    if (updateKindOf(asg, ctx) !== 'step') continue;
    let indexes = false;
    walk(fn.view.body, (n) => {
      const e = a.expr(n);
      if (e.kind === 'index' && namesIn(a, e.index).has(asg.name!)) indexes = true;
      return !indexes;
    });
    if (indexes) return true;
  }
  return false;
}

function updateKindOf(asg: { view: import('../model/vocabulary.ts').AssignmentView; name: string | null; value: SyntaxNode | null }, ctx: Context): string {
  return updateKind(asg.view, asg.name!, asg.value, ctx);
}

/** Collections written (indexed assignment or insertion) in a function's own body. */
function writtenCollections(program: Program, fn: FunctionInfo): Set<string> {
  const out = new Set<string>();
  for (const asg of assignmentsIn(program, fn.view.body)) if (asg.indexed && asg.name) out.add(asg.name);
  for (const op of collectionOpsIn(program, fn.view.body)) if (op.collection && (op.op === 'push' || op.op === 'get')) out.add(op.collection);
  // A C++ reference into the table (`int& res = f[i][j]; … return res = …`).
  for (const asg of assignmentsIn(program, fn.view.body)) if (asg.name && !asg.indexed && asg.view.op === '=' && !asg.view.isDeclaration) out.add(asg.name);
  return out;
}

/**
 * Backtracking restores a mark after the recursive calls: a write after a self-call that puts back a constant
 * (`vis[i] = False`, `used[i] = false`) or a value saved before (`c = board[i][j] … board[i][j] = c`). A later
 * write that combines results (`ans[i] = ans[j]`) is an update, and the marks still guard each state once.
 */
function restoresMarks(program: Program, fn: FunctionInfo, marks: Map<string, number>, calls: Set<SyntaxNode>): boolean {
  const a = program.adapter;
  const firstCall = Math.min(...[...calls].map((c) => c.start));
  const saved = new Set<string>();
  for (const asg of assignmentsIn(program, fn.view.body)) {
    if (!asg.indexed && asg.name && asg.value && a.expr(asg.value).kind === 'index') saved.add(asg.name);
  }
  for (const asg of assignmentsIn(program, fn.view.body)) {
    if (!asg.indexed || !asg.name || !marks.has(asg.name) || !asg.value || asg.view.node.start < firstCall) continue;
    const e = a.expr(asg.value);
    if (e.kind === 'number' || e.kind === 'literal' || e.kind === 'string' || (e.kind === 'name' && saved.has(e.name))) return true;
  }
  // Set-based marks: `vis.add(x)` … `vis.remove(x)`.
  for (const op of collectionOpsIn(program, fn.view.body)) if (op.op === 'remove_value' && op.collection && marks.has(op.collection) && op.node.start > firstCall) return true;
  return false;
}

function countBranches(program: Program, fn: FunctionInfo, callNodes: Set<SyntaxNode>, ctx: Context): { branches: number; inLoop: boolean } {
  const a = program.adapter;
  let inLoop = false;
  const count = (node: SyntaxNode): number => {
    if (node !== fn.view.body && program.byNode.has(node)) {
      // A lambda inside (a comparator, a callback) may call the function too: count its calls as if inline.
      return 0;
    }
    if (callNodes.has(node)) return 1 + node.children.reduce((s, c) => s + count(c), 0);
    const loop = a.loopOf(node);
    if (loop) {
      const inside = count(loop.body);
      if (inside === 0) return 0;
      const analysis = analyseLoop(loop, ctx);
      if (C.isConstant(analysis.iterations)) {
        const iterations = loop.kind === 'foreach' ? (constSizeOf(loop.iterable, ctx) ?? 4) : 4;
        return inside * iterations;
      }
      inLoop = true;
      return Infinity;
    }
    const branch = a.branchOf(node);
    if (branch) {
      const cond = branch.condition ? count(branch.condition) : 0;
      return cond + branch.arms.reduce((m, arm) => Math.max(m, count(arm)), 0);
    }
    return sequence(node.children);
  };
  // In a block, an `if` whose arm returns makes the rest of the block an alternative to that arm.
  const sequence = (nodes: SyntaxNode[]): number => {
    let total = 0;
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i]!;
      const branch = a.branchOf(n);
      if (branch && branch.arms.length === 1 && returnsAtEnd(program, branch.arms[0]!)) {
        const arm = count(branch.arms[0]!) + (branch.condition ? count(branch.condition) : 0);
        return total + Math.max(arm, sequence(nodes.slice(i + 1)));
      }
      total += count(n);
    }
    return total;
  };
  return { branches: count(fn.view.body), inLoop };
}

function constSizeOf(node: SyntaxNode, ctx: Context): number | null {
  const a = ctx.program.adapter;
  const e = a.expr(node);
  if (e.kind === 'collection') return e.items.length;
  if (e.kind === 'name' || e.kind === 'member') {
    const v = lookupVar(ctx.program, ctx.fn, baseName(a, node) ?? '');
    const value = v?.assignments[0]?.value;
    if (value) {
      const ve = a.expr(value);
      if (ve.kind === 'collection') return ve.items.length;
    }
  }
  return null;
}

function returnsAtEnd(program: Program, node: SyntaxNode): boolean {
  const a = program.adapter;
  if (a.returnOf(node)) return true;
  const last = [...node.namedChildren].reverse().find((c) => c.type !== 'comment');
  if (!last) return false;
  if (a.returnOf(last)) return true;
  if (last.type === 'block' || last.type === 'compound_statement' || last.type === 'statement_block' || last.type === 'statement_list' || last.type === 'statements') return returnsAtEnd(program, last);
  return false;
}

function argShape(arg: SyntaxNode | null, param: string, fn: FunctionInfo, ctx: Context): ArgShape {
  if (!arg) return 'same';
  const a = ctx.program.adapter;
  const text = arg.text.replace(/\s+/g, '');
  if (text === param) return 'same';
  const names = namesIn(a, arg);
  const e = a.expr(arg);
  // Descending into a child: part of what a parameter points into, reached through a field or an accessor
  // (`node.left`, `root.children[i]`, `x.getList().get(i)`), whatever the field is called.
  if ((e.kind === 'member' || e.kind === 'index' || e.kind === 'call') && childCollection(arg, ctx)) return 'child';
  if (e.kind === 'name') {
    const v = lookupVar(ctx.program, fn, e.name);
    // `const { val, left, right } = root`: a part of a parameter, bound by destructuring it.
    if (v && !v.param && v.assignments.length > 0 && v.assignments.every((x) => destructuresParam(x, fn, ctx))) return 'child';
    // A cursor walking the children list: `left = data.left; while left: f(left); left = left.right`.
    const values = v && !v.param ? v.assignments.map((x) => x.value) : [];
    if (values.length && values.every((x) => x && a.expr(x).kind === 'member' && (childCollection(x, ctx) || baseName(a, x) === e.name))) return 'child';
    for (const loop of v?.loops ?? []) {
      if (loop.kind !== 'foreach') continue;
      if (childCollection(loop.iterable, ctx)) return 'child';
      const base = baseName(a, loop.iterable);
      const bv = base ? lookupVar(ctx.program, fn, base) : null;
      // Recursing along adjacency lists without visited marks only terminates on a tree (or DAG): each edge once.
      if (bv && ctx.program.adjacency.has(bv) && !names.has(param)) return 'neighbour';
    }
  }
  if (e.kind === 'index') {
    const base = baseName(a, e.object);
    if (base && namesIn(a, e.index).has(param) && !names.has(base + '_')) {
      const v = lookupVar(ctx.program, fn, base);
      if (v && !v.param && v.collection !== 'string') return 'parent';
      if (v?.param && fn.view.params.length <= 2) return 'parent';
    }
  }
  // A node of a binary tree stored in an array: children at 2u and 2u + 1.
  const p = param.replace(/[$]/g, '\\$&');
  if (new RegExp(`^(?:\\(?)(?:${p}<<1(?:\\|1)?|${p}\\*2(?:\\+1)?|2\\*${p}(?:\\+1)?|${p}<<1\\+1)(?:\\)?)$`).test(text)) return 'tree_index';
  // Adding an element to a set of chosen ones: `mask | 1 << j`, `mask ^ (1 << i)`.
  if (/\b1<</.test(text) && /[|^&]/.test(text) && names.has(param)) return 'bitmask';
  if (containsHalving(arg, ctx)) return 'half';
  if (e.kind === 'binary' && e.op === '%') return 'half';
  for (const n of names) {
    const v = lookupVar(ctx.program, fn, n);
    if (v && !v.param && v.assignments.some((x) => x.value && containsHalving(x.value, ctx))) return 'half';
  }
  if (constValue(arg, ctx) !== null || e.kind === 'literal') return 'const';
  if (flips(arg, param, ctx)) return 'flip';
  if (names.has(param)) return 'step';
  return 'other';
}

/**
 * `-c`, `!c`, `1 - c`, `c ^ 1`: the parameter alternates between two values (a colour, a side, a turn), so it adds
 * no dimension to the states.
 */
function flips(arg: SyntaxNode, param: string, ctx: Context): boolean {
  const a = ctx.program.adapter;
  const e = a.expr(arg);
  const isParam = (n: SyntaxNode) => a.expr(n).kind === 'name' && n.text === param;
  if (e.kind === 'wrapper') return flips(e.inner, param, ctx);
  if (e.kind === 'unary') return (e.op === '-' || e.op === '!' || e.op === 'not') && isParam(e.operand);
  if (e.kind !== 'binary') return false;
  if (e.op === '-') return isParam(e.right) && constValue(e.left, ctx) !== null;
  if (e.op === '^') return (isParam(e.left) && constValue(e.right, ctx) !== null) || (isParam(e.right) && constValue(e.left, ctx) !== null);
  return false;
}

/** `const { left, right } = node`, `[a, b] = node`: the assignment binds a part of a parameter's value. */
function destructuresParam(x: VarInfo['assignments'][number], fn: FunctionInfo, ctx: Context): boolean {
  const a = ctx.program.adapter;
  if (!/pattern/.test(x.target.type) && !/pattern/.test(x.target.parent?.type ?? '')) return false;
  if (!x.value || a.expr(x.value).kind !== 'name') return false;
  return !!lookupVar(ctx.program, fn, x.value.text)?.param;
}

/** Divide and conquer: each call keeps one bound and replaces the other with a midpoint or a pivot position. */
function isSplit(calls: { node: SyntaxNode; args: SyntaxNode[] }[], fn: FunctionInfo, ctx: Context): boolean {
  const a = ctx.program.adapter;
  const params = fn.view.params.map((p) => p.name);
  const locals = new Set([...fn.vars.values()].filter((v) => !v.param).map((v) => v.name));
  return calls.every((c) => {
    let keeps = false;
    let moves = false;
    c.args.forEach((arg, i) => {
      const p = params[i];
      if (!p) return;
      if (arg.text.replace(/\s+/g, '') === p) keeps = true;
      else if ([...namesIn(a, arg)].some((n) => locals.has(n))) moves = true;
    });
    return keeps && moves;
  });
}

/** Total time of one outside call, given the cost of one invocation's own work (self-calls counted as O(1)). */
export function recursionTime(info: RecursionInfo, perCall: Cost, program: Program): Cost {
  switch (info.shape) {
    case 'union_find':
      // Path compression with union by size/rank is O(α(n)) amortised; either one alone is O(log n).
      return C.mul(perCall, compresses(program, info.fn) && unionByRank(program) ? C.CONSTANT : C.LOG);
    case 'dispatch':
      return perCall;
    case 'segment_tree':
      // Queries and updates descend O(log n) nodes; building (calls on every invocation) visits all of them.
      return C.mul(info.conditional ? C.LOG : C.LINEAR, perCall);
    case 'halving':
    case 'split':
      return masterTheorem(info.branches, perCall);
    default:
      break;
  }
  // A tree traversal reaches each node once, whatever else it records on the way.
  if (info.shape === 'structural') return C.mul(C.LINEAR, perCall);
  if (info.memo || info.guarded) return C.mul(info.states, perCall);
  if (info.shape === 'linear') return C.mul(info.depth, perCall);
  return C.EXPONENTIAL;
}

/** T(n) = a·T(n/2) + f(n). */
function masterTheorem(a: number, f: Cost): Cost {
  if (f.exp) return f;
  if (a <= 1) return f.n > 0 ? f : C.mul(f, C.LOG);
  if (f.n < 1) return C.LINEAR;
  if (f.n === 1) return C.mul(f, C.LOG);
  return f;
}

/** Path compression: the function writes the parent array it follows. */
function compresses(program: Program, fn: FunctionInfo): boolean {
  return assignmentsIn(program, fn.view.body).some((x) => x.indexed);
}
