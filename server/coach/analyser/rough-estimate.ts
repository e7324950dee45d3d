/**
 * The estimate the coach answers with when the analysis could not be had (it ran past its budget, its worker
 * crashed): the deepest nesting of loops, read from the loop keywords and the blocks around them. It runs on the
 * server's own thread, so it must be safe on any input:
 * - linear time: one pass over the characters, each looked at once (comments and literals are skipped forward,
 *   never searched again); no regular expression;
 * - bounded memory: one number per open block (at most one per character of the code, which the contract bounds);
 * - turns: it lets the event loop run every `CHARACTERS_PER_TURN` characters. It is needed only when an analysis
 *   failed, so it usually runs cold, in V8's interpreter: in one piece, 100,000 characters held the loop 12–28 ms.
 * It knows nothing of calls, recursion, collections or what bounds a loop: a loop is taken to run n times. The
 * answer says it is a rough estimate.
 */
import type { ComplexityClass } from './types.ts';

export interface RoughEstimate {
  time: ComplexityClass;
  /** The deepest nesting of loops found, and the line where it is reached (1-based; 0 when there is no loop). */
  loopNesting: number;
  line: number;
  /** The deepest nesting of blocks (braces, or indentation in Python). */
  blockNesting: number;
  /** Lines that are not blank. */
  lines: number;
}

/** How a language writes loops and blocks. */
interface Syntax {
  loops: ReadonlySet<string>;
  /** Python: blocks are indentation; `#` comments. Every other language: braces, line and block comments (C style). */
  indented: boolean;
  /** Quotes that open a string (a backslash escapes the next character), as character codes. */
  strings: ReadonlySet<number>;
  /** `'` opens a character literal only when it closes within a few characters (a Rust lifetime `'a` does not). */
  charLiterals: boolean;
  /**
   * A loop's body may be a single statement without braces (C-like languages, Kotlin), ended by `;` or by the end
   * of the line it is on. Go, Rust and Swift always brace a loop's body (and Go's `for` header holds semicolons).
   */
  bracelessBodies: boolean;
}

const quotes = (text: string): ReadonlySet<number> => new Set([...text].map((q) => q.charCodeAt(0)));

const C_LIKE: Syntax = { loops: new Set(['for', 'while', 'do']), indented: false, strings: quotes('"'), charLiterals: true, bracelessBodies: true };
const JS_LIKE: Syntax = { ...C_LIKE, strings: quotes('"\'`'), charLiterals: false };

const SYNTAX: Record<string, Syntax> = {
  python: { loops: new Set(['for', 'while']), indented: true, strings: quotes('"\''), charLiterals: false, bracelessBodies: false },
  java: C_LIKE,
  c: C_LIKE,
  cpp: C_LIKE,
  csharp: { ...C_LIKE, loops: new Set(['for', 'foreach', 'while', 'do']) },
  javascript: JS_LIKE,
  typescript: JS_LIKE,
  go: { loops: new Set(['for']), indented: false, strings: quotes('"`'), charLiterals: true, bracelessBodies: false },
  rust: { loops: new Set(['for', 'while', 'loop']), indented: false, strings: quotes('"'), charLiterals: true, bracelessBodies: false },
  swift: { loops: new Set(['for', 'while', 'repeat']), indented: false, strings: quotes('"'), charLiterals: false, bracelessBodies: false },
  kotlin: C_LIKE,
};

/** Loops nested deeper than this still read as O(n^3): the classes stop there below the exponential. */
const DEEPEST_CLASS = 3;
const CLASS_OF_NESTING: readonly ComplexityClass[] = ['O(1)', 'O(n)', 'O(n^2)', 'O(n^3)'];

/** Characters read between two turns of the event loop: a few milliseconds' work, run cold. */
const CHARACTERS_PER_TURN = 16_384;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function roughEstimate(code: string, language: string): Promise<RoughEstimate> {
  const syntax = SYNTAX[language] ?? C_LIKE;
  const found = syntax.indented ? await indentedNesting(code, syntax) : await bracedNesting(code, syntax);
  return {
    time: CLASS_OF_NESTING[Math.min(found.loopNesting, DEEPEST_CLASS)]!,
    ...found,
    lines: nonBlankLines(code),
  };
}

function isWordStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36 || c > 127;
}

function isWordPart(c: number): boolean {
  return isWordStart(c) || (c >= 48 && c <= 57);
}

/** Loop keywords are 2 to 7 letters long: longer words are never cut out of the code to be looked up. */
function isLoopKeyword(code: string, from: number, to: number, syntax: Syntax): boolean {
  return to - from >= 2 && to - from <= 7 && syntax.loops.has(code.slice(from, to));
}

const NEWLINE = 10;
const SPACE = 32;
const TAB = 9;
const CR = 13;
const COLON = 58;

/** Index just past the string literal whose opening quote is at `i` (a backslash escapes the next character). */
function pastString(code: string, i: number, quote: number): number {
  let j = i + 1;
  while (j < code.length) {
    const c = code.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === quote) return j + 1;
    else j++;
  }
  return code.length;
}

/** Index just past a character literal at `i` (`'a'`, `'\n'`, `'\u{1F600}'`), or `i + 1` when it is not one. */
function pastCharLiteral(code: string, i: number): number {
  const limit = Math.min(code.length, i + 12);
  for (let j = i + 1; j < limit; j++) {
    const c = code.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 39) return j + 1;
    else if (c === NEWLINE) break;
  }
  return i + 1;
}

function countLines(code: string, from: number, to: number): number {
  let n = 0;
  for (let k = from; k < to; k++) if (code.charCodeAt(k) === NEWLINE) n++;
  return n;
}

interface Nesting {
  loopNesting: number;
  line: number;
  blockNesting: number;
}

/**
 * Braced languages: each `{` opens a block that counts as a loop when a loop keyword came since the last block
 * boundary or statement end (`for (…) {`, `while x > 0 {`, `do {`); a loop whose body is a single statement
 * counts where that statement ends. Several keywords before one `{` (`for (…) for (…) {`) all nest.
 */
async function bracedNesting(code: string, syntax: Syntax): Promise<Nesting> {
  const n = code.length;
  /** Per open block: the loops it adds (0 or more), and the parentheses open around it (a lambda's body). */
  const blocks: number[] = [];
  const parensAround: number[] = [];
  let loops = 0;
  /** Loop keywords seen since the last `{`, `}` or statement end, outside parentheses. */
  let pending = 0;
  /** Something other than blanks followed a loop header on its line (Kotlin: the line is the loop's body). */
  let bodyOnLine = false;
  let parens = 0;
  let line = 1;
  const best: Nesting = { loopNesting: 0, line: 0, blockNesting: 0 };
  const reach = (depth: number) => {
    if (depth > best.loopNesting) {
      best.loopNesting = depth;
      best.line = line;
    }
  };
  let i = 0;
  let turnAt = CHARACTERS_PER_TURN;
  while (i < n) {
    if (i >= turnAt) {
      await nextTurn();
      turnAt = i + CHARACTERS_PER_TURN;
    }
    const c = code.charCodeAt(i);
    if (c === NEWLINE) {
      if (syntax.bracelessBodies && pending > 0 && bodyOnLine && parens === 0) {
        reach(loops + pending);
        pending = 0;
      }
      bodyOnLine = false;
      line++;
      i++;
      continue;
    }
    if (c === SPACE || c === TAB || c === CR) {
      i++;
      continue;
    }
    if (c === 47 && code.charCodeAt(i + 1) === 47) {
      const end = code.indexOf('\n', i);
      i = end < 0 ? n : end;
      continue;
    }
    if (c === 47 && code.charCodeAt(i + 1) === 42) {
      const end = code.indexOf('*/', i + 2);
      const to = end < 0 ? n : end + 2;
      line += countLines(code, i, to);
      i = to;
      continue;
    }
    if (syntax.strings.has(c)) {
      const to = pastString(code, i, c);
      line += countLines(code, i, to);
      i = to;
      bodyOnLine = pending > 0 && parens === 0;
      continue;
    }
    if (c === 39 && syntax.charLiterals) {
      i = pastCharLiteral(code, i);
      continue;
    }
    if (isWordStart(c)) {
      let j = i + 1;
      while (j < n && isWordPart(code.charCodeAt(j))) j++;
      if (parens === 0 && isLoopKeyword(code, i, j, syntax)) {
        pending++;
        bodyOnLine = false;
      } else if (pending > 0 && parens === 0) {
        bodyOnLine = true;
      }
      i = j;
      continue;
    }
    if (c === 40 || c === 91) parens++;
    else if (c === 41 || c === 93) parens = Math.max(0, parens - 1);
    else if (c === 123) {
      blocks.push(pending);
      parensAround.push(parens);
      loops += pending;
      reach(loops);
      pending = 0;
      parens = 0;
      if (blocks.length > best.blockNesting) best.blockNesting = blocks.length;
    } else if (c === 125) {
      loops -= blocks.pop() ?? 0;
      parens = parensAround.pop() ?? 0;
      pending = 0;
    } else if (c === 59 && parens === 0 && syntax.bracelessBodies) {
      reach(loops + pending);
      pending = 0;
    } else if (pending > 0 && parens === 0) {
      bodyOnLine = true;
    }
    i++;
  }
  return best;
}

/**
 * Python: a line that starts with `for` or `while` opens a block of the lines indented deeper; loop keywords
 * elsewhere on a line (comprehensions) nest inside it. Lines inside brackets continue their statement.
 */
async function indentedNesting(code: string, syntax: Syntax): Promise<Nesting> {
  const n = code.length;
  /** Open blocks: their indentation and whether they are loops. */
  const indents: number[] = [];
  const isLoop: boolean[] = [];
  let loops = 0;
  let line = 1;
  let brackets = 0;
  const best: Nesting = { loopNesting: 0, line: 0, blockNesting: 0 };
  let i = 0;
  let turnAt = CHARACTERS_PER_TURN;
  while (i < n) {
    // The start of a physical line: its indentation.
    let indent = 0;
    while (i < n) {
      const c = code.charCodeAt(i);
      if (c === SPACE) indent++;
      else if (c === TAB) indent += 8 - (indent % 8);
      else if (c !== CR) break;
      i++;
    }
    const first = code.charCodeAt(i);
    const blank = i >= n || first === NEWLINE || first === 35;
    let keywordsOnLine = 0;
    let opensLoop = false;
    let firstWord = true;
    /** The line's last character outside comments and blanks: a `:` opens a block. */
    let last = 0;
    if (!blank && brackets === 0) {
      while (indents.length && indents[indents.length - 1]! >= indent) {
        indents.pop();
        if (isLoop.pop()) loops--;
      }
    }
    // The rest of the physical line (a string may carry it over several lines). Every line passes here, so the
    // turns are taken here, within a long line as between short ones.
    while (i < n) {
      if (i >= turnAt) {
        await nextTurn();
        turnAt = i + CHARACTERS_PER_TURN;
      }
      const c = code.charCodeAt(i);
      if (c === NEWLINE) break;
      if (c === 35) {
        const end = code.indexOf('\n', i);
        i = end < 0 ? n : end;
        break;
      }
      if (syntax.strings.has(c)) {
        const triple = code.charCodeAt(i + 1) === c && code.charCodeAt(i + 2) === c;
        let to: number;
        if (triple) {
          const end = code.indexOf(code.slice(i, i + 3), i + 3);
          to = end < 0 ? n : end + 3;
        } else {
          to = pastString(code, i, c);
        }
        line += countLines(code, i, to);
        i = to;
        firstWord = false;
        last = c;
        continue;
      }
      if (isWordStart(c)) {
        let j = i + 1;
        while (j < n && isWordPart(code.charCodeAt(j))) j++;
        if (isLoopKeyword(code, i, j, syntax)) {
          keywordsOnLine++;
          if (firstWord && brackets === 0) opensLoop = true;
        }
        // `async for`: the loop keyword may come second.
        firstWord = firstWord && j - i === 5 && code.startsWith('async', i);
        last = c;
        i = j;
        continue;
      }
      if (c === 40 || c === 91 || c === 123) brackets++;
      else if (c === 41 || c === 93 || c === 125) brackets = Math.max(0, brackets - 1);
      if (c !== SPACE && c !== TAB && c !== CR) {
        firstWord = false;
        last = c;
      }
      i++;
    }
    if (keywordsOnLine > 0 && loops + keywordsOnLine > best.loopNesting) {
      best.loopNesting = loops + keywordsOnLine;
      best.line = line;
    }
    if (!blank && brackets === 0 && (opensLoop || last === COLON)) {
      indents.push(indent);
      isLoop.push(opensLoop);
      if (opensLoop) loops++;
      if (indents.length > best.blockNesting) best.blockNesting = indents.length;
    }
    if (i < n) {
      line++;
      i++;
    }
  }
  return best;
}

function nonBlankLines(code: string): number {
  let count = 0;
  let blank = true;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === NEWLINE) {
      if (!blank) count++;
      blank = true;
    } else if (c !== SPACE && c !== TAB && c !== CR) {
      blank = false;
    }
  }
  return blank ? count : count + 1;
}
