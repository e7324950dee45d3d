import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('dfs', {
  valid: [
    {
      name: 'a recursion that only divides a number',
      language: 'cpp',
      code: src(`
        double myPow(double x, long long n) {
            if (n == 0) return 1.0;
            double half = myPow(x, n / 2);
            return n % 2 == 0 ? half * half : half * half * x;
        }
      `),
    },
    {
      name: 'a queue drained from its front is breadth-first',
      language: 'python',
      code: src(`
        from collections import deque
        def reachable(g):
            seen = {0}
            q = deque([0])
            while q:
                u = q.popleft()
                for v in g[u]:
                    if v not in seen:
                        seen.add(v)
                        q.append(v)
            return len(seen)
      `),
    },
    {
      name: 'a memoised recursion is dynamic programming',
      language: 'java',
      code: src(`
        class Solution {
            private final Map<Integer, Integer> memo = new HashMap<>();
            public int climb(int n) {
                if (n <= 1) return 1;
                if (memo.containsKey(n)) return memo.get(n);
                int r = climb(n - 1) + climb(n - 2);
                memo.put(n, r);
                return r;
            }
        }
      `),
    },
    {
      name: 'a loop, no search',
      language: 'go',
      code: src(`
        func total(nums []int) int {
        	s := 0
        	for _, x := range nums {
        		s += x
        	}
        	return s
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'recursion over a tree node',
      language: 'typescript',
      code: src(`
        function maxDepth(root: TreeNode | null): number {
          if (root === null) return 0;
          return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
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
    {
      name: 'a flood fill that marks what it visits',
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
      line: 1,
    },
    {
      name: 'an explicit stack drained and pushed onto',
      language: 'java',
      code: src(`
        class Solution {
            public int count(List<List<Integer>> g) {
                boolean[] seen = new boolean[g.size()];
                Stack<Integer> stack = new Stack<>();
                stack.push(0);
                seen[0] = true;
                int count = 0;
                while (!stack.isEmpty()) {
                    int u = stack.pop();
                    count++;
                    for (int v : g.get(u)) if (!seen[v]) { seen[v] = true; stack.push(v); }
                }
                return count;
            }
        }
      `),
      line: 8,
    },
    {
      name: 'a visited set guards the recursion over neighbours',
      language: 'cpp',
      code: src(`
        void visit(int u, vector<vector<int>>& g, vector<bool>& seen) {
            seen[u] = true;
            for (int v : g[u]) if (!seen[v]) visit(v, g, seen);
        }
      `),
      line: 1,
    },
    {
      name: 'an ArrayDeque pushed and popped at its head',
      language: 'java',
      code: src(`
        class Solution {
            public int count(List<List<Integer>> g) {
                boolean[] seen = new boolean[g.size()];
                Deque<Integer> pending = new ArrayDeque<>();
                pending.push(0);
                seen[0] = true;
                int count = 0;
                while (!pending.isEmpty()) {
                    int u = pending.pop();
                    count++;
                    for (int v : g.get(u)) if (!seen[v]) { seen[v] = true; pending.push(v); }
                }
                return count;
            }
        }
      `),
      line: 8,
    },
  ],
});
