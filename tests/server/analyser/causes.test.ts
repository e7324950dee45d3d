/**
 * Why the code costs what it costs (CodeAnalysis.timeCause / spaceCause): the chain of loops, calls, library
 * operations and recursion the time analysis found, and what takes the space — plain data, derived from the same
 * costs the answer's classes come from.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, ComplexityClass, CostStep, SpaceCause } from '../../../server/coach/analyser/index.ts';

function src(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

/** A step in short: `loop@5`, `sort@4`, `call helper@6`, `recursion fib@3 ×2`, `allocation@2`. */
function short(step: CostStep): string {
  switch (step.kind) {
    case 'loop':
      return `loop@${step.line}`;
    case 'call':
      return `call ${step.function}@${step.line}`;
    case 'library':
      return `${step.operation}@${step.line}`;
    case 'recursion':
      return `recursion ${step.function}@${step.line} ×${step.branches}`;
    case 'allocation':
      return `allocation@${step.line}`;
  }
}

interface Case {
  name: string;
  language: AnalysedLanguage;
  code: string;
  time: ComplexityClass;
  steps: string[] | null;
}

const timeCases: Case[] = [
  {
    name: 'constant work has no cause',
    language: 'python',
    code: src(`
      def area(w, h):
          return w * h
    `),
    time: 'O(1)',
    steps: null,
  },
  {
    name: 'one loop',
    language: 'python',
    code: src(`
      def total(nums):
          s = 0
          for x in nums:
              s += x
          return s
    `),
    time: 'O(n)',
    steps: ['loop@3'],
  },
  {
    name: 'a loop inside a loop',
    language: 'python',
    code: src(`
      def pairs(nums):
          c = 0
          for i in range(len(nums)):
              for j in range(i + 1, len(nums)):
                  c += nums[i] == nums[j]
          return c
    `),
    time: 'O(n^2)',
    steps: ['loop@3', 'loop@4'],
  },
  {
    name: 'a loop over four directions is no link of its own',
    language: 'python',
    code: src(`
      def f(grid):
          s = 0
          for r in range(len(grid)):
              for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                  s += dr + dc
          return s
    `),
    time: 'O(n)',
    steps: ['loop@3'],
  },
  {
    name: 'the costlier of two nests in sequence (the first one, when equal)',
    language: 'java',
    code: src(`
      class Solution {
          int f(int[] a) {
              int s = 0;
              for (int x : a) s += x;
              for (int i = 0; i < a.length; i++)
                  for (int j = 0; j < a.length; j++)
                      s += a[i] * a[j];
              return s;
          }
      }
    `),
    time: 'O(n^2)',
    steps: ['loop@5', 'loop@6'],
  },
  {
    name: 'a sort',
    language: 'java',
    code: src(`
      class Solution {
          int f(int[] a) {
              java.util.Arrays.sort(a);
              return a[0];
          }
      }
    `),
    time: 'O(n log n)',
    steps: ['sort@3'],
  },
  {
    name: 'a sort inside a loop',
    language: 'cpp',
    code: src(`
      int f(vector<int>& a) {
          int s = 0;
          for (int i = 0; i < a.size(); i++) {
              sort(a.begin(), a.end());
              s += a[i];
          }
          return s;
      }
    `),
    time: 'O(n^2)',
    steps: ['loop@3', 'sort@4'],
  },
  {
    name: 'a linear search inside a loop',
    language: 'python',
    code: src(`
      def common(a, b):
          out = 0
          for x in a:
              if x in b:
                  out += 1
          return out
    `),
    time: 'O(n^2)',
    steps: ['loop@3', 'contains@4'],
  },
  {
    name: 'a loop in a helper, called inside a loop',
    language: 'javascript',
    code: src(`
      function sum(a) {
        let s = 0;
        for (const x of a) s += x;
        return s;
      }
      function f(a) {
        let t = 0;
        for (let i = 0; i < a.length; i++) t += sum(a);
        return t;
      }
    `),
    time: 'O(n^2)',
    steps: ['loop@8', 'call sum@8', 'loop@3'],
  },
  {
    name: 'a recursion that branches twice',
    language: 'typescript',
    code: src(`
      function fib(n: number): number {
        if (n < 2) return n;
        return fib(n - 1) + fib(n - 2);
      }
    `),
    time: 'O(2^n)',
    steps: ['recursion fib@3 ×2'],
  },
  {
    name: 'nested loops in Go',
    language: 'go',
    code: src(`
      func f(g [][]int) int {
          s := 0
          for i := 0; i < len(g); i++ {
              for j := 0; j < len(g); j++ {
                  s += g[i][j]
              }
          }
          return s
      }
    `),
    time: 'O(n^2)',
    steps: ['loop@3', 'loop@4'],
  },
];

describe('the cause of the time', () => {
  it.each(timeCases)('$language: $name', async ({ code, language, time, steps }) => {
    const analysis = await analyseCode(code, language);
    expect(analysis.time).toBe(time);
    expect(analysis.timeCause?.steps.map(short) ?? null).toEqual(steps);
  });
});

describe('the cause of the space', () => {
  const cases: { name: string; language: AnalysedLanguage; code: string; cause: SpaceCause | null }[] = [
    {
      name: 'nothing grows',
      language: 'python',
      code: src(`
        def f(nums):
            return max(nums)
      `),
      cause: null,
    },
    {
      name: 'an array allocated by size',
      language: 'python',
      code: src(`
        def f(nums):
            n = len(nums)
            dp = [0] * (n + 1)
            for i in range(n):
                dp[i + 1] = dp[i] + nums[i]
            return dp[n] - dp[0]
      `),
      cause: { line: 3, what: 'allocation', name: 'dp' },
    },
    {
      name: 'the call stack of a recursion',
      language: 'java',
      code: src(`
        class Solution {
            int depth(int n) {
                if (n == 0) return 0;
                return 1 + depth(n - 1);
            }
        }
      `),
      cause: { line: 4, what: 'recursion_depth', name: 'depth' },
    },
  ];
  it.each(cases)('$language: $name', async ({ code, language, cause }) => {
    expect((await analyseCode(code, language)).spaceCause).toEqual(cause);
  });
});

it('the analysis is plain data (it crosses a worker-thread boundary whole)', async () => {
  const analysis = await analyseCode(timeCases.find((c) => c.name === 'a loop in a helper, called inside a loop')!.code, 'javascript');
  expect(structuredClone(analysis)).toEqual(analysis);
  expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis);
});
