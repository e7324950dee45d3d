/**
 * Loop forms contest code writes: a counter decremented in the condition itself (`while (k-- > 0)`), a divisor
 * loop stopped by `d <= n / d` (√n), a sparse table's `1 << j` levels (j up to log n, so 2^j up to n), a backtracking
 * path cut back with a slice (`t = t[:len(t)-1]`).
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import { programCases, src } from './cases.ts';

programCases('contest loop forms', [
  {
    name: 'a constant count decremented in the condition: O(1)',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.util.*;

      public class Main {
          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int left = 4, best = 0;
              while (left-- > 0) best = Math.max(best, in.nextInt());
              System.out.println(best);
          }
      }
    `),
  },
  {
    name: 'a count read from the input decremented in the condition: O(n)',
    language: 'cpp',
    time: 'O(n)',
    code: src(`
      #include <bits/stdc++.h>
      using namespace std;

      int main() {
          int q;
          cin >> q;
          long long total = 0;
          while (q--) {
              long long x;
              cin >> x;
              total ^= x;
          }
          cout << total << endl;
      }
    `),
  },
  {
    name: "a sparse table's levels: 1 << j with j up to log n is at most n",
    language: 'python',
    time: 'O(n log n)',
    code: src(`
      class RangeMin:
          def __init__(self, xs):
              n = len(xs)
              self.levels = [xs[:]]
              j = 1
              while (1 << j) <= n:
                  prev = self.levels[-1]
                  half = 1 << (j - 1)
                  self.levels.append([min(prev[i], prev[i + half]) for i in range(n - (1 << j) + 1)])
                  j += 1

          def query(self, lo, hi):
              k = (hi - lo + 1).bit_length() - 1
              return min(self.levels[k][lo], self.levels[k][hi - (1 << k) + 1])


      def smallest_windows(xs, w):
          table = RangeMin(xs)
          return [table.query(i, i + w - 1) for i in range(len(xs) - w + 1)]
    `),
  },
  {
    name: 'subsets by backtracking in Go: the path is cut back with a slice, so the search is exponential',
    language: 'go',
    time: 'O(2^n)',
    code: src(`
      func subsetsWithSum(nums []int, target int) [][]int {
          out := [][]int{}
          path := []int{}
          var walk func(i, sum int)
          walk = func(i, sum int) {
              if i == len(nums) {
                  if sum == target {
                      out = append(out, append([]int{}, path...))
                  }
                  return
              }
              path = append(path, nums[i])
              walk(i+1, sum+nums[i])
              path = path[:len(path)-1]
              walk(i+1, sum)
          }
          walk(0, 0)
          return out
      }
    `),
  },
]);

describe('a divisor loop stopped by d <= n / d', () => {
  it('is a √n loop', async () => {
    const r = await analyseCode(
      src(`
        class Primes {
            static boolean isPrime(long n) {
                if (n < 2) return false;
                for (long d = 2; d <= n / d; d++) if (n % d == 0) return false;
                return true;
            }
        }
      `),
      'java',
    );
    expect(r.evidence).toContainEqual(expect.objectContaining({ kind: 'loop', line: 4, detail: expect.objectContaining({ pattern: 'sqrt' }) }));
  });
});

describe('dividing by a counter that starts at 2', () => {
  it('halves at least: dividing out one prime factor is a logarithmic loop', async () => {
    const r = await analyseCode(
      src(`
        def distinct_prime_factors(x):
            count = 0
            d = 2
            while d * d <= x:
                if x % d == 0:
                    count += 1
                while x % d == 0:
                    x //= d
                d += 1
            return count + (1 if x > 1 else 0)
      `),
      'python',
    );
    expect(r.evidence).toContainEqual(expect.objectContaining({ kind: 'loop', line: 7, detail: expect.objectContaining({ pattern: 'logarithmic' }) }));
  });
});
