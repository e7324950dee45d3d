import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('two_pointers', {
  valid: [
    {
      name: 'a binary search moves its bounds to the midpoint',
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
    },
    {
      name: 'a binary search whose midpoint has another name',
      language: 'python',
      code: src(`
        def search(nums, target):
            a, b = 0, len(nums) - 1
            while a <= b:
                c = (a + b) // 2
                if nums[c] == target:
                    return c
                if nums[c] < target:
                    a = c + 1
                else:
                    b = c - 1
            return -1
      `),
    },
    {
      name: 'one index walking a list',
      language: 'java',
      code: src(`
        class Solution {
            public int count(int[] nums) {
                int i = 0, total = 0;
                while (i < nums.length) {
                    total += nums[i];
                    i++;
                }
                return total;
            }
        }
      `),
    },
    {
      name: 'a for loop over one index',
      language: 'go',
      code: src(`
        func total(nums []int) int {
        	s := 0
        	for i := 0; i < len(nums); i++ {
        		s += nums[i]
        	}
        	return s
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'left and right moving towards each other',
      language: 'java',
      code: src(`
        class Solution {
            public boolean isPalindrome(String s) {
                int left = 0, right = s.length() - 1;
                while (left < right) {
                    if (s.charAt(left) != s.charAt(right)) return false;
                    left++;
                    right--;
                }
                return true;
            }
        }
      `),
      line: 4,
    },
    {
      name: 'container with most water',
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
      line: 3,
    },
    {
      name: 'merging two sorted lists: both move forward',
      language: 'python',
      code: src(`
        def merge(a, b):
            i = j = 0
            out = []
            while i < len(a) and j < len(b):
                if a[i] <= b[j]:
                    out.append(a[i])
                    i += 1
                else:
                    out.append(b[j])
                    j += 1
            return out + a[i:] + b[j:]
      `),
      line: 4,
    },
    {
      name: 'adding two numbers from their ends, with a carry computed from both digits',
      language: 'python',
      code: src(`
        def add_strings(x, y):
            i, j = len(x) - 1, len(y) - 1
            carry = 0
            out = []
            while i >= 0 or j >= 0 or carry:
                a = 0 if i < 0 else int(x[i])
                b = 0 if j < 0 else int(y[j])
                carry, digit = divmod(a + b + carry, 10)
                out.append(str(digit))
                i, j = i - 1, j - 1
            return "".join(reversed(out))
      `),
      line: 5,
    },
    {
      name: 'reversing in place',
      language: 'typescript',
      code: src(`
        function reverse(a: number[]): void {
          let i = 0;
          let j = a.length - 1;
          while (i < j) {
            [a[i], a[j]] = [a[j], a[i]];
            i++;
            j--;
          }
        }
      `),
      line: 4,
    },
    {
      name: 'a Go for with a condition only',
      language: 'go',
      code: src(`
        func isPalindrome(s string) bool {
        	i, j := 0, len(s)-1
        	for i < j {
        		if s[i] != s[j] {
        			return false
        		}
        		i++
        		j--
        	}
        	return true
        }
      `),
      line: 3,
    },
  ],
});
