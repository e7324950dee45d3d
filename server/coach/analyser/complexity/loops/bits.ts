/**
 * Bit positions: a loop over the bits of a value (`for i in range(32): if x >> i & 1`) runs once per bit, and a
 * value up to M has log M bits. The labelling convention counts that as O(log n) (O(n log M) is O(n log n)), while
 * other small constant loops (26 letters, 4 directions) stay O(1).
 */
import * as C from '../../cost/cost.ts';
import type { Cost } from '../../cost/cost.ts';
import { constValue } from '../../cost/magnitude.ts';
import type { Context } from '../../model/context.ts';
import { namesIn } from '../../model/patterns.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';

/** Widths of machine words and of values bounded by 10^9 / 10^18. */
const MIN_BITS = 16;
const MAX_BITS = 64;

/** Does a loop of `iterations` (a constant) over `variable` walk the bits of a value? */
export function overBits(variable: string | null, iterations: Cost, bound: SyntaxNode | null, body: SyntaxNode, ctx: Context): boolean {
  if (!variable || !bound || !C.isConstant(iterations)) return false;
  const width = constValue(bound, ctx);
  if (width === null || width < MIN_BITS - 1 || width > MAX_BITS) return false;
  const a = ctx.program.adapter;
  let shifts = false;
  walk(body, (n) => {
    if (shifts) return false;
    const e = a.expr(n);
    if (e.kind === 'binary' && (e.op === '>>' || e.op === '<<' || e.op === '>>>') && namesIn(a, e.right).has(variable)) shifts = true;
    return !shifts;
  });
  return shifts;
}
