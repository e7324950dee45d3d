import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('list_membership_in_loop', {
  valid: [
    {
      name: 'a set answers each membership test in O(1)',
      language: 'python',
      code: src(`
        def unique(nums):
            seen = set()
            for x in nums:
                if x not in seen:
                    seen.add(x)
            return seen
      `),
    },
    {
      name: 'a HashSet',
      language: 'java',
      code: src(`
        class Solution {
            public int count(int[] a, int[] b) {
                Set<Integer> inB = new HashSet<>();
                for (int x : b) inB.add(x);
                int count = 0;
                for (int x : a) if (inB.contains(x)) count++;
                return count;
            }
        }
      `),
    },
    {
      name: 'an unordered_set',
      language: 'cpp',
      code: src(`
        int count(vector<int>& a, vector<int>& b) {
            unordered_set<int> inB(b.begin(), b.end());
            int count = 0;
            for (int x : a) if (inB.count(x)) count++;
            return count;
        }
      `),
    },
    {
      name: 'Set.has',
      language: 'javascript',
      code: src(`
        function common(a, b) {
          const inB = new Set(b);
          const out = [];
          for (const x of a) if (inB.has(x)) out.push(x);
          return out;
        }
      `),
    },
    {
      name: 'a map used as a set',
      language: 'go',
      code: src(`
        func common(a, b []int) int {
        	inB := map[int]bool{}
        	for _, x := range b {
        		inB[x] = true
        	}
        	count := 0
        	for _, x := range a {
        		if inB[x] {
        			count++
        		}
        	}
        	return count
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'x not in a list',
      language: 'python',
      code: src(`
        def unique(nums):
            seen = []
            for x in nums:
                if x not in seen:
                    seen.append(x)
            return seen
      `),
      findings: [{ line: 4, detail: { name: 'seen' } }],
    },
    {
      name: 'Array.includes in a loop',
      language: 'javascript',
      code: src(`
        function common(a, b) {
            const out = [];
            for (const x of a) {
                if (b.includes(x)) out.push(x);
            }
            return out;
        }
      `),
      findings: [{ line: 4, detail: { name: 'b', call: 'includes' } }],
    },
    {
      name: 'List.contains in a loop',
      language: 'java',
      code: src(`
        class Solution {
            public List<Integer> unique(int[] nums) {
                List<Integer> seen = new ArrayList<>();
                for (int x : nums) {
                    if (!seen.contains(x)) seen.add(x);
                }
                return seen;
            }
        }
      `),
      findings: [{ line: 5, detail: { name: 'seen', call: 'contains' } }],
    },
    {
      name: 'slices.Contains in a loop',
      language: 'go',
      code: src(`
        func unique(nums []int) []int {
        	seen := []int{}
        	for _, x := range nums {
        		if !slices.Contains(seen, x) {
        			seen = append(seen, x)
        		}
        	}
        	return seen
        }
      `),
      findings: [{ line: 4, detail: { call: 'Contains' } }],
    },
  ],
});
