/**
 * The embedded coach sets the code's own complexity claims against what it found: agreeing, costing more (with the
 * line to blame, named in zh and en), costing less; and a sentence in the feedback when they differ. Every program
 * here is written for this test.
 */
import { describe, expect, it } from 'vitest';
import { createCoach } from '../../server/coach/index.ts';
import type { CoachProblem, CodeLanguage, ComplexityClaim } from '../../server/coach/index.ts';
import type { Lang } from '../../server/i18n/texts.ts';

const coach = createCoach();

const problem: CoachProblem = {
  id: '11111111-1111-4111-8111-111111111111',
  frontendId: 9001,
  slug: 'count-equal-pairs',
  title: { zh: '相等的数对', en: 'Equal Pairs' },
  difficulty: 'Easy',
  category: 'array',
  tags: ['Array', 'Hash Table'],
  statement: { zh: '', en: '' },
  hints: [],
};

function src(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

async function claims(code: string, language: CodeLanguage, lang: Lang): Promise<ComplexityClaim[]> {
  return (await coach.analyse({ problem, code, language, lang })).complexity_claims;
}

const nested = src(`
  # Time: O(n), Space: O(1)
  def pairs(nums):
      c = 0
      for i in range(len(nums)):
          for j in range(i + 1, len(nums)):
              if nums[i] == nums[j]:
                  c += 1
      return c
`);

describe('a claim the code costs more than', () => {
  it('names the loop inside the loop (en and zh)', async () => {
    expect(await claims(nested, 'python', 'en')).toEqual([
      { kind: 'time', claimed: 'O(n)', line: 1, detected: 'O(n^2)', agrees: false, cost_line: 5, explanation: 'You wrote O(n); the loop at line 5 inside the loop at line 4 makes it O(n²).' },
      { kind: 'space', claimed: 'O(1)', line: 1, detected: 'O(1)', agrees: true, explanation: 'Your comment says O(1) space, and the analysis agrees.' },
    ]);
    expect((await claims(nested, 'python', 'zh'))[0]!.explanation).toBe('你写的是 O(n)；第 4 行循环里的第 5 行循环使它成为 O(n²)。');
  });

  it('names a sort', async () => {
    const code = src(`
      class Solution {
          // Time: O(n)
          public int smallest(int[] a) {
              java.util.Arrays.sort(a);
              return a[0];
          }
      }
    `);
    const [claim] = await claims(code, 'java', 'en');
    expect(claim).toMatchObject({ kind: 'time', line: 2, detected: 'O(n log n)', agrees: false, cost_line: 4 });
    expect(claim!.explanation).toBe('You wrote O(n); the sort at line 4 makes it O(n log n).');
    expect((await claims(code, 'java', 'zh'))[0]!.explanation).toBe('你写的是 O(n)；第 4 行的排序使它成为 O(n log n)。');
  });

  it('names a recursion that branches twice per call', async () => {
    const code = src(`
      // 时间复杂度：O(n)
      int ways(int n) {
          if (n <= 1) return 1;
          return ways(n - 1) + ways(n - 2);
      }
    `);
    const [claim] = await claims(code, 'cpp', 'en');
    expect(claim).toMatchObject({ claimed: 'O(n)', detected: 'O(2^n)', cost_line: 4 });
    expect(claim!.explanation).toBe('You wrote O(n); the recursion at line 4, which branches twice per call, makes it O(2^n).');
    expect((await claims(code, 'cpp', 'zh'))[0]!.explanation).toBe('你写的是 O(n)；第 4 行的递归（每次调用分出两支）使它成为 O(2^n)。');
  });

  it('follows a call into a helper', async () => {
    const code = src(`
      function sum(a) {
        let s = 0;
        for (const x of a) s += x;
        return s;
      }
      // O(n)
      function f(a) {
        let t = 0;
        for (let i = 0; i < a.length; i++) t += sum(a);
        return t;
      }
    `);
    const [claim] = await claims(code, 'javascript', 'en');
    expect(claim).toMatchObject({ line: 6, detected: 'O(n^2)', cost_line: 3 });
    expect(claim!.explanation).toBe('You wrote O(n); the loop at line 3 in sum, called at line 9, inside the loop at line 9 makes it O(n²).');
    expect((await claims(code, 'javascript', 'zh'))[0]!.explanation).toBe('你写的是 O(n)；第 9 行循环里的第 9 行调用的 sum 里的第 3 行循环使它成为 O(n²)。');
  });

  it('names what takes the space', async () => {
    const code = src(`
      // Space: O(1)
      func prefix(nums []int) int {
          sums := make([]int, len(nums)+1)
          for i, x := range nums {
              sums[i+1] = sums[i] + x
          }
          return sums[len(nums)] - sums[0]
      }
    `);
    const [claim] = await claims(code, 'go', 'en');
    expect(claim).toMatchObject({ kind: 'space', claimed: 'O(1)', detected: 'O(n)', agrees: false, cost_line: 3 });
    expect(claim!.explanation).toBe('You wrote O(1) space; it is O(n) because of sums, created at line 3.');
    expect((await claims(code, 'go', 'zh'))[0]!.explanation).toBe('你写的空间是 O(1)；第 3 行创建的 sums 使它成为 O(n)。');
  });
});

describe('other comparisons', () => {
  it('says when the code does better than its comment, without a line to blame', async () => {
    const code = src(`
      # Time: O(n^2)
      def total(nums):
          return sum(nums)
    `);
    const [claim] = await claims(code, 'python', 'en');
    expect(claim).toEqual({ kind: 'time', claimed: 'O(n^2)', line: 1, detected: 'O(n)', agrees: false, explanation: 'You wrote O(n^2), but the code does better: O(n).' });
    expect((await claims(code, 'python', 'zh'))[0]!.explanation).toBe('你写的是 O(n^2)，但代码其实更快：O(n)。');
  });

  it('agrees by class, whatever the wording (every size is n)', async () => {
    const code = src(`
      # Time: O(m*n)
      def paths(m, n):
          s = 0
          for i in range(m):
              for j in range(n):
                  s += i * j
          return s
    `);
    const [claim] = await claims(code, 'python', 'zh');
    expect(claim).toMatchObject({ claimed: 'O(m*n)', agrees: true, explanation: '注释写的时间复杂度 O(m*n) 与分析结果一致。' });
    expect(claim).not.toHaveProperty('cost_line');
  });

  it('answers no claims when the comments claim none', async () => {
    expect(await claims('def f(xs):\n    # sum them\n    return sum(xs)\n', 'python', 'en')).toEqual([]);
  });

  it('keeps the first claim of each kind (the contract carries two)', async () => {
    const code = src(`
      # Time: O(n)
      # Time: O(n^2), Space: O(n)
      # Space: O(1)
      def f(xs):
          return len(xs)
    `);
    expect((await claims(code, 'python', 'en')).map((c) => `${c.kind} ${c.claimed} ${c.line}`)).toEqual(['time O(n) 1', 'space O(n) 2']);
  });

  it('keeps an explanation within 500 characters, even with a very long function name', async () => {
    const name = `helper${'x'.repeat(600)}`;
    const code = src(`
      def ${name}(a):
          return sum(a)

      # Time: O(1)
      def f(a):
          t = 0
          for x in a:
              t += ${name}(a)
          return t
    `);
    for (const lang of ['en', 'zh'] as const) {
      const [claim] = await claims(code, 'python', lang);
      expect(claim!.agrees).toBe(false);
      expect(claim!.explanation.length).toBeLessThanOrEqual(500);
    }
  });
});

describe('the feedback', () => {
  it('mentions a mismatch in one sentence, in the learner’s language', async () => {
    const en = await coach.analyse({ problem, code: nested, language: 'python', lang: 'en' });
    expect(en.feedback).toContain('Note that your comment at line 1 says O(n) time, while the code takes O(n²) (see line 5).');
    const zh = await coach.analyse({ problem, code: nested, language: 'python', lang: 'zh' });
    expect(zh.feedback).toContain('注意：第 1 行注释写的时间复杂度是 O(n)，而代码实际是 O(n²)（见第 5 行）。');
  });

  it('says nothing of claims that agree', async () => {
    const code = src(`
      # Time: O(n)
      def total(nums):
          return sum(nums)
    `);
    const a = await coach.analyse({ problem, code, language: 'python', lang: 'en' });
    expect(a.complexity_claims).toHaveLength(1);
    expect(a.feedback).not.toContain('your comment');
  });
});
