import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('greedy', {
  valid: [
    {
      name: 'a running best that nothing else in the loop reads',
      language: 'python',
      code: src(`
        def largest(nums):
            best = nums[0]
            for x in nums:
                best = max(best, x)
            return best
      `),
    },
    {
      name: 'sorted data read by dynamic programming is not greedy',
      language: 'java',
      code: src(`
        class Solution {
            public int longestChain(int[][] pairs) {
                Arrays.sort(pairs, (a, b) -> a[0] - b[0]);
                int n = pairs.length;
                int[] t = new int[n];
                Arrays.fill(t, 1);
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < i; j++) {
                        if (pairs[j][1] < pairs[i][0]) t[i] = Math.max(t[i], t[j] + 1);
                    }
                }
                return t[n - 1];
            }
        }
      `),
    },
    {
      name: 'a sliding window keeps a running best too',
      language: 'cpp',
      code: src(`
        int longestDistinct(string s) {
            int count[128] = {0};
            int lo = 0, best = 0;
            for (int hi = 0; hi < s.size(); hi++) {
                count[s[hi]]++;
                while (count[s[hi]] > 1) {
                    count[s[lo]]--;
                    lo++;
                }
                best = max(best, hi - lo + 1);
            }
            return best;
        }
      `),
    },
    {
      name: 'a sum, no decision',
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
      name: 'jump game: how far one can reach decides the next step',
      language: 'python',
      code: src(`
        def can_jump(nums):
            reach = 0
            for i, step in enumerate(nums):
                if i > reach:
                    return False
                reach = max(reach, i + step)
            return True
      `),
      line: 6,
    },
    {
      name: 'intervals sorted by end, then one pass',
      language: 'java',
      code: src(`
        class Solution {
            public int eraseOverlapIntervals(int[][] intervals) {
                Arrays.sort(intervals, (a, b) -> a[1] - b[1]);
                int end = Integer.MIN_VALUE, removed = 0;
                for (int[] iv : intervals) {
                    if (iv[0] >= end) end = iv[1];
                    else removed++;
                }
                return removed;
            }
        }
      `),
      line: 5,
    },
    {
      name: 'cookies: both lists sorted, then matched in one pass',
      language: 'cpp',
      code: src(`
        int findContentChildren(vector<int>& g, vector<int>& s) {
            sort(g.begin(), g.end());
            sort(s.begin(), s.end());
            int i = 0;
            for (int size : s) {
                if (i < g.size() && g[i] <= size) i++;
            }
            return i;
        }
      `),
      line: 5,
    },
    {
      name: 'stock: the lowest price so far decides the profit',
      language: 'javascript',
      code: src(`
        function maxProfit(prices) {
          let low = Infinity, best = 0;
          for (const p of prices) {
            low = Math.min(low, p);
            if (p - low > best) best = p - low;
          }
          return best;
        }
      `),
      line: 4,
    },
    {
      name: 'a sorted copy, then one pass over it',
      language: 'python',
      code: src(`
        def find_content_children(g, s):
            kids = sorted(g)
            cookies = sorted(s)
            i = 0
            for size in cookies:
                if i < len(kids) and kids[i] <= size:
                    i += 1
            return i
      `),
      line: 5,
    },
  ],
});
