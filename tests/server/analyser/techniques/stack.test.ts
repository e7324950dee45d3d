import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('stack', {
  valid: [
    {
      name: "a backtracking path's bare pop undoes a step",
      language: 'python',
      code: src(`
        def permute(nums):
            out, path, used = [], [], [False] * len(nums)
            def go():
                if len(path) == len(nums):
                    out.append(path[:])
                    return
                for i in range(len(nums)):
                    if used[i]:
                        continue
                    used[i] = True
                    path.append(nums[i])
                    go()
                    path.pop()
                    used[i] = False
            go()
            return out
      `),
    },
    {
      name: 'a list only appended to',
      language: 'java',
      code: src(`
        class Solution {
            public List<Integer> evens(int[] nums) {
                List<Integer> out = new ArrayList<>();
                for (int x : nums) if (x % 2 == 0) out.add(x);
                return out;
            }
        }
      `),
    },
    {
      name: 'a queue taken from the front',
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
      name: 'a slice only appended to',
      language: 'go',
      code: src(`
        func evens(nums []int) []int {
        	out := []int{}
        	for _, x := range nums {
        		if x%2 == 0 {
        			out = append(out, x)
        		}
        	}
        	return out
        }
      `),
    },
    {
      name: 'a deque used from both ends (a monotonic queue) is not a stack',
      language: 'python',
      code: src(`
        from collections import deque
        def window_max(nums, k):
            q = deque()
            out = []
            for i, x in enumerate(nums):
                while q and nums[q[-1]] <= x:
                    q.pop()
                q.append(i)
                if q[0] <= i - k:
                    q.popleft()
                if i >= k - 1:
                    out.append(nums[q[0]])
            return out
      `),
    },
  ],
  invalid: [
    {
      name: 'brackets matched on a stack whose popped value is compared',
      language: 'javascript',
      code: src(`
        function isValid(s) {
          const open = { ')': '(', ']': '[', '}': '{' };
          const stack = [];
          for (const ch of s) {
            if (ch in open) {
              if (stack.pop() !== open[ch]) return false;
            } else {
              stack.push(ch);
            }
          }
          return stack.length === 0;
        }
      `),
      line: 3,
    },
    {
      name: 'a monotonic stack popped while its top is smaller',
      language: 'python',
      code: src(`
        def next_greater(nums):
            out = [-1] * len(nums)
            pending = []
            for i, x in enumerate(nums):
                while pending and nums[pending[-1]] < x:
                    out[pending.pop()] = x
                pending.append(i)
            return out
      `),
      line: 3,
    },
    {
      name: 'a java.util.Stack',
      language: 'java',
      code: src(`
        class Solution {
            public int evalRPN(String[] tokens) {
                Stack<Integer> st = new Stack<>();
                for (String t : tokens) {
                    if (t.equals("+")) st.push(st.pop() + st.pop());
                    else st.push(Integer.parseInt(t));
                }
                return st.pop();
            }
        }
      `),
      line: 3,
    },
    {
      name: 'a std::stack',
      language: 'cpp',
      code: src(`
        bool balanced(string s) {
            stack<char> st;
            for (char c : s) {
                if (c == '(') st.push(c);
                else if (st.empty()) return false;
                else st.pop();
            }
            return st.empty();
        }
      `),
      line: 2,
    },
    {
      name: "Go's append and st[:len(st)-1]",
      language: 'go',
      code: src(`
        func dailyTemperatures(t []int) []int {
        	ans := make([]int, len(t))
        	st := []int{}
        	for i, x := range t {
        		for len(st) > 0 && t[st[len(st)-1]] < x {
        			j := st[len(st)-1]
        			st = st[:len(st)-1]
        			ans[j] = i - j
        		}
        		st = append(st, i)
        	}
        	return ans
        }
      `),
      line: 3,
    },
    {
      name: 'an ArrayDeque as a stack (push and pop at its head)',
      language: 'java',
      code: src(`
        class Solution {
            public boolean isValid(String s) {
                Deque<Character> pending = new ArrayDeque<>();
                for (char c : s.toCharArray()) {
                    if (c == '(') pending.push(')');
                    else if (pending.isEmpty() || pending.pop() != c) return false;
                }
                return pending.isEmpty();
            }
        }
      `),
      line: 3,
    },
    {
      name: 'a deque appended to and popped at the same end',
      language: 'python',
      code: src(`
        from collections import deque
        def is_valid(s):
            pending = deque()
            for c in s:
                if c == '(':
                    pending.append(')')
                elif not pending or pending.pop() != c:
                    return False
            return not pending
      `),
      line: 3,
    },
  ],
});
