import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('bfs', {
  valid: [
    {
      name: 'a list consumed from the front, nothing added while it drains',
      language: 'python',
      code: src(`
        def longest_consecutive(nums):
            best = 0
            pending = list(nums)
            while pending:
                x = pending.pop(0)
                length = 1
                while x + length in nums:
                    length += 1
                best = max(best, length)
            return best
      `),
    },
    {
      name: 'a depth-first walk with a stack',
      language: 'java',
      code: src(`
        class Solution {
            public int count(List<List<Integer>> g) {
                boolean[] seen = new boolean[g.size()];
                Stack<Integer> stack = new Stack<>();
                stack.push(0);
                seen[0] = true;
                int count = 0;
                while (!stack.isEmpty()) {
                    int u = stack.pop();
                    count++;
                    for (int v : g.get(u)) if (!seen[v]) { seen[v] = true; stack.push(v); }
                }
                return count;
            }
        }
      `),
    },
    {
      name: 'a plain loop over a slice',
      language: 'go',
      code: src(`
        func total(nums []int) int {
        	s := 0
        	for _, x := range nums {
        		s += x
        	}
        	return s
        }
      `),
    },
    {
      name: "an ArrayDeque's push and pop work at the same end: a stack",
      language: 'java',
      code: src(`
        class Solution {
            public int count(List<List<Integer>> g) {
                boolean[] seen = new boolean[g.size()];
                Deque<Integer> pending = new ArrayDeque<>();
                pending.push(0);
                seen[0] = true;
                int count = 0;
                while (!pending.isEmpty()) {
                    int u = pending.pop();
                    count++;
                    for (int v : g.get(u)) if (!seen[v]) { seen[v] = true; pending.push(v); }
                }
                return count;
            }
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'level order with a deque',
      language: 'python',
      code: src(`
        from collections import deque
        def level_order(root):
            if not root:
                return []
            queue = deque([root])
            levels = []
            while queue:
                level = []
                for _ in range(len(queue)):
                    node = queue.popleft()
                    level.append(node.val)
                    if node.left:
                        queue.append(node.left)
                    if node.right:
                        queue.append(node.right)
                levels.append(level)
            return levels
      `),
      line: 5,
    },
    {
      name: 'a std::queue over a grid',
      language: 'cpp',
      code: src(`
        int steps(vector<vector<int>>& grid) {
            int n = grid.size();
            vector<vector<int>> dist(n, vector<int>(n, -1));
            queue<pair<int, int>> q;
            q.push({0, 0});
            dist[0][0] = 0;
            while (!q.empty()) {
                auto [r, c] = q.front();
                q.pop();
                int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr < 0 || nc < 0 || nr >= n || nc >= n || grid[nr][nc] || dist[nr][nc] >= 0) continue;
                    dist[nr][nc] = dist[r][c] + 1;
                    q.push({nr, nc});
                }
            }
            return dist[n - 1][n - 1];
        }
      `),
      line: 4,
    },
    {
      name: 'a LinkedList used as a queue',
      language: 'java',
      code: src(`
        class Solution {
            public int reachable(List<List<Integer>> g) {
                boolean[] seen = new boolean[g.size()];
                Queue<Integer> q = new LinkedList<>();
                q.offer(0);
                seen[0] = true;
                int count = 0;
                while (!q.isEmpty()) {
                    int u = q.poll();
                    count++;
                    for (int v : g.get(u)) if (!seen[v]) { seen[v] = true; q.offer(v); }
                }
                return count;
            }
        }
      `),
      line: 4,
    },
    {
      name: "Go's q = q[1:] with appends",
      language: 'go',
      code: src(`
        func reachable(g [][]int) int {
        	seen := make([]bool, len(g))
        	seen[0] = true
        	q := []int{0}
        	count := 0
        	for len(q) > 0 {
        		u := q[0]
        		q = q[1:]
        		count++
        		for _, v := range g[u] {
        			if !seen[v] {
        				seen[v] = true
        				q = append(q, v)
        			}
        		}
        	}
        	return count
        }
      `),
      line: 6,
    },
    {
      name: 'a level list replaced by the next level',
      language: 'python',
      code: src(`
        def depth(root):
            level = [root] if root else []
            d = 0
            while level:
                d += 1
                nxt = []
                for node in level:
                    nxt.extend(c for c in (node.left, node.right) if c)
                level = nxt
            return d
      `),
      line: 4,
    },
    {
      name: 'shift() from an array that is pushed onto',
      language: 'typescript',
      code: src(`
        function reachable(g: number[][]): number {
          const seen = new Array(g.length).fill(false);
          const queue: number[] = [0];
          seen[0] = true;
          let count = 0;
          while (queue.length) {
            const u = queue.shift()!;
            count++;
            for (const v of g[u]) if (!seen[v]) { seen[v] = true; queue.push(v); }
          }
          return count;
        }
      `),
      line: 3,
    },
    {
      name: 'a level list tested with isEmpty() and replaced by the next level',
      language: 'java',
      code: src(`
        class Solution {
            public int depth(List<List<Integer>> g) {
                boolean[] seen = new boolean[g.size()];
                seen[0] = true;
                List<Integer> level = new ArrayList<>(List.of(0));
                int depth = 0;
                while (!level.isEmpty()) {
                    depth++;
                    List<Integer> next = new ArrayList<>();
                    for (int u : level) {
                        for (int v : g.get(u)) if (!seen[v]) { seen[v] = true; next.add(v); }
                    }
                    level = next;
                }
                return depth;
            }
        }
      `),
      line: 7,
    },
  ],
});
