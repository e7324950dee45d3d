import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('unclear_names', {
  valid: [
    {
      name: 'conventional letters (i, j, n, l, r) and names that say what they hold',
      language: 'python',
      code: src(`
        def max_area(height):
            l, r = 0, len(height) - 1
            best = 0
            while l < r:
                best = max(best, min(height[l], height[r]) * (r - l))
                if height[l] < height[r]:
                    l += 1
                else:
                    r -= 1
            return best
      `),
    },
    {
      name: "an entry point's parameters are the problem's names",
      language: 'java',
      code: src(`
        class Solution {
            public int countMatches(int[] z, int q) {
                int count = 0;
                for (int x : z) if (x == q) count++;
                return count;
            }
        }
      `),
    },
    {
      name: 'numbered pairs are conventional',
      language: 'cpp',
      code: src(`
        int gap(int x1, int x2) {
            int dx = x2 - x1;
            return dx < 0 ? -dx : dx;
        }
      `),
    },
    {
      name: 'descriptive names in Go',
      language: 'go',
      code: src(`
        func total(nums []int) int {
        	sum := 0
        	for _, num := range nums {
        		sum += num
        	}
        	return sum
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'z and tmp in a helper (values is an entry point parameter)',
      language: 'python',
      code: src(`
        def process(grid):
            total = 0
            for row in grid:
                total += helper(row)
            return total

        def helper(values):
            z = len(values)
            tmp = z * 2
            return tmp
      `),
      findings: [{ line: 8, detail: { names: 'z,tmp', count: 2 } }],
    },
    {
      name: 'a placeholder local',
      language: 'javascript',
      code: src(`
        function total(nums) {
          let data = 0;
          for (const x of nums) data += x;
          return data;
        }
      `),
      findings: [{ line: 2, detail: { names: 'data', count: 1 } }],
    },
    {
      name: 'a single letter beyond the conventional ones',
      language: 'java',
      code: src(`
        class Solution {
            public int count(int[] nums) {
                int g = 0;
                for (int x : nums) if (x > 0) g++;
                return g;
            }
        }
      `),
      findings: [{ line: 3, detail: { names: 'g', count: 1 } }],
    },
    {
      name: 'foo and bar in Go',
      language: 'go',
      code: src(`
        func pairs(nums []int) int {
        	foo := 0
        	for _, bar := range nums {
        		foo += bar
        	}
        	return foo
        }
      `),
      findings: [{ line: 2, detail: { names: 'foo,bar', count: 2 } }],
    },
    {
      name: 'z and tmp in a second function (values is a parameter of an entry point)',
      language: 'python',
      code: src(`
        def process(grid):
            total = 0
            for row in grid:
                for cell in row:
                    if cell > 0:
                        while cell > 0:
                            if cell % 2:
                                total += 1
                            cell //= 2
            return total

        def helper(values):
            z = len(values)
            tmp = z * 2
            return tmp
      `),
      findings: [{ line: 13, detail: { names: 'z,tmp', count: 2 } }],
    },
  ],
});
