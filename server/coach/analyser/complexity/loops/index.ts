/**
 * How many times a loop runs, and what it iterates over. Each way of telling is a strategy of its own file; this
 * module reads the loop's form (a range, a counted `for`, a foreach, a `while`) and asks the strategies for that
 * form in the order below, the first that recognises the loop answering. Loops whose progress is carried across an
 * enclosing loop (two pointers, sliding windows, monotonic stacks, BFS queues) are marked with that progress, so
 * the time walker can amortise them.
 */
import * as C from '../../cost/cost.ts';
import type { Cost } from '../../cost/cost.ts';
import { valueMag } from '../../cost/magnitude.ts';
import type { Context, LoopAnalysis } from '../../model/context.ts';
import { assignmentsIn, baseName, namesIn, updateKind } from '../../model/patterns.ts';
import type { SyntaxNode } from '../../model/syntax.ts';
import type { LoopView } from '../../model/vocabulary.ts';
import { overChildren, overNeighbours } from './adjacency.ts';
import { binarySearch } from './binary-search.ts';
import { overBits } from './bits.ts';
import { boundsOf, rangeBetween, span } from './bounds.ts';
import { counters, stepsEnclosingCounter } from './counters.ts';
import { drainOf, drainWhile, growingQueue, growingQueueDrain, levelOf } from './drain.ts';
import { halvingStep, halvingWhile } from './halving.ts';
import { harmonicRangeStep, harmonicStep, stepIsEnclosingVar } from './harmonic.ts';
import { iterableSize } from './iterables.ts';
import { pointerChase } from './pointer-chase.ts';
import { marksVisited } from './marks.ts';
import { kindOf, result } from './result.ts';
import { overElementLength } from './words.ts';
import { sqrtBound } from './sqrt.ts';
import { countedStep } from './steps.ts';
import type { StepAnswer, StepQuery, StepStrategy, WhileQuery, WhileStrategy } from './strategy.ts';
import { submaskStep } from './submask.ts';
import { unionFind } from './union-find.ts';

export type { LoopAnalysis, LoopKind } from '../../model/context.ts';
export { iterableSize } from './iterables.ts';
export { span } from './bounds.ts';

/** What one update of a counted loop's variable implies, asked in this order. */
const STEP_STRATEGIES: StepStrategy[] = [
  // A √n bound stops the variable early whatever its step, so it is asked first.
  sqrtBound,
  // A step or bound taken from an enclosing loop's variable: n/i per outer iteration, log n on average.
  harmonicStep,
  // Halving, doubling, bit stripping: log n, or constant towards a constant bound.
  halvingStep,
  // `s = (s - 1) & mask` enumerates submasks.
  submaskStep,
  // Any other step moves by a fixed amount: the values between start and bound. Always answers.
  countedStep,
];

/** What makes a `while` loop stop, asked in this order. */
const WHILE_STRATEGIES: WhileStrategy[] = [
  // A collection popped until empty: its condition may also mention counters, but the pops bound it.
  drainWhile,
  // Two bounds closing in on a midpoint: before halving, since a midpoint is also a halved value.
  binarySearch,
  // A variable of the condition halved, doubled, stripped of a bit, or reduced modulo.
  halvingWhile,
  // Parent links through an array the condition tests: before pointer chase, which would read it as a list.
  unionFind,
  // Links followed one element at a time: `x = x.next`.
  pointerChase,
  // Counters and pointers stepping towards a bound. Always answers.
  counters,
];

function iterationsOf(step: StepQuery, ctx: Context): StepAnswer {
  for (const strategy of STEP_STRATEGIES) {
    const answer = strategy(step, ctx);
    if (answer) return answer;
  }
  /* c8 ignore next */
  throw new Error('countedStep always answers');
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
  if (overChildren(loop, analysis, ctx)) analysis.kind = 'adjacency';
  // `for v in graph[u]: visit(v)`: the neighbours of the current state, read once per expanded state.
  else if (analysis.kind === 'linear' && overNeighbours(loop, ctx)) analysis.kind = 'adjacency';
  // `for i in range(len(w))` inside a loop over the words w: together the loops read each character once.
  if (analysis.kind === 'linear' && analysis.elementOf === undefined && !analysis.progress && (loop.kind === 'range' || loop.kind === 'counted')) {
    const frame = overElementLength(loop, ctx);
    if (frame !== null) analysis.elementOf = frame;
  }
  // Whatever moves it, a loop that stops at marked elements and marks each one it visits passes each once.
  if ((loop.kind === 'while' || loop.kind === 'counted') && !analysis.progress?.drained) {
    const marks = marksVisited(loop.condition, loop.body, ctx);
    if (marks) analysis.progress = { pointers: analysis.progress?.pointers ?? [], drained: null, guard: marks };
  }
  return analysis;
}

function rangeLoop(loop: Extract<LoopView, { kind: 'range' }>, ctx: Context): LoopAnalysis {
  const vars = new Map<string, Cost>();
  const valueRange = loop.start ? C.max(valueMag(loop.start, ctx), valueMag(loop.stop, ctx)) : valueMag(loop.stop, ctx);
  for (const v of loop.vars) vars.set(v, valueRange);
  let iterations = span(loop.start, loop.stop, ctx);
  let kind = kindOf(iterations);
  // range(i, n, i): the sum over i of n / i is n log n, so log n per outer iteration on average.
  if (harmonicRangeStep(loop.step, iterations, ctx)) {
    iterations = C.LOG;
    kind = 'harmonic';
  }
  // `for i in range(32): x >> i & 1`: the bits of a value, log M.
  if (overBits(loop.vars[0] ?? null, iterations, loop.stop, loop.body, ctx)) {
    iterations = C.LOG;
    kind = 'logarithmic';
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
  let best: StepAnswer | null = null;
  let variable: string | null = null;
  for (const u of updates) {
    if (!u.name || u.indexed) continue;
    // Without an initialiser here, the variable starts from whatever it holds: its own magnitude.
    const start = inits.find((i) => i.name === u.name)?.value ?? u.target;
    const update = updateKind(u.view, u.name, u.value, ctx);
    const steppedByOuter = update === 'step_var' && stepIsEnclosingVar(u.view, ctx, u.name);
    const bounds = loop.condition ? boundsOf(loop.condition, u.name, ctx) : [];
    // Without bounds (`~i` or `i` as the whole condition: down to -1 or 0) the range is the start's own magnitude.
    const it = iterationsOf({ update, start, bounds, range: () => rangeBetween(start, bounds, ctx), steppedByOuter }, ctx);
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
  // `for (int i = 0; i < 32; i++) if ((x >> i & 1) == 1)`: the bits of a value, log M.
  const bound = variable && loop.condition ? (boundsOf(loop.condition, variable, ctx)[0]?.bound ?? null) : null;
  if (overBits(variable, best.iterations, bound, loop.body, ctx)) best = { kind: 'logarithmic', iterations: C.LOG };
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
  const queue = growingQueue(loop, ctx);
  if (queue) return growingQueueDrain(queue, loop, vars, ctx);
  const analysis = result(kind, iterations, vars, loop.vars[0] ?? null);
  if (elementOf !== undefined) analysis.elementOf = elementOf;
  // Each element steps the enclosing counted loop's counter: the two loops share it.
  const shared = stepsEnclosingCounter(loop.body, ctx);
  if (shared.length) analysis.progress = { pointers: shared, drained: null, guard: null };
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
  const candidates = condition ? bodyAssignments.filter((x) => x.name && !x.indexed && condNames.has(x.name)) : bodyAssignments.filter((x) => x.name && !x.indexed);
  const query: WhileQuery = { condition, body, loop, vars, condNames, bodyAssignments, candidates, iterationsOf: (step) => iterationsOf(step, ctx) };
  for (const strategy of WHILE_STRATEGIES) {
    const answer = strategy(query, ctx);
    if (answer) return answer;
  }
  /* c8 ignore next */
  throw new Error('counters always answers');
}
