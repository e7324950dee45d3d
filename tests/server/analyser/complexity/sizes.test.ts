/**
 * Sizes: a generator has as many elements as what it walks; a row that is walked element by element is a
 * sequence, not a fixed-size record; a heap of a literal k keeps one pass; a value bounded by a constant has a
 * constant number of digits.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('sizes of generators and rows', {
  valid: [
    {
      name: 'sorting what a generator makes from a map keyed by letters',
      language: 'python',
      time: 'O(n)',
      code: src(`
        from collections import Counter
        def letters(s: str) -> str:
            cnt = Counter()
            for ch in s:
                cnt[ch] += 1
            return "".join(sorted(f"{k}{v}" for k, v in cnt.items()))
      `),
    },
    {
      name: 'the two largest, by a heap of two',
      language: 'python',
      time: 'O(n)',
      space: 'O(1)',
      code: src(`
        from heapq import nlargest
        def top_two_gap(nums):
            a, b = nlargest(2, nums)
            return a - b
      `),
    },
    {
      name: 'the most common element, by a heap of one',
      language: 'python',
      time: 'O(n)',
      code: src(`
        from collections import Counter
        def mode(nums):
            return Counter(nums).most_common(1)[0][0]
      `),
    },
    {
      name: 'the digit of a sum, as text',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def add(a, b):
            out, i, j, carry = [], len(a) - 1, len(b) - 1, 0
            while i >= 0 or j >= 0 or carry:
                carry += (int(a[i]) if i >= 0 else 0) + (int(b[j]) if j >= 0 else 0)
                out.append(str(carry % 10))
                carry //= 10
                i, j = i - 1, j - 1
            return "".join(reversed(out))
      `),
    },
    {
      name: 'the digits of a number, reversed by a slice',
      language: 'python',
      time: 'O(log n)',
      code: src(`
        def base7(num: int) -> str:
            digits = []
            while num:
                digits.append(str(num % 7))
                num //= 7
            return "".join(digits[::-1]) or "0"
      `),
    },
    {
      name: 'a memo over the digits of a number, through a length held in a variable',
      language: 'python',
      time: 'O(log n)',
      space: 'O(log n)',
      code: src(`
        from functools import cache
        def decodings(num: int) -> int:
            @cache
            def go(i):
                if i >= n - 1:
                    return 1
                ways = go(i + 1)
                if s[i] == "1":
                    ways += go(i + 2)
                return ways

            s = str(num)
            n = len(s)
            return go(0)
      `),
    },
  ],
  invalid: [
    {
      name: 'a slice of the input is as long as the input',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def mirrored(s: str) -> str:
            return "".join(s[::-1])
      `),
    },
    {
      name: 'a memo over the length of a list',
      language: 'python',
      time: 'O(n)',
      code: src(`
        from functools import cache
        def jumps(nums: list[int]) -> int:
            @cache
            def go(i):
                if i >= n - 1:
                    return 0
                return 1 + min(go(i + 1), go(i + 2))
            n = len(nums)
            return go(0)
      `),
    },
    {
      name: 'a row of a matrix walked element by element is no record',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        from collections import Counter
        def patterns(matrix):
            cnt = Counter()
            for row in matrix:
                key = tuple(x ^ row[0] for x in row)
                cnt[key] += 1
            return max(cnt.values())
      `),
    },
    {
      name: 'the k largest, k given',
      language: 'python',
      time: 'O(n log n)',
      code: src(`
        from heapq import nlargest
        def top(nums, k):
            return sum(nlargest(k, nums))
      `),
    },
  ],
});
