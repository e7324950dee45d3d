/**
 * Small syntactic questions shared by the loop, recursion and space reasoning: which names an expression mentions,
 * whether it halves something, which assignments a subtree makes, whether a collection is popped.
 */
import type { Context } from './context.ts';
import { constValue } from '../cost/magnitude.ts';
import { enclosingFunction, lookupVar, resolveCall, targetName, type Program } from './program.ts';
import { semanticsOf, type Op } from '../library/index.ts';
import { isSpreadNode, walk, type SyntaxNode } from './syntax.ts';
import type { AssignmentView, CallView, LanguageAdapter } from './vocabulary.ts';

/** Names used in an expression (identifiers and `self.x` fields), not looking into nested functions. */
export function namesIn(adapter: LanguageAdapter, node: SyntaxNode): Set<string> {
  const out = new Set<string>();
  walk(node, (n) => {
    const e = adapter.expr(n);
    if (e.kind === 'name') out.add(e.name);
    else if (e.kind === 'member' && adapter.expr(e.object).kind === 'self') out.add(e.property);
    else if (e.kind === 'function') return false;
    return true;
  });
  return out;
}

/** The base variable of `a`, `a[i][j]`, `a.b`, `self.a[i]`. */
export function baseName(adapter: LanguageAdapter, node: SyntaxNode): string | null {
  const e = adapter.expr(node);
  switch (e.kind) {
    case 'name':
      return e.name;
    case 'wrapper':
      return baseName(adapter, e.inner);
    case 'index':
    case 'slice':
      return baseName(adapter, e.object);
    case 'member':
      if (adapter.expr(e.object).kind === 'self') return e.property;
      return baseName(adapter, e.object);
    case 'unary':
      return e.op === '*' ? baseName(adapter, e.operand) : null;
    default:
      return null;
  }
}

/** Every assignment in a subtree (not inside nested functions), with the name each target binds or indexes. */
export function assignmentsIn(program: Program, node: SyntaxNode): { view: AssignmentView; target: SyntaxNode; name: string | null; indexed: boolean; value: SyntaxNode | null }[] {
  const out: { view: AssignmentView; target: SyntaxNode; name: string | null; indexed: boolean; value: SyntaxNode | null }[] = [];
  const a = program.adapter;
  walk(node, (n) => {
    if (n !== node && program.byNode.has(n)) return false;
    const view = a.assignmentOf(n);
    if (view) {
      view.targets.forEach((target, i) => {
        const direct = targetName(a, target);
        const indexed = !direct;
        out.push({ view, target, name: direct?.name ?? baseName(a, target), indexed, value: view.values[i] ?? null });
      });
    }
    return true;
  });
  return out;
}

/** `x / 2`, `x // 2`, `x >> 1`, `x >>> 1`, `x / 10` (digits), `divmod(x, 10)`, `Math.floor(x / 2)`. */
export function isHalving(node: SyntaxNode, ctx: Context): boolean {
  const a = ctx.program.adapter;
  const e = a.expr(node);
  if (e.kind === 'wrapper') return isHalving(e.inner, ctx);
  if (e.kind === 'binary') {
    if (e.op === '/' || e.op === '//') return atLeastTwo(e.right, ctx);
    if (e.op === '>>' || e.op === '>>>') {
      const r = constValue(e.right, ctx);
      return r !== null && r >= 1;
    }
    return false;
  }
  if (e.kind === 'call') {
    if (e.name === 'divmod') return true;
    if ((e.name === 'floor' || e.name === 'int' || e.name === 'trunc' || e.name === 'ceil') && e.args[0]) return isHalving(e.args[0], ctx);
  }
  return false;
}

/**
 * A divisor of at least 2: a constant, or a counter that starts at 2 or more and only goes up (trial division's
 * `n /= d` inside `for (d = 2; …; d++)`), so dividing by it at least halves.
 */
function atLeastTwo(node: SyntaxNode, ctx: Context): boolean {
  const c = constValue(node, ctx);
  if (c !== null) return Math.abs(c) >= 2;
  const a = ctx.program.adapter;
  const e = a.expr(node);
  if (e.kind === 'wrapper') return atLeastTwo(e.inner, ctx);
  if (e.kind !== 'name') return false;
  const v = lookupVar(ctx.program, ctx.fn, e.name);
  if (!v || v.param) return false;
  const from = (x: SyntaxNode | null) => (x ? (constValue(x, ctx) ?? 0) : 0);
  if (v.loops.length) return v.loops.every((l) => l.kind === 'range' && from(l.start) >= 2 && (!l.step || from(l.step) > 0));
  return v.assignments.length > 0 && v.assignments.every((x) => (x.view.op === '=' || x.view.op === ':=' ? from(x.value) >= 2 : x.view.op === '++' || (x.view.op === '+=' && from(x.value) > 0)));
}

/** True when any sub-expression halves something. */
export function containsHalving(node: SyntaxNode, ctx: Context): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    if (isHalving(n, ctx)) found = true;
    return !found;
  });
  return found;
}

export type UpdateKind = 'step' | 'step_var' | 'halve' | 'double' | 'lowbit' | 'clear_lowbit' | 'submask' | 'modulo' | 'pointer' | 'assign' | 'other';

/** How an assignment changes its target: `i++`, `i += 2` (step), `i *= 2` (double), `i >>= 1` (halve)… */
export function updateKind(view: AssignmentView, target: string, value: SyntaxNode | null, ctx: Context): UpdateKind {
  const a = ctx.program.adapter;
  switch (view.op) {
    case '++':
    case '--':
      return 'step';
    case '+=':
    case '-=': {
      if (!value) return 'other';
      if (constValue(value, ctx) !== null) return 'step';
      const t = value.text.replace(/\s+/g, '');
      if (t === `${target}&-${target}` || t === `(${target}&-${target})` || t === `${target}&(-${target})` || t === `-${target}&${target}`) return 'lowbit';
      return 'step_var';
    }
    case '*=':
    case '<<=': {
      const c = value ? constValue(value, ctx) : null;
      return c !== null && Math.abs(c) >= (view.op === '*=' ? 2 : 1) ? 'double' : 'other';
    }
    case '/=':
    case '//=':
      return value && atLeastTwo(value, ctx) ? 'halve' : 'other';
    case '>>=':
    case '>>>=': {
      const c = value ? constValue(value, ctx) : null;
      return c !== null && Math.abs(c) >= 1 ? 'halve' : 'other';
    }
    case '&=': {
      const t = (value?.text ?? '').replace(/\s+/g, '');
      if (t === `${target}-1` || t === `(${target}-1)`) return 'clear_lowbit';
      return 'submask';
    }
    case '%=':
      return 'modulo';
    case '=':
    case ':=': {
      if (!value) return 'other';
      const e = a.expr(value);
      const t = value.text.replace(/\s+/g, '');
      if (isHalving(value, ctx) && namesIn(a, value).has(target)) return 'halve';
      if (e.kind === 'binary') {
        const names = namesIn(a, value);
        if ((e.op === '*' || e.op === '<<') && names.has(target) && constValue(e.right, ctx) !== null) return 'double';
        if (e.op === '&' && (t === `${target}&(${target}-1)` || t === `(${target}-1)&${target}`)) return 'clear_lowbit';
        if (e.op === '&' && names.has(target)) return 'submask';
        if (e.op === '%') return 'modulo';
        if ((e.op === '+' || e.op === '-') && names.has(target)) {
          const other = a.expr(e.left).kind === 'name' && e.left.text === target ? e.right : e.right.text === target ? e.left : null;
          if (other && constValue(other, ctx) !== null) return 'step';
          if (t.includes(`${target}&-${target}`) || t.includes(`${target}&(-${target})`)) return 'lowbit';
          return 'step_var';
        }
      }
      // `x = x.next`, `fast = fast.next.next`: the variable moves to a field of what it points at, following a link
      // whatever the field is called.
      if (e.kind === 'member' && a.expr(e.object).kind !== 'self' && baseName(a, e.object) === target) return 'pointer';
      if (e.kind === 'index' && namesIn(a, e.index).has(target)) return 'pointer';
      return 'assign';
    }
    default:
      return 'other';
  }
}

export interface CollectionOp {
  node: SyntaxNode;
  call: CallView;
  op: Op;
  collection: string | null;
  /** `g[u].append(v)`: the collection is an element of `collection`. */
  element: boolean;
}

/** Library operations on named collections within a subtree (own body only). */
export function collectionOpsIn(program: Program, node: SyntaxNode): CollectionOp[] {
  const a = program.adapter;
  const out: CollectionOp[] = [];
  walk(node, (n) => {
    if (n !== node && program.byNode.has(n)) return false;
    const e = a.expr(n);
    if (e.kind !== 'call') return true;
    const sem = semanticsOf(program.language, e, (x) => isSpread(a, x));
    if (!sem) return true;
    let target = sem.target;
    let element = false;
    if (target) {
      // g.computeIfAbsent(k, …).add(v), g.setdefault(k, []).append(v), g.get(k).push(v)
      const te = a.expr(target);
      if (te.kind === 'call' && te.receiver && (te.name === 'computeIfAbsent' || te.name === 'setdefault' || te.name === 'get' || te.name === 'getOrDefault')) {
        target = te.receiver;
        element = true;
      } else if (te.kind === 'index') {
        element = true;
      }
    }
    out.push({ node: n, call: e, op: sem.op, collection: target ? baseName(a, target) : null, element });
    return true;
  });
  return out;
}

export function isSpread(_adapter: LanguageAdapter, node: SyntaxNode): boolean {
  return isSpreadNode(node);
}

/** Pops that shrink a collection: pop/poll/shift/popleft/heappop, Go `q = q[1:]`, `q = q[:len(q)-1]`. */
export function popsIn(program: Program, node: SyntaxNode, depth = 0): Set<string> {
  const out = new Set<string>();
  // A helper called here that pops a collection it shares with the caller (`while len(l) > k: l2r()`).
  if (depth === 0) {
    const a = program.adapter;
    walk(node, (n) => {
      const e = a.expr(n);
      if (e.kind === 'call' && !e.receiver) {
        const from = enclosingFunction(program, n);
        const callee = resolveCall(program, from, n, e);
        if (callee && callee !== from && callee.view.params.length === 0) for (const name of popsIn(program, callee.view.body, 1)) out.add(name);
      }
      return true;
    });
  }
  for (const op of collectionOpsIn(program, node)) {
    if (op.collection && !op.element && (op.op === 'pop_back' || op.op === 'pop_front' || op.op === 'heap_pop' || op.op === 'remove_value')) out.add(op.collection);
  }
  for (const asg of assignmentsIn(program, node)) {
    if (!asg.name || asg.indexed || !asg.value) continue;
    const e = program.adapter.expr(asg.value);
    if (e.kind === 'slice' && baseName(program.adapter, e.object) === asg.name) out.add(asg.name);
  }
  return out;
}
