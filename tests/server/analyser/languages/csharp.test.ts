/**
 * C# through its adapter (languages/csharp.ts) and library table (library/csharp.ts): hand-written programs for each
 * construct, with the time and space any textbook gives them.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import { runCases, src, type Case } from './helpers.ts';

const cases: Case[] = [
  {
    rule: 'constant work, an expression-bodied method',
    time: 'O(1)',
    space: 'O(1)',
    code: src(`
      public class Solution {
          public long Area(long w, long h) => w * h; // O(n), says nobody
      }
    `),
  },
  {
    rule: 'for, foreach, while and do-while over the input',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      public class Solution {
          public long F(int[] a) {
              long s = 0;
              for (int i = 0; i < a.Length; i++) s += a[i];
              foreach (var x in a) s -= x;
              int j = 0;
              while (j < a.Length) { s += a[j]; j++; }
              int k = 0;
              do { s ^= k; k++; } while (k < a.Length);
              return s;
          }
      }
    `),
  },
  {
    rule: 'foreach over Enumerable.Range(0, n)',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      public class Solution {
          public int F(int n) {
              int s = 0;
              foreach (var i in Enumerable.Range(0, n)) s += i;
              return s;
          }
      }
    `),
  },
  {
    rule: 'binary search',
    time: 'O(log n)',
    space: 'O(1)',
    techniques: ['binary_search'],
    code: src(`
      public class Solution {
          public int LowerBound(int[] a, int x) {
              int lo = 0, hi = a.Length;
              while (lo < hi) {
                  int mid = lo + (hi - lo) / 2;
                  if (a[mid] < x) lo = mid + 1; else hi = mid;
              }
              return lo;
          }
      }
    `),
  },
  {
    rule: 'Array.Sort with a comparison lambda',
    time: 'O(n log n)',
    space: 'O(log n)',
    techniques: ['sorting'],
    code: src(`
      public class Solution {
          public int MaxEnd(int[][] intervals) {
              Array.Sort(intervals, (a, b) => a[0].CompareTo(b[0]));
              int best = 0;
              foreach (var iv in intervals) best = Math.Max(best, iv[1]);
              return best;
          }
      }
    `),
  },
  {
    rule: 'nested loops comparing elements, and the finding',
    time: 'O(n^2)',
    space: 'O(1)',
    findings: ['nested_scan'],
    code: src(`
      public class Solution {
          public bool HasDuplicate(int[] a) {
              for (int i = 0; i < a.Length; i++)
                  for (int j = i + 1; j < a.Length; j++)
                      if (a[i] == a[j]) return true;
              return false;
          }
      }
    `),
  },
  {
    rule: 'a rectangular table new int[m, n]',
    time: 'O(n^2)',
    space: 'O(n^2)',
    techniques: ['dynamic_programming'],
    code: src(`
      public class Solution {
          public int Paths(int m, int n) {
              var dp = new int[m, n];
              for (int i = 0; i < m; i++) for (int j = 0; j < n; j++)
                  dp[i, j] = i == 0 || j == 0 ? 1 : dp[i - 1, j] + dp[i, j - 1];
              return dp[m - 1, n - 1];
          }
      }
    `),
  },
  {
    rule: 'three nested loops',
    time: 'O(n^3)',
    space: 'O(1)',
    code: src(`
      public class Solution {
          public int Triples(int[] a) {
              int c = 0;
              for (int i = 0; i < a.Length; i++)
                  for (int j = i + 1; j < a.Length; j++)
                      for (int k = j + 1; k < a.Length; k++)
                          if (a[i] + a[j] + a[k] == 0) c++;
              return c;
          }
      }
    `),
  },
  {
    rule: 'plain branching recursion, and the finding',
    time: 'O(2^n)',
    space: 'O(n)',
    findings: ['recursion_without_memo'],
    code: src(`
      public class Solution {
          public int Fib(int n) => n < 2 ? n : Fib(n - 1) + Fib(n - 2);
      }
    `),
  },
  {
    rule: 'memoised with TryGetValue',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['recursion_without_memo'],
    code: src(`
      public class Solution {
          private readonly Dictionary<int, long> memo = new();
          public long Ways(int n) {
              if (n < 2) return 1;
              if (memo.ContainsKey(n)) return memo[n];
              long w = Ways(n - 1) + Ways(n - 2);
              memo[n] = w;
              return w;
          }
      }
    `),
  },
  {
    rule: 'breadth-first search with a Queue',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['bfs'],
    code: src(`
      public class Solution {
          public int[] Levels(int n, int[][] edges) {
              var g = new List<int>[n];
              for (int i = 0; i < n; i++) g[i] = new List<int>();
              foreach (var e in edges) { g[e[0]].Add(e[1]); g[e[1]].Add(e[0]); }
              var dist = new int[n];
              Array.Fill(dist, -1);
              var q = new Queue<int>();
              dist[0] = 0;
              q.Enqueue(0);
              while (q.Count > 0) {
                  int u = q.Dequeue();
                  foreach (int v in g[u]) if (dist[v] < 0) { dist[v] = dist[u] + 1; q.Enqueue(v); }
              }
              return dist;
          }
      }
    `),
  },
  {
    rule: 'a PriorityQueue',
    time: 'O(n log n)',
    space: 'O(n)',
    techniques: ['heap'],
    code: src(`
      public class Solution {
          public int LastStone(int[] stones) {
              var pq = new PriorityQueue<int, int>();
              foreach (var s in stones) pq.Enqueue(s, -s);
              while (pq.Count > 1) {
                  int a = pq.Dequeue(), b = pq.Dequeue();
                  if (a != b) pq.Enqueue(a - b, b - a);
              }
              return pq.Count == 0 ? 0 : pq.Peek();
          }
      }
    `),
  },
  {
    rule: 'a sliding window over a HashSet',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['sliding_window', 'hash_map'],
    code: src(`
      public class Solution {
          public int LongestUnique(string s) {
              var seen = new HashSet<char>();
              int left = 0, best = 0;
              for (int right = 0; right < s.Length; right++) {
                  while (seen.Contains(s[right])) seen.Remove(s[left++]);
                  seen.Add(s[right]);
                  best = Math.Max(best, right - left + 1);
              }
              return best;
          }
      }
    `),
  },
  {
    rule: 'LINQ Where / Select / Sum is one pass per operator',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      public class Solution {
          public int EvenSquares(int[] a) => a.Where(x => x % 2 == 0).Select(x => x * x).Sum();
      }
    `),
  },
  {
    rule: 'a LINQ lambda that searches a list',
    time: 'O(n^2)',
    code: src(`
      public class Solution {
          public int InBoth(int[] a, List<int> b) => a.Count(x => b.Contains(x));
      }
    `),
  },
  {
    rule: 'Contains on a List inside a loop, and the finding',
    time: 'O(n^2)',
    findings: ['list_membership_in_loop'],
    code: src(`
      public class Solution {
          public int InBoth(int[] a, List<int> b) {
              int c = 0;
              foreach (var x in a) if (b.Contains(x)) c++;
              return c;
          }
      }
    `),
  },
  {
    rule: 'ToHashSet makes it constant',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['list_membership_in_loop'],
    techniques: ['hash_map'],
    code: src(`
      public class Solution {
          public int InBoth(int[] a, List<int> b) {
              var set = b.ToHashSet();
              int c = 0;
              foreach (var x in a) if (set.Contains(x)) c++;
              return c;
          }
      }
    `),
  },
  {
    rule: 'RemoveAt(0) and Insert(0, x) on a List in a loop',
    time: 'O(n^2)',
    findings: ['pop_front_in_loop', 'insert_front_in_loop'],
    code: src(`
      public class Solution {
          public List<int> Reverse(List<int> a) {
              var result = new List<int>();
              while (a.Count > 0) {
                  int x = a[0];
                  a.RemoveAt(0);
                  result.Insert(0, x);
              }
              return result;
          }
      }
    `),
  },
  {
    rule: 'sorting inside a loop',
    time: 'O(n^2)',
    findings: ['sort_in_loop'],
    code: src(`
      public class Solution {
          public List<int> Medians(int[] a) {
              var seen = new List<int>();
              var result = new List<int>();
              foreach (var x in a) { seen.Add(x); seen.Sort(); result.Add(seen[seen.Count / 2]); }
              return result;
          }
      }
    `),
  },
  {
    rule: 'string += in a loop copies the immutable string, and says so',
    time: 'O(n)',
    findings: ['string_concat_in_loop'],
    code: src(`
      public class Solution {
          public string Join(string[] words) {
              string s = "";
              foreach (var w in words) s += w;
              return s;
          }
      }
    `),
  },
  {
    rule: 'a StringBuilder does not',
    time: 'O(n)',
    noFindings: ['string_concat_in_loop'],
    code: src(`
      public class Solution {
          public string Join(string[] words) {
              var sb = new StringBuilder();
              foreach (var w in words) sb.Append(w);
              return sb.ToString();
          }
      }
    `),
  },
];

describe('C#', () => {
  runCases('csharp', cases);

  it('never throws on broken input', async () => {
    for (const code of ['', '{{{{', '}}}', 'for for while (((', '"open string', "'a", 'class A { void F( {', '/* open comment']) {
      const a = await analyseCode(code, 'csharp');
      expect(a.time).toBeDefined();
    }
  });
});
