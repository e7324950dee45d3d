/**
 * The program model: every function (with its enclosing function and class), the variables each scope assigns,
 * and how calls resolve to user functions. Built once per analysis from the adapter's views.
 */
import type { SyntaxNode } from './syntax.ts';
import type { AnalysedLanguage } from '../types.ts';
import type { AssignmentView, CallView, CollectionKind, FunctionView, LanguageAdapter, LoopView, ParamView } from './vocabulary.ts';

export interface VarInfo {
  name: string;
  /** Assignments and declarations, in source order. */
  assignments: { view: AssignmentView; value: SyntaxNode | null; target: SyntaxNode }[];
  param: ParamView | null;
  /** Loops that bind this name as their variable. */
  loops: LoopView[];
  /** What the declared type or the first container value says it is. */
  collection: CollectionKind | null;
  /** 2 for a grid / 2-D table, from the type or the allocation. */
  dims: number;
  numeric: boolean;
  /** Declared with a type or initialised to a string. */
  string: boolean;
  /** An instance of a user-defined class. */
  userClass: string | null;
}

export interface FunctionInfo {
  id: number;
  view: FunctionView;
  name: string | null;
  parent: FunctionInfo | null;
  className: string | null;
  children: FunctionInfo[];
  vars: Map<string, VarInfo>;
  /** Calls in this function's own body (not in nested functions). */
  calls: { node: SyntaxNode; call: CallView }[];
}

export interface ClassInfo {
  name: string;
  node: SyntaxNode;
  vars: Map<string, VarInfo>;
  methods: FunctionInfo[];
  /** The class this one is declared in (Java's nested classes read the outer class's static fields by name). */
  outer?: ClassInfo | null;
}

export interface Program {
  language: AnalysedLanguage;
  adapter: LanguageAdapter;
  root: SyntaxNode;
  functions: FunctionInfo[];
  byNode: Map<SyntaxNode, FunctionInfo>;
  classes: Map<string, ClassInfo>;
  moduleVars: Map<string, VarInfo>;
  /** Statements outside every function (scripts, Go package-level vars). */
  topLevel: SyntaxNode[];
  /** Resolved user function of each call node, filled lazily. */
  resolved: Map<SyntaxNode, FunctionInfo | null>;
  /** Collections appended/added to somewhere (facts.ts). */
  growing: Set<VarInfo>;
  /** Lists of lists filled one element at a time, e.g. adjacency lists (facts.ts). */
  adjacency: Set<VarInfo>;
  /** Maps keyed only by characters: at most |Σ| keys (elements.ts). */
  characterKeyed: Set<VarInfo>;
  /** Collections indexed with two subscripts somewhere (`grid[i][j]`): two-dimensional even when untyped. */
  indexed2d: Set<VarInfo>;
}

function newVar(name: string): VarInfo {
  return { name, assignments: [], param: null, loops: [], collection: null, dims: 0, numeric: false, string: false, userClass: null };
}

function getVar(scope: Map<string, VarInfo>, name: string): VarInfo {
  let v = scope.get(name);
  if (!v) {
    v = newVar(name);
    scope.set(name, v);
  }
  return v;
}

/** The name an assignment target binds: `x`, or the field of `self.x` / `this.x` / `this->x`. */
export function targetName(adapter: LanguageAdapter, target: SyntaxNode): { name: string; field: boolean } | null {
  const e = adapter.expr(target);
  if (e.kind === 'name') return { name: e.name, field: false };
  if (e.kind === 'member' && adapter.expr(e.object).kind === 'self') return { name: e.property, field: true };
  if (e.kind === 'wrapper') return targetName(adapter, e.inner);
  return null;
}

export function buildProgram(root: SyntaxNode, adapter: LanguageAdapter): Program {
  const program: Program = {
    language: adapter.language,
    adapter,
    root,
    functions: [],
    byNode: new Map(),
    classes: new Map(),
    moduleVars: new Map(),
    topLevel: [],
    resolved: new Map(),
    growing: new Set(),
    adjacency: new Set(),
    characterKeyed: new Set(),
    indexed2d: new Set(),
  };

  const record = (v: VarInfo, entry: VarInfo['assignments'][number]): void => {
    v.assignments.push(entry);
    if (entry.view.declaredType) applyType(adapter, v, entry.view.declaredType);
    if (entry.value && entry.view.op === '=') applyValue(adapter, v, entry.value);
  };
  const undeclared: { fn: FunctionInfo; name: string; entry: VarInfo['assignments'][number] }[] = [];
  // One pass: functions and classes with their nesting, and which scope each assignment and loop belongs to.
  type Frame = { fn: FunctionInfo | null; cls: ClassInfo | null };
  const visit = (node: SyntaxNode, frame: Frame): void => {
    const view = adapter.functionOf(node);
    if (view) {
      const info: FunctionInfo = {
        id: program.functions.length,
        view,
        name: view.name,
        parent: frame.fn,
        className: frame.cls?.name ?? null,
        children: [],
        vars: new Map(),
        calls: [],
      };
      program.functions.push(info);
      program.byNode.set(node, info);
      frame.fn?.children.push(info);
      if (frame.cls && view.kind !== 'lambda' && !frame.fn) frame.cls.methods.push(info);
      for (const p of view.params) {
        const v = getVar(info.vars, p.name);
        v.param = p;
        if (p.type) applyType(adapter, v, p.type);
      }
      // A lambda bound to a name is also a variable of the enclosing scope (`dfs = lambda…`), recorded there.
      for (const c of node.children) visit(c, { fn: info, cls: frame.cls });
      return;
    }
    const cls = adapter.classOf(node);
    if (cls) {
      const info: ClassInfo = program.classes.get(cls.name) ?? { name: cls.name, node, vars: new Map(), methods: [], outer: frame.cls };
      program.classes.set(cls.name, info);
      for (const c of node.children) visit(c, { fn: null, cls: info });
      return;
    }
    const scope = frame.fn ? frame.fn.vars : frame.cls ? frame.cls.vars : program.moduleVars;
    const assignment = adapter.assignmentOf(node);
    if (assignment) {
      assignment.targets.forEach((target, i) => {
        const t = targetName(adapter, target);
        if (!t) return;
        const value = assignment.values[i] ?? null;
        // Outside Python, assigning a name declares nothing: `st = new StringTokenizer(…)` in a method sets the
        // field (or the enclosing function's variable) of that name, found once every declaration is known.
        if (!t.field && frame.fn && !assignment.isDeclaration && adapter.language !== 'python') {
          undeclared.push({ fn: frame.fn, name: t.name, entry: { view: assignment, value, target } });
          return;
        }
        const where = t.field && frame.cls ? frame.cls.vars : scope;
        record(getVar(where, t.name), { view: assignment, value, target });
      });
    }
    const loop = adapter.loopOf(node);
    if (loop && (loop.kind === 'range' || loop.kind === 'foreach')) for (const name of loop.vars) getVar(scope, name).loops.push(loop);
    if (frame.fn) {
      const e = adapter.expr(node);
      if (e.kind === 'call') frame.fn.calls.push({ node, call: e });
    } else if (!frame.cls && node.parent === root) {
      program.topLevel.push(node);
    }
    for (const c of node.children) visit(c, frame);
  };
  visit(root, { fn: null, cls: null });
  const touched = new Set<VarInfo>();
  for (const { fn, name, entry } of undeclared) {
    const v = lookupVar(program, fn, name) ?? getVar(fn.vars, name);
    record(v, entry);
    touched.add(v);
  }
  for (const v of touched) v.assignments.sort((x, y) => x.view.node.start - y.view.node.start);
  // Go methods are declared outside their struct: attach them to the struct by receiver type.
  for (const fn of program.functions) {
    if (fn.className || fn.view.kind !== 'method' || !fn.view.selfName) continue;
    const receiverType = fn.view.params.length >= 0 ? goReceiverType(fn.view.node) : null;
    if (receiverType) {
      fn.className = receiverType;
      const cls: ClassInfo = program.classes.get(receiverType) ?? { name: receiverType, node: fn.view.node, vars: new Map(), methods: [] };
      program.classes.set(receiverType, cls);
      cls.methods.push(fn);
    }
  }
  return program;
}

function goReceiverType(node: SyntaxNode): string | null {
  const receiver = node.child('receiver');
  if (!receiver) return null;
  // From the start of a word only (the lookbehind): a long word is tried once, not from each of its letters.
  const m = /(?<!\w)(\w+)\s*\)\s*$/.exec(receiver.text);
  return m ? m[1]! : null;
}

function applyType(adapter: LanguageAdapter, v: VarInfo, type: string): void {
  const t = adapter.typeKind(type);
  if (t.collection && !v.collection) v.collection = t.collection;
  if (t.collection === 'string') v.string = true;
  v.dims = Math.max(v.dims, t.dims);
  if (t.numeric) v.numeric = true;
}

function applyValue(adapter: LanguageAdapter, v: VarInfo, value: SyntaxNode): void {
  const e = adapter.expr(value);
  switch (e.kind) {
    case 'allocation':
      v.collection ??= e.collection;
      if (e.collection === 'string') v.string = true;
      v.dims = Math.max(v.dims, allocationDims(adapter, value));
      break;
    case 'collection':
      v.collection ??= e.collection;
      break;
    case 'comprehension':
      v.collection ??= e.collection === 'unknown' ? 'list' : e.collection;
      v.dims = Math.max(v.dims, 1 + allocationDims(adapter, e.element));
      break;
    case 'string':
      v.string = true;
      break;
    case 'number':
      v.numeric = true;
      break;
    case 'wrapper':
      applyValue(adapter, v, e.inner);
      break;
    default:
      break;
  }
}

/** How many dimensions an allocation has: `[[0] * n for _ in range(m)]`, `new int[m][n]`, `vector<vector<int>>(m, vector<int>(n))`. */
export function allocationDims(adapter: LanguageAdapter, node: SyntaxNode): number {
  const e = adapter.expr(node);
  if (e.kind === 'wrapper') return allocationDims(adapter, e.inner);
  if (e.kind === 'allocation') {
    const inner = e.fill ? allocationDims(adapter, e.fill) : 0;
    return Math.max(e.sizes.length, 1) + inner;
  }
  if (e.kind === 'comprehension') return 1 + allocationDims(adapter, e.element);
  if (e.kind === 'collection') {
    const first = e.items[0];
    return 1 + (first ? Math.min(1, allocationDims(adapter, first)) : 0);
  }
  return 0;
}

/** Variable lookup through the function's enclosing functions, its class, then the module. */
export function lookupVar(program: Program, fn: FunctionInfo | null, name: string): VarInfo | null {
  for (let f = fn; f; f = f.parent) {
    const v = f.vars.get(name);
    if (v) return v;
  }
  for (let f = fn; f; f = f.parent) {
    if (f.className) {
      for (let cls = program.classes.get(f.className) ?? null; cls; cls = cls.outer ?? null) {
        const v = cls.vars.get(name);
        if (v) return v;
      }
    }
  }
  return program.moduleVars.get(name) ?? null;
}

/** The variable a name or `self.x` expression refers to. */
export function varOf(program: Program, fn: FunctionInfo | null, node: SyntaxNode): VarInfo | null {
  const e = program.adapter.expr(node);
  if (e.kind === 'name') return lookupVar(program, fn, e.name);
  if (e.kind === 'wrapper') return varOf(program, fn, e.inner);
  if (e.kind === 'member' && program.adapter.expr(e.object).kind === 'self') {
    for (let f = fn; f; f = f.parent) {
      if (f.className) {
        const v = program.classes.get(f.className)?.vars.get(e.property);
        if (v) return v;
      }
    }
    return lookupVar(program, fn, e.property);
  }
  if (e.kind === 'unary' && (e.op === '*' || e.op === '&')) return varOf(program, fn, e.operand);
  return null;
}

/** The function whose own body (not a nested function's) contains `node`. */
export function enclosingFunction(program: Program, node: SyntaxNode): FunctionInfo | null {
  for (let p: SyntaxNode | null = node.parent; p; p = p.parent) {
    const fn = program.byNode.get(p);
    if (fn) return fn;
  }
  return null;
}

/** Resolves a call to a user-defined function, or null for library/unknown calls. */
export function resolveCall(program: Program, from: FunctionInfo | null, node: SyntaxNode, call: CallView): FunctionInfo | null {
  const cached = program.resolved.get(node);
  if (cached !== undefined) return cached;
  const found = resolve(program, from, call);
  program.resolved.set(node, found);
  return found;
}

function resolve(program: Program, from: FunctionInfo | null, call: CallView): FunctionInfo | null {
  if (!call.name || call.qualifier) return null;
  const named = (list: FunctionInfo[]) => list.find((f) => f.name === call.name) ?? null;
  const classMethod = (cls: string | null) => (cls ? named(program.classes.get(cls)?.methods ?? []) : null);
  const enclosingClass = (): string | null => {
    for (let f = from; f; f = f.parent) if (f.className) return f.className;
    return null;
  };
  if (!call.receiver) {
    // Lexical scope first: a nested helper, a sibling, or the function itself.
    for (let f = from; f; f = f.parent) {
      if (f.name === call.name && f.view.kind !== 'method') return f;
      const child = named(f.children);
      if (child) return child;
    }
    const method = classMethod(enclosingClass());
    if (method) return method;
    // `UnionFind(n)` in Python creates an object: its constructor runs.
    if (program.classes.has(call.name) && !program.functions.some((f) => f.name === call.name && !f.className)) return constructorOf(program, call.name);
    return program.functions.find((f) => f.name === call.name && !f.parent && (f.view.kind === 'function' || !f.className)) ?? program.functions.find((f) => f.name === call.name && f.view.kind === 'lambda') ?? null;
  }
  const receiver = program.adapter.expr(call.receiver);
  let selfName: string | null = null;
  for (let f = from; f && !selfName; f = f.parent) selfName = f.view.selfName;
  if (receiver.kind === 'self' || (receiver.kind === 'name' && receiver.name === selfName)) {
    return classMethod(enclosingClass()) ?? (from ? named(from.children) : null);
  }
  if (receiver.kind === 'name' || (receiver.kind === 'member' && program.adapter.expr(receiver.object).kind === 'self')) {
    // A variable or field holding a container (`this.data.push(x)`) calls the container's method.
    const v = varOf(program, from, call.receiver);
    if (v?.userClass) return classMethod(v.userClass);
    if (v?.collection) return null;
    // Declared with a type that is not one of the user's classes (`InputStream stream`): a library object.
    if (v && declaredTypeOf(v) !== null) return null;
  }
  // An object of unknown type: a user method of that name, if exactly one class defines it.
  const candidates = program.functions.filter((f) => f.name === call.name && f.className && f.view.kind !== 'lambda');
  return candidates.length === 1 ? candidates[0]! : null;
}

/** The type a variable is declared with (a parameter's or a declaration's), if any. */
export function declaredTypeOf(v: VarInfo): string | null {
  return v.param?.type ?? v.assignments.find((x) => x.view.declaredType)?.view.declaredType ?? null;
}

/** The constructor that runs when an object of a user class is created, if the class declares one. */
export function constructorOf(program: Program, className: string): FunctionInfo | null {
  return program.classes.get(className)?.methods.find((m) => m.view.kind === 'constructor') ?? null;
}

/**
 * Records user-class instances (`uf = UnionFind(n)`, `new UF(n)`, `&UF{}`) once classes are known, and those made
 * by a factory: a user function that returns a new instance (Go's `func NewUF(n int) *UF { return &UF{…} }`),
 * whatever it is called.
 */
export function markInstances(program: Program): void {
  const scopes: Map<string, VarInfo>[] = [program.moduleVars, ...program.functions.map((f) => f.vars), ...[...program.classes.values()].map((c) => c.vars)];
  const constructors = [...program.classes.keys()].filter((cls) => /^\w+$/.test(cls)).map((cls) => ({ cls, re: new RegExp(`^(?:new\\s+|&)?${cls}\\s*[({]`) }));
  const constructed = (value: SyntaxNode): string | null => constructors.find(({ re }) => re.test(value.text))?.cls ?? null;
  const mark = (made: (value: SyntaxNode) => string | null): void => {
    for (const scope of scopes) {
      for (const v of scope.values()) {
        for (const a of v.assignments) {
          const cls = a.value ? made(a.value) : null;
          if (cls) v.userClass = cls;
        }
        if (!v.userClass && v.param?.type) {
          const t = v.param.type.replace(/[*&\s]|const/g, '');
          if (program.classes.has(t)) v.userClass = t;
        }
        if (!v.userClass && v.assignments[0]?.view.declaredType) {
          const t = v.assignments[0].view.declaredType.replace(/[*&\s]|const/g, '');
          if (program.classes.has(t)) v.userClass = t;
        }
      }
    }
  };
  mark(constructed);
  // Factories: functions outside classes whose returned values are new instances of one class.
  const factories = new Map<string, string>();
  for (const fn of program.functions) {
    if (fn.className || !fn.name || fn.view.kind === 'lambda') continue;
    const made = new Set<string | null>();
    walkOwn(program, fn, (n) => {
      const value = program.adapter.returnOf(n)?.value;
      if (!value) return;
      const e = program.adapter.expr(value);
      made.add(constructed(value) ?? (e.kind === 'name' ? (fn.vars.get(e.name)?.userClass ?? null) : null));
    });
    const [cls] = made;
    if (made.size === 1 && cls) factories.set(fn.name, cls);
  }
  if (factories.size) {
    mark((value) => {
      const e = program.adapter.expr(value);
      return e.kind === 'call' && !e.receiver && !e.qualifier ? (factories.get(e.name) ?? null) : null;
    });
  }
}

/** Visits the nodes of a function's own body (not those of functions nested in it). */
function walkOwn(program: Program, fn: FunctionInfo, visit: (node: SyntaxNode) => void): void {
  const stack = [fn.view.body];
  while (stack.length) {
    const n = stack.pop()!;
    if (n !== fn.view.body && program.byNode.has(n)) continue;
    visit(n);
    for (const c of n.children) stack.push(c);
  }
}
