/**
 * Union-find: each find costs O(log n) amortised with path compression alone, O(α(n)) — a constant — with union
 * by size or rank too. Later finds are cheaper, but they are not one traversal shared between calls the way a
 * memo's or a visited mark's states are, so every call is charged.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('union-find finds', {
  valid: [
    {
      name: 'path compression alone, one find per edge',
      language: 'python',
      time: 'O(n log n)',
      code: src(`
        def count_groups(n, edges):
            parent = list(range(n))
            def root(x):
                if parent[x] != x:
                    parent[x] = root(parent[x])
                return parent[x]
            groups = n
            for a, b in edges:
                ra, rb = root(a), root(b)
                if ra != rb:
                    parent[ra] = rb
                    groups -= 1
            return groups
      `),
    },
    {
      name: 'path compression and union by size',
      language: 'java',
      time: 'O(n)',
      code: src(`
        class Groups {
            int[] up, size;
            int top(int x) {
                if (up[x] != x) up[x] = top(up[x]);
                return up[x];
            }
            int count(int n, int[][] edges) {
                up = new int[n];
                size = new int[n];
                for (int i = 0; i < n; i++) { up[i] = i; size[i] = 1; }
                int groups = n;
                for (int[] e : edges) {
                    int a = top(e[0]), b = top(e[1]);
                    if (a == b) continue;
                    if (size[a] < size[b]) { int t = a; a = b; b = t; }
                    up[b] = a;
                    size[a] += size[b];
                    groups--;
                }
                return groups;
            }
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a traversal whose visited marks outlive the call is charged once',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def components(n, adj):
            seen = set()
            def visit(u):
                seen.add(u)
                for v in adj[u]:
                    if v not in seen:
                        visit(v)
            count = 0
            for u in range(n):
                if u not in seen:
                    visit(u)
                    count += 1
            return count
      `),
    },
  ],
});
