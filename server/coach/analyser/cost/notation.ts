/**
 * Big-O notation as people write it (`O(n log n)`, `O(nlogn)`, `O(m*n)`, `O(V + E)`, `O(n²)`, `O(N**2)`,
 * `O(2^n)`, `O(n!)`, `O(|Σ|)`) read into the cost algebra, and from there into the seven classes, by the
 * labelling convention the analyser answers with (cost.ts): every size variable is n, so `O(m·n)` is n² and
 * `O(n + m)` is n; constant factors and constants (`26`, the alphabet `|Σ|`, `C`, α(n)) drop out; any
 * exponential or factorial growth is 2^n.
 *
 * What cannot be read as one of the classes is not a complexity: √n and other fractional powers, a division by a
 * size (`n/k`), words side by side (`number of nodes`, `int n`), functions nobody uses in Big-O. The caller then
 * treats the text as no claim at all rather than guessing.
 */
import * as C from './cost.ts';
import type { Cost } from './cost.ts';
import type { ComplexityClass } from '../types.ts';

/** The class `O(…)` stands for, or null when it is not Big-O notation the classes can express. */
export function complexityClassOf(text: string): ComplexityClass | null {
  const t = asciiForms(text).trim();
  if (!t.startsWith('O') || !t.endsWith(')')) return null;
  const inside = t.slice(1).trimStart();
  if (!inside.startsWith('(')) return null;
  const cost = parseGrowth(inside.slice(1, -1));
  if (!cost) return null;
  if (!cost.exp && !Number.isInteger(cost.n)) return null;
  return C.toClass(cost);
}

/** The growth an expression (the inside of `O(…)`) describes, or null. */
export function parseGrowth(expression: string): Cost | null {
  if (expression.length > 80) return null;
  const tokens = tokenise(prepare(expression));
  if (!tokens || !tokens.length) return null;
  const parser = new Parser(tokens);
  const result = parser.sum();
  if (!result || !parser.done()) return null;
  return result.cost;
}

/** Full-width forms (what a Chinese input method types: `Ｏ（ｎ）`, `：`) as their ASCII letters; lengths kept. */
export function asciiForms(text: string): string {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (ch) => (ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)));
}

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', ⁿ: 'n', ᵏ: 'k', ᵐ: 'm' };

/** Typography and LaTeX as plain operators: `×`, `·`, `\cdot` → `*`; `**` → `^`; `n²` → `n^2`; braces → parentheses. */
function prepare(text: string): string {
  let s = text
    .replace(/\\(?:times|cdot|ast)/g, '*')
    .replace(/\\(?:log|lg|ln|sqrt|alpha|Sigma|sigma)/g, (m) => m.slice(1))
    .replace(/\\[,;! ]/g, ' ')
    .replace(/\\(?:left|right)/g, '')
    .replace(/[×·⋅∙✕]/g, '*')
    .replace(/\*\*/g, '^')
    .replace(/[{[]/g, '(')
    .replace(/[}\]]/g, ')')
    .replace(/[₀-₉]/g, '')
    .replace(/√/g, 'sqrt ')
    .replace(/[−–]/g, '-');
  // A run of superscripts is one exponent: n¹⁰ → n^(10).
  s = s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹ⁿᵏᵐ]+/g, (run) => `^(${[...run].map((c) => SUPERSCRIPTS[c]).join('')})`);
  return s;
}

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'word'; text: string }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '^' | '!' | '(' | ')' | '|' | ',' | '_' };

const OPS = new Set(['+', '-', '*', '/', '^', '!', '(', ')', '|', ',', '_']);

function tokenise(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(ch)) {
      let j = i;
      while (j < text.length && /[0-9.]/.test(text[j]!)) j++;
      // 1e5
      if (text[j] === 'e' && /[0-9]/.test(text[j + 1] ?? '')) {
        j++;
        while (j < text.length && /[0-9]/.test(text[j]!)) j++;
      }
      const value = Number(text.slice(i, j));
      if (!Number.isFinite(value)) return null;
      tokens.push({ kind: 'number', value });
      i = j;
      continue;
    }
    if (/[\p{L}]/u.test(ch)) {
      let j = i;
      while (j < text.length && /[\p{L}0-9.]/u.test(text[j]!)) j++;
      // `nums.length`, `s.size()`: a member is still one size.
      tokens.push({ kind: 'word', text: text.slice(i, j).replace(/\.$/, '') });
      i = j;
      continue;
    }
    if (OPS.has(ch)) {
      tokens.push({ kind: 'op', op: ch as '+' });
      i++;
      continue;
    }
    return null;
  }
  return tokens;
}

/** A parsed term: its growth, and whether it is a bare word (words side by side are prose, not a product). */
interface Term {
  cost: Cost;
  word: boolean;
}

/** Names of constants by the convention: the alphabet and other fixed bounds. */
const CONSTANT_NAMES = new Set(['C', 'Σ', 'sigma', 'Sigma', 'alphabet', 'charset', 'ALPHABET']);
/** Functions measuring a size: `len(s)`, `size(v)`, `|s|`. */
const SIZE_FUNCTIONS = new Set(['len', 'length', 'size', 'sizeof', 'count']);
/** Two-letter English words, which are prose beside a size (`n in total`), not two sizes glued together. */
const ENGLISH_PAIRS = new Set(['an', 'as', 'at', 'be', 'by', 'do', 'go', 'if', 'in', 'is', 'it', 'of', 'on', 'or', 'so', 'to', 'up', 'we']);
const LOG_WORDS = new Set(['log', 'lg', 'ln', 'log2', 'log10']);

/** A recursive-descent parser; the input is at most 80 characters, so its depth is bounded. */
class Parser {
  private at = 0;

  constructor(private readonly tokens: Token[]) {}

  done(): boolean {
    return this.at === this.tokens.length;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isOp(op: string): boolean {
    const t = this.peek();
    return t?.kind === 'op' && t.op === op;
  }

  /** Sums (and differences) keep the larger term: O(f + g) = O(max(f, g)). */
  sum(): Term | null {
    let left = this.product();
    if (!left) return null;
    while (this.isOp('+') || this.isOp('-')) {
      this.at++;
      const right = this.product();
      if (!right) return null;
      left = { cost: C.max(left.cost, right.cost), word: false };
    }
    return left;
  }

  private product(): Term | null {
    let left = this.power();
    if (!left) return null;
    for (;;) {
      if (this.isOp('*')) {
        this.at++;
        const right = this.power();
        if (!right) return null;
        left = { cost: C.mul(left.cost, right.cost), word: false };
        continue;
      }
      if (this.isOp('/')) {
        this.at++;
        const right = this.power();
        if (!right) return null;
        // A constant divisor is a constant factor; a size divisor (n/k) is no class of its own.
        if (!C.isConstant(right.cost) && !left.cost.exp) return null;
        left = { cost: left.cost, word: false };
        continue;
      }
      // Juxtaposition (`n log n`, `2n`, `mn`, `E log V`) multiplies, but two words side by side are prose.
      // Juxtaposition (`n log n`, `2n`, `m n`, `E log V`) multiplies; a word beside anything (`number of nodes`,
      // `int n`) is prose. When what follows does not parse, it belongs to the caller (the `|` closing `|s|`).
      const next = this.peek();
      if (next && (next.kind === 'number' || next.kind === 'word' || (next.kind === 'op' && (next.op === '(' || next.op === '|')))) {
        const start = this.at;
        const right = this.power();
        if (!right || left.word || right.word) {
          this.at = start;
          return left;
        }
        left = { cost: C.mul(left.cost, right.cost), word: false };
        continue;
      }
      return left;
    }
  }

  private power(): Term | null {
    const base = this.atom();
    if (!base) return null;
    let out = base;
    if (this.isOp('^')) {
      this.at++;
      const exponent = this.exponent();
      if (exponent === null) return null;
      if (exponent === 'size') {
        // k^n, 2^n, n^n: exponential, unless the base is the constant 1.
        out = { cost: C.isConstant(base.cost) && base.constantValue === 1 ? C.CONSTANT : C.EXPONENTIAL, word: false };
      } else if (base.cost.exp) out = { cost: base.cost, word: false };
      else out = { cost: { exp: false, n: base.cost.n * exponent, log: base.cost.log * exponent }, word: false };
    }
    if (this.isOp('!')) {
      this.at++;
      out = { cost: C.isConstant(out.cost) ? C.CONSTANT : C.EXPONENTIAL, word: false };
    }
    return out;
  }

  /** An exponent: a number (`2`, `(3)`, `1/2`), or 'size' when it grows (`n`, `(n/2)`, `k`). */
  private exponent(): number | 'size' | null {
    const t = this.peek();
    if (t?.kind === 'number') {
      this.at++;
      return t.value;
    }
    if (t?.kind === 'op' && t.op === '-') return null;
    const start = this.at;
    const inner = this.atom();
    if (!inner) return null;
    if (!C.isConstant(inner.cost)) return 'size';
    if (inner.constantValue !== undefined) return inner.constantValue;
    this.at = start;
    return null;
  }

  private atom(): (Term & { constantValue?: number }) | null {
    const t = this.peek();
    if (!t) return null;
    if (t.kind === 'number') {
      this.at++;
      return { cost: C.CONSTANT, word: false, constantValue: t.value };
    }
    if (t.kind === 'op') {
      if (t.op === '(') {
        this.at++;
        const inner = this.sum();
        if (!inner || !this.isOp(')')) return null;
        this.at++;
        // `(1/2)` as an exponent: keep the value of a constant ratio.
        return { cost: inner.cost, word: false, ...constantRatio(this.tokens, t) };
      }
      if (t.op === '|') {
        // |s|, |V|, |Σ|: the size of something (the alphabet's is a constant).
        this.at++;
        const inner = this.sum();
        if (!inner || !this.isOp('|')) return null;
        this.at++;
        return { cost: inner.cost, word: false };
      }
      return null;
    }
    this.at++;
    return this.word(t.text);
  }

  private word(text: string): (Term & { constantValue?: number }) | null {
    // Glued logarithms: nlogn, logn, klogk, nlgn, log2n.
    const lower = text.toLowerCase();
    const glued = /^([A-Za-z]?)(?:log|lg|ln)\d*([A-Za-z]?)$/i.exec(text);
    if (glued && !LOG_WORDS.has(lower)) {
      const [, before, after] = glued;
      let cost: Cost = before ? C.LINEAR : C.CONSTANT;
      if (after) cost = C.mul(cost, C.LOG);
      else {
        const arg = this.logArgument();
        if (!arg) return null;
        cost = C.mul(cost, arg);
      }
      return { cost, word: false };
    }
    if (LOG_WORDS.has(lower)) {
      // log^2 n
      let times = 1;
      if (this.isOp('^')) {
        this.at++;
        const e = this.peek();
        if (e?.kind !== 'number') return null;
        this.at++;
        times = e.value;
      }
      // log_2 n, log_{2}(n)
      if (this.isOp('_')) {
        this.at++;
        if (!this.atom()) return null;
      }
      const arg = this.logArgument();
      if (!arg) return null;
      return { cost: { exp: false, n: 0, log: arg.log * times }, word: false };
    }
    if (text === 'sqrt') {
      const inner = this.power();
      if (!inner) return null;
      return { cost: inner.cost.exp ? inner.cost : { exp: false, n: inner.cost.n / 2, log: inner.cost.log / 2 }, word: false };
    }
    if (text === 'α' || text === 'alpha') {
      // α(n), the inverse Ackermann function: a constant by the convention.
      if (this.isOp('(')) if (!this.atom()) return null;
      return { cost: C.CONSTANT, word: false };
    }
    if (CONSTANT_NAMES.has(text)) return { cost: C.CONSTANT, word: false };
    if (this.isOp('(')) {
      const args = this.arguments();
      if (!args) return null;
      if (SIZE_FUNCTIONS.has(text)) return { cost: C.LINEAR, word: false };
      if (text === 'max' || text === 'min') return { cost: C.maxAll(args), word: false };
      // A member call measuring a size: `s.size()`, `nums.length()`.
      if (/\.(?:size|length|len|count)$/.test(text) && args.length === 0) return { cost: C.LINEAR, word: false };
      return null;
    }
    // A subscript names one more size of the same kind: n_1, m_{i}.
    if (this.isOp('_')) {
      this.at++;
      if (!this.atom()) return null;
    }
    // Two letters glued together are a product of sizes (`mn`, `nk`, `VE`), unless they make an English word;
    // a longer word is one size, by name (`target`, `nums.length`).
    if (/^[A-Za-z]{2}$/.test(text) && !ENGLISH_PAIRS.has(text.toLowerCase()) && !CONSTANT_NAMES.has(text[0]!) && !CONSTANT_NAMES.has(text[1]!)) return { cost: C.QUADRATIC, word: false };
    return { cost: C.LINEAR, word: text.length > 1 };
  }

  /** The argument of a logarithm: `n`, `(n)`, `(m+n)`, `k`; a constant's log is a constant. */
  private logArgument(): Cost | null {
    const arg = this.power();
    if (!arg) return null;
    if (arg.cost.exp) return C.LINEAR;
    return C.isConstant(arg.cost) ? C.CONSTANT : C.LOG;
  }

  private arguments(): Cost[] | null {
    if (!this.isOp('(')) return null;
    this.at++;
    const out: Cost[] = [];
    if (this.isOp(')')) {
      this.at++;
      return out;
    }
    for (;;) {
      const arg = this.sum();
      if (!arg) return null;
      out.push(arg.cost);
      if (this.isOp(',')) {
        this.at++;
        continue;
      }
      if (!this.isOp(')')) return null;
      this.at++;
      return out;
    }
  }
}

/** `(1/2)`, `(3)`: the value of a parenthesised constant ratio, for exponents. */
function constantRatio(tokens: Token[], open: Token): { constantValue?: number } {
  const i = tokens.indexOf(open);
  const a = tokens[i + 1];
  const b = tokens[i + 2];
  const c = tokens[i + 3];
  if (a?.kind === 'number' && b?.kind === 'op' && b.op === ')') return { constantValue: a.value };
  if (a?.kind === 'number' && b?.kind === 'op' && b.op === '/' && c?.kind === 'number' && c.value !== 0) return { constantValue: a.value / c.value };
  return {};
}
