/**
 * Fast input readers written by the program itself: a loop that only moves forward through the input (refilling a
 * tokenizer from the next line, skipping blanks, gathering a number's digits) inside a function that returns what
 * it read costs O(1) a call, amortised, like the library read it stands for. Recognised from what the loop does
 * (its end depends on what it has just read), not from what the reader is called.
 */
import { programCases, src } from './cases.ts';

const tokenizerReader = `
    static class Tokens {
        private final BufferedReader reader;
        private StringTokenizer tokens;

        Tokens(InputStream stream) {
            reader = new BufferedReader(new InputStreamReader(stream));
        }

        String word() {
            while (tokens == null || !tokens.hasMoreTokens()) {
                try {
                    tokens = new StringTokenizer(reader.readLine());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return tokens.nextToken();
        }

        int integer() {
            return Integer.parseInt(word());
        }

        long wide() {
            return Long.parseLong(word());
        }
    }
`;

const byteReader = `
    static final class Bytes {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, pos = 0;

        private byte next() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) return -1;
            }
            return buf[pos++];
        }

        int integer() throws IOException {
            int v = 0;
            byte b = next();
            while (b < '-') b = next();
            boolean minus = b == '-';
            if (minus) b = next();
            while (b >= '0' && b <= '9') {
                v = v * 10 + (b - '0');
                b = next();
            }
            return minus ? -v : v;
        }
    }
`;

programCases('fast input readers', [
  {
    name: 'a tokenizer reader used for two values: O(1)',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.io.*;
      import java.util.*;

      public class Main {
      ${tokenizerReader}
          public static void main(String[] args) {
              Tokens in = new Tokens(System.in);
              long a = in.wide(), b = in.wide();
              System.out.println(a / b + (a % b == 0 ? 0 : 1));
          }
      }
    `),
  },
  {
    name: 'the same reader used for n values: O(n)',
    language: 'java',
    time: 'O(n)',
    code: src(`
      import java.io.*;
      import java.util.*;

      public class Main {
      ${tokenizerReader}
          public static void main(String[] args) {
              Tokens in = new Tokens(System.in);
              int n = in.integer();
              long best = Long.MIN_VALUE, run = 0;
              for (int i = 0; i < n; i++) {
                  run = Math.max(0, run) + in.integer();
                  best = Math.max(best, run);
              }
              System.out.println(best);
          }
      }
    `),
  },
  {
    name: 'a byte-buffer reader (skip blanks, gather digits) feeding a sort: O(n log n)',
    language: 'java',
    time: 'O(n log n)',
    code: src(`
      import java.io.*;
      import java.util.*;

      public class Main {
      ${byteReader}
          public static void main(String[] args) throws IOException {
              Bytes in = new Bytes();
              int n = in.integer();
              long[] a = new long[n];
              for (int i = 0; i < n; i++) a[i] = in.integer();
              Arrays.sort(a);
              long cost = 0;
              for (int i = 0; i < n; i++) cost += Math.abs(a[i] - a[n / 2]);
              System.out.println(cost);
          }
      }
    `),
  },
  {
    name: 'a byte-buffer reader used for three values: O(1)',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.io.*;

      public class Main {
      ${byteReader}
          public static void main(String[] args) throws IOException {
              Bytes in = new Bytes();
              int x = in.integer(), y = in.integer(), z = in.integer();
              System.out.println(x + y > z && y + z > x && x + z > y ? "YES" : "NO");
          }
      }
    `),
  },
  {
    name: 'a getchar reader: O(n) for n values',
    language: 'cpp',
    time: 'O(n)',
    code: src(`
      #include <cstdio>

      static int readInt() {
          int x = 0, c = getchar();
          while (c < '0' || c > '9') c = getchar();
          while (c >= '0' && c <= '9') {
              x = x * 10 + (c - '0');
              c = getchar();
          }
          return x;
      }

      int main() {
          int n = readInt();
          long long s = 0;
          for (int i = 0; i < n; i++) s += readInt();
          printf("%lld\\n", s);
          return 0;
      }
    `),
  },
  {
    name: 'a getchar reader used for two values: O(1)',
    language: 'cpp',
    time: 'O(1)',
    code: src(`
      #include <cstdio>

      int readInt() {
          int x = 0, c = getchar();
          while (c < '0' || c > '9') c = getchar();
          while (c >= '0' && c <= '9') {
              x = x * 10 + (c - '0');
              c = getchar();
          }
          return x;
      }

      int main() {
          int a = readInt(), b = readInt();
          printf("%d\\n", a > b ? a - b : b - a);
          return 0;
      }
    `),
  },
  {
    name: 'a token reader refilled from lines: O(1) per token, O(n) for n tokens',
    language: 'python',
    time: 'O(n)',
    code: src(`
      import sys

      pending = []

      def token():
          global pending
          while not pending:
              pending = sys.stdin.readline().split()[::-1]
          return pending.pop()

      n = int(token())
      count = 0
      for _ in range(n):
          if int(token()) % 2 == 0:
              count += 1
      print(count)
    `),
  },
  {
    name: 'a refill loop in a helper that answers whether input remains: it only reads, O(1) a call',
    language: 'java',
    time: 'O(1)',
    code: src(`
      import java.io.*;
      import java.util.*;

      public class Main {
          static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
          static StringTokenizer words;

          static boolean ready() {
              while (words == null || !words.hasMoreTokens()) {
                  try {
                      words = new StringTokenizer(in.readLine());
                  } catch (Exception e) {
                      return false;
                  }
              }
              return true;
          }

          static int number() {
              ready();
              return Integer.parseInt(words.nextToken());
          }

          public static void main(String[] args) {
              int a = number(), b = number();
              System.out.println(Math.abs(a - b) <= 1 ? "YES" : "NO");
          }
      }
    `),
  },
  {
    name: 'a reader extending BufferedReader calls its inherited readLine(): O(n) for n values',
    language: 'java',
    time: 'O(n)',
    code: src(`
      import java.io.*;
      import java.util.*;

      class Tokens extends BufferedReader {
          private StringTokenizer line;

          Tokens(InputStream in) {
              super(new InputStreamReader(in));
          }

          String token() throws IOException {
              while (line == null || !line.hasMoreTokens()) line = new StringTokenizer(readLine());
              return line.nextToken();
          }
      }

      public class Main {
          public static void main(String[] args) throws IOException {
              Tokens in = new Tokens(System.in);
              int n = Integer.parseInt(in.token());
              int zeros = 0;
              for (int i = 0; i < n; i++) if (in.token().equals("0")) zeros++;
              System.out.println(zeros);
          }
      }
    `),
  },
  {
    name: 'a loop that reads lines until the input ends is a loop over the input, not a reader',
    language: 'java',
    time: 'O(n)',
    code: src(`
      import java.io.*;

      public class Main {
          public static void main(String[] args) throws IOException {
              BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
              String line;
              int lines = 0;
              while ((line = br.readLine()) != null) {
                  if (!line.isEmpty()) lines++;
              }
              System.out.println(lines);
          }
      }
    `),
  },
]);
