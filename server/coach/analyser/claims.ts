/**
 * Complexity claims: what the code's own comments say it costs (`# Time: O(n)`, `// O(n log n)`,
 * `时间复杂度：O(n)`, a docstring's `Time complexity: O(n^2)`, `T: O(n) S: O(1)`), read apart from the code. A claim
 * is never used to estimate — the analysis reads the code only (comments are not code) — it is compared with what
 * the analysis found, so the learner hears when the two differ and which line costs more.
 *
 * What counts as a claim:
 * - A labelled one, anywhere in a comment or docstring: a time label (`Time`, `Time complexity`, `Runtime`, `T:`,
 *   `TC:`, `时间复杂度`, `时间`) or a space label (`Space`, `Space complexity`, `Memory`, `Extra space`, `S:`, `SC:`,
 *   `空间复杂度`, `空间`, `额外空间`) before the notation (separated by `:`, `：`, `=`, `-`, `is`, `为`, `是`), or after it
 *   (`O(n) time, O(1) space`, `O(1) extra space`). `Complexity: O(n)` alone, and `Time and space: O(n)`, count too.
 *   Several may share a line.
 * - A bare `O(…)` is a time claim only where a comment speaks for the whole function or program — in a comment of
 *   its own (not after a statement's code) that is not inside a function body below the body's first statement, or
 *   on a function's or class's header line — and only when nothing but punctuation comes before it on its line
 *   (`# O(n)`, `// Two pointers, O(n)`; not `// brute force would be O(n^2)`) and it is the only `O(…)` there. Two
 *   bare ones separated by nothing but a comma, slash or "and" (`// O(n), O(1)`) are time, then space. Elsewhere a
 *   bare `O(…)` describes one step (`nums.sort()  # O(n log n)`), not the code.
 * - The notation must read as one of the seven classes (cost/notation.ts); `O(√n)` or `O(number of nodes)` is no
 *   claim. An `O(` inside a URL, a word (`FOO(`), a string literal or code is none either.
 */
import { CLASSES } from './cost/cost.ts';
import { asciiForms, complexityClassOf } from './cost/notation.ts';
import type { ComplexityClaimFact, ComplexityClass, SpaceCause, TimeCause } from './types.ts';
import type { SyntaxNode } from './model/syntax.ts';
import type { LanguageAdapter } from './model/vocabulary.ts';

/** A comment or docstring, with where it stands. */
interface Note {
  node: SyntaxNode;
  /** It speaks for a whole function or the program (see above), so a bare `O(…)` in it is a claim. */
  header: boolean;
}

/** Every claim in the code's comments and docstrings, in the order written. */
export function readClaims(root: SyntaxNode, adapter: LanguageAdapter, code: string): ComplexityClaimFact[] {
  const out: ComplexityClaimFact[] = [];
  for (const note of notesOf(root, adapter, code)) out.push(...claimsIn(note));
  return out;
}

/** The comments and docstrings that mention `O(`, found in one iterative walk (deep input cannot overflow it). */
function notesOf(root: SyntaxNode, adapter: LanguageAdapter, code: string): Note[] {
  const headerLines = new Set<number>();
  const found: { node: SyntaxNode; body: SyntaxNode | null }[] = [];
  const stack: { node: SyntaxNode; body: SyntaxNode | null }[] = [{ node: root, body: null }];
  while (stack.length) {
    const { node, body } = stack.pop()!;
    if (adapter.isComment(node) || isDocstring(node, adapter)) {
      if (mentionsBigO(node.text)) found.push({ node, body });
      continue;
    }
    const fn = adapter.functionOf(node);
    if (fn) headerLines.add(node.line);
    else if (adapter.classOf(node)) headerLines.add(node.line);
    const inner = fn ? fn.body : body;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, body: inner });
  }
  found.sort((a, b) => a.node.start - b.node.start);
  const firstStatements = new Map<SyntaxNode, number>();
  return found.map(({ node, body }) => {
    const trailing = code.slice(code.lastIndexOf('\n', node.start - 1) + 1, node.start).trim() !== '';
    let header: boolean;
    if (trailing) header = headerLines.has(node.line);
    else if (!body) header = true;
    else {
      // Above the body's first statement (inside one, or below it, the note speaks of a step).
      let first = firstStatements.get(body);
      if (first === undefined) firstStatements.set(body, (first = firstStatementStart(body, adapter)));
      header = node.start < first;
    }
    return { node, header };
  });
}

/** A string literal standing as a statement of its own: a Python docstring (or a string used as a comment). */
function isDocstring(node: SyntaxNode, adapter: LanguageAdapter): boolean {
  if (node.type !== 'expression_statement') return false;
  const only = node.namedChildren;
  return only.length === 1 && adapter.expr(only[0]!).kind === 'string';
}

/** Where a function body's first statement (not a comment, not a docstring) starts; an expression body is one. */
function firstStatementStart(body: SyntaxNode, adapter: LanguageAdapter): number {
  const children = body.namedChildren;
  if (!children.length) return body.start;
  for (const child of children) if (!adapter.isComment(child) && !isDocstring(child, adapter)) return child.start;
  return Infinity;
}

function mentionsBigO(text: string): boolean {
  return /[OＯ]\s?[(（]/.test(text);
}

type Kind = 'time' | 'space';

/** One `O(…)` in a note: where it is, what it says, and what labels it. */
interface Notation {
  /** Offsets in the note's text. */
  start: number;
  end: number;
  written: string;
  line: number;
  kinds: Kind[];
  /** Where its label starts (its own start when it has none before it) and ends (after a trailing label). */
  spanStart: number;
  spanEnd: number;
  /** What comes before it on its line, comment markers left out. */
  prefix: string;
}

function claimsIn(note: Note): ComplexityClaimFact[] {
  const text = asciiForms(note.node.text);
  const notations = notationsIn(text, note.node.line);
  const labelled = notations.filter((x) => x.kinds.length > 0);
  let chosen: { notation: Notation; kinds: Kind[] }[];
  if (labelled.length) chosen = labelled.map((notation) => ({ notation, kinds: notation.kinds }));
  else chosen = note.header ? bareClaims(text, notations) : [];
  const out: ComplexityClaimFact[] = [];
  for (const { notation, kinds } of chosen) {
    const claimed = complexityClassOf(notation.written);
    if (!claimed) continue;
    for (const kind of kinds) {
      out.push({ kind, written: notation.written, claimed, line: notation.line, start: note.node.start + notation.spanStart, end: note.node.start + notation.spanEnd });
    }
  }
  return out;
}

/** Bare notations that speak for the whole: one alone is time; two side by side (`O(n), O(1)`) are time and space. */
function bareClaims(text: string, notations: Notation[]): { notation: Notation; kinds: Kind[] }[] {
  const first = notations[0];
  if (!first || !bareLead(first.prefix)) return [];
  if (notations.length === 1) return [{ notation: first, kinds: ['time'] }];
  const second = notations[1]!;
  if (notations.length === 2 && second.line === first.line && isJoiner(text.slice(first.end, second.start))) {
    return [
      { notation: first, kinds: ['time'] },
      { notation: second, kinds: ['space'] },
    ];
  }
  return [];
}

/** Only punctuation (or nothing) may lead a bare claim: `# O(n)`, `// Two pointers: O(n)`, `- O(n)`. */
function bareLead(prefix: string): boolean {
  const p = prefix.trimEnd();
  return p === '' || /[:：,，\-—=(（→;；.。]$/.test(p);
}

function isJoiner(between: string): boolean {
  const t = between.trim().toLowerCase();
  return t === '' || t === ',' || t === '，' || t === '/' || t === ';' || t === '；' || t === '|' || t === 'and' || t === '和' || t === '、';
}

/** At most this many notations are read from one note, and this many `O(` looked at: a claim comment holds a few. */
const MAX_NOTATIONS = 20;
const MAX_ATTEMPTS = 100;

/** Every `O(…)` in a note's text, with the labels before or after it. Linear in the text: every look is bounded. */
function notationsIn(text: string, firstLine: number): Notation[] {
  const out: Notation[] = [];
  /** Labels already read: a label serves one notation. */
  let consumed = 0;
  // The line of the current position, kept as the scan moves forward.
  let line = firstLine;
  let lineStart = 0;
  let previousLineStart = -1;
  let scanned = 0;
  let attempts = 0;
  for (let i = text.indexOf('O'); i !== -1 && out.length < MAX_NOTATIONS; i = text.indexOf('O', i + 1)) {
    for (let k = scanned; k < i; k++) {
      if (text[k] !== '\n') continue;
      line++;
      previousLineStart = lineStart;
      lineStart = k + 1;
    }
    scanned = i;
    const open = opening(text, i);
    if (open < 0) continue;
    if (++attempts > MAX_ATTEMPTS) break;
    // `FOO(`, `big_O(`, `x.O(`: a name, not the notation.
    if (i > 0 && /[\p{L}\p{N}_$.\\]/u.test(text[i - 1]!)) continue;
    const close = closingParen(text, open);
    if (close < 0 || inUrl(text, i)) continue;
    const end = close + 1;
    const written = `O(${text.slice(open + 1, close).replace(/\s+/g, ' ').trim()})`;
    if (written.length > 60) continue;
    let from = Math.max(consumed, lineStart, i - 80);
    let prefix = stripMarkers(text.slice(from, i));
    // A label on the line above, when this line holds nothing before the notation (`Time complexity:\n    O(n)`).
    if (prefix.trim() === '' && previousLineStart >= 0 && consumed < lineStart && i - previousLineStart <= 160) {
      from = Math.max(consumed, previousLineStart);
      prefix = stripMarkers(text.slice(from, i));
    }
    let afterEnd = Math.min(text.length, end + 40);
    for (let k = end; k < afterEnd; k++) {
      if (text[k] === '\n' || opening(text, k) >= 0) {
        afterEnd = k;
        break;
      }
    }
    const before = labelBefore(text.slice(from, i));
    const after = labelAfter(text.slice(end, afterEnd));
    let kinds: Kind[] = [];
    let spanStart = i;
    let spanEnd = end;
    if (before && before.kinds[0] !== 'generic') {
      kinds = before.kinds as Kind[];
      spanStart = i - before.length;
    } else if (after) {
      kinds = [after.kind];
      spanEnd = end + after.length;
      if (before) spanStart = i - before.length;
    } else if (before) {
      // `Complexity: O(n)`: the complexity people mean by default is time.
      kinds = ['time'];
      spanStart = i - before.length;
    }
    consumed = spanEnd;
    out.push({ start: i, end, written, line, kinds, spanStart, spanEnd, prefix });
  }
  return out;
}

/** Where the `(` of an `O(` (or `O (`) starting at `i` is, or -1. */
function opening(text: string, i: number): number {
  if (text[i] !== 'O') return -1;
  if (text[i + 1] === '(') return i + 1;
  return text[i + 1] === ' ' && text[i + 2] === '(' ? i + 2 : -1;
}

/** The `)` that closes the `(` at `open`, within 80 characters on the same line; -1 when there is none. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  const limit = Math.min(text.length, open + 80);
  for (let i = open; i < limit; i++) {
    const ch = text[i];
    if (ch === '\n') return -1;
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Is offset `i` inside a URL (`https://…O(…)`, `www.…`)? */
function inUrl(text: string, i: number): boolean {
  let start = i;
  const limit = Math.max(0, i - 200);
  while (start > limit && !/\s/.test(text[start - 1]!)) start--;
  const word = text.slice(start, i);
  return word.includes('://') || word.startsWith('www.');
}

/** A line's text without the comment's own markers (`//`, `#`, `/*`, `*`, `"""`, `--`). */
function stripMarkers(text: string): string {
  let i = 0;
  while (i < text.length && /[\s/#*"'!<>`-]/.test(text[i]!)) i++;
  return text.slice(i);
}

type LabelKind = Kind | 'generic';

interface Label {
  words: string[];
  kinds: LabelKind[];
  /** Single capital letters (`T:`, `S:`, `TC:`) are labels only as written, followed by a colon or `=`. */
  strict?: boolean;
}

/** Longest first, so `time complexity` is found before `complexity`. */
const LABELS: Label[] = [
  { words: ['time and space complexity', 'time & space complexity', 'time/space complexity', 'time and space', 'time & space', 'time/space', '时间和空间复杂度', '时空复杂度', '时间和空间', '时空'], kinds: ['time', 'space'] },
  { words: ['time complexity', 'runtime complexity', 'running time', 'time cost', 'run time', 'runtime', 'time', '时间复杂度', '时间开销', '运行时间', '时间', '耗时'], kinds: ['time'] },
  { words: ['space complexity', 'memory complexity', 'auxiliary space', 'additional space', 'extra space', 'space cost', 'memory', 'space', '空间复杂度', '额外空间', '空间开销', '空间', '内存'], kinds: ['space'] },
  { words: ['big-o', 'big o', 'complexity', '复杂度'], kinds: ['generic'] },
  { words: ['tc', 't'], kinds: ['time'], strict: true },
  { words: ['sc', 's'], kinds: ['space'], strict: true },
];

/** Words between a label and its notation: `Time complexity is O(n)`, `时间复杂度为 O(n)`, `… of this solution: O(n)`. */
const COPULAS = ['of this solution', 'of the solution', 'of this approach', 'of the algorithm', 'of this algorithm', 'of this code', 'in the worst case', 'worst case', 'in total', 'overall', 'amortized', 'amortised', 'is', 'are', 'about', 'around', 'roughly', 'only', 'just', 'still', '为', '是', '约', '大约', '仅', '只有', '也', '总', '整体'];
/** Punctuation between a label and its notation, and a comment's markers where a label sits on the line above. */
const SEPARATORS = ' \t\r\n:=：-–—~≈→*#/`\'"$';

/** The label that ends the text before a notation (`Time complexity: `, `时间复杂度为`, `T = `), with its length. */
function labelBefore(segment: string): { kinds: LabelKind[]; length: number } | null {
  let end = segment.length;
  let separated = false;
  for (let guard = 0; guard < 6; guard++) {
    const start = end;
    while (end > 0 && SEPARATORS.includes(segment[end - 1]!)) {
      if (':=：'.includes(segment[end - 1]!)) separated = true;
      end--;
    }
    const lower = segment.slice(0, end).toLowerCase();
    const copula = COPULAS.find((c) => lower.endsWith(c) && boundaryBefore(lower, lower.length - c.length, c));
    if (copula) end -= copula.length;
    if (end === start) break;
  }
  const head = segment.slice(0, end);
  const lower = head.toLowerCase();
  for (const label of LABELS) {
    for (const word of label.words) {
      if (!lower.endsWith(word)) continue;
      const at = end - word.length;
      if (!boundaryBefore(lower, at, word)) continue;
      if (label.strict && (!separated || head.slice(at) !== word.toUpperCase())) continue;
      return { kinds: label.kinds, length: segment.length - at };
    }
  }
  return null;
}

/** The label right after a notation (`O(n) time`, `O(1) extra space`, `O(n) 时间`), with its length. */
function labelAfter(segment: string): { kind: Kind; length: number } | null {
  let i = 0;
  while (i < segment.length && ' \t'.includes(segment[i]!)) i++;
  const lower = segment.slice(i).toLowerCase();
  const words: [string, Kind][] = [
    ['extra space', 'space'],
    ['additional space', 'space'],
    ['auxiliary space', 'space'],
    ['space', 'space'],
    ['memory', 'space'],
    ['time', 'time'],
    ['runtime', 'time'],
    ['的额外空间', 'space'],
    ['额外空间', 'space'],
    ['的空间', 'space'],
    ['空间', 'space'],
    ['的时间', 'time'],
    ['时间', 'time'],
  ];
  for (const [word, kind] of words) {
    if (!lower.startsWith(word)) continue;
    const next = lower[word.length];
    if (next !== undefined && /[a-z]/.test(next)) continue;
    return { kind, length: i + word.length };
  }
  return null;
}

/** A Latin word starts at `at` only when no letter comes before it; Chinese words need no boundary. */
function boundaryBefore(text: string, at: number, word: string): boolean {
  if (!/^[a-z]/.test(word)) return true;
  return at === 0 || !/[\p{L}\p{N}_]/u.test(text[at - 1]!);
}

/** How a claim stands against what was found, as facts (the coaches write the words). */
export interface ClaimComparison {
  agrees: boolean;
  /** The code costs more than the claim says (false when it agrees or costs less). */
  costsMore: boolean;
  /** The line to blame when the code costs more and the cause is known. */
  costLine: number | null;
}

/**
 * Compares a claim with the class the answer shows. `cause` is the analyser's own, given only when the answer's
 * class is the analyser's (a model that answered otherwise has its own reasons, which carry no line).
 */
export function compareClaim(claimed: ComplexityClass, detected: ComplexityClass, costLine: number | null): ClaimComparison {
  const order = CLASSES.indexOf(claimed) - CLASSES.indexOf(detected);
  if (order === 0) return { agrees: true, costsMore: false, costLine: null };
  if (order > 0) return { agrees: false, costsMore: false, costLine: null };
  return { agrees: false, costsMore: true, costLine };
}

/** The line a time cause blames: the recursion when there is one (it is what repeats the work), else the innermost step. */
export function timeCostLine(cause: TimeCause | null): number | null {
  if (!cause?.steps.length) return null;
  const recursion = cause.steps.find((s) => s.kind === 'recursion');
  return (recursion ?? cause.steps[cause.steps.length - 1]!).line;
}

export function spaceCostLine(cause: SpaceCause | null): number | null {
  return cause?.line ?? null;
}

/**
 * The code with every claim blanked (its label and notation replaced by spaces), so that a reader — a model — judges
 * the code and not what its comments say; lines and columns stay where they were, so line numbers still match.
 */
export function withoutClaims(code: string, claims: readonly Pick<ComplexityClaimFact, 'start' | 'end'>[]): string {
  if (!claims.length) return code;
  const spans = [...claims].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const { start, end } of spans) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += code.slice(at, from) + code.slice(from, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}
