/**
 * Work on one level of a breadth-first traversal: a collection made in each round of a loop that drains a queue,
 * and filled only inside the amortised loop over that round's elements, is as big as the round; reversing, copying
 * or allocating it, summed over the rounds, is charged once where the traversal is.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('work on one level of a traversal', {
  valid: [
    {
      name: 'a reversed copy of every other level',
      language: 'python',
      time: 'O(n)',
      code: src(`
        from collections import deque
        def zigzag(root):
            out, q = [], deque([root] if root else [])
            while q:
                level = []
                for _ in range(len(q)):
                    node = q.popleft()
                    level.append(node.val)
                    for c in (node.left, node.right):
                        if c:
                            q.append(c)
                out.append(level[::-1] if len(out) % 2 else level)
            return out
      `),
    },
    {
      name: 'a level reversed by hand',
      language: 'go',
      time: 'O(n)',
      code: src(`
        func zigzag(root *Node) [][]int {
        	out := [][]int{}
        	q := []*Node{}
        	if root != nil {
        		q = append(q, root)
        	}
        	for len(q) > 0 {
        		level := []int{}
        		for k := len(q); k > 0; k-- {
        			node := q[0]
        			q = q[1:]
        			level = append(level, node.Val)
        			if node.Left != nil {
        				q = append(q, node.Left)
        			}
        			if node.Right != nil {
        				q = append(q, node.Right)
        			}
        		}
        		if len(out)%2 == 1 {
        			for i, j := 0, len(level)-1; i < j; i, j = i+1, j-1 {
        				level[i], level[j] = level[j], level[i]
        			}
        		}
        		out = append(out, level)
        	}
        	return out
        }
      `),
    },
    {
      name: 'an array as long as the queue, each round',
      language: 'typescript',
      time: 'O(n)',
      code: src(`
        function levels(root: Node | null): number[][] {
          const out: number[][] = [];
          const q: Node[] = root ? [root] : [];
          while (q.length > 0) {
            const size = q.length;
            const row = new Array(size);
            for (let i = 0; i < size; i++) {
              const node = q.shift()!;
              row[i] = node.val;
              if (node.left) q.push(node.left);
              if (node.right) q.push(node.right);
            }
            out.push(row);
          }
          return out;
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a list that keeps growing across the rounds is copied whole each time',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        from collections import deque
        def snapshots(root):
            seen, out, q = [], [], deque([root])
            while q:
                for _ in range(len(q)):
                    node = q.popleft()
                    seen.append(node.val)
                    for c in node.kids:
                        q.append(c)
                out.append(seen[::-1])
            return out
      `),
    },
  ],
});
