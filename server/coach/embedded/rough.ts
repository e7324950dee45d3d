/**
 * A rough estimate for the languages the analyser has no grammar adapter for (Rust, C#, Kotlin, Swift): tokens,
 * brackets and keywords instead of a syntax tree. It finds loops (including braceless ones and iterator calls with a
 * closure), how far each one runs (a constant range, a halving variable or binary search, a drained queue, or the
 * input), the inner loops that are amortised (a pointer declared outside the outer loop that only moves on, a stack
 * popped while its top qualifies, a node's neighbours), recursion and its shape, and the collections the code
 * allocates. The coach says in its feedback that such an estimate is rougher than the syntax-tree analysis.
 *
 * It reports the same facts as the analyser (time and space class, findings with lines, techniques, readability),
 * never throws on odd input, and runs in time linear in the code (plus a quadratic bound on the number of loops).
 */
import * as C from '../analyser/cost/cost.ts';
import type { Cost } from '../analyser/cost/cost.ts';
import { DEEP_NESTING } from '../analyser/rules/deep_nesting.ts';
import { LONG_FUNCTION_LINES } from '../analyser/rules/long_function.ts';
import { isUnclear } from '../analyser/rules/unclear_names.ts';
import type { CodeAnalysis, Finding, Technique, TechniqueKind } from '../analyser/index.ts';

export type RoughLanguage = 'rust' | 'csharp' | 'kotlin' | 'swift';

interface Tok {
  t: string;
  line: number;
  kind: 'id' | 'num' | 'op' | 'str';
  /** A line break comes before this token. */
  nl: boolean;
}

const MULTI_OPS = ['>>>=', '..=', '..<', '...', '>>=', '<<=', '>>>', '..', '==', '!=', '<=', '>=', '&&', '||', '+=', '-=', '*=', '/=', '%=', '++', '--', '->', '=>', '::', '?.', '?:', '!!', '>>', '<<', '&=', '|=', '^='];

/** Tokens with comments and the contents of string and character literals dropped (line numbers kept). */
export function tokenize(code: string, language: RoughLanguage): Tok[] {
  const out: Tok[] = [];
  const n = code.length;
  let i = 0;
  let line = 1;
  let nl = true;
  const push = (t: string, kind: Tok['kind']) => {
    out.push({ t, line, kind, nl });
    nl = false;
  };
  const skipUntil = (end: string, escapes: boolean) => {
    while (i < n && !code.startsWith(end, i)) {
      if (code[i] === '\n') line++;
      if (escapes && code[i] === '\\') i++;
      i++;
    }
    i += end.length;
  };
  while (i < n) {
    const ch = code[i]!;
    if (ch === '\n') {
      line++;
      nl = true;
      i++;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      i++;
      continue;
    }
    if (code.startsWith('//', i)) {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (code.startsWith('/*', i)) {
      let depth = 0;
      while (i < n) {
        if (code.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (code.startsWith('*/', i)) {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else {
          if (code[i] === '\n') line++;
          i++;
        }
      }
      continue;
    }
    // Raw and verbatim strings.
    const raw = language === 'rust' ? /^r(#*)"/.exec(code.slice(i, i + 20)) : language === 'swift' ? /^(#+)"/.exec(code.slice(i, i + 20)) : null;
    if (raw) {
      const hashes = raw[1] ?? '';
      i += raw[0].length;
      skipUntil(`"${hashes}`, false);
      push('""', 'str');
      continue;
    }
    if ((language === 'kotlin' || language === 'swift') && code.startsWith('"""', i)) {
      i += 3;
      skipUntil('"""', false);
      push('""', 'str');
      continue;
    }
    if (language === 'csharp' && /^(\$@|@\$|@)"/.test(code.slice(i, i + 3))) {
      i = code.indexOf('"', i) + 1;
      while (i < n) {
        if (code[i] === '"' && code[i + 1] === '"') i += 2;
        else if (code[i] === '"') break;
        else {
          if (code[i] === '\n') line++;
          i++;
        }
      }
      i++;
      push('""', 'str');
      continue;
    }
    if (ch === '"') {
      const start = i;
      i++;
      while (i < n && code[i] !== '"' && code[i] !== '\n') {
        if (code[i] === '\\') i++;
        i++;
      }
      i++;
      push(i - start === 2 ? '""' : '"…"', 'str');
      continue;
    }
    if (ch === "'") {
      if (language === 'swift') {
        i++;
        continue;
      }
      // A character literal ('a', '\n', '\u{1F600}'), or a Rust lifetime ('a) which is skipped.
      const m = /^'(\\.[^']{0,8}|[^'\\\n])'/.exec(code.slice(i, i + 12));
      if (m) {
        i += m[0].length;
        push("'c'", 'str');
      } else i++;
      continue;
    }
    if (/[A-Za-z_@$]/.test(ch)) {
      const m = /^[@$]?[A-Za-z_][A-Za-z0-9_]*/.exec(code.slice(i, i + 200));
      if (m) {
        push(m[0].replace(/^[@$]/, ''), 'id');
        i += m[0].length;
        continue;
      }
    }
    if (/[0-9]/.test(ch)) {
      const m = /^(0[xXbBoO][0-9a-fA-F_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?)[A-Za-z0-9_]*/.exec(code.slice(i, i + 100))!;
      push(m[0], 'num');
      i += m[0].length;
      continue;
    }
    const op = MULTI_OPS.find((o) => code.startsWith(o, i)) ?? ch;
    push(op, 'op');
    i += op.length;
  }
  return out;
}

const LOOP_KEYWORDS: Record<RoughLanguage, Set<string>> = {
  rust: new Set(['for', 'while', 'loop']),
  csharp: new Set(['for', 'foreach', 'while', 'do']),
  kotlin: new Set(['for', 'while', 'do']),
  swift: new Set(['for', 'while', 'repeat']),
};
/** Calls that run a closure once per element (`xs.forEach { … }`, `xs.iter().map(|x| …)`, `xs.Where(x => …)`). */
const ITERATING_CALLS = new Set([
  'forEach', 'forEachIndexed', 'map', 'mapIndexed', 'filter', 'flatMap', 'flat_map', 'for_each', 'fold', 'reduce', 'any', 'all', 'none', 'count', 'sumOf',
  'filter_map', 'position', 'find', 'first', 'Select', 'Where', 'ForEach', 'Any', 'All', 'Sum', 'Count', 'Aggregate', 'compactMap', 'allSatisfy', 'contains', 'sumBy', 'maxOf', 'minOf',
]);
const CONTROL = new Set(['if', 'else', 'for', 'foreach', 'while', 'loop', 'do', 'repeat', 'match', 'when', 'switch', 'try', 'catch', 'guard', 'using', 'lock', 'unsafe', 'defer']);
const NOT_FREE = new Set([
  'for', 'in', 'var', 'let', 'val', 'mut', 'ref', 'int', 'long', 'uint', 'ulong', 'short', 'byte', 'char', 'bool', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize', 'Int', 'Long',
  'until', 'downTo', 'step', 'by', 'rev', 'iter', 'into_iter', 'iter_mut', 'enumerate', 'withIndex', 'enumerated', 'stride', 'from', 'to', 'through', 'reversed', 'indices', 'true', 'false', 'Some', 'None', 'null', 'nil',
  'foreach', 'while', 'loop', 'repeat', 'do', 'as', 'step_by', 'is', 'not', 'and', 'or', 'Range', 'IntRange', 'Enumerable', 'it', 'self', 'this', 'Self', 'new', 'Math', 'max', 'min', 'abs', 'sqrt',
]);
const SORT_CALLS = /^(sort|sorted|sortBy|sortWith|sortedBy|sortedWith|sortDescending|sortedDescending|sort_by|sort_by_key|sort_unstable|sort_unstable_by|sort_unstable_by_key|Sort|OrderBy|OrderByDescending)$/;
const PUSH_CALLS = /^(push|push_back|push_front|add|Add|append|insert|Insert|put|Push|Enqueue|addLast|addFirst|offer|TryAdd|entry|set|updateValue|AddLast|AddFirst|plusAssign)$/;
const POP_BACK = /^(pop|Pop|removeLast|popLast|pop_back|RemoveLast)$/;
const POP_FRONT = /^(pop_front|poll|Dequeue|removeFirst|popFirst|RemoveFirst|pollFirst)$/;
const LIST_CONSTRUCTORS = /^(vec|Vec|List|ArrayList|mutableListOf|listOf|arrayListOf|IntArray|LongArray|BooleanArray|CharArray|DoubleArray|Array|arrayOf|intArrayOf)$/;
const MAP_CONSTRUCTORS = /^(HashMap|HashSet|Dictionary|mutableMapOf|hashMapOf|mutableSetOf|hashSetOf|BTreeMap|BTreeSet|SortedDictionary|SortedSet|TreeMap|TreeSet|Set|LinkedHashMap|LinkedHashSet)$/;
const HASH_TYPES = /^(HashMap|HashSet|Dictionary|mutableMapOf|hashMapOf|mutableSetOf|hashSetOf|LinkedHashMap|LinkedHashSet)$/;
const CONTAINER_CONSTRUCTORS = /^(Vec|VecDeque|HashMap|HashSet|BTreeMap|BTreeSet|BinaryHeap|List|Dictionary|Stack|Queue|PriorityQueue|LinkedList|SortedSet|SortedDictionary|ArrayList|ArrayDeque|mutableListOf|mutableMapOf|hashMapOf|mutableSetOf|hashSetOf|arrayListOf|HashMap|TreeMap|TreeSet|StringBuilder|Deque)$/;

interface Loop {
  /** Token index of the keyword (or of the iterating call's name). */
  at: number;
  header: [number, number];
  body: [number, number];
  line: number;
  endLine: number;
  vars: string[];
  kind: 'for' | 'while' | 'scan' | 'do';
  iterations: Cost;
  drained: string | null;
  amortised: boolean;
  parent: Loop | null;
  fn: Fn | null;
}

interface Fn {
  name: string;
  at: number;
  body: [number, number];
  line: number;
  endLine: number;
  params: string[];
}

class Scanner {
  readonly match = new Map<number, number>();
  readonly loops: Loop[] = [];
  readonly fns: Fn[] = [];
  readonly declared = new Map<string, { at: number; line: number; rhs: [number, number]; type: [number, number] }>();

  constructor(
    readonly toks: Tok[],
    readonly language: RoughLanguage,
  ) {
    const stack: number[] = [];
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
    toks.forEach((tok, i) => {
      if (tok.kind !== 'op') return;
      if (tok.t === '(' || tok.t === '[' || tok.t === '{') stack.push(i);
      else if (tok.t in pairs) {
        // Tolerate imbalance: pop to the nearest opener of the same kind.
        for (let k = stack.length - 1; k >= 0; k--) {
          if (toks[stack[k]!]!.t === pairs[tok.t]) {
            this.match.set(stack[k]!, i);
            this.match.set(i, stack[k]!);
            stack.length = k;
            break;
          }
        }
      }
    });
  }

  t(i: number): string {
    return this.toks[i]?.t ?? '';
  }

  close(i: number): number {
    return this.match.get(i) ?? this.toks.length - 1;
  }

  /** Index of the last token of the statement starting at i (a braceless body). */
  statementEnd(i: number): number {
    const toks = this.toks;
    if (this.t(i) === '{') return this.close(i);
    const kw = this.t(i);
    if (kw === 'for' || kw === 'foreach' || kw === 'while' || kw === 'if') {
      let j = i + 1;
      if (this.t(j) === '(') j = this.close(j) + 1;
      const end = this.statementEnd(j);
      if (kw === 'if' && this.t(end + 1) === 'else') return this.statementEnd(end + 2);
      return end;
    }
    const line = toks[i]?.line ?? 0;
    for (let j = i; j < toks.length; j++) {
      const tok = toks[j]!;
      if (tok.t === '(' || tok.t === '[' || tok.t === '{') {
        j = this.close(j);
        continue;
      }
      if (tok.t === '}' ) return j - 1;
      if (tok.t === ';') return j;
      if ((this.language === 'kotlin' || this.language === 'swift') && j > i && tok.nl && tok.line > line) return j - 1;
    }
    return toks.length - 1;
  }

  scan(): void {
    const toks = this.toks;
    for (let i = 0; i < toks.length; i++) {
      const tok = toks[i]!;
      if (tok.kind !== 'id') continue;
      const fn = this.functionAt(i);
      if (fn) {
        this.fns.push(fn);
        continue;
      }
      this.declarationAt(i);
      const loop = this.loopAt(i);
      if (loop) this.loops.push(loop);
    }
    // Nesting: the innermost loop whose body holds the loop's keyword; the function whose body holds it.
    for (const loop of this.loops) {
      loop.parent = this.loops.filter((o) => o !== loop && o.body[0] <= loop.at && loop.at <= o.body[1]).sort((a, b) => b.body[0] - a.body[0])[0] ?? null;
      loop.fn = this.fnAt(loop.at);
    }
  }

  fnAt(i: number): Fn | null {
    return this.fns.filter((f) => f.body[0] <= i && i <= f.body[1]).sort((a, b) => b.body[0] - a.body[0])[0] ?? null;
  }

  private functionAt(i: number): Fn | null {
    const toks = this.toks;
    const kw = toks[i]!.t;
    let nameAt = -1;
    if ((this.language === 'rust' && kw === 'fn') || (this.language === 'kotlin' && kw === 'fun') || (this.language === 'swift' && kw === 'func')) {
      nameAt = i + 1;
      // Kotlin extension functions: fun IntArray.foo(…)
      while (this.t(nameAt + 1) === '.' && toks[nameAt + 2]?.kind === 'id') nameAt += 2;
      if (this.t(nameAt + 1) === '<') {
        // generic parameters
        let j = nameAt + 1;
        let depth = 0;
        for (; j < toks.length; j++) {
          if (this.t(j) === '<') depth++;
          else if (this.t(j) === '>') depth--;
          else if (this.t(j) === '>>') depth -= 2;
          if (depth <= 0) break;
        }
        if (this.t(j + 1) !== '(') return null;
        return this.fnFrom(toks[nameAt]!.t, i, j + 1);
      }
      if (this.t(nameAt + 1) !== '(') return null;
      return this.fnFrom(toks[nameAt]!.t, i, nameAt + 1);
    }
    if (this.language === 'swift' && kw === 'init' && this.t(i + 1) === '(') return this.fnFrom('init', i, i + 1);
    if (this.language === 'csharp' && this.t(i + 1) === '(' && !CONTROL.has(kw) && !['new', 'return', 'nameof', 'typeof', 'sizeof', 'base', 'this', 'default', 'checked'].includes(kw)) {
      // A method: `… Type Name(params) {` directly inside a class body (or a local function inside a method).
      const prev = toks[i - 1];
      if (!prev || (prev.kind !== 'id' && prev.t !== '>' && prev.t !== ']' && prev.t !== '?' && prev.t !== '>>')) return null;
      if (prev.kind === 'id' && ['return', 'new', 'await', 'throw', 'else', 'in', 'is', 'as', 'yield', 'case'].includes(prev.t)) return null;
      const close = this.close(i + 1);
      let j = close + 1;
      // `where T : …` clauses and `: base(…)`
      while (j < toks.length && this.t(j) !== '{' && this.t(j) !== ';' && this.t(j) !== '=>' && this.t(j) !== '}') j++;
      if (this.t(j) !== '{') return null;
      return this.fnFrom(kw, i, i + 1);
    }
    return null;
  }

  private fnFrom(name: string, at: number, open: number): Fn | null {
    const close = this.close(open);
    let j = close + 1;
    while (j < this.toks.length && this.t(j) !== '{' && this.t(j) !== ';' && this.t(j) !== '=' && this.t(j) !== '}') j++;
    if (this.t(j) !== '{') return null;
    const end = this.close(j);
    const params: string[] = [];
    for (let k = open + 1; k < close; k++) {
      const next = this.t(k + 1);
      const tok = this.toks[k]!;
      if (tok.kind !== 'id') continue;
      // `name: Type` (Rust, Kotlin, Swift) or `Type name` (C#) followed by `,` or `)`.
      if (this.language !== 'csharp' && next === ':' && this.t(k - 1) !== ':') params.push(tok.t);
      if (this.language === 'csharp' && (next === ',' || next === ')' || next === '=')) params.push(tok.t);
    }
    return { name, at, body: [j, end], line: this.toks[at]!.line, endLine: this.toks[end]?.line ?? this.toks[at]!.line, params };
  }

  private declarationAt(i: number): void {
    const toks = this.toks;
    const kw = toks[i]!.t;
    let nameAt = -1;
    if (kw === 'let' || kw === 'var' || kw === 'val') {
      nameAt = this.t(i + 1) === 'mut' ? i + 2 : i + 1;
    } else if (this.language === 'csharp' && toks[i + 1]?.kind === 'id' && this.t(i + 2) === '=' && !CONTROL.has(kw) && kw !== 'return') {
      nameAt = i + 1;
    } else if (this.language === 'csharp' && (this.t(i + 1) === '<' || this.t(i + 1) === '[')) {
      // `List<int> xs = …`, `int[] xs = …`, `int[,] grid = …`
      let j = i + 1;
      let depth = 0;
      for (; j < toks.length && j < i + 40; j++) {
        const x = this.t(j);
        if (x === '<' || x === '[') depth++;
        else if (x === '>' || x === ']') depth--;
        else if (x === '>>') depth -= 2;
        if (depth <= 0 && (x === '>' || x === ']' || x === '>>') && toks[j + 1]?.kind === 'id' && this.t(j + 2) === '=') {
          nameAt = j + 1;
          break;
        }
        if (x === ';' || x === '{' || x === '(') break;
      }
    }
    if (nameAt < 0 || toks[nameAt]?.kind !== 'id') return;
    const name = toks[nameAt]!.t;
    if (this.declared.has(name)) return;
    let eq = nameAt + 1;
    const typeStart = eq;
    while (eq < toks.length && this.t(eq) !== '=' && this.t(eq) !== ';' && !(toks[eq]!.nl && this.language !== 'csharp')) {
      if (this.t(eq) === '(' || this.t(eq) === '[' || this.t(eq) === '{') eq = this.close(eq);
      eq++;
    }
    const typeRange: [number, number] = [typeStart, eq - 1];
    if (this.t(eq) !== '=') {
      this.declared.set(name, { at: nameAt, line: toks[nameAt]!.line, rhs: [eq, eq - 1], type: typeRange });
      return;
    }
    let end = this.statementEnd(eq + 1);
    if (this.t(end) === ';') end--;
    this.declared.set(name, { at: nameAt, line: toks[nameAt]!.line, rhs: [eq + 1, end], type: typeRange });
  }

  private loopAt(i: number): Loop | null {
    const toks = this.toks;
    const kw = toks[i]!.t;
    const keywords = LOOP_KEYWORDS[this.language];
    if (keywords.has(kw) && !(this.language === 'kotlin' && kw === 'repeat')) {
      if (kw === 'while' && this.t(i - 1) === '}' && ['do', 'repeat'].includes(this.t(this.close(i - 1) - 1))) return null;
      if ((kw === 'do' || kw === 'repeat' || kw === 'loop') && this.t(i + 1) !== '{') return null;
      if (kw === 'do' || kw === 'repeat' || kw === 'loop') {
        const end = this.close(i + 1);
        // The condition after a do/repeat block: `} while (…)`.
        let header: [number, number] = [i + 1, i];
        if (this.t(end + 1) === 'while') header = [end + 2, this.statementEnd(end + 2)];
        return this.makeLoop(i, kw === 'loop' ? 'while' : 'do', header, [i + 1, end]);
      }
      let headerStart = i + 1;
      let headerEnd: number;
      let bodyStart: number;
      if (this.t(headerStart) === '(' && (this.language === 'csharp' || this.language === 'kotlin' || this.close(headerStart) + 1 < toks.length && this.t(this.close(headerStart) + 1) === '{')) {
        headerEnd = this.close(headerStart);
        headerStart++;
        bodyStart = headerEnd + 1;
        headerEnd--;
      } else {
        let j = headerStart;
        while (j < toks.length && this.t(j) !== '{') {
          if (this.t(j) === '(' || this.t(j) === '[') j = this.close(j);
          j++;
        }
        headerEnd = j - 1;
        bodyStart = j;
      }
      const bodyEnd = this.t(bodyStart) === '{' ? this.close(bodyStart) : this.statementEnd(bodyStart);
      if (this.t(bodyStart) === ';') return null;
      return this.makeLoop(i, kw === 'while' ? 'while' : 'for', [headerStart, headerEnd], [bodyStart, bodyEnd]);
    }
    // `repeat(n) { … }` (Kotlin), iterating calls with a closure.
    if (this.language === 'kotlin' && kw === 'repeat' && this.t(i + 1) === '(') {
      const close = this.close(i + 1);
      if (this.t(close + 1) !== '{') return null;
      return this.makeLoop(i, 'for', [i + 2, close - 1], [close + 1, this.close(close + 1)]);
    }
    if (ITERATING_CALLS.has(kw) && (this.t(i - 1) === '.' || this.t(i - 1) === '?.')) {
      let open = i + 1;
      if (this.t(open) === '<') return null;
      let body: [number, number] | null = null;
      if (this.t(open) === '{') body = [open, this.close(open)];
      else if (this.t(open) === '(') {
        const close = this.close(open);
        const inside = toks.slice(open + 1, close).map((x) => x.t);
        if (this.t(close + 1) === '{') body = [close + 1, this.close(close + 1)];
        else if (inside.includes('=>') || inside.includes('|') || inside.includes('{') || inside.includes('$0')) body = [open, close];
        else if (kw === 'contains' || kw === 'Contains' || kw === 'count' || kw === 'Count' || kw === 'first' || kw === 'find') body = [open, close];
        open = close;
      }
      if (!body) return null;
      // The receiver: tokens back to the start of the chain.
      let r = i - 1;
      while (r > 0) {
        const prev = this.t(r - 1);
        if (prev === ')' || prev === ']') {
          r = (this.match.get(r - 1) ?? r - 1) - 0;
          if (toks[r - 1]?.kind === 'id') r--;
          continue;
        }
        if (toks[r - 1]?.kind === 'id' || prev === '.' || prev === '?.' || prev === '!!' || prev === '..' || prev === '..=' || prev === '..<' || toks[r - 1]?.kind === 'num') {
          r--;
          continue;
        }
        break;
      }
      return this.makeLoop(i, 'scan', [r, i - 1], body);
    }
    return null;
  }

  private makeLoop(at: number, kind: Loop['kind'], header: [number, number], body: [number, number]): Loop {
    const toks = this.toks;
    const vars = this.loopVars(kind, header);
    const loop: Loop = {
      at,
      header,
      body,
      line: toks[at]!.line,
      endLine: toks[body[1]]?.line ?? toks[at]!.line,
      vars,
      kind,
      iterations: C.LINEAR,
      drained: null,
      amortised: false,
      parent: null,
      fn: null,
    };
    return loop;
  }

  private loopVars(kind: Loop['kind'], [s, e]: [number, number]): string[] {
    const toks = this.toks.slice(s, e + 1);
    const ts = toks.map((x) => x.t);
    // An iterating call's closure names its element itself (`{ x -> … }`, `|x|`, `x =>`, `$0`): not tracked.
    if (kind === 'scan') return [];
    const inAt = ts.indexOf('in');
    if (kind === 'for' && inAt > 0) return toks.slice(0, inAt).filter((x) => x.kind === 'id' && !NOT_FREE.has(x.t)).map((x) => x.t);
    const semi = ts.indexOf(';');
    if (kind === 'for' && semi > 0) {
      const init = toks.slice(0, semi);
      return init.filter((x, k) => x.kind === 'id' && init[k + 1]?.t === '=').map((x) => x.t);
    }
    return [];
  }
}

/** Identifiers a header depends on, other than the loop's own variables, keywords and member names. */
function freeNames(sc: Scanner, [s, e]: [number, number], vars: string[]): string[] {
  const out: string[] = [];
  for (let k = s; k <= e; k++) {
    const tok = sc.toks[k];
    if (!tok || tok.kind !== 'id') continue;
    const prev = sc.t(k - 1);
    if (prev === '.' || prev === '?.' || prev === '::') continue;
    if (NOT_FREE.has(tok.t) || vars.includes(tok.t)) continue;
    // Named arguments and labels: `count: n` keeps n, drops count.
    if (sc.t(k + 1) === ':' && sc.language === 'swift') continue;
    out.push(tok.t);
  }
  return out;
}

function textOf(sc: Scanner, [s, e]: [number, number]): string {
  return sc.toks
    .slice(s, e + 1)
    .map((x) => x.t)
    .join(' ');
}

/** `x /= 2`, `x >>= 1`, `x = x / 2`, `x = x >> 1` in a token range: the halved names. */
function halvedIn(sc: Scanner, [s, e]: [number, number]): Set<string> {
  const out = new Set<string>();
  for (let k = s; k <= e; k++) {
    const tok = sc.toks[k]!;
    if (tok.kind !== 'id') continue;
    const op = sc.t(k + 1);
    const v = sc.t(k + 2);
    if ((op === '/=' && /^[2-9]\d*$|^1\d+$/.test(v)) || op === '>>=' || op === '>>>=') out.add(tok.t);
    if (op === '=' && sc.t(k + 2) === tok.t && (sc.t(k + 3) === '/' || sc.t(k + 3) === '>>') && sc.toks[k + 4]?.kind === 'num') out.add(tok.t);
  }
  return out;
}

/** Names declared as literal tables of numbers (`dirs = [(1, 0), (-1, 0), …]`): iterating one takes constant time. */
function constantTables(sc: Scanner): Set<string> {
  const out = new Set<string>();
  for (const [name, d] of sc.declared) {
    const rhs = sc.toks.slice(d.rhs[0], d.rhs[1] + 1);
    if (rhs.length < 3 || !rhs.some((x) => x.kind === 'num')) continue;
    if (!rhs.some((x) => x.t === '[' || x.t === '{' || x.t === '(')) continue;
    if (rhs.every((x) => x.kind !== 'id' || /^(new|arrayOf|intArrayOf|listOf|vec|int|i32|i64|usize|long|Int|Long|Pair|to)$/.test(x.t))) out.add(name);
  }
  return out;
}

function classify(sc: Scanner, loop: Loop, tables: Set<string>): void {
  const { header, body, vars, kind } = loop;
  const headerText = ` ${textOf(sc, header)} `;
  // Constant ranges: nothing but numbers and the loop's own names, or a literal table.
  const free = freeNames(sc, header, vars);
  if (kind !== 'scan' && free.length === 0 && /\d/.test(headerText) && kind === 'for') {
    loop.iterations = C.CONSTANT;
    return;
  }
  if (kind !== 'while' && kind !== 'do' && free.length > 0 && free.every((x) => tables.has(x))) {
    loop.iterations = C.CONSTANT;
    return;
  }
  if (kind === 'scan') {
    const receiver = freeNames(sc, header, []);
    if (receiver.length === 0 && /\d/.test(headerText)) loop.iterations = C.CONSTANT;
    return;
  }
  // C-style update that multiplies or divides.
  if (kind === 'for' && / (\*=|<<=|\/=|>>=) /.test(headerText)) {
    loop.iterations = C.LOG;
    return;
  }
  if (kind === 'while' || kind === 'do') {
    const condNames = new Set(free);
    const halved = halvedIn(sc, body);
    if ([...condNames].some((x) => halved.has(x))) {
      loop.iterations = C.LOG;
      return;
    }
    // Binary search: a midpoint halfway between two ends that the body moves to it.
    const bodyText = ` ${textOf(sc, body)} `;
    const mid = /(?<!\w)(\w+) = (\( )?(\w+) \+ (\( )?(\w+) - (\w+)( \))? (\) )?\/ 2|(?<!\w)(\w+) = \( (\w+) \+ (\w+) \) (\/ 2|>> 1|>>> 1)|(?<!\w)(\w+) = (\w+) \+ \( (\w+) - (\w+) \) (\/ 2|>> 1)/.exec(bodyText);
    if (mid && condNames.size >= 2) {
      const m = mid[1] ?? mid[9] ?? mid[13];
      if (m && new RegExp(` \\w+ = ${m}( [+-] 1)? `).test(bodyText)) {
        loop.iterations = C.LOG;
        return;
      }
    }
    // A queue or stack drained: `while (q.Count > 0)`, `while !q.isEmpty`, `while let Some(x) = st.pop()`.
    const drained = /(?<!\w)(\w+) \. (isEmpty|isNotEmpty|is_empty|Count|count|size|len|Any|isEmpty \( \)|length)\b/.exec(headerText) ?? /(?<!\w)(\w+) \. (pop|pop_front|pop_back|Pop|Dequeue|poll|removeFirst|removeLast|popLast|popFirst)\b/.exec(headerText);
    if (drained?.[1]) loop.drained = drained[1];
  }
}

/** Pointers declared before `outer` that the loop's condition tests and its body moves on. */
function amortisedWithin(sc: Scanner, loop: Loop, outer: Loop): boolean {
  if (loop.kind !== 'while' && loop.kind !== 'do') {
    // Walking a node's neighbours inside a drained queue's loop: each edge once in total.
    if (outer.drained && /\[|neighbors|neighbours|children|edges|adj|graph/.test(textOf(sc, loop.header))) return true;
    return false;
  }
  const cond = freeNames(sc, loop.header, []);
  const bodyText = ` ${textOf(sc, loop.body)} `;
  // A flood fill started from each cell of an outer scan, marking what it reaches in a structure that outlives
  // it (the grid itself, a visited table or set): every cell is expanded once over the whole scan.
  if (loop.drained) {
    let outermost = outer;
    while (outermost.parent && outermost.parent.fn === outer.fn) outermost = outermost.parent;
    // Index groups hold no brackets (`g [ i ] [ j ] =`): with `[^=]*` a group could also span `] [`, and a chain
    // of indexes split into groups in exponentially many ways before the regex gave up (a 200-byte paste held the
    // server for seconds).
    for (const m of bodyText.matchAll(/ (\w+) (\[ [^=[\]]*\] )+= | (\w+) \. (add|insert|Add|Insert) \(/g)) {
      const name = m[1] ?? m[3];
      const decl = name ? sc.declared.get(name) : undefined;
      if (name && (!decl || decl.at < outermost.at)) return true;
    }
  }
  // A pointer declared before the outer loop that this loop only moves forward and reads as an index or tests
  // (`sum -= nums[left]; left++`): it crosses the input once over all outer iterations.
  const outerText = ` ${textOf(sc, outer.body)} `;
  for (const [name, decl] of sc.declared) {
    if (decl.at >= outer.at) continue;
    const steps = new RegExp(` ${name} (\\+\\+|\\+= 1) | \\+\\+ ${name} | ${name} = ${name} \\+ 1 `);
    if (!steps.test(bodyText)) continue;
    const used = bodyText.includes(`[ ${name} ]`) || cond.includes(name);
    const reset = new RegExp(` ${name} = (?!${name} \\+ 1 )`).test(outerText);
    if (used && !reset) return true;
  }
  for (const name of cond) {
    const decl = sc.declared.get(name);
    const declaredBefore = decl ? decl.at < outer.at : sc.fnAt(loop.at)?.params.includes(name) === false && !outer.vars.includes(name);
    if (!declaredBefore) continue;
    if (new RegExp(` ${name} (\\+\\+|--|\\+= 1|-= 1) | (\\+\\+|--) ${name} | ${name} = ${name} [+-] 1 `).test(bodyText)) return true;
    if (new RegExp(` ${name} \\. (pop|Pop|removeLast|popLast|pop_back|pop_front|Dequeue|poll|removeFirst|RemoveAt|remove) `).test(bodyText)) return true;
  }
  return false;
}

interface Call {
  name: string;
  at: number;
  line: number;
}

function callsIn(sc: Scanner, [s, e]: [number, number]): Call[] {
  const out: Call[] = [];
  for (let k = s; k <= e; k++) {
    const tok = sc.toks[k]!;
    if (tok.kind === 'id' && sc.t(k + 1) === '(' && !CONTROL.has(tok.t)) out.push({ name: tok.t, at: k, line: tok.line });
  }
  return out;
}

/** The shape of a function's recursion, when it calls itself. */
interface Recursion {
  calls: Call[];
  inLoop: boolean;
  memo: boolean;
  shape: 'structural' | 'halving' | 'linear' | 'branching' | 'backtracking' | 'guarded';
  dims: number;
}

function recursionOf(sc: Scanner, fn: Fn): Recursion | null {
  const calls = callsIn(sc, fn.body).filter((c) => c.name === fn.name && sc.fnAt(c.at) === fn && sc.t(c.at - 2) !== 'fun' && sc.t(c.at - 1) !== 'fn' && sc.t(c.at - 1) !== 'func');
  if (calls.length === 0) return null;
  const inLoop = calls.some((c) => sc.loops.some((l) => l.fn === fn && l.body[0] <= c.at && c.at <= l.body[1]));
  const bodyText = ` ${textOf(sc, fn.body)} `;
  const memo = /\b(memo|cache|dp|cached|computed)\w*\b/i.test(bodyText);
  const guarded = /\b(visited|seen|vis|visit)\w*\b/i.test(bodyText);
  const argsText = calls.map((c) => textOf(sc, [c.at + 2, sc.close(c.at + 1) - 1])).join(' | ');
  const varying = new Set<string>();
  for (const m of argsText.matchAll(/(?<!\w)(\w+) [+-] 1\b/g)) varying.add(m[1]!);
  const dims = Math.max(1, Math.min(2, varying.size));
  let shape: Recursion['shape'];
  if (/\b(left|right|Left|Right|next|children|child)\b/.test(argsText)) shape = 'structural';
  else if (/\/ 2|>> 1|\bmid\b/.test(argsText)) shape = 'halving';
  else if (inLoop) shape = guarded || memo ? 'guarded' : 'backtracking';
  else if (calls.length >= 2) shape = 'branching';
  else shape = 'linear';
  return { calls, inLoop, memo, shape, dims };
}

class Estimator {
  private readonly fnCosts = new Map<Fn, Cost>();
  private readonly active = new Set<Fn>();
  readonly recursions = new Map<Fn, Recursion>();

  constructor(readonly sc: Scanner) {
    for (const fn of sc.fns) {
      const r = recursionOf(sc, fn);
      if (r) this.recursions.set(fn, r);
    }
  }

  /** Work directly in a range, not inside its nested loops: sorts, list searches, calls to the code's own functions. */
  private ownWork(range: [number, number], nested: Loop[], self: Fn | null): Cost {
    const sc = this.sc;
    let work: Cost = C.CONSTANT;
    const inside = (k: number) => nested.some((l) => l.at <= k && k <= l.body[1]);
    for (const call of callsIn(sc, range)) {
      if (inside(call.at)) continue;
      if (SORT_CALLS.test(call.name)) work = C.max(work, C.cost(1, 1));
      const callee = sc.fns.find((f) => f.name === call.name);
      if (callee && callee !== self) work = C.max(work, this.fnCost(callee));
    }
    return work;
  }

  loopCost(loop: Loop): Cost {
    const children = this.sc.loops.filter((l) => l.parent === loop);
    let inner: Cost = this.ownWork(loop.body, children, loop.fn);
    for (const c of children) inner = C.max(inner, c.amortised ? C.CONSTANT : this.loopCost(c));
    const total = C.mul(loop.iterations, inner);
    const amortised = children.filter((c) => c.amortised).map((c) => this.loopCost(c));
    return C.maxAll([total, loop.iterations, ...amortised]);
  }

  fnCost(fn: Fn): Cost {
    const done = this.fnCosts.get(fn);
    if (done) return done;
    if (this.active.has(fn)) return C.CONSTANT;
    this.active.add(fn);
    const top = this.sc.loops.filter((l) => l.fn === fn && (!l.parent || l.parent.fn !== fn));
    let perCall = this.ownWork(fn.body, top, fn);
    for (const l of top) perCall = C.max(perCall, this.loopCost(l));
    const r = this.recursions.get(fn);
    let total = perCall;
    if (r) {
      switch (r.shape) {
        case 'structural':
        case 'linear':
          total = C.mul(C.LINEAR, C.max(perCall, C.CONSTANT));
          break;
        case 'halving':
          total = r.calls.length >= 2 ? (C.compareCost(perCall, C.LINEAR) >= 0 ? C.mul(perCall, C.LOG) : C.LINEAR) : C.mul(C.LOG, perCall);
          break;
        case 'guarded':
          total = r.memo ? C.mul(C.cost(r.dims), C.CONSTANT) : C.max(C.LINEAR, perCall);
          break;
        case 'branching':
          total = r.memo ? C.mul(C.cost(r.dims), C.CONSTANT) : C.EXPONENTIAL;
          break;
        case 'backtracking':
          total = C.EXPONENTIAL;
          break;
      }
    }
    this.active.delete(fn);
    this.fnCosts.set(fn, total);
    return total;
  }

  programTime(): Cost {
    const sc = this.sc;
    let time: Cost = C.CONSTANT;
    for (const fn of sc.fns) time = C.max(time, this.fnCost(fn));
    // Statements outside every function (scripts).
    const loose = sc.loops.filter((l) => !l.fn && !l.parent);
    for (const l of loose) time = C.max(time, this.loopCost(l));
    return time;
  }
}

function spaceOf(sc: Scanner, est: Estimator): { space: Cost; line: number | null } {
  let space: Cost = C.CONSTANT;
  let line: number | null = null;
  const note = (c: Cost, at: number) => {
    if (C.compareCost(c, space) > 0) {
      space = c;
      line = at;
    }
  };
  const returned = new Set<string>();
  sc.toks.forEach((tok, k) => {
    if (tok.t === 'return' && sc.toks[k + 1]?.kind === 'id') returned.add(sc.toks[k + 1]!.t);
  });
  // Rust's tail expression: `… ans }` at the end of a function.
  for (const fn of sc.fns) {
    const last = sc.toks[fn.body[1] - 1];
    if (last?.kind === 'id') returned.add(last.t);
  }
  for (const [name, d] of sc.declared) {
    if (returned.has(name)) continue;
    const rhs = textOf(sc, d.rhs);
    const type = textOf(sc, d.type);
    const all = ` ${type} = ${rhs} `;
    const sized = (s: string) => /[A-Za-z_]/.test(s.replace(/\b(as|usize|i32|i64|Int|Long|int|long|bool|Bool|Boolean|false|true|new|count|repeating|Array|vec|char|u8)\b/g, ''));
    // Two dimensions: vec![vec![…; m]; n], Array(n) { IntArray(m) }, new int[n, m], new int[n][], [[Int]](repeating: …, count: n)
    const twoD = /vec ! \[ vec ! \[[^\]]*; ([^\]]+)\] ; ([^\]]+)\]/.exec(all) ?? /Array \( (\w+) \) \{ (\w+Array|Array) \( (\w+)/.exec(all) ?? /new \w+ \[ (\w[^,\]]*) , (\w[^\]]*) \]/.exec(all) ?? /repeating : (\w+ )?\( ?repeating : .* count : (\w+) \) , count : (\w+)/.exec(all) ?? /repeating : Array \( repeating : .* count : (\w+) \) , count : (\w+)/.exec(all);
    if (twoD && twoD.slice(1).filter(Boolean).every((g) => sized(g!))) {
      note(C.QUADRATIC, d.line);
      continue;
    }
    const oneD = /vec ! \[[^;\]]*; ([^\]]+)\]/.exec(all) ?? /(IntArray|LongArray|BooleanArray|CharArray|DoubleArray|Array|MutableList) \( ([^)]+) \)/.exec(all) ?? /count : ([^)]+) \)/.exec(all) ?? /new \w+ \[ ([^\]]+) \]/.exec(all) ?? /with_capacity \( ([^)]+) \)/.exec(all);
    const sizeText = oneD ? (oneD[2] ?? oneD[1] ?? '') : '';
    if (oneD && sized(sizeText) && !/^\s*\d+\s*$/.test(sizeText)) {
      note(C.LINEAR, d.line);
      continue;
    }
    // Copies of the input: .clone(), .to_vec(), .toMutableList(), .ToList(), Array(s), .chars().collect()
    if (/\. (clone|to_vec|collect|toMutableList|toList|ToList|ToArray|toCharArray|toTypedArray|ToCharArray|sorted|toSet|ToHashSet|toHashSet) \(/.test(rhs) || /^Array \( \w+ \)$/.test(rhs.trim())) {
      note(C.LINEAR, d.line);
      continue;
    }
    // Containers that grow in a loop or a recursion.
    const container = new RegExp(`\\b(${CONTAINER_CONSTRUCTORS.source.slice(2, -2)})\\b|\\[ \\]|\\[ : \\]|vec ! \\[ \\]|\\[ \\w+ (: \\w+ )?\\] \\( \\)`).test(all);
    if (!container) continue;
    const grows = sc.toks.some((tok, k) => {
      if (tok.t !== name || sc.t(k + 1) !== '.' && sc.t(k + 1) !== '[' && sc.t(k + 1) !== '+=') return false;
      const inLoop = sc.loops.some((l) => l.body[0] <= k && k <= l.body[1] && !C.isConstant(l.iterations)) || [...est.recursions.keys()].some((f) => f.body[0] <= k && k <= f.body[1]);
      if (!inLoop) return false;
      if (sc.t(k + 1) === '.') return PUSH_CALLS.test(sc.t(k + 2));
      if (sc.t(k + 1) === '+=') return true;
      const close = sc.close(k + 1);
      return sc.t(close + 1) === '=' || sc.t(close + 1) === '+=';
    });
    if (grows) note(C.LINEAR, d.line);
  }
  for (const [fn, r] of est.recursions) {
    const depth = r.shape === 'halving' && r.calls.length === 1 ? C.LOG : r.shape === 'halving' ? C.LOG : C.LINEAR;
    note(depth, fn.line);
  }
  return { space, line };
}

/** A comparison line like `nums[i] + nums[j] == target`: the inner loop is looking for a complement. */
function isComplementSearch(text: string): boolean {
  // A binary + or -: an operand (not an operator, not a blank) before it, an operand after it.
  return /==/.test(text) && /[^+\-=!<>\s]\s*[+-]\s*[^+\-=]/.test(text.replace(/\+\+|--|\+=|-=/g, ''));
}

function findingsOf(sc: Scanner, est: Estimator, codeLines: string[]): Finding[] {
  const out: Finding[] = [];
  const toks = sc.toks;
  // Nested scans: a linear loop directly inside another, comparing an element of each with ==.
  for (const inner of sc.loops) {
    const outer = inner.parent;
    if (!outer || inner.amortised || C.compareCost(inner.iterations, C.LINEAR) !== 0 || C.compareCost(outer.iterations, C.LINEAR) !== 0) continue;
    if (sc.loops.some((l) => l.parent === inner)) continue;
    const outerVars = outer.vars;
    const innerVars = inner.vars;
    if (!outerVars.length || !innerVars.length) continue;
    for (let k = inner.body[0]; k <= inner.body[1]; k++) {
      if (toks[k]!.t !== '==') continue;
      // The comparison's statement: tokens on its line inside the body.
      const line = toks[k]!.line;
      const same = toks.filter((x, idx) => idx >= inner.body[0] && idx <= inner.body[1] && x.line === line).map((x) => x.t);
      const hasOuter = outerVars.some((v) => same.includes(v));
      const hasInner = innerVars.some((v) => same.includes(v));
      const indexed = same.includes('[') || inner.kind === 'for' && textOf(sc, inner.header).includes(' in ') && !/\.\.|indices|until|stride/.test(textOf(sc, inner.header));
      const assignsCell = same.some((x, idx) => x === ']' && same[idx + 1] === '=');
      if (hasOuter && hasInner && indexed && !assignsCell) {
        out.push({ kind: 'nested_scan', line: inner.line, endLine: inner.endLine, detail: { outerLine: outer.line, comparisonLine: line, complement: isComplementSearch(codeLines[line - 1] ?? '') } });
        break;
      }
    }
  }
  const loopAround = (k: number) => sc.loops.some((l) => l.body[0] <= k && k <= l.body[1] && !C.isConstant(l.iterations));
  const listNames = new Set<string>();
  const stringNames = new Set<string>();
  for (const [name, d] of sc.declared) {
    const all = ` ${textOf(sc, d.type)} = ${textOf(sc, d.rhs)} `;
    if (new RegExp(`\\b(${LIST_CONSTRUCTORS.source.slice(2, -2)})\\b|\\[ \\w+ \\]`).test(all) && !MAP_CONSTRUCTORS.test(all.trim().split(' ')[0] ?? '') && !/Set|Map|Dictionary/.test(all)) listNames.add(name);
    if (/ = "" $| = "…" $|\bString\b|\bstring\b/.test(all) && !/StringBuilder|Builder/.test(all)) stringNames.add(name);
  }
  for (const fn of sc.fns) {
    // Parameters typed as lists: `nums: IntArray`, `nums: &Vec<i32>`, `nums: [Int]`, `int[] nums`
    for (let k = fn.at; k < fn.body[0]; k++) {
      const tok = toks[k]!;
      if (tok.kind !== 'id') continue;
      if (sc.language !== 'csharp' && sc.t(k + 1) === ':' && /^(&|&mut )?(Vec|IntArray|Array|List|MutableList|\[)/.test(textOf(sc, [k + 2, k + 4]).replace(/ /g, ''))) listNames.add(tok.t);
      if (sc.language === 'csharp' && sc.t(k - 1) === ']' && sc.t(k - 2) === '[') listNames.add(tok.t);
    }
  }
  for (let k = 0; k < toks.length; k++) {
    const tok = toks[k]!;
    if (tok.kind !== 'id') continue;
    const recv = sc.t(k - 1) === '.' ? sc.t(k - 2) : '';
    if (SORT_CALLS.test(tok.t) && (sc.t(k + 1) === '(' || sc.t(k + 1) === '{') && loopAround(k)) {
      out.push({ kind: 'sort_in_loop', line: tok.line, detail: { name: recv, call: tok.t } });
    }
    if (/^(contains|Contains|indexOf|IndexOf|firstIndex|lastIndexOf)$/.test(tok.t) && recv && listNames.has(recv) && loopAround(k)) {
      out.push({ kind: tok.t.toLowerCase() === 'contains' ? 'list_membership_in_loop' : 'linear_search_in_loop', line: tok.line, detail: { name: recv, call: tok.t } });
    }
    if (tok.t === 'in' && sc.language === 'kotlin' && toks[k + 1]?.kind === 'id' && listNames.has(toks[k + 1]!.t) && sc.t(k + 2) !== ')' && loopAround(k) && !sc.loops.some((l) => l.at < k && k <= l.header[1])) {
      out.push({ kind: 'list_membership_in_loop', line: tok.line, detail: { name: toks[k + 1]!.t } });
    }
    const args = textOf(sc, [k + 1, k + 4]);
    if (recv && listNames.has(recv) && loopAround(k) && (/^(RemoveAt|removeAt|remove) \( 0 \)/.test(`${tok.t} ${args}`) || (tok.t === 'removeFirst' && sc.language === 'swift'))) {
      out.push({ kind: 'pop_front_in_loop', line: tok.line, detail: { name: recv, call: tok.t } });
    }
    if (recv && listNames.has(recv) && loopAround(k) && (/^(Insert|insert|add) \( 0 ,/.test(`${tok.t} ${args}`) || /at : 0 \)/.test(textOf(sc, [k + 1, sc.close(k + 1)])))) {
      out.push({ kind: 'insert_front_in_loop', line: tok.line, detail: { name: recv, call: tok.t } });
    }
    // Immutable strings rebuilt in a loop (C#, Kotlin/JVM); Rust and Swift append in place.
    if ((sc.language === 'csharp' || sc.language === 'kotlin') && stringNames.has(tok.t) && loopAround(k) && (sc.t(k + 1) === '+=' || (sc.t(k + 1) === '=' && sc.t(k + 2) === tok.t && sc.t(k + 3) === '+'))) {
      if (!out.some((f) => f.kind === 'string_concat_in_loop' && f.line === tok.line)) out.push({ kind: 'string_concat_in_loop', line: tok.line, detail: { name: tok.t } });
    }
  }
  for (const [fn, r] of est.recursions) {
    if (r.shape === 'branching' && !r.memo) out.push({ kind: 'recursion_without_memo', line: fn.line, endLine: fn.endLine, detail: { name: fn.name, branches: r.calls.length, callLine: r.calls[0]!.line } });
  }
  return out;
}

function readabilityOf(sc: Scanner): { maxNesting: number; deepestLine: number; unclear: { name: string; line: number }[] } {
  let maxNesting = 0;
  let deepestLine = 1;
  // Control blocks: `{` whose statement holds a control keyword. An `else` block replaces its `if` block (closed
  // just before it) at the same depth, so else-if chains do not nest.
  const stack: boolean[] = [];
  const toks = sc.toks;
  let statementStart = 0;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!.t;
    if (t === '{') {
      let first = statementStart;
      while (first < k && !CONTROL.has(sc.t(first))) first++;
      const control = first < k || (k > 0 && CONTROL.has(sc.t(k - 1)));
      stack.push(control);
      const d = stack.filter(Boolean).length;
      if (d > maxNesting) {
        maxNesting = d;
        deepestLine = toks[k]!.line;
      }
      statementStart = k + 1;
    } else if (t === '}') {
      stack.pop();
      statementStart = k + 1;
    } else if (t === ';' || (toks[k]!.nl && sc.language !== 'csharp' && sc.t(k - 1) !== ')')) {
      if (t === ';') statementStart = k + 1;
      else statementStart = k;
    }
  }
  const entryParams = new Set(sc.fns.filter((f) => !sc.fns.some((o) => o !== f && o.body[0] < f.at && f.at < o.body[1])).flatMap((f) => f.params));
  const unclear: { name: string; line: number }[] = [];
  for (const [name, d] of sc.declared) if (isUnclear(name) && !entryParams.has(name)) unclear.push({ name, line: d.line });
  for (const fn of sc.fns) if (isUnclear(fn.name)) unclear.push({ name: fn.name, line: fn.line });
  return { maxNesting, deepestLine, unclear: unclear.sort((a, b) => a.line - b.line) };
}

function techniquesOf(sc: Scanner, est: Estimator): Technique[] {
  const found = new Map<TechniqueKind, number>();
  const see = (kind: TechniqueKind, line: number) => {
    const was = found.get(kind);
    if (was === undefined || line < was) found.set(kind, line);
  };
  const toks = sc.toks;
  for (const [name, d] of sc.declared) {
    const all = `${textOf(sc, d.type)} = ${textOf(sc, d.rhs)}`;
    if (new RegExp(`\\b(${HASH_TYPES.source.slice(2, -2)})\\b|\\[ \\w+ : \\w+ \\]|\\bSet <`).test(all)) see('hash_map', d.line);
    if (/\b(BinaryHeap|PriorityQueue)\b/.test(all)) see('heap', d.line);
    if (/\bStack\b/.test(all)) see('stack', d.line);
    const uses = toks.map((x, k) => (x.t === name && sc.t(k + 1) === '.' ? sc.t(k + 2) : '')).filter(Boolean);
    const isQueue = /\b(Queue|VecDeque|ArrayDeque|LinkedList|Deque)\b/.test(all);
    if (uses.some((u) => POP_FRONT.test(u)) && uses.some((u) => PUSH_CALLS.test(u))) see('bfs', d.line);
    else if (!isQueue && uses.some((u) => POP_BACK.test(u)) && uses.some((u) => PUSH_CALLS.test(u)) && /stack|st\b|stk/i.test(name)) see('stack', d.line);
  }
  toks.forEach((tok, k) => {
    if (tok.kind === 'id' && SORT_CALLS.test(tok.t) && (sc.t(k + 1) === '(' || sc.t(k + 1) === '{') && (sc.t(k - 1) === '.' || sc.t(k - 1) === '::')) see('sorting', tok.line);
    if (tok.kind === 'id' && /^(binary_search|BinarySearch|binarySearch|partition_point)$/.test(tok.t)) see('binary_search', tok.line);
  });
  for (const loop of sc.loops) {
    if (C.compareCost(loop.iterations, C.LOG) === 0 && (loop.kind === 'while' || loop.kind === 'do') && /\bmid\b|\bm\b|middle/.test(textOf(sc, loop.body))) see('binary_search', loop.line);
    const header = ` ${textOf(sc, loop.header)} `;
    const cond = /(?<!\w)(\w+) (<|<=) (\w+) /.exec(header);
    if ((loop.kind === 'while') && cond && cond[1] !== cond[3]) {
      const body = ` ${textOf(sc, loop.body)} `;
      const up = new RegExp(` ${cond[1]} (\\+\\+|\\+= 1)| ${cond[1]} = ${cond[1]} \\+ 1 `).test(body);
      const down = new RegExp(` ${cond[3]} (--|-= 1)| ${cond[3]} = ${cond[3]} - 1 `).test(body);
      if (up && down && !/\bmid\b/.test(body)) see('two_pointers', loop.line);
    }
    if (loop.parent === null || loop.amortised) {
      const body = ` ${textOf(sc, loop.body)} `;
      for (const right of loop.vars) {
        if (new RegExp(` ${right} - \\w+ \\+ 1 | ${right} - (left|start|lo|l|begin) `).test(body) && sc.loops.some((l) => l.parent === loop && l.amortised)) see('sliding_window', loop.line);
      }
    }
  }
  for (const [fn, r] of est.recursions) {
    see('recursion', fn.line);
    if (r.memo) see('dynamic_programming', fn.line);
    if (r.shape === 'structural' || r.shape === 'backtracking' || r.shape === 'guarded') see('dfs', fn.line);
  }
  // Tables filled from their own cells: dp[i] = dp[i - 1] + …
  toks.forEach((tok, k) => {
    if (tok.kind !== 'id' || sc.t(k + 1) !== '[' || !/^(dp|f|memo|table|ways|best)\d*$/i.test(tok.t)) return;
    const close = sc.close(k + 1);
    let end = close;
    while (sc.t(end + 1) === '[') end = sc.close(end + 1);
    if (sc.t(end + 1) !== '=') return;
    const rhsEnd = sc.statementEnd(end + 2);
    if (textOf(sc, [end + 2, rhsEnd]).includes(`${tok.t} [`)) see('dynamic_programming', tok.line);
  });
  return [...found.entries()].map(([kind, line]) => ({ kind, line })).sort((a, b) => a.line - b.line || a.kind.localeCompare(b.kind));
}

/** The rough analysis of code in one of the languages without a grammar adapter. */
export function roughAnalyse(code: string, language: RoughLanguage): Omit<CodeAnalysis, 'language'> {
  const sc = new Scanner(tokenize(code, language), language);
  sc.scan();
  const tables = constantTables(sc);
  for (const loop of sc.loops) classify(sc, loop, tables);
  // Amortisation, outermost first so that a parent's drain is known.
  for (const loop of [...sc.loops].sort((a, b) => a.at - b.at)) {
    if (loop.parent) loop.amortised = amortisedWithin(sc, loop, loop.parent);
  }
  const est = new Estimator(sc);
  const time = est.programTime();
  const { space } = spaceOf(sc, est);
  const findings = findingsOf(sc, est, code.split('\n'));
  const read = readabilityOf(sc);
  if (read.maxNesting > DEEP_NESTING) findings.push({ kind: 'deep_nesting', line: read.deepestLine, detail: { depth: read.maxNesting } });
  for (const fn of sc.fns) {
    const lines = fn.endLine - fn.line + 1;
    if (lines > LONG_FUNCTION_LINES) findings.push({ kind: 'long_function', line: fn.line, endLine: fn.endLine, detail: { name: fn.name, lines } });
  }
  if (read.unclear.length) findings.push({ kind: 'unclear_names', line: read.unclear[0]!.line, detail: { names: read.unclear.map((u) => u.name).join(','), count: read.unclear.length } });
  const seen = new Set<string>();
  return {
    time: C.toClass(time),
    space: C.toClass(space),
    evidence: sc.loops.map((l) => ({ kind: 'loop', line: l.line, detail: { iterations: C.describe(l.iterations), amortised: l.amortised, nesting: depthOf(l) } })),
    findings: findings
      .filter((f) => {
        const key = `${f.kind}:${f.line}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => a.line - b.line || a.kind.localeCompare(b.kind)),
    techniques: techniquesOf(sc, est),
    readability: {
      maxNesting: read.maxNesting,
      longestFunctionLines: sc.fns.reduce((m, f) => Math.max(m, f.endLine - f.line + 1), 0),
      functionCount: sc.fns.length,
      lines: code.split('\n').filter((l) => l.trim()).length,
      unclearNames: read.unclear.map((u) => u.name),
    },
    parsedCleanly: true,
    // Tokens carry no causes, and comments are not read here (the tree-sitter adapters replace this estimate).
    timeCause: null,
    spaceCause: null,
    claims: [],
  };
}

function depthOf(loop: Loop): number {
  let d = 1;
  for (let p = loop.parent; p; p = p.parent) d++;
  return d;
}
