import { src, techniqueTester } from '../rule-tester.ts';

// What the table is called plays no part: the examples use plain names (a, best, ways, t…) on both sides.
techniqueTester.run('dynamic_programming', {
  valid: [
    {
      name: 'a prefix sum follows its predecessor without a choice',
      language: 'python',
      code: src(`
        def prefix_sums(nums):
            dp = [0] * (len(nums) + 1)
            for i, x in enumerate(nums):
                dp[i + 1] = dp[i] + x
            return dp
      `),
    },
    {
      name: 'a factorial table is a running product',
      language: 'java',
      code: src(`
        class Solution {
            public long[] factorials(int n) {
                long[] f = new long[n + 1];
                f[0] = 1;
                for (int i = 1; i <= n; i++) f[i] = f[i - 1] * i % 1000000007L;
                return f;
            }
        }
      `),
    },
    {
      name: 'bubble sort swaps neighbours: cells moved, not computed',
      language: 'cpp',
      code: src(`
        void bubble(vector<int>& a) {
            for (int i = 0; i < a.size(); i++) {
                for (int j = 0; j + 1 < a.size() - i; j++) {
                    if (a[j] > a[j + 1]) {
                        int t = a[j];
                        a[j] = a[j + 1];
                        a[j + 1] = t;
                    }
                }
            }
        }
      `),
    },
    {
      name: "a BFS's distances are reached through the queue, not filled by a loop",
      language: 'go',
      code: src(`
        func distances(g [][]int) []int {
        	dist := make([]int, len(g))
        	for i := range dist {
        		dist[i] = -1
        	}
        	dist[0] = 0
        	q := []int{0}
        	for len(q) > 0 {
        		u := q[0]
        		q = q[1:]
        		for _, v := range g[u] {
        			if dist[v] < 0 {
        				dist[v] = dist[u] + 1
        				q = append(q, v)
        			}
        		}
        	}
        	return dist
        }
      `),
    },
    {
      name: "union–find's sizes are indexed by roots the data gives",
      language: 'typescript',
      code: src(`
        function components(n: number, edges: number[][]): number {
          const parent = Array.from({ length: n }, (_, i) => i);
          const size = new Array(n).fill(1);
          const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x])));
          let count = n;
          for (const [u, v] of edges) {
            const ru = find(u), rv = find(v);
            if (ru === rv) continue;
            parent[rv] = ru;
            size[ru] += size[rv];
            count--;
          }
          return count;
        }
      `),
    },
    {
      name: 'a guard on the index is a boundary, not a choice',
      language: 'javascript',
      code: src(`
        function runningTotals(nums) {
          const totals = new Array(nums.length).fill(0);
          for (let i = 0; i < nums.length; i++) {
            totals[i] = nums[i] + (i === 0 ? 0 : totals[i - 1]);
          }
          return totals;
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'house robber: a cell from two earlier cells',
      language: 'java',
      code: src(`
        class Solution {
            public int rob(int[] nums) {
                int n = nums.length;
                int[] best = new int[n + 1];
                best[1] = nums[0];
                for (int i = 2; i <= n; i++) {
                    best[i] = Math.max(best[i - 1], best[i - 2] + nums[i - 1]);
                }
                return best[n];
            }
        }
      `),
      line: 7,
    },
    {
      name: 'longest increasing subsequence: a subproblem chosen by the inner loop',
      language: 'python',
      code: src(`
        def lis(nums):
            t = [1] * len(nums)
            for i in range(len(nums)):
                for j in range(i):
                    if nums[j] < nums[i]:
                        t[i] = max(t[i], t[j] + 1)
            return max(t, default=0)
      `),
      line: 6,
    },
    {
      name: 'coin change: a cell at a position computed from the written one',
      language: 'cpp',
      code: src(`
        int change(int amount, vector<int>& coins) {
            vector<int> ways(amount + 1, 0);
            ways[0] = 1;
            for (int c : coins) {
                for (int i = c; i <= amount; i++) {
                    ways[i] += ways[i - c];
                }
            }
            return ways[amount];
        }
      `),
      line: 6,
    },
    {
      name: 'longest common substring: the diagonal cell',
      language: 'go',
      code: src(`
        func longestCommon(a, b string) int {
        	best := 0
        	t := make([][]int, len(a)+1)
        	for i := range t {
        		t[i] = make([]int, len(b)+1)
        	}
        	for i := 1; i <= len(a); i++ {
        		for j := 1; j <= len(b); j++ {
        			if a[i-1] == b[j-1] {
        				t[i][j] = t[i-1][j-1] + 1
        				best = max(best, t[i][j])
        			}
        		}
        	}
        	return best
        }
      `),
      line: 10,
    },
    {
      name: "Kadane's maximum subarray: the predecessor extended or dropped",
      language: 'javascript',
      code: src(`
        function maxSubArray(nums) {
          const end = [nums[0]];
          let best = nums[0];
          for (let i = 1; i < nums.length; i++) {
            end[i] = Math.max(end[i - 1] + nums[i], nums[i]);
            best = Math.max(best, end[i]);
          }
          return best;
        }
      `),
      line: 5,
    },
    {
      name: 'decode ways: one cell from two cells, in two statements',
      language: 'typescript',
      code: src(`
        function numDecodings(s: string): number {
          const ways = new Array(s.length + 1).fill(0);
          ways[0] = 1;
          for (let i = 1; i <= s.length; i++) {
            if (s[i - 1] !== '0') ways[i] += ways[i - 1];
            if (i >= 2 && s[i - 2] !== '0' && Number(s.slice(i - 2, i)) <= 26) ways[i] += ways[i - 2];
          }
          return ways[s.length];
        }
      `),
      line: 5,
    },
    {
      name: 'unique paths with one rolling row',
      language: 'python',
      code: src(`
        def unique_paths(m, n):
            row = [1] * n
            for _ in range(1, m):
                for j in range(1, n):
                    row[j] += row[j - 1]
            return row[-1]
      `),
      line: 5,
    },
    {
      name: 'a memoised recursion',
      language: 'python',
      code: src(`
        from functools import cache

        def climb(n):
            @cache
            def go(k):
                if k <= 1:
                    return 1
                return go(k - 1) + go(k - 2)
            return go(n)
      `),
      line: 5,
    },
    {
      name: 'house robber with the table called dp: the name changes nothing',
      language: 'java',
      code: src(`
        class Solution {
            public int rob(int[] nums) {
                int n = nums.length;
                int[] dp = new int[n + 1];
                dp[1] = nums[0];
                for (int i = 2; i <= n; i++) {
                    dp[i] = Math.max(dp[i - 1], dp[i - 2] + nums[i - 1]);
                }
                return dp[n];
            }
        }
      `),
      line: 7,
    },
  ],
});
