/**
 * Elements and characters. Two conventions of complexity statements depend on them:
 * - Work done on each word of a list of words (or each part of a split), summed over the list, is the total input
 *   length: `for w in words: Counter(w)` is O(L), not O(n·L). Rows of a grid are not words: a collection declared
 *   or used two-dimensional (`grid[i][j]`) keeps m·n.
 * - A character has constant size, and a map keyed by characters holds at most |Σ| keys: O(|Σ|) counts as O(1).
 */
import * as C from '../cost/cost.ts';
import type { Context } from './context.ts';
import { lookupVar, type FunctionInfo, type Program, type VarInfo } from './program.ts';
import { walk, type SyntaxNode } from './syntax.ts';
import type { LanguageAdapter, LoopView } from './vocabulary.ts';

/** The foreach loop whose elements (not indices) a variable takes, if any. */
export function elementLoop(adapter: LanguageAdapter, v: VarInfo): Extract<LoopView, { kind: 'foreach' }> | null {
  for (const loop of v.loops) {
    if (loop.kind !== 'foreach') continue;
    const position = loop.vars.indexOf(v.name);
    const it = adapter.expr(loop.iterable);
    // Go's first range variable and Python's enumerate index are positions, not elements.
    if (adapter.language === 'go' && position === 0 && loop.vars.length >= 1 && !/^_/.test(loop.vars[0]!)) {
      if (loop.node.text.match(/for\s+_\s*,/)) return loop;
      continue;
    }
    if (it.kind === 'call' && it.name === 'enumerate' && position === 0) continue;
    return loop;
  }
  return null;
}

function groupedMap(ctx: Context, node: SyntaxNode): boolean {
  const a = ctx.program.adapter;
  const e = a.expr(node);
  const target = e.kind === 'call' && ['values', 'items', 'entrySet', 'Values'].includes(e.name) ? e.receiver : e.kind === 'name' ? node : null;
  if (!target) return false;
  const te = a.expr(target);
  const v = te.kind === 'name' ? lookupVar(ctx.program, ctx.fn, te.name) : null;
  return !!v && ctx.program.adjacency.has(v);
}

/** The collection a loop walks, looking through `enumerate`, `reversed`, `toCharArray()`, `chars()`. */
function walkedCollection(adapter: LanguageAdapter, node: SyntaxNode): SyntaxNode {
  const e = adapter.expr(node);
  if (e.kind === 'wrapper') return walkedCollection(adapter, e.inner);
  if (e.kind === 'call' && ['enumerate', 'reversed', 'toCharArray', 'chars', 'iter', 'values', 'items'].includes(e.name)) {
    const inner = e.receiver ?? e.args[0];
    if (inner) return walkedCollection(adapter, inner);
  }
  if (e.kind === 'allocation' && e.copyOf) return walkedCollection(adapter, e.copyOf);
  return node;
}

function isStringNode(program: Program, fn: FunctionInfo | null, node: SyntaxNode, depth: number): boolean {
  const a = program.adapter;
  const e = a.expr(node);
  if (e.kind === 'string') return true;
  if (e.kind === 'wrapper') return isStringNode(program, fn, e.inner, depth);
  if (e.kind === 'name' || e.kind === 'member') {
    const v = lookupVar(program, fn, e.kind === 'name' ? e.name : e.property);
    if (!v) return false;
    if (v.string || v.collection === 'string') return true;
    // The characters of a string, copied into an array: `cs = list(s)`, `char[] cs`, `[]byte(s)`.
    const declared = v.param?.type ?? v.assignments[0]?.view.declaredType ?? null;
    if (declared && /^(?:char\[\]|\[\](?:byte|rune)|vector<char>|List<Character>)$/.test(declared.replace(/\s+/g, ''))) return true;
    if (depth < 3 && v.assignments.length > 0 && v.assignments.every((x) => x.value && copiesString(program, fn, x.value, depth))) return true;
    if (depth < 3) {
      const loop = elementLoop(a, v);
      if (loop && elementsAreStrings(program, fn, walkedCollection(a, loop.iterable))) return true;
    }
    return false;
  }
  if (e.kind === 'call') return ['lower', 'upper', 'strip', 'toLowerCase', 'toUpperCase', 'substring', 'substr', 'trim', 'str', 'String', 'toString', 'join'].includes(e.name);
  if (e.kind === 'index') return elementsAreStrings(program, fn, e.object);
  return false;
}

/** `list(s)`, `[...s]`, `Array.from(s)`: a new array of a string's characters. */
function copiesString(program: Program, fn: FunctionInfo | null, value: SyntaxNode, depth: number): boolean {
  const e = program.adapter.expr(value);
  return e.kind === 'allocation' && !!e.copyOf && isStringNode(program, fn, e.copyOf, depth + 1);
}

/** A list of strings (`List[str]`, `String[]`, `vector<string>`, `[]string`, `string[]`). */
function elementsAreStrings(program: Program, fn: FunctionInfo | null, node: SyntaxNode): boolean {
  const a = program.adapter;
  const e = a.expr(node);
  if (e.kind !== 'name') return false;
  const v = lookupVar(program, fn, e.name);
  const type = v?.param?.type ?? v?.assignments[0]?.view.declaredType ?? null;
  if (!type) return false;
  return /(?:List\[str\]|list\[str\]|String\[\]|vector<string>|\[\]string|string\[\]|Array<string>|List<String>)/.test(type.replace(/\s+/g, ''));
}

/** Is this expression a single character (or its code)? */
export function isCharacter(program: Program, fn: FunctionInfo | null, node: SyntaxNode, depth = 0): boolean {
  if (depth > 4) return false;
  const a = program.adapter;
  const e = a.expr(node);
  switch (e.kind) {
    case 'string':
      return e.value.length === 1;
    case 'wrapper':
      return isCharacter(program, fn, e.inner, depth + 1);
    case 'index':
      return isStringNode(program, fn, e.object, depth + 1);
    case 'call':
      if (['charAt', 'charCodeAt', 'codePointAt', 'ord', 'chr', 'lower', 'upper', 'toLowerCase', 'toUpperCase', 'ToLower', 'ToUpper', 'tolower', 'toupper'].includes(e.name)) {
        const target = e.receiver ?? e.args[0];
        return e.name === 'charAt' || e.name === 'charCodeAt' || e.name === 'codePointAt' || e.name === 'ord' || e.name === 'chr' || (!!target && isCharacter(program, fn, target, depth + 1));
      }
      return false;
    case 'binary':
      // `c - 'a'`, `s[i] - 97`: an offset into the alphabet.
      return (e.op === '-' || e.op === '+') && (isCharacter(program, fn, e.left, depth + 1) || isCharacter(program, fn, e.right, depth + 1));
    case 'name': {
      const v = lookupVar(program, fn, e.name);
      if (!v || v.param) return !!v?.param?.type && /^(char|rune|byte|Character)$/.test(v.param.type.trim());
      const declared = v.assignments[0]?.view.declaredType;
      if (declared && /^(char|rune|byte|Character|const char|auto&?)$/.test(declared.trim()) && !/auto/.test(declared)) return true;
      const loop = elementLoop(a, v);
      if (loop) return isStringNode(program, fn, walkedCollection(a, loop.iterable), depth + 1);
      const values = v.assignments.filter((x) => x.value).map((x) => x.value!);
      return values.length > 0 && values.every((x) => isCharacter(program, fn, x, depth + 1));
    }
    default:
      return false;
  }
}

/**
 * Maps keyed only by characters (`Counter(s)`, `cnt[c] += 1` with c a character): at most |Σ| keys. Computed once
 * per program.
 */
export function computeCharacterKeyedMaps(program: Program): void {
  const a = program.adapter;
  const keys = new Map<VarInfo, SyntaxNode[]>();
  const disqualified = new Set<VarInfo>();
  const scopes: { fn: FunctionInfo | null; node: SyntaxNode }[] = [...program.functions.map((fn) => ({ fn, node: fn.view.body })), ...program.topLevel.map((node) => ({ fn: null, node }))];
  const keyed = (v: VarInfo | null): v is VarInfo => !!v && (v.collection === 'map' || v.collection === 'ordered_map' || v.collection === 'set' || v.collection === 'ordered_set');
  const note = (v: VarInfo | null, key: SyntaxNode | null | undefined, fn: FunctionInfo | null) => {
    if (!keyed(v)) return;
    if (!key || !isCharacter(program, fn, key)) disqualified.add(v);
    else keys.set(v, [...(keys.get(v) ?? []), key]);
  };
  for (const { fn, node } of scopes) {
    walk(node, (n) => {
      if (n !== node && program.byNode.has(n)) return false;
      const asg = a.assignmentOf(n);
      if (asg) {
        for (const t of asg.targets) {
          const te = a.expr(t);
          if (te.kind === 'index' && a.expr(te.object).kind === 'name') note(lookupVar(program, fn, te.object.text), te.index, fn);
        }
        asg.targets.forEach((t, i) => {
          // Counter(s) over a string.
          const value = asg.values[i];
          if (!value || a.expr(t).kind !== 'name') return;
          const ve = a.expr(value);
          const v = lookupVar(program, fn, t.text);
          if (!keyed(v)) return;
          // Counter(s), set(s), new Set([...s]), {c: i for i, c in enumerate(s)}.
          const source = ve.kind === 'allocation' ? ve.copyOf : ve.kind === 'comprehension' ? value : null;
          if (!source) return;
          const se = a.expr(source);
          const inner = se.kind === 'allocation' && se.copyOf ? se.copyOf : source;
          const ie = a.expr(inner);
          if (isStringNode(program, fn, inner, 0)) keys.set(v, [...(keys.get(v) ?? []), inner]);
          else if (ie.kind === 'comprehension') {
            const element = ie.element.type === 'pair' ? (ie.element.child('key') ?? ie.element) : ie.element;
            if (isCharacter(program, fn, element)) keys.set(v, [...(keys.get(v) ?? []), element]);
            else disqualified.add(v);
          } else disqualified.add(v);
        });
      }
      const e = a.expr(n);
      if (e.kind === 'call' && e.receiver && ['put', 'merge', 'set', 'add', 'insert', 'emplace', 'putIfAbsent', 'compute', 'update'].includes(e.name)) {
        const re = a.expr(e.receiver);
        if (re.kind === 'name') {
          const v = lookupVar(program, fn, re.name);
          if (keyed(v)) note(v, e.args[0], fn);
        }
      }
      return true;
    });
  }
  for (const [v, ks] of keys) if (ks.length > 0 && !disqualified.has(v)) program.characterKeyed.add(v);
}

/**
 * The enclosing foreach (index into ctx.loops) whose element this name is, or is derived from (`t = w.lower()`,
 * `local, domain = email.split("@")`): work on it is bounded by that element's size. Only when the element comes
 * from a one-dimensional collection and every loop inside that foreach runs a constant number of times.
 */
export function elementFrame(name: string, ctx: Context, depth = 0): number | null {
  if (depth > 2) return null;
  const a = ctx.program.adapter;
  for (let i = ctx.loops.length - 1; i >= 0; i--) {
    const f = ctx.loops[i]!;
    if (f.loop.kind !== 'foreach' || !f.loop.vars.includes(name)) continue;
    const v = lookupVar(ctx.program, ctx.fn, name);
    if (v && elementLoop(a, v)?.node !== f.loop.node && f.loop.vars.length > 1) return null;
    const collection = walkedCollection(a, f.loop.iterable);
    const ce = a.expr(collection);
    // The groups of a grouped map (`for ts in d.values()`, `for k, ts in d.items()`) partition its elements.
    const grouped = groupedMap(ctx, collection);
    const cv = ce.kind === 'name' ? lookupVar(ctx.program, ctx.fn, ce.name) : null;
    if (!grouped && cv && (cv.dims >= 2 || ctx.program.indexed2d.has(cv))) return null;
    if (ce.kind !== 'name' && ce.kind !== 'call') return null;
    if (C.isConstant(f.iterations)) return null;
    for (let j = i + 1; j < ctx.loops.length; j++) if (!C.isConstant(ctx.loops[j]!.iterations)) return null;
    return i;
  }
  // Derived: assigned (inside the loop) from an expression that mentions an element, or that picks the element at
  // the index a loop walks (`q = queries[i]`); reassignments that transform it (`q = q.lower()`) keep it one.
  const v = lookupVar(ctx.program, ctx.fn, name);
  if (!v || v.param || v.loops.length) return null;
  const values = v.assignments.map((x) => x.value).filter((x): x is SyntaxNode => !!x);
  if (values.length === 0 || values.length !== v.assignments.length) return null;
  let frame: number | null = null;
  for (const value of values) {
    let found: number | null = indexedElement(value, ctx);
    walk(value, (n) => {
      if (found !== null) return false;
      const e = a.expr(n);
      if (e.kind === 'name' && e.name !== name) {
        const k = elementFrame(e.name, ctx, depth + 1);
        if (k !== null && ctx.loops[k]!.loop.node.contains(value)) found = k;
      }
      return true;
    });
    if (found === null && values.length > 1 && namesOf(a, value).has(name)) continue;
    if (found === null || (frame !== null && frame !== found)) return null;
    frame = found;
  }
  return frame;
}

/**
 * `xs[i]` with i the variable of an enclosing counted or range loop over a one-dimensional xs: the element at the
 * index that loop walks, as good as a foreach's element (index into ctx.loops).
 */
function indexedElement(value: SyntaxNode, ctx: Context): number | null {
  const a = ctx.program.adapter;
  const e = a.expr(value);
  if (e.kind === 'wrapper') return indexedElement(e.inner, ctx);
  if (e.kind !== 'index' || a.expr(e.object).kind !== 'name' || a.expr(e.index).kind !== 'name') return null;
  const cv = lookupVar(ctx.program, ctx.fn, e.object.text);
  if (!cv || cv.dims >= 2 || ctx.program.indexed2d.has(cv) || cv.string) return null;
  for (let i = ctx.loops.length - 1; i >= 0; i--) {
    const f = ctx.loops[i]!;
    if (!f.vars.has(e.index.text)) continue;
    if ((f.loop.kind !== 'counted' && f.loop.kind !== 'range') || C.isConstant(f.iterations) || !f.loop.node.contains(value)) return null;
    for (let j = i + 1; j < ctx.loops.length; j++) if (!C.isConstant(ctx.loops[j]!.iterations)) return null;
    return i;
  }
  return null;
}

function namesOf(a: LanguageAdapter, node: SyntaxNode): Set<string> {
  const out = new Set<string>();
  walk(node, (n) => {
    const e = a.expr(n);
    if (e.kind === 'name') out.add(e.name);
    return true;
  });
  return out;
}
