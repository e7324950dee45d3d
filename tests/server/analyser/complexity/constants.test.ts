/** Constants: the program's own variable wins over a library constant of the same name. */
import { ruleExamples, src } from './examples.ts';

ruleExamples('constants', {
  valid: [
    {
      name: 'a small constant called like a library one',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def best(nums):
            inf = 8
            top = 0
            for x in nums:
                for d in range(inf):
                    top = max(top, x ^ d)
            return top
      `),
    },
  ],
  invalid: [
    {
      name: 'the library constant, not defined here',
      language: 'python',
      time: 'O(n)',
      code: src(`
        from math import inf
        def smallest(nums):
            low = inf
            for x in nums:
                low = min(low, x)
            return low
      `),
    },
  ],
});
