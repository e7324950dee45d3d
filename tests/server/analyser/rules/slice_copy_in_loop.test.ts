import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('slice_copy_in_loop', {
  valid: [
    {
      name: 'a slice of constant length',
      language: 'python',
      code: src(`
        def count_pairs(s):
            seen = set()
            for i in range(len(s) - 1):
                seen.add(s[i:i + 2])
            return len(seen)
      `),
    },
    {
      name: 'a list consumed by reslicing itself (a queue pop)',
      language: 'python',
      code: src(`
        def drain(items):
            total = 0
            while items:
                total += items[0]
                items = items[1:]
            return total
      `),
    },
    {
      name: "Go's slices are views",
      language: 'go',
      code: src(`
        func suffixSums(nums []int) []int {
        	out := []int{}
        	for i := range nums {
        		rest := nums[i:]
        		out = append(out, len(rest))
        	}
        	return out
        }
      `),
    },
    {
      name: 'indices instead of substrings',
      language: 'java',
      code: src(`
        class Solution {
            public boolean isPalindrome(String s) {
                for (int i = 0, j = s.length() - 1; i < j; i++, j--) {
                    if (s.charAt(i) != s.charAt(j)) return false;
                }
                return true;
            }
        }
      `),
    },
    {
      name: 'a fixed-length substr',
      language: 'cpp',
      code: src(`
        int countAb(string s) {
            int count = 0;
            for (int i = 0; i + 1 < s.size(); i++) {
                if (s.substr(i, 2) == "ab") count++;
            }
            return count;
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a Python slice to the end',
      language: 'python',
      code: src(`
        def suffix_maxima(nums):
            out = []
            for i in range(len(nums)):
                rest = nums[i:]
                out.append(max(rest))
            return out
      `),
      findings: [{ line: 4, detail: { name: 'nums' } }],
    },
    {
      name: 'substring to the end in a loop',
      language: 'java',
      code: src(`
        class Solution {
            public int countPrefixed(String s, String p) {
                int count = 0;
                for (int i = 0; i < s.length(); i++) {
                    if (s.substring(i).startsWith(p)) count++;
                }
                return count;
            }
        }
      `),
      findings: [{ line: 5, detail: { name: 's', call: 'substring' } }],
    },
    {
      name: 'slice(i) in a loop',
      language: 'javascript',
      code: src(`
        function suffixSums(nums) {
          const out = [];
          for (let i = 0; i < nums.length; i++) {
            const rest = nums.slice(i);
            out.push(rest.length);
          }
          return out;
        }
      `),
      findings: [{ line: 4, detail: { name: 'nums', call: 'slice' } }],
    },
    {
      name: 'substr of growing length',
      language: 'cpp',
      code: src(`
        int countPrefixes(string s, string t) {
            int count = 0;
            for (int i = 1; i <= s.size(); i++) {
                if (t.find(s.substr(0, i)) == 0) count++;
            }
            return count;
        }
      `),
      findings: [{ line: 4, detail: { name: 's', call: 'substr' } }],
    },
  ],
});
