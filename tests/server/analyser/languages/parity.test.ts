/**
 * Parity: classic algorithms written by hand in Java and in each language read through a newer adapter (Rust, C#,
 * Kotlin, Swift) must get the same time and space class as the Java version — and that is the class any textbook
 * gives. The guard that the adapters map the same shapes the same way.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import type { ComplexityClass } from '../../../../server/coach/analyser/index.ts';
import { src } from './helpers.ts';

interface Algorithm {
  name: string;
  time: ComplexityClass;
  space: ComplexityClass;
  java: string;
  rust: string;
  csharp: string;
  kotlin: string;
  swift: string;
}

const ALGORITHMS: Algorithm[] = [
  {
    name: 'sum of an array',
    time: 'O(n)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public long total(int[] nums) {
              long s = 0;
              for (int x : nums) s += x;
              return s;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn total(nums: Vec<i32>) -> i64 {
              let mut s: i64 = 0;
              for &x in nums.iter() {
                  s += x as i64;
              }
              s
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public long Total(int[] nums) {
              long s = 0;
              foreach (int x in nums) s += x;
              return s;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun total(nums: IntArray): Long {
              var s = 0L
              for (x in nums) s += x
              return s
          }
      }
    `),
    swift: src(`
      class Solution {
          func total(_ nums: [Int]) -> Int {
              var s = 0
              for x in nums { s += x }
              return s
          }
      }
    `),
  },
  {
    name: 'two sum with a hash map',
    time: 'O(n)',
    space: 'O(n)',
    java: src(`
      class Solution {
          public int[] twoSum(int[] nums, int target) {
              Map<Integer, Integer> seen = new HashMap<>();
              for (int i = 0; i < nums.length; i++) {
                  if (seen.containsKey(target - nums[i])) return new int[] { seen.get(target - nums[i]), i };
                  seen.put(nums[i], i);
              }
              return new int[0];
          }
      }
    `),
    rust: src(`
      use std::collections::HashMap;
      impl Solution {
          pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
              let mut seen: HashMap<i32, i32> = HashMap::new();
              for i in 0..nums.len() {
                  if let Some(&j) = seen.get(&(target - nums[i])) {
                      return vec![j, i as i32];
                  }
                  seen.insert(nums[i], i as i32);
              }
              vec![]
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int[] TwoSum(int[] nums, int target) {
              var seen = new Dictionary<int, int>();
              for (int i = 0; i < nums.Length; i++) {
                  if (seen.ContainsKey(target - nums[i])) return new int[] { seen[target - nums[i]], i };
                  seen[nums[i]] = i;
              }
              return new int[0];
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun twoSum(nums: IntArray, target: Int): IntArray {
              val seen = HashMap<Int, Int>()
              for (i in nums.indices) {
                  val j = seen[target - nums[i]]
                  if (j != null) return intArrayOf(j, i)
                  seen[nums[i]] = i
              }
              return intArrayOf()
          }
      }
    `),
    swift: src(`
      class Solution {
          func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
              var seen = [Int: Int]()
              for i in 0..<nums.count {
                  if let j = seen[target - nums[i]] { return [j, i] }
                  seen[nums[i]] = i
              }
              return []
          }
      }
    `),
  },
  {
    name: 'counting pairs with two nested loops',
    time: 'O(n^2)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public int countPairs(int[] nums, int k) {
              int count = 0;
              for (int i = 0; i < nums.length; i++)
                  for (int j = i + 1; j < nums.length; j++)
                      if (nums[i] + nums[j] < k) count++;
              return count;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn count_pairs(nums: Vec<i32>, k: i32) -> i32 {
              let mut count = 0;
              for i in 0..nums.len() {
                  for j in i + 1..nums.len() {
                      if nums[i] + nums[j] < k { count += 1; }
                  }
              }
              count
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int CountPairs(int[] nums, int k) {
              int count = 0;
              for (int i = 0; i < nums.Length; i++)
                  for (int j = i + 1; j < nums.Length; j++)
                      if (nums[i] + nums[j] < k) count++;
              return count;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun countPairs(nums: IntArray, k: Int): Int {
              var count = 0
              for (i in nums.indices)
                  for (j in i + 1 until nums.size)
                      if (nums[i] + nums[j] < k) count++
              return count
          }
      }
    `),
    swift: src(`
      class Solution {
          func countPairs(_ nums: [Int], _ k: Int) -> Int {
              var count = 0
              for i in 0..<nums.count {
                  for j in (i + 1)..<nums.count where nums[i] + nums[j] < k {
                      count += 1
                  }
              }
              return count
          }
      }
    `),
  },
  {
    name: 'binary search',
    time: 'O(log n)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public int search(int[] nums, int target) {
              int lo = 0, hi = nums.length - 1;
              while (lo <= hi) {
                  int mid = lo + (hi - lo) / 2;
                  if (nums[mid] == target) return mid;
                  if (nums[mid] < target) lo = mid + 1; else hi = mid - 1;
              }
              return -1;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn search(nums: Vec<i32>, target: i32) -> i32 {
              let (mut lo, mut hi) = (0i32, nums.len() as i32 - 1);
              while lo <= hi {
                  let mid = lo + (hi - lo) / 2;
                  if nums[mid as usize] == target { return mid; }
                  if nums[mid as usize] < target { lo = mid + 1; } else { hi = mid - 1; }
              }
              -1
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int Search(int[] nums, int target) {
              int lo = 0, hi = nums.Length - 1;
              while (lo <= hi) {
                  int mid = lo + (hi - lo) / 2;
                  if (nums[mid] == target) return mid;
                  if (nums[mid] < target) lo = mid + 1; else hi = mid - 1;
              }
              return -1;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun search(nums: IntArray, target: Int): Int {
              var lo = 0
              var hi = nums.size - 1
              while (lo <= hi) {
                  val mid = lo + (hi - lo) / 2
                  if (nums[mid] == target) return mid
                  if (nums[mid] < target) lo = mid + 1 else hi = mid - 1
              }
              return -1
          }
      }
    `),
    swift: src(`
      class Solution {
          func search(_ nums: [Int], _ target: Int) -> Int {
              var lo = 0, hi = nums.count - 1
              while lo <= hi {
                  let mid = lo + (hi - lo) / 2
                  if nums[mid] == target { return mid }
                  if nums[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
              }
              return -1
          }
      }
    `),
  },
  {
    name: 'sorting intervals with a comparator, then one pass',
    time: 'O(n log n)',
    space: 'O(log n)',
    java: src(`
      class Solution {
          public int maxEnd(int[][] intervals) {
              Arrays.sort(intervals, (a, b) -> a[0] - b[0]);
              int best = 0;
              for (int[] iv : intervals) best = Math.max(best, iv[1]);
              return best;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn max_end(mut intervals: Vec<Vec<i32>>) -> i32 {
              intervals.sort_by(|a, b| a[0].cmp(&b[0]));
              let mut best = 0;
              for iv in intervals.iter() {
                  best = best.max(iv[1]);
              }
              best
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int MaxEnd(int[][] intervals) {
              Array.Sort(intervals, (a, b) => a[0] - b[0]);
              int best = 0;
              foreach (var iv in intervals) best = Math.Max(best, iv[1]);
              return best;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun maxEnd(intervals: Array<IntArray>): Int {
              intervals.sortWith(compareBy { it[0] })
              var best = 0
              for (iv in intervals) best = maxOf(best, iv[1])
              return best
          }
      }
    `),
    swift: src(`
      class Solution {
          func maxEnd(_ intervals: [[Int]]) -> Int {
              var sorted = intervals
              sorted.sort { $0[0] < $1[0] }
              var best = 0
              for iv in sorted { best = max(best, iv[1]) }
              return best
          }
      }
    `),
  },
  {
    name: 'Fibonacci by plain recursion',
    time: 'O(2^n)',
    space: 'O(n)',
    java: src(`
      class Solution {
          public int fib(int n) {
              if (n < 2) return n;
              return fib(n - 1) + fib(n - 2);
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn fib(n: i32) -> i32 {
              if n < 2 { return n; }
              Self::fib(n - 1) + Self::fib(n - 2)
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int Fib(int n) {
              if (n < 2) return n;
              return Fib(n - 1) + Fib(n - 2);
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun fib(n: Int): Int {
              if (n < 2) return n
              return fib(n - 1) + fib(n - 2)
          }
      }
    `),
    swift: src(`
      class Solution {
          func fib(_ n: Int) -> Int {
              if n < 2 { return n }
              return fib(n - 1) + fib(n - 2)
          }
      }
    `),
  },
  {
    name: 'climbing stairs with a memo',
    time: 'O(n)',
    space: 'O(n)',
    java: src(`
      class Solution {
          private final Map<Integer, Integer> memo = new HashMap<>();
          public int climb(int n) {
              if (n <= 1) return 1;
              if (memo.containsKey(n)) return memo.get(n);
              int ways = climb(n - 1) + climb(n - 2);
              memo.put(n, ways);
              return ways;
          }
      }
    `),
    rust: src(`
      use std::collections::HashMap;
      impl Solution {
          fn climb(n: i32, memo: &mut HashMap<i32, i32>) -> i32 {
              if n <= 1 { return 1; }
              if let Some(&w) = memo.get(&n) { return w; }
              let ways = Self::climb(n - 1, memo) + Self::climb(n - 2, memo);
              memo.insert(n, ways);
              ways
          }
      }
    `),
    csharp: src(`
      public class Solution {
          private Dictionary<int, int> memo = new Dictionary<int, int>();
          public int Climb(int n) {
              if (n <= 1) return 1;
              if (memo.ContainsKey(n)) return memo[n];
              int ways = Climb(n - 1) + Climb(n - 2);
              memo[n] = ways;
              return ways;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          private val memo = HashMap<Int, Int>()
          fun climb(n: Int): Int {
              if (n <= 1) return 1
              memo[n]?.let { return it }
              val ways = climb(n - 1) + climb(n - 2)
              memo[n] = ways
              return ways
          }
      }
    `),
    swift: src(`
      class Solution {
          var memo = [Int: Int]()
          func climb(_ n: Int) -> Int {
              if n <= 1 { return 1 }
              if let w = memo[n] { return w }
              let ways = climb(n - 1) + climb(n - 2)
              memo[n] = ways
              return ways
          }
      }
    `),
  },
  {
    name: 'breadth-first search over a grid with a queue',
    time: 'O(n^2)',
    space: 'O(n^2)',
    java: src(`
      class Solution {
          public int reachable(int[][] grid) {
              int m = grid.length, n = grid[0].length, count = 0;
              boolean[][] seen = new boolean[m][n];
              int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
              ArrayDeque<int[]> q = new ArrayDeque<>();
              q.offer(new int[] {0, 0});
              seen[0][0] = true;
              while (!q.isEmpty()) {
                  int[] cell = q.poll();
                  count++;
                  for (int[] d : dirs) {
                      int r = cell[0] + d[0], c = cell[1] + d[1];
                      if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c] || grid[r][c] == 1) continue;
                      seen[r][c] = true;
                      q.offer(new int[] {r, c});
                  }
              }
              return count;
          }
      }
    `),
    rust: src(`
      use std::collections::VecDeque;
      impl Solution {
          pub fn reachable(grid: Vec<Vec<i32>>) -> i32 {
              let (m, n) = (grid.len() as i32, grid[0].len() as i32);
              let mut seen = vec![vec![false; n as usize]; m as usize];
              let dirs = [(1, 0), (-1, 0), (0, 1), (0, -1)];
              let mut q = VecDeque::new();
              q.push_back((0i32, 0i32));
              seen[0][0] = true;
              let mut count = 0;
              while let Some((r0, c0)) = q.pop_front() {
                  count += 1;
                  for &(dr, dc) in dirs.iter() {
                      let (r, c) = (r0 + dr, c0 + dc);
                      if r < 0 || c < 0 || r >= m || c >= n || seen[r as usize][c as usize] || grid[r as usize][c as usize] == 1 { continue; }
                      seen[r as usize][c as usize] = true;
                      q.push_back((r, c));
                  }
              }
              count
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int Reachable(int[][] grid) {
              int m = grid.Length, n = grid[0].Length, count = 0;
              var seen = new bool[m, n];
              int[][] dirs = { new[] { 1, 0 }, new[] { -1, 0 }, new[] { 0, 1 }, new[] { 0, -1 } };
              var q = new Queue<(int, int)>();
              q.Enqueue((0, 0));
              seen[0, 0] = true;
              while (q.Count > 0) {
                  var (r0, c0) = q.Dequeue();
                  count++;
                  foreach (var d in dirs) {
                      int r = r0 + d[0], c = c0 + d[1];
                      if (r < 0 || c < 0 || r >= m || c >= n || seen[r, c] || grid[r][c] == 1) continue;
                      seen[r, c] = true;
                      q.Enqueue((r, c));
                  }
              }
              return count;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun reachable(grid: Array<IntArray>): Int {
              val m = grid.size
              val n = grid[0].size
              val seen = Array(m) { BooleanArray(n) }
              val dirs = arrayOf(intArrayOf(1, 0), intArrayOf(-1, 0), intArrayOf(0, 1), intArrayOf(0, -1))
              val q = ArrayDeque<IntArray>()
              q.addLast(intArrayOf(0, 0))
              seen[0][0] = true
              var count = 0
              while (q.isNotEmpty()) {
                  val cell = q.removeFirst()
                  count++
                  for (d in dirs) {
                      val r = cell[0] + d[0]
                      val c = cell[1] + d[1]
                      if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c] || grid[r][c] == 1) continue
                      seen[r][c] = true
                      q.addLast(intArrayOf(r, c))
                  }
              }
              return count
          }
      }
    `),
    swift: src(`
      import DequeModule

      class Solution {
          func reachable(_ grid: [[Int]]) -> Int {
              let m = grid.count, n = grid[0].count
              var seen = Array(repeating: Array(repeating: false, count: n), count: m)
              let dirs = [(1, 0), (-1, 0), (0, 1), (0, -1)]
              var q: Deque<(Int, Int)> = [(0, 0)]
              seen[0][0] = true
              var count = 0
              while !q.isEmpty {
                  let (r0, c0) = q.removeFirst()
                  count += 1
                  for (dr, dc) in dirs {
                      let r = r0 + dr, c = c0 + dc
                      if r < 0 || c < 0 || r >= m || c >= n || seen[r][c] || grid[r][c] == 1 { continue }
                      seen[r][c] = true
                      q.append((r, c))
                  }
              }
              return count
          }
      }
    `),
  },
  {
    name: 'shortest window with a sum (a sliding window whose left end only moves forward)',
    time: 'O(n)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public int minSubArrayLen(int target, int[] nums) {
              int left = 0, sum = 0, best = Integer.MAX_VALUE;
              for (int right = 0; right < nums.length; right++) {
                  sum += nums[right];
                  while (sum >= target) {
                      best = Math.min(best, right - left + 1);
                      sum -= nums[left++];
                  }
              }
              return best == Integer.MAX_VALUE ? 0 : best;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn min_sub_array_len(target: i32, nums: Vec<i32>) -> i32 {
              let (mut left, mut sum, mut best) = (0usize, 0, usize::MAX);
              for right in 0..nums.len() {
                  sum += nums[right];
                  while sum >= target {
                      best = best.min(right - left + 1);
                      sum -= nums[left];
                      left += 1;
                  }
              }
              if best == usize::MAX { 0 } else { best as i32 }
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int MinSubArrayLen(int target, int[] nums) {
              int left = 0, sum = 0, best = int.MaxValue;
              for (int right = 0; right < nums.Length; right++) {
                  sum += nums[right];
                  while (sum >= target) {
                      best = Math.Min(best, right - left + 1);
                      sum -= nums[left++];
                  }
              }
              return best == int.MaxValue ? 0 : best;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun minSubArrayLen(target: Int, nums: IntArray): Int {
              var left = 0
              var sum = 0
              var best = Int.MAX_VALUE
              for (right in nums.indices) {
                  sum += nums[right]
                  while (sum >= target) {
                      best = minOf(best, right - left + 1)
                      sum -= nums[left]
                      left++
                  }
              }
              return if (best == Int.MAX_VALUE) 0 else best
          }
      }
    `),
    swift: src(`
      class Solution {
          func minSubArrayLen(_ target: Int, _ nums: [Int]) -> Int {
              var left = 0, sum = 0, best = Int.max
              for right in 0..<nums.count {
                  sum += nums[right]
                  while sum >= target {
                      best = min(best, right - left + 1)
                      sum -= nums[left]
                      left += 1
                  }
              }
              return best == Int.max ? 0 : best
          }
      }
    `),
  },
  {
    name: 'two pointers closing in on a sorted array',
    time: 'O(n)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public boolean hasPair(int[] sorted, int target) {
              int l = 0, r = sorted.length - 1;
              while (l < r) {
                  int s = sorted[l] + sorted[r];
                  if (s == target) return true;
                  if (s < target) l++; else r--;
              }
              return false;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn has_pair(sorted: Vec<i32>, target: i32) -> bool {
              let (mut l, mut r) = (0usize, sorted.len() - 1);
              while l < r {
                  let s = sorted[l] + sorted[r];
                  if s == target { return true; }
                  if s < target { l += 1; } else { r -= 1; }
              }
              false
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public bool HasPair(int[] sorted, int target) {
              int l = 0, r = sorted.Length - 1;
              while (l < r) {
                  int s = sorted[l] + sorted[r];
                  if (s == target) return true;
                  if (s < target) l++; else r--;
              }
              return false;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun hasPair(sorted: IntArray, target: Int): Boolean {
              var l = 0
              var r = sorted.size - 1
              while (l < r) {
                  val s = sorted[l] + sorted[r]
                  if (s == target) return true
                  if (s < target) l++ else r--
              }
              return false
          }
      }
    `),
    swift: src(`
      class Solution {
          func hasPair(_ sorted: [Int], _ target: Int) -> Bool {
              var l = 0, r = sorted.count - 1
              while l < r {
                  let s = sorted[l] + sorted[r]
                  if s == target { return true }
                  if s < target { l += 1 } else { r -= 1 }
              }
              return false
          }
      }
    `),
  },
  {
    name: 'longest common subsequence with a table',
    time: 'O(n^2)',
    space: 'O(n^2)',
    java: src(`
      class Solution {
          public int lcs(String a, String b) {
              int[][] dp = new int[a.length() + 1][b.length() + 1];
              for (int i = 1; i <= a.length(); i++)
                  for (int j = 1; j <= b.length(); j++)
                      dp[i][j] = a.charAt(i - 1) == b.charAt(j - 1) ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
              return dp[a.length()][b.length()];
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn lcs(a: String, b: String) -> i32 {
              let (x, y) = (a.as_bytes(), b.as_bytes());
              let mut dp = vec![vec![0; y.len() + 1]; x.len() + 1];
              for i in 1..=x.len() {
                  for j in 1..=y.len() {
                      dp[i][j] = if x[i - 1] == y[j - 1] { dp[i - 1][j - 1] + 1 } else { dp[i - 1][j].max(dp[i][j - 1]) };
                  }
              }
              dp[x.len()][y.len()]
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int Lcs(string a, string b) {
              int[,] dp = new int[a.Length + 1, b.Length + 1];
              for (int i = 1; i <= a.Length; i++)
                  for (int j = 1; j <= b.Length; j++)
                      dp[i, j] = a[i - 1] == b[j - 1] ? dp[i - 1, j - 1] + 1 : Math.Max(dp[i - 1, j], dp[i, j - 1]);
              return dp[a.Length, b.Length];
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun lcs(a: String, b: String): Int {
              val dp = Array(a.length + 1) { IntArray(b.length + 1) }
              for (i in 1..a.length)
                  for (j in 1..b.length)
                      dp[i][j] = if (a[i - 1] == b[j - 1]) dp[i - 1][j - 1] + 1 else maxOf(dp[i - 1][j], dp[i][j - 1])
              return dp[a.length][b.length]
          }
      }
    `),
    swift: src(`
      class Solution {
          func lcs(_ a: [Character], _ b: [Character]) -> Int {
              var dp = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
              for i in 1...a.count {
                  for j in 1...b.count {
                      dp[i][j] = a[i - 1] == b[j - 1] ? dp[i - 1][j - 1] + 1 : max(dp[i - 1][j], dp[i][j - 1])
                  }
              }
              return dp[a.count][b.count]
          }
      }
    `),
  },
  {
    name: 'all-pairs shortest paths (Floyd-Warshall, in place)',
    time: 'O(n^3)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public void floyd(int[][] d) {
              int n = d.length;
              for (int k = 0; k < n; k++)
                  for (int i = 0; i < n; i++)
                      for (int j = 0; j < n; j++)
                          d[i][j] = Math.min(d[i][j], d[i][k] + d[k][j]);
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn floyd(d: &mut Vec<Vec<i64>>) {
              let n = d.len();
              for k in 0..n {
                  for i in 0..n {
                      for j in 0..n {
                          d[i][j] = d[i][j].min(d[i][k] + d[k][j]);
                      }
                  }
              }
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public void Floyd(int[][] d) {
              int n = d.Length;
              for (int k = 0; k < n; k++)
                  for (int i = 0; i < n; i++)
                      for (int j = 0; j < n; j++)
                          d[i][j] = Math.Min(d[i][j], d[i][k] + d[k][j]);
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun floyd(d: Array<IntArray>) {
              val n = d.size
              for (k in 0 until n)
                  for (i in 0 until n)
                      for (j in 0 until n)
                          d[i][j] = minOf(d[i][j], d[i][k] + d[k][j])
          }
      }
    `),
    swift: src(`
      class Solution {
          func floyd(_ d: inout [[Int]]) {
              let n = d.count
              for k in 0..<n {
                  for i in 0..<n {
                      for j in 0..<n {
                          d[i][j] = min(d[i][j], d[i][k] + d[k][j])
                      }
                  }
              }
          }
      }
    `),
  },
  {
    name: 'every subset by bitmask',
    time: 'O(2^n)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public int countSubsets(int[] nums, int target) {
              int n = nums.length, count = 0;
              for (int mask = 0; mask < (1 << n); mask++) {
                  int s = 0;
                  for (int i = 0; i < n; i++) if ((mask >> i & 1) == 1) s += nums[i];
                  if (s == target) count++;
              }
              return count;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn count_subsets(nums: Vec<i32>, target: i32) -> i32 {
              let n = nums.len();
              let mut count = 0;
              for mask in 0..(1 << n) {
                  let mut s = 0;
                  for i in 0..n {
                      if mask >> i & 1 == 1 { s += nums[i]; }
                  }
                  if s == target { count += 1; }
              }
              count
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int CountSubsets(int[] nums, int target) {
              int n = nums.Length, count = 0;
              for (int mask = 0; mask < (1 << n); mask++) {
                  int s = 0;
                  for (int i = 0; i < n; i++) if ((mask >> i & 1) == 1) s += nums[i];
                  if (s == target) count++;
              }
              return count;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun countSubsets(nums: IntArray, target: Int): Int {
              val n = nums.size
              var count = 0
              for (mask in 0 until (1 shl n)) {
                  var s = 0
                  for (i in 0 until n) if ((mask shr i) and 1 == 1) s += nums[i]
                  if (s == target) count++
              }
              return count
          }
      }
    `),
    swift: src(`
      class Solution {
          func countSubsets(_ nums: [Int], _ target: Int) -> Int {
              let n = nums.count
              var count = 0
              for mask in 0..<(1 << n) {
                  var s = 0
                  for i in 0..<n where (mask >> i) & 1 == 1 { s += nums[i] }
                  if s == target { count += 1 }
              }
              return count
          }
      }
    `),
  },
  {
    name: 'balanced brackets with a stack',
    time: 'O(n)',
    space: 'O(n)',
    java: src(`
      class Solution {
          public boolean isValid(String s) {
              Deque<Character> stack = new ArrayDeque<>();
              for (char c : s.toCharArray()) {
                  if (c == '(') stack.push(c);
                  else if (stack.isEmpty()) return false;
                  else stack.pop();
              }
              return stack.isEmpty();
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn is_valid(s: String) -> bool {
              let mut stack: Vec<char> = Vec::new();
              for c in s.chars() {
                  if c == '(' { stack.push(c); }
                  else if stack.pop().is_none() { return false; }
              }
              stack.is_empty()
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public bool IsValid(string s) {
              var stack = new Stack<char>();
              foreach (char c in s) {
                  if (c == '(') stack.Push(c);
                  else if (stack.Count == 0) return false;
                  else stack.Pop();
              }
              return stack.Count == 0;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun isValid(s: String): Boolean {
              val stack = ArrayDeque<Char>()
              for (c in s) {
                  if (c == '(') stack.addLast(c)
                  else if (stack.isEmpty()) return false
                  else stack.removeLast()
              }
              return stack.isEmpty()
          }
      }
    `),
    swift: src(`
      class Solution {
          func isValid(_ s: String) -> Bool {
              var stack = [Character]()
              for c in s {
                  if c == "(" { stack.append(c) }
                  else if stack.isEmpty { return false }
                  else { stack.removeLast() }
              }
              return stack.isEmpty
          }
      }
    `),
  },
  {
    name: 'the k largest with a heap',
    time: 'O(n log n)',
    space: 'O(n)',
    java: src(`
      class Solution {
          public long topK(int[] nums, int k) {
              PriorityQueue<Integer> heap = new PriorityQueue<>();
              for (int x : nums) {
                  heap.offer(x);
                  if (heap.size() > k) heap.poll();
              }
              long s = 0;
              while (!heap.isEmpty()) s += heap.poll();
              return s;
          }
      }
    `),
    rust: src(`
      use std::collections::BinaryHeap;
      use std::cmp::Reverse;
      impl Solution {
          pub fn top_k(nums: Vec<i32>, k: usize) -> i64 {
              let mut heap = BinaryHeap::new();
              for &x in nums.iter() {
                  heap.push(Reverse(x));
                  if heap.len() > k { heap.pop(); }
              }
              let mut s: i64 = 0;
              while let Some(Reverse(x)) = heap.pop() { s += x as i64; }
              s
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public long TopK(int[] nums, int k) {
              var heap = new PriorityQueue<int, int>();
              foreach (int x in nums) {
                  heap.Enqueue(x, x);
                  if (heap.Count > k) heap.Dequeue();
              }
              long s = 0;
              while (heap.Count > 0) s += heap.Dequeue();
              return s;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun topK(nums: IntArray, k: Int): Long {
              val heap = PriorityQueue<Int>()
              for (x in nums) {
                  heap.offer(x)
                  if (heap.size > k) heap.poll()
              }
              var s = 0L
              while (heap.isNotEmpty()) s += heap.poll()
              return s
          }
      }
    `),
    swift: src(`
      import HeapModule

      class Solution {
          func topK(_ nums: [Int], _ k: Int) -> Int {
              var heap = Heap<Int>()
              for x in nums {
                  heap.insert(x)
                  if heap.count > k { _ = heap.popMin() }
              }
              var s = 0
              while let x = heap.popMin() { s += x }
              return s
          }
      }
    `),
  },
  {
    name: 'counting the bits of a number by halving it',
    time: 'O(log n)',
    space: 'O(1)',
    java: src(`
      class Solution {
          public int bits(int n) {
              int count = 0;
              while (n > 0) {
                  count += n & 1;
                  n >>= 1;
              }
              return count;
          }
      }
    `),
    rust: src(`
      impl Solution {
          pub fn bits(mut n: u32) -> i32 {
              let mut count = 0;
              while n > 0 {
                  count += (n & 1) as i32;
                  n >>= 1;
              }
              count
          }
      }
    `),
    csharp: src(`
      public class Solution {
          public int Bits(int n) {
              int count = 0;
              while (n > 0) {
                  count += n & 1;
                  n >>= 1;
              }
              return count;
          }
      }
    `),
    kotlin: src(`
      class Solution {
          fun bits(num: Int): Int {
              var n = num
              var count = 0
              while (n > 0) {
                  count += n and 1
                  n = n shr 1
              }
              return count
          }
      }
    `),
    swift: src(`
      class Solution {
          func bits(_ num: Int) -> Int {
              var n = num
              var count = 0
              while n > 0 {
                  count += n & 1
                  n >>= 1
              }
              return count
          }
      }
    `),
  },
];

describe('the same algorithm gets the same class in every language', () => {
  for (const algorithm of ALGORITHMS) {
    describe(algorithm.name, () => {
      it(`java: ${algorithm.time} time, ${algorithm.space} space`, async () => {
        const java = await analyseCode(algorithm.java, 'java');
        expect([java.time, java.space]).toEqual([algorithm.time, algorithm.space]);
      });
      for (const language of ['rust', 'csharp', 'kotlin', 'swift'] as const) {
        it(`${language}: as Java`, async () => {
          const java = await analyseCode(algorithm.java, 'java');
          const other = await analyseCode(algorithm[language], language);
          expect(other.parsedCleanly, 'parsed without syntax errors').toBe(true);
          expect([other.time, other.space]).toEqual([java.time, java.space]);
        });
      }
    });
  }
});
