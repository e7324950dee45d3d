/**
 * Swift through its adapter (languages/swift.ts) and library table (library/swift.ts): hand-written programs for
 * each construct, with the time and space any textbook gives them.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import { runCases, src, type Case } from './helpers.ts';

const cases: Case[] = [
  {
    rule: 'constant work, a one-expression body',
    time: 'O(1)',
    space: 'O(1)',
    code: src(`
      func area(_ w: Int, _ h: Int) -> Int { w * h } // O(n)? no
    `),
  },
  {
    rule: 'for i in 0..<n, a closed range, stride(from:to:by:) and a reversed range',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      func f(_ n: Int) -> Int {
          var s = 0
          for i in 0..<n { s += i }
          for i in 1...n { s -= i }
          for i in stride(from: 0, to: n, by: 2) { s += i }
          for i in (0..<n).reversed() { s ^= i }
          return s
      }
    `),
  },
  {
    rule: 'operators next to member accesses and subscripts: a + b.count, a[i] + a[j]',
    time: 'O(n^2)',
    space: 'O(1)',
    findings: ['nested_scan'],
    code: src(`
      func pairSum(_ a: [Int], _ t: Int) -> Bool {
          for i in 0..<a.count {
              for j in i + 1..<a.count {
                  if a[i] + a[j] == t { return true }
              }
          }
          return false
      }
    `),
  },
  {
    rule: 'repeat { } while halving',
    time: 'O(log n)',
    space: 'O(1)',
    code: src(`
      func digits(_ num: Int) -> Int {
          var n = num, d = 0
          repeat { d += 1; n /= 10 } while n > 0
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
      func lowerBound(_ a: [Int], _ x: Int) -> Int {
          var lo = 0, hi = a.count
          while lo < hi {
              let mid = (lo + hi) / 2
              if a[mid] < x { lo = mid + 1 } else { hi = mid }
          }
          return lo
      }
    `),
  },
  {
    rule: 'sorted(by:) with a closure',
    time: 'O(n log n)',
    space: 'O(n)',
    techniques: ['sorting'],
    code: src(`
      func gaps(_ a: [Int]) -> Int {
          let s = a.sorted { $0 > $1 }
          var best = 0
          for i in 1..<s.count { best = max(best, s[i - 1] - s[i]) }
          return best
      }
    `),
  },
  {
    rule: 'a 2-D table with Array(repeating:count:)',
    time: 'O(n^2)',
    space: 'O(n^2)',
    techniques: ['dynamic_programming'],
    code: src(`
      func paths(_ m: Int, _ n: Int) -> Int {
          var dp = Array(repeating: Array(repeating: 1, count: n), count: m)
          for i in 1..<m { for j in 1..<n { dp[i][j] = dp[i - 1][j] + dp[i][j - 1] } }
          return dp[m - 1][n - 1]
      }
    `),
  },
  {
    rule: 'three nested loops',
    time: 'O(n^3)',
    space: 'O(1)',
    code: src(`
      func triples(_ a: [Int]) -> Int {
          var c = 0
          for i in 0..<a.count { for j in i + 1..<a.count { for k in j + 1..<a.count where a[i] + a[j] + a[k] == 0 { c += 1 } } }
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
      func fib(_ n: Int) -> Int {
          if n < 2 { return n }
          return fib(n - 1) + fib(n - 2)
      }
    `),
  },
  {
    rule: 'memoised with if let w = memo[n]',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['recursion_without_memo'],
    code: src(`
      class Solution {
          var memo = [Int: Int]()
          func ways(_ n: Int) -> Int {
              if n < 2 { return 1 }
              if let w = memo[n] { return w }
              let w = ways(n - 1) + ways(n - 2)
              memo[n] = w
              return w
          }
      }
    `),
  },
  {
    rule: 'a stack drained by while let x = stack.popLast()',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['stack'],
    code: src(`
      func reach(_ n: Int, _ edges: [[Int]]) -> Int {
          var g = Array(repeating: [Int](), count: n)
          for e in edges { g[e[0]].append(e[1]); g[e[1]].append(e[0]) }
          var seen = Array(repeating: false, count: n)
          var stack = [0]
          seen[0] = true
          var count = 0
          while let u = stack.popLast() {
              count += 1
              for v in g[u] where !seen[v] { seen[v] = true; stack.append(v) }
          }
          return count
      }
    `),
  },
  {
    rule: 'a sliding window over a dictionary of characters (Array(s) copies the string)',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['sliding_window'],
    code: src(`
      func longestUnique(_ s: String) -> Int {
          let chars = Array(s)
          var last = [Character: Int]()
          var left = 0, best = 0
          for (right, c) in chars.enumerated() {
              if let seen = last[c], seen >= left { left = seen + 1 }
              last[c] = right
              best = max(best, right - left + 1)
          }
          return best
      }
    `),
  },
  {
    rule: 'filter / map / reduce is one pass per call',
    time: 'O(n)',
    space: 'O(n)',
    code: src(`
      func evenSquares(_ a: [Int]) -> Int {
          let kept = a.filter { $0 % 2 == 0 }.map { $0 * $0 }
          return kept.reduce(0, +)
      }
    `),
  },
  {
    rule: 'contains on an array inside a loop, and the finding',
    time: 'O(n^2)',
    findings: ['list_membership_in_loop'],
    code: src(`
      func inBoth(_ a: [Int], _ b: [Int]) -> Int {
          var c = 0
          for x in a { if b.contains(x) { c += 1 } }
          return c
      }
    `),
  },
  {
    rule: 'a Set makes it constant',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['list_membership_in_loop'],
    techniques: ['hash_map'],
    code: src(`
      func inBoth(_ a: [Int], _ b: [Int]) -> Int {
          let set = Set(b)
          var c = 0
          for x in a { if set.contains(x) { c += 1 } }
          return c
      }
    `),
  },
  {
    rule: 'removeFirst() and insert(_:at: 0) on an array in a loop',
    time: 'O(n^2)',
    findings: ['pop_front_in_loop', 'insert_front_in_loop'],
    code: src(`
      func reversed(_ input: [Int]) -> [Int] {
          var a = input
          var out = [Int]()
          while !a.isEmpty {
              let x = a.removeFirst()
              out.insert(x, at: 0)
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
      func medians(_ a: [Int]) -> [Int] {
          var seen = [Int]()
          var out = [Int]()
          for x in a { seen.append(x); seen.sort(); out.append(seen[seen.count / 2]) }
          return out
      }
    `),
  },
  {
    rule: 's = s + w in a loop builds a new string each time, and says so',
    time: 'O(n)',
    findings: ['string_concat_in_loop'],
    code: src(`
      func join(_ words: [String]) -> String {
          var s = ""
          for w in words { s = s + w }
          return s
      }
    `),
  },
  {
    rule: 's += w appends in place',
    time: 'O(n)',
    noFindings: ['string_concat_in_loop'],
    code: src(`
      func join(_ words: [String]) -> String {
          var s = ""
          for w in words { s += w }
          return s
      }
    `),
  },
];

describe('Swift', () => {
  runCases('swift', cases);

  it('reads !q.isEmpty and x + y.count as Swift means them', async () => {
    const code = src(`
      func drain(_ input: [Int]) -> Int {
          var q = input
          var total = 0
          while !q.isEmpty {
              total += q.count + q.removeLast()
          }
          return total
      }
    `);
    const a = await analyseCode(code, 'swift');
    expect(a.time).toBe('O(n)');
  });

  it('never throws on broken or deeply nested input, and answers fast', async () => {
    for (const code of ['', '{{{{', 'for for while (((', '"open', 'let x = ' + '!'.repeat(5000) + 'a.b', 'let x = ' + 'a + '.repeat(5000) + 'b.c', '('.repeat(20000) + ')'.repeat(20000)]) {
      const started = performance.now();
      const a = await analyseCode(code, 'swift');
      expect(a.time).toBeDefined();
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
