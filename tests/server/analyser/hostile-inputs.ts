/**
 * Inputs written to hurt an analyser, in every language the contract offers: shapes that make a regular
 * expression over code text backtrack, nesting 20,000 deep, a 100,000-character line, 400 nested loops, a file at
 * the contract's size limit. Every one is at most `AnalyzeRequest.code`'s 100,000 characters, so the API accepts it.
 */
import type { CodeLanguage } from '../../../server/coach/types.ts';

/** AnalyzeRequest.code's maxLength (openapi/components/schemas/AnalyzeRequest.yaml). */
export const CODE_LIMIT = 100_000;

interface Dialect {
  /** A function (in a class where the language wants one) around `body`, whose lines are already indented. */
  fn(body: string): string;
  /** Headers of blocks: a counted loop, a loop that drains a queue, a condition. */
  loop: string;
  drain: string;
  cond: string;
  /** What closes a block ('' in Python, where indentation does). */
  end: string;
  /** Where the language allows it, a condition whose body is the next statement, without braces. */
  bareCond?: string;
  /** An assignment statement. */
  assign(expr: string): string;
  /** Python: blocks by indentation (one space per level, to fit the deepest nesting in the size limit). */
  indented?: boolean;
}

const semicolon = (expr: string) => `x = ${expr};`;
const plain = (expr: string) => `x = ${expr}`;

const C_STYLE = { loop: 'for (int i = 0; i < n; i++) {', cond: 'if (n > 0) {', end: '}', bareCond: 'if(n>0)', assign: semicolon };

export const DIALECTS = {
  python: { fn: (body) => `def f(g, q, n):\n${body}`, loop: 'for i in range(n):', drain: 'while q:', cond: 'if n > 0:', end: '', assign: plain, indented: true },
  java: { ...C_STYLE, fn: (body) => `class Solution {\nvoid f(int[][] g, java.util.ArrayDeque<Integer> q, int n) {\nint x;\n${body}\n}\n}\n`, drain: 'while (!q.isEmpty()) {' },
  cpp: { ...C_STYLE, fn: (body) => `void f(vector<vector<int>>& g, queue<int>& q, int n) {\nint x;\n${body}\n}\n`, drain: 'while (!q.empty()) {' },
  c: { ...C_STYLE, fn: (body) => `void f(int **g, int *q, int qn, int n) {\nint x;\n${body}\n}\n`, drain: 'while (qn > 0) {' },
  javascript: { ...C_STYLE, fn: (body) => `function f(g, q, n) {\nlet x;\n${body}\n}\n`, loop: 'for (let i = 0; i < n; i++) {', drain: 'while (q.length > 0) {' },
  typescript: { ...C_STYLE, fn: (body) => `function f(g: number[][], q: number[], n: number): void {\nlet x: number;\n${body}\n}\n`, loop: 'for (let i = 0; i < n; i++) {', drain: 'while (q.length > 0) {' },
  go: { fn: (body) => `func f(g [][]int, q []int, n int) {\nx := 0\n${body}\n_ = x\n}\n`, loop: 'for i := 0; i < n; i++ {', drain: 'for len(q) > 0 {', cond: 'if n > 0 {', end: '}', assign: plain },
  rust: { fn: (body) => `fn f(g: &mut Vec<Vec<i64>>, q: &mut VecDeque<i64>, n: usize) {\nlet mut x = 0;\n${body}\n}\n`, loop: 'for i in 0..n {', drain: 'while !q.is_empty() {', cond: 'if n > 0 {', end: '}', assign: semicolon },
  csharp: { ...C_STYLE, fn: (body) => `class Solution {\nvoid F(int[][] g, Queue<int> q, int n) {\nint x;\n${body}\n}\n}\n`, drain: 'while (q.Count > 0) {' },
  kotlin: { fn: (body) => `fun f(g: Array<IntArray>, q: ArrayDeque<Int>, n: Int) {\nvar x = 0\n${body}\n}\n`, loop: 'for (i in 0 until n) {', drain: 'while (q.isNotEmpty()) {', cond: 'if (n > 0) {', end: '}', bareCond: 'if(n>0)', assign: plain },
  swift: { fn: (body) => `func f(_ g: inout [[Int]], _ q: inout [Int], _ n: Int) {\nvar x = 0\n${body}\n}\n`, loop: 'for i in 0..<n {', drain: 'while !q.isEmpty {', cond: 'if n > 0 {', end: '}', assign: plain },
} satisfies Record<CodeLanguage, Dialect>;

export const LANGUAGES = Object.keys(DIALECTS) as CodeLanguage[];

/** `headers` nested in order, with `innermost` inside the last one, as the body of the dialect's function. */
function nested(d: Dialect, headers: readonly string[], innermost: string): string {
  if (d.indented) {
    const lines = headers.map((h, level) => `${' '.repeat(level + 1)}${h}`);
    lines.push(`${' '.repeat(headers.length + 1)}${innermost}`);
    return d.fn(`${lines.join('\n')}\n`);
  }
  return d.fn(`${headers.join('\n')}\n${innermost}\n${`${d.end}\n`.repeat(headers.length)}`);
}

/** Inside the function, one statement (Python: indented one level). */
function statement(d: Dialect, text: string): string {
  return d.fn(`${d.indented ? ' ' : ''}${text}\n`);
}

/** The deepest nesting up to `wanted` whose code fits in the size limit. */
function deepestThatFits(wanted: number, make: (depth: number) => string): { depth: number; code: string } {
  let low = 1;
  let high = wanted;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (make(mid).length <= CODE_LIMIT) low = mid;
    else high = mid - 1;
  }
  return { depth: low, code: make(low) };
}

export interface HostileInput {
  name: string;
  language: CodeLanguage;
  code: string;
}

/** The rough analyser's catastrophic shape: a queue drained inside a loop, its body indexing `g[0]` many times. */
function backtracking(d: Dialect, indexings: number): string {
  return nested(d, [d.loop, d.drain], d.assign(`g${'[0]'.repeat(indexings)}`));
}

export function hostileInputs(language: CodeLanguage): HostileInput[] {
  const d: Dialect = DIALECTS[language];
  const inputs: Array<{ name: string; code: string }> = [
    { name: 'a drained queue in a loop indexing g[0] 25 times', code: backtracking(d, 25) },
    { name: 'a drained queue in a loop indexing g[0] 40 times', code: backtracking(d, 40) },
    { name: 'brackets 20,000 deep (g[g[…g[0]…]])', code: statement(d, d.assign(`${'g['.repeat(20_000)}0${']'.repeat(20_000)}`)) },
    { name: 'parentheses 20,000 deep', code: statement(d, d.assign(`${'('.repeat(20_000)}n${')'.repeat(20_000)}`)) },
  ];
  const ifs = d.bareCond
    ? deepestThatFits(20_000, (depth) => statement(d, `${d.bareCond!.repeat(depth)}${d.assign('1')}`))
    : deepestThatFits(20_000, (depth) => nested(d, Array.from({ length: depth }, () => d.cond), d.assign('1')));
  inputs.push({ name: `ifs nested ${ifs.depth.toLocaleString('en')} deep (as deep as fits in 100,000 characters, at most 20,000)`, code: ifs.code });
  const longLine = (terms: number) => statement(d, d.assign(Array.from({ length: terms }, () => 'n').join('+')));
  inputs.push({ name: 'a 100,000-character line (n+n+…+n)', code: deepestThatFits(60_000, longLine).code });
  inputs.push({ name: '400 nested loops', code: nested(d, Array.from({ length: 400 }, () => d.loop), d.assign('1')) });
  inputs.push({ name: 'a file of 100,000 characters (many ordinary functions)', code: atTheLimit(d) });
  return inputs.map((input) => ({ ...input, language }));
}

/** Ordinary nested-loop functions, one after another, padded with a comment to exactly the size limit. */
function atTheLimit(d: Dialect): string {
  const one = nested(d, [d.loop, d.loop, d.cond], d.assign('x + i'));
  const comment = d.indented ? '#' : '//';
  const parts: string[] = [];
  let length = 0;
  for (let k = 0; length + one.length + 1 < CODE_LIMIT - 10; k++) {
    const renamed = one.replace(/\bf\b|\bF\b/, `f${k}`);
    parts.push(renamed);
    length += renamed.length + 1;
  }
  const code = parts.join('\n');
  return `${code}\n${comment}${'x'.repeat(Math.max(0, CODE_LIMIT - code.length - 1 - comment.length))}`;
}
