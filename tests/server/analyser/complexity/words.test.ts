/**
 * Work on each word of a list of words sums to the input's total length: a loop as long as the current word, or
 * a helper linear in it, inside a loop over the words reads each character once over the outer loop. The element
 * may be taken by index (`q = queries[i]`) and transformed (`q = q.toLowerCase()`). Rows of a grid are not words:
 * m rows of n cells are m·n.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('work on each word of a list', {
  valid: [
    {
      name: 'a counted loop as long as the word',
      language: 'java',
      time: 'O(n)',
      code: src(`
        class Letters {
            int[] count(String[] words) {
                int[] cnt = new int[26];
                for (String w : words) {
                    for (int i = 0; i < w.length(); ++i) cnt[w.charAt(i) - 'a']++;
                }
                return cnt;
            }
        }
      `),
    },
    {
      name: 'a range as long as the word',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def vowels(words: list[str]) -> int:
            total = 0
            for w in words:
                for i in range(len(w)):
                    total += w[i] in "aeiou"
            return total
      `),
    },
    {
      name: 'each query taken by index and transformed',
      language: 'java',
      time: 'O(n)',
      code: src(`
        class Lookup {
            String[] find(Set<String> known, String[] queries) {
                String[] out = new String[queries.length];
                for (int i = 0; i < queries.length; ++i) {
                    String q = queries[i];
                    q = q.toLowerCase();
                    out[i] = known.contains(q) ? q : "";
                }
                return out;
            }
        }
      `),
    },
    {
      name: 'each group of a grouped map sorted, the key beside it',
      language: 'python',
      time: 'O(n log n)',
      code: src(`
        from collections import defaultdict
        def busy(logs: list[list[str]]) -> list[str]:
            d = defaultdict(list)
            for who, t in logs:
                d[who].append(int(t))
            out = []
            for who, ts in d.items():
                ts.sort()
                if len(ts) >= 3:
                    out.append(who)
            return out
      `),
    },
    {
      name: 'the characters of a string copied into a list',
      language: 'python',
      time: 'O(n log n)',
      code: src(`
        def sort_vowels(s: str) -> str:
            vs = sorted(c for c in s if c.lower() in "aeiou")
            cs = list(s)
            j = 0
            for i, c in enumerate(cs):
                if c.lower() in "aeiou":
                    cs[i] = vs[j]
                    j += 1
            return "".join(cs)
      `),
    },
  ],
  invalid: [
    {
      name: 'the rows of a grid',
      language: 'java',
      time: 'O(n^2)',
      code: src(`
        class Grid {
            int ones(int[][] grid) {
                int c = 0;
                for (int[] row : grid) {
                    for (int j = 0; j < row.length; ++j) c += row[j];
                }
                return c;
            }
        }
      `),
    },
    {
      name: 'a loop as long as the whole list, for each word',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        def pairs(words: list[str]) -> int:
            c = 0
            for w in words:
                for i in range(len(words)):
                    c += words[i] == w
            return c
      `),
    },
  ],
});
