/**
 * Loops over test cases. Contest input often starts with a count t, followed by t independent test cases, and the
 * program reads t and then repeats itself t times (`while (t-- > 0) solve();`, `for _ in range(int(input())):`).
 * Complexity is stated in the size of the input of one test case (the convention of contest statements and of the
 * labels we are measured on), so such a loop does not multiply what it repeats.
 *
 * Recognised from what the code does, not from names: the loop is the first thing a run does with the input (its
 * count is the first value read, nothing is read before it), every iteration reads its own part of the input, and
 * iterations share nothing but the output (they write no variable or collection of the enclosing code, except by
 * printing or appending to an output buffer). A loop that reads n values into an array, or sums them, shares its
 * array or its sum, so it is a loop over the input, not over test cases.
 */
import { semanticsOf } from '../library/index.ts';
import type { CallGraph } from './callgraph.ts';
import { fromInput, inputFacts, isRead } from './input.ts';
import { isSpread } from './patterns.ts';
import { lookupVar, resolveCall, varOf, type FunctionInfo, type Program, type VarInfo } from './program.ts';
import { walk, type SyntaxNode } from './syntax.ts';
import type { LoopView } from './vocabulary.ts';

/** Is this loop (not nested in another loop of its function) a loop over test cases? */
export function overTestCases(program: Program, graph: CallGraph, fn: FunctionInfo | null, loop: LoopView): boolean {
  const count = countRead(program, fn, loop);
  if (!count) return false;
  if (!readsIn(program, fn, loop.body)) return false;
  if (sharesState(program, fn, loop, count.counter)) return false;
  return firstRead(program, graph, fn, loop.node, count.assignment);
}

/** The loop runs as many times as a value read from the input says: the counter, and where it was read. */
function countRead(program: Program, fn: FunctionInfo | null, loop: LoopView): { counter: string | null; assignment: SyntaxNode | null } | null {
  const a = program.adapter;
  if (loop.kind === 'range') {
    if (isRead(program, fn, loop.stop) || fromInput(program, fn, loop.stop, false)) return { counter: loop.vars[0] ?? null, assignment: readAssignment(program, fn, loop.stop) };
    return null;
  }
  if (loop.kind !== 'while' && loop.kind !== 'counted') return null;
  if (!loop.condition) return null;
  const own = new Set(loop.kind === 'counted' ? loop.init.flatMap((n) => [...namesOf(program, n)]) : []);
  for (const name of namesOf(program, loop.condition)) {
    if (own.has(name)) continue;
    const v = lookupVar(program, fn, name);
    if (!v || v.param || v.collection) continue;
    const read = v.assignments.find((x) => x.value && fromInput(program, fn, x.value, false) && !loop.node.contains(x.view.node));
    if (read) return { counter: loop.kind === 'while' ? name : null, assignment: read.value };
    // Read into by address or from a stream: `scanf("%d", &t)`, `cin >> t`.
    const site = inputFacts(program).readInto.get(v)?.find((s) => s.start < loop.node.start);
    if (site) return { counter: loop.kind === 'while' ? name : null, assignment: site };
  }
  // A counted loop whose counter is its own (`for (int i = 1; i <= t; i++)`) was handled above through t.
  void a;
  return null;
}

function readAssignment(program: Program, fn: FunctionInfo | null, node: SyntaxNode): SyntaxNode | null {
  const e = program.adapter.expr(node);
  if (e.kind !== 'name') return null;
  const v = lookupVar(program, fn, e.name);
  return v?.assignments.find((x) => x.value && fromInput(program, fn, x.value, false))?.value ?? null;
}

function namesOf(program: Program, node: SyntaxNode): Set<string> {
  const a = program.adapter;
  const out = new Set<string>();
  walk(node, (n) => {
    const e = a.expr(n);
    if (e.kind === 'name') out.add(e.name);
    return e.kind !== 'function';
  });
  return out;
}

const readers = new WeakMap<Program, Map<FunctionInfo, boolean>>();

/** Does running this code read the input: a read here, or in a function it calls? */
function readsIn(program: Program, fn: FunctionInfo | null, node: SyntaxNode): boolean {
  const a = program.adapter;
  let memo = readers.get(program);
  if (!memo) readers.set(program, (memo = new Map()));
  const cache = memo;
  const visit = (from: FunctionInfo | null, root: SyntaxNode, seen: Set<FunctionInfo>): boolean => {
    let found = false;
    walk(root, (n) => {
      if (found) return false;
      if (n !== root && program.byNode.has(n)) return false;
      const e = a.expr(n);
      if (isRead(program, from, n)) found = true;
      else if (e.kind === 'call') {
        const callee = resolveCall(program, from, n, e);
        if (callee && !seen.has(callee)) {
          let reads = cache.get(callee);
          if (reads === undefined) {
            seen.add(callee);
            reads = visit(callee, callee.view.body, seen);
            cache.set(callee, reads);
          }
          if (reads) found = true;
        }
      }
      return !found;
    });
    return found;
  };
  return visit(fn, node, new Set(fn ? [fn] : []));
}

/**
 * Iterations share state when the body writes what was declared outside the loop: a compound update (`sum += x`,
 * `count++`), an element (`a[i] = x`), an insertion (`list.add(x)`), or a plain assignment to what the iteration
 * read before (`if (x < min) min = x`), other than the loop's own counter and an output buffer. A plain assignment
 * that comes before any other use in the body (`n = read()`) starts afresh in each iteration.
 */
function sharesState(program: Program, fn: FunctionInfo | null, loop: LoopView, counter: string | null): boolean {
  const a = program.adapter;
  const outside = (name: string | null): VarInfo | null => {
    if (!name || name === counter) return null;
    const v = lookupVar(program, fn, name);
    if (!v) return null;
    const declaredInside = v.assignments.length > 0 && v.assignments.every((x) => loop.body.contains(x.view.node)) && !v.param;
    // Given a fresh value by the iteration before anything else (`a = new int[n]`): the iteration's own.
    const fresh = v.assignments.some((x) => loop.body.contains(x.view.node) && (x.view.op === '=' || x.view.op === ':=') && !x.view.isDeclaration && firstUse(program, loop.body, x.target, x.value));
    return declaredInside || fresh ? null : v;
  };
  let shared = false;
  walk(loop.body, (n) => {
    if (shared) return false;
    if (program.byNode.has(n)) return false;
    const asg = a.assignmentOf(n);
    if (asg) {
      for (const target of asg.targets) {
        const te = a.expr(target);
        const indexed = te.kind === 'index';
        const base = indexed ? baseOf(program, target) : te.kind === 'name' ? te.name : null;
        const v = outside(base);
        if (!v) continue;
        const value = asg.values[asg.targets.indexOf(target)] ?? null;
        if (indexed || (asg.op !== '=' && asg.op !== ':=') || !firstUse(program, loop.body, target, value)) shared = true;
      }
    }
    const e = a.expr(n);
    // A collection of the enclosing code handed to one of the user's functions, which may change it.
    if (e.kind === 'call' && resolveCall(program, fn, n, e) && e.args.some((arg) => outside(baseOf(program, arg))?.collection)) shared = true;
    if (e.kind === 'call' && e.receiver) {
      const sem = semanticsOf(program.language, e, (x) => isSpread(a, x));
      if (sem && (sem.op === 'push' || sem.op === 'push_front' || sem.op === 'insert_at' || sem.op === 'remove_value' || sem.op === 'pop_back' || sem.op === 'pop_front' || sem.op === 'heap_push')) {
        const v = outside(baseOf(program, e.receiver));
        if (v && !outputBuffer(program, fn, v, loop.node)) shared = true;
      }
    }
    return !shared;
  });
  return shared;
}

/**
 * Is `target` the first mention of its name in the body, outside any branch, and not read by the value it is given
 * (`run = max(0, run) + x` carries run over)? Then every iteration sets it afresh.
 */
function firstUse(program: Program, body: SyntaxNode, target: SyntaxNode, value: SyntaxNode | null): boolean {
  const a = program.adapter;
  const name = target.text.trim();
  if (value && namesOf(program, value).has(name)) return false;
  const first: { node: SyntaxNode | null } = { node: null };
  walk(body, (n) => {
    if (first.node) return false;
    const e = a.expr(n);
    if (e.kind === 'name' && e.name === name) first.node = n;
    return !first.node;
  });
  if (first.node !== target) return false;
  for (let p = target.parent; p && p !== body; p = p.parent) if (a.branchOf(p) || a.loopOf(p)) return false;
  return true;
}

/** The call that takes `node` as its receiver or one of its arguments. */
function callTaking(program: Program, node: SyntaxNode): SyntaxNode | null {
  const a = program.adapter;
  let p = node.parent;
  let below = node;
  for (let depth = 0; p && depth < 3; depth++, below = p, p = p.parent) {
    const e = a.expr(p);
    if (e.kind === 'call') return e.receiver === node || e.args.includes(node) ? p : null;
    // `out.append(…)`: the method's name hangs on the object.
    if (e.kind === 'member' && e.object === below) continue;
    if (e.kind !== 'other' && e.kind !== 'wrapper') return null;
  }
  return null;
}

function baseOf(program: Program, node: SyntaxNode): string | null {
  const a = program.adapter;
  const e = a.expr(node);
  if (e.kind === 'name') return e.name;
  if (e.kind === 'index' || e.kind === 'slice') return baseOf(program, e.object);
  if (e.kind === 'wrapper') return baseOf(program, e.inner);
  return null;
}

/**
 * A buffer the program only appends to and prints after the loop: a string builder, or a collection every other
 * use of which is outside the loop, inside a call that writes the output (`print("\n".join(out))`).
 */
function outputBuffer(program: Program, fn: FunctionInfo | null, v: VarInfo, loop: SyntaxNode): boolean {
  const a = program.adapter;
  const root = fn ? fn.view.body : program.root;
  let ok = true;
  const opOf = (call: SyntaxNode | null) => {
    const e = call ? a.expr(call) : null;
    return e?.kind === 'call' ? (semanticsOf(program.language, e, (x) => isSpread(a, x))?.op ?? null) : null;
  };
  // Printed as it is (`println(sb)`), or joined or turned to text for printing (`print("\n".join(out))`).
  const inWrite = (n: SyntaxNode): boolean => {
    const call = callTaking(program, n);
    if (opOf(call) === 'write') return true;
    return (opOf(call) === 'scan' || opOf(call) === 'copy') && opOf(callTaking(program, call!)) === 'write';
  };
  walk(root, (n) => {
    if (!ok) return false;
    const e = a.expr(n);
    if (e.kind !== 'name') return true;
    const parent = n.parent ? a.expr(n.parent) : null;
    // `System.out`: a field named like the buffer is not the buffer.
    if (parent?.kind === 'member' && parent.object !== n) return true;
    if (varOf(program, fn, n) !== v) return true;
    const call = callTaking(program, n);
    const ce = call ? a.expr(call) : null;
    const appended = ce?.kind === 'call' && ce.receiver === n && opOf(call) === 'push';
    const declared = v.assignments.some((x) => x.target === n);
    if (!appended && !declared && (loop.contains(n) || !inWrite(n))) ok = false;
    return ok;
  });
  return ok;
}

/**
 * Nothing is read before the loop's count: in the function holding the loop, and, when that function is called
 * from an entry point, in the entry before the call.
 */
function firstRead(program: Program, graph: CallGraph, fn: FunctionInfo | null, loop: SyntaxNode, countAssignment: SyntaxNode | null): boolean {
  const before = (from: FunctionInfo | null, root: SyntaxNode, until: SyntaxNode, skip: SyntaxNode | null): boolean => {
    let read = false;
    walk(root, (n) => {
      if (read || n.start >= until.start) return false;
      if (n !== root && program.byNode.has(n)) return false;
      if (skip && skip.contains(n)) return false;
      // The statement that reads the count itself (`cin >> t;`) is not a read before it.
      if (n.end <= until.start && !(skip && n.contains(skip)) && (program.adapter.expr(n).kind === 'call' || isRead(program, from, n)) && readsIn(program, from, n)) read = true;
      return !read;
    });
    return read;
  };
  if (fn === null) return !program.topLevel.some((t) => t.end <= loop.start && !(countAssignment && t.contains(countAssignment)) && readsIn(program, null, t));
  if (before(fn, fn.view.body, loop, countAssignment)) return false;
  if (graph.entries.includes(fn)) return true;
  // Called from an entry (or the script) before anything else is read there.
  const sites: { from: FunctionInfo | null; node: SyntaxNode; root: SyntaxNode }[] = [];
  for (const entry of graph.entries) {
    for (const c of entry.calls) if (resolveCall(program, entry, c.node, c.call) === fn) sites.push({ from: entry, node: c.node, root: entry.view.body });
    // `new Main()` running the constructor that holds the loop.
    if (fn.view.kind === 'constructor') {
      walk(entry.view.body, (n) => {
        const e = program.adapter.expr(n);
        if (e.kind === 'new' && program.classes.get(e.className)?.methods.includes(fn)) sites.push({ from: entry, node: n, root: entry.view.body });
        return true;
      });
    }
  }
  if (graph.start === 'script') {
    for (const top of program.topLevel) {
      walk(top, (n) => {
        const e = program.adapter.expr(n);
        if (e.kind === 'call' && resolveCall(program, null, n, e) === fn) sites.push({ from: null, node: n, root: top });
        return true;
      });
    }
  }
  if (!sites.length) return false;
  return sites.every((s) => (s.from ? !before(s.from, s.root, s.node, null) : !program.topLevel.some((t) => t.end <= s.node.start && readsIn(program, null, t))));
}
