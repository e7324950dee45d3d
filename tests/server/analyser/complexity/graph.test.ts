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
