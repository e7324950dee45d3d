/**
 * Recognised inefficiency patterns, with the lines they are seen on. Each is a clear syntactic fact plus the cost
 * facts the time walker already established (what a loop iterates over, what a call costs on its container), so a
 * finding never contradicts the complexity estimate it comes with.
 */
import * as C from './cost/cost.ts';
import { collectionOf, type Context } from './cost/magnitude.ts';
import { assignmentsIn, baseName, namesIn } from './model/patterns.ts';
import { lookupVar, targetName, type Program } from './model/program.ts';
import type { ReadabilityDetail } from './readability.ts';
import { DEEP_NESTING } from './readability.ts';
import { walk, type SyntaxNode } from './model/syntax.ts';
import type { TimeAnalyser } from './complexity/time.ts';
import type { Finding } from './types.ts';

/** Languages whose strings are immutable, so `s += c` in a loop copies the whole string each time. */
const IMMUTABLE_STRINGS = new Set(['python', 'java', 'javascript', 'typescript', 'go', 'csharp', 'kotlin']);
/**
 * Languages whose strings are mutable buffers, where `s += c` appends in place but `s = s + c` builds a new string.
 * (Rust's `s = s + &t` moves s and appends in place, so it is in neither set.)
 */
const MUTABLE_STRINGS = new Set(['cpp', 'swift']);

export function findPatterns(program: Program, time: TimeAnalyser, readability: ReadabilityDetail): Finding[] {
  const findings: Finding[] = [];
  const a = program.adapter;

  // Nested scan: a loop over a collection inside another loop, whose body compares elements for equality — the
  // inner search is what a hash set/map answers in O(1).
  for (const loop of time.loops) {
    if (!loop.outer || loop.amortised || loop.nesting < 2) continue;
    if (loop.analysis.kind !== 'linear' || C.isConstant(loop.outer.iterations)) continue;
    const view = a.loopOf(loop.node);
    if (!view || a.loopOf(view.body) || containsLoop(program, view.body)) continue;
    const innerNames = new Set(loop.analysis.vars.keys());
    const outerNames = new Set(loop.outer.vars.keys());
    if (!innerNames.size || !outerNames.size) continue;
    // An inner loop over the outer loop's own element (the characters of each word) is not a second scan.
    if (loop.analysis.elementOf !== undefined) continue;
    const over = view.kind === 'foreach' ? view.iterable : view.kind === 'range' ? view.stop : view.kind === 'counted' ? view.condition : view.condition;
    if (over && [...namesIn(a, over)].some((x) => outerNames.has(x) && !isIndexVariable(program, findName(over, x) ?? over))) continue;
    // A DP filling table cells indexed by both loops compares elements too, but it is not a search.
    if (fillsTableCell(program, view.body, innerNames, outerNames)) continue;
    const outerBody = loop.outer.loop.body;
    const comparison = findEquality(program, view.body, innerNames, outerNames);
    // Comparing DP values (`f[j] + 1 == f[i]`, with f written in these loops) is not a search over the input.
    const written = new Set(assignmentsIn(program, outerBody).filter((x) => x.indexed && x.name).map((x) => x.name!));
    if (comparison && [...namesIn(a, comparison)].some((x) => written.has(x))) continue;
    if (comparison) findings.push({ kind: 'nested_scan', line: loop.node.line, endLine: loop.node.endLine, detail: { outerLine: loop.outer.loop.node.line, comparisonLine: comparison.line } });
  }

  for (const op of time.calls) {
    if (op.nesting < 1) continue;
    const name = op.sem.target ? (baseName(a, op.sem.target) ?? '') : '';
    const listLike = op.kind === 'list' || op.kind === 'array' || (op.kind === null && program.language !== 'cpp');
    switch (op.sem.op) {
      case 'sort':
      case 'sorted':
        if (!C.isConstant(op.cost)) findings.push({ kind: 'sort_in_loop', line: op.node.line, detail: { name, call: op.call.name } });
        break;
      case 'pop_front':
        if (listLike) findings.push({ kind: 'pop_front_in_loop', line: op.node.line, detail: { name, call: op.call.name } });
        break;
      case 'push_front':
        if (listLike && op.kind !== 'deque') findings.push({ kind: 'insert_front_in_loop', line: op.node.line, detail: { name, call: op.call.name } });
        break;
      case 'contains':
      case 'index_of':
        if (!C.isConstant(op.cost) && (op.kind === 'list' || op.kind === 'array' || (op.kind === null && /^(includes|indexOf|contains|index|count|find|Contains|Index)$/.test(op.call.name)))) {
          findings.push({ kind: op.call.name === 'includes' || op.call.name === 'contains' || op.call.name === 'Contains' ? 'list_membership_in_loop' : 'linear_search_in_loop', line: op.node.line, detail: { name, call: op.call.name } });
        }
        break;
      case 'scan':
        if (!C.isConstant(op.cost) && /^(sum|max|min|count|max_element|min_element|accumulate|Max|Min)$/.test(op.call.name)) findings.push({ kind: 'linear_search_in_loop', line: op.node.line, detail: { name, call: op.call.name } });
        break;
      case 'slice':
        if (!C.isConstant(op.cost) && program.language !== 'go') findings.push({ kind: 'slice_copy_in_loop', line: op.node.line, detail: { name, call: op.call.name } });
        break;
      default:
        break;
    }
  }

  for (const m of time.memberships) {
    if (m.nesting < 1 || C.isConstant(m.cost)) continue;
    if (m.kind === 'list' || m.kind === 'array' || m.kind === 'tuple' || m.kind === null) findings.push({ kind: 'list_membership_in_loop', line: m.node.line, detail: { name: baseName(a, m.collection) ?? '' } });
  }

  // Python slices copy: `s[i:]` in a loop.
  if (program.language === 'python') {
    for (const loop of time.loops) {
      if (loop.nesting < 1) continue;
      const view = a.loopOf(loop.node);
      if (!view) continue;
      walk(view.body, (n) => {
        if (a.loopOf(n)) return false;
        const e = a.expr(n);
        if (e.kind === 'slice' && !(e.start && e.end && /^\s*\w+\s*\+\s*\d+\s*$/.test(e.end.text))) {
          const target = n.parent ? a.assignmentOf(n.parent) : null;
          const isPop = target && target.targets.some((t) => t.text === e.object.text);
          if (!isPop && !findings.some((f) => f.kind === 'slice_copy_in_loop' && f.line === n.line)) findings.push({ kind: 'slice_copy_in_loop', line: n.line, detail: { name: baseName(a, e.object) ?? '' } });
        }
        return true;
      });
    }
  }

  // Recursion that branches over overlapping subproblems without a memo (naive Fibonacci, plain LCS recursion).
  for (const fn of program.functions) {
    const cost = time.functionCost(fn);
    const r = cost.recursion;
    if (!r || r.memo || r.guarded || r.backtracking) continue;
    if (r.shape !== 'branching' || r.inLoop || r.branches < 2) continue;
    if (!r.states.exp && !C.isConstant(r.states)) findings.push({ kind: 'recursion_without_memo', line: fn.view.node.line, endLine: fn.view.node.endLine, detail: { name: fn.name ?? '', branches: r.branches, callLine: r.line } });
    else if (!C.isConstant(r.states)) findings.push({ kind: 'recursion_without_memo', line: fn.view.node.line, endLine: fn.view.node.endLine, detail: { name: fn.name ?? '', branches: r.branches, callLine: r.line } });
  }

  // Strings built by concatenation inside a loop.
  if (IMMUTABLE_STRINGS.has(program.language) || MUTABLE_STRINGS.has(program.language)) {
    for (const loop of time.loops) {
      if (loop.nesting < 1 || loop.amortised) continue;
      const view = a.loopOf(loop.node);
      if (!view) continue;
      const ctx: Context = { program, fn: loop.fn, loops: [] };
      walk(view.body, (n) => {
        if (n !== view.body && (a.loopOf(n) || program.byNode.has(n))) return false;
        const asg = a.assignmentOf(n);
        if (!asg) return true;
        asg.targets.forEach((target, i) => {
          const t = targetName(a, target);
          const value = asg.values[i];
          if (!t || !value) return;
          const v = lookupVar(program, loop.fn, t.name);
          const isString = v?.string || v?.collection === 'string' || collectionOf(value, ctx) === 'string';
          if (!isString || v?.collection === 'string_builder') return;
          const appends = asg.op === '+=' && IMMUTABLE_STRINGS.has(program.language);
          const e = a.expr(value);
          const rebuilds = asg.op === '=' && e.kind === 'binary' && e.op === '+' && (baseName(a, e.left) === t.name || baseName(a, e.right) === t.name);
          if ((appends || rebuilds) && !findings.some((f) => f.kind === 'string_concat_in_loop' && f.line === n.line)) findings.push({ kind: 'string_concat_in_loop', line: n.line, detail: { name: t.name } });
        });
        return true;
      });
    }
  }

  if (readability.maxNesting > DEEP_NESTING) findings.push({ kind: 'deep_nesting', line: readability.deepestLine, detail: { depth: readability.maxNesting } });
  for (const f of readability.longFunctions) findings.push({ kind: 'long_function', line: f.line, endLine: f.endLine, detail: { name: f.name, lines: f.lines } });
  if (readability.unclearAt.length) {
    findings.push({ kind: 'unclear_names', line: readability.unclearAt[0]!.line, detail: { names: readability.unclearAt.map((u) => u.name).join(','), count: readability.unclearAt.length } });
  }

  const seen = new Set<string>();
  return findings
    .filter((f) => {
      const key = `${f.kind}:${f.line}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((x, y) => x.line - y.line || x.kind.localeCompare(y.kind));
}

function findName(node: SyntaxNode, name: string): SyntaxNode | null {
  let found: SyntaxNode | null = null;
  walk(node, (n) => {
    if (found) return false;
    if (n.children.length === 0 && n.text === name) found = n;
    return !found;
  });
  return found;
}

function fillsTableCell(program: Program, body: SyntaxNode, inner: Set<string>, outer: Set<string>): boolean {
  const a = program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const asg = a.assignmentOf(n);
    if (asg) {
      for (const t of asg.targets) {
        if (a.expr(t).kind !== 'index') continue;
        const names = namesIn(a, t);
        if ([...inner].some((x) => names.has(x)) && [...outer].some((x) => names.has(x))) found = true;
      }
    }
    return !found;
  });
  return found;
}

function containsLoop(program: Program, node: SyntaxNode): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    if (n !== node && program.adapter.loopOf(n)) found = true;
    return !found && !(n !== node && program.byNode.has(n));
  });
  return found;
}

/**
 * An `==`/`!=` test comparing an element reached through the outer loop with a different element reached through
 * the inner loop (`nums[i] + nums[j] == target`, `a[i] == b[j]`, `x == y`): the question a hash set of one side
 * answers. Comparing indices (`i == j`), one cell with a constant (`grid[i][j] == 0`) or positions inside the outer
 * element (`w[i] != w[j]`) is not that.
 */
function findEquality(program: Program, body: SyntaxNode, inner: Set<string>, outer: Set<string>): SyntaxNode | null {
  const a = program.adapter;
  let found: SyntaxNode | null = null;
  const refs = (node: SyntaxNode): Set<string>[] => {
    const out: Set<string>[] = [];
    walk(node, (n) => {
      const e = a.expr(n);
      if (e.kind === 'index') {
        out.push(namesIn(a, n));
        return false;
      }
      if (e.kind === 'name' && (inner.has(e.name) || outer.has(e.name)) && !isIndexVariable(program, n)) out.push(new Set([e.name]));
      return true;
    });
    return out;
  };
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'binary' && (e.op === '==' || e.op === '!=')) {
      const all = refs(n);
      const onlyOuter = all.some((r) => [...outer].some((x) => r.has(x)) && ![...inner].some((x) => r.has(x)));
      const onlyInner = all.some((r) => [...inner].some((x) => r.has(x)) && ![...outer].some((x) => r.has(x)));
      if (onlyOuter && onlyInner) found = n;
    }
    return !found;
  });
  return found;
}

/** A loop counter (range/C-style variable, enumerate's index), as opposed to an element the loop walks. */
function isIndexVariable(program: Program, name: SyntaxNode): boolean {
  const a = program.adapter;
  for (let p = name.parent; p; p = p.parent) {
    const loop = a.loopOf(p);
    if (!loop) continue;
    if (loop.kind === 'range' && loop.vars.includes(name.text)) return true;
    if (loop.kind === 'counted' && loop.init.some((i) => namesIn(a, i).has(name.text))) return true;
    if (loop.kind === 'foreach' && loop.vars.includes(name.text)) {
      const it = a.expr(loop.iterable);
      return (it.kind === 'call' && it.name === 'enumerate' && loop.vars[0] === name.text) || !!loop.positions?.includes(name.text) || (a.language === 'go' && loop.vars.length > 1 && loop.vars[0] === name.text);
    }
  }
  return false;
}
