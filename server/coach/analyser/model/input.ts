/**
 * What a program reads from its input, followed through variables and the user's own reading functions.
 *
 * Contest programs read through library calls (`Scanner.nextInt`, `input()`, `readLine`, `getchar`) and through
 * readers of their own: a `next()` that refills a tokenizer from `readLine()`, a `readInt()` that skips blanks and
 * gathers digits from a byte buffer the library filled. Knowing which values come from the input tells the time
 * reasoning two things:
 * - converting what was read (`line.split()`, `map(int, …)`, `toCharArray()`, `parseInt(token)`) is part of reading
 *   it: a line holds as many values as the program goes on to use, and the use is what costs;
 * - a loop whose end depends on what it has just read (`while (st == null || !st.hasMoreTokens()) st = new
 *   StringTokenizer(br.readLine())`, `while ((c = read()) <= ' ')`) only moves forward through the input. In a
 *   function that returns what it read, all such loops together pass over one value's characters (and the blanks
 *   before it) per call: the call costs O(1) amortised, like the library read it stands for.
 */
import { inputStreams, semanticsOf, type Op } from '../library/index.ts';
import { isSpread } from './patterns.ts';
import { resolveCall, varOf, type FunctionInfo, type Program, type VarInfo } from './program.ts';
import { walk, type SyntaxNode } from './syntax.ts';
import type { LoopView } from './vocabulary.ts';

const READS: ReadonlySet<Op> = new Set(['read_value', 'read_line']);
/** Library operations that convert a value without computing anything new from it (split, map, copy, parse…). */
const CONVERSIONS: ReadonlySet<Op> = new Set(['copy', 'iterate', 'constant', 'parse', 'slice', 'digits', 'read_value', 'read_line']);
/** Library operations that return an element of their collection: an element of what was read is input too. */
const ELEMENTS: ReadonlySet<Op> = new Set(['pop_back', 'pop_front', 'get', 'heap_pop']);

export interface InputFacts {
  /** User functions that return a value read from the input (a fast reader's `next()`, `nextInt()`, `read()`). */
  readers: Set<FunctionInfo>;
  /** Collections a library read fills (`din.read(buffer, 0, n)`, `cin >> a[i]`): their elements are input. */
  buffers: Set<VarInfo>;
  /** Variables a read stores into (`scanf("%d", &n)`, `fmt.Scan(&n)`, `cin >> n`), with where each is read. */
  readInto: Map<VarInfo, SyntaxNode[]>;
}

const cache = new WeakMap<Program, InputFacts>();

export function inputFacts(program: Program): InputFacts {
  let facts = cache.get(program);
  if (facts) return facts;
  facts = { readers: new Set(), buffers: new Set(), readInto: new Map() };
  cache.set(program, facts);
  findReadTargets(program, facts);
  // Readers build on readers (`nextInt` returns `parseInt(next())`, `readInt` gathers `read()`): to a fixed point.
  for (let changed = true; changed; ) {
    changed = false;
    for (const fn of program.functions) {
      if (facts.readers.has(fn) || !returnsInput(program, fn)) continue;
      facts.readers.add(fn);
      changed = true;
    }
  }
  kept.set(program, { arithmetic: new Map(), asRead: new Map() });
  return facts;
}

/**
 * fromInput's answers, per program, from the moment its input facts are complete (until then an answer may still
 * change as readers are found, and none is kept).
 */
const kept = new WeakMap<Program, { arithmetic: Map<SyntaxNode, boolean>; asRead: Map<SyntaxNode, boolean> }>();

/** What library reads store into: buffers they fill, variables whose address they are given, stream targets. */
function findReadTargets(program: Program, facts: InputFacts): void {
  const a = program.adapter;
  const scopes: { fn: FunctionInfo | null; node: SyntaxNode }[] = [...program.functions.map((fn) => ({ fn, node: fn.view.body })), ...program.topLevel.map((node) => ({ fn: null, node }))];
  const store = (fn: FunctionInfo | null, target: SyntaxNode, site: SyntaxNode): void => {
    const te = a.expr(target);
    const element = te.kind === 'index' ? te.object : null;
    const v = varOf(program, fn, element ?? target);
    if (!v) return;
    if (v.collection || element) facts.buffers.add(v);
    else facts.readInto.set(v, [...(facts.readInto.get(v) ?? []), site]);
  };
  for (const { fn, node } of scopes) {
    walk(node, (n) => {
      if (n !== node && program.byNode.has(n)) return false;
      const targets = streamTargets(program, n);
      if (targets) {
        for (const t of targets) store(fn, t, n);
        return false;
      }
      const e = a.expr(n);
      if (e.kind !== 'call' || resolveCall(program, fn, n, e)) return true;
      const sem = semanticsOf(program.language, e, (x) => isSpread(a, x), true);
      if (!sem || !READS.has(sem.op)) return true;
      for (const arg of e.args) store(fn, arg, n);
      return true;
    });
  }
}

/**
 * The targets of a stream read, `cin >> n >> a[i]` (from the outermost `>>` of the chain), or null when the node
 * is not one.
 */
function streamTargets(program: Program, node: SyntaxNode): SyntaxNode[] | null {
  const a = program.adapter;
  const streams = inputStreams(program.language);
  if (!streams.length) return null;
  const targets: SyntaxNode[] = [];
  let e = a.expr(node);
  while (e.kind === 'binary' && e.op === '>>') {
    targets.unshift(e.right);
    const left = a.expr(e.left);
    if (left.kind === 'name') return streams.includes(left.name) ? targets : null;
    e = left;
  }
  return null;
}

function returnsInput(program: Program, fn: FunctionInfo): boolean {
  const a = program.adapter;
  let found = false;
  walk(fn.view.body, (n) => {
    if (found) return false;
    if (n !== fn.view.body && program.byNode.has(n)) return false;
    const r = a.returnOf(n);
    if (r?.value && fromInput(program, fn, r.value, true)) found = true;
    return !found;
  });
  // An expression-bodied lambda returns its body.
  if (!found && fn.view.kind === 'lambda' && !a.returnOf(fn.view.body) && fn.view.body.type !== 'block' && fromInput(program, fn, fn.view.body, true)) found = true;
  return found;
}

/**
 * Is the value of `node` read from the input? With `arithmetic`, values computed from input count too (`ret * 10 +
 * c - '0'`); without, only what was read and converted as it is (a line, its tokens, the numbers they spell).
 */
export function fromInput(program: Program, fn: FunctionInfo | null, node: SyntaxNode, arithmetic: boolean): boolean {
  inputFacts(program);
  const answers = kept.get(program);
  // While the facts are found (readers building on readers), answers change as readers are added: not kept.
  if (!answers) return readFrom(program, fn, node, arithmetic, new Set(), 0);
  // Once they are complete, a question has one answer per node (the node decides its function): the cost walk asks
  // it of every call and allocation, often of the same ones, and each answer may follow a variable's every
  // assignment.
  const byNode = arithmetic ? answers.arithmetic : answers.asRead;
  let answer = byNode.get(node);
  if (answer === undefined) byNode.set(node, (answer = readFrom(program, fn, node, arithmetic, new Set(), 0)));
  return answer;
}

function readFrom(program: Program, fn: FunctionInfo | null, node: SyntaxNode, arithmetic: boolean, seen: Set<VarInfo>, depth: number): boolean {
  if (depth > 12) return false;
  const a = program.adapter;
  const facts = inputFacts(program);
  const next = (x: SyntaxNode) => readFrom(program, fn, x, arithmetic, seen, depth + 1);
  const e = a.expr(node);
  switch (e.kind) {
    case 'wrapper':
      return next(e.inner);
    case 'call': {
      const callee = resolveCall(program, fn, node, e);
      if (callee) return facts.readers.has(callee);
      const sem = semanticsOf(program.language, e, (x) => isSpread(a, x), true);
      if (sem && READS.has(sem.op)) return true;
      if (sem && ELEMENTS.has(sem.op)) return !!sem.target && next(sem.target);
      if (sem && !CONVERSIONS.has(sem.op)) return false;
      return (e.receiver !== null && next(e.receiver)) || e.args.some(next);
    }
    case 'new':
      // A library object made from what was read: `new StringTokenizer(line)`, `new String(buf, 0, n)`.
      return !program.classes.has(e.className) && e.args.some(next);
    case 'allocation':
      // `list(map(int, line.split()))`, `new ArrayList<>(tokens)`.
      return !!e.copyOf && next(e.copyOf);
    case 'comprehension':
      // `[int(x) for x in input().split()]`: each value read, converted.
      return e.clauses.length === 1 && e.filters.length === 0 && next(e.clauses[0]!.iterable);
    case 'index':
    case 'slice': {
      if (next(e.object)) return true;
      const v = varOf(program, fn, e.object);
      if (v && facts.buffers.has(v)) return true;
      // A table looked up by what was read (`digit[c]`) is computed from it.
      return arithmetic && e.kind === 'index' && next(e.index);
    }
    case 'name':
    case 'member': {
      const v = varOf(program, fn, node);
      if (!v || v.param || seen.has(v)) return false;
      if (facts.buffers.has(v) || facts.readInto.has(v)) return true;
      seen.add(v);
      const values = v.assignments.filter((x) => x.value && !initialiser(program, x.value)).map((x) => x.value!);
      // What was read, kept: every value the variable is given is input (`st = new StringTokenizer(readLine())`),
      // or for arithmetic, any (`ret = ret * 10 + c - '0'`); or a buffer filled with what was read
      // (`sb.append(c)`, `buf[p++] = (char) c`).
      const read = values.length > 0 ? (arithmetic ? values.some(next) : values.every(next)) : filledWithInput(program, fn, v, next);
      seen.delete(v);
      return read;
    }
    case 'binary':
      return arithmetic && (next(e.left) || next(e.right));
    case 'unary':
      return arithmetic && next(e.operand);
    case 'conditional':
      return arithmetic && (next(e.then) || next(e.otherwise));
    case 'assignment':
      return e.assignment.values.some((v) => !!v && next(v));
    default:
      return false;
  }
}

/** A call that reads: a library read, or a call of one of the user's readers; or a stream read (`cin >> n`). */
export function isRead(program: Program, fn: FunctionInfo | null, node: SyntaxNode): boolean {
  const a = program.adapter;
  const e = a.expr(node);
  if (e.kind === 'wrapper') return isRead(program, fn, e.inner);
  if (e.kind === 'binary' && streamTargets(program, node)) return true;
  if (e.kind !== 'call') return false;
  const callee = resolveCall(program, fn, node, e);
  if (callee) return inputFacts(program).readers.has(callee);
  const sem = semanticsOf(program.language, e, (x) => isSpread(a, x), true);
  return !!sem && READS.has(sem.op);
}

/** A container only ever filled, in this function, with what was read: `sb.append(c)`, `buf[p++] = (char) c`. */
function filledWithInput(program: Program, fn: FunctionInfo | null, v: VarInfo, isInput: (x: SyntaxNode) => boolean): boolean {
  if (!fn || !v.collection) return false;
  const a = program.adapter;
  let fills = 0;
  let other = false;
  walk(fn.view.body, (n) => {
    if (other) return false;
    if (n !== fn.view.body && program.byNode.has(n)) return false;
    const e = a.expr(n);
    if (e.kind === 'call' && e.receiver && varOf(program, fn, e.receiver) === v) {
      const sem = semanticsOf(program.language, e, (x) => isSpread(a, x));
      if (sem && (sem.op === 'push' || sem.op === 'push_front' || sem.op === 'insert_at')) {
        if (e.args.length && e.args.every(isInput)) fills++;
        else other = true;
      }
    }
    const asg = a.assignmentOf(n);
    if (asg) {
      asg.targets.forEach((t, i) => {
        const te = a.expr(t);
        if (te.kind !== 'index' || varOf(program, fn, te.object) !== v) return;
        const value = asg.values[i];
        if (value && isInput(value)) fills++;
        else other = true;
      });
    }
    return !other;
  });
  return fills > 0 && !other;
}

/** A value a variable starts from before anything is read into it: a literal, an empty container. */
function initialiser(program: Program, node: SyntaxNode): boolean {
  const e = program.adapter.expr(node);
  if (e.kind === 'number' || e.kind === 'literal' || e.kind === 'string') return true;
  if (e.kind === 'collection') return e.items.length === 0;
  if (e.kind === 'allocation') return !e.copyOf;
  return false;
}

/**
 * A loop whose end depends on what it reads: its condition (or the condition of a branch that leaves it: `while
 * (true) { if (c < '0') return x; … }`) tests a variable the loop assigns from the input (`c = read()`, `st = new
 * StringTokenizer(readLine())`), or reads itself (`while (read() != ' ')`).
 */
export function consumesInput(program: Program, fn: FunctionInfo | null, loop: LoopView): boolean {
  if (loop.kind !== 'while' && loop.kind !== 'counted') return false;
  const conditions = [...(loop.condition ? [loop.condition] : []), ...exitConditions(program, loop.body)];
  if (!conditions.length) return false;
  const a = program.adapter;
  const tested = new Set<string>();
  let readsInCondition = false;
  for (const condition of conditions) {
    walk(condition, (n) => {
      const e = a.expr(n);
      if (e.kind === 'name') tested.add(e.name);
      else if (e.kind === 'member' && a.expr(e.object).kind === 'self') tested.add(e.property);
      else if (e.kind === 'call' && isRead(program, fn, n)) readsInCondition = true;
      return true;
    });
  }
  if (readsInCondition) return true;
  let found = false;
  for (const part of [...conditions, loop.body]) {
    walk(part, (n) => {
      if (found) return false;
      if (program.byNode.has(n)) return false;
      const asg = a.assignmentOf(n);
      if (asg && asg.op === '=') {
        asg.targets.forEach((t, i) => {
          const value = asg.values[i];
          const te = a.expr(t);
          const name = te.kind === 'name' ? te.name : te.kind === 'member' && a.expr(te.object).kind === 'self' ? te.property : null;
          if (name && tested.has(name) && value && fromInput(program, fn, value, false)) found = true;
        });
      }
      return !found;
    });
  }
  return found;
}

const EXITS = new Set(['return_statement', 'break_statement', 'throw_statement', 'raise_statement']);

/** Conditions of the branches in a loop body (outside nested loops) that leave the loop. */
function exitConditions(program: Program, body: SyntaxNode): SyntaxNode[] {
  const a = program.adapter;
  const out: SyntaxNode[] = [];
  const leaves = (arm: SyntaxNode): boolean => {
    let found = false;
    walk(arm, (n) => {
      if (found || program.byNode.has(n) || a.loopOf(n)) return false;
      if (EXITS.has(n.type)) found = true;
      return !found;
    });
    return found;
  };
  walk(body, (n) => {
    if (n !== body && (program.byNode.has(n) || a.loopOf(n))) return false;
    const branch = a.branchOf(n);
    if (branch?.condition && branch.arms.some(leaves)) out.push(branch.condition);
    return true;
  });
  return out;
}

/**
 * A loop whose end depends on what it reads, in a function that returns what it read, or doing nothing but read
 * (`while (st == null || !st.hasMoreTokens()) st = new StringTokenizer(br.readLine())` in a `hasNext()`): it only
 * moves forward to the next value, which a read after it takes. O(1) per call, amortised over the input.
 */
export function readsOneValue(program: Program, fn: FunctionInfo | null, loop: LoopView): boolean {
  if (!consumesInput(program, fn, loop)) return false;
  return (!!fn && inputFacts(program).readers.has(fn)) || onlyReads(program, fn, loop.body);
}

/** Handlers of a failed read: not the loop's work. */
const HANDLERS = new Set(['catch_clause', 'except_clause']);

/** A body whose every statement reads: plain assignments of what is read, and nothing else but exits. */
function onlyReads(program: Program, fn: FunctionInfo | null, body: SyntaxNode): boolean {
  const a = program.adapter;
  let ok = true;
  const reading = new Set<SyntaxNode>();
  walk(body, (n) => {
    if (!ok || HANDLERS.has(n.type)) return false;
    if (n !== body && program.byNode.has(n)) return false;
    if (reading.has(n)) return false;
    if (a.loopOf(n) && n !== body) ok = false;
    const asg = a.assignmentOf(n);
    if (asg) {
      if (asg.op !== '=' || asg.targets.some((t) => a.expr(t).kind === 'index') || !asg.values.every((v) => !!v && fromInput(program, fn, v, false))) ok = false;
      for (const v of asg.values) if (v) reading.add(v);
      return ok;
    }
    const e = a.expr(n);
    if (e.kind === 'call' && !isRead(program, fn, n)) ok = false;
    return ok;
  });
  return ok;
}
