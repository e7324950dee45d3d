import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('insert_front_in_loop', {
  valid: [
    {
      name: 'appendleft on a deque',
      language: 'python',
      code: src(`
        from collections import deque

        def reversed_copy(items):
            order = deque()
            for x in items:
                order.appendleft(x)
            return list(order)
      `),
    },
    {
      name: 'appended, then reversed once',
      language: 'java',
      code: src(`
        class Solution {
            public List<Integer> reversedCopy(int[] items) {
                List<Integer> out = new ArrayList<>();
                for (int x : items) out.add(x);
                Collections.reverse(out);
                return out;
            }
        }
      `),
    },
    {
      name: 'push_front on a std::deque',
      language: 'cpp',
      code: src(`
        deque<int> reversedCopy(vector<int>& items) {
            deque<int> out;
            for (int x : items) out.push_front(x);
            return out;
        }
      `),
    },
    {
      name: 'push, then reverse',
      language: 'javascript',
      code: src(`
        function reversedCopy(items) {
          const out = [];
          for (const x of items) out.push(x);
          return out.reverse();
        }
      `),
    },
    {
      name: 'appending to a slice',
      language: 'go',
      code: src(`
        func copyAll(items []int) []int {
        	out := []int{}
        	for _, x := range items {
        		out = append(out, x)
        	}
        	return out
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
      name: 'list.insert(0, x) in a loop',
      language: 'python',
      code: src(`
        def drain(items):
            order = []
            for x in items:
                order.insert(0, x)
            return order
      `),
      findings: [{ line: 4, detail: { name: 'order', call: 'insert' } }],
    },
    {
      name: 'unshift in a loop',
      language: 'typescript',
      code: src(`
        function reversedCopy(items: number[]): number[] {
          const out: number[] = [];
          for (const x of items) {
            out.unshift(x);
          }
          return out;
        }
      `),
      findings: [{ line: 4, detail: { name: 'out', call: 'unshift' } }],
    },
    {
      name: 'ArrayList.add(0, x) in a loop',
      language: 'java',
      code: src(`
        class Solution {
            public List<Integer> reversedCopy(int[] items) {
                List<Integer> out = new ArrayList<>();
                for (int x : items) {
                    out.add(0, x);
                }
                return out;
            }
        }
      `),
      findings: [{ line: 5, detail: { name: 'out', call: 'add' } }],
    },
    {
      name: 'vector::insert at begin() in a loop',
      language: 'cpp',
      code: src(`
        vector<int> reversedCopy(vector<int>& items) {
            vector<int> out;
            for (int x : items) {
                out.insert(out.begin(), x);
            }
            return out;
        }
      `),
      findings: [{ line: 4, detail: { name: 'out', call: 'insert' } }],
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
      findings: [{ line: 6 }],
    },
  ],
});
