/**
 * Amortised inner loops, told from what the code does: a counter shared with the enclosing counted loop, and
 * visited marks kept in place, bound the inner loop's work over the whole run; a foreach or range variable is
 * bound afresh each iteration, so an inner loop that moves it starts over.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('a counter shared with the enclosing loop', {
  valid: [
    {
      name: 'the inner loop advances the counted loop’s own variable',
      language: 'java',
      time: 'O(n)',
      code: src(`
        class Runs {
            int count(char[] s) {
                int runs = 0;
                for (int i = 0; i < s.length; i++) {
                    while (i + 1 < s.length && s[i + 1] == s[i]) i++;
                    runs++;
                }
                return runs;
            }
        }
      `),
    },
    {
      name: 'an inner foreach that steps the counted loop’s counter for each element',
      language: 'go',
      time: 'O(n)',
      code: src(`
        func matches(arr []int, pieces map[int][]int) bool {
        	for i := 0; i < len(arr); {
        		p, ok := pieces[arr[i]]
        		if !ok {
        			return false
        		}
        		for _, v := range p {
        			if arr[i] != v {
        				return false
        			}
        			i++
        		}
        	}
        	return true
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a foreach element counted down, digit by digit',
      language: 'java',
      time: 'O(n log n)',
      code: src(`
        class Digits {
            int total(int[] nums) {
                int s = 0;
                for (int v : nums) {
                    for (; v > 0; v /= 10) s += v % 10;
                }
                return s;
            }
        }
      `),
    },
    {
      name: 'an inner foreach that steps the counter only sometimes',
      language: 'java',
      time: 'O(n^2)',
      code: src(`
        class Skip {
            int count(int[] a, int[] b) {
                int c = 0;
                for (int i = 0; i < a.length; i++) {
                    for (int x : b) {
                        if (x == a[i]) i++;
                        c++;
                    }
                }
                return c;
            }
        }
      `),
    },
    {
      name: 'a range variable rebound each iteration',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        def reach(nums):
            best = 0
            for i in range(len(nums)):
                start = i
                while i < len(nums) and nums[i] >= nums[start]:
                    i += 1
                best = max(best, i - start)
            return best
      `),
    },
  ],
});

ruleExamples('visited marks kept in place', {
  valid: [
    {
      name: 'cycles of a permutation, marked as they are walked',
      language: 'java',
      time: 'O(n)',
      code: src(`
        class Cycles {
            int longest(int[] next) {
                int n = next.length, best = 0;
                boolean[] seen = new boolean[n];
                for (int i = 0; i < n; i++) {
                    int len = 0;
                    for (int j = i; !seen[j]; j = next[j]) {
                        seen[j] = true;
                        len++;
                    }
                    best = Math.max(best, len);
                }
                return best;
            }
        }
      `),
    },
    {
      name: 'marking the array itself',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def longest_cycle(nxt):
            best, n = 0, len(nxt)
            for i in range(n):
                length = 0
                while nxt[i] != -1:
                    j = nxt[i]
                    nxt[i] = -1
                    i = j
                    length += 1
                best = max(best, length)
            return best
      `),
    },
    {
      name: 'cyclic sort: each swap puts a value in its place',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def first_absent(a):
            n = len(a)
            for i in range(n):
                while 0 < a[i] <= n and a[a[i] - 1] != a[i]:
                    j = a[i] - 1
                    a[i], a[j] = a[j], a[i]
            for i in range(n):
                if a[i] != i + 1:
                    return i + 1
            return n + 1
      `),
    },
  ],
  invalid: [
    {
      name: 'an entry counted down is no mark',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        def drain(stock):
            steps = 0
            for i in range(len(stock)):
                while stock[i] > 0:
                    stock[i] = stock[i] - 1
                    steps += 1
            return steps
      `),
    },
  ],
});
