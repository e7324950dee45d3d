/**
 * Graphs given as input: in a recursive traversal of u, a loop over `graph[u]` that recurses on its elements walks
 * the neighbours of the current state, so over the traversal each list is read once per expanded state — O(n + m)
 * with visited marks. A matrix row walked by position (`for j, x := range m[i]`) has n entries for every state.
 * A parameter that only flips between two values (`-c`, `1 - c`, `!c`) adds no states.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('neighbours of the current state', {
  valid: [
    {
      name: 'keys found in rooms',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def can_visit_all(rooms):
            seen = set()
            def go(r):
                seen.add(r)
                for k in rooms[r]:
                    if k not in seen:
                        go(k)
            go(0)
            return len(seen) == len(rooms)
      `),
    },
    {
      name: 'two-colouring, the colour flipping at each step',
      language: 'java',
      time: 'O(n)',
      space: 'O(n)',
      code: src(`
        class TwoColour {
            int[] color;
            boolean paint(int[][] g, int u, int c) {
                color[u] = c;
                for (int v : g[u]) {
                    if (color[v] == c) return false;
                    if (color[v] == 0 && !paint(g, v, -c)) return false;
                }
                return true;
            }
            boolean check(int[][] g) {
                color = new int[g.length];
                for (int i = 0; i < g.length; i++) {
                    if (color[i] == 0 && !paint(g, i, 1)) return false;
                }
                return true;
            }
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a matrix row walked by position',
      language: 'go',
      time: 'O(n^2)',
      code: src(`
        func groups(m [][]int) int {
        	seen := make([]bool, len(m))
        	var visit func(i int)
        	visit = func(i int) {
        		seen[i] = true
        		for j, x := range m[i] {
        			if x == 1 && !seen[j] {
        				visit(j)
        			}
        		}
        	}
        	count := 0
        	for i := range m {
        		if !seen[i] {
        			visit(i)
        			count++
        		}
        	}
        	return count
        }
      `),
    },
  ],
});

ruleExamples('a breadth-first search over states with a constant dimension', {
  valid: [
    {
      name: 'a node and one of two colours',
      language: 'java',
      time: 'O(n)',
      code: src(`
        class Alternate {
            int steps(int n, int[][] red, int[][] blue) {
                List<Integer>[][] g = new List[2][n];
                for (int c = 0; c < 2; c++) for (int i = 0; i < n; i++) g[c][i] = new ArrayList<>();
                for (int[] e : red) g[0][e[0]].add(e[1]);
                for (int[] e : blue) g[1][e[0]].add(e[1]);
                boolean[][] seen = new boolean[n][2];
                Deque<int[]> q = new ArrayDeque<>();
                q.offer(new int[] {0, 0});
                int d = 0;
                while (!q.isEmpty()) {
                    int[] p = q.poll();
                    int u = p[0], c = p[1];
                    seen[u][c] = true;
                    for (int v : g[c ^ 1][u]) {
                        if (!seen[v][c ^ 1]) q.offer(new int[] {v, c ^ 1});
                    }
                    d++;
                }
                return d;
            }
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'the cells of a grid',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        from collections import deque
        def fill(grid):
            m, n = len(grid), len(grid[0])
            q = deque([(0, 0)])
            grid[0][0] = 2
            while q:
                i, j = q.popleft()
                for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                    if 0 <= a < m and 0 <= b < n and grid[a][b] == 1:
                        grid[a][b] = 2
                        q.append((a, b))
            return grid
      `),
    },
  ],
});
