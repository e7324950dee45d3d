import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('linear_search_in_loop', {
  valid: [
    {
      name: 'a running maximum from the right',
      language: 'python',
      code: src(`
        def suffix_maxima(nums):
            out = [0] * len(nums)
            best = float("-inf")
            for i in range(len(nums) - 1, -1, -1):
                best = max(best, nums[i])
                out[i] = best
            return out
      `),
    },
    {
      name: 'max of two values is O(1)',
      language: 'java',
      code: src(`
        class Solution {
            public int maxProfit(int[] prices) {
                int low = Integer.MAX_VALUE, best = 0;
                for (int p : prices) {
                    low = Math.min(low, p);
                    best = Math.max(best, p - low);
                }
                return best;
            }
        }
      `),
    },
    {
      name: 'positions kept in a map',
      language: 'javascript',
      code: src(`
        function positions(list, queries) {
          const at = new Map();
          list.forEach((x, i) => { if (!at.has(x)) at.set(x, i); });
          const out = [];
          for (const q of queries) out.push(at.has(q) ? at.get(q) : -1);
          return out;
        }
      `),
    },
    {
      name: 'the sum computed once before the loop',
      language: 'go',
      code: src(`
        func shares(nums []int) []float64 {
        	total := 0
        	for _, x := range nums {
        		total += x
        	}
        	out := []float64{}
        	for _, x := range nums {
        		out = append(out, float64(x)/float64(total))
        	}
        	return out
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'max over a slice in a loop',
      language: 'python',
      code: src(`
        def suffix_maxima(nums):
            out = []
            for i in range(len(nums)):
                rest = nums[i:]
                out.append(max(rest))
            return out
      `),
      findings: [{ line: 5, detail: { call: 'max' } }],
    },
    {
      name: 'List.indexOf in a loop',
      language: 'java',
      code: src(`
        class Solution {
            public int[] positions(List<Integer> list, int[] queries) {
                int[] out = new int[queries.length];
                for (int i = 0; i < queries.length; i++) {
                    out[i] = list.indexOf(queries[i]);
                }
                return out;
            }
        }
      `),
      findings: [{ line: 5, detail: { name: 'list', call: 'indexOf' } }],
    },
    {
      name: 'std::find in a loop',
      language: 'cpp',
      code: src(`
        int countShared(vector<int>& a, vector<int>& b) {
            int count = 0;
            for (int x : a) {
                if (find(b.begin(), b.end(), x) != b.end()) count++;
            }
            return count;
        }
      `),
      findings: [{ line: 4, detail: { call: 'find' } }],
    },
    {
      name: 'sum of the whole list in a loop',
      language: 'python',
      code: src(`
        def shares(nums):
            out = []
            for x in nums:
                out.append(x / sum(nums))
            return out
      `),
      findings: [{ line: 4, detail: { name: 'nums', call: 'sum' } }],
    },
    {
      name: 'indexOf in a loop',
      language: 'typescript',
      code: src(`
        function positions(list: number[], queries: number[]): number[] {
          const out: number[] = [];
          for (const q of queries) {
            out.push(list.indexOf(q));
          }
          return out;
        }
      `),
      findings: [{ line: 4, detail: { name: 'list', call: 'indexOf' } }],
    },
    {
      name: 'slices.Index in a loop',
      language: 'go',
      code: src(`
        func positions(list []int, queries []int) []int {
        	out := []int{}
        	for _, q := range queries {
        		out = append(out, slices.Index(list, q))
        	}
        	return out
        }
      `),
      findings: [{ line: 4, detail: { name: 'list', call: 'Index' } }],
    },
  ],
});
