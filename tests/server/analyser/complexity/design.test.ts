/**
 * Operations of a class (design problems are labelled by the cost of one operation): a loop whose progress lives
 * in the object — a field queue it pops, a field pointer that only moves one way — continues where the previous
 * operation left off, so each operation pays O(1) of it amortised. A loop that restarts, or a cursor that moves
 * both ways, pays its full length.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('amortised operations of a class', {
  valid: [
    {
      name: 'a monotonic queue of maxima',
      language: 'python',
      time: 'O(1)',
      amortised: true,
      code: src(`
        from collections import deque
        class MaxQueue:
            def __init__(self):
                self.items = deque()
                self.best = deque()

            def push(self, x: int) -> None:
                while self.best and self.best[-1] < x:
                    self.best.pop()
                self.items.append(x)
                self.best.append(x)

            def pop(self) -> int:
                x = self.items.popleft()
                if self.best[0] == x:
                    self.best.popleft()
                return x
      `),
    },
    {
      name: 'an iterator that skips empty rows',
      language: 'typescript',
      time: 'O(1)',
      amortised: true,
      code: src(`
        class Flat {
          private rows: number[][];
          private row = 0;
          private col = 0;
          constructor(rows: number[][]) {
            this.rows = rows;
          }
          next(): number {
            this.skip();
            return this.rows[this.row][this.col++];
          }
          hasNext(): boolean {
            this.skip();
            return this.row < this.rows.length;
          }
          private skip(): void {
            while (this.row < this.rows.length && this.col >= this.rows[this.row].length) {
              this.row++;
              this.col = 0;
            }
          }
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a scan that starts again at every call',
      language: 'python',
      time: 'O(n)',
      amortised: true,
      code: src(`
        class Finder:
            def __init__(self, nums):
                self.nums = nums
                self.i = 0

            def first_above(self, t: int) -> int:
                self.i = 0
                while self.i < len(self.nums) and self.nums[self.i] <= t:
                    self.i += 1
                return self.i
      `),
    },
    {
      name: 'a cursor that moves both ways',
      language: 'java',
      time: 'O(n)',
      amortised: true,
      code: src(`
        class History {
            private int[] pages = new int[5000];
            private int cur = 0;
            int back(int steps) {
                while (steps > 0 && cur > 0) { cur--; steps--; }
                return pages[cur];
            }
            int forward(int steps, int last) {
                while (steps > 0 && cur < last) { cur++; steps--; }
                return pages[cur];
            }
        }
      `),
    },
  ],
});
