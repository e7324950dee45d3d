/**
 * Techniques a solution uses (the contract's AlgorithmPattern names), read from the facts the time and space
 * reasoning already established — collection kinds, library operations, loop kinds, recursion shapes — plus a few
 * syntactic signs. Each technique is reported once, at the first line it is seen on. They describe what the code
 * does, never how well: the coach praises or questions them from the complexity, not from this list.
 *
 * - hash_map: a hash map or hash set the code creates (not one it is given).
 * - sorting: a sort call. heap: a priority queue, or heap operations.
 * - binary_search: a loop that halves a [lo, hi] range around a midpoint, or a library binary search.
 * - stack: a stack type, or a list that is pushed and popped at its end inside a loop.
 * - bfs: a queue drained from its front in a loop that also enqueues onto it (or Go's `q = q[1:]`), or a level
 *   list that a loop replaces.
 * - dfs: recursion over children or neighbours (structural, with visited marks, or backtracking), or a stack drained
 *   in a loop that pushes onto it.
 * - recursion: a function that calls itself.
 * - dynamic_programming: a memoised recursion, or a table cell computed from other cells of the same table in a loop.
 * - two_pointers: a loop driven by two indices that both move (`while l < r`, merging `i < m && j < n`).
 * - sliding_window: a loop over the right end with a left end that the loop moves (an amortised inner loop, or
 *   `left = max(left, …)` / `left = last[c] + 1`) and the window's length `right - left`.
 * - greedy: a loop over data sorted just before (no table, no recursion), or a running best (`max`/`min`) that another
 *   decision in the same loop depends on.
 */
import { assignmentsIn, baseName, collectionOpsIn, namesIn, type CollectionOp } from './model/patterns.ts';
import { lookupVar, type FunctionInfo, type Program, type VarInfo } from './model/program.ts';
import { walk, type SyntaxNode } from './model/syntax.ts';
import type { TimeAnalyser } from './complexity/time.ts';
import type { Technique, TechniqueKind } from './types.ts';

const DP_TABLE_NAME = /^(dp|f|g|memo|cache|table|best|ways|cost)\d*$/i;

export function findTechniques(program: Program, time: TimeAnalyser): Technique[] {
  const found = new Map<TechniqueKind, number>();
  const see = (kind: TechniqueKind, line: number) => {
    const was = found.get(kind);
    if (was === undefined || line < was) found.set(kind, line);
  };
  const a = program.adapter;

  // Scopes to read: every function's own body and the top-level statements.
  const scopes: { fn: FunctionInfo | null; node: SyntaxNode }[] = [
    ...program.functions.map((fn) => ({ fn, node: fn.view.body })),
    ...program.topLevel.map((node) => ({ fn: null, node })),
  ];
  const ops: { fn: FunctionInfo | null; op: CollectionOp; v: VarInfo | null }[] = [];
  for (const { fn, node } of scopes) {
    for (const op of collectionOpsIn(program, node)) ops.push({ fn, op, v: op.collection ? lookupVar(program, fn, op.collection) : null });
  }

  // Hash maps and sets the code creates.
  const allVars: VarInfo[] = [
    ...program.functions.flatMap((fn) => [...fn.vars.values()]),
    ...[...program.classes.values()].flatMap((c) => [...c.vars.values()]),
    ...program.moduleVars.values(),
  ];
  for (const v of allVars) {
    if (v.param) continue;
    const first = v.assignments[0];
    if (!first) continue;
    // A literal lookup table never written to (`pairs = {')': '('}`) is a constant, not the technique.
    const literal = first.value !== null && a.expr(first.value).kind === 'collection';
    if ((v.collection === 'map' || v.collection === 'set') && !(literal && !program.growing.has(v))) see('hash_map', first.target.line);
    if (v.collection === 'heap') see('heap', first.target.line);
    if (v.collection === 'stack') see('stack', first.target.line);
  }

  for (const { op } of ops) {
    if (op.op === 'sort' || op.op === 'sorted') see('sorting', op.node.line);
    if (op.op === 'heap_push' || op.op === 'heap_pop' || op.op === 'heapify') see('heap', op.node.line);
    if (op.op === 'binary_search') see('binary_search', op.node.line);
  }

  // Per collection: where it is pushed and popped, and whether a pop sits in a loop.
  const byVar = new Map<VarInfo, CollectionOp[]>();
  for (const { op, v } of ops) {
    if (!v || op.element) continue;
    const list = byVar.get(v) ?? [];
    list.push(op);
    byVar.set(v, list);
  }
  const loopNodes = time.loops.map((l) => l.node);
  const inLoop = (node: SyntaxNode) => loopNodes.some((l) => l !== node && l.contains(node));
  for (const [v, list] of byVar) {
    if (v.collection === 'heap' || v.collection === 'map' || v.collection === 'set' || v.collection === 'string') continue;
    const pushes = list.filter((o) => o.op === 'push');
    // A pop whose value is used (`stack.pop() != …`, `x = stack.pop()`), or one a while loop repeats while the
    // top qualifies (a monotonic stack): not a backtracking path's `path.pop()`.
    const backPops = list.filter((o) => o.op === 'pop_back' && inLoop(o.node) && (o.node.parent?.type !== 'expression_statement' || poppedWhile(program, o.node, v.name)));
    const frontPops = list.filter((o) => o.op === 'pop_front' && inLoop(o.node));
    const declared = v.assignments[0]?.target.line ?? v.param?.node.line;
    if (pushes.length && frontPops.length) see('bfs', declared ?? frontPops[0]!.node.line);
    else if (pushes.length && backPops.length && v.collection !== 'deque') see('stack', declared ?? backPops[0]!.node.line);
  }

  for (const loop of time.loops) {
    const view = a.loopOf(loop.node);
    if (!view) continue;
    if (loop.analysis.kind === 'binary_search') see('binary_search', loop.node.line);
    // Go's stacks: `st = append(st, x)` and `st = st[:len(st)-1]`.
    if (program.language === 'go') {
      for (const asg of assignmentsIn(program, view.body)) {
        if (!asg.name || asg.indexed || !asg.value) continue;
        const e = a.expr(asg.value);
        if (e.kind !== 'slice' || baseName(a, e.object) !== asg.name || !e.end || !/^len\(\w+\)-1$/.test(e.end.text.replace(/\s+/g, ''))) continue;
        const v = lookupVar(program, loop.fn, asg.name);
        if (v && (byVar.get(v) ?? []).some((o) => o.op === 'push')) see('stack', v.assignments[0]?.target.line ?? asg.view.node.line);
      }
    }
    const drained = loop.analysis.progress?.drained;
    if (drained && view.kind === 'while') {
      const v = lookupVar(program, loop.fn, drained);
      const list = (v && byVar.get(v)) ?? [];
      const bodyOps = list.filter((o) => view.body.contains(o.node));
      const pushesInside = bodyOps.some((o) => o.op === 'push');
      // BFS enqueues what it reaches onto the queue it drains; a list merely consumed from the front is not one.
      if (pushesInside && (bodyOps.some((o) => o.op === 'pop_front') || goPopsFront(program, view.body, drained))) see('bfs', loop.node.line);
      else if (bodyOps.some((o) => o.op === 'pop_back') && pushesInside) see('dfs', loop.node.line);
    }
    // Level-order BFS: `while level: … for node in level: … level = nxt`.
    if (view.kind === 'while' && view.condition) {
      const cond = a.expr(view.condition);
      const name = cond.kind === 'name' ? cond.name : null;
      if (name && reassignedFromNewList(program, view.body, name) && iteratesName(program, view.body, name)) see('bfs', loop.node.line);
    }
    if (view.kind === 'while' && view.condition && twoPointers(program, loop.fn, view.condition, view.body)) see('two_pointers', loop.node.line);
  }

  // Sliding windows: an amortised inner loop that moves a left pointer, or a left end jumping forward, with the
  // window's length measured as right - left.
  for (const loop of time.loops) {
    const view = a.loopOf(loop.node);
    if (!view || loop.nesting !== 1 || loop.analysis.kind !== 'linear') continue;
    const right = view.kind === 'range' || view.kind === 'foreach' ? view.vars[0] : view.kind === 'counted' ? [...namesIn(a, view.init[0] ?? view.node)][0] : undefined;
    if (!right) continue;
    const lefts = new Set<string>();
    for (const inner of time.loops) {
      if (inner.outer?.loop.node !== loop.node || !inner.amortised) continue;
      for (const p of inner.analysis.progress?.pointers ?? []) lefts.add(p);
      const innerView = a.loopOf(inner.node);
      if (!innerView) continue;
      for (const asg of assignmentsIn(program, innerView.body)) {
        if (asg.name && !asg.indexed && (asg.view.op === '++' || (asg.view.op === '+=' && asg.value && /^\d+$/.test(asg.value.text.trim())))) lefts.add(asg.name);
      }
    }
    // A left end the loop moves itself: `left = max(left, last[c] + 1)`, `left = last[c] + 1` under a test.
    for (const asg of assignmentsIn(program, view.body)) {
      if (!asg.name || asg.indexed || !asg.value || asg.name === right) continue;
      lefts.add(asg.name);
    }
    for (const left of lefts) {
      if (left !== right && measuresWindow(program, view.body, right, left)) {
        see('sliding_window', loop.node.line);
        break;
      }
    }
    // A fixed-size window: `nums[i] - nums[i - k]`.
    if (fixedWindow(program, view.body, right)) see('sliding_window', loop.node.line);
  }

  // Recursion, and what kind.
  for (const fn of program.functions) {
    const r = time.functionCost(fn).recursion;
    if (!r) continue;
    see('recursion', fn.view.node.line);
    if (r.memo) see('dynamic_programming', fn.view.node.line);
    if (r.shape === 'structural' || r.backtracking || (r.guarded && !r.memo) || (r.inLoop && r.shape !== 'dispatch')) see('dfs', fn.view.node.line);
  }

  // Tables filled from their own cells.
  for (const loop of time.loops) {
    const view = a.loopOf(loop.node);
    if (!view) continue;
    for (const asg of assignmentsIn(program, view.body)) {
      if (!asg.indexed || !asg.name || !asg.value) continue;
      const reads = tableReads(program, asg.value, asg.name).filter((r) => r.text.replace(/\s+/g, '') !== asg.target.text.replace(/\s+/g, ''));
      const selfUpdate = asg.view.op !== '=' && asg.view.op !== ':=';
      if (selfUpdate && !DP_TABLE_NAME.test(asg.name)) continue;
      if (reads.length >= 2 || (reads.length >= 1 && DP_TABLE_NAME.test(asg.name)) || (selfUpdate && reads.length >= 1)) see('dynamic_programming', asg.view.node.line);
    }
  }

  // Greedy: a single pass over data sorted just before, or a running best another decision depends on.
  if (!found.has('dynamic_programming') && !found.has('recursion')) {
    const sorts = ops.filter(({ op }) => op.op === 'sort' || op.op === 'sorted');
    for (const { op } of sorts) {
      const sorted = op.collection ?? sortedInto(program, op.node);
      const pass = time.loops.find((l) => l.node.line > op.node.line && l.nesting === 1 && !sorts.some((s) => l.node.contains(s.op.node)) && mentions(program, l.node, sorted));
      if (pass && !found.has('sliding_window')) see('greedy', pass.node.line);
    }
    for (const loop of time.loops) {
      const view = a.loopOf(loop.node);
      if (!view) continue;
      for (const asg of assignmentsIn(program, view.body)) {
        if (!asg.name || asg.indexed || !asg.value) continue;
        const e = a.expr(asg.value);
        if (e.kind !== 'call' || (e.name !== 'max' && e.name !== 'min') || !namesIn(a, asg.value).has(asg.name)) continue;
        if (usedByAnotherDecision(program, view.body, asg.name, asg.view.node) && !found.has('sliding_window')) see('greedy', asg.view.node.line);
      }
    }
  }

  return [...found.entries()].map(([kind, line]) => ({ kind, line })).sort((x, y) => x.line - y.line || x.kind.localeCompare(y.kind));
}

/** The pop sits in a while loop whose condition tests the same collection. */
function poppedWhile(program: Program, pop: SyntaxNode, name: string): boolean {
  for (let p = pop.parent; p; p = p.parent) {
    if (program.byNode.has(p)) return false;
    const view = program.adapter.loopOf(p);
    if (view?.kind === 'while' && view.condition && namesIn(program.adapter, view.condition).has(name)) return true;
  }
  return false;
}

/** Go's `q = q[1:]` in a loop body. */
function goPopsFront(program: Program, body: SyntaxNode, name: string): boolean {
  return assignmentsIn(program, body).some((asg) => {
    if (asg.name !== name || asg.indexed || !asg.value) return false;
    const e = program.adapter.expr(asg.value);
    return e.kind === 'slice' && baseName(program.adapter, e.object) === name && !!e.start && e.start.text.trim() !== '0';
  });
}

function reassignedFromNewList(program: Program, body: SyntaxNode, name: string): boolean {
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

/** `while l < r` with l moving up and r moving down, or `while i < m && j < n` with both moving up. */
function twoPointers(program: Program, fn: FunctionInfo | null, condition: SyntaxNode, body: SyntaxNode): boolean {
  const a = program.adapter;
  const inCondition = [...namesIn(a, condition)].filter((x) => {
    const v = lookupVar(program, fn, x);
    return !v || !v.collection;
  });
  if (inCondition.length < 2) return false;
  const moved = new Map<string, Set<'up' | 'down' | 'mid'>>();
  for (const asg of assignmentsIn(program, body)) {
    if (!asg.name || asg.indexed || !inCondition.includes(asg.name)) continue;
    const dirs = moved.get(asg.name) ?? new Set();
    const op = asg.view.op;
    const value = asg.value?.text.replace(/\s+/g, '') ?? '';
    if (op === '++' || (op === '+=' && /^\d+$/.test(value))) dirs.add('up');
    else if (op === '--' || (op === '-=' && /^\d+$/.test(value))) dirs.add('down');
    else if ((op === '=' || op === ':=') && new RegExp(`^${asg.name}\\+1$`).test(value)) dirs.add('up');
    else if ((op === '=' || op === ':=') && new RegExp(`^${asg.name}-1$`).test(value)) dirs.add('down');
    else if (/mid|m\b/.test(value)) dirs.add('mid');
    moved.set(asg.name, dirs);
  }
  const movers = [...moved.entries()].filter(([, d]) => !d.has('mid') && d.size > 0);
  if (movers.length < 2) return false;
  // A binary search moves its ends to the middle; that is not two pointers.
  return ![...moved.values()].some((d) => d.has('mid'));
}

/** `right - left` (or `i - start + 1`) somewhere in the loop body. */
function measuresWindow(program: Program, body: SyntaxNode, right: string, left: string): boolean {
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const e = program.adapter.expr(n);
    if (e.kind === 'binary' && e.op === '-' && e.right.text.trim() === left) {
      const l = e.left.text.replace(/\s+/g, '');
      if (l === right || l === `${right}+1`) found = true;
    }
    return !found;
  });
  return found;
}

/** `xs[i - k]` next to `xs[i]`: a window of fixed width k sliding with i. */
function fixedWindow(program: Program, body: SyntaxNode, right: string): boolean {
  const a = program.adapter;
  const plain = new Set<string>();
  const lagged = new Set<string>();
  walk(body, (n) => {
    const e = a.expr(n);
    if (e.kind !== 'index') return true;
    const base = baseName(a, e.object);
    if (!base) return true;
    const idx = e.index.text.replace(/\s+/g, '');
    if (idx === right) plain.add(base);
    const m = new RegExp(`^${right}-([A-Za-z_]\\w*)$`).exec(idx);
    if (m) lagged.add(base);
    return true;
  });
  return [...lagged].some((x) => plain.has(x));
}

/** Reads `t[…]` of table `name` inside an expression. */
function tableReads(program: Program, value: SyntaxNode, name: string): SyntaxNode[] {
  const a = program.adapter;
  const out: SyntaxNode[] = [];
  walk(value, (n) => {
    const e = a.expr(n);
    if (e.kind === 'index' && baseName(a, n) === name) {
      // The outermost index expression: `dp[i][j]`, not its `dp[i]` part.
      out.push(n);
      return false;
    }
    return true;
  });
  return out;
}

/** `ys = sorted(xs)`: the name a sorted copy is stored in. */
function sortedInto(program: Program, call: SyntaxNode): string | null {
  for (let p = call.parent; p; p = p.parent) {
    const asg = program.adapter.assignmentOf(p);
    if (asg) {
      const t = asg.targets[0];
      return t ? baseName(program.adapter, t) : null;
    }
  }
  return null;
}

function mentions(program: Program, node: SyntaxNode, name: string | null): boolean {
  return !!name && namesIn(program.adapter, node).has(name);
}

/** The running best `name` feeds another assignment or a condition in the same loop body. */
function usedByAnotherDecision(program: Program, body: SyntaxNode, name: string, own: SyntaxNode): boolean {
  const a = program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found || n === own || own.contains(n)) return false;
    const b = a.branchOf(n);
    if (b?.condition && namesIn(a, b.condition).has(name)) found = true;
    const asg = a.assignmentOf(n);
    if (asg && asg.values.some((v) => v && namesIn(a, v).has(name)) && !asg.targets.some((t) => baseName(a, t) === name)) found = true;
    return !found;
  });
  return found;
}
