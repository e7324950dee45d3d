import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('sliding_window', {
  valid: [
    {
      name: 'a running sum over everything, no window',
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
      name: 'every pair of ends tried: no window that slides',
      language: 'java',
      code: src(`
        class Solution {
            public int longest(int[] nums, int k) {
                int best = 0;
                for (int i = 0; i < nums.length; i++) {
                    int sum = 0;
                    for (int j = i; j < nums.length; j++) {
                        sum += nums[j];
                        if (sum <= k) best = Math.max(best, j - i + 1);
                    }
                }
                return best;
            }
        }
      `),
    },
    {
      name: 'comparing neighbours is not a window',
      language: 'go',
      code: src(`
        func increases(nums []int) int {
        	count := 0
        	for i := 1; i < len(nums); i++ {
        		if nums[i] > nums[i-1] {
        			count++
        		}
        	}
        	return count
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a fixed-width window adds nums[i] and drops nums[i - k]',
      language: 'go',
      code: src(`
        func findMaxAverage(nums []int, k int) float64 {
        	sum := 0
        	for i := 0; i < k; i++ {
        		sum += nums[i]
        	}
        	best := sum
        	for i := k; i < len(nums); i++ {
        		sum += nums[i] - nums[i-k]
        		if sum > best {
        			best = sum
        		}
        	}
        	return float64(best) / float64(k)
        }
      `),
      line: 7,
    },
    {
      name: 'the left end jumps past the last repeat',
      language: 'python',
      code: src(`
        def length_of_longest_substring(s):
            last = {}
            left = 0
            best = 0
            for right, ch in enumerate(s):
                if ch in last and last[ch] >= left:
                    left = last[ch] + 1
                last[ch] = right
                best = max(best, right - left + 1)
            return best
      `),
      line: 5,
    },
    {
      name: 'an amortised inner loop moves the left end',
      language: 'java',
      code: src(`
        class Solution {
            public int minSubArrayLen(int target, int[] nums) {
                int left = 0, sum = 0, best = Integer.MAX_VALUE;
                for (int right = 0; right < nums.length; right++) {
                    sum += nums[right];
                    while (sum >= target) {
                        best = Math.min(best, right - left + 1);
                        sum -= nums[left++];
                    }
                }
                return best == Integer.MAX_VALUE ? 0 : best;
            }
        }
      `),
      line: 4,
    },
    {
      name: 'a window of distinct characters in C++',
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
      line: 4,
    },
    {
      name: 'a JavaScript window over at most k zeros',
      language: 'javascript',
      code: src(`
        function longestOnes(nums, k) {
          let start = 0, zeros = 0, best = 0;
          for (let end = 0; end < nums.length; end++) {
            if (nums[end] === 0) zeros++;
            while (zeros > k) {
              if (nums[start] === 0) zeros--;
              start++;
            }
            best = Math.max(best, end - start + 1);
          }
          return best;
        }
      `),
      line: 3,
    },
  ],
});
