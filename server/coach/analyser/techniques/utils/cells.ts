/**
 * Table cells, as the dynamic-programming technique reads them: which table and subscripts an expression writes or
 * reads, and how the position of a cell read relates to the one written (one step back along an axis, computed
 * from it, or neither).
 */
import { baseName } from '../../model/patterns.ts';
import type { Program } from '../../model/program.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';

export interface Cell {
  table: string;
  /** The subscripts, outermost first: `dp[i][j]` → i, j. */
  dims: SyntaxNode[];
  /** Whitespace-free text, to tell one cell from another. */
  key: string;
}

/** `t[i][j]` (also `self.t[i]`): the table and its subscripts; null for anything else. */
export function cellOf(program: Program, node: SyntaxNode): Cell | null {
  const a = program.adapter;
  const dims: SyntaxNode[] = [];
  let n = node;
  for (;;) {
    const e = a.expr(n);
    if (e.kind === 'wrapper') n = e.inner;
    else if (e.kind === 'index') {
      dims.unshift(e.index);
      n = e.object;
    } else break;
  }
  if (!dims.length) return null;
  const table = baseName(a, n);
  return table ? { table, dims, key: `${table}${dims.map((d) => `[${d.text.replace(/\s+/g, '')}]`).join('')}` } : null;
}

/** The outermost cells of the tables read in an expression (`dp[i][j]`, not its `dp[i]` part). */
export function cellsRead(program: Program, value: SyntaxNode, tables: Set<string>): Cell[] {
  const a = program.adapter;
  const out: Cell[] = [];
  walk(value, (n) => {
    const e = a.expr(n);
    if (e.kind === 'function') return false;
    // `a[i] = a[j] = 0`: the inner assignment's target is written, not read.
    const inner = e.kind === 'assignment' ? e.assignment : null;
    if (inner) {
      for (const v of inner.values) if (v) out.push(...cellsRead(program, v, tables));
      return false;
    }
    if (e.kind === 'index') {
      const cell = cellOf(program, n);
      if (cell && tables.has(cell.table)) {
        out.push(cell);
        return false;
      }
    }
    return true;
  });
  return out;
}

/** Two cells of different tables at the same subscripts. */
export function sameSubscripts(x: Cell, y: Cell): boolean {
  return x.table !== y.table && x.key.slice(x.table.length) === y.key.slice(y.table.length);
}

/**
 * The read cell is the written one moved a constant along exactly one axis (`p[i]` for `p[i + 1]`, `dp[i - 2][j]`
 * for `dp[i][j]`, `f[0]` for `f[1]`): the cell follows a predecessor, as a running total does.
 */
export function oneStepBack(program: Program, read: Cell, written: Cell): boolean {
  if (read.dims.length !== written.dims.length) return false;
  let moved = 0;
  for (let d = 0; d < read.dims.length; d++) {
    const r = read.dims[d]!;
    const w = written.dims[d]!;
    if (r.text.replace(/\s+/g, '') === w.text.replace(/\s+/g, '')) continue;
    const lr = offsetForm(program, r);
    const lw = offsetForm(program, w);
    if (!lr || !lw || lr.name !== lw.name) return false;
    moved++;
  }
  return moved === 1;
}

/** `i`, `i + 2`, `i - 1`, `1 + i`, `3`: a name (or none) plus a literal constant. */
export function offsetForm(program: Program, node: SyntaxNode): { name: string | null; offset: number } | null {
  const a = program.adapter;
  const e = a.expr(node);
  if (e.kind === 'number') return { name: null, offset: e.value };
  if (e.kind === 'unary' && e.op === '-') {
    const operand = a.expr(e.operand);
    if (operand.kind === 'number') return { name: null, offset: -operand.value };
  }
  if (e.kind === 'name') return { name: e.name, offset: 0 };
  if (e.kind === 'wrapper') return offsetForm(program, e.inner);
  if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) {
    const l = offsetForm(program, e.left);
    const r = offsetForm(program, e.right);
    if (!l || !r) return null;
    if (r.name === null) return { name: l.name, offset: e.op === '+' ? l.offset + r.offset : l.offset - r.offset };
    if (l.name === null && e.op === '+') return { name: r.name, offset: l.offset + r.offset };
  }
  return null;
}

/**
 * Names an expression computes with: not those only reached through a subscript, a call or a field (`al[x].get(i)`
 * looks a value up; it does not compute a position from i).
 */
export function arithmeticNames(program: Program, node: SyntaxNode): Set<string> {
  const a = program.adapter;
  const out = new Set<string>();
  walk(node, (n) => {
    const e = a.expr(n);
    if (e.kind === 'index' || e.kind === 'call' || e.kind === 'member' || e.kind === 'function') return false;
    if (e.kind === 'name') out.add(e.name);
    return true;
  });
  return out;
}

/** Whether an expression is arithmetic only (no subscript, call or field inside). */
export function isArithmetic(program: Program, node: SyntaxNode): boolean {
  const a = program.adapter;
  let plain = true;
  walk(node, (n) => {
    const e = a.expr(n);
    if (e.kind === 'index' || e.kind === 'call' || e.kind === 'member' || e.kind === 'function') plain = false;
    return plain;
  });
  return plain;
}

/**
 * Each subscript of the read cell that differs from the written cell's is arithmetic on it (`dp[i - coin]` for
 * `dp[i]`, `dp[x - d]` for `dp[x]`, `bits[i >> 1]`, `dp[i - 1][j - w]`): a smaller subproblem of the same state. A
 * cell reached through a lookup (`p[p[x]]`) or through unrelated values (`dist[u]` for `dist[v]`) is not.
 */
export function derivedFrom(program: Program, read: Cell, written: Cell): boolean {
  if (read.dims.length !== written.dims.length) return false;
  return read.dims.every((d, i) => {
    const w = written.dims[i]!;
    if (d.text.replace(/\s+/g, '') === w.text.replace(/\s+/g, '')) return true;
    if (!isArithmetic(program, d)) return false;
    const names = arithmeticNames(program, w);
    return [...arithmeticNames(program, d)].some((x) => names.has(x));
  });
}
