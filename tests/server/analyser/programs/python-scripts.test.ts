/**
 * Python contest scripts (stdin through input() and sys.stdin): whole programs whose entry is their top-level
 * statements, with the input read line by line.
 */
import { programCases, src } from './cases.ts';

programCases('Python contest scripts', [
  {
    name: 'breadth-first search over an adjacency list read edge by edge: O(n)',
    language: 'python',
    time: 'O(n)',
    code: src(`
      I = lambda: map(int, input().split())
      n, m = I()
      g = [[] for _ in range(n + 1)]
      for _ in range(m):
          u, v = I()
          g[u].append(v)
          g[v].append(u)
      from collections import deque
      dist = [-1] * (n + 1)
      dist[1] = 0
      q = deque([1])
      while q:
          u = q.popleft()
          for w in g[u]:
              if dist[w] == -1:
                  dist[w] = dist[u] + 1
                  q.append(w)
      print(*dist[1:])
    `),
  },
  {
    name: 'prefix sums, then q range queries of O(1) each: O(n)',
    language: 'python',
    time: 'O(n)',
    code: src(`
      n, q = map(int, input().split())
      a = list(map(int, input().split()))
      pre = [0]
      for x in a:
          pre.append(pre[-1] + x)
      for _ in range(q):
          l, r = map(int, input().split())
          print(pre[r] - pre[l - 1])
    `),
  },
  {
    name: 'a union-find class with path halving and union by size, m unions: O(n)',
    language: 'python',
    time: 'O(n)',
    code: src(`
      class DSU:
          def __init__(self, n):
              self.p = list(range(n))
              self.sz = [1] * n

          def find(self, x):
              while self.p[x] != x:
                  self.p[x] = self.p[self.p[x]]
                  x = self.p[x]
              return x

          def union(self, a, b):
              a, b = self.find(a), self.find(b)
              if a == b:
                  return False
              if self.sz[a] < self.sz[b]:
                  a, b = b, a
              self.p[b] = a
              self.sz[a] += self.sz[b]
              return True

      n, m = map(int, input().split())
      d = DSU(n)
      comps = n
      for _ in range(m):
          u, v = map(int, input().split())
          if d.union(u - 1, v - 1):
              comps -= 1
      print(comps)
    `),
  },
  {
    name: 'a sieve: i while i * i <= n, multiples stepped by i: O(n) (n log log n)',
    language: 'python',
    time: 'O(n)',
    code: src(`
      n = int(input())
      is_p = [True] * (n + 1)
      is_p[0] = is_p[1] = False
      i = 2
      while i * i <= n:
          if is_p[i]:
              for j in range(i * i, n + 1, i):
                  is_p[j] = False
          i += 1
      print(sum(is_p))
    `),
  },
  {
    name: 'a recursive DFS over a tree read as n - 1 edges: O(n)',
    language: 'python',
    time: 'O(n)',
    code: src(`
      import sys
      sys.setrecursionlimit(300000)
      n = int(input())
      adj = [[] for _ in range(n)]
      for _ in range(n - 1):
          a, b = map(int, input().split())
          adj[a - 1].append(b - 1)
          adj[b - 1].append(a - 1)
      size = [1] * n
      def dfs(u, p):
          for w in adj[u]:
              if w != p:
                  dfs(w, u)
                  size[u] += size[w]
      dfs(0, -1)
      print(max(size[1:]) if n > 1 else 0)
    `),
  },
  {
    name: 'a heap never holding more than three values: O(n) for n pushes',
    language: 'python',
    time: 'O(n)',
    code: src(`
      from heapq import heappush, heappop
      n = int(input())
      h = []
      for _ in range(n):
          x = int(input())
          heappush(h, x)
          if len(h) > 3:
              heappop(h)
      print(sum(h))
    `),
  },
]);
