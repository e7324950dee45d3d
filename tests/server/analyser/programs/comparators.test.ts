/**
 * Comparators and callbacks: a comparator or key function handed to a sort (a lambda, an anonymous class, a
 * comparator object, a named function, the sorted objects' own `compareTo`/`__lt__`/`operator<`) costs what it does
 * per comparison, multiplied into the sort's n log n. It is neither a loop of its own nor an entry point.
 */
import { programCases, src } from './cases.ts';

programCases('comparators and callbacks', [
  {
    name: 'a constant lambda comparator: the sort is n log n',
    language: 'java',
    time: 'O(n log n)',
    code: src(`
      import java.util.*;

      public class Main {
          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              int[][] iv = new int[n][2];
              for (int i = 0; i < n; i++) { iv[i][0] = in.nextInt(); iv[i][1] = in.nextInt(); }
              Arrays.sort(iv, (p, q) -> p[1] != q[1] ? Integer.compare(p[1], q[1]) : Integer.compare(p[0], q[0]));
              int taken = 0, end = Integer.MIN_VALUE;
              for (int[] x : iv) if (x[0] >= end) { taken++; end = x[1]; }
              System.out.println(taken);
          }
      }
    `),
  },
  {
    name: 'an anonymous Comparator that walks two strings costs their length per comparison',
    language: 'java',
    time: 'O(n^2)',
    code: src(`
      import java.util.*;

      public class Main {
          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              List<String> words = new ArrayList<>();
              for (int i = 0; i < n; i++) words.add(in.next());
              Collections.sort(words, new Comparator<String>() {
                  @Override
                  public int compare(String a, String b) {
                      int k = 0;
                      while (k < a.length() && k < b.length() && a.charAt(k) == b.charAt(k)) k++;
                      if (k == a.length() || k == b.length()) return a.length() - b.length();
                      return a.charAt(k) - b.charAt(k);
                  }
              });
              System.out.println(words.get(0));
          }
      }
    `),
  },
  {
    name: "the sorted objects' compareTo is the comparison, not an entry of its own",
    language: 'java',
    time: 'O(n^2)',
    code: src(`
      import java.util.*;

      public class Main {
          static class Word implements Comparable<Word> {
              final char[] letters;
              Word(String s) { letters = s.toCharArray(); }

              public int compareTo(Word o) {
                  for (int i = 0; i < Math.min(letters.length, o.letters.length); i++)
                      if (letters[i] != o.letters[i]) return letters[i] - o.letters[i];
                  return letters.length - o.letters.length;
              }
          }

          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              List<Word> list = new ArrayList<>();
              for (int i = 0; i < n; i++) list.add(new Word(in.next()));
              Collections.sort(list);
              System.out.println(new String(list.get(0).letters));
          }
      }
    `),
  },
  {
    name: 'a comparator class whose other method is never called: only compare counts',
    language: 'java',
    time: 'O(n log n)',
    code: src(`
      import java.util.*;

      public class Main {
          static class ByLength implements Comparator<String> {
              public int compare(String a, String b) { return Integer.compare(a.length(), b.length()); }

              int[][] table(int n) {
                  int[][] t = new int[n][n];
                  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) t[i][j] = i ^ j;
                  return t;
              }
          }

          public static void main(String[] args) {
              Scanner in = new Scanner(System.in);
              int n = in.nextInt();
              String[] w = new String[n];
              for (int i = 0; i < n; i++) w[i] = in.next();
              Arrays.sort(w, new ByLength());
              System.out.println(w[n - 1]);
          }
      }
    `),
  },
  {
    name: 'a comparison function handed to std::sort costs per comparison',
    language: 'cpp',
    time: 'O(n^2)',
    code: src(`
      #include <bits/stdc++.h>
      using namespace std;

      bool before(const string& a, const string& b) {
          size_t i = 0;
          while (i < a.size() && i < b.size() && a[i] == b[i]) i++;
          return i < a.size() && (i == b.size() || a[i] < b[i]);
      }

      int main() {
          int n;
          cin >> n;
          vector<string> v(n);
          for (auto& s : v) cin >> s;
          sort(v.begin(), v.end(), before);
          cout << v[0] << "\\n";
          return 0;
      }
    `),
  },
  {
    name: 'a constant operator< of the sorted structs: n log n',
    language: 'cpp',
    time: 'O(n log n)',
    code: src(`
      #include <bits/stdc++.h>
      using namespace std;

      struct Event {
          int at, kind;
          bool operator<(const Event& o) const { return at != o.at ? at < o.at : kind < o.kind; }
          int spanTo(const vector<Event>& all) const {
              int c = 0;
              for (const auto& e : all)
                  for (const auto& f : all) c += e.at < f.at;
              return c;
          }
      };

      int main() {
          int n;
          cin >> n;
          vector<Event> ev(n);
          for (auto& e : ev) cin >> e.at >> e.kind;
          sort(ev.begin(), ev.end());
          int open = 0, best = 0;
          for (const auto& e : ev) { open += e.kind; best = max(best, open); }
          cout << best << "\\n";
          return 0;
      }
    `),
  },
  {
    name: 'a comparison wrapped by cmp_to_key costs per comparison',
    language: 'python',
    time: 'O(n^2)',
    code: src(`
      from functools import cmp_to_key

      def compare(a, b):
          i = 0
          while i < len(a) and i < len(b) and a[i] == b[i]:
              i += 1
          if i == len(a) or i == len(b):
              return len(a) - len(b)
          return -1 if a[i] < b[i] else 1

      n = int(input())
      words = [input().strip() for _ in range(n)]
      words.sort(key=cmp_to_key(compare))
      print(words[0])
    `),
  },
  {
    name: 'a constant key function: the sort is n log n',
    language: 'python',
    time: 'O(n log n)',
    code: src(`
      def weight(pair):
          return (pair[1], -pair[0])

      def all_pairs(xs):
          return [(a, b) for a in xs for b in xs]

      n = int(input())
      pairs = [tuple(map(int, input().split())) for _ in range(n)]
      pairs.sort(key=weight)
      print(*pairs[0])
    `),
  },
]);
