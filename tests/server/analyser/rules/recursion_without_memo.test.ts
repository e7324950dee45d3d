import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('recursion_without_memo', {
  valid: [
    {
      name: 'memoised with @cache',
      language: 'python',
      code: src(`
        from functools import cache

        @cache
        def fib(n):
            if n < 2:
                return n
            return fib(n - 1) + fib(n - 2)
      `),
    },
    {
      name: 'memoised in an array the function checks first',
      language: 'java',
      code: src(`
        class Solution {
            private int[] memo;

            public int fib(int n) {
                memo = new int[n + 1];
                Arrays.fill(memo, -1);
                return go(n);
            }

            private int go(int n) {
                if (n < 2) {
                    return n;
                }
                if (memo[n] != -1) {
                    return memo[n];
                }
                return memo[n] = go(n - 1) + go(n - 2);
            }
        }
      `),
    },
    {
      name: 'backtracking enumerates on purpose: nothing to memoise',
      language: 'python',
      code: src(`
        def subsets(nums):
            result = []
            path = []

            def backtrack(start):
                result.append(path[:])
                for i in range(start, len(nums)):
                    path.append(nums[i])
                    backtrack(i + 1)
                    path.pop()

            backtrack(0)
            return result
      `),
    },
    {
      name: 'a tree traversal calls itself twice on disjoint subtrees',
      language: 'python',
      code: src(`
        def max_depth(root):
            if root is None:
                return 0
            return 1 + max(max_depth(root.left), max_depth(root.right))
      `),
    },
    {
      name: 'one self-call per call (a linear recursion)',
      language: 'cpp',
      code: src(`
        long long power(long long x, int n) {
            if (n == 0) return 1;
            return x * power(x, n - 1);
        }
      `),
    },
    {
      name: 'a memo map checked before recursing',
      language: 'javascript',
      code: src(`
        function ways(n, memo = new Map()) {
          if (n <= 1) return 1;
          if (memo.has(n)) return memo.get(n);
          const r = ways(n - 1, memo) + ways(n - 2, memo);
          memo.set(n, r);
          return r;
        }
      `),
    },
    {
      name: 'a flood fill marks what it visits',
      language: 'go',
      code: src(`
        func fill(grid [][]int, i, j int) {
        	if i < 0 || j < 0 || i >= len(grid) || j >= len(grid[0]) || grid[i][j] != 1 {
        		return
        	}
        	grid[i][j] = 2
        	fill(grid, i+1, j)
        	fill(grid, i-1, j)
        	fill(grid, i, j+1)
        	fill(grid, i, j-1)
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'naive Fibonacci',
      language: 'python',
      code: src(`
        def fib(n):
            if n < 2:
                return n
            return fib(n - 1) + fib(n - 2)
      `),
      findings: [{ line: 1, endLine: 4, detail: { name: 'fib', branches: 2, callLine: 4 } }],
    },
    {
      name: 'naive Fibonacci as a method',
      language: 'java',
      code: src(`
        class Solution {
            public int fib(int n) {
                if (n < 2) {
                    return n;
                }
                return fib(n - 1) + fib(n - 2);
            }
        }
      `),
      findings: [{ line: 2, detail: { name: 'fib', branches: 2, callLine: 6 } }],
    },
    {
      name: 'grid paths over two overlapping arguments',
      language: 'cpp',
      code: src(`
        int paths(int i, int j) {
            if (i == 0 || j == 0) return 1;
            return paths(i - 1, j) + paths(i, j - 1);
        }
      `),
      findings: [{ line: 1, detail: { name: 'paths', branches: 2, callLine: 3 } }],
    },
    {
      name: 'tribonacci: three calls per call',
      language: 'typescript',
      code: src(`
        function trib(n: number): number {
          if (n < 3) return n === 0 ? 0 : 1;
          return trib(n - 1) + trib(n - 2) + trib(n - 3);
        }
      `),
      findings: [{ line: 1, detail: { name: 'trib', branches: 3, callLine: 3 } }],
    },
    {
      name: 'climbing stairs without a memo',
      language: 'go',
      code: src(`
        func climb(n int) int {
        	if n <= 1 {
        		return 1
        	}
        	return climb(n-1) + climb(n-2)
        }
      `),
      findings: [{ line: 1, detail: { name: 'climb', callLine: 5 } }],
    },
  ],
});
