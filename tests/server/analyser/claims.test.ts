/**
 * Complexity claims in comments (server/coach/analyser/claims.ts, cost/notation.ts): how Big-O notation as people
 * write it is classed, which comments claim a complexity in every analysed language, what is not a claim, and that
 * the analysis never reads them (only the comment changes → the same analysis).
 */
import { describe, expect, it } from 'vitest';
import { analyseCode, complexityClassOf, withoutClaims } from '../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, CodeAnalysis, ComplexityClass } from '../../../server/coach/analyser/index.ts';
import { readClaims } from '../../../server/coach/analyser/claims.ts';
import { ADAPTERS } from '../../../server/coach/analyser/languages/registry.ts';
import { parseCode } from '../../../server/coach/analyser/model/parser.ts';

/** Strips the common indentation so programs can be written indented inside the test. */
function src(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

/** The claims as `kind line written→class`, in order. */
async function claimsOf(code: string, language: AnalysedLanguage): Promise<string[]> {
  const analysis = await analyseCode(code, language);
  return analysis.claims.map((c) => `${c.kind} ${c.line} ${c.written}→${c.claimed}`);
}

describe('Big-O notation into the seven classes (every size is n)', () => {
  const table: [string, ComplexityClass | null][] = [
    ['O(1)', 'O(1)'],
    ['O(n)', 'O(n)'],
    ['O(N)', 'O(n)'],
    ['O(k)', 'O(n)'],
    ['O(h)', 'O(n)'],
    ['O(target)', 'O(n)'],
    ['O(len(s))', 'O(n)'],
    ['O(nums.length)', 'O(n)'],
    ['O(s.size())', 'O(n)'],
    ['O(|s|)', 'O(n)'],
    ['O(3n)', 'O(n)'],
    ['O(n/2)', 'O(n)'],
    ['O(n + m)', 'O(n)'],
    ['O(V + E)', 'O(n)'],
    ['O(|V| + |E|)', 'O(n)'],
    ['O(n - k)', 'O(n)'],
    ['O(max(m, n))', 'O(n)'],
    ['O(n_1 + n_2)', 'O(n)'],
    ['O(m*n)', 'O(n^2)'],
    ['O(n·m)', 'O(n^2)'],
    ['O(m × n)', 'O(n^2)'],
    ['O(n \\times m)', 'O(n^2)'],
    ['O(nm)', 'O(n^2)'],
    ['O(mn)', 'O(n^2)'],
    ['O(n * k)', 'O(n^2)'],
    ['O(len(s) * len(t))', 'O(n^2)'],
    ['O(n²)', 'O(n^2)'],
    ['O(n^2)', 'O(n^2)'],
    ['O(n ^ 2)', 'O(n^2)'],
    ['O(N**2)', 'O(n^2)'],
    ['O(n^{2})', 'O(n^2)'],
    ['O(n^2 log n)', 'O(n^2)'],
    ['O(n³)', 'O(n^3)'],
    ['O(n^3)', 'O(n^3)'],
    ['O(n^4)', 'O(n^3)'],
    ['O(n log n)', 'O(n log n)'],
    ['O(nlogn)', 'O(n log n)'],
    ['O(nLogn)', 'O(n log n)'],
    ['O(N lg N)', 'O(n log n)'],
    ['O(n \\log n)', 'O(n log n)'],
    ['O(E log V)', 'O(n log n)'],
    ['O(klogk)', 'O(n log n)'],
    ['O(k log n)', 'O(n log n)'],
    ['O((m+n) log(m+n))', 'O(n log n)'],
    ['O(n log^2 n)', 'O(n log n)'],
    ['O(log n)', 'O(log n)'],
    ['O(logn)', 'O(log n)'],
    ['O(LogN)', 'O(log n)'],
    ['O(log(n))', 'O(log n)'],
    ['O(log_2 n)', 'O(log n)'],
    ['O(log₂n)', 'O(log n)'],
    ['O(log2n)', 'O(log n)'],
    ['O(2^n)', 'O(2^n)'],
    ['O(2ⁿ)', 'O(2^n)'],
    ['O(2^{n})', 'O(2^n)'],
    ['O(2^(n/2))', 'O(2^n)'],
    ['O(k^n)', 'O(2^n)'],
    ['O(n * 2^n)', 'O(2^n)'],
    ['O(n!)', 'O(2^n)'],
    ['O(n^n)', 'O(2^n)'],
    ['O(26)', 'O(1)'],
    ['O(10^5)', 'O(1)'],
    ['O(|Σ|)', 'O(1)'],
    ['O(C)', 'O(1)'],
    ['O(n × |Σ|)', 'O(n)'],
    ['O(n α(n))', 'O(n)'],
    ['Ｏ（ｎ）', 'O(n)'],
    ['O( n )', 'O(n)'],
    // Not one of the classes: no claim rather than a guess.
    ['O(sqrt(n))', null],
    ['O(√n)', null],
    ['O(n^(1/2))', null],
    ['O(n^1.5)', null],
    ['O(n/k)', null],
    ['O(number of nodes)', null],
    ['O(int n)', null],
    ['O(n in total)', null],
    ['O(foo(n))', null],
    ['O()', null],
    ['O(n))', null],
    ['O(n', null],
    ['n', null],
  ];
  it.each(table)('%s → %s', (text, expected) => {
    expect(complexityClassOf(text)).toBe(expected);
  });
});

describe('claims read from comments, in every analysed language', () => {
  const cases: { name: string; language: AnalysedLanguage; code: string; claims: string[] }[] = [
    {
      name: 'python: a labelled line comment with both claims',
      language: 'python',
      code: src(`
        # Time: O(n), Space: O(1)
        def total(nums):
            return sum(nums)
      `),
      claims: ['time 1 O(n)→O(n)', 'space 1 O(1)→O(1)'],
    },
    {
      name: 'python: a function docstring',
      language: 'python',
      code: src(`
        def pairs(nums):
            """Count pairs.

            Time complexity: O(n^2)
            Space complexity: O(1)
            """
            return 0
      `),
      claims: ['time 4 O(n^2)→O(n^2)', 'space 5 O(1)→O(1)'],
    },
    {
      name: 'python: a module docstring with a bare notation',
      language: 'python',
      code: src(`
        """O(n log n)"""
        def f(xs):
            return sorted(xs)
      `),
      claims: ['time 1 O(n log n)→O(n log n)'],
    },
    {
      name: 'python: a class method with a header comment inside the class',
      language: 'python',
      code: src(`
        class Solution:
            # 时间复杂度：O(n)，空间复杂度：O(n)
            def twoSum(self, nums, target):
                seen = {}
                return []
      `),
      claims: ['time 2 O(n)→O(n)', 'space 2 O(n)→O(n)'],
    },
    {
      name: 'python: a label on the line above the notation',
      language: 'python',
      code: src(`
        def f(xs):
            """
            Time complexity:
                O(n)
            """
            return len(xs)
      `),
      claims: ['time 4 O(n)→O(n)'],
    },
    {
      name: 'java: T: and S: on one line',
      language: 'java',
      code: src(`
        class Solution {
            // T: O(n) S: O(1)
            public int max(int[] a) { int m = a[0]; for (int x : a) m = Math.max(m, x); return m; }
        }
      `),
      claims: ['time 2 O(n)→O(n)', 'space 2 O(1)→O(1)'],
    },
    {
      name: 'java: a Javadoc block',
      language: 'java',
      code: src(`
        class Solution {
            /**
             * Sorts first.
             * Time complexity: O(N lg N)
             * Space: O(log N)
             */
            public void run(int[] a) { java.util.Arrays.sort(a); }
        }
      `),
      claims: ['time 4 O(N lg N)→O(n log n)', 'space 5 O(log N)→O(log n)'],
    },
    {
      name: 'cpp: Chinese labels with full-width colons and commas',
      language: 'cpp',
      code: src(`
        // 时间复杂度：O(m*n)，空间复杂度：O(1)
        int f(vector<vector<int>>& g) { return g.size(); }
      `),
      claims: ['time 1 O(m*n)→O(n^2)', 'space 1 O(1)→O(1)'],
    },
    {
      name: 'cpp: a block comment with trailing labels',
      language: 'cpp',
      code: src(`
        /* O(n) time and O(1) extra space */
        int f(vector<int>& a) { return a.size(); }
      `),
      claims: ['time 1 O(n)→O(n)', 'space 1 O(1)→O(1)'],
    },
    {
      name: 'cpp: a full-width notation typed with a Chinese input method',
      language: 'cpp',
      code: src(`
        // 时间：Ｏ（ｎ）
        int f(int n) { return n; }
      `),
      claims: ['time 1 O(n)→O(n)'],
    },
    {
      name: 'javascript: a bare notation heading a function',
      language: 'javascript',
      code: src(`
        // O(n log n)
        function f(a) { return a.sort((x, y) => x - y); }
      `),
      claims: ['time 1 O(n log n)→O(n log n)'],
    },
    {
      name: 'javascript: two bare notations side by side are time, then space',
      language: 'javascript',
      code: src(`
        // O(n), O(1)
        const f = (a) => a.length;
      `),
      claims: ['time 1 O(n)→O(n)', 'space 1 O(1)→O(1)'],
    },
    {
      name: 'typescript: labels after a bar, and JSDoc complexity',
      language: 'typescript',
      code: src(`
        /** @complexity \`O(logn)\` */
        function f(n: number): number {
          // Time O(n) | Space O(n)
          return n;
        }
      `),
      claims: ['time 1 O(logn)→O(log n)', 'time 3 O(n)→O(n)', 'space 3 O(n)→O(n)'],
    },
    {
      name: 'go: a comment on the function header line',
      language: 'go',
      code: src(`
        func count(xs []int) int { // O(n)
            return len(xs)
        }
      `),
      claims: ['time 1 O(n)→O(n)'],
    },
    {
      name: 'go: "time and space" claims both',
      language: 'go',
      code: src(`
        // Time and space complexity: O(n)
        func f(xs []int) []int { return append([]int{}, xs...) }
      `),
      claims: ['time 1 O(n)→O(n)', 'space 1 O(n)→O(n)'],
    },
    {
      name: 'go: copulas between label and notation (English and Chinese)',
      language: 'go',
      code: src(`
        // The time complexity of this solution is O(n^2).
        // 空间复杂度为 O(n)。
        func f(xs []int) int { return 0 }
      `),
      claims: ['time 1 O(n^2)→O(n^2)', 'space 2 O(n)→O(n)'],
    },
    {
      name: 'a labelled claim counts anywhere, also inside a function body',
      language: 'python',
      code: src(`
        def f(xs):
            xs.sort()
            # overall time: O(n log n)
            return xs
      `),
      claims: ['time 3 O(n log n)→O(n log n)'],
    },
  ];
  it.each(cases)('$name', async ({ code, language, claims }) => {
    expect(await claimsOf(code, language)).toEqual(claims);
  });

  it('C is read with the C++ grammar, comments included', async () => {
    const code = src(`
      /* Time: O(n) */
      int sum(int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
    `);
    expect(await claimsOf(code, 'cpp')).toEqual(['time 1 O(n)→O(n)']);
  });

  it('gives the offsets of each claim, label included (what a model must not see)', async () => {
    const code = src(`
      # Time: O(n), Space: O(1)
      def f(xs):
          return xs
    `);
    const { claims } = await analyseCode(code, 'python');
    expect(claims.map((c) => code.slice(c.start, c.end))).toEqual(['Time: O(n)', 'Space: O(1)']);
    const trailing = src(`
      // O(n) time, O(1) space
      int f(int n) { return n; }
    `);
    const more = await analyseCode(trailing, 'cpp');
    expect(more.claims.map((c) => trailing.slice(c.start, c.end))).toEqual(['O(n) time', 'O(1) space']);
  });
});

describe('the code without its claims (what a model is shown)', () => {
  it('blanks each claim, label and notation, and keeps every line, column and the rest of the comment', async () => {
    const code = src(`
      # Two pointers. Time: O(n), Space: O(1)
      def f(xs):
          """Time complexity: O(n^2)
          walks the list once"""
          return len(xs)  # not a claim: O(1)
    `);
    const { claims } = await analyseCode(code, 'python');
    expect(claims).toHaveLength(3);
    const blanked = withoutClaims(code, claims);
    expect(blanked.length).toBe(code.length);
    expect(blanked.split('\n').map((l) => l.trimEnd())).toEqual([
      '# Two pointers.           ,',
      'def f(xs):',
      '    """',
      '    walks the list once"""',
      '    return len(xs)  # not a claim: O(1)',
      '',
    ]);
    expect(withoutClaims(code, [])).toBe(code);
  });
});

describe('what is not a claim', () => {
  const cases: { name: string; language: AnalysedLanguage; code: string }[] = [
    {
      name: 'a notation in a string literal',
      language: 'python',
      code: src(`
        def f(xs):
            print("Time: O(n)")
            s = 'O(n^2)'
            return s
      `),
    },
    {
      name: 'a notation in a JavaScript template or string',
      language: 'javascript',
      code: src(`
        function f() { const label = \`Time: O(n)\`; return "O(1)" + label; }
      `),
    },
    {
      name: 'a URL in a comment',
      language: 'java',
      code: src(`
        class Solution {
            // see https://example.org/wiki/O(n)_algorithms
            public int f(int n) { return n; }
        }
      `),
    },
    {
      name: 'a name that ends in O (code, not notation)',
      language: 'cpp',
      code: src(`
        // FOO(n) and big_O(n) are macros
        int f(int n) { return n; }
      `),
    },
    {
      name: 'commented-out code that calls O',
      language: 'javascript',
      code: src(`
        // const x = compute.O(n);
        function f(n) { return n; }
      `),
    },
    {
      name: 'a bare notation after a statement describes that step',
      language: 'python',
      code: src(`
        def f(xs):
            xs.sort()  # O(n log n)
            return xs
      `),
    },
    {
      name: 'a bare notation inside a function body, below its first statement',
      language: 'java',
      code: src(`
        class Solution {
            public int f(int[] a) {
                int s = 0;
                // O(n) pass
                for (int x : a) s += x;
                return s;
            }
        }
      `),
    },
    {
      name: 'a bare notation with prose before it',
      language: 'go',
      code: src(`
        // Brute force would be O(n^2)
        func f(xs []int) int { return 0 }
      `),
    },
    {
      name: 'two bare notations with prose between them',
      language: 'python',
      code: src(`
        # A hash map gives O(n) instead of O(n^2)
        def f(xs):
            return xs
      `),
    },
    {
      name: 'a notation that is none of the classes',
      language: 'python',
      code: src(`
        # Time: O(sqrt(n))
        def f(n):
            return n
      `),
    },
    {
      name: 'a label that is part of a word',
      language: 'cpp',
      code: src(`
        // LIST: O(n)  Runs: O(1)
        int f(int n) { return n; }
      `),
    },
  ];
  it.each(cases)('$name', async ({ code, language }) => {
    expect(await claimsOf(code, language)).toEqual([]);
  });

  it('reads hostile comments in linear time: one long line of unclosed notations, thousands of claim lines', async () => {
    /** The claims of `code`, and how long reading them took (the parse, the analyser's, not counted). */
    async function timed(code: string, language: AnalysedLanguage) {
      const parsed = await parseCode(code, language);
      const started = performance.now();
      const claims = readClaims(parsed.root, ADAPTERS[language], code);
      return { claims: claims.map((c) => c.written), ms: performance.now() - started };
    }
    // Once to warm up (the first call compiles the reader); a quadratic reading takes seconds at these sizes.
    await timed('# Time: O(n)\ndef f():\n    # O(n)\n    return 1\n', 'python');
    const long = await timed(`// ${'O(O('.repeat(50_000)} ${'Time: '.repeat(10_000)}\nint f(int n) { return n; }\n`, 'cpp');
    expect(long.claims).toEqual([]);
    expect(long.ms).toBeLessThan(500);
    const body = Array.from({ length: 10_000 }, (_, i) => `    x = ${i}\n    # O(n)\n`).join('');
    const many = await timed(`def f():\n    # Time: O(1)\n${body}`, 'python');
    expect(many.claims).toEqual(['O(1)']);
    expect(many.ms).toBeLessThan(1_000);
  });
});

describe('the analysis never reads the claims', () => {
  /** Everything but the claims themselves. */
  function withoutClaims(a: CodeAnalysis): Omit<CodeAnalysis, 'claims'> {
    const { claims, ...rest } = a;
    void claims;
    return rest;
  }

  const programs: { language: AnalysedLanguage; code: (claim: string) => string }[] = [
    {
      language: 'python',
      code: (claim) => src(`
        # ${claim}
        def pairs(nums):
            """${claim}"""
            c = 0
            for i in range(len(nums)):
                for j in range(i + 1, len(nums)):
                    c += nums[i] == nums[j]
            return c
      `),
    },
    {
      language: 'java',
      code: (claim) => src(`
        class Solution {
            /** ${claim} */
            public int[] f(int[] a) {
                // ${claim}
                java.util.Arrays.sort(a);
                return a;
            }
        }
      `),
    },
    {
      language: 'cpp',
      code: (claim) => src(`
        // ${claim}
        int fib(int n) { /* ${claim} */ return n < 2 ? n : fib(n - 1) + fib(n - 2); }
      `),
    },
    {
      language: 'javascript',
      code: (claim) => src(`
        // ${claim}
        function f(a) { const seen = new Set(); for (const x of a) seen.add(x); return seen.size; }
      `),
    },
    {
      language: 'typescript',
      code: (claim) => src(`
        // ${claim}
        function f(n: number): number { let k = 0; while (n > 1) { n = Math.floor(n / 2); k++; } return k; }
      `),
    },
    {
      language: 'go',
      code: (claim) => src(`
        // ${claim}
        func f(g [][]int) int { s := 0; for _, row := range g { for _, x := range row { s += x } }; return s }
      `),
    },
  ];
  it.each(programs)('$language: the same analysis whatever the comments claim', async ({ language, code }) => {
    const plain = await analyseCode(code('a comment'), language);
    expect(plain.claims).toEqual([]);
    for (const claim of ['Time: O(1), Space: O(1)', 'Time: O(2^n), Space: O(n^2)', '时间复杂度：O(n!)']) {
      const claimed = await analyseCode(code(claim), language);
      expect(claimed.claims.length).toBeGreaterThan(0);
      expect(withoutClaims(claimed)).toEqual(withoutClaims(plain));
    }
  });
});
