/**
 * Entry points and reachability: a run starts at `main` (or a script's top-level statements, or the public
 * operations of a class), each call costs what its callee costs, and code no run reaches is never charged.
 */
import { programCases, src } from './cases.ts';

programCases('entry points and unreachable code', [
  {
    name: 'main reads two numbers; a quadratic helper nobody calls costs nothing',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.util.*;

      public class Main {
          static long countInversions(int[] a) {
              long inv = 0;
              for (int i = 0; i < a.length; i++)
                  for (int j = i + 1; j < a.length; j++)
                      if (a[i] > a[j]) inv++;
              return inv;
          }

          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              long w = in.nextLong();
              long h = in.nextLong();
              System.out.println(w * h % 1000000007L);
          }
      }
    `),
  },
  {
    name: 'main calls a constant helper once per element; an unused class with loops is ignored',
    language: 'java',
    time: 'O(n)',
    code: src(`
      import java.util.*;

      public class Main {
          static int clamp(int x) {
              return Math.max(0, Math.min(x, 100));
          }

          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              long total = 0;
              for (int i = 0; i < n; i++) total += clamp(in.nextInt());
              System.out.println(total);
          }
      }

      class Grid {
          int[][] cells;
          Grid(int n) { cells = new int[n][n]; }
          long sum() {
              long s = 0;
              for (int[] row : cells) for (int c : row) s += c;
              return s;
          }
      }
    `),
  },
  {
    name: 'creating an object runs its constructor',
    language: 'java',
    time: 'O(n^2)',
    code: src(`
      import java.util.*;

      public class Main {
          static class Table {
              long[][] ways;
              Table(int n) {
                  ways = new long[n + 1][n + 1];
                  for (int i = 0; i <= n; i++) {
                      ways[i][0] = 1;
                      for (int j = 1; j <= i; j++) ways[i][j] = (ways[i - 1][j - 1] + ways[i - 1][j]) % 998244353;
                  }
              }
          }

          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              Table t = new Table(n);
              System.out.println(t.ways[n][n / 2]);
          }
      }
    `),
  },
  {
    name: 'main hands the work to a thread with a bigger stack: run() is what runs',
    language: 'java',
    time: 'O(n^2)',
    code: src(`
      import java.util.*;

      public class Main implements Runnable {
          public static void main(String[] args) {
              new Thread(null, new Main(), "solver", 1 << 26).start();
          }

          static void floyd(long[][] d) {
              int n = d.length;
              for (int k = 0; k < n; k++)
                  for (int i = 0; i < n; i++)
                      for (int j = 0; j < n; j++) d[i][j] = Math.min(d[i][j], d[i][k] + d[k][j]);
          }

          public void run() {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              int[] a = new int[n];
              for (int i = 0; i < n; i++) a[i] = in.nextInt();
              int best = 0;
              for (int i = 0; i < n; i++)
                  for (int j = i; j < n; j++)
                      if (a[i] == a[j]) best = Math.max(best, j - i);
              System.out.println(best);
          }
      }
    `),
  },
  {
    name: 'a script: top-level statements run, a brute-force helper that is never called does not',
    language: 'python',
    time: 'O(n log n)',
    code: src(`
      def brute(xs):
          best = 0
          for i in range(len(xs)):
              for j in range(i + 1, len(xs)):
                  best = max(best, xs[j] - xs[i])
          return best

      n = int(input())
      xs = sorted(map(int, input().split()))
      print(xs[-1] - xs[0] if n > 1 else 0)
    `),
  },
  {
    name: 'a script that starts in main() under the __main__ guard',
    language: 'python',
    time: 'O(n)',
    code: src(`
      import sys

      def cubic(grid):
          n = len(grid)
          for k in range(n):
              for i in range(n):
                  for j in range(n):
                      grid[i][j] = min(grid[i][j], grid[i][k] + grid[k][j])

      def prefix(xs):
          out = [0]
          for x in xs:
              out.append(out[-1] + x)
          return out

      def main():
          n = int(sys.stdin.readline())
          xs = list(map(int, sys.stdin.readline().split()))
          p = prefix(xs)
          print(max(p))

      if __name__ == "__main__":
          main()
    `),
  },
  {
    name: 'int main() is the entry; an unused O(n^2) function is not',
    language: 'cpp',
    time: 'O(n)',
    code: src(`
      #include <bits/stdc++.h>
      using namespace std;

      long long slowPairs(const vector<int>& a) {
          long long c = 0;
          for (size_t i = 0; i < a.size(); i++)
              for (size_t j = i + 1; j < a.size(); j++)
                  if (a[i] + a[j] == 0) c++;
          return c;
      }

      int main() {
          int n;
          cin >> n;
          vector<int> a(n);
          for (auto& x : a) cin >> x;
          unordered_map<int, int> seen;
          long long c = 0;
          for (int x : a) { c += seen[-x]; seen[x]++; }
          cout << c << endl;
          return 0;
      }
    `),
  },
  {
    name: 'an object declared with constructor arguments runs its constructor',
    language: 'cpp',
    time: 'O(n)',
    code: src(`
      #include <bits/stdc++.h>
      using namespace std;

      struct Dsu {
          vector<int> parent;
          Dsu(int n) : parent(n) {
              for (int i = 0; i < n; i++) parent[i] = i;
          }
          int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }
      };

      int main() {
          int n;
          scanf("%d", &n);
          Dsu d(n);
          printf("%d\\n", d.find(0));
          return 0;
      }
    `),
  },
  {
    name: 'func main() is the entry; an unused helper is not',
    language: 'go',
    time: 'O(n)',
    code: src(`
      package main

      import "fmt"

      func allPairs(a []int) int {
          c := 0
          for i := range a {
              for j := range a {
                  if a[i] < a[j] {
                      c++
                  }
              }
          }
          return c
      }

      func main() {
          var n int
          fmt.Scan(&n)
          sum := 0
          for i := 0; i < n; i++ {
              var x int
              fmt.Scan(&x)
              sum += x
          }
          fmt.Println(sum)
      }
    `),
  },
  {
    name: 'a Solution class: a private helper counts through the public method that calls it, an unused one not at all',
    language: 'java',
    time: 'O(n log n)',
    code: src(`
      class Solution {
          public int minGroups(int[] sizes) {
              return greedy(sizes);
          }

          private int greedy(int[] sizes) {
              Arrays.sort(sizes);
              int groups = 0;
              for (int i = sizes.length - 1; i >= 0; i--) groups++;
              return groups;
          }

          private int bruteForce(int[] sizes) {
              int best = 0;
              for (int i = 0; i < sizes.length; i++)
                  for (int j = 0; j < sizes.length; j++)
                      for (int k = 0; k < sizes.length; k++) best = Math.max(best, sizes[i] + sizes[j] - sizes[k]);
              return best;
          }
      }
    `),
  },
  {
    name: 'a C++ Solution: members before public: are private helpers',
    language: 'cpp',
    time: 'O(n)',
    code: src(`
      class Solution {
          int quadratic(vector<int>& a) {
              int c = 0;
              for (int i = 0; i < a.size(); i++)
                  for (int j = 0; j < i; j++) c += a[j] < a[i];
              return c;
          }
      public:
          int total(vector<int>& a) {
              int s = 0;
              for (int x : a) s += x;
              return s;
          }
      };
    `),
  },
]);
