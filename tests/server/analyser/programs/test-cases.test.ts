/**
 * Loops over test cases: a count read first, then that many independent runs, each reading its own input and
 * sharing nothing but the output. Complexity is per test case (the sizes of the test cases add up to the input, so
 * a run linear or worse in its own size is that much in the whole input too); such a loop does not multiply. A loop
 * that fills an array, sums what it reads, or answers queries about data read before it is a loop over the input.
 */
import { programCases, src } from './cases.ts';

programCases('loops over test cases', [
  {
    name: 'each test case sorts its own array: n log n per test case',
    language: 'java',
    time: 'O(n log n)',
    code: src(`
      import java.util.*;

      public class Main {
          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int t = in.nextInt();
              StringBuilder out = new StringBuilder();
              while (t-- > 0) {
                  int n = in.nextInt();
                  long[] a = new long[n];
                  for (int i = 0; i < n; i++) a[i] = in.nextLong();
                  Arrays.sort(a);
                  long gap = 0;
                  for (int i = 1; i < n; i++) gap = Math.max(gap, a[i] - a[i - 1]);
                  out.append(gap).append('\\n');
              }
              System.out.print(out);
          }
      }
    `),
  },
  {
    name: 'test cases handled by a solve() that reads its own input: quadratic per test case',
    language: 'java',
    time: 'O(n^2)',
    code: src(`
      import java.util.*;

      public class Main {
          static Scanner in = new Scanner(System.in);

          static void solve() {
              int n = in.nextInt();
              int[] a = new int[n];
              for (int i = 0; i < n; i++) a[i] = in.nextInt();
              int pairs = 0;
              for (int i = 0; i < n; i++)
                  for (int j = i + 1; j < n; j++)
                      if ((a[i] + a[j]) % 7 == 0) pairs++;
              System.out.println(pairs);
          }

          public static void main(String[] args) {
              int tests = in.nextInt();
              for (int tc = 0; tc < tests; tc++) solve();
          }
      }
    `),
  },
  {
    name: 'for _ in range(int(input())): each test case reads a line of n values',
    language: 'python',
    time: 'O(n)',
    code: src(`
      for _ in range(int(input())):
          n = int(input())
          a = list(map(int, input().split()))
          best = a[0]
          for x in a:
              best = max(best, x)
          print(best * n)
    `),
  },
  {
    name: 'constant work per test case: O(1)',
    language: 'cpp',
    time: 'O(1)',
    code: src(`
      #include <bits/stdc++.h>
      using namespace std;

      int main() {
          int t;
          cin >> t;
          while (t--) {
              long long a, b;
              cin >> a >> b;
              cout << (a + b - 1) / b << '\\n';
          }
          return 0;
      }
    `),
  },
  {
    name: 'not test cases: n values read into an array declared before the loop',
    language: 'java',
    time: 'O(n)',
    code: src(`
      import java.util.*;

      public class Main {
          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              int[] a = new int[n];
              for (int i = 0; i < n; i++) a[i] = in.nextInt();
              System.out.println(a[n - 1] - a[0]);
          }
      }
    `),
  },
  {
    name: 'not test cases: the values read are summed across iterations',
    language: 'python',
    time: 'O(n)',
    code: src(`
      t = int(input())
      total = 0
      for _ in range(t):
          total += int(input())
      print(total)
    `),
  },
  {
    name: 'not test cases: queries about an array read before them',
    language: 'java',
    time: 'O(n^2)',
    code: src(`
      import java.util.*;

      public class Main {
          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              int[] a = new int[n];
              for (int i = 0; i < n; i++) a[i] = in.nextInt();
              int q = in.nextInt();
              while (q-- > 0) {
                  int l = in.nextInt(), r = in.nextInt();
                  long s = 0;
                  for (int i = l; i <= r; i++) s += a[i];
                  System.out.println(s);
              }
          }
      }
    `),
  },
]);
