/**
 * The rough estimate the coach answers with when the analysis could not be had (rough-estimate.ts): loop nesting
 * from loop keywords and blocks, in every offered language, not fooled by keywords in comments, strings or longer
 * names — and safe on any input, since it runs on the server's own thread.
 */
import { describe, expect, it } from 'vitest';
import { roughEstimate } from '../../../server/coach/analyser/rough-estimate.ts';
import type { CodeLanguage } from '../../../server/coach/types.ts';
import { hostileInputs, LANGUAGES } from './hostile-inputs.ts';

interface Case {
  what: string;
  language: CodeLanguage;
  code: string;
  /** The deepest loop nesting, and its line. */
  loops: number;
  line?: number;
}

const CASES: Case[] = [
  // Counted: nested loops, whatever the language writes them with.
  { what: 'two nested for loops', language: 'python', code: 'def f(a):\n    for x in a:\n        for y in a:\n            print(x, y)\n', loops: 2, line: 3 },
  { what: 'a while inside a for, body on the same line', language: 'python', code: 'for x in a:\n    while x: x -= 1\n', loops: 2, line: 2 },
  { what: 'a comprehension inside a loop', language: 'python', code: 'for x in a:\n    s = [y for y in a]\n', loops: 2, line: 2 },
  { what: 'async for', language: 'python', code: 'async def f(a):\n    async for x in a:\n        for y in a:\n            pass\n', loops: 2, line: 3 },
  { what: 'braceless nested for loops', language: 'java', code: 'class A { int f(int[] a) { int s = 0;\nfor (int i = 0; i < a.length; i++)\nfor (int j = 0; j < i; j++)\ns++;\nreturn s; } }', loops: 2, line: 4 },
  { what: 'a do-while around a for', language: 'cpp', code: 'int f(int n) {\ndo {\nfor (int i = 0; i < n; i++) { n--; }\n} while (n > 0);\n}', loops: 2, line: 3 },
  { what: 'foreach inside while', language: 'csharp', code: 'class A { void F(List<int> a) {\nwhile (a.Count > 0) {\nforeach (var x in a) { }\na.RemoveAt(0);\n} } }', loops: 2, line: 3 },
  { what: "Go's for with semicolons in its header", language: 'go', code: 'func f(a []int) {\n\tfor i := 0; i < len(a); i++ {\n\t\tfor j := range a {\n\t\t\t_ = j\n\t\t}\n\t}\n}\n', loops: 2, line: 3 },
  { what: "Rust's loop, for and while", language: 'rust', code: 'fn f(a: &[i32]) {\n    loop {\n        for x in a.iter() {\n            while *x > 0 { break; }\n        }\n    }\n}\n', loops: 3, line: 4 },
  { what: "Swift's repeat-while around a for", language: 'swift', code: 'func f(_ a: [Int]) {\n    repeat {\n        for x in a { print(x) }\n    } while false\n}\n', loops: 2, line: 3 },
  { what: 'a Kotlin loop whose body is the next line', language: 'kotlin', code: 'fun f(a: IntArray) {\n    for (x in a)\n        for (y in a) println(x + y)\n}\n', loops: 2, line: 3 },
  { what: 'a loop inside a lambda passed as an argument', language: 'javascript', code: 'function f(a) {\n  a.forEach((x) => {\n    for (const y of a) { g(x, y); }\n  });\n}\n', loops: 1, line: 3 },
  { what: 'four nested loops still read as the deepest class, O(n^3)', language: 'typescript', code: 'for (;;) { for (;;) { for (;;) { for (;;) { } } } }', loops: 4, line: 1 },

  // Not counted: what is not a loop.
  { what: 'keywords in comments and strings', language: 'java', code: 'class A { // for for\n/* while (x) { } */ String s = "for (;;) {"; char c = \'{\'; }', loops: 0 },
  { what: 'keywords inside longer names', language: 'cpp', code: 'int f() { int format = 0; int whilst = 1; int done = 2; { { } } return format; }', loops: 0 },
  { what: 'Python keywords in strings, docstrings and comments', language: 'python', code: 'def f():\n    """for x in y:\n    while True:"""\n    s = "for"  # while\n    return s\n', loops: 0 },
  { what: 'a Rust lifetime is not a character literal', language: 'rust', code: "fn f<'a>(s: &'a str) -> &'a str { let c = '{'; s }", loops: 0 },
  { what: 'a Kotlin loop ends at the end of its line', language: 'kotlin', code: 'fun f(a: IntArray) {\n    for (x in a) println(x)\n    if (a.isEmpty()) { return }\n}\n', loops: 1, line: 2 },
  { what: 'sibling loops do not nest', language: 'go', code: 'func f(a []int) {\n\tfor range a {\n\t}\n\tfor range a {\n\t}\n}\n', loops: 1, line: 2 },
  { what: 'a dedent closes a Python loop', language: 'python', code: 'for x in a:\n    pass\nfor y in a:\n    pass\n', loops: 1, line: 1 },
];

describe('roughEstimate', () => {
  it.each(CASES)('$language: $what', async ({ language, code, loops, line }) => {
    const estimate = await roughEstimate(code, language);
    expect(estimate.loopNesting).toBe(loops);
    if (line !== undefined) expect(estimate.line).toBe(line);
    expect(estimate.time).toBe((['O(1)', 'O(n)', 'O(n^2)', 'O(n^3)'] as const)[Math.min(loops, 3)]);
  });

  it('counts non-blank lines and the deepest block', async () => {
    expect((await roughEstimate('a\n\n  \nb\n', 'python')).lines).toBe(2);
    expect((await roughEstimate('{ { { } } }', 'java')).blockNesting).toBe(3);
    expect((await roughEstimate('if a:\n    if b:\n        pass\n', 'python')).blockNesting).toBe(2);
  });

  it('answers for anything, unbalanced or unterminated', async () => {
    for (const code of ['}}}}', '"unterminated', "'", '/* open', 'for', 'for (', '\n\n\t\t', '']) {
      for (const language of LANGUAGES) expect((await roughEstimate(code, language)).time).toMatch(/^O\(/);
    }
  });

  // Its work grows with the length of the code alone: the hostile inputs (100,000 characters at most) take a few
  // milliseconds each; anything quadratic would take minutes. The bound leaves room for a busy machine.
  it.each(LANGUAGES)('reads every hostile %s input in linear time', async (language) => {
    for (const input of hostileInputs(language)) {
      const started = performance.now();
      await roughEstimate(input.code, language);
      expect(performance.now() - started, input.name).toBeLessThan(500);
    }
  });

  // It runs on the server's thread: a long input is read a piece at a time, the event loop turning in between.
  it.each(['python', 'java'] as const)('lets the event loop turn while it reads a long %s input', async (language) => {
    const long = hostileInputs(language).find((input) => input.code.length >= 90_000)!;
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    await roughEstimate(long.code, language);
    counting = false;
    expect(turns, long.name).toBeGreaterThanOrEqual(4);
  });
});
