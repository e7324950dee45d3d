import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('recursion', {
  valid: [
    {
      name: 'a loop instead of a self-call',
      language: 'cpp',
      code: src(`
        double myPow(double x, long long n) {
            double result = 1;
            for (long long i = 0; i < n; i++) result *= x;
            return result;
        }
      `),
    },
    {
      name: 'calling another function is not recursion',
      language: 'python',
      code: src(`
        def square(x):
            return x * x

        def sum_squares(nums):
            return sum(square(x) for x in nums)
      `),
    },
    {
      name: 'a method calling a different method of the same name elsewhere',
      language: 'java',
      code: src(`
        class Solution {
            public int size(List<Integer> xs) {
                return xs.size();
            }
        }
      `),
    },
    {
      name: 'iteration in Go',
      language: 'go',
      code: src(`
        func fact(n int) int {
        	r := 1
        	for i := 2; i <= n; i++ {
        		r *= i
        	}
        	return r
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'fast power calls itself on n / 2',
      language: 'cpp',
      code: src(`
        double myPow(double x, long long n) {
            if (n == 0) return 1.0;
            if (n < 0) return 1.0 / myPow(x, -n);
            double half = myPow(x, n / 2);
            return n % 2 == 0 ? half * half : half * half * x;
        }
      `),
      line: 1,
    },
    {
      name: 'a nested helper that calls itself',
      language: 'python',
      code: src(`
        def depth(root):
            def go(node):
                if node is None:
                    return 0
                return 1 + max(go(node.left), go(node.right))
            return go(root)
      `),
      line: 2,
    },
    {
      name: 'a recursive method',
      language: 'java',
      code: src(`
        class Solution {
            public int gcd(int a, int b) {
                return b == 0 ? a : gcd(b, a % b);
            }
        }
      `),
      line: 2,
    },
    {
      name: 'an arrow function bound to a name',
      language: 'typescript',
      code: src(`
        const sumTo = (n: number): number => (n === 0 ? 0 : n + sumTo(n - 1));
      `),
      line: 1,
    },
    {
      name: 'a recursive Go function',
      language: 'go',
      code: src(`
        func gcd(a, b int) int {
        	if b == 0 {
        		return a
        	}
        	return gcd(b, a%b)
        }
      `),
      line: 1,
    },
    {
      name: 'backtracking over permutations',
      language: 'python',
      code: src(`
        def permute(nums):
            out, path, used = [], [], [False] * len(nums)
            def go():
                if len(path) == len(nums):
                    out.append(path[:])
                    return
                for i in range(len(nums)):
                    if used[i]:
                        continue
                    used[i] = True
                    path.append(nums[i])
                    go()
                    path.pop()
                    used[i] = False
            go()
            return out
      `),
      line: 3,
    },
  ],
});
