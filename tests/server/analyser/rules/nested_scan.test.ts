import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('nested_scan', {
  valid: [
    {
      name: 'a hash map lookup instead of the inner scan',
      language: 'python',
      code: src(`
        def two_sum(nums, target):
            seen = {}
            for i, x in enumerate(nums):
                if target - x in seen:
                    return [seen[target - x], i]
                seen[x] = i
            return []
      `),
    },
    {
      name: 'a 2-D DP table compares elements of both strings, but fills cells: no search',
      language: 'python',
      code: src(`
        def lcs(a, b):
            m, n = len(a), len(b)
            dp = [[0] * (n + 1) for _ in range(m + 1)]
            for i in range(1, m + 1):
                for j in range(1, n + 1):
                    if a[i - 1] == b[j - 1]:
                        dp[i][j] = dp[i - 1][j - 1] + 1
                    else:
                        dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
            return dp[m][n]
      `),
    },
    {
      name: 'the inner loop walks the characters of the outer word',
      language: 'java',
      code: src(`
        class Solution {
            public int vowels(String[] words) {
                int count = 0;
                for (String w : words) {
                    for (char c : w.toCharArray()) {
                        if (c == 'a') count++;
                    }
                }
                return count;
            }
        }
      `),
    },
    {
      name: 'comparing the two indices, not two elements',
      language: 'cpp',
      code: src(`
        int offDiagonal(vector<vector<int>>& grid) {
            int n = grid.size(), total = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (i != j) total += grid[i][j];
                }
            }
            return total;
        }
      `),
    },
    {
      name: 'a set of one side answers the question',
      language: 'typescript',
      code: src(`
        function common(a: number[], b: number[]): number[] {
          const inB = new Set(b);
          return a.filter((x) => inB.has(x));
        }
      `),
    },
    {
      name: 'a grid cell compared with a constant',
      language: 'go',
      code: src(`
        func islands(grid [][]byte) int {
        	count := 0
        	for i := range grid {
        		for j := range grid[i] {
        			if grid[i][j] == '1' {
        				count++
        			}
        		}
        	}
        	return count
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'Two Sum by trying every pair: a complement search',
      language: 'python',
      code: src(`
        def two_sum(nums, target):
            for i in range(len(nums)):
                for j in range(i + 1, len(nums)):
                    if nums[i] + nums[j] == target:
                        return [i, j]
            return []
      `),
      findings: [{ line: 3, endLine: 5, detail: { outerLine: 2, comparisonLine: 4, complement: true } }],
    },
    {
      name: 'elements of two arrays matched pairwise',
      language: 'java',
      code: src(`
        class Solution {
            public int common(int[] a, int[] b) {
                int count = 0;
                for (int i = 0; i < a.length; i++) {
                    for (int j = 0; j < b.length; j++) {
                        if (a[i] == b[j]) {
                            count++;
                            break;
                        }
                    }
                }
                return count;
            }
        }
      `),
      findings: [{ line: 5, detail: { outerLine: 4, comparisonLine: 6, complement: false } }],
    },
    {
      name: 'the complement written on the other side',
      language: 'cpp',
      code: src(`
        vector<int> twoSum(vector<int>& nums, int target) {
            for (int i = 0; i < nums.size(); i++) {
                for (int j = i + 1; j < nums.size(); j++) {
                    if (nums[j] == target - nums[i]) return {i, j};
                }
            }
            return {};
        }
      `),
      findings: [{ line: 3, detail: { outerLine: 2, comparisonLine: 4, complement: true } }],
    },
    {
      name: 'for-of over both arrays',
      language: 'javascript',
      code: src(`
        function intersect(a, b) {
          const out = [];
          for (const x of a) {
            for (const y of b) {
              if (x === y) out.push(x);
            }
          }
          return out;
        }
      `),
      findings: [{ line: 4, detail: { outerLine: 3, comparisonLine: 5 } }],
    },
    {
      name: 'range loops over the same slice',
      language: 'go',
      code: src(`
        func hasDuplicate(nums []int) bool {
        	for i := 0; i < len(nums); i++ {
        		for j := i + 1; j < len(nums); j++ {
        			if nums[i] == nums[j] {
        				return true
        			}
        		}
        	}
        	return false
        }
      `),
      findings: [{ line: 3, detail: { outerLine: 2, comparisonLine: 4, complement: false } }],
    },
  ],
});
