/**
 * What bounds a loop variable: the comparisons of its condition that mention it, and how many values lie between
 * its start and such a bound (constant when the two differ by a constant: `i` to `i + 3`).
 */
import * as C from '../../cost/cost.ts';
import type { Cost } from '../../cost/cost.ts';
import { constValue, constantMagnitude, valueMag } from '../../cost/magnitude.ts';
import type { Context } from '../../model/context.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';
import type { LanguageAdapter } from '../../model/vocabulary.ts';

/** One comparison that bounds a variable, and whether it makes the range √n or harmonic. */
export interface Bound {
  bound: SyntaxNode;
  /** `i * i <= n`, `i <= n / i`: the variable runs to √n. */
  sqrt: boolean;
  /** `d * y <= mx` with y an enclosing loop's variable: d runs to mx / y. */
  harmonic?: boolean;
  /** `(1 << j) <= n`, `2 ** j <= n`: the variable is an exponent, and runs to log n. */
  exponent?: boolean;
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
export function boundsOf(condition: SyntaxNode, name: string, ctx: Context): Bound[] {
  const a = ctx.program.adapter;
  const out: Bound[] = [];
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
    // `i <= n / i`: i stops at √n, though the bound mentions i too.
    if (a.expr(e.left).kind === 'name' && e.left.text === name && isDivisionBy(e.right, name, ctx)) out.push({ bound: e.right, sqrt: true });
    else if (a.expr(e.right).kind === 'name' && e.right.text === name && isDivisionBy(e.left, name, ctx)) out.push({ bound: e.left, sqrt: true });
    else if (l.has(name) && !r.has(name)) out.push({ bound: e.right, sqrt: isSquareOf(e.left, name, ctx) || isDivisionBy(e.right, name, ctx), harmonic: scaledByOuter(e.left, name, ctx), exponent: isPowerOfTwo(e.left, name, ctx) });
    else if (r.has(name) && !l.has(name)) out.push({ bound: e.left, sqrt: isSquareOf(e.right, name, ctx) || isDivisionBy(e.left, name, ctx), harmonic: scaledByOuter(e.right, name, ctx), exponent: isPowerOfTwo(e.right, name, ctx) });
  };
  visit(condition);
  return out;
}

function directNames(a: LanguageAdapter, node: SyntaxNode): Set<string> {
  const out = new Set<string>();
  walk(node, (n) => {
    const e = a.expr(n);
    if (e.kind === 'index' || e.kind === 'call' || e.kind === 'function') return false;
    if (e.kind === 'name') out.add(e.name);
    // `this.row`: a field, named like namesIn names it.
    if (e.kind === 'member' && a.expr(e.object).kind === 'self') {
      out.add(e.property);
      return false;
    }
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

/** `1 << j`, `2 ** j`, `pow(2, j)`, possibly offset (`(1 << j) + i`): a power of two with exponent j. */
function isPowerOfTwo(node: SyntaxNode, name: string, ctx: Context): boolean {
  const e = ctx.program.adapter.expr(node);
  if (e.kind === 'wrapper') return isPowerOfTwo(e.inner, name, ctx);
  if (e.kind === 'binary' && (e.op === '<<' || e.op === '**')) return constValue(e.left, ctx) !== null && e.right.text.trim() === name;
  if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) return isPowerOfTwo(e.left, name, ctx) || isPowerOfTwo(e.right, name, ctx);
  if (e.kind === 'call' && (e.name === 'pow' || e.name === 'Pow') && e.args.length === 2) return constValue(e.args[0]!, ctx) !== null && e.args[1]!.text.trim() === name;
  return false;
}

function isDivisionBy(node: SyntaxNode, name: string, ctx: Context): boolean {
  const e = ctx.program.adapter.expr(node);
  return e.kind === 'binary' && (e.op === '/' || e.op === '//') && e.right.text === name;
}

/** True when `name` is the variable of an enclosing loop (a step of `j += i` makes the inner loop harmonic). */
export function isEnclosingLoopVar(name: string, ctx: Context): boolean {
  return ctx.loops.some((f) => f.vars.has(name));
}

/** Values between a start and the tightest of its bounds; without bounds, the start's own magnitude. */
export function rangeBetween(start: SyntaxNode | null, bounds: Bound[], ctx: Context): Cost {
  let range: Cost | null = null;
  for (const b of bounds) {
    const s = span(start, b.bound, ctx);
    range = range ? C.min(range, s) : s;
  }
  return range ?? (start ? valueMag(start, ctx) : C.LINEAR);
}
