import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('pop_front_in_loop', {
  valid: [
    {
      name: 'a deque pops from its front in O(1)',
      language: 'python',
      code: src(`
        from collections import deque

        def drain(items):
            queue = deque(items)
            order = []
            while queue:
                order.append(queue.popleft())
            return order
      `),
    },
    {
      name: 'an ArrayDeque polled',
      language: 'java',
      code: src(`
        class Solution {
            public int sumAll(int[] nums) {
                Deque<Integer> queue = new ArrayDeque<>();
                for (int x : nums) queue.offer(x);
                int total = 0;
                while (!queue.isEmpty()) total += queue.poll();
                return total;
            }
        }
      `),
    },
    {
      name: 'a std::queue pops its front in O(1)',
      language: 'cpp',
      code: src(`
        int sumAll(vector<int>& nums) {
            queue<int> q;
            for (int x : nums) q.push(x);
            int total = 0;
            while (!q.empty()) {
                total += q.front();
                q.pop();
            }
            return total;
        }
      `),
    },
    {
      name: "Go's q = q[1:] moves a view, copying nothing",
      language: 'go',
      code: src(`
        func sumAll(nums []int) int {
        	q := append([]int{}, nums...)
        	total := 0
        	for len(q) > 0 {
        		total += q[0]
        		q = q[1:]
        	}
        	return total
        }
      `),
    },
    {
      name: 'the same with two deques',
      language: 'python',
      code: src(`
        from collections import deque

        def drain(items):
            queue = deque(items)
            order = deque()
            while queue:
                x = queue.popleft()
                order.appendleft(x)
            return order
      `),
    },
  ],
  invalid: [
    {
      name: 'list.pop(0) in a loop',
      language: 'python',
      code: src(`
        def drain(items):
            queue = list(items)
            order = []
            while queue:
                x = queue.pop(0)
                order.append(x)
            return order
      `),
      findings: [{ line: 5, detail: { name: 'queue', call: 'pop' } }],
    },
    {
      name: 'shift() in a BFS',
      language: 'javascript',
      code: src(`
        function levels(root) {
            const out = [];
            const queue = [root];
            while (queue.length) {
                const size = queue.length;
                const level = [];
                for (let i = 0; i < size; i++) {
                    const node = queue.shift();
                    level.push(node.val);
                    if (node.left) queue.push(node.left);
                    if (node.right) queue.push(node.right);
                }
                out.push(level);
            }
            return out;
        }
      `),
      findings: [{ line: 8, detail: { name: 'queue', call: 'shift' } }],
    },
    {
      name: 'ArrayList.remove(0) in a loop',
      language: 'java',
      code: src(`
        class Solution {
            public int drain(List<Integer> items) {
                List<Integer> pending = new ArrayList<>(items);
                int total = 0;
                while (!pending.isEmpty()) {
                    total += pending.remove(0);
                }
                return total;
            }
        }
      `),
      findings: [{ line: 6, detail: { name: 'pending', call: 'remove' } }],
    },
    {
      name: 'vector::erase at begin() in a loop',
      language: 'cpp',
      code: src(`
        int drain(vector<int> v) {
            int total = 0;
            while (!v.empty()) {
                total += v[0];
                v.erase(v.begin());
            }
            return total;
        }
      `),
      findings: [{ line: 5, detail: { name: 'v', call: 'erase' } }],
    },
    {
      name: 'a list drained from the front into the front of another',
      language: 'python',
      code: src(`
        def drain(items):
            queue = list(items)
            order = []
            while queue:
                x = queue.pop(0)
                order.insert(0, x)
            return order
      `),
      findings: [{ line: 5 }],
    },
  ],
});
