/**
 * The cost algebra: growth rates of the form n^a · (log n)^b, or exponential.
 *
 * Every size variable is "n" (the labelling convention: O(m·n) is O(n^2)), so a product of two independent sizes
 * simply adds exponents. Sequential work is the maximum (O(f + g) = O(max(f, g))), nested work the product.
 * Exponents may be fractional (a loop to √n is n^0.5).
 */
import type { ComplexityClass, CostStep } from '../types.ts';

export interface Cost {
  readonly exp: boolean;
  readonly n: number;
  readonly log: number;
  /**
   * Why, when known: the chain of steps that makes this cost, outermost first (types.ts). `max` keeps the cause of
   * the larger side (of the first, when equal), so the cause of a function's or a program's time travels up with
   * it; `mul` makes a new cost, which the caller names with `because`.
   */
  readonly cause?: readonly CostStep[];
}

export const CONSTANT: Cost = Object.freeze({ exp: false, n: 0, log: 0 });
export const LOG: Cost = Object.freeze({ exp: false, n: 0, log: 1 });
export const SQRT: Cost = Object.freeze({ exp: false, n: 0.5, log: 0 });
export const LINEAR: Cost = Object.freeze({ exp: false, n: 1, log: 0 });
export const QUADRATIC: Cost = Object.freeze({ exp: false, n: 2, log: 0 });
export const EXPONENTIAL: Cost = Object.freeze({ exp: true, n: 0, log: 0 });

export function cost(n: number, log = 0): Cost {
  return { exp: false, n, log };
}

export function mul(a: Cost, b: Cost): Cost {
  if (a.exp || b.exp) return EXPONENTIAL;
  return { exp: false, n: a.n + b.n, log: a.log + b.log };
}

export function mulAll(costs: Iterable<Cost>): Cost {
  let out = CONSTANT;
  for (const c of costs) out = mul(out, c);
  return out;
}

/** Negative when a grows slower than b. */
export function compareCost(a: Cost, b: Cost): number {
  if (a.exp !== b.exp) return a.exp ? 1 : -1;
  if (a.n !== b.n) return a.n - b.n;
  return a.log - b.log;
}

export function max(a: Cost, b: Cost): Cost {
  return compareCost(a, b) >= 0 ? a : b;
}

export function min(a: Cost, b: Cost): Cost {
  return compareCost(a, b) <= 0 ? a : b;
}

export function maxAll(costs: Iterable<Cost>): Cost {
  let out = CONSTANT;
  for (const c of costs) out = max(out, c);
  return out;
}

export function isConstant(c: Cost): boolean {
  return !c.exp && c.n === 0 && c.log === 0;
}

/** Divides out a factor (used by the master theorem); never below O(1). */
export function div(a: Cost, b: Cost): Cost {
  if (a.exp) return a;
  return { exp: false, n: Math.max(0, a.n - b.n), log: Math.max(0, a.log - b.log) };
}

/** The seven classes, slowest-growing first. */
export const CLASSES: readonly ComplexityClass[] = Object.freeze(['O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n^2)', 'O(n^3)', 'O(2^n)'] as const);

/** The class a growth rate is reported as: n^2·log n counts as O(n^2), anything beyond n^3 as O(n^3), √n as O(n). */
export function toClass(c: Cost): ComplexityClass {
  if (c.exp) return 'O(2^n)';
  const n = Math.ceil(c.n - 1e-9);
  if (n >= 3) return 'O(n^3)';
  if (n === 2) return 'O(n^2)';
  if (n === 1) return c.log > 0 && c.n === 1 ? 'O(n log n)' : 'O(n)';
  return c.log > 0 ? 'O(log n)' : 'O(1)';
}

export function describe(c: Cost): string {
  if (c.exp) return '2^n';
  const parts: string[] = [];
  if (c.n === 1) parts.push('n');
  else if (c.n > 0) parts.push(`n^${c.n}`);
  if (c.log === 1) parts.push('log n');
  else if (c.log > 0) parts.push(`log^${c.log} n`);
  return parts.length ? parts.join(' ') : '1';
}

/**
 * `c` as caused by `step`, with `inner`'s cause after it (the work a loop's body or a call does). A constant cost
 * needs no cause; a constant inner cost adds nothing to the chain.
 */
export function because(c: Cost, step: CostStep, inner?: Cost): Cost {
  if (isConstant(c)) return c;
  const rest = inner && !isConstant(inner) ? (inner.cause ?? []) : [];
  return { exp: c.exp, n: c.n, log: c.log, cause: [step, ...rest] };
}

/** `c` with `from`'s cause: the same work, reached some other way (a loop with a constant number of iterations). */
export function causedAs(c: Cost, from: Cost): Cost {
  if (isConstant(c) || !from.cause || c.cause === from.cause) return c;
  return { exp: c.exp, n: c.n, log: c.log, cause: from.cause };
}
