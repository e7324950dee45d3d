/**
 * Names in contest programs: outside Python, assigning a name in a method declares nothing, so `st = new
 * StringTokenizer(…)` sets the field; a nested class reads its outer class's static fields by name; a method
 * called on a variable declared with a library type is the library's, even when a user class has a method of that
 * name.
 */
import { programCases, src } from './cases.ts';

programCases('fields, scopes and library objects', [
  {
    name: 'a reader whose tokenizer field is assigned in the constructor and refilled in a method: O(1) for two values',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.io.*;
      import java.util.*;

      public class Main {
          static class In {
              BufferedReader br;
              StringTokenizer tok;

              In() {
                  br = new BufferedReader(new InputStreamReader(System.in));
                  tok = new StringTokenizer("");
              }

              String nextToken() throws IOException {
                  while (!tok.hasMoreTokens()) tok = new StringTokenizer(br.readLine());
                  return tok.nextToken();
              }

              int nextInt() throws IOException {
                  return Integer.parseInt(nextToken());
              }
          }

          public static void main(String[] args) throws IOException {
              In in = new In();
              int h = in.nextInt(), m = in.nextInt();
              System.out.println((24 * 60 - h * 60 - m) % (24 * 60));
          }
      }
    `),
  },
  {
    name: "a nested reader using the outer class's static tokenizer: O(n) for n values",
    language: 'java',
    time: 'O(n)',
    code: src(`
      import java.io.*;
      import java.util.*;

      public class Main {
          static BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
          static StringTokenizer st;

          static class Reader {
              String nextToken() throws IOException {
                  while (st == null || !st.hasMoreTokens()) st = new StringTokenizer(br.readLine());
                  return st.nextToken();
              }

              long nextLong() throws IOException {
                  return Long.parseLong(nextToken());
              }
          }

          public static void main(String[] args) throws IOException {
              Reader r = new Reader();
              int n = (int) r.nextLong();
              long odd = 0;
              for (int i = 0; i < n; i++) if (r.nextLong() % 2 != 0) odd++;
              System.out.println(odd);
          }
      }
    `),
  },
  {
    name: 'readLine on a BufferedReader field is the library read, not the user method of the same name',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.io.*;

      public class Main {
          static class Input {
              private final BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));

              String readLine() throws IOException {
                  String line = reader.readLine();
                  while (line != null && line.isEmpty()) line = reader.readLine();
                  return line;
              }
          }

          public static void main(String[] args) throws IOException {
              Input in = new Input();
              String word = in.readLine().trim();
              System.out.println(word.charAt(0) == word.charAt(word.length() - 1) ? "same" : "different");
          }
      }
    `),
  },
  {
    // One call may walk far, but the field never goes back: over all calls it moves at most as far as seats were
    // sold, so each call is O(1) amortised (complexity/design.test.ts has the rule's own examples).
    name: 'a counter field moved forward by a method belongs to the object, and continues where the last call left off: O(1) amortised',
    language: 'java',
    time: 'O(1)',
    code: src(`
      class Tickets {
          private final java.util.Set<Integer> sold = new java.util.HashSet<>();
          private int firstFree = 1;

          public void sell(int seat) {
              sold.add(seat);
          }

          public int nextFree() {
              while (sold.contains(firstFree)) firstFree++;
              return firstFree;
          }
      }
    `),
  },
  {
    name: 'an array of 26 pointers per trie node: making a node is O(1)',
    language: 'cpp',
    time: 'O(n)',
    code: src(`
      class Trie {
          Trie* next[26];
          bool terminal = false;
      public:
          Trie() {
              fill(begin(next), end(next), nullptr);
          }

          void add(const string& w) {
              Trie* cur = this;
              for (char ch : w) {
                  int k = ch - 'a';
                  if (!cur->next[k]) cur->next[k] = new Trie();
                  cur = cur->next[k];
              }
              cur->terminal = true;
          }
      };
    `),
  },
]);
