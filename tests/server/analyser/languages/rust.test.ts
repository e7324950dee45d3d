/**
 * Rust through its adapter (languages/rust.ts) and library table (library/rust.ts): hand-written programs for each
 * construct, with the time and space any textbook gives them.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import { runCases, src, type Case } from './helpers.ts';

const cases: Case[] = [
  {
    rule: 'constant work',
    time: 'O(1)',
    space: 'O(1)',
    code: src(`
      fn area(w: i64, h: i64) -> i64 {
          w * h // O(n^2) claimed in a comment changes nothing
      }
    `),
  },
  {
    rule: 'a loop over a range 0..n',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fn sum_to(n: u64) -> u64 {
          let mut s = 0;
          for i in 0..n {
              s += i;
          }
          s
      }
    `),
  },
  {
    rule: 'a loop over v.iter(), an inclusive range and a reversed stepped range',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fn f(v: &Vec<i32>) -> i32 {
          let mut s = 0;
          for x in v.iter() { s += x; }
          for i in 1..=v.len() { s += i as i32; }
          for i in (0..v.len()).rev().step_by(2) { s -= v[i]; }
          s
      }
    `),
  },
  {
    rule: 'a loop over a constant range costs nothing extra',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fn first_unique(s: String) -> i32 {
          let mut counts = [0usize; 26];
          for b in s.bytes() { counts[(b - b'a') as usize] += 1; }
          for letter in 0..26 { if counts[letter] > 1000 { return -1; } }
          for (i, b) in s.bytes().enumerate() {
              if counts[(b - b'a') as usize] == 1 { return i as i32; }
          }
          -1
      }
    `),
  },
  {
    rule: 'an endless loop {} that halves a number is logarithmic',
    time: 'O(log n)',
    space: 'O(1)',
    code: src(`
      fn digits(mut n: u64) -> u32 {
          let mut d = 0;
          loop {
              d += 1;
              n /= 10;
              if n == 0 { break; }
          }
          d
      }
    `),
  },
  {
    rule: 'binary search with while lo < hi',
    time: 'O(log n)',
    space: 'O(1)',
    techniques: ['binary_search'],
    code: src(`
      fn lower_bound(v: &[i32], x: i32) -> usize {
          let (mut lo, mut hi) = (0, v.len());
          while lo < hi {
              let mid = (lo + hi) / 2;
              if v[mid] < x { lo = mid + 1; } else { hi = mid; }
          }
          lo
      }
    `),
  },
  {
    rule: 'sort with a comparator closure',
    time: 'O(n log n)',
    space: 'O(log n)',
    techniques: ['sorting'],
    code: src(`
      fn largest_gap(mut v: Vec<i64>) -> i64 {
          v.sort_by(|a, b| b.cmp(a));
          let mut best = 0;
          for i in 1..v.len() { best = best.max(v[i - 1] - v[i]); }
          best
      }
    `),
  },
  {
    rule: 'nested ranges over the input',
    time: 'O(n^2)',
    space: 'O(1)',
    findings: ['nested_scan'],
    code: src(`
      fn has_duplicate(v: Vec<i32>) -> bool {
          for i in 0..v.len() {
              for j in i + 1..v.len() {
                  if v[i] == v[j] { return true; }
              }
          }
          false
      }
    `),
  },
  {
    rule: 'three nested loops',
    time: 'O(n^3)',
    space: 'O(1)',
    code: src(`
      fn triples(v: &Vec<i32>) -> usize {
          let n = v.len();
          let mut c = 0;
          for i in 0..n { for j in i + 1..n { for k in j + 1..n { if v[i] + v[j] + v[k] == 0 { c += 1; } } } }
          c
      }
    `),
  },
  {
    rule: 'plain branching recursion is exponential, and says so',
    time: 'O(2^n)',
    space: 'O(n)',
    findings: ['recursion_without_memo'],
    techniques: ['recursion'],
    code: src(`
      fn ways(n: u32) -> u64 {
          if n < 2 { return 1; }
          ways(n - 1) + ways(n - 2)
      }
    `),
  },
  {
    rule: 'memoised recursion through a HashMap is linear',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['recursion_without_memo'],
    code: src(`
      use std::collections::HashMap;
      fn ways(n: u64, memo: &mut HashMap<u64, u64>) -> u64 {
          if n < 2 { return 1; }
          if let Some(&w) = memo.get(&n) { return w; }
          let w = ways(n - 1, memo) + ways(n - 2, memo);
          memo.insert(n, w);
          w
      }
    `),
  },
  {
    rule: 'a sliding window whose left end only moves forward (amortised)',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['sliding_window', 'hash_map'],
    code: src(`
      use std::collections::HashSet;
      fn longest_unique(s: String) -> usize {
          let b = s.as_bytes();
          let mut seen = HashSet::new();
          let (mut left, mut best) = (0, 0);
          for right in 0..b.len() {
              while seen.contains(&b[right]) {
                  seen.remove(&b[left]);
                  left += 1;
              }
              seen.insert(b[right]);
              best = best.max(right + 1 - left);
          }
          best
      }
    `),
  },
  {
    rule: 'breadth-first search with a VecDeque drained by while let',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['bfs'],
    code: src(`
      use std::collections::VecDeque;
      fn levels(n: usize, edges: Vec<(usize, usize)>) -> Vec<i32> {
          let mut g = vec![Vec::new(); n];
          for &(a, b) in edges.iter() { g[a].push(b); g[b].push(a); }
          let mut dist = vec![-1; n];
          let mut q = VecDeque::new();
          dist[0] = 0;
          q.push_back(0);
          while let Some(u) = q.pop_front() {
              for &v in g[u].iter() {
                  if dist[v] < 0 { dist[v] = dist[u] + 1; q.push_back(v); }
              }
          }
          dist
      }
    `),
  },
  {
    rule: 'a BinaryHeap: n pushes and pops',
    time: 'O(n log n)',
    space: 'O(n)',
    techniques: ['heap'],
    code: src(`
      use std::collections::BinaryHeap;
      fn last_stone(stones: Vec<i32>) -> i32 {
          let mut heap: BinaryHeap<i32> = stones.into_iter().collect();
          while heap.len() > 1 {
              let a = heap.pop().unwrap();
              let b = heap.pop().unwrap();
              if a != b { heap.push(a - b); }
          }
          heap.pop().unwrap_or(0)
      }
    `),
  },
  {
    rule: 'a 2-D table from nested vec! macros',
    time: 'O(n^2)',
    space: 'O(n^2)',
    techniques: ['dynamic_programming'],
    code: src(`
      fn unique_paths(m: usize, n: usize) -> i64 {
          let mut dp = vec![vec![1i64; n]; m];
          for i in 1..m { for j in 1..n { dp[i][j] = dp[i - 1][j] + dp[i][j - 1]; } }
          dp[m - 1][n - 1]
      }
    `),
  },
  {
    rule: 'an iterator chain with closures is one pass per adapter',
    time: 'O(n)',
    space: 'O(1)',
    code: src(`
      fn even_squares(v: &[i64]) -> i64 {
          v.iter().filter(|&&x| x % 2 == 0).map(|&x| x * x).sum()
      }
    `),
  },
  {
    rule: 'a closure that scans the input, called by an iterator over the input',
    time: 'O(n^2)',
    space: 'O(1)',
    code: src(`
      fn count_in_both(a: &Vec<i32>, b: &Vec<i32>) -> usize {
          a.iter().filter(|x| b.contains(x)).count()
      }
    `),
  },
  {
    rule: 'a HashSet makes the lookups constant',
    time: 'O(n)',
    space: 'O(n)',
    noFindings: ['list_membership_in_loop'],
    techniques: ['hash_map'],
    code: src(`
      use std::collections::HashSet;
      fn count_in_both(a: Vec<i32>, b: Vec<i32>) -> usize {
          let set: HashSet<i32> = b.into_iter().collect();
          let mut c = 0;
          for x in a.iter() { if set.contains(x) { c += 1; } }
          c
      }
    `),
  },
  {
    rule: 'contains on a Vec inside a loop is a linear search, and says so',
    time: 'O(n^2)',
    findings: ['list_membership_in_loop'],
    code: src(`
      fn count_in_both(a: Vec<i32>, b: Vec<i32>) -> usize {
          let mut c = 0;
          for x in a.iter() { if b.contains(x) { c += 1; } }
          c
      }
    `),
  },
  {
    rule: 'removing the front of a Vec in a loop, and inserting at its front',
    time: 'O(n^2)',
    findings: ['pop_front_in_loop', 'insert_front_in_loop'],
    code: src(`
      fn rotate_all(mut v: Vec<i32>) -> Vec<i32> {
          let mut out = Vec::new();
          while !v.is_empty() {
              let x = v.remove(0);
              out.insert(0, x);
          }
          out
      }
    `),
  },
  {
    rule: 'sorting inside a loop',
    time: 'O(n^2)',
    findings: ['sort_in_loop'],
    code: src(`
      fn medians(v: Vec<i32>) -> Vec<i32> {
          let mut seen: Vec<i32> = Vec::new();
          let mut out = Vec::new();
          for &x in v.iter() {
              seen.push(x);
              seen.sort();
              out.push(seen[seen.len() / 2]);
          }
          out
      }
    `),
  },
  {
    rule: 'pushing onto a String is amortised constant: no concatenation finding',
    time: 'O(n)',
    noFindings: ['string_concat_in_loop'],
    code: src(`
      fn build(words: Vec<String>) -> String {
          let mut s = String::new();
          for w in words.iter() { s.push_str(w); s += " "; }
          s
      }
    `),
  },
  {
    rule: 'a struct with an impl: a union-find with path compression (and no union by rank: log n a find)',
    time: 'O(n log n)',
    space: 'O(n)',
    code: src(`
      struct Dsu { p: Vec<usize> }
      impl Dsu {
          fn new(n: usize) -> Self { Dsu { p: (0..n).collect() } }
          fn find(&mut self, x: usize) -> usize {
              if self.p[x] != x { let r = self.find(self.p[x]); self.p[x] = r; }
              self.p[x]
          }
          fn union(&mut self, a: usize, b: usize) { let (ra, rb) = (self.find(a), self.find(b)); self.p[ra] = rb; }
      }
      fn components(n: usize, edges: &Vec<(usize, usize)>) -> usize {
          let mut d = Dsu::new(n);
          for &(a, b) in edges.iter() { d.union(a, b); }
          (0..n).filter(|&i| d.find(i) == i).count()
      }
    `),
  },
];

describe('Rust', () => {
  runCases('rust', cases);

  it('reads a program whose main calls the solution inside println!', async () => {
    const code = src(`
      fn solve(v: &Vec<i64>) -> i64 {
          let mut best = 0;
          for i in 0..v.len() { for j in 0..v.len() { best = best.max(v[i] * v[j]); } }
          best
      }
      fn main() {
          let v: Vec<i64> = vec![3, 1, 2];
          println!("{}", solve(&v));
      }
    `);
    const a = await analyseCode(code, 'rust');
    expect(a.time).toBe('O(n^2)');
    expect(a.parsedCleanly).toBe(true);
  });

  it('never throws on broken or hostile input, and answers fast', async () => {
    const nested = 'fn f() { let v = ' + 'vec!['.repeat(300) + '0' + ']'.repeat(300) + '; }';
    for (const code of ['', '{{{{', 'fn f( { loop {', 'vec![0; n', 'println!("{}", ', nested, 'fn f() {' + ' let x = 1;'.repeat(3000) + ' }']) {
      const started = performance.now();
      const a = await analyseCode(code, 'rust');
      expect(a.time).toBeDefined();
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
