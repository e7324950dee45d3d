/**
 * The call graph: where a run starts (its entry points) and which of the user's functions it can reach. The cost of
 * a program is the cost of its entry points, each call costing what its callee costs; a helper nobody calls, or a
 * class nobody uses, never runs and costs nothing.
 *
 * Entry points, by what the code is:
 * - a program with the language's `main` (Java's `static void main`, C/C++'s `main`, Go's `func main`) starts
 *   there;
 * - a script (Python, JavaScript) whose top-level statements call its own functions or read the input starts at
 *   those statements (`if __name__ == "__main__": main()` is one of them);
 * - otherwise the code is a set of operations called from outside (a LeetCode `Solution`, a design class, exported
 *   functions): every function and method that is not private is an entry (constructors only when there is
 *   nothing else).
 */
import { isSpread } from './patterns.ts';
import { callbackMethods, comparisonMethods, semanticsOf, type Op } from '../library/index.ts';
import { constructorOf, resolveCall, varOf, type FunctionInfo, type Program } from './program.ts';
import { walk, type SyntaxNode } from './syntax.ts';

export interface CallGraph {
  /** How the run starts: at `main`, at a script's top-level statements, or at every public operation. */
  start: 'main' | 'script' | 'operations';
  /** Functions a run starts in (none for a script: it starts at its top-level statements). */
  entries: FunctionInfo[];
  /** Functions a run can reach from the entries and the top-level statements. */
  reachable: Set<FunctionInfo>;
}

export function buildCallGraph(program: Program): CallGraph {
  const { start, entries } = entryPoints(program);
  const reachable = new Set<FunctionInfo>();
  const queue: FunctionInfo[] = [];
  const reach = (fn: FunctionInfo | null): void => {
    if (!fn || reachable.has(fn)) return;
    reachable.add(fn);
    queue.push(fn);
  };
  const scan = (fn: FunctionInfo | null, root: SyntaxNode): void => {
    walk(root, (n) => {
      if (n !== root && program.byNode.has(n)) return false;
      for (const target of handedControl(program, fn, n)) reach(target);
      return true;
    });
  };
  for (const fn of entries) reach(fn);
  // Operations are called on an object someone outside made: its class's constructor has run.
  if (start === 'operations') for (const fn of entries) if (fn.className) reach(constructorOf(program, fn.className));
  for (const node of program.topLevel) scan(null, node);
  while (queue.length) {
    const fn = queue.pop()!;
    scan(fn, fn.view.body);
    // Functions defined inside a reachable one (lambdas, local helpers, an anonymous class's methods) can run
    // whenever it does: passed on, stored or called.
    for (const child of fn.children) reach(child);
  }
  return { start, entries, reachable };
}

function entryPoints(program: Program): { start: CallGraph['start']; entries: FunctionInfo[] } {
  const mains = program.functions.filter((f) => f.view.main && !f.parent);
  if (mains.length) return { start: 'main', entries: mains };
  if (scriptRuns(program)) return { start: 'script', entries: [] };
  const top = program.functions.filter((f) => !f.parent && f.view.kind !== 'lambda');
  const open = top.filter((f) => !f.view.private);
  const operations = open.filter((f) => f.view.kind !== 'constructor');
  const entries = operations.length ? operations : open.length ? open : top;
  // Functions bound to names at the top level (`const solve = (xs) => …`) are operations too.
  return { start: 'operations', entries: [...entries, ...program.functions.filter((f) => !f.parent && f.view.kind === 'lambda')] };
}

/** Top-level statements that call the user's own functions, create the user's objects or read the input. */
function scriptRuns(program: Program): boolean {
  const a = program.adapter;
  let runs = false;
  for (const node of program.topLevel) {
    walk(node, (n) => {
      if (runs || program.byNode.has(n)) return false;
      const e = a.expr(n);
      if (e.kind === 'call') {
        if (resolveCall(program, null, n, e)) runs = true;
        else {
          const sem = semanticsOf(program.language, e, (x) => isSpread(a, x));
          if (sem && (sem.op === 'read_value' || sem.op === 'read_line')) runs = true;
        }
      } else if (e.kind === 'new' && program.classes.has(e.className)) runs = true;
      return !runs;
    });
    if (runs) return true;
  }
  return false;
}

/** The user functions that node hands control to: a called function, a constructor, or callbacks it passes on. */
function handedControl(program: Program, fn: FunctionInfo | null, node: SyntaxNode): FunctionInfo[] {
  const e = program.adapter.expr(node);
  if (e.kind === 'call') {
    const callee = resolveCall(program, fn, node, e);
    if (callee) return [callee];
    // Library code calls back what it is given (a comparator, a key function, a Runnable), and compares the user's
    // objects it sorts or keeps in order through their comparison method.
    const sem = semanticsOf(program.language, e, (x) => isSpread(program.adapter, x));
    const compared = sem?.target && COMPARING.has(sem.op) ? elementComparison(program, fn, sem.target) : null;
    return [...e.args.flatMap((arg) => callbacksOf(program, fn, arg, !!sem && COMPARING.has(sem.op))), ...(compared ? [compared] : [])];
  }
  if (e.kind === 'new') {
    const ctor = constructorOf(program, e.className);
    const members = e.members ? methodsIn(program, e.members) : [];
    const given = program.classes.has(e.className) ? [] : e.args.flatMap((arg) => callbacksOf(program, fn, arg));
    return [...(ctor ? [ctor] : []), ...members, ...given];
  }
  return [];
}

/**
 * The user functions an argument hands to library code, which may call them back: a function or lambda, a named
 * function (`key=f`, `sort(v.begin(), v.end(), cmp)`, `Main::cmp`), an anonymous class's methods, or the
 * instance methods of a user object made on the spot (`new Thread(null, new Main(), …)` runs `Main.run`), or, with
 * `objects`, held in a variable (a comparator object `cmp` handed to a sort).
 */
export function callbacksOf(program: Program, fn: FunctionInfo | null, arg: SyntaxNode, objects = false): FunctionInfo[] {
  const a = program.adapter;
  const own = program.byNode.get(arg);
  if (own) return [own];
  const e = a.expr(arg);
  switch (e.kind) {
    case 'wrapper':
      return callbacksOf(program, fn, e.inner, objects);
    case 'function': {
      const f = program.byNode.get(e.fn.node);
      return f ? [f] : [];
    }
    case 'call': {
      // A comparator made on the spot from a user class (`sort(…, ByLength())`), or a function wrapped for the
      // library (`cmp_to_key(compare)`).
      if (!e.receiver && !e.qualifier && program.classes.has(e.name)) return instanceMethods(program, e.name);
      if (resolveCall(program, fn, arg, e)) return [];
      return e.args.flatMap((x) => callbacksOf(program, fn, x, objects));
    }
    case 'name': {
      const named = resolveCall(program, fn, arg, { kind: 'call', name: e.name, receiver: null, qualifier: null, args: [] });
      if (named) return [named];
      const v = varOf(program, fn, arg);
      return objects && v?.userClass ? instanceMethods(program, v.userClass) : [];
    }
    case 'new':
      if (e.members) return methodsIn(program, e.members);
      return program.classes.has(e.className) ? instanceMethods(program, e.className) : [];
    default: {
      // A method reference (`Main::compare`, `this::cmp`): the method named after `::`.
      if (arg.type === 'method_reference') {
        const name = arg.namedChildren[arg.namedChildren.length - 1];
        if (name) {
          const target = resolveCall(program, fn, arg, { kind: 'call', name: name.text, receiver: null, qualifier: null, args: [] });
          return target ? [target] : program.functions.filter((f) => f.name === name.text && f.className);
        }
      }
      return [];
    }
  }
}

/** Library operations that compare the elements they sort or keep in order. */
export const COMPARING: ReadonlySet<Op> = new Set(['sort', 'sorted', 'binary_search', 'heap_push', 'heap_pop', 'heapify']);

/**
 * The method through which the library compares the user objects a collection holds (`List<Pair>`, `Pair[]`,
 * `vector<Edge>`, `PriorityQueue<State>`): the class named in its declared type, and its comparison method
 * (Library.comparisons).
 */
export function elementComparison(program: Program, fn: FunctionInfo | null, collection: SyntaxNode): FunctionInfo | null {
  const a = program.adapter;
  const e = a.expr(collection);
  // `v.begin()`: the container itself.
  const holder = e.kind === 'call' && e.receiver ? e.receiver : collection;
  const v = varOf(program, fn, holder);
  const type = v?.param?.type ?? v?.assignments.find((x) => x.view.declaredType)?.view.declaredType ?? null;
  if (!type) return null;
  const names = comparisonMethods(program.language);
  for (const [name, cls] of program.classes) {
    if (!/^\w+$/.test(name) || !new RegExp(`\\b${name}\\b`).test(type)) continue;
    const method = cls.methods.find((m) => m.name !== null && names.includes(m.name));
    if (method) return method;
  }
  return null;
}

/** Methods declared directly in a class body (an anonymous class's). */
function methodsIn(program: Program, body: SyntaxNode): FunctionInfo[] {
  return body.children.map((c) => program.byNode.get(c)).filter((f): f is FunctionInfo => !!f);
}

/** What library code can call on an object of a user class: the methods its callback interfaces declare. */
function instanceMethods(program: Program, className: string): FunctionInfo[] {
  const names = callbackMethods(program.language);
  return (program.classes.get(className)?.methods ?? []).filter((m) => m.view.kind === 'method' && !m.view.static && m.name !== null && names.includes(m.name));
}
