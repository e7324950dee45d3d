import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('sorting', {
  valid: [
    {
      name: 'one pass, nothing sorted',
      language: 'python',
      code: src(`
        def total(nums):
            s = 0
            for x in nums:
                s += x
            return s
      `),
    },
    {
      name: 'a reversal is not a sort',
      language: 'java',
      code: src(`
        class Solution {
            public List<Integer> reversed(List<Integer> xs) {
                Collections.reverse(xs);
                return xs;
            }
        }
      `),
    },
    {
      name: 'a counting table',
      language: 'go',
      code: src(`
        func counts(s string) [26]int {
        	var c [26]int
        	for _, ch := range s {
        		c[ch-'a']++
        	}
        	return c
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'sort.Slice with a comparator',
      language: 'go',
      code: src(`
        func merge(intervals [][]int) [][]int {
        	sort.Slice(intervals, func(a, b int) bool { return intervals[a][0] < intervals[b][0] })
        	merged := [][]int{}
        	for _, iv := range intervals {
        		n := len(merged)
        		if n > 0 && merged[n-1][1] >= iv[0] {
        			merged[n-1][1] = max(merged[n-1][1], iv[1])
        		} else {
        			merged = append(merged, iv)
        		}
        	}
        	return merged
        }
      `),
      line: 2,
    },
    {
      name: 'sorted() in Python',
      language: 'python',
      code: src(`
        def top_k(nums, k):
            counts = {}
            for x in nums:
                counts[x] = counts.get(x, 0) + 1
            return sorted(counts, key=counts.get, reverse=True)[:k]
      `),
      line: 5,
    },
    {
      name: 'Arrays.sort',
      language: 'java',
      code: src(`
        class Solution {
            public boolean containsDuplicate(int[] nums) {
                Arrays.sort(nums);
                for (int i = 1; i < nums.length; i++) if (nums[i] == nums[i - 1]) return true;
                return false;
            }
        }
      `),
      line: 3,
    },
    {
      name: 'std::sort',
      language: 'cpp',
      code: src(`
        int minDiff(vector<int>& a) {
            sort(a.begin(), a.end());
            int best = INT_MAX;
            for (int i = 1; i < a.size(); i++) best = min(best, a[i] - a[i - 1]);
            return best;
        }
      `),
      line: 2,
    },
    {
      name: 'Array.prototype.sort',
      language: 'javascript',
      code: src(`
        function minDiff(a) {
          a.sort((x, y) => x - y);
          let best = Infinity;
          for (let i = 1; i < a.length; i++) best = Math.min(best, a[i] - a[i - 1]);
          return best;
        }
      `),
      line: 2,
    },
  ],
});
