import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('deep_nesting', {
  valid: [
    {
      name: 'four levels is the limit',
      language: 'python',
      code: src(`
        def count(grid):
            total = 0
            for row in grid:
                for cell in row:
                    if cell > 0:
                        while cell > 0:
                            cell //= 2
                            total += 1
            return total
      `),
    },
    {
      name: 'an else-if chain continues, it does not nest',
      language: 'javascript',
      code: src(`
        function grade(s) {
            if (s > 90) return 'A';
            else if (s > 80) return 'B';
            else if (s > 70) return 'C';
            else if (s > 60) return 'D';
            else if (s > 50) return 'E';
            return 'F';
        }
      `),
    },
    {
      name: 'continue keeps it flat',
      language: 'java',
      code: src(`
        class Solution {
            public int count(int[][] grid) {
                int total = 0;
                for (int[] row : grid) {
                    for (int cell : row) {
                        if (cell <= 0) continue;
                        if (cell % 2 == 1) total++;
                    }
                }
                return total;
            }
        }
      `),
    },
    {
      name: 'a helper takes the inner part',
      language: 'go',
      code: src(`
        func bits(x int) int {
        	n := 0
        	for x > 0 {
        		n += x & 1
        		x >>= 1
        	}
        	return n
        }

        func count(grid [][]int) int {
        	total := 0
        	for _, row := range grid {
        		for _, cell := range row {
        			if cell > 0 {
        				total += bits(cell)
        			}
        		}
        	}
        	return total
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'five levels: loops, an if, a while and an if',
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
      `),
      findings: [{ line: 7, detail: { depth: 5 } }],
    },
    {
      name: 'six levels in C++',
      language: 'cpp',
      code: src(`
        int deep(vector<vector<int>>& g) {
            int total = 0;
            for (auto& row : g) {
                for (int x : row) {
                    if (x > 0) {
                        while (x > 0) {
                            if (x % 2) {
                                if (x > 10) total++;
                            }
                            x /= 2;
                        }
                    }
                }
            }
            return total;
        }
      `),
      findings: [{ line: 8, detail: { depth: 6 } }],
    },
    {
      name: 'a try block counts as a level',
      language: 'typescript',
      code: src(`
        function parseAll(rows: string[][]): number {
          let total = 0;
          for (const row of rows) {
            for (const cell of row) {
              try {
                if (cell.length > 0) {
                  if (cell !== '-') total += Number(cell);
                }
              } catch {
                total -= 1;
              }
            }
          }
          return total;
        }
      `),
      findings: [{ line: 7, detail: { depth: 5 } }],
    },
    {
      name: 'five levels, with a helper beside',
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
      findings: [{ line: 7, detail: { depth: 5 } }],
    },
  ],
});
