/**
 * Kotlin through its adapter (languages/kotlin.ts) and library table (library/kotlin.ts): hand-written programs for
 * each construct, with the time and space any textbook gives them.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import { runCases, src, type Case } from './helpers.ts';

const cases: Case[] = [
  {
    rule: 'constant work, an expression body',
    time: 'O(1)',
    space: 'O(1)',
    code: src(`
      fun area(w: Long, h: Long): Long = w * h // O(n) says the comment; the code says O(1)
    `),
  },
  {
    rule: 'for (i in 0 until n), downTo and step',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fun f(n: Int): Long {
          var s = 0L
          for (i in 0 until n) s += i
          for (i in n - 1 downTo 0) s -= i
          for (i in 0 until n step 2) s += i
          return s
      }
    `),
  },
  {
    rule: 'repeat(n) is a loop',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fun f(n: Int): Int {
          var s = 0
          repeat(n) { k -> s += k }
          return s
      }
    `),
  },
  {
    rule: 'repeat(26) over a loop costs nothing extra',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fun f(s: String): Int {
          var best = 0
          repeat(26) { c ->
              var run = 0
              for (ch in s) { if (ch - 'a' == c) run++ else run = 0; best = maxOf(best, run) }
          }
          return best
      }
    `),
  },
  {
    rule: 'a loop with its body on the next line, without braces',
    time: 'O(n^2)',
    space: 'O(1)',
    code: src(`
      fun pairs(a: IntArray): Int {
          var c = 0
          for (i in a.indices)
              for (j in i + 1 until a.size)
                  if (a[i] < a[j]) c++
          return c
      }
    `),
  },
  {
    rule: 'halving in a while loop',
    time: 'O(log n)',
    space: 'O(1)',
    code: src(`
      fun digits(num: Long): Int {
          var n = num
          var d = 0
          do { d++; n /= 10 } while (n > 0)
          return d
      }
    `),
  },
  {
    rule: 'binary search',
    time: 'O(log n)',
    space: 'O(1)',
    techniques: ['binary_search'],
    code: src(`
      fun lowerBound(a: IntArray, x: Int): Int {
          var lo = 0
          var hi = a.size
          while (lo < hi) {
              val mid = (lo + hi) ushr 1
              if (a[mid] < x) lo = mid + 1 else hi = mid
          }
          return lo
      }
    `),
  },
  {
    rule: 'sortedWith a comparator, then a pass',
    time: 'O(n log n)',
    space: 'O(n)',
    techniques: ['sorting'],
    code: src(`
      fun merge(intervals: List<IntArray>): Int {
          val sorted = intervals.sortedWith(compareBy({ it[0] }, { it[1] }))
          var end = Int.MIN_VALUE
          var count = 0
          for (iv in sorted) { if (iv[0] > end) count++; end = maxOf(end, iv[1]) }
          return count
      }
    `),
  },
  {
    rule: 'nested loops comparing elements, and the finding',
    time: 'O(n^2)',
    space: 'O(1)',
    findings: ['nested_scan'],
    code: src(`
      fun hasDuplicate(a: IntArray): Boolean {
          for (i in a.indices) {
              for (j in i + 1 until a.size) {
                  if (a[i] == a[j]) return true
              }
          }
          return false
      }
    `),
  },
  {
    rule: 'a 2-D table built with Array(n) { IntArray(m) }',
    time: 'O(n^2)',
    space: 'O(n^2)',
    techniques: ['dynamic_programming'],
    code: src(`
      fun paths(m: Int, n: Int): Int {
          val dp = Array(m) { IntArray(n) { 1 } }
          for (i in 1 until m) for (j in 1 until n) dp[i][j] = dp[i - 1][j] + dp[i][j - 1]
          return dp[m - 1][n - 1]
      }
    `),
  },
  {
    rule: 'three nested loops',
    time: 'O(n^3)',
    space: 'O(1)',
    code: src(`
      fun triples(a: IntArray): Int {
          var c = 0
          for (i in a.indices) for (j in i + 1 until a.size) for (k in j + 1 until a.size) if (a[i] + a[j] + a[k] == 0) c++
          return c
      }
    `),
  },
  {
    rule: 'plain branching recursion, and the finding',
    time: 'O(2^n)',
    space: 'O(n)',
    findings: ['recursion_without_memo'],
    code: src(`
      fun fib(n: Int): Int {
          if (n < 2) return n
          return fib(n - 1) + fib(n - 2)
      }
    `),
  },
  {
    rule: 'memoised with memo[n]?.let { return it }',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['recursion_without_memo'],
    techniques: ['dynamic_programming'],
    code: src(`
      class Solution {
          private val memo = HashMap<Int, Long>()
          fun ways(n: Int): Long {
              if (n < 2) return 1
              memo[n]?.let { return it }
              val w = ways(n - 1) + ways(n - 2)
              memo[n] = w
              return w
          }
      }
    `),
  },
  {
    rule: 'breadth-first search with an ArrayDeque',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['bfs'],
    code: src(`
      fun levels(n: Int, edges: Array<IntArray>): IntArray {
          val g = List(n) { mutableListOf<Int>() }
          for (e in edges) { g[e[0]].add(e[1]); g[e[1]].add(e[0]) }
          val dist = IntArray(n) { -1 }
          val q = ArrayDeque<Int>()
          dist[0] = 0
          q.addLast(0)
          while (q.isNotEmpty()) {
              val u = q.removeFirst()
              for (v in g[u]) if (dist[v] < 0) { dist[v] = dist[u] + 1; q.addLast(v) }
          }
          return dist
      }
    `),
  },
  {
    rule: 'a PriorityQueue with a comparator',
    time: 'O(n log n)',
    space: 'O(n)',
    techniques: ['heap'],
    code: src(`
      import java.util.PriorityQueue

      fun kth(a: IntArray, k: Int): Int {
          val pq = PriorityQueue<Int>(compareByDescending { it })
          for (x in a) pq.add(x)
          repeat(k - 1) { pq.poll() }
          return pq.peek()
      }
    `),
  },
  {
    rule: 'a sliding window over a mutableMapOf',
    time: 'O(n)',
    space: 'O(1)',
    techniques: ['sliding_window'],
    code: src(`
      fun longestUnique(s: String): Int {
          val last = mutableMapOf<Char, Int>()
          var left = 0
          var best = 0
          for ((right, c) in s.withIndex()) {
              val seen = last[c]
              if (seen != null && seen >= left) left = seen + 1
              last[c] = right
              best = maxOf(best, right - left + 1)
          }
          return best
      }
    `),
  },
  {
    rule: 'filter / map / sum is one pass per call',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fun evenSquares(a: List<Int>): Int = a.filter { it % 2 == 0 }.map { it * it }.sum()
    `),
  },
  {
    rule: 'forEach whose lambda searches a list',
    time: 'O(n^2)',
    code: src(`
      fun inBoth(a: List<Int>, b: List<Int>): Int {
          var c = 0
          a.forEach { x -> if (b.contains(x)) c++ }
          return c
      }
    `),
  },
  {
    rule: 'x in list inside a loop is a linear search, and says so',
    time: 'O(n^2)',
    findings: ['list_membership_in_loop'],
    code: src(`
      fun inBoth(a: IntArray, b: List<Int>): Int {
          var c = 0
          for (x in a) if (x in b) c++
          return c
      }
    `),
  },
  {
    rule: 'a HashSet makes membership constant',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['list_membership_in_loop'],
    techniques: ['hash_map'],
    code: src(`
      fun inBoth(a: IntArray, b: List<Int>): Int {
          val set = b.toHashSet()
          var c = 0
          for (x in a) if (set.contains(x)) c++
          return c
      }
    `),
  },
  {
    rule: 'removeAt(0) and add(0, x) on a list in a loop',
    time: 'O(n^2)',
    findings: ['pop_front_in_loop', 'insert_front_in_loop'],
    code: src(`
      fun reverse(a: MutableList<Int>): MutableList<Int> {
          val out = mutableListOf<Int>()
          while (a.isNotEmpty()) {
              val x = a.removeAt(0)
              out.add(0, x)
          }
          return out
      }
    `),
  },
  {
    rule: 'sorting inside a loop',
    time: 'O(n^2)',
    findings: ['sort_in_loop'],
    code: src(`
      fun medians(a: IntArray): List<Int> {
          val seen = mutableListOf<Int>()
          val out = mutableListOf<Int>()
          for (x in a) { seen.add(x); seen.sort(); out.add(seen[seen.size / 2]) }
          return out
      }
    `),
  },
  {
    rule: 'string += in a loop copies the immutable string, and says so',
    time: 'O(n)',
    findings: ['string_concat_in_loop'],
    code: src(`
      fun join(words: List<String>): String {
          var s = ""
          for (w in words) s += w
          return s
      }
    `),
  },
  {
    rule: 'a StringBuilder does not',
    time: 'O(n)',
    noFindings: ['string_concat_in_loop'],
    code: src(`
      fun join(words: List<String>): String {
          val sb = StringBuilder()
          for (w in words) sb.append(w)
          return sb.toString()
      }
    `),
  },
];

describe('Kotlin', () => {
  runCases('kotlin', cases);

  it('answers the hostile paste (a while inside a for that indexes g[0][0]…[0] 25 times) in milliseconds', async () => {
    const code = `class S {\n  fun f(g: Array<Array<IntArray>>, q: ArrayDeque<Int>) {\n    for (i in 0 until 10) { while (q.isNotEmpty()) { val x = g${'[0]'.repeat(25)}; q.removeFirst() } }\n  }\n}\n`;
    await analyseCode('fun main() {}', 'kotlin');
    const started = performance.now();
    const a = await analyseCode(code, 'kotlin');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(a.parsedCleanly).toBe(true);
    // Each extra [0] used to double the time; fifty of them change nothing.
    const longer = await analyseCode(code.replace('[0]', '[0]'.repeat(26)), 'kotlin');
    expect(longer.time).toBe(a.time);
  });

  it('never throws on broken input', async () => {
    for (const code of ['', '{{{{', '}}}', 'for for while (((', '"open string', "'a", 'fun f( { repeat(', '/* open comment']) {
      const a = await analyseCode(code, 'kotlin');
      expect(a.time).toBeDefined();
    }
  });
});
