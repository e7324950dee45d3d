/**
 * Recognised inefficiency patterns, with the lines they are seen on. Each is a clear syntactic fact plus the cost
 * facts the time walker already established (what a loop iterates over, what a call costs on its container), so a
 * finding never contradicts the complexity estimate it comes with.
 */
import * as C from './cost.ts';
import { collectionOf, type Context } from './magnitude.ts';
import { baseName, namesIn } from './patterns.ts';
import { lookupVar, targetName, type Program } from './program.ts';
import type { ReadabilityDetail } from './readability.ts';
import { DEEP_NESTING } from './readability.ts';
import { walk, type SyntaxNode } from './syntax.ts';
import type { TimeAnalyser } from './time.ts';
import type { Finding } from './types.ts';

/** Languages whose strings are immutable, so `s += c` in a loop copies the whole string each time. */
const IMMUTABLE_STRINGS = new Set(['python', 'java', 'javascript', 'typescript', 'go']);

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
    // A DP filling table cells indexed by both loops compares elements too, but it is not a search.
    if (fillsTableCell(program, view.body, innerNames, outerNames)) continue;
    const comparison = findEquality(program, view.body, innerNames, outerNames);
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
  if (IMMUTABLE_STRINGS.has(program.language) || program.language === 'cpp') {
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

/** An `==`/`!=` test in the inner body that involves both loops' variables (directly or as indices). */
function findEquality(program: Program, body: SyntaxNode, inner: Set<string>, outer: Set<string>): SyntaxNode | null {
  const a = program.adapter;
  let found: SyntaxNode | null = null;
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'binary' && (e.op === '==' || e.op === '!=')) {
      const names = namesIn(a, n);
      if ([...inner].some((x) => names.has(x)) && [...outer].some((x) => names.has(x))) found = n;
    }
    return !found;
  });
  return found;
}
