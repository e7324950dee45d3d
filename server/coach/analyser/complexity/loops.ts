/**
 * How many times a loop runs, and what it iterates over: a constant range (26 letters, 32 bits, 4 directions), a
 * halving/doubling variable (log n), a binary search, a range up to n or √n, a harmonic step, or a queue/stack that
 * is drained. Loops whose progress is carried across an enclosing loop (two pointers, sliding windows, monotonic
 * stacks) are marked so the time walker can amortise them.
 */
import * as C from '../cost/cost.ts';
import type { Cost } from '../cost/cost.ts';
import { collectionOf, constSize, constValue, constantMagnitude, loopHook, sizeMag, valueMag, type Context } from '../cost/magnitude.ts';
import { assignmentsIn, baseName, collectionOpsIn, containsHalving, namesIn, popsIn, updateKind, type UpdateKind } from '../model/patterns.ts';
import { lookupVar, resolveCall, varOf } from '../model/program.ts';
import { childCollection, unionByRank } from './recursion.ts';
import { elementFrame } from '../model/elements.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import type { LoopView } from '../model/vocabulary.ts';

export type LoopKind =
  | 'constant'
  | 'linear'
  | 'logarithmic'
  | 'sqrt'
  | 'harmonic'
  | 'binary_search'
  | 'drain' // while a queue/stack/heap is not empty, popping from it
  | 'pointer_chase' // x = x.next
  | 'union_find' // while p[x] != x: x = p[x]
  | 'adjacency' // for v in g[u], where g's lists are filled from an edge list
  | 'submask'
  | 'exponential'
  | 'quadratic';

export interface LoopAnalysis {
  kind: LoopKind;
  iterations: Cost;
  /** Loop variables and the magnitude of the values they take. */
  vars: Map<string, Cost>;
  /**
   * State that carries the loop's progress between executions: scalar pointers (two pointers, sliding window) or
   * a collection that is only ever popped here (monotonic stack, BFS queue). Used for amortisation.
   */
  progress: { pointers: string[]; drained: string | null; guard: string | null } | null;
  /** The variable the loop steps, for evidence. */
  variable: string | null;
  /** Walks an element of an enclosing foreach (index into ctx.loops): amortised over that loop. */
  elementOf?: number;
}

function result(kind: LoopKind, iterations: Cost, vars: Map<string, Cost> = new Map(), variable: string | null = null): LoopAnalysis {
  return { kind, iterations, vars, progress: null, variable };
}

function kindOf(iterations: Cost): LoopKind {
  if (iterations.exp) return 'exponential';
  if (iterations.n === 0) return iterations.log > 0 ? 'logarithmic' : 'constant';
  if (iterations.n < 1) return 'sqrt';
  if (iterations.n >= 2) return 'quadratic';
  return 'linear';
}

/** A linear form c + Σ k·term over opaque terms, to tell that `i + 3` and `i` are a constant apart. */
function linearForm(node: SyntaxNode, ctx: Context, depth = 0): { c: number; terms: Map<string, number> } | null {
  if (depth > 8) return null;
  const a = ctx.program.adapter;
  const cv = constValue(node, ctx);
  if (cv !== null) return { c: cv, terms: new Map() };
  const e = a.expr(node);
  if (e.kind === 'wrapper') return linearForm(e.inner, ctx, depth + 1);
  if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) {
    const l = linearForm(e.left, ctx, depth + 1);
    const r = linearForm(e.right, ctx, depth + 1);
    if (!l || !r) return null;
    const sign = e.op === '+' ? 1 : -1;
    const terms = new Map(l.terms);
    for (const [t, k] of r.terms) terms.set(t, (terms.get(t) ?? 0) + sign * k);
    return { c: l.c + sign * r.c, terms };
  }
  if (e.kind === 'unary' && e.op === '-') {
    const inner = linearForm(e.operand, ctx, depth + 1);
    if (!inner) return null;
    return { c: -inner.c, terms: new Map([...inner.terms].map(([t, k]) => [t, -k])) };
  }
  return { c: 0, terms: new Map([[node.text.replace(/\s+/g, ''), 1]]) };
}

/** Number of values between two bounds: constant when they differ by a constant, else the larger magnitude. */
export function span(from: SyntaxNode | null, to: SyntaxNode | null, ctx: Context, depth = 0): Cost {
  if (!from && !to) return C.LINEAR;
  if (from && to && depth < 4) {
    // `min(x + 6, m)` as an upper bound (or `max(…)` as a lower one): the tightest of the alternatives.
    const tight = (node: SyntaxNode, fn: string): SyntaxNode[] | null => {
      const e = ctx.program.adapter.expr(node);
      if (e.kind === 'wrapper') return tight(e.inner, fn);
      if (e.kind === 'binary' && (e.op === '+' || e.op === '-') && constValue(e.right, ctx) !== null) return tight(e.left, fn);
      if (e.kind === 'call' && e.name.toLowerCase() === fn && e.args.length >= 2) return e.args;
      return null;
    };
    const upper = tight(to, 'min');
    if (upper) return upper.map((u) => span(from, u, ctx, depth + 1)).reduce((x, y) => C.min(x, y));
    const lower = tight(from, 'max');
    if (lower) return lower.map((l) => span(l, to, ctx, depth + 1)).reduce((x, y) => C.min(x, y));
  }
  if (from && to) {
    const a = linearForm(from, ctx);
    const b = linearForm(to, ctx);
    if (a && b) {
      const keys = new Set([...a.terms.keys(), ...b.terms.keys()]);
      let same = true;
      for (const k of keys) if ((a.terms.get(k) ?? 0) !== (b.terms.get(k) ?? 0)) same = false;
      if (same) return constantMagnitude(b.c - a.c);
    }
    return C.max(valueMag(from, ctx), valueMag(to, ctx));
  }
  return valueMag((from ?? to)!, ctx);
}

/** Comparisons in a condition that mention `name`, as [bound, relation]. Handles `&&`/`||` chains. */
function boundsOf(condition: SyntaxNode, name: string, ctx: Context): { bound: SyntaxNode; sqrt: boolean; harmonic?: boolean }[] {
  const a = ctx.program.adapter;
  const out: { bound: SyntaxNode; sqrt: boolean; harmonic?: boolean }[] = [];
  const visit = (node: SyntaxNode): void => {
    const e = a.expr(node);
    if (e.kind === 'wrapper') return visit(e.inner);
    if (e.kind !== 'binary') return;
    if (e.op === '&&' || e.op === '||') {
      visit(e.left);
      visit(e.right);
      return;
    }
    if (!['<', '<=', '>', '>=', '!=', '=='].includes(e.op)) return;
    // `s[i] != ' '` says nothing about how far i goes: only names outside subscripts and calls are bounded.
    const l = directNames(a, e.left);
    const r = directNames(a, e.right);
    if (l.has(name) && !r.has(name)) out.push({ bound: e.right, sqrt: isSquareOf(e.left, name, ctx) || isDivisionBy(e.right, name, ctx), harmonic: scaledByOuter(e.left, name, ctx) });
    else if (r.has(name) && !l.has(name)) out.push({ bound: e.left, sqrt: isSquareOf(e.right, name, ctx) || isDivisionBy(e.left, name, ctx), harmonic: scaledByOuter(e.right, name, ctx) });
  };
  visit(condition);
  return out;
}

function directNames(a: import('../model/vocabulary.ts').LanguageAdapter, node: SyntaxNode): Set<string> {
  const out = new Set<string>();
  walk(node, (n) => {
    const e = a.expr(n);
    if (e.kind === 'index' || e.kind === 'call' || e.kind === 'function') return false;
    if (e.kind === 'name') out.add(e.name);
    return true;
  });
  return out;
}

/** `d * y <= mx` with y an enclosing loop's variable: d runs to mx / y, and Σ mx / y over y is mx log mx. */
function scaledByOuter(node: SyntaxNode, name: string, ctx: Context): boolean {
  const e = ctx.program.adapter.expr(node);
  if (e.kind === 'wrapper') return scaledByOuter(e.inner, name, ctx);
  if (e.kind !== 'binary' || e.op !== '*') return false;
  const other = e.left.text.trim() === name ? e.right : e.right.text.trim() === name ? e.left : null;
  return !!other && ctx.program.adapter.expr(other).kind === 'name' && isEnclosingLoopVar(other.text.trim(), ctx);
}

function isSquareOf(node: SyntaxNode, name: string, ctx: Context): boolean {
  const e = ctx.program.adapter.expr(node);
  if (e.kind === 'wrapper') return isSquareOf(e.inner, name, ctx);
  if (e.kind === 'binary' && e.op === '*') return e.left.text === name && e.right.text === name;
  if (e.kind === 'binary' && e.op === '**') return e.left.text === name && constValue(e.right, ctx) === 2;
  return false;
}

function isDivisionBy(node: SyntaxNode, name: string, ctx: Context): boolean {
  const e = ctx.program.adapter.expr(node);
  return e.kind === 'binary' && (e.op === '/' || e.op === '//') && e.right.text === name;
}

/** Iterations implied by how a loop variable is updated, between `start` and the condition's bound. */
function iterationsFor(update: UpdateKind, start: SyntaxNode | null, bounds: { bound: SyntaxNode; sqrt: boolean; harmonic?: boolean }[], ctx: Context, harmonic: boolean): { kind: LoopKind; iterations: Cost } {
  if (bounds.some((b) => b.sqrt)) return { kind: 'sqrt', iterations: C.SQRT };
  if ((update === 'step' || update === 'step_var') && bounds.some((b) => b.harmonic)) return { kind: 'harmonic', iterations: C.LOG };
  let range: Cost | null = null;
  for (const b of bounds) {
    const s = span(start, b.bound, ctx);
    range = range ? C.min(range, s) : s;
  }
  range ??= start ? valueMag(start, ctx) : C.LINEAR;
  switch (update) {
    case 'step':
      return { kind: kindOf(range), iterations: range };
    case 'step_var':
      if (harmonic) return { kind: 'harmonic', iterations: C.isConstant(range) ? C.CONSTANT : C.LOG };
      return { kind: kindOf(range), iterations: range };
    case 'halve':
    case 'double':
    case 'lowbit':
    case 'clear_lowbit':
      return C.isConstant(range) ? { kind: 'constant', iterations: C.CONSTANT } : { kind: 'logarithmic', iterations: C.LOG };
    case 'submask':
      return { kind: 'submask', iterations: C.EXPONENTIAL };
    default:
      return { kind: kindOf(range), iterations: range };
  }
}

/** True when `name` is the variable of an enclosing loop (a step of `j += i` makes the inner loop harmonic). */
function isEnclosingLoopVar(name: string, ctx: Context): boolean {
  return ctx.loops.some((f) => f.vars.has(name));
}

function stepIsEnclosingVar(view: { values: (SyntaxNode | null)[]; op: string }, ctx: Context, target: string): boolean {
  const v = view.values[0];
  if (!v) return false;
  const names = namesIn(ctx.program.adapter, v);
  names.delete(target);
  return [...names].some((n) => isEnclosingLoopVar(n, ctx));
}

export function analyseLoop(loop: LoopView, ctx: Context): LoopAnalysis {
  let analysis: LoopAnalysis;
  switch (loop.kind) {
    case 'range':
      analysis = rangeLoop(loop, ctx);
      break;
    case 'counted':
      analysis = countedLoop(loop, ctx);
      break;
    case 'foreach':
      analysis = foreachLoop(loop, ctx);
      break;
    case 'while':
      analysis = whileLoop(loop.condition, loop.body, loop, ctx, new Map());
      break;
  }
  // In a recursive function, a loop over the current node's children (`for c in root.children`, `for (i = 0;
  // i < root.children.size(); …)`) reaches each child once over the whole recursion, like adjacency lists.
  if (analysis.kind === 'linear' && ctx.fn && isRecursive(ctx)) {
    const over = loop.kind === 'foreach' ? [loop.iterable] : loop.kind === 'range' ? [loop.stop] : loop.kind === 'counted' && loop.condition ? collectionsSized(loop.condition, ctx) : [];
    if (over.some((n) => childCollection(n, ctx))) analysis.kind = 'adjacency';
  }
  return analysis;
}

loopHook.analyse = analyseLoop;

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

function rangeLoop(loop: Extract<LoopView, { kind: 'range' }>, ctx: Context): LoopAnalysis {
  const vars = new Map<string, Cost>();
  const valueRange = loop.start ? C.max(valueMag(loop.start, ctx), valueMag(loop.stop, ctx)) : valueMag(loop.stop, ctx);
  for (const v of loop.vars) vars.set(v, valueRange);
  let iterations = span(loop.start, loop.stop, ctx);
  let kind = kindOf(iterations);
  if (loop.step) {
    const step = constValue(loop.step, ctx);
    if (step === null && !C.isConstant(iterations)) {
      // range(i, n, i): the sum over i of n / i is n log n, so log n per outer iteration on average.
      const stepNames = namesIn(ctx.program.adapter, loop.step);
      if ([...stepNames].some((n) => isEnclosingLoopVar(n, ctx))) {
        iterations = C.LOG;
        kind = 'harmonic';
      }
    }
  }
  const analysis = result(kind, iterations, vars, loop.vars[0] ?? null);
  // `for _ in range(len(q)): q.popleft()` — one BFS level: a drain of the queue.
  const drain = drainOf(loop.stop, loop.body, ctx) ?? levelOf(loop.stop, ctx);
  if (drain) analysis.progress = { pointers: [], drained: drain, guard: null };
  return analysis;
}

function countedLoop(loop: Extract<LoopView, { kind: 'counted' }>, ctx: Context): LoopAnalysis {
  const program = ctx.program;
  const inits = loop.init.flatMap((n) => assignmentsIn(program, n));
  const updates = loop.update.flatMap((n) => assignmentsIn(program, n));
  const vars = new Map<string, Cost>();
  if (updates.length === 0 && loop.condition) {
    // `for (int l = 0, r = n; l < r;)`: a while loop in disguise.
    const inner = whileLoop(loop.condition, loop.body, loop, ctx, vars);
    for (const i of inits) if (i.name) vars.set(i.name, i.value ? valueMag(i.value, ctx) : C.LINEAR);
    return inner;
  }
  // `for (let ans = 1; q.length > 0; ++ans)`: the condition ignores the counter, so it drives the loop.
  if (loop.condition && updates.every((u) => !u.name || !namesIn(program.adapter, loop.condition!).has(u.name))) {
    const inner = whileLoop(loop.condition, loop.body, loop, ctx, vars);
    for (const i of inits) if (i.name) vars.set(i.name, C.LINEAR);
    return inner;
  }
  let best: { kind: LoopKind; iterations: Cost } | null = null;
  let variable: string | null = null;
  for (const u of updates) {
    if (!u.name || u.indexed) continue;
    // Without an initialiser here, the variable starts from whatever it holds: its own magnitude.
    const start = inits.find((i) => i.name === u.name)?.value ?? u.target;
    const kind = updateKind(u.view, u.name, u.value, ctx);
    const bounds = loop.condition ? boundsOf(loop.condition, u.name, ctx) : [];
    const harmonic = kind === 'step_var' && stepIsEnclosingVar(u.view, ctx, u.name);
    // `~i` / `i` as a whole condition: runs until i reaches -1 / 0, from its start.
    const it = bounds.length === 0 && loop.condition && namesIn(program.adapter, loop.condition).has(u.name) ? iterationsFor(kind, start, [], ctx, harmonic) : iterationsFor(kind, start, bounds, ctx, harmonic);
    if (bounds.length === 0 && !loop.condition) it.iterations = C.LINEAR;
    if (!best || C.compareCost(it.iterations, best.iterations) < 0 || (bounds.length > 0 && best.kind === 'linear')) {
      best = it;
      variable = u.name;
    }
  }
  for (const i of inits) {
    if (!i.name) continue;
    const bounds = loop.condition ? boundsOf(loop.condition, i.name, ctx) : [];
    const range = [i.value, ...bounds.map((b) => b.bound)].filter((x): x is SyntaxNode => !!x).map((x) => valueMag(x, ctx));
    vars.set(i.name, range.length ? C.maxAll(range) : C.LINEAR);
  }
  if (!best) return { ...whileLoop(loop.condition, loop.body, loop, ctx, vars), vars };
  const analysis = result(best.kind, best.iterations, vars, variable);
  // `for (; j < n; ++j)`: the loop steps a variable it does not initialise — a pointer carried across executions.
  const carried = updates.filter((u) => u.name && !u.indexed && !inits.some((i) => i.name === u.name)).map((u) => u.name!);
  // `for (i = 0; i < m && pre != null; ++i) pre = pre.next`: the condition also follows a list the body advances.
  if (loop.condition) {
    const condNames = namesIn(program.adapter, loop.condition);
    for (const x of assignmentsIn(program, loop.body)) {
      if (x.name && !x.indexed && condNames.has(x.name) && updateKind(x.view, x.name, x.value, ctx) === 'pointer') carried.push(x.name);
    }
  }
  if (carried.length) analysis.progress = { pointers: carried, drained: null, guard: null };
  // A drain loop written as a counted loop: `for (int k = q.size(); k > 0; --k) q.poll()`.
  const drain = drainOf(loop.condition, loop.body, ctx, loop.init);
  if (drain) analysis.progress = { pointers: [], drained: drain, guard: null };
  return analysis;
}

function foreachLoop(loop: Extract<LoopView, { kind: 'foreach' }>, ctx: Context): LoopAnalysis {
  const vars = new Map<string, Cost>();
  const { kind, iterations, element, elementOf } = iterableSize(loop.iterable, ctx);
  for (const v of loop.vars) vars.set(v, element);
  // `for (const p of q) { … q.push(next) }`: a BFS that walks its queue while it grows.
  const queue = ctx.program.adapter.expr(loop.iterable).kind === 'name' ? loop.iterable.text : null;
  if (queue && collectionOpsIn(ctx.program, loop.body).some((op) => op.collection === queue && !op.element && op.op === 'push')) {
    const analysis = result('drain', visitsGrid(loop.body, ctx) ? C.QUADRATIC : C.LINEAR, vars, loop.vars[0] ?? null);
    analysis.progress = { pointers: [], drained: queue, guard: guardOf(queue, loop.body, ctx) };
    return analysis;
  }
  const analysis = result(kind, iterations, vars, loop.vars[0] ?? null);
  if (elementOf !== undefined) analysis.elementOf = elementOf;
  // Level-order BFS: `for u in q` where an enclosing `while q` loop replaces q with the next level.
  const name = baseName(ctx.program.adapter, loop.iterable);
  if (name && ctx.program.adapter.expr(loop.iterable).kind === 'name') {
    const enclosing = ctx.loops[ctx.loops.length - 1];
    if (enclosing && enclosing.loop.kind === 'while' && enclosing.loop.condition && namesIn(ctx.program.adapter, enclosing.loop.condition).has(name)) {
      analysis.progress = { pointers: [], drained: name, guard: null };
    }
  }
  return analysis;
}

/** What a foreach walks over: the size of the collection, a constant alphabet, digits of a number, adjacency lists… */
export function iterableSize(node: SyntaxNode, ctx: Context): { kind: LoopKind; iterations: Cost; element: Cost; elementOf?: number } {
  const a = ctx.program.adapter;
  const cv = constValue(node, ctx);
  if (cv !== null) return { kind: kindOf(constantMagnitude(cv)), iterations: constantMagnitude(cv), element: constantMagnitude(cv) };
  const cs = constSize(node, ctx);
  if (cs !== null) return { kind: kindOf(constantMagnitude(cs)), iterations: constantMagnitude(cs), element: C.CONSTANT };
  const e = a.expr(node);
  switch (e.kind) {
    case 'wrapper':
      return iterableSize(e.inner, ctx);
    case 'name': {
      // `for w in words: for c in w` reads every character once: the inner loops together cover the input.
      const frame = elementFrame(e.name, ctx);
      if (frame !== null) return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR, elementOf: frame };
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
    case 'index': {
      const base = baseName(a, e.object);
      const v = base ? lookupVar(ctx.program, ctx.fn, base) : null;
      if (v && ctx.program.adjacency.has(v)) return { kind: 'adjacency', iterations: C.LINEAR, element: C.LINEAR };
      // `for k in keys[box]` with box just taken from a queue: each row is read when its index is dequeued.
      if (dequeued(e.index, ctx)) return { kind: 'adjacency', iterations: C.LINEAR, element: C.LINEAR };
      return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR };
    }
    case 'member': {
      // `for child in node.children` with node an element of a list of nodes: the child lists partition the input.
      const object = a.expr(e.object);
      if (object.kind === 'name') {
        const frame = elementFrame(object.name, ctx);
        if (frame !== null) return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR, elementOf: frame };
      }
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
    case 'call': {
      const inner = e.receiver ?? e.args[0];
      switch (e.name) {
        case 'combinations': {
          const k = e.args[1] ? constValue(e.args[1], ctx) : null;
          const it = k !== null ? C.cost(Math.min(k, 3)) : C.EXPONENTIAL;
          return { kind: kindOf(it), iterations: it, element: C.LINEAR };
        }
        case 'permutations':
        case 'product':
          return { kind: 'exponential', iterations: C.EXPONENTIAL, element: C.LINEAR };
        case 'of':
        case 'asList':
          // List.of(i + x, i - x): as many elements as arguments.
          if (e.qualifier && e.args.length !== 1) return { kind: 'constant', iterations: C.CONSTANT, element: C.LINEAR };
          break;
        case 'get':
        case 'getOrDefault': {
          const base = e.receiver ? baseName(a, e.receiver) : null;
          const v = base ? lookupVar(ctx.program, ctx.fn, base) : null;
          if (v && ctx.program.adjacency.has(v)) return { kind: 'adjacency', iterations: C.LINEAR, element: C.LINEAR };
          return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR };
        }
        case 'zip': {
          // zip stops at the shortest argument.
          let best: { kind: LoopKind; iterations: Cost; element: Cost } | null = null;
          for (const arg of e.args) {
            const size = iterableSize(arg, ctx);
            if (!best || C.compareCost(size.iterations, best.iterations) < 0) best = size;
          }
          if (best) return best;
          break;
        }
        case 'enumerate':
        case 'reversed':
        case 'sorted':
        case 'list':
        case 'set':
        case 'iter':
        case 'items':
        case 'keys':
        case 'values':
        case 'entrySet':
        case 'keySet':
        case 'toCharArray':
        case 'chars':
        case 'pairwise':
        case 'accumulate':
        case 'entries':
        case 'split':
        case 'Fields':
        case 'Split':
        case 'from':
        case 'groupby':
          if (inner) return iterableSize(inner, ctx);
          break;
        default:
          break;
      }
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
    default: {
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
  }
}

/**
 * `while q: m = len(q); for i in range(m): …; q = nq`: a loop over the current level of an enclosing loop that
 * runs while q is non-empty — over all levels it covers each element once.
 */
function levelOf(bound: SyntaxNode, ctx: Context): string | null {
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

/** A loop whose condition tests a collection for emptiness (or its size) and whose body pops from it. */
function drainOf(condition: SyntaxNode | null, body: SyntaxNode, ctx: Context, extra: SyntaxNode[] = []): string | null {
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
  // `while let Some(x) = q.pop_front()`, `while let top = stack.popLast()`: the condition pops once per iteration.
  if (condition) for (const name of popsIn(ctx.program, condition, 1)) popped.add(name);
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

/** BFS/DFS over a grid: the body indexes a 2-D structure with two variable indices, so the domain is n^2 cells. */
function visitsGrid(body: SyntaxNode, ctx: Context): boolean {
  const a = ctx.program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'index') {
      const inner = a.expr(e.object);
      if (inner.kind === 'index' && constValue(e.index, ctx) === null && constValue(inner.index, ctx) === null) found = true;
    }
    return !found;
  });
  return found;
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

function whileLoop(condition: SyntaxNode | null, body: SyntaxNode, loop: LoopView, ctx: Context, vars: Map<string, Cost>): LoopAnalysis {
  const program = ctx.program;
  const a = program.adapter;
  // `while l1 || l2 || carry`: the loop runs while any part holds, so the longest-lasting part decides.
  const e = condition ? a.expr(condition) : null;
  if (condition && e?.kind === 'binary' && e.op === '||') {
    const parts: SyntaxNode[] = [];
    const collect = (n: SyntaxNode): void => {
      const x = a.expr(n);
      if (x.kind === 'wrapper') collect(x.inner);
      else if (x.kind === 'binary' && x.op === '||') {
        collect(x.left);
        collect(x.right);
      } else parts.push(n);
    };
    collect(condition);
    const analyses = parts.map((p) => whileLoop(p, body, loop, ctx, vars));
    return analyses.reduce((best, x) => (C.compareCost(x.iterations, best.iterations) > 0 ? x : best));
  }
  const condNames = condition ? namesIn(a, condition) : new Set<string>();
  const bodyAssignments = assignmentsIn(program, body);

  // 1. A queue/stack/heap drained by the loop.
  const drained = drainOf(condition, body, ctx);
  if (drained) {
    const grid = visitsGrid(body, ctx);
    const analysis = result('drain', grid ? C.QUADRATIC : C.LINEAR, vars);
    analysis.progress = { pointers: [], drained, guard: guardOf(drained, body, ctx) };
    return analysis;
  }

  // 2. Binary search: two bounds compared, one of them moved to a midpoint.
  if (condition) {
    const movedBounds = bodyAssignments.filter((x) => x.name && !x.indexed && condNames.has(x.name));
    if (movedBounds.length > 0 && condNames.size >= 2) {
      const mids = new Set(bodyAssignments.filter((x) => x.name && x.value && containsHalving(x.value, ctx)).map((x) => x.name!));
      const halvesBound = movedBounds.some((x) => x.value && (containsHalving(x.value, ctx) || [...namesIn(a, x.value)].some((n) => mids.has(n))));
      if (halvesBound && mids.size > 0) return result('binary_search', C.LOG, vars, movedBounds[0]!.name);
    }
  }

  // 3. A variable of the condition that is halved, doubled, stripped of a bit or reduced modulo (Euclid).
  const candidates = condition ? bodyAssignments.filter((x) => x.name && !x.indexed && condNames.has(x.name)) : bodyAssignments.filter((x) => x.name && !x.indexed);
  // `p = (i - 1) >> 1; … i = p` (sifting up a heap): halved through a temporary.
  const halvedTemps = new Map(bodyAssignments.filter((x) => x.name && !x.indexed && x.value && containsHalving(x.value, ctx)).map((x) => [x.name!, x.value!] as const));
  for (const c of candidates) {
    const from = c.value ? ctx.program.adapter.expr(c.value) : null;
    if (from?.kind === 'name' && halvedTemps.has(from.name) && namesIn(a, halvedTemps.get(from.name)!).has(c.name!)) return result('logarithmic', C.LOG, vars, c.name);
  }
  for (const c of candidates) {
    const kind = updateKind(c.view, c.name!, c.value, ctx);
    if (kind === 'halve' || kind === 'double' || kind === 'clear_lowbit' || kind === 'lowbit' || kind === 'modulo') {
      const bounds = condition ? boundsOf(condition, c.name!, ctx) : [];
      if (kind === 'double' && bounds.length > 0 && bounds.every((b) => constValue(b.bound, ctx) !== null && C.isConstant(valueMag(b.bound, ctx)))) return result('constant', C.CONSTANT, vars, c.name);
      return result('logarithmic', C.LOG, vars, c.name);
    }
    if (kind === 'assign' && c.value && isHalving(c.value, ctx)) return result('logarithmic', C.LOG, vars, c.name);
  }

  // 4. Following links: `x = x.next` (a list's length) or `x = p[x]` in a union-find (amortised near-constant).
  for (const c of candidates) {
    const kind = updateKind(c.view, c.name!, c.value, ctx);
    if (kind === 'pointer') {
      const e = c.value ? a.expr(c.value) : null;
      if (e?.kind === 'index') {
        const parent = baseName(a, e.object);
        if (parent && condition && namesIn(a, condition).has(parent)) {
          const compressed = bodyAssignments.some((x) => x.indexed && x.name === parent);
          return result('union_find', compressed && unionByRank(ctx.program) ? C.CONSTANT : C.LOG, vars, c.name);
        }
      }
      return result('pointer_chase', C.LINEAR, vars, c.name);
    }
  }

  // 5. Counters and pointers: `while i < n: i += 1`, `while j < n and …: j += 1`.
  const pointers: string[] = [];
  let iterations: Cost | null = null;
  for (const c of candidates) {
    const kind = updateKind(c.view, c.name!, c.value, ctx);
    if (kind === 'step' || kind === 'step_var' || kind === 'assign') {
      pointers.push(c.name!);
      if (condition && (kind === 'step' || kind === 'step_var')) {
        const bounds = boundsOf(condition, c.name!, ctx);
        const start = startValue(c.name!, ctx);
        // Without a local start (a parameter counted down: `while n > 0: n -= 1`) the range is the variable's own size.
        const own = start ? null : valueMag(c.target, ctx);
        let it = bounds.length ? iterationsFor('step', start, bounds, ctx, false).iterations : start ? valueMag(start, ctx) : C.LINEAR;
        if (own) it = C.max(it, own);
        iterations = iterations ? C.max(iterations, it) : it;
      }
    }
  }
  // Sliding windows move a pointer that the condition does not mention (`while cnt[c] > 1: cnt[s[l]] -= 1; l += 1`).
  const indexPointers = bodyAssignments
    .filter((x) => x.name && !x.indexed && !condNames.has(x.name) && updateKind(x.view, x.name, x.value, ctx) === 'step' && usedAsIndex(body, x.name, ctx))
    .map((x) => x.name!);
  const analysis = result(iterations ? kindOf(iterations) : 'linear', iterations ?? C.LINEAR, vars, pointers[0] ?? indexPointers[0] ?? null);
  const allPointers = [...new Set([...pointers, ...indexPointers])];
  if (allPointers.length) analysis.progress = { pointers: allPointers, drained: null, guard: null };
  if (!condition && loop.kind === 'while' && !iterations) analysis.iterations = C.LINEAR;
  return analysis;
}

function isHalving(node: SyntaxNode, ctx: Context): boolean {
  return containsHalving(node, ctx);
}

function usedAsIndex(body: SyntaxNode, name: string, ctx: Context): boolean {
  const a = ctx.program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'index' && namesIn(a, e.index).has(name)) found = true;
    return !found;
  });
  return found;
}

/** The value a variable starts from, when it is assigned once before the loop. */
function startValue(name: string, ctx: Context): SyntaxNode | null {
  const v = lookupVar(ctx.program, ctx.fn, name);
  if (!v || v.param) return null;
  // Assigned elsewhere too (`cur += cols` in the outer loop): the start value says little.
  if (v.assignments.some((x) => x.view.op !== '=' && x.view.op !== ':=' && x.view.op !== '++' && x.view.op !== '--' && !(x.value && constValue(x.value, ctx) !== null))) return null;
  const first = v.assignments.find((x) => x.view.op === '=' || x.view.op === ':=');
  return first?.value ?? null;
}
