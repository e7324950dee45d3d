/**
 * Input and output: reading a fixed number of values is O(1), reading n values O(n); a value read is a size (a loop
 * up to it is O(n)), a loop to a literal constant is O(1); a line read and split holds as many values as the
 * program uses. Printing is O(1) a call, O(size) for a whole collection.
 */
import { programCases, src } from './cases.ts';

programCases('reading and writing', [
  {
    name: 'a line split into a fixed number of values is O(1)',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.io.*;

      public class Main {
          public static void main(String[] args) throws IOException {
              BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
              String[] first = br.readLine().split(" ");
              long a = Long.parseLong(first[0]);
              long b = Long.parseLong(first[1]);
              String[] second = br.readLine().trim().split("\\\\s+");
              long c = Long.parseLong(second[0]);
              System.out.println(Math.max(a, Math.max(b, c)) - Math.min(a, Math.min(b, c)));
          }
      }
    `),
  },
  {
    name: 'a line of n values walked once is O(n)',
    language: 'java',
    time: 'O(n)',
    code: src(`
      import java.io.*;

      public class Main {
          public static void main(String[] args) throws IOException {
              BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
              int n = Integer.parseInt(br.readLine().trim());
              String[] parts = br.readLine().split(" ");
              long sum = 0;
              for (int i = 0; i < n; i++) sum += Integer.parseInt(parts[i]);
              System.out.println(sum);
          }
      }
    `),
  },
  {
    name: 'a loop to a literal constant reads a fixed number of values',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.io.*;
      import java.util.*;

      public class Main {
          public static void main(String[] args) throws IOException {
              BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
              StringTokenizer st = new StringTokenizer(br.readLine());
              int[] sides = new int[4];
              for (int i = 0; i < 4; i++) sides[i] = Integer.parseInt(st.nextToken());
              Arrays.sort(sides);
              System.out.println(sides[0] == sides[1] && sides[2] == sides[3] ? "YES" : "NO");
          }
      }
    `),
  },
  {
    name: 'printing a whole list once per query costs the list each time',
    language: 'java',
    time: 'O(n^2)',
    code: src(`
      import java.util.*;

      public class Main {
          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              List<Integer> seen = new ArrayList<>();
              for (int i = 0; i < n; i++) {
                  seen.add(in.nextInt());
                  System.out.println(seen);
              }
          }
      }
    `),
  },
  {
    name: 'two numbers unpacked from a line: O(1)',
    language: 'python',
    time: 'O(1)',
    code: src(`
      a, b = map(int, input().split())
      print((a + b) % 10)
    `),
  },
  {
    name: 'a word read and looked at its ends: O(1)',
    language: 'python',
    time: 'O(1)',
    code: src(`
      import sys
      input = sys.stdin.readline

      word = input().strip()
      print("YES" if word[0] == word[-1] else "NO")
    `),
  },
  {
    name: 'reading n values and summing them: O(n)',
    language: 'python',
    time: 'O(n)',
    code: src(`
      n = int(input())
      values = list(map(int, input().split()))
      total = 0
      for v in values:
          total += v
      print(total)
    `),
  },
  {
    name: 'the whole input read at once, the first n values taken: O(n)',
    language: 'python',
    time: 'O(n)',
    code: src(`
      import sys
      data = sys.stdin.read().split()
      n = int(data[0])
      values = data[1:n + 1]
      print(len(set(values)))
    `),
  },
  {
    name: 'a count read with scanf bounds the loop: O(n)',
    language: 'cpp',
    time: 'O(n)',
    code: src(`
      #include <cstdio>

      int main() {
          int n;
          scanf("%d", &n);
          long long best = 0, cur = 0;
          for (int i = 0; i < n; i++) {
              int x;
              scanf("%d", &x);
              cur = cur + x > 0 ? cur + x : 0;
              if (cur > best) best = cur;
          }
          printf("%lld\\n", best);
          return 0;
      }
    `),
  },
  {
    name: 'n values read with cin and sorted: O(n log n)',
    language: 'cpp',
    time: 'O(n log n)',
    code: src(`
      #include <bits/stdc++.h>
      using namespace std;

      int main() {
          int n;
          cin >> n;
          vector<long long> a(n);
          for (auto& x : a) cin >> x;
          sort(a.begin(), a.end());
          cout << a[n / 2] << "\\n";
          return 0;
      }
    `),
  },
  {
    name: 'a count read with fmt.Fscan bounds the loop: O(n)',
    language: 'go',
    time: 'O(n)',
    code: src(`
      package main

      import (
          "bufio"
          "fmt"
          "os"
      )

      func main() {
          reader := bufio.NewReader(os.Stdin)
          var n int
          fmt.Fscan(reader, &n)
          maxV := 0
          for i := 0; i < n; i++ {
              var x int
              fmt.Fscan(reader, &x)
              if x > maxV {
                  maxV = x
              }
          }
          fmt.Println(maxV)
      }
    `),
  },
]);
