/**
 * How big a value or a collection is, as a growth rate: the heart of "what bounds this loop" and "how much does
 * this allocate". Constants stay O(1) (a 26-letter alphabet, 32 bits, 4 directions); parameters and anything read
 * from the input are n; `1 << n` is exponential; `sqrt(n)` is n^0.5.
 */
import * as C from './cost.ts';
import type { Cost } from './cost.ts';
import { lookupVar, varOf, type Program, type VarInfo } from '../model/program.ts';
import type { SyntaxNode } from '../model/syntax.ts';
import type { CollectionKind, LoopView } from '../model/vocabulary.ts';
import type { Context, LoopFrame } from '../model/context.ts';
import { walk } from '../model/syntax.ts';
import { elementLoop, isCharacter } from '../model/elements.ts';

/**
 * Literal numbers up to this are problem constants (alphabet 26, 32/64 bits, 10 digits, 128/256 characters, a
 * 1000-year table). Bigger literals are the input bounds themselves (`const int N = 1e5 + 10`) and count as n.
 */
export const SMALL_CONSTANT = 1100;

const MAX_DEPTH = 6;

const STRING_CONSTANTS: Record<string, number> = { ascii_lowercase: 26, ascii_uppercase: 26, ascii_letters: 52, digits: 10, hexdigits: 22, punctuation: 32 };

const WELL_KNOWN: Record<string, number> = {
  INT_MAX: 2 ** 31 - 1,
  INT_MIN: -(2 ** 31),
  LLONG_MAX: 2 ** 63,
  LONG_MAX: 2 ** 63,
  MAX_VALUE: 2 ** 31 - 1,
  MIN_VALUE: -(2 ** 31),
  MAX_SAFE_INTEGER: 2 ** 53,
  inf: Infinity,
  Infinity: Infinity,
  MaxInt32: 2 ** 31 - 1,
  MinInt32: -(2 ** 31),
  MaxInt64: 2 ** 63,
  MaxInt: 2 ** 63,
  MinInt: -(2 ** 63),
};

function loopVarRange(ctx: Context, name: string): Cost | null {
  for (let i = ctx.loops.length - 1; i >= 0; i--) {
    const r = ctx.loops[i]!.vars.get(name);
    if (r) return r;
  }
  return null;
}

/** A compile-time constant: literals, constant names and arithmetic on them. */
export function constValue(node: SyntaxNode, ctx: Context, depth = 0): number | null {
  if (depth > MAX_DEPTH) return null;
  const a = ctx.program.adapter;
  const e = a.expr(node);
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'wrapper':
      return constValue(e.inner, ctx, depth + 1);
    case 'name': {
      if (loopVarRange(ctx, e.name)) return null;
      // The program's own variable first (`inf = 10 ** 9`); a library constant only when nothing here defines it.
      const v = lookupVar(ctx.program, ctx.fn, e.name);
      if (v) return varConst(v, ctx, depth);
      return e.name in WELL_KNOWN ? WELL_KNOWN[e.name]! : null;
    }
    case 'member':
      if (e.property in WELL_KNOWN) return WELL_KNOWN[e.property]!;
      if (a.expr(e.object).kind === 'self') {
        const v = varOf(ctx.program, ctx.fn, node);
        return v ? varConst(v, ctx, depth) : null;
      }
      return null;
    case 'unary': {
      const v = constValue(e.operand, ctx, depth + 1);
      if (v === null) return null;
      return e.op === '-' ? -v : e.op === '~' ? ~v : e.op === '+' ? v : null;
    }
    case 'binary': {
      const l = constValue(e.left, ctx, depth + 1);
      if (l === null) return null;
      const r = constValue(e.right, ctx, depth + 1);
      if (r === null) return null;
      switch (e.op) {
        case '+':
          return l + r;
        case '-':
          return l - r;
        case '*':
          return l * r;
        case '/':
        case '//':
          return r === 0 ? null : Math.trunc(l / r);
        case '%':
          return r === 0 ? null : l % r;
        case '**':
          return l ** r;
        case '<<':
          return r < 53 ? l * 2 ** r : Infinity;
        case '>>':
          return Math.trunc(l / 2 ** r);
        case '&':
          return l & r;
        case '|':
          return l | r;
        case '^':
          return a.language === 'python' || a.language === 'go' || a.language === 'java' || a.language === 'cpp' || a.language === 'javascript' || a.language === 'typescript' ? l ^ r : null;
        default:
          return null;
      }
    }
    case 'string':
      return e.value.length === 1 ? e.value.charCodeAt(0) : null;
    case 'call': {
      const arg = e.args[0];
      if ((e.name === 'ord' || e.name === 'charCodeAt' || e.name === 'codePointAt') && arg) return constValue(arg, ctx, depth + 1);
      if (e.name === 'ord' || e.name === 'charCodeAt') return 97;
      if ((e.name === 'int' || e.name === 'float' || e.name === 'long') && arg) {
        const ae = a.expr(arg);
        if (ae.kind === 'string') return ae.value.includes('inf') ? Infinity : Number(ae.value);
        return constValue(arg, ctx, depth + 1);
      }
      if ((e.name === 'len' || e.name === 'size' || e.name === 'length') && (arg || e.receiver)) {
        const target = arg ?? e.receiver!;
        const size = constSize(target, ctx, depth + 1);
        return size;
      }
      if ((e.name === 'pow' || e.name === 'Pow') && e.args.length === 2) {
        const b = constValue(e.args[0]!, ctx, depth + 1);
        const x = constValue(e.args[1]!, ctx, depth + 1);
        return b !== null && x !== null ? b ** x : null;
      }
      return null;
    }
    default:
      return null;
  }
}

function varConst(v: VarInfo, ctx: Context, depth: number): number | null {
  if (v.param || v.loops.length > 0 || v.assignments.length === 0) return null;
  let value: number | null = null;
  for (const asg of v.assignments) {
    if (asg.view.op !== '=' || !asg.value) return null;
    // `n = len(nums)` after `n = 0`: not a constant.
    const c = constValue(asg.value, { ...ctx, fn: ctx.fn }, depth + 1);
    if (c === null) return null;
    if (value !== null && value !== c) return null;
    value = c;
  }
  return value;
}

/** Size of a collection when it is fixed by the code: a literal, `new int[26]`, `"abc"`. */
export function constSize(node: SyntaxNode, ctx: Context, depth = 0): number | null {
  if (depth > MAX_DEPTH) return null;
  const a = ctx.program.adapter;
  const e = a.expr(node);
  switch (e.kind) {
    case 'string':
      return e.value.length;
    case 'collection':
      return e.items.some((i) => a.expr(i).kind === 'comprehension') ? null : e.items.length;
    case 'wrapper':
      return constSize(e.inner, ctx, depth + 1);
    case 'allocation': {
      if (e.copyOf) return constSize(e.copyOf, ctx, depth + 1);
      if (e.sizes.length === 0) return null;
      let total = 1;
      for (const s of e.sizes) {
        const c = constValue(s, ctx, depth + 1);
        if (c === null) return null;
        total *= c;
      }
      return total;
    }
    case 'name':
    case 'member': {
      const key = e.kind === 'member' ? e.property : e.name;
      const v = varOf(ctx.program, ctx.fn, node);
      // Python's string constants (also imported bare: `from string import ascii_lowercase`).
      if (!v && key in STRING_CONSTANTS) return STRING_CONSTANTS[key]!;
      if (!v || v.param || v.loops.length > 0) return null;
      let size: number | null = null;
      for (const asg of v.assignments) {
        if (asg.view.op !== '=') return null;
        if (!asg.value) continue;
        const s = constSize(asg.value, ctx, depth + 1);
        if (s === null) return null;
        size = Math.max(size ?? 0, s);
      }
      if (size !== null && growsInLoop(v, ctx)) return null;
      return size;
    }
    case 'call':
      if ((e.name === 'keys' || e.name === 'values' || e.name === 'items' || e.name === 'enumerate' || e.name === 'reversed' || e.name === 'list' || e.name === 'sorted') && (e.receiver ?? e.args[0])) {
        return constSize((e.receiver ?? e.args[0])!, ctx, depth + 1);
      }
      return null;
    default:
      return null;
  }
}

/** A collection that is appended to somewhere (so its literal size says nothing). */
function growsInLoop(v: VarInfo, ctx: Context): boolean {
  return ctx.program.growing.has(v);
}

/** Constant count → O(1) if small, n if it is an input-sized bound. */
export function constantMagnitude(value: number): Cost {
  return Math.abs(value) <= SMALL_CONSTANT ? C.CONSTANT : C.LINEAR;
}

/** Magnitude of a numeric value (a loop bound, an allocation size). */
export function valueMag(node: SyntaxNode, ctx: Context, depth = 0): Cost {
  // Past the depth limit, still tell constants from everything else.
  if (depth > MAX_DEPTH) {
    const literal = constValue(node, ctx, MAX_DEPTH);
    return literal !== null ? constantMagnitude(literal) : C.LINEAR;
  }
  const c = constValue(node, ctx);
  if (c !== null) return constantMagnitude(c);
  const a = ctx.program.adapter;
  const e = a.expr(node);
  switch (e.kind) {
    case 'number':
      return constantMagnitude(e.value);
    case 'literal':
      return C.CONSTANT;
    case 'string':
      return C.CONSTANT;
    case 'wrapper':
      return valueMag(e.inner, ctx, depth + 1);
    case 'name': {
      const range = loopVarRange(ctx, e.name);
      if (range) return range;
      const v = lookupVar(ctx.program, ctx.fn, e.name);
      return v ? varMag(v, ctx, depth) : C.LINEAR;
    }
    case 'member': {
      if (e.property === 'length' || e.property === 'size' || e.property === 'Length') return sizeMag(e.object, ctx, depth + 1);
      if (a.expr(e.object).kind === 'self') {
        const v = varOf(ctx.program, ctx.fn, node);
        return v ? varMag(v, ctx, depth) : C.LINEAR;
      }
      return C.LINEAR;
    }
    case 'unary':
      return e.op === '!' ? C.CONSTANT : valueMag(e.operand, ctx, depth + 1);
    case 'conditional':
      return C.max(valueMag(e.then, ctx, depth + 1), valueMag(e.otherwise, ctx, depth + 1));
    case 'binary':
      return binaryMag(e.op, e.left, e.right, ctx, depth);
    case 'call':
      return callMag(e.name, e.receiver, e.args, ctx, depth);
    case 'index': {
      const cs = constSize(e.object, ctx);
      if (cs !== null) return C.CONSTANT;
      return C.LINEAR;
    }
    default:
      return C.LINEAR;
  }
}

function binaryMag(op: string, left: SyntaxNode, right: SyntaxNode, ctx: Context, depth: number): Cost {
  const lc = constValue(left, ctx);
  const rc = constValue(right, ctx);
  const l = () => valueMag(left, ctx, depth + 1);
  const r = () => valueMag(right, ctx, depth + 1);
  switch (op) {
    case '+':
    case '-':
    case '|':
    case '^':
      return C.max(l(), r());
    case '*':
      return C.mul(l(), r());
    case '/':
    case '//':
    case '>>':
    case '>>>':
      return l();
    case '%':
      return rc !== null ? constantMagnitude(rc) : C.min(l(), r());
    case '&':
      return C.min(l(), r());
    case '**':
      if (rc !== null) return powMag(l(), rc);
      return lc !== null && Math.abs(lc) >= 2 ? C.EXPONENTIAL : C.LINEAR;
    case '<<':
      if (lc !== null && rc === null) return C.EXPONENTIAL;
      return l();
    default:
      return C.CONSTANT;
  }
}

function powMag(base: Cost, exponent: number): Cost {
  if (base.exp) return base;
  return { exp: false, n: base.n * exponent, log: base.log * exponent };
}

function callMag(name: string, receiver: SyntaxNode | null, args: SyntaxNode[], ctx: Context, depth: number): Cost {
  const arg = args[0];
  switch (name) {
    case 'len':
    case 'size':
    case 'length':
    case 'Len':
    case 'count':
      return arg && !receiver ? sizeMag(arg, ctx, depth + 1) : receiver ? sizeMag(receiver, ctx, depth + 1) : C.LINEAR;
    case 'max':
    case 'Max':
    case 'fmax':
      if (args.length >= 2) return C.maxAll(args.map((x) => valueMag(x, ctx, depth + 1)));
      return C.LINEAR;
    case 'min':
    case 'Min':
    case 'fmin':
      if (args.length >= 2) return args.map((x) => valueMag(x, ctx, depth + 1)).reduce((x, y) => C.min(x, y));
      return C.LINEAR;
    case 'sqrt':
    case 'isqrt':
    case 'Sqrt':
    case 'cbrt': {
      const m = arg ? valueMag(arg, ctx, depth + 1) : C.LINEAR;
      return m.exp ? m : { exp: false, n: m.n / (name === 'cbrt' ? 3 : 2), log: m.log / 2 };
    }
    case 'log':
    case 'log2':
    case 'log10':
    case 'Log2':
    case 'bit_length':
    case 'Len64':
    case 'Len32':
    case 'numberOfLeadingZeros':
    case '__lg':
    case '__builtin_clz':
      return C.LOG;
    case 'abs':
    case 'Abs':
    case 'int':
    case 'long':
    case 'floor':
    case 'ceil':
    case 'round':
    case 'Floor':
    case 'Ceil':
    case 'Number':
    case 'parseInt':
    case 'trunc':
      return arg ? valueMag(arg, ctx, depth + 1) : C.LINEAR;
    case 'ord':
    case 'chr':
    case 'charCodeAt':
    case 'bit_count':
    case 'bitCount':
    case 'popcount':
    case '__builtin_popcount':
    case 'OnesCount':
      return C.CONSTANT;
    case 'pow':
    case 'Pow': {
      if (args.length === 2) {
        const bc = constValue(args[0]!, ctx);
        const ec = constValue(args[1]!, ctx);
        if (ec !== null) return powMag(valueMag(args[0]!, ctx, depth + 1), ec);
        if (bc !== null && Math.abs(bc) >= 2) return C.EXPONENTIAL;
      }
      return C.LINEAR;
    }
    default:
      return C.LINEAR;
  }
}

function varMag(v: VarInfo, ctx: Context, depth: number): Cost {
  if (v.param) return v.param.type && ctx.program.adapter.typeKind(v.param.type).collection === null && /bool/i.test(v.param.type) ? C.CONSTANT : C.LINEAR;
  if (v.loops.length > 0) return C.LINEAR;
  if (v.assignments.length === 0) return C.LINEAR;
  let out: Cost = C.CONSTANT;
  for (const asg of v.assignments) {
    if (asg.view.op === '++' || asg.view.op === '--') continue;
    if (!asg.value) continue;
    if (asg.view.op !== '=' && asg.view.op !== ':=') {
      // `x += …` in a loop makes x grow with the loop; `x //= 2` does not make it bigger.
      if (asg.view.op === '+=' || asg.view.op === '-=' || asg.view.op === '*=' || asg.view.op === '<<=' || asg.view.op === '|=' || asg.view.op === '^=') out = C.max(out, C.LINEAR);
      continue;
    }
    out = C.max(out, valueMag(asg.value, ctx, depth + 1));
  }
  return out;
}

/** Number of elements of a collection (or characters of a string) an expression denotes. */
export function sizeMag(node: SyntaxNode, ctx: Context, depth = 0): Cost {
  if (depth > MAX_DEPTH) return C.LINEAR;
  const cs = constSize(node, ctx);
  if (cs !== null) return constantMagnitude(cs);
  const a = ctx.program.adapter;
  const e = a.expr(node);
  if (e.kind === 'name' || e.kind === 'member') {
    // A character, or a map keyed by characters (at most |Σ| keys).
    const v = varOf(ctx.program, ctx.fn, node);
    if (v && ctx.program.characterKeyed.has(v)) return C.CONSTANT;
    if (e.kind === 'name' && isCharacter(ctx.program, ctx.fn, node)) return C.CONSTANT;
    // A local assigned once and never grown is as big as its value (`cs = new ArrayList<>(cnt.keySet())`,
    // `s = str(num)`: the digits of a number).
    if (v && !v.param && !v.loops.length && !ctx.program.growing.has(v) && depth < MAX_DEPTH - 1) {
      const values = v.assignments.filter((x) => x.view.op === '=' && x.value).map((x) => x.value!);
      if (values.length === 1 && v.assignments.length === 1) {
        const ve = a.expr(values[0]!);
        if (ve.kind === 'allocation' || ve.kind === 'comprehension' || ve.kind === 'call' || ve.kind === 'slice' || ve.kind === 'string') return sizeMag(values[0]!, ctx, depth + 1);
      }
    }
    // A collection that only grows by insertions is as big as the loops around them (`while num: ans.append(…)`).
    if (v && !v.param && ctx.program.growing.has(v) && depth < 3) {
      const grown = growthSize(v, ctx);
      if (grown) return grown;
    }
    // A row of a table allocated as n × 3 has 3 cells.
    if (e.kind === 'name' && v) {
      const loop = elementLoop(a, v);
      if (loop) {
        const row = rowSize(loop.iterable, ctx, depth);
        if (row) return row;
        // A row only ever read at constant positions (`q[0]`, `q[1]`) is a fixed-size record.
        if (isRecord(v, ctx)) return C.CONSTANT;
      }
    }
  }
  switch (e.kind) {
    case 'wrapper':
      return sizeMag(e.inner, ctx, depth + 1);
    case 'allocation':
      if (e.copyOf) return sizeMag(e.copyOf, ctx, depth + 1);
      // Its length: the first dimension (`new int[m][n]` has m rows).
      if (e.sizes.length) return valueMag(e.sizes[0]!, ctx, depth + 1);
      return C.LINEAR;
    case 'comprehension':
      // One element per combination of its clauses' elements (filters only drop some): `(f(k) for k in cnt)` has
      // as many as cnt, 26 for a map keyed by letters. The first clause's size; a later one may depend on it.
      return e.clauses.length === 1 ? sizeMag(e.clauses[0]!.iterable, ctx, depth + 1) : C.LINEAR;
    case 'call': {
      const inner = e.receiver ?? e.args[0];
      switch (e.name) {
        case 'range':
          return e.args.length >= 2 ? C.max(valueMag(e.args[0]!, ctx, depth + 1), valueMag(e.args[1]!, ctx, depth + 1)) : inner ? valueMag(inner, ctx, depth + 1) : C.LINEAR;
        case 'str':
        case 'toString':
        case 'to_string':
        case 'Itoa':
        case 'valueOf':
        case 'String':
        case 'bin':
        case 'toBinaryString':
        case 'FormatInt':
          // Digits of a number: logarithmic in its value, unless it is already a string.
          if (inner && collectionOf(inner, ctx) === 'string') return sizeMag(inner, ctx, depth + 1);
          return inner && constValue(inner, ctx) !== null ? C.CONSTANT : C.LOG;
        default:
          return inner ? sizeMag(inner, ctx, depth + 1) : C.LINEAR;
      }
    }
    case 'index': {
      // A character of a string is one character.
      if (collectionOf(e.object, ctx) === 'string') return C.CONSTANT;
      return C.LINEAR;
    }
    case 'slice':
      // A slice is at most as long as what it is cut from (`ans[::-1]`).
      return sizeMag(e.object, ctx, depth + 1);
    default:
      return C.LINEAR;
  }
}

const growth = new WeakMap<VarInfo, Cost | null>();

/**
 * Size of a collection grown only by insertions: the largest product of the loops around one of its insertion
 * sites (in the same function). Null when that cannot be bounded (insertions in a recursive function, no sites).
 */
function growthSize(v: VarInfo, ctx: Context): Cost | null {
  if (growth.has(v)) return growth.get(v)!;
  growth.set(v, null);
  const program = ctx.program;
  const a = program.adapter;
  // A queue or stack is also popped: its size at any moment is not the number of insertions.
  if (v.collection === 'deque' || v.collection === 'stack' || v.collection === 'heap' || poppedSomewhere(program, v)) return null;
  let result: Cost | null = C.CONSTANT;
  let sites = 0;
  // Only insertions in the function that declares the collection are sized (see below).
  const owner = program.functions.find((f) => f.vars.get(v.name) === v);
  if (!owner) return null;
  for (const fn of [owner]) {
    walk(fn.view.body, (n) => {
      if (result === null) return false;
      if (n !== fn.view.body && program.byNode.has(n)) return false;
      const e = a.expr(n);
      if (e.kind !== 'call' || !e.name) return true;
      const target = e.name === 'append' && program.language === 'go' ? e.args[0] : e.receiver;
      if (!target || a.expr(target).kind !== 'name' || lookupVar(program, fn, target.text) !== v) return true;
      if (!/^(append|add|push|push_back|emplace_back|offer|addLast|addFirst|appendleft|insert|put|Add|Push|PushBack|WriteString|WriteByte|extend)$/.test(e.name)) return true;
      sites++;
      // In a recursive function the insertions happen once per call: count unknown.
      if (fn.calls.some((c) => c.call.name === fn.name)) {
        result = null;
        return false;
      }
      // The loops around the site that do not also contain the declaration (re-created each iteration), outermost first.
      const decl = v.assignments.find((x) => x.view.isDeclaration || x.view.op === '=')?.view.node ?? null;
      const loops: LoopView[] = [];
      for (let p = n.parent; p && p !== fn.view.body; p = p.parent) {
        const loop = a.loopOf(p);
        if (loop && loop.body.contains(n) && !(decl && loop.node.contains(decl))) loops.unshift(loop);
      }
      const frames: LoopFrame[] = [];
      let product: Cost = C.CONSTANT;
      loops.forEach((loop, i) => {
        const analysis = ctx.analyseLoop(loop, { program, fn, loops: frames, analyseLoop: ctx.analyseLoop });
        frames.push({ loop, vars: analysis.vars, iterations: analysis.iterations });
        // An inner loop that carries a pointer or drains a queue is amortised over the loop around it.
        const amortisable = i > 0 && analysis.progress !== null;
        product = C.mul(product, analysis.kind === 'adjacency' || amortisable ? C.CONSTANT : analysis.iterations);
      });
      if (e.name === 'extend' && e.args[0]) product = C.mul(product, sizeMag(e.args[0], { program, fn, loops: frames, analyseLoop: ctx.analyseLoop }, 4));
      result = C.max(result!, product);
      return true;
    });
  }
  const out = sites > 0 ? result : null;
  growth.set(v, out);
  return out;
}

const poppedNames = new WeakMap<Program, Set<string>>();

/** Names of collections popped anywhere in the program (computed once per program). */
function poppedSomewhere(program: Program, v: VarInfo): boolean {
  let names = poppedNames.get(program);
  if (!names) {
    const found = new Set<string>();
    const a = program.adapter;
    walk(program.root, (n) => {
      const e = a.expr(n);
      if (e.kind === 'call' && e.receiver && a.expr(e.receiver).kind === 'name' && /^(pop|popleft|poll|pollFirst|pollLast|shift|pop_back|pop_front|removeFirst|removeLast|erase|remove)$/.test(e.name)) found.add(e.receiver.text);
      else if (e.kind === 'call' && (e.name === 'heappop' || e.name === 'Pop') && e.args[0]) found.add(e.args[0].text.replace(/^&/, ''));
      else if (e.kind === 'slice' && a.expr(e.object).kind === 'name' && n.parent && a.assignmentOf(n.parent)?.targets.some((t) => t.text === e.object.text)) found.add(e.object.text);
      return true;
    });
    names = found;
    poppedNames.set(program, names);
  }
  return names.has(v.name);
}

const records = new WeakMap<VarInfo, boolean>();

function isRecord(v: VarInfo, ctx: Context): boolean {
  const cached = records.get(v);
  if (cached !== undefined) return cached;
  const a = ctx.program.adapter;
  const fn = ctx.fn;
  let indexed = 0;
  let constantOnly = true;
  if (fn) {
    walk(fn.view.body, (n) => {
      if (!constantOnly) return false;
      const e = a.expr(n);
      if (e.kind === 'index' && a.expr(e.object).kind === 'name' && e.object.text === v.name) {
        indexed++;
        if (constValue(e.index, ctx) === null) constantOnly = false;
      }
      // Walked element by element (`for x in row`, `(x ^ 1 for x in row)`): a sequence, not a record.
      const loop = a.loopOf(n);
      const walked = loop?.kind === 'foreach' ? [loop.iterable] : e.kind === 'comprehension' ? e.clauses.map((c) => c.iterable) : [];
      if (walked.some((it) => a.expr(it).kind === 'name' && it.text === v.name)) constantOnly = false;
      return true;
    });
  }
  const result = constantOnly && indexed > 0;
  records.set(v, result);
  return result;
}

/** The size of one row of a collection allocated with known row sizes (`new int[n][3]`, `[[0] * 3 for …]`). */
function rowSize(node: SyntaxNode, ctx: Context, depth: number): Cost | null {
  const a = ctx.program.adapter;
  const v = varOf(ctx.program, ctx.fn, node);
  if (!v || v.param || v.assignments.length !== 1) return null;
  const value = v.assignments[0]!.value;
  if (!value) return null;
  const e = a.expr(value);
  if (e.kind === 'allocation' && e.sizes.length >= 2) return C.mulAll(e.sizes.slice(1).map((s) => valueMag(s, ctx, depth + 1)));
  if (e.kind === 'allocation' && e.sizes.length === 1 && e.fill) {
    const fill = a.expr(e.fill);
    if (fill.kind === 'allocation') return sizeMag(e.fill, ctx, depth + 1);
  }
  if (e.kind === 'comprehension') return sizeMag(e.element, ctx, depth + 1);
  return null;
}

/** The container kind of an expression, from declarations, allocations and literals. */
export function collectionOf(node: SyntaxNode, ctx: Context): CollectionKind | null {
  const a = ctx.program.adapter;
  const e = a.expr(node);
  switch (e.kind) {
    case 'wrapper':
      return collectionOf(e.inner, ctx);
    case 'string':
      return 'string';
    case 'collection':
    case 'allocation':
      return e.collection;
    case 'comprehension':
      return e.collection === 'unknown' ? 'list' : e.collection;
    case 'name':
    case 'member': {
      const v = varOf(ctx.program, ctx.fn, node);
      if (!v) return null;
      if (v.string) return 'string';
      return v.collection;
    }
    default:
      return null;
  }
}
