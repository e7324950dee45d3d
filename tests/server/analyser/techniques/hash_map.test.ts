import { src, techniqueTester } from '../rule-tester.ts';

techniqueTester.run('hash_map', {
  valid: [
    {
      name: 'a literal lookup table never written to is a constant',
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
    },
    {
      name: 'a map the code is given, not one it creates',
      language: 'java',
      code: src(`
        class Solution {
            public int lookup(Map<Integer, Integer> counts, int key) {
                return counts.getOrDefault(key, 0);
            }
        }
      `),
    },
    {
      name: 'a plain list',
      language: 'python',
      code: src(`
        def total(nums):
            s = 0
            for x in nums:
                s += x
            return s
      `),
    },
    {
      name: 'an array of counts',
      language: 'cpp',
      code: src(`
        bool isAnagram(string s, string t) {
            int counts[26] = {0};
            for (char c : s) counts[c - 'a']++;
            for (char c : t) counts[c - 'a']--;
            for (int c : counts) if (c != 0) return false;
            return true;
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a dict from value to index',
      language: 'python',
      code: src(`
        def two_sum(nums, target):
            seen = {}
            for i, x in enumerate(nums):
                if target - x in seen:
                    return [seen[target - x], i]
                seen[x] = i
            return []
      `),
      line: 2,
    },
    {
      name: 'a HashMap',
      language: 'java',
      code: src(`
        class Solution {
            public int[] twoSum(int[] nums, int target) {
                Map<Integer, Integer> seen = new HashMap<>();
                for (int i = 0; i < nums.length; i++) {
                    Integer j = seen.get(target - nums[i]);
                    if (j != null) return new int[] {j, i};
                    seen.put(nums[i], i);
                }
                return new int[0];
            }
        }
      `),
      line: 3,
    },
    {
      name: 'an unordered_set',
      language: 'cpp',
      code: src(`
        bool containsDuplicate(vector<int>& nums) {
            unordered_set<int> seen;
            for (int x : nums) {
                if (seen.count(x)) return true;
                seen.insert(x);
            }
            return false;
        }
      `),
      line: 2,
    },
    {
      name: 'a Map',
      language: 'typescript',
      code: src(`
        function firstUnique(s: string): number {
          const counts = new Map<string, number>();
          for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
          for (let i = 0; i < s.length; i++) if (counts.get(s[i]) === 1) return i;
          return -1;
        }
      `),
      line: 2,
    },
    {
      name: 'a Go map',
      language: 'go',
      code: src(`
        func containsDuplicate(nums []int) bool {
        	seen := map[int]bool{}
        	for _, x := range nums {
        		if seen[x] {
        			return true
        		}
        		seen[x] = true
        	}
        	return false
        }
      `),
      line: 2,
    },
  ],
});
