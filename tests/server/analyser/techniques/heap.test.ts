import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('heap', {
  valid: [
    {
      name: 'sorting, not a heap',
      language: 'python',
      code: src(`
        def kth_largest(nums, k):
            return sorted(nums)[-k]
      `),
    },
    {
      name: 'a plain list as a stack',
      language: 'java',
      code: src(`
        class Solution {
            public int last(int[] nums) {
                Deque<Integer> stack = new ArrayDeque<>();
                for (int x : nums) stack.push(x);
                return stack.isEmpty() ? -1 : stack.peek();
            }
        }
      `),
    },
    {
      name: 'a running minimum',
      language: 'go',
      code: src(`
        func minimum(nums []int) int {
        	best := nums[0]
        	for _, x := range nums {
        		if x < best {
        			best = x
        		}
        	}
        	return best
        }
      `),
    },
    {
      name: 'a set of values',
      language: 'javascript',
      code: src(`
        function distinct(nums) {
          return new Set(nums).size;
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'heapq on a list',
      language: 'python',
      code: src(`
        import heapq

        def find_kth_largest(nums, k):
            smallest = []
            for x in nums:
                heapq.heappush(smallest, x)
                if len(smallest) > k:
                    heapq.heappop(smallest)
            return smallest[0]
      `),
      // The list becomes a heap where it is created: heappush is what it is used for.
      line: 4,
    },
    {
      name: 'a PriorityQueue',
      language: 'java',
      code: src(`
        class Solution {
            public int findKthLargest(int[] nums, int k) {
                PriorityQueue<Integer> heap = new PriorityQueue<>();
                for (int x : nums) {
                    heap.offer(x);
                    if (heap.size() > k) heap.poll();
                }
                return heap.peek();
            }
        }
      `),
      line: 3,
    },
    {
      name: 'a priority_queue',
      language: 'cpp',
      code: src(`
        int lastStone(vector<int>& stones) {
            priority_queue<int> heap(stones.begin(), stones.end());
            while (heap.size() > 1) {
                int a = heap.top(); heap.pop();
                int b = heap.top(); heap.pop();
                if (a != b) heap.push(a - b);
            }
            return heap.empty() ? 0 : heap.top();
        }
      `),
      line: 2,
    },
  ],
});
