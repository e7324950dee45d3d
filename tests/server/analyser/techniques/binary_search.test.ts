import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('binary_search', {
  valid: [
    {
      name: 'two pointers moving by one are not a binary search',
      language: 'cpp',
      code: src(`
        int maxArea(vector<int>& h) {
            int l = 0, r = h.size() - 1, best = 0;
            while (l < r) {
                best = max(best, min(h[l], h[r]) * (r - l));
                if (h[l] < h[r]) l++; else r--;
            }
            return best;
        }
      `),
    },
    {
      name: 'a linear search',
      language: 'python',
      code: src(`
        def find(nums, target):
            for i, x in enumerate(nums):
                if x == target:
                    return i
            return -1
      `),
    },
    {
      name: 'halving a number is not a search over a range',
      language: 'java',
      code: src(`
        class Solution {
            public int bits(int n) {
                int count = 0;
                while (n > 0) {
                    count += n & 1;
                    n >>= 1;
                }
                return count;
            }
        }
      `),
    },
    {
      name: 'a linear scan in Go',
      language: 'go',
      code: src(`
        func find(nums []int, target int) int {
        	for i, x := range nums {
        		if x == target {
        			return i
        		}
        	}
        	return -1
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'lo and hi moved to the midpoint',
      language: 'cpp',
      code: src(`
        int search(vector<int>& nums, int target) {
            int lo = 0, hi = nums.size() - 1;
            while (lo <= hi) {
                int mid = lo + (hi - lo) / 2;
                if (nums[mid] == target) return mid;
                if (nums[mid] < target) lo = mid + 1;
                else hi = mid - 1;
            }
            return -1;
        }
      `),
      line: 3,
    },
    {
      name: 'the first bad version, whatever the bounds are called',
      language: 'java',
      code: src(`
        class Solution {
            public int firstBad(int n) {
                int a = 1, b = n;
                while (a < b) {
                    int c = a + (b - a) / 2;
                    if (isBad(c)) b = c; else a = c + 1;
                }
                return a;
            }
            boolean isBad(int v) { return v >= 7; }
        }
      `),
      line: 4,
    },
    {
      name: 'bisect_left',
      language: 'python',
      code: src(`
        import bisect

        def count_smaller(sorted_nums, queries):
            return [bisect.bisect_left(sorted_nums, q) for q in queries]
      `),
      line: 4,
    },
    {
      name: 'a JavaScript binary search with a shift',
      language: 'javascript',
      code: src(`
        function lowerBound(a, x) {
          let lo = 0, hi = a.length;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (a[mid] < x) lo = mid + 1;
            else hi = mid;
          }
          return lo;
        }
      `),
      line: 3,
    },
    {
      name: 'sort.SearchInts',
      language: 'go',
      code: src(`
        func rank(sorted []int, x int) int {
        	return sort.SearchInts(sorted, x)
        }
      `),
      line: 2,
    },
    {
      name: 'the first bad version, the bound set to the midpoint',
      language: 'cpp',
      code: src(`
        int firstBad(int n) {
            int lo = 1, hi = n;
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                if (isBad(mid)) hi = mid; else lo = mid + 1;
            }
            return lo;
        }
      `),
      line: 3,
    },
  ],
});
