/**
 * Space complexity: the largest thing alive at once. Counted: containers allocated by size (`[0] * n`,
 * `new int[m][n]`, `make([]int, n)`), built by comprehension, copied (`sorted(xs)`, `s.split()`, slices) or grown
 * by insertions inside loops (each insertion adds one element, so a push inside loops over n and m holds n·m);
 * strings built by concatenation in a loop; the recursion stack (depth) and memo caches (states); and the
 * O(log n) stack of an in-place sort, the usual convention. Parameters (the input) and the collection the
 * solution returns (its answer) are not counted: this is auxiliary space.
 */
import * as C from '../cost/cost.ts';
import type { Cost } from '../cost/cost.ts';
import { semanticsOf } from '../library/index.ts';
import { analyseLoop, iterableSize, span } from './loops/index.ts';
import { collectionOf, constSize, constValue, sizeMag, valueMag } from '../cost/magnitude.ts';
import type { Context, LoopFrame } from '../model/context.ts';
import { baseName, isSpread } from '../model/patterns.ts';
import { lookupVar, resolveCall, targetName, type Program, type VarInfo } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import type { TimeAnalyser } from './time.ts';
import type { Evidence, SpaceCause } from '../types.ts';
import type { LanguageAdapter } from '../model/vocabulary.ts';

export interface SpaceSite {
  line: number;
  cost: Cost;
  what: string;
  name: string | null;
}

export class SpaceAnalyser {
  readonly sites: SpaceSite[] = [];

  constructor(
    private readonly program: Program,
    private readonly time: TimeAnalyser,
  ) {}

  /** Variables an entry function returns: the answer, which complexity statements usually leave out. */
  private readonly outputs = new Set<VarInfo>();
  /** Returned expressions: what they build is the answer too. */
  private readonly returns = new Set<SyntaxNode>();

  analyse(): Cost {
    this.findOutputs();
    for (const fn of this.program.functions) {
      const ctx: Context = { program: this.program, fn, loops: [], analyseLoop };
      this.visit(fn.view.body, ctx, fn.view.body);
      const cost = this.time.functionCost(fn);
      const rec = cost.recursion;
      if (rec) {
        this.add(rec.line, rec.depth, 'recursion_depth', fn.name);
        if (rec.memo === 'decorator') this.add(rec.line, rec.states, 'memo_cache', fn.name);
      }
    }
    const ctx: Context = { program: this.program, fn: null, loops: [], analyseLoop };
    for (const node of this.program.topLevel) this.visit(node, ctx, node);
    // Class fields and Go package variables initialised outside functions.
    return C.maxAll(this.sites.map((s) => s.cost));
  }

  /** The largest thing alive at once (the first such, in the order found), or null when nothing grows. */
  cause(): SpaceCause | null {
    let top: SpaceSite | null = null;
    for (const site of this.sites) if (!top || C.compareCost(site.cost, top.cost) > 0) top = site;
    return top && !C.isConstant(top.cost) ? { line: top.line, what: top.what, name: top.name } : null;
  }

  evidence(): Evidence[] {
    return this.sites.filter((s) => !C.isConstant(s.cost)).map((s) => ({ kind: 'space', line: s.line, detail: { what: s.what, size: C.describe(s.cost), ...(s.name ? { name: s.name } : {}) } }));
  }

  private findOutputs(): void {
    const a = this.program.adapter;
    for (const fn of this.program.functions) {
      if (fn.parent) continue;
      walk(fn.view.body, (n) => {
        if (n !== fn.view.body && this.program.byNode.has(n)) return false;
        const r = a.returnOf(n);
        if (r?.value) {
          this.returns.add(r.value);
          // `return ans`, and the buffer a returned conversion is made from: `''.join(cs)`, `String.valueOf(cs)`,
          // `string(ans)`, `ans.reverse().toString()`.
          for (const source of returnedSources(a, r.value)) {
            const v = lookupVar(this.program, fn, source);
            if (v && !v.param) this.outputs.add(v);
          }
        }
        return true;
      });
      // Go's named results: `func f(…) (ans []int)`.
      const result = fn.view.node.child('result');
      if (result) for (const id of result.namedChildren.flatMap((p) => p.childrenOf('name'))) {
        const v = fn.vars.get(id.text);
        if (v) this.outputs.add(v);
      }
    }
  }

  private isField(v: VarInfo): boolean {
    for (const cls of this.program.classes.values()) if (cls.vars.get(v.name) === v) return true;
    return false;
  }

  private add(line: number, cost: Cost, what: string, name: string | null, v: VarInfo | null = null): void {
    if (C.isConstant(cost)) return;
    // The returned answer is output, not working memory (the usual convention: "not counting the answer").
    if (v && this.outputs.has(v)) return;
    this.sites.push({ line, cost, what, name });
  }

  private visit(node: SyntaxNode, ctx: Context, root: SyntaxNode): void {
    const a = this.program.adapter;
    if (node !== root && this.program.byNode.has(node)) return;
    const loop = a.loopOf(node);
    if (loop) {
      const analysis = analyseLoop(loop, ctx);
      const header = loop.kind === 'foreach' ? [loop.iterable] : loop.kind === 'range' ? [loop.stop] : loop.kind === 'counted' ? [...loop.init] : [];
      for (const h of header) {
        // Walking a copy made only to be walked (`s.toCharArray()`, `[]byte(s)`, `nums[::-1]`) is conventionally not extra space.
        if (loop.kind === 'foreach' && h === loop.iterable && isIterationView(this.program, h, ctx)) continue;
        this.visit(h, ctx, root);
      }
      // An amortised loop (a drained queue's level, a sliding window's shrink) adds its insertions to the total of
      // the loop it is amortised over, not multiplied by it.
      const amortised = analysis.kind === 'adjacency' || this.time.amortised.has(loop.node);
      const frame: LoopFrame = { loop, vars: analysis.vars, iterations: amortised ? C.CONSTANT : analysis.iterations };
      this.visit(loop.body, { ...ctx, loops: [...ctx.loops, frame] }, root);
      if (loop.kind === 'counted' || loop.kind === 'while') if (loop.condition) this.visit(loop.condition, ctx, root);
      return;
    }
    const asg = a.assignmentOf(node);
    if (asg) {
      asg.targets.forEach((target, i) => {
        const value = asg.values[i] ?? null;
        const t = targetName(a, target);
        const v = t ? lookupVar(this.program, ctx.fn, t.name) : null;
        if (!value) {
          // `vector<int> v;`, `int f[n][m];` handled through the declared value; `s += c` below.
          return;
        }
        if (asg.op === '+=' && (v?.string || v?.collection === 'string' || collectionOf(value, ctx) === 'string' || a.expr(value).kind === 'string')) {
          this.add(node.line, this.insertions(ctx, v), 'string_built', t?.name ?? null, v);
          return;
        }
        if (asg.op === '=' && t && !asg.isDeclaration) {
          // `s = s + c` in a loop builds a string too.
          const e = a.expr(value);
          if (e.kind === 'binary' && e.op === '+' && baseName(a, e.left) === t.name && (v?.string || v?.collection === 'string')) {
            this.add(node.line, this.insertions(ctx, v), 'string_built', t.name, v);
            return;
          }
        }
        if (v && this.program.characterKeyed.has(v)) return;
        let size = this.allocationSize(value, ctx);
        // C++ copies a container into a new variable: `vector<int> g = costs[i];`, `string t = s;`.
        if (C.isConstant(size) && t && this.program.language === 'cpp' && asg.isDeclaration && asg.declaredType && !/[&*]/.test(asg.declaredType)) {
          const kind = a.typeKind(asg.declaredType).collection;
          const ve = a.expr(value);
          if (kind && kind !== 'tuple' && (ve.kind === 'name' || ve.kind === 'index' || ve.kind === 'member')) size = sizeMag(value, ctx);
        }
        if (!t && C.isConstant(size)) {
          // `seen[x] = i`: a new key in a hash map grows it (an array element write does not).
          const base = baseName(a, target);
          const bv = base ? lookupVar(this.program, ctx.fn, base) : null;
          if (bv && isKeyed(bv) && !this.program.characterKeyed.has(bv)) {
            const count = this.isField(bv) ? C.max(this.insertions(ctx, bv), C.LINEAR) : this.insertions(ctx, bv);
            this.add(node.line, count, 'insertions', base, bv);
          }
          return;
        }
        if (C.isConstant(size)) return;
        // `g[i] = make([]int, n)` / `f[i] = new int[m]` inside a loop: one row per iteration.
        if (!t) {
          const base = baseName(a, target);
          const bv = base ? lookupVar(this.program, ctx.fn, base) : null;
          size = C.mul(size, this.insertions(ctx, bv));
          this.add(node.line, size, 'allocation', baseName(a, target), bv);
          return;
        }
        this.add(node.line, size, 'allocation', t.name, v);
      });
    }
    const e = a.expr(node);
    if (e.kind === 'assignment' || (asg && (asg.op === '++' || asg.op === '--' || asg.op === '+=' || asg.op === '-='))) {
      // `count[x]++`, `cnt[c] += 1` on a hash map adds the key.
      const view = e.kind === 'assignment' ? e.assignment : asg!;
      if (view.op !== '=') {
        for (const target of view.targets) {
          const te = a.expr(target);
          if (te.kind !== 'index') continue;
          const base = baseName(a, target);
          const bv = base ? lookupVar(this.program, ctx.fn, base) : null;
          if (bv && isKeyed(bv) && !this.program.characterKeyed.has(bv)) this.add(node.line, this.insertions(ctx, bv), 'insertions', base);
        }
      }
    }
    if (e.kind === 'call') {
      // A user method named like a library one (`heap.push(x)` on a hand-written heap) is not a library call.
      const user = resolveCall(this.program, ctx.fn, node, e);
      const sem = user ? null : semanticsOf(this.program.language, e, (x) => isSpread(a, x));
      if (sem) {
        const target = sem.target;
        const name = target ? baseName(a, target) : null;
        switch (sem.op) {
          case 'push':
          case 'push_front':
          case 'insert_at':
          case 'heap_push': {
            if (!name) break;
            const v = lookupVar(this.program, ctx.fn, name);
            if (v?.param && !this.program.growing.has(v)) break;
            if (v && this.program.characterKeyed.has(v)) break;
            const element = e.args.length ? this.allocationSize(e.args[e.args.length - 1]!, ctx) : C.CONSTANT;
            let count = this.insertions(ctx, v);
            // A field a method appends to keeps one element per call of the method: it grows with the operations.
            const selfField = target && a.expr(target).kind === 'member' && a.expr((a.expr(target) as { object: SyntaxNode }).object).kind === 'self';
            if ((v && this.isField(v)) || selfField) count = C.max(count, C.LINEAR);
            this.add(node.line, C.mul(count, C.max(element, C.CONSTANT)), 'insertions', name, v);
            break;
          }
          case 'sort':
            this.add(node.line, target && C.isConstant(sizeMag(target, ctx)) ? C.CONSTANT : C.LOG, 'sort_stack', name);
            break;
          default:
            break;
        }
      }
      // A user function's parameters are bound to its arguments: nothing new is allocated by the call itself.
    }
    if (this.returns.has(node)) return;
    if (e.kind === 'comprehension' || e.kind === 'allocation' || e.kind === 'slice' || e.kind === 'call') {
      // Temporaries that are not assigned (a sorted copy iterated over, a comprehension passed to a call).
      if (!isAssignedValue(a, node)) {
        const size = this.allocationSize(node, ctx);
        if (!C.isConstant(size)) this.add(node.line, size, 'temporary', null);
      }
    }
    if (e.kind === 'comprehension') {
      // Loops inside the comprehension are covered by its size; still look into the element for allocations.
      return;
    }
    for (const c of node.children) this.visit(c, ctx, root);
  }

  /**
   * How many times a statement runs within one life of the collection it writes to: the product of the enclosing
   * loops that do not also enclose the collection's declaration (a collection re-created per iteration is small).
   */
  private insertions(ctx: Context, v: VarInfo | null): Cost {
    const decl = v?.assignments.find((x) => x.view.isDeclaration || x.view.op === '=')?.view.node ?? null;
    let out: Cost = C.CONSTANT;
    for (const frame of ctx.loops) {
      if (decl && frame.loop.node.contains(decl)) continue;
      out = C.mul(out, frame.iterations);
    }
    return out;
  }

  /** Size of the container an expression creates (O(1) when it creates none). */
  allocationSize(node: SyntaxNode, ctx: Context, depth = 0): Cost {
    if (depth > 6) return C.CONSTANT;
    const a = this.program.adapter;
    const e = a.expr(node);
    switch (e.kind) {
      case 'wrapper':
        return this.allocationSize(e.inner, ctx, depth + 1);
      case 'allocation': {
        if (e.copyOf) {
          const cs = constSize(e.copyOf, ctx);
          if (cs !== null) return C.CONSTANT;
          return sizeMag(e.copyOf, ctx);
        }
        if (!e.sizes.length) return C.CONSTANT;
        const own = C.mulAll(e.sizes.map((s) => valueMag(s, ctx)));
        const fill = e.fill ? this.allocationSize(e.fill, ctx, depth + 1) : C.CONSTANT;
        return C.mul(own, fill);
      }
      case 'collection': {
        if (constSize(node, ctx) !== null && e.items.every((i) => C.isConstant(this.allocationSize(i, ctx, depth + 1)))) return C.CONSTANT;
        return C.maxAll(e.items.map((i) => this.allocationSize(i, ctx, depth + 1)));
      }
      case 'comprehension': {
        if (e.collection === 'unknown' && node.parent && a.expr(node.parent).kind !== 'wrapper') return C.CONSTANT;
        let count: Cost = C.CONSTANT;
        const frames: LoopFrame[] = [];
        for (const clause of e.clauses) {
          const size = iterableSize(clause.iterable, { ...ctx, loops: [...ctx.loops, ...frames] });
          count = C.mul(count, size.kind === 'adjacency' ? C.LINEAR : size.iterations);
          frames.push({ loop: { kind: 'foreach', node, vars: clause.vars, iterable: clause.iterable, body: e.element }, vars: new Map(clause.vars.map((v) => [v, size.element])), iterations: size.iterations });
        }
        const element = this.allocationSize(e.element, { ...ctx, loops: [...ctx.loops, ...frames] }, depth + 1);
        return C.mul(count, element);
      }
      case 'slice': {
        if (this.program.language === 'go') return C.CONSTANT;
        if (e.start && e.end) return span(e.start, e.end, ctx);
        const startValue = e.start ? constValue(e.start, ctx) : null;
        const endValue = e.end ? constValue(e.end, ctx) : null;
        if (!e.start && endValue !== null && endValue >= 0) return C.CONSTANT;
        if (!e.end && startValue !== null && startValue < 0) return C.CONSTANT;
        return sizeMag(e.object, ctx);
      }
      case 'call': {
        const sem = semanticsOf(this.program.language, e, (x) => isSpread(a, x));
        if (!sem) return C.CONSTANT;
        const target = sem.target;
        switch (sem.op) {
          case 'copy':
          case 'sorted':
            if (e.name === 'toString' && target && collectionOf(target, ctx) !== 'string_builder') return C.CONSTANT;
            if (e.qualifier && e.args.length !== 1) return C.CONSTANT;
            return target ? sizeMag(target, ctx) : C.LINEAR;
          case 'slice': {
            const [first, second] = e.args;
            if (e.name === 'substr' && second) return valueMag(second, ctx);
            if (first && second) return span(first, second, ctx);
            return target ? sizeMag(target, ctx) : C.LINEAR;
          }
          case 'digits':
            return target && (collectionOf(target, ctx) === 'string' || collectionOf(target, ctx) === 'list') ? sizeMag(target, ctx) : C.LOG;
          case 'scan':
            // join builds a string as long as its parts.
            return e.name === 'join' || e.name === 'Join' ? (target ? sizeMag(target, ctx) : C.LINEAR) : C.CONSTANT;
          case 'iterate':
            return e.name === 'map' || e.name === 'filter' || e.name === 'flatMap' || e.name === 'mapToObj' ? (target ? sizeMag(target, ctx) : C.LINEAR) : C.CONSTANT;
          default:
            return C.CONSTANT;
        }
      }
      default:
        return C.CONSTANT;
    }
  }
}

/** Is this node the right-hand side of a declaration or assignment (looking through a declarator or two)? */
function isAssignedValue(a: LanguageAdapter, node: SyntaxNode): boolean {
  let p: SyntaxNode | null = node.parent;
  for (let i = 0; p && i < 3; i++, p = p.parent) {
    const asg = a.assignmentOf(p);
    if (asg) return asg.values.some((v) => v === node || (v !== null && v.contains(node) && v.type.endsWith('declarator')));
  }
  return false;
}

/** The variables a returned expression is made from: `ans`, `''.join(cs)`, `string(ans)`, `sb.reverse().toString()`. */
function returnedSources(a: LanguageAdapter, node: SyntaxNode, depth = 0): string[] {
  if (depth > 4) return [];
  const e = a.expr(node);
  switch (e.kind) {
    case 'name':
      return [e.name];
    case 'wrapper':
      return returnedSources(a, e.inner, depth + 1);
    case 'slice':
      return returnedSources(a, e.object, depth + 1);
    case 'allocation':
      return e.copyOf ? returnedSources(a, e.copyOf, depth + 1) : [];
    case 'call':
      if (['join', 'Join', 'valueOf', 'toString', 'String', 'string', 'str', 'reverse', 'reversed', 'list', 'toArray', 'copyOf', 'slice', 'substring', 'trim', 'strip'].includes(e.name)) {
        return [...(e.receiver ? returnedSources(a, e.receiver, depth + 1) : []), ...e.args.flatMap((x) => returnedSources(a, x, depth + 1))];
      }
      return [];
    default:
      return [];
  }
}

/** Hash maps, tree maps and JS objects used as maps grow when a new key is written. */
function isKeyed(v: VarInfo): boolean {
  return v.collection === 'map' || v.collection === 'ordered_map';
}

function isIterationView(program: Program, node: SyntaxNode, ctx: Context): boolean {
  const e = program.adapter.expr(node);
  // `for x in nums[::-1]`, `for c in word[i:]`: a copy made only to be walked.
  if (e.kind === 'slice') return true;
  if (e.kind === 'call' && (e.name === 'toCharArray' || e.name === 'chars')) return true;
  if (e.kind === 'allocation' && e.copyOf && collectionOf(e.copyOf, ctx) === 'string') return true;
  return false;
}
