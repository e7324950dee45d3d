import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('sort_in_loop', {
  valid: [
    {
      name: 'sorted once, then one pass',
      language: 'python',
      code: src(`
        def max_gap(nums):
            nums.sort()
            best = 0
            for i in range(1, len(nums)):
                best = max(best, nums[i] - nums[i - 1])
            return best
      `),
    },
    {
      name: 'a heap keeps the order as elements arrive',
      language: 'java',
      code: src(`
        class Solution {
            public int[] smallestSoFar(int[] nums) {
                PriorityQueue<Integer> heap = new PriorityQueue<>();
                int[] out = new int[nums.length];
                for (int i = 0; i < nums.length; i++) {
                    heap.offer(nums[i]);
                    out[i] = heap.peek();
                }
                return out;
            }
        }
      `),
    },
    {
      name: 'sorting three fixed values in a loop costs O(1)',
      language: 'cpp',
      code: src(`
        int medianOfThrees(vector<int>& nums) {
            int total = 0;
            for (int i = 0; i + 2 < nums.size(); i++) {
                int t[3] = {nums[i], nums[i + 1], nums[i + 2]};
                sort(t, t + 3);
                total += t[1];
            }
            return total;
        }
      `),
    },
    {
      name: 'a comparator sort before the loop',
      language: 'javascript',
      code: src(`
        function merge(intervals) {
          intervals.sort((a, b) => a[0] - b[0]);
          const out = [];
          for (const iv of intervals) {
            if (out.length && out[out.length - 1][1] >= iv[0]) out[out.length - 1][1] = Math.max(out[out.length - 1][1], iv[1]);
            else out.push(iv);
          }
          return out;
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'the median kept by re-sorting after every insert',
      language: 'python',
      code: src(`
        def kth_after_each(queries, nums):
            out = []
            for q in queries:
                nums.append(q)
                nums.sort()
                out.append(nums[len(nums) // 2])
            return out
      `),
      findings: [{ line: 5, detail: { name: 'nums', call: 'sort' } }],
    },
    {
      name: 'sort.Ints on a growing slice',
      language: 'go',
      code: src(`
        func medians(queries []int) []int {
        	nums := []int{}
        	out := []int{}
        	for _, q := range queries {
        		nums = append(nums, q)
        		sort.Ints(nums)
        		out = append(out, nums[len(nums)/2])
        	}
        	return out
        }
      `),
      findings: [{ line: 6 }],
    },
    {
      name: 'Collections.sort in a loop',
      language: 'java',
      code: src(`
        class Solution {
            public List<Integer> topAfterEach(int[] nums) {
                List<Integer> seen = new ArrayList<>();
                List<Integer> out = new ArrayList<>();
                for (int x : nums) {
                    seen.add(x);
                    Collections.sort(seen);
                    out.add(seen.get(seen.size() - 1));
                }
                return out;
            }
        }
      `),
      findings: [{ line: 7, detail: { name: 'seen', call: 'sort' } }],
    },
    {
      name: 'std::sort of a vector that grows',
      language: 'cpp',
      code: src(`
        vector<int> runningMin(vector<int>& nums) {
            vector<int> seen, out;
            for (int x : nums) {
                seen.push_back(x);
                sort(seen.begin(), seen.end());
                out.push_back(seen[0]);
            }
            return out;
        }
      `),
      findings: [{ line: 5 }],
    },
    {
      name: 'toSorted inside a loop',
      language: 'typescript',
      code: src(`
        function runningMedians(nums: number[]): number[] {
          const seen: number[] = [];
          const out: number[] = [];
          for (const x of nums) {
            seen.push(x);
            const sorted = seen.toSorted((a, b) => a - b);
            out.push(sorted[sorted.length >> 1]);
          }
          return out;
        }
      `),
      findings: [{ line: 6, detail: { call: 'toSorted' } }],
    },
  ],
});
