/**
 * dynamic_programming
 *
 * What it recognises: a memoised recursion (the time analysis found a memo decorator or table), or a table filled
 * in a loop whose cells are computed from other cells — a recurrence over subproblems. The reads of a cell are
 * gathered over every assignment to it in the loop body (decode-ways adds `dp[i - 1]` and `dp[i - 2]` in two
 * statements), through locals computed in the body (`p += f[j]` then `f[i] = max(f[i + 1], p)`), and across the
 * tables the loop fills together (`f[i] = f[i - 1] + g[i - 1]` with `g` written beside it). It is a recurrence when:
 * - a cell combines two or more other cells (`dp[i] = dp[i - 1] + dp[i - 2]`, a grid cell from its neighbours);
 * - a cell reads a cell that is not one fixed step back along one axis, chosen by another loop while a counting
 *   loop fills the table (`dp[i] = max(dp[i], dp[j] + 1)`, the diagonal `dp[i - 1][j - 1]`), or at a position
 *   computed from the written one (`dp[i] += dp[i - coin]`, `bits[i] = bits[i >> 1] + (i & 1)`,
 *   `dp[x] = dp[x - d] + 1`);
 * - a cell follows its predecessor through a choice: a max/min, or a conditional expression testing the data,
 *   around the read (Kadane's `best[i] = max(best[i - 1] + x, x)`, a prefix maximum);
 * - a row is rewritten from itself on every iteration of an outer loop whose variable does not index it (a rolling
 *   row: `for i …: for j …: row[j] += row[j - 1]`), or a few fixed state cells (`f[0]`, `f[1]`) are recomputed
 *   from each other on every iteration.
 * Not: a running total that follows its predecessor without a choice (`prefix[i + 1] = prefix[i] + nums[i]`,
 * factorials), even with a guard on the index (`p[i] = a[i] + (0 if i == 0 else p[i - 1])`); cells only copied
 * (shifts, swaps, rotations); another table's cell at the same position (an input of the same state); a cell
 * reached through the data (`dist[v] = dist[u] + 1` in a BFS, `size[ra] += size[rb]` in union–find,
 * `p[x] = p[p[x]]`). What the table is called plays no part.
 *
 * Why it is worth naming: each subproblem is solved once and reused, turning an exponential search into
 * states × work per state.
 *
 * Example:
 *     int[] dp = new int[n + 1];
 *     for (int i = 2; i <= n; i++) {
 *         dp[i] = Math.max(dp[i - 1], dp[i - 2] + nums[i - 1]);   // seen here
 *     }
 */
import { elementLoop } from '../model/elements.ts';
import { assignmentsIn, baseName, namesIn } from '../model/patterns.ts';
import { lookupVar, targetName, type FunctionInfo, type Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import type { LoopView } from '../model/vocabulary.ts';
import { isChoiceCall } from './utils/facts.ts';
import { defineTechnique } from './technique.ts';

export const dynamicProgramming = defineTechnique({
  id: 'dynamic_programming',
  name: { zh: '动态规划', en: 'Dynamic programming' },
  detect({ program, time }) {
    const lines: number[] = [];
    for (const fn of program.functions) if (time.functionCost(fn).recursion?.memo) lines.push(fn.view.node.line);
    for (const loop of time.loops) {
      const view = program.adapter.loopOf(loop.node);
      if (!view) continue;
      const line = recurrenceIn(program, loop.fn, view.body);
      if (line !== null) lines.push(line);
    }
    return lines;
  },
});

interface Cell {
  table: string;
  /** The subscripts, outermost first: `dp[i][j]` → i, j. */
  dims: SyntaxNode[];
  /** Whitespace-free text, to tell one cell from another. */
  key: string;
}

interface Write {
  cell: Cell;
  node: SyntaxNode;
  reads: Map<string, Cell>;
  /** The value is a cell copied as it is (`a[j] = a[j - 1]`, `a[j] = t` after `t = a[i]`, `a[i] ^= a[j]`). */
  copy: boolean;
  /** A max/min or a conditional expression around a read. */
  chooses: boolean;
}

/** The first line in a loop body where a table cell is computed from other cells, or null. */
function recurrenceIn(program: Program, fn: FunctionInfo | null, body: SyntaxNode): number | null {
  const a = program.adapter;
  const assignments = assignmentsIn(program, body);
  const tables = new Set(assignments.filter((x) => x.indexed && x.name).map((x) => x.name!));
  if (!tables.size) return null;
  // Locals computed in the body from cells of these tables, in source order; and those that hold a copied cell.
  const carried = new Map<string, Map<string, Cell>>();
  const copies = new Set<string>();
  const readsOf = (value: SyntaxNode): Map<string, Cell> => {
    const out = new Map(cellsRead(program, value, tables).map((c) => [c.key, c] as const));
    for (const x of namesIn(a, value)) for (const [k, c] of carried.get(x) ?? []) out.set(k, c);
    return out;
  };
  // A cell taken as it is from a position computed by arithmetic (a shift, a swap, a rotation); a cell found through
  // another cell (`up[k][v] = up[k - 1][up[k - 1][v]]`) is a lookup, not a move.
  const isCopy = (value: SyntaxNode): boolean => {
    const e = a.expr(value);
    const source = cellOf(program, value);
    return (source !== null && source.dims.every((d) => isArithmetic(program, d))) || (e.kind === 'name' && copies.has(e.name));
  };
  const byCell = new Map<string, Write[]>();
  for (const asg of assignments) {
    if (!asg.indexed) {
      if (asg.name && asg.value) {
        const reads = readsOf(asg.value);
        if (reads.size) carried.set(asg.name, new Map([...(carried.get(asg.name) ?? []), ...reads]));
        if (isCopy(asg.value)) copies.add(asg.name);
        else copies.delete(asg.name);
      }
      continue;
    }
    const cell = cellOf(program, asg.target);
    if (!cell || !tables.has(cell.table)) continue;
    const reads = asg.value ? readsOf(asg.value) : new Map<string, Cell>();
    // Its own old value, and another table's cell at the same position (an input of the same state), are no
    // subproblems.
    for (const [key, r] of reads) if (key === cell.key || sameSubscripts(r, cell)) reads.delete(key);
    const copy = (asg.view.op === '=' || asg.view.op === ':=' || asg.view.op === '^=') && !!asg.value && isCopy(asg.value);
    const write: Write = { cell, node: asg.view.node, reads, copy, chooses: !!asg.value && reads.size > 0 && choosesAround(program, fn, asg.value, tables, carried) };
    byCell.set(cell.key, [...(byCell.get(cell.key) ?? []), write]);
  }
  let first: number | null = null;
  for (const writes of byCell.values()) {
    const reading = writes.filter((w) => w.reads.size > 0);
    // Cells only ever copied from cells: data being moved (a shift, a swap, a rotation), not computed.
    if (!reading.length || writes.every((w) => w.copy)) continue;
    const cell = writes[0]!.cell;
    const reads = [...new Map(reading.flatMap((w) => [...w.reads])).values()];
    const node = reading[0]!.node;
    const apart = reads.filter((r) => !oneStepBack(program, r, cell));
    const recurrence =
      reads.length >= 2 ||
      apart.some((r) => (drivenByCountingLoop(program, fn, node, cell) && choosesByLoop(program, fn, node, r)) || derivedFrom(program, r, cell)) ||
      (apart.length === 0 && reading.some((w) => w.chooses)) ||
      rolling(program, fn, node, cell);
    if (recurrence && (first === null || node.line < first)) first = node.line;
  }
  return first;
}

/** `t[i][j]` (also `self.t[i]`): the table and its subscripts; null for anything else. */
function cellOf(program: Program, node: SyntaxNode): Cell | null {
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
function cellsRead(program: Program, value: SyntaxNode, tables: Set<string>): Cell[] {
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

/**
 * A max/min call, or a conditional expression whose test reads the data, around a read of the tables (directly or
 * through a local). A conditional that only tests the loop's counters (`0 if i == 0 else p[i - 1]`) guards a
 * boundary; it chooses nothing.
 */
function choosesAround(program: Program, fn: FunctionInfo | null, value: SyntaxNode, tables: Set<string>, carried: Map<string, Map<string, Cell>>): boolean {
  const a = program.adapter;
  let found = false;
  walk(value, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'function') return false;
    if ((e.kind === 'call' && isChoiceCall(e)) || (e.kind === 'conditional' && testsData(program, fn, n, e.condition))) {
      found = cellsRead(program, n, tables).length > 0 || [...namesIn(a, n)].some((x) => carried.has(x));
    }
    return !found;
  });
  return found;
}

/** A condition that reads an element (a cell, a call on a collection, a loop's element variable). */
function testsData(program: Program, fn: FunctionInfo | null, at: SyntaxNode, condition: SyntaxNode): boolean {
  const a = program.adapter;
  const elements = new Set(enclosingLoops(program, at).flatMap((loop) => bound(program, fn, loop).elements));
  let data = false;
  walk(condition, (n) => {
    if (data) return false;
    const e = a.expr(n);
    if (e.kind === 'index' || (e.kind === 'call' && e.receiver) || (e.kind === 'name' && elements.has(e.name))) data = true;
    return !data;
  });
  return data;
}

/** Two cells of different tables at the same subscripts. */
function sameSubscripts(x: Cell, y: Cell): boolean {
  return x.table !== y.table && x.key.slice(x.table.length) === y.key.slice(y.table.length);
}

/**
 * The read cell is the written one moved a constant along exactly one axis (`p[i]` for `p[i + 1]`, `dp[i - 2][j]`
 * for `dp[i][j]`, `f[0]` for `f[1]`): the cell follows a predecessor, as a running total does.
 */
function oneStepBack(program: Program, read: Cell, written: Cell): boolean {
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
function offsetForm(program: Program, node: SyntaxNode): { name: string | null; offset: number } | null {
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

/** Enclosing loops of a node within its function, innermost first. */
function enclosingLoops(program: Program, node: SyntaxNode): LoopView[] {
  const out: LoopView[] = [];
  for (let p = node.parent; p; p = p.parent) {
    if (program.byNode.has(p)) break;
    const view = program.adapter.loopOf(p);
    if (view) out.push(view);
  }
  return out;
}

/** The names a loop binds, split into positions it counts through and elements it takes from a collection. */
function bound(program: Program, fn: FunctionInfo | null, loop: LoopView): { positions: string[]; elements: string[] } {
  const a = program.adapter;
  switch (loop.kind) {
    case 'range':
      return { positions: loop.vars, elements: [] };
    case 'counted':
      return {
        positions: loop.init.flatMap((init) => {
          const asg = a.assignmentOf(init);
          return asg ? asg.targets.flatMap((t) => targetName(a, t)?.name ?? []) : [...namesIn(a, init)];
        }),
        elements: [],
      };
    case 'foreach': {
      // An index bound beside the element (Python's enumerate, Go's first range variable) counts positions.
      const isElement = (x: string) => {
        const v = lookupVar(program, fn, x);
        return !v || elementLoop(a, v)?.node === loop.node;
      };
      return { positions: loop.vars.filter((x) => !isElement(x)), elements: loop.vars.filter(isElement) };
    }
    default:
      return { positions: [], elements: [] };
  }
}

/**
 * Names an expression computes with: not those only reached through a subscript, a call or a field (`al[x].get(i)`
 * looks a value up; it does not compute a position from i).
 */
function arithmeticNames(program: Program, node: SyntaxNode): Set<string> {
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
function isArithmetic(program: Program, node: SyntaxNode): boolean {
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
 * A subscript of the read cell computes with a position a counting loop walks (`dp[j]` with j another loop's
 * counter): the loop chooses which earlier subproblem to read. A cell reached through a value taken from a queue or
 * the input (`dist[u]`) is not chosen by a loop.
 */
function choosesByLoop(program: Program, fn: FunctionInfo | null, node: SyntaxNode, read: Cell): boolean {
  const positions = new Set(enclosingLoops(program, node).flatMap((loop) => bound(program, fn, loop).positions));
  return read.dims.some((d) => [...arithmeticNames(program, d)].some((x) => positions.has(x)));
}

/** A subscript of the written cell computes with a position a counting loop walks: the loop fills the table. */
function drivenByCountingLoop(program: Program, fn: FunctionInfo | null, node: SyntaxNode, cell: Cell): boolean {
  return countingLoopOf(program, fn, node, cell) !== null;
}

/** The innermost enclosing loop whose counted position a subscript of the cell computes with. */
function countingLoopOf(program: Program, fn: FunctionInfo | null, node: SyntaxNode, cell: Cell): LoopView | null {
  const used = new Set(cell.dims.flatMap((d) => [...arithmeticNames(program, d)]));
  return enclosingLoops(program, node).find((loop) => bound(program, fn, loop).positions.some((x) => used.has(x))) ?? null;
}

/**
 * Each subscript of the read cell that differs from the written cell's is arithmetic on it (`dp[i - coin]` for
 * `dp[i]`, `dp[x - d]` for `dp[x]`, `bits[i >> 1]`, `dp[i - 1][j - w]`): a smaller subproblem of the same state. A
 * cell reached through a lookup (`p[p[x]]`) or through unrelated values (`dist[u]` for `dist[v]`) is not.
 */
function derivedFrom(program: Program, read: Cell, written: Cell): boolean {
  if (read.dims.length !== written.dims.length) return false;
  return read.dims.every((d, i) => {
    const w = written.dims[i]!;
    if (d.text.replace(/\s+/g, '') === w.text.replace(/\s+/g, '')) return true;
    if (!isArithmetic(program, d)) return false;
    const names = arithmeticNames(program, w);
    return [...arithmeticNames(program, d)].some((x) => names.has(x));
  });
}

/**
 * The cell is carried from one iteration of a loop to the next and recomputed from itself: a row filled by an inner
 * counting loop, inside an outer loop whose variables do not index it (a rolling row), or fixed state cells
 * (`f[0]`, `f[1]`) recomputed on every iteration. A one-off running total is filled once.
 */
function rolling(program: Program, fn: FunctionInfo | null, node: SyntaxNode, cell: Cell): boolean {
  const loops = enclosingLoops(program, node);
  if (!loops.length) return false;
  if (cell.dims.every((d) => offsetForm(program, d)?.name === null)) return true;
  const inner = countingLoopOf(program, fn, node, cell);
  if (!inner) return false;
  const used = new Set(cell.dims.flatMap((d) => [...namesIn(program.adapter, d)]));
  return loops.slice(loops.indexOf(inner) + 1).some((loop) => {
    const b = bound(program, fn, loop);
    const names = [...b.positions, ...b.elements];
    return names.length > 0 && !names.some((x) => used.has(x));
  });
}
