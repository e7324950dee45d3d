/**
 * Time complexity: walks each function's syntax tree, multiplying loop bodies by their iteration counts, adding
 * library call costs and callee costs, and combining a function's own work with its recursion. Sequential work
 * takes the maximum.
 *
 * Amortisation: a loop whose progress is carried across an enclosing loop (a pointer that only moves forward, a
 * stack or queue that is only popped here, adjacency lists read once per node) is not multiplied by the enclosing
 * loops. Its total work is charged once per execution of the body where its state is (re)initialised — the
 * classic argument for two pointers, sliding windows, monotonic stacks and BFS.
 */
import * as C from '../cost/cost.ts';
import { div } from '../cost/cost.ts';
import type { Cost } from '../cost/cost.ts';
import { semanticsOf, type Semantics } from '../library/index.ts';
import { analyseLoop, iterableSize, span } from './loops/index.ts';
import { collectionOf, constSize, constValue, sizeMag, valueMag } from '../cost/magnitude.ts';
import type { Context, LoopAnalysis, LoopFrame } from '../model/context.ts';
import { assignmentsIn, baseName, collectionOpsIn, isSpread, namesIn } from '../model/patterns.ts';
import { lookupVar, resolveCall, type FunctionInfo, type Program } from '../model/program.ts';
import { elementFrame } from '../model/elements.ts';
import { analyseRecursion, recursionTime, type RecursionInfo } from './recursion.ts';
import { childCollection } from './children.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import type { Evidence } from '../types.ts';
import type { CallView, LoopView } from '../model/vocabulary.ts';

export interface FunctionCost {
  /** One invocation's own work, self-calls counted as O(1). */
  perCall: Cost;
  /** Amortised work charged once per outside call (adjacency lists, drained queues at function level). */
  charges: Cost;
  /** One outside call, including recursion. */
  total: Cost;
  recursion: RecursionInfo | null;
  /** Memo or visited marks outlive the call, so repeated calls from a caller share the work. */
  persistent: boolean;
}

interface Walk {
  ctx: Context;
  root: SyntaxNode;
  /** charges[k]: work charged once per execution of the body at loop depth k (0 = the function body). */
  charges: Cost[];
  /** Work on a path that returns: done at most once per call of the function. */
  exits: { cost: Cost };
}

/** Records where the cost comes from, for the coach's evidence. */
export interface LoopRecord {
  node: SyntaxNode;
  fn: FunctionInfo | null;
  analysis: LoopAnalysis;
  depth: number;
  amortised: boolean;
  /** Non-constant iteration counts of this loop and its enclosing loops. */
  nesting: number;
  /** The innermost enclosing loop in the same function. */
  outer: LoopFrame | null;
}

export interface OperationRecord {
  node: SyntaxNode;
  call: CallView;
  fn: FunctionInfo | null;
  sem: Semantics;
  cost: Cost;
  /** Enclosing loops with a non-constant number of iterations. */
  nesting: number;
  /** What the operation acts on, when known. */
  kind: string | null;
}

function nestingOf(ctx: Context): number {
  return ctx.loops.filter((f) => !C.isConstant(f.iterations)).length;
}

export class TimeAnalyser {
  readonly evidence: Evidence[] = [];
  readonly loops: LoopRecord[] = [];
  /** Loops whose work is charged once at an outer level (their iterations do not multiply what is inside). */
  readonly amortised = new Set<SyntaxNode>();
  /** The level each amortised loop's work was charged to. */
  private readonly amortisedLevels = new Map<SyntaxNode, number>();
  /** Every library call seen, with the number of non-constant loops around it (findings read these). */
  readonly calls: OperationRecord[] = [];
  /** `x in xs` membership tests. */
  readonly memberships: { node: SyntaxNode; fn: FunctionInfo | null; cost: Cost; nesting: number; kind: string | null; collection: SyntaxNode }[] = [];
  private readonly results = new Map<FunctionInfo, FunctionCost>();
  private readonly inProgress = new Set<FunctionInfo>();
  private readonly recorded = new Set<SyntaxNode>();

  constructor(readonly program: Program) {}

  /** The program's time: the costliest top-level function or method (constructors only when alone), or the script. */
  programTime(): Cost {
    const top = this.program.functions.filter((f) => !f.parent && f.view.kind !== 'lambda');
    const operations = top.filter((f) => f.view.kind !== 'constructor');
    const entries = operations.length ? operations : top;
    let time: Cost = C.CONSTANT;
    for (const fn of entries) time = C.max(time, this.functionCost(fn).total);
    // Statements outside functions (scripts), and lambdas bound at top level that nothing calls.
    if (this.program.topLevel.length) {
      const w: Walk = { ctx: { program: this.program, fn: null, loops: [], analyseLoop }, root: this.program.root, charges: [C.CONSTANT], exits: { cost: C.CONSTANT } };
      for (const node of this.program.topLevel) time = C.max(time, this.cost(node, w));
      time = C.max(time, w.exits.cost);
      time = C.max(time, w.charges[0]!);
    }
    for (const fn of this.program.functions) if (!fn.parent && fn.view.kind === 'lambda') time = C.max(time, this.functionCost(fn).total);
    return time;
  }

  functionCost(fn: FunctionInfo): FunctionCost {
    const done = this.results.get(fn);
    if (done) return done;
    if (this.inProgress.has(fn)) return { perCall: C.CONSTANT, charges: C.CONSTANT, total: C.CONSTANT, recursion: null, persistent: false };
    this.inProgress.add(fn);
    const recursion = analyseRecursion(this.program, fn);
    const w: Walk = { ctx: { program: this.program, fn, loops: [], analyseLoop }, root: fn.view.body, charges: [C.CONSTANT], exits: { cost: C.CONSTANT } };
    const perCall = C.max(this.cost(fn.view.body, w), w.exits.cost);
    const charges = w.charges[0]!;
    let total = recursion ? recursionWork(recursion, recursionTime(recursion, perCall, this.program), perCall) : perCall;
    total = C.max(total, charges);
    // Path compression makes later finds cheaper, but each find still costs its amortised bound: the finds of a
    // union-find are not one traversal shared between calls, as a memo's or a visited mark's states are.
    const persistent = !!recursion && recursion.shape !== 'union_find' && (recursion.memo === 'decorator' || ((recursion.memo === 'table' || recursion.guarded) && storeOutlivesCall(fn, recursion.store)));
    const result: FunctionCost = { perCall, charges, total, recursion, persistent };
    this.inProgress.delete(fn);
    this.results.set(fn, result);
    if (recursion) {
      this.evidence.push({
        kind: 'recursion',
        line: recursion.line,
        detail: {
          function: fn.name ?? '',
          branches: Number.isFinite(recursion.branches) ? recursion.branches : -1,
          inLoop: recursion.inLoop,
          memoised: !!recursion.memo,
          guarded: recursion.guarded,
          backtracking: recursion.backtracking,
          shape: recursion.shape,
          states: C.describe(recursion.states),
          depth: C.describe(recursion.depth),
          total: C.describe(total),
        },
      });
    }
    return result;
  }

  private cost(node: SyntaxNode, w: Walk): Cost {
    const a = this.program.adapter;
    if (node !== w.root && this.program.byNode.has(node)) return C.CONSTANT;
    const loop = a.loopOf(node);
    if (loop) return this.loopCost(loop, w);
    // Inside a loop, an arm that ends by returning or breaking runs at most once per loop, not once per iteration.
    const depth = w.ctx.loops.length;
    if (depth > 0) {
      const branch = a.branchOf(node);
      if (branch && branch.arms.some((arm) => exitOf(this.program, arm))) {
        let out = branch.condition ? this.cost(branch.condition, w) : C.CONSTANT;
        for (const arm of branch.arms) {
          const c = this.cost(arm, w);
          const exit = exitOf(this.program, arm);
          if (exit === 'return' || (exit === 'break' && depth === 1)) w.exits.cost = C.max(w.exits.cost, c);
          else if (exit === 'break') w.charges[depth - 1] = C.max(w.charges[depth - 1]!, c);
          else out = C.max(out, c);
        }
        return out;
      }
    }
    const e = a.expr(node);
    switch (e.kind) {
      case 'call':
        return this.callCost(node, e, w);
      case 'comprehension': {
        const frames: LoopFrame[] = [];
        let iterations: Cost = C.CONSTANT;
        let header: Cost = C.CONSTANT;
        for (const clause of e.clauses) {
          header = C.max(header, C.mul(iterations, this.cost(clause.iterable, w)));
          const size = iterableSize(clause.iterable, { ...w.ctx, loops: [...w.ctx.loops, ...frames] });
          iterations = C.mul(iterations, size.kind === 'adjacency' ? C.LINEAR : size.iterations);
          frames.push({ loop: { kind: 'foreach', node, vars: clause.vars, iterable: clause.iterable, body: e.element }, vars: new Map(clause.vars.map((v) => [v, size.element])), iterations: size.iterations });
        }
        const inner: Walk = { ...w, ctx: { ...w.ctx, loops: [...w.ctx.loops, ...frames] }, charges: [...w.charges, ...frames.map(() => C.CONSTANT)] };
        let body = this.cost(e.element, inner);
        for (const f of e.filters) body = C.max(body, this.cost(f, inner));
        // `sum(… for c in w)` inside a loop over words: over the outer loop it reads each character once.
        const first = e.clauses[0];
        const firstSize = first ? iterableSize(first.iterable, w.ctx) : null;
        if (firstSize?.elementOf !== undefined) {
          const level = firstSize.elementOf;
          w.charges[level] = C.max(w.charges[level]!, loopWork(C.LINEAR, C.causedAs(C.mul(div(iterations, firstSize.iterations), body), body), node));
          return header;
        }
        return C.max(header, loopWork(iterations, body, node));
      }
      case 'binary': {
        let out = C.max(this.cost(e.left, w), this.cost(e.right, w));
        if (e.op === 'in' || e.op === 'not in') {
          const m = this.chargeElementWork(e.right, C.because(this.membershipCost(e.right, w.ctx), { kind: 'library', line: node.line, name: e.op, operation: 'contains' }), w);
          this.memberships.push({ node, fn: w.ctx.fn, cost: m, nesting: nestingOf(w.ctx), kind: collectionOf(e.right, w.ctx), collection: e.right });
          out = C.max(out, m);
        }
        return out;
      }
      case 'slice': {
        let out = this.cost(e.object, w);
        if (e.start) out = C.max(out, this.cost(e.start, w));
        if (e.end) out = C.max(out, this.cost(e.end, w));
        // Go slices are views of the same array: no copy.
        if (this.program.language === 'go') return out;
        const length = sliceLength(e.object, e.start, e.end, w.ctx);
        // `s[l:r]` and then `l = r + 1`: consecutive slices do not overlap, so together they copy the input once.
        if (e.start && e.end && !C.isConstant(length) && w.ctx.loops.length > 0 && this.disjointSlices(e.start, e.end, w.ctx)) {
          const depth = w.ctx.loops.length;
          w.charges[depth - 1] = C.max(w.charges[depth - 1]!, C.because(C.LINEAR, { kind: 'library', line: node.line, name: 'slice', operation: 'slice' }));
          return out;
        }
        return C.max(out, this.chargeLevelWork(e.object, C.because(length, { kind: 'library', line: node.line, name: 'slice', operation: 'slice' }), w));
      }
      case 'allocation': {
        let out: Cost = C.CONSTANT;
        for (const c of node.children) out = C.max(out, this.cost(c, w));
        if (e.sizes.length === 1 && this.chargeDrainedSize(e.sizes[0]!, w, node)) return out;
        if (e.sizes.length) out = C.max(out, C.because(C.mulAll(e.sizes.map((s) => valueMag(s, w.ctx))), { kind: 'allocation', line: node.line }));
        if (e.copyOf) out = C.max(out, this.chargeElementWork(e.copyOf, C.because(sizeMag(e.copyOf, w.ctx), { kind: 'allocation', line: node.line }), w));
        return out;
      }
      case 'index': {
        let out = C.max(this.cost(e.object, w), this.cost(e.index, w));
        if (collectionOf(e.object, w.ctx) === 'ordered_map') out = C.max(out, C.because(C.LOG, { kind: 'library', line: node.line, name: '[]', operation: 'get' }));
        return out;
      }
      default: {
        let out: Cost = C.CONSTANT;
        for (const c of node.children) out = C.max(out, this.cost(c, w));
        return out;
      }
    }
  }

  private membershipCost(collection: SyntaxNode, ctx: Context): Cost {
    const kind = collectionOf(collection, ctx);
    if (kind === 'set' || kind === 'map') return C.CONSTANT;
    if (kind === 'ordered_set' || kind === 'ordered_map') return C.LOG;
    const e = this.program.adapter.expr(collection);
    if (e.kind === 'call' && (e.name === 'range' || e.name === 'keys')) return C.CONSTANT;
    if (constSize(collection, ctx) !== null) return C.CONSTANT;
    return sizeMag(collection, ctx);
  }

  private loopCost(loop: LoopView, w: Walk): Cost {
    const ctx = w.ctx;
    const depth = ctx.loops.length;
    const analysis = analyseLoop(loop, ctx);
    let once: Cost = C.CONSTANT;
    let perIteration: Cost = C.CONSTANT;
    switch (loop.kind) {
      case 'foreach':
        once = this.cost(loop.iterable, w);
        break;
      case 'range':
        once = C.maxAll([loop.start, loop.stop, loop.step].filter((x): x is SyntaxNode => !!x).map((x) => this.cost(x, w)));
        break;
      case 'counted':
        once = C.maxAll(loop.init.map((x) => this.cost(x, w)));
        perIteration = C.maxAll([loop.condition, ...loop.update].filter((x): x is SyntaxNode => !!x).map((x) => this.cost(x, w)));
        break;
      case 'while':
        if (loop.condition) perIteration = this.cost(loop.condition, w);
        break;
    }
    const level = this.amortisationLevel(loop, analysis, ctx);
    const share = level === depth ? this.levelLoop(loop, analysis, w) : null;
    const frame: LoopFrame = { loop, vars: analysis.vars, iterations: analysis.iterations, drained: analysis.progress?.drained ?? null };
    const inner: Walk = { ctx: { ...ctx, loops: [...ctx.loops, frame] }, root: w.root, charges: [...w.charges, C.CONSTANT], exits: w.exits };
    const body = C.max(this.cost(loop.body, inner), perIteration);
    const bodyCharges = inner.charges[depth + 1]!;
    // Charges aimed at outer levels travel back up.
    for (let k = 0; k <= depth; k++) w.charges[k] = C.max(w.charges[k]!, inner.charges[k]!);
    const each = C.max(body, bodyCharges);
    const nonConstantOuter = ctx.loops.filter((f) => !C.isConstant(f.iterations)).length;
    this.record(loop.node, ctx.fn, analysis, depth, level < depth || share !== null || analysis.kind === 'adjacency', nonConstantOuter + (C.isConstant(analysis.iterations) ? 0 : 1), ctx.loops[depth - 1] ?? null);
    // Reversing one BFS level by hand: that level's share of the traversal, charged where the traversal is.
    if (share !== null) {
      w.charges[share] = C.max(w.charges[share]!, loopWork(C.LINEAR, each, loop.node));
      return once;
    }
    // Adjacency lists are charged once even at the top of a (recursive) function: over the whole traversal each
    // list is read once.
    if (level < depth || analysis.kind === 'adjacency') {
      this.amortised.add(loop.node);
      this.amortisedLevels.set(loop.node, level);
      let total: Cost;
      if (analysis.kind === 'adjacency' || analysis.elementOf !== undefined) total = C.LINEAR;
      else if (analysis.progress?.drained && !analysis.progress.guard) {
        total = C.mulAll(ctx.loops.slice(level).map((f) => f.iterations));
        if (C.compareCost(total, analysis.iterations) > 0 && analysis.kind === 'drain') total = C.max(analysis.iterations, C.LINEAR);
      } else total = analysis.iterations;
      w.charges[level] = C.max(w.charges[level]!, loopWork(total, each, loop.node));
      return once;
    }
    return C.max(once, loopWork(analysis.iterations, each, loop.node));
  }

  private record(node: SyntaxNode, fn: FunctionInfo | null, analysis: LoopAnalysis, depth: number, amortised: boolean, nesting: number, outer: LoopFrame | null): void {
    if (this.recorded.has(node)) return;
    this.recorded.add(node);
    this.loops.push({ node, fn, analysis, depth, amortised, nesting, outer });
    this.evidence.push({
      kind: 'loop',
      line: node.line,
      detail: { pattern: analysis.kind, iterations: C.describe(analysis.iterations), depth: depth + 1, nesting, amortised, ...(analysis.variable ? { variable: analysis.variable } : {}) },
    });
  }

  /**
   * The loop depth whose body (re)initialises this loop's progress state: the loop's work is charged there once
   * instead of being multiplied by the loops in between. Equal to the current depth when nothing is amortised.
   */
  private amortisationLevel(loop: LoopView, analysis: LoopAnalysis, ctx: Context): number {
    const depth = ctx.loops.length;
    if (depth === 0) return 0;
    if (analysis.kind === 'adjacency') return 0;
    if (analysis.elementOf !== undefined) return analysis.elementOf;
    const progress = analysis.progress;
    if (!progress) return depth;
    const levelOf = (name: string, isCollection: boolean): number => {
      for (let k = depth; k >= 1; k--) {
        const frame = ctx.loops[k - 1]!;
        // The enclosing loop's own variable: a counted loop keeps what the inner loop did to it (they share one
        // counter), but a foreach or a range binds it afresh each iteration, so the inner loop starts over.
        if (frame.vars.has(name)) return frame.loop.kind === 'foreach' || frame.loop.kind === 'range' ? k : k - 1;
        if (resetsIn(this.program, frame.loop.body, loop.node, name, isCollection, ctx)) return k;
        if (frame.loop.kind === 'counted' && frame.loop.init.some((n) => namesIn(this.program.adapter, n).has(name))) return k - 1;
      }
      return 0;
    };
    let level = depth;
    if (progress.drained) level = Math.min(level, levelOf(progress.drained, true));
    if (progress.guard) level = Math.min(level, levelOf(progress.guard, true));
    for (const p of progress.pointers) {
      // A pointer must be a plain variable of this function (not the answer being accumulated).
      if (!lookupVar(this.program, ctx.fn, p)) continue;
      level = Math.min(level, levelOf(p, false));
    }
    return level;
  }

  private callCost(node: SyntaxNode, call: CallView, w: Walk): Cost {
    const program = this.program;
    let out: Cost = C.CONSTANT;
    if (call.receiver) out = C.max(out, this.cost(call.receiver, w));
    for (const arg of call.args) out = C.max(out, this.cost(arg, w));
    const target = resolveCall(program, w.ctx.fn, node, call);
    if (target) {
      if (target === w.ctx.fn || this.inProgress.has(target)) return out;
      const fc = this.functionCost(target);
      // The callee's work, named as a call at this line, then whatever makes the callee cost what it costs.
      const callee = C.because(fc.total, { kind: 'call', line: node.line, function: target.name ?? '' }, fc.total);
      if (fc.persistent) {
        w.charges[0] = C.max(w.charges[0]!, callee);
        return out;
      }
      // `calc(w)` for each word w: a helper linear in its argument, summed over the words, reads the input once.
      // So does a traversal of what each element points to (`for x in forest: visit(x)`): the elements' parts are
      // disjoint, and each is visited once (not so a walk over a graph's lists, which may share nodes).
      if (!fc.total.exp && fc.total.n === 1 && fc.total.log === 0 && (!fc.recursion || (fc.recursion.shape === 'structural' && !fc.recursion.graph))) {
        const a = program.adapter;
        const frames = call.args.map((arg) => (a.expr(arg).kind === 'name' ? elementFrame(arg.text, w.ctx) : null));
        const level = frames.find((f): f is number => f !== null);
        if (level !== undefined && call.args.every((arg, i) => frames[i] !== null || C.isConstant(this.argSize(arg, w.ctx)))) {
          w.charges[level] = C.max(w.charges[level]!, callee);
          return out;
        }
      }
      return C.max(out, callee);
    }
    const sem = semanticsOf(program.language, call, (x) => isSpread(program.adapter, x));
    const callbackCost = (cb: SyntaxNode | null): Cost => {
      if (!cb) return C.CONSTANT;
      let fn = program.byNode.get(cb) ?? null;
      // `key=check`: a named function.
      if (!fn && program.adapter.expr(cb).kind === 'name') fn = resolveCall(program, w.ctx.fn, cb, { kind: 'call', name: cb.text, receiver: null, qualifier: null, args: [] });
      return fn ? this.functionCost(fn).total : C.CONSTANT;
    };
    if (!sem) {
      for (const arg of call.args) {
        const fn = program.byNode.get(arg);
        if (fn) out = C.max(out, this.functionCost(fn).total);
      }
      return out;
    }
    let c = this.opCost(sem, call, w.ctx);
    let perElement: Cost = C.CONSTANT;
    if (sem.op === 'iterate') {
      perElement = callbackCost(sem.callback);
      c = C.mul(sem.target ? sizeMag(sem.target, w.ctx) : C.LINEAR, perElement);
    } else if (sem.callback && (sem.op === 'sort' || sem.op === 'sorted' || sem.op === 'binary_search')) {
      perElement = callbackCost(sem.callback);
      c = C.mul(c, perElement);
    }
    c = C.because(c, { kind: 'library', line: node.line, name: call.name, operation: sem.op }, perElement);
    // sum(x for x in …) / any(…): the generator's own cost already counts its iterations.
    if (sem.op === 'scan' && sem.target && this.program.adapter.expr(sem.target).kind === 'comprehension') c = C.CONSTANT;
    c = this.chargeElementWork(sem.target, c, w);
    c = this.chargeLevelWork(sem.target, c, w);
    // In a recursive traversal, work on the current node's children (`Object.values(root.children)`) sums to n.
    if (sem.target && !C.isConstant(c) && c.n <= 1 && w.ctx.fn && this.inProgress.has(w.ctx.fn) && childCollection(sem.target, w.ctx) && w.ctx.fn.calls.some((x) => resolveCall(program, w.ctx.fn, x.node, x.call) === w.ctx.fn)) {
      w.charges[0] = C.max(w.charges[0]!, C.causedAs(C.mul(C.LINEAR, c.log > 0 ? C.LOG : C.CONSTANT), c));
      c = C.CONSTANT;
    }
    if (sem.op === 'slice' && call.args.length === 2 && !C.isConstant(c) && w.ctx.loops.length > 0 && this.disjointSlices(call.args[0]!, call.args[1]!, w.ctx)) {
      const depth = w.ctx.loops.length;
      w.charges[depth - 1] = C.max(w.charges[depth - 1]!, C.causedAs(C.LINEAR, c));
      c = C.CONSTANT;
    }
    this.calls.push({ node, call, fn: w.ctx.fn, sem, cost: c, nesting: nestingOf(w.ctx), kind: sem.target ? collectionOf(sem.target, w.ctx) : null });
    if (!C.isConstant(c)) {
      this.evidence.push({ kind: 'library_call', line: node.line, detail: { name: call.name, operation: sem.op, cost: C.describe(c), loopDepth: w.ctx.loops.length } });
    }
    return C.max(out, c);
  }

  /**
   * Work proportional to one word of a list of words (`Counter(w)`, `sorted(w)`, `c in w`) sums to the input size
   * over the loop that walks the words: charged once there instead of per iteration.
   */
  private chargeElementWork(target: SyntaxNode | null, c: Cost, w: Walk): Cost {
    if (!target || C.isConstant(c) || c.exp || c.n > 1 || (c.n === 1 && c.log > 1)) return c;
    const e = this.program.adapter.expr(target);
    const frame = e.kind === 'name' ? elementFrame(e.name, w.ctx) : e.kind === 'index' ? this.groupFrame(e.object, e.index, w.ctx) : null;
    if (frame === null) return c;
    w.charges[frame] = C.max(w.charges[frame]!, C.causedAs(C.mul(C.LINEAR, c.log > 0 ? C.LOG : C.CONSTANT), c));
    return C.CONSTANT;
  }

  /**
   * A collection created in each iteration of a loop and filled only inside an amortised inner loop (one BFS level)
   * is as big as that iteration's share of the amortised total: reversing or sorting it, summed over the
   * iterations, is charged where the inner loop's work is.
   */
  private chargeLevelWork(target: SyntaxNode | null, c: Cost, w: Walk): Cost {
    if (!target || C.isConstant(c) || c.exp || c.n > 1) return c;
    const a = this.program.adapter;
    // `reverse(t.begin(), t.end())`: an iterator stands for its collection.
    const te = a.expr(target);
    const name = te.kind === 'call' && te.receiver ? baseName(a, te.receiver) : baseName(a, target);
    const level = name ? this.levelShare(name, w) : null;
    if (level === null) return c;
    w.charges[level] = C.max(w.charges[level]!, C.causedAs(C.mul(C.LINEAR, c.log > 0 ? C.LOG : C.CONSTANT), c));
    return C.CONSTANT;
  }

  /**
   * The level where the work on a collection created in each iteration of a loop, and filled only inside an
   * amortised inner loop, is charged: that iteration's share of the amortised total. Null for other collections.
   */
  private levelShare(name: string, w: Walk, exclude: SyntaxNode | null = null): number | null {
    const v = lookupVar(this.program, w.ctx.fn, name);
    if (!v || v.param) return null;
    const decl = v.assignments.find((x) => x.view.isDeclaration || x.view.op === '=')?.view.node;
    if (!decl) return null;
    const depth = w.ctx.loops.length;
    let k = -1;
    for (let i = depth - 1; i >= 0; i--) if (w.ctx.loops[i]!.loop.body.contains(decl)) { k = i; break; }
    if (k < 0) return null;
    const frameBody = w.ctx.loops[k]!.loop.body;
    const fills = collectionOpsIn(this.program, frameBody).filter((op) => op.collection === name && (op.op === 'push' || op.op === 'push_front'));
    const writes = assignmentsIn(this.program, frameBody).filter((x) => x.name === name && x.indexed);
    // Writes inside the loop being charged (`t[i], t[j] = t[j], t[i]`) rearrange the collection; they do not fill it.
    const sites = [...fills.map((f) => f.node), ...writes.map((x) => x.view.node)].filter((site) => !exclude?.contains(site));
    if (!sites.length) return null;
    let level: number | null = null;
    for (const site of sites) {
      let inside: number | null = null;
      for (const [loopNode, lvl] of this.amortisedLevels) if (loopNode.contains(site) && frameBody.contains(loopNode)) inside = inside === null ? lvl : Math.min(inside, lvl);
      if (inside === null) return null;
      level = level === null ? inside : Math.min(level, inside);
    }
    return level === null || level > k ? null : level;
  }

  /**
   * `new Array(queue.length)` in a loop that drains the queue: as big as the queue is at that moment, and over the
   * whole drain the queue holds each element once — charged once, at the drain loop's level.
   */
  private chargeDrainedSize(size: SyntaxNode, w: Walk, node: SyntaxNode): boolean {
    const a = this.program.adapter;
    const measured = (n: SyntaxNode, depth = 0): string | null => {
      const e = a.expr(n);
      if (e.kind === 'wrapper') return measured(e.inner, depth);
      if (e.kind === 'call' && SIZE_CALLS.has(e.name)) {
        const target = e.receiver ?? e.args[0];
        return target ? baseName(a, target) : null;
      }
      if (e.kind === 'member' && (e.property === 'length' || e.property === 'size')) return baseName(a, e.object);
      // `const n = queue.length`, assigned once.
      if (e.kind === 'name' && depth === 0) {
        const v = lookupVar(this.program, w.ctx.fn, e.name);
        const value = v && !v.param && v.assignments.length === 1 ? v.assignments[0]!.value : null;
        return value ? measured(value, 1) : null;
      }
      return null;
    };
    const name = measured(size);
    const frame = name ? w.ctx.loops.findIndex((f) => f.drained === name) : -1;
    if (frame < 0) return false;
    w.charges[frame] = C.max(w.charges[frame]!, C.because(C.LINEAR, { kind: 'allocation', line: node.line }));
    return true;
  }

  /** A loop over (or as long as) one level's collection: its share of the amortised total, as for library work. */
  private levelLoop(loop: LoopView, analysis: LoopAnalysis, w: Walk): number | null {
    if (analysis.iterations.exp || analysis.iterations.n !== 1 || analysis.iterations.log !== 0 || w.ctx.loops.length === 0) return null;
    const a = this.program.adapter;
    const header = loop.kind === 'foreach' ? [loop.iterable] : loop.kind === 'range' ? [loop.stop] : loop.kind === 'counted' ? [...loop.init, ...(loop.condition ? [loop.condition] : [])] : loop.condition ? [loop.condition] : [];
    let level: number | null = null;
    for (const h of header) {
      walk(h, (n) => {
        const e = a.expr(n);
        const measured = n === h && e.kind === 'name' && loop.kind === 'foreach' ? n : e.kind === 'call' && SIZE_CALLS.has(e.name) ? (e.receiver ?? e.args[0] ?? null) : e.kind === 'member' && (e.property === 'length' || e.property === 'size') ? e.object : null;
        const name = measured ? baseName(a, measured) : null;
        const l = name ? this.levelShare(name, w, loop.node) : null;
        if (l !== null) level = level === null ? l : Math.min(level, l);
        return true;
      });
    }
    return level;
  }

  private disjointSlices(start: SyntaxNode, end: SyntaxNode, ctx: Context): boolean {
    const a = this.program.adapter;
    const p = a.expr(start);
    if (p.kind !== 'name' && !(p.kind === 'binary' && (p.op === '+' || p.op === '-'))) return false;
    const startName = p.kind === 'name' ? p.name : [...namesIn(a, start)][0];
    if (!startName) return false;
    const endNames = namesIn(a, end);
    const frame = ctx.loops[ctx.loops.length - 1]!;
    return assignmentsIn(this.program, frame.loop.body).some((x) => {
      if (x.name !== startName || x.indexed || !x.value) return false;
      const from = namesIn(a, x.value);
      from.delete(startName);
      return from.size > 0 && [...from].every((n) => endNames.has(n));
    });
  }

  /**
   * `d[k]` of a grouped map (lists filled one element at a time) inside the loop over its keys: the groups
   * partition what was inserted, so work on each group sums to the total (index into ctx.loops).
   */
  private groupFrame(object: SyntaxNode, index: SyntaxNode, ctx: Context): number | null {
    const a = this.program.adapter;
    const base = baseName(a, object);
    const v = base ? lookupVar(this.program, ctx.fn, base) : null;
    if (!v || !this.program.adjacency.has(v)) return null;
    const keys = namesIn(a, index);
    for (let i = ctx.loops.length - 1; i >= 0; i--) {
      const f = ctx.loops[i]!;
      if (C.isConstant(f.iterations)) continue;
      const walks = f.loop.kind === 'foreach' && namesIn(a, f.loop.iterable).has(base!);
      return walks && [...f.vars.keys()].some((k) => keys.has(k)) ? i : null;
    }
    return null;
  }

  /** How big an argument is: a collection's size, or a number's magnitude. */
  private argSize(arg: SyntaxNode, ctx: Context): Cost {
    const kind = collectionOf(arg, ctx);
    return kind ? sizeMag(arg, ctx) : C.CONSTANT;
  }

  /** Cost of a library operation on the container it acts on. */
  opCost(sem: Semantics, call: CallView, ctx: Context): Cost {
    const language = this.program.language;
    const kind = sem.target ? collectionOf(sem.target, ctx) : null;
    const size = (): Cost => (sem.target ? sizeMag(sem.target, ctx) : C.LINEAR);
    const ordered = kind === 'ordered_map' || kind === 'ordered_set';
    const hashed = kind === 'map' || kind === 'set';
    switch (sem.op) {
      case 'push':
        return kind === 'heap' || ordered ? C.LOG : C.CONSTANT;
      case 'push_front':
        return kind === 'deque' || kind === 'linked_list' || kind === 'stack' || hashed ? C.CONSTANT : ordered ? C.LOG : size();
      case 'insert_at':
        return ordered ? C.LOG : hashed ? C.CONSTANT : size();
      case 'pop_back':
        return kind === 'heap' || ordered ? C.LOG : C.CONSTANT;
      case 'pop_front':
        if (kind === 'heap' || ordered) return C.LOG;
        if (kind === 'list' || kind === 'array') {
          // JavaScript's shift() is what every JS BFS uses; its cost is conventionally treated as O(1).
          return language === 'javascript' || language === 'typescript' ? C.CONSTANT : size();
        }
        return C.CONSTANT;
      case 'contains':
        if (hashed) return C.CONSTANT;
        if (ordered) return C.LOG;
        if (call.name === 'has' || call.name === 'containsKey' || ((call.name === 'count' || call.name === 'find' || call.name === 'contains') && language === 'cpp' && kind !== 'string' && kind !== 'list')) return C.CONSTANT;
        return size();
      case 'get':
        return ordered ? C.LOG : C.CONSTANT;
      case 'remove_value':
        if (hashed) return C.CONSTANT;
        if (ordered) return C.LOG;
        if (kind === 'heap') return language === 'java' ? size() : C.LOG;
        if (kind === 'list' || kind === 'array' || kind === 'string') return size();
        return language === 'python' ? size() : C.CONSTANT;
      case 'index_of':
        return hashed ? C.CONSTANT : ordered ? C.LOG : size();
      case 'sort':
      case 'sorted': {
        const n = size();
        return C.isConstant(n) ? C.CONSTANT : C.mul(n, C.LOG);
      }
      case 'heap_push':
      case 'heap_pop':
      case 'binary_search':
      case 'ordered':
        return C.LOG;
      case 'heapify':
      case 'scan':
      case 'iterate':
        return size();
      case 'copy':
        // Arrays.asList(a, b), List.of(x, y): a list of the arguments themselves.
        if (call.qualifier && call.args.length !== 1) return C.CONSTANT;
        return size();
      case 'slice': {
        const [first, second] = call.args;
        if (call.name === 'substr' && second) return valueMag(second, ctx);
        if (first && second) return span(first, second, ctx);
        // `t.substring(t.length() - 3)`: the last three characters.
        if (first && sem.target && endsNear(first, sem.target, ctx)) return C.CONSTANT;
        return size();
      }
      case 'digits':
        if (kind === 'string' || kind === 'list') return size();
        // As many steps as the value has digits: none to speak of for a value bounded by a constant (`str(x % 10)`).
        return sem.target && C.isConstant(valueMag(sem.target, ctx)) ? C.CONSTANT : C.LOG;
      case 'parse':
      case 'logarithmic':
        return C.LOG;
      case 'constant':
        return C.CONSTANT;
    }
  }
}

const SIZE_CALLS = new Set(['len', 'length', 'size', 'Len']);

/** A loop's work, named: the loop, then what its body does (a loop of constant iterations is no link of its own). */
function loopWork(iterations: Cost, each: Cost, node: SyntaxNode): Cost {
  const work = C.mul(iterations, each);
  return C.isConstant(iterations) ? C.causedAs(work, each) : C.because(work, { kind: 'loop', line: node.line }, each);
}

/** A recursion's work, named when the recursion is what makes it more than one call's own work. */
function recursionWork(info: RecursionInfo, total: Cost, perCall: Cost): Cost {
  if (C.compareCost(total, perCall) <= 0) return C.causedAs(total, perCall);
  const branches = Number.isFinite(info.branches) ? info.branches : -1;
  return C.because(total, { kind: 'recursion', line: info.line, function: info.fn.name ?? '', branches, shape: info.shape, memoised: !!info.memo }, perCall);
}

const EXIT_TYPES: Record<string, 'return' | 'break'> = {
  return_statement: 'return',
  throw_statement: 'return',
  raise_statement: 'return',
  break_statement: 'break',
};

/** How a branch arm ends: by leaving the function, by leaving the loop, or (null) by falling through. */
function exitOf(program: Program, arm: SyntaxNode): 'return' | 'break' | null {
  let n: SyntaxNode | undefined = arm;
  for (let guard = 0; n && guard < 8; guard++) {
    const exit = EXIT_TYPES[n.type];
    if (exit) {
      // A labelled break (`break outer`) leaves more than the innermost loop: treat as falling through.
      if (exit === 'break' && n.namedChildren.length > 0) return null;
      return exit;
    }
    if (program.adapter.loopOf(n) || program.adapter.branchOf(n)) return null;
    const children: SyntaxNode[] = n.namedChildren.filter((c) => !program.adapter.isComment(c));
    n = children[children.length - 1];
  }
  return null;
}

/** Length of a slice: constant for `s[:3]`, `s[-3:]`, `s[i:i + 2]`, `s[len(s) - 3:]`; otherwise up to the whole. */
function sliceLength(object: SyntaxNode, start: SyntaxNode | null, end: SyntaxNode | null, ctx: Context): Cost {
  if (start && end) return span(start, end, ctx);
  const startValue = start ? constValue(start, ctx) : null;
  const endValue = end ? constValue(end, ctx) : null;
  if (!start && endValue !== null && endValue >= 0) return C.CONSTANT;
  if (!end && startValue !== null && startValue < 0) return C.CONSTANT;
  if (!end && start && endsNear(start, object, ctx)) return C.CONSTANT;
  return sizeMag(object, ctx);
}

/** `len(x) - 3`, `x.length() - 3`: a constant distance from the end of x. */
function endsNear(node: SyntaxNode, collection: SyntaxNode, ctx: Context): boolean {
  const a = ctx.program.adapter;
  const e = a.expr(node);
  if (e.kind !== 'binary' || e.op !== '-' || constValue(e.right, ctx) === null) return false;
  const l = a.expr(e.left);
  const measured = l.kind === 'call' && ['len', 'length', 'size', 'Len'].includes(l.name) ? (l.receiver ?? l.args[0]) : l.kind === 'member' && (l.property === 'length' || l.property === 'size') ? l.object : null;
  return !!measured && measured.text === collection.text;
}

/** A memo table or visited collection declared outside the function (or passed in) survives between calls. */
function storeOutlivesCall(fn: FunctionInfo, store: string | null): boolean {
  if (!store) return false;
  const own = fn.vars.get(store);
  if (!own) return true;
  return !!own.param;
}

/** Does `body` (outside `exclude`) re-initialise `name`: `j = …`, `q = deque()`, `q.clear()`? */
function resetsIn(program: Program, body: SyntaxNode, exclude: SyntaxNode, name: string, isCollection: boolean, ctx: Context): boolean {
  const a = program.adapter;
  const assignments = assignmentsIn(program, body).filter((x) => !exclude.contains(x.view.node));
  for (const asg of assignments) {
    if (asg.name !== name || asg.indexed) continue;
    // A pointer the enclosing loop also jumps by a non-constant amount (`cur += cols`) can travel further than n.
    if (!isCollection && (asg.view.op === '+=' || asg.view.op === '-=') && asg.value && constValue(asg.value, ctx) === null) return true;
    if (asg.view.op !== '=' && asg.view.op !== ':=') continue;
    if (isCollection) {
      // `q = q[1:]`, `stk = stk[:-1]`, `stk = append(stk, x)` shrink or grow the collection; they do not reset it.
      if (asg.value && (baseName(a, asg.value) === name || namesIn(a, asg.value).has(name))) continue;
      // `q = nq` where nq was filled in this same body from q: one BFS level handing over to the next.
      const ve = asg.value ? a.expr(asg.value) : null;
      if (ve?.kind === 'name' && collectionOpsIn(program, body).some((op) => op.collection === ve.name && (op.op === 'push' || op.op === 'push_front'))) continue;
      return true;
    }
    // `x = x.next`, `i = i + 2`: a step, not a reset.
    if (asg.value && namesIn(a, asg.value).has(name)) continue;
    // Two pointers handing over: `j = i` where the outer loop later jumps `i = j`.
    if (asg.value) {
      const from = [...namesIn(a, asg.value)];
      const handsBack = from.some((other) => assignments.some((x) => x.name === other && !x.indexed && x.value && namesIn(a, x.value).has(name)));
      if (handsBack) continue;
      const frameVar = ctx.loops.some((f) => from.some((n) => f.vars.has(n)));
      if (frameVar && from.length === 1 && assignments.some((x) => x.name === from[0] && x.value && namesIn(a, x.value).has(name))) continue;
    }
    return true;
  }
  if (isCollection) {
    let cleared = false;
    const stack = [body];
    while (stack.length) {
      const n = stack.pop()!;
      if (n === exclude) continue;
      const e = a.expr(n);
      if (e.kind === 'call' && e.name === 'clear' && e.receiver && baseName(a, e.receiver) === name) cleared = true;
      for (const c of n.children) stack.push(c);
    }
    return cleared;
  }
  return false;
}
