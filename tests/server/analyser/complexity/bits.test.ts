/**
 * The bits of a value: a loop over the bit positions of a value (it shifts by the loop variable) runs once per
 * bit, log M for values up to M — O(log n) by the labelling convention (O(n log M) is O(n log n)). Other small
 * constant loops (26 letters, 4 directions, 9 digits) stay O(1).
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('loops over the bits of a value', {
  valid: [
    {
      name: 'the set bits of one value',
      language: 'go',
      time: 'O(log n)',
      pattern: 'logarithmic',
      code: src(`
        func ones(x int) int {
        	s := 0
        	for i := 0; i < 32; i++ {
        		s += x >> i & 1
        	}
        	return s
        }
      `),
    },
    {
      name: 'per bit counts over an array',
      language: 'python',
      time: 'O(n log n)',
      code: src(`
        def bit_counts(nums):
            cnt = [0] * 31
            for x in nums:
                for b in range(31):
                    if x >> b & 1:
                        cnt[b] += 1
            return cnt
      `),
    },
    {
      name: 'building a mask bit by bit',
      language: 'java',
      time: 'O(n log n)',
      code: src(`
        class Masks {
            long combine(int[] nums) {
                long ans = 0;
                for (int v : nums) {
                    for (int i = 0; i < 60; ++i) {
                        if ((v & (1L << i)) != 0) ans |= 1L << i;
                    }
                }
                return ans;
            }
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'the 26 letters of an alphabet',
      language: 'python',
      time: 'O(n)',
      pattern: 'logarithmic',
      code: src(`
        def letters(words):
            total = 0
            for w in words:
                for i in range(26):
                    total += w.count(chr(97 + i)) > 0
            return total
      `),
    },
    {
      name: 'a 32-step loop that shifts nothing by its variable',
      language: 'java',
      time: 'O(n)',
      pattern: 'logarithmic',
      code: src(`
        class Fixed {
            int sum(int[] a) {
                int s = 0;
                for (int x : a) {
                    for (int i = 0; i < 32; i++) s += x;
                }
                return s;
            }
        }
      `),
    },
  ],
});
