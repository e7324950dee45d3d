import { ruleTester, src } from '../rule-tester.ts';

ruleTester.run('string_concat_in_loop', {
  valid: [
    {
      name: 'a StringBuilder appends in place',
      language: 'java',
      code: src(`
        class Solution {
            public String join(String[] words) {
                StringBuilder sb = new StringBuilder();
                for (String w : words) {
                    sb.append(w);
                }
                return sb.toString();
            }
        }
      `),
    },
    {
      name: "C++'s += appends in place",
      language: 'cpp',
      code: src(`
        string repeatEach(string s) {
            string out;
            for (char c : s) {
                out += c;
                out += c;
            }
            return out;
        }
      `),
    },
    {
      name: 'pieces collected and joined once',
      language: 'python',
      code: src(`
        def spell(nums):
            parts = []
            for x in nums:
                parts.append(str(x))
            return "".join(parts)
      `),
    },
    {
      name: 'a number summed, not a string built',
      language: 'javascript',
      code: src(`
        function total(nums) {
          let sum = 0;
          for (const x of nums) sum += x;
          return sum;
        }
      `),
    },
    {
      name: 'a strings.Builder',
      language: 'go',
      code: src(`
        func join(words []string) string {
        	var sb strings.Builder
        	for _, w := range words {
        		sb.WriteString(w)
        	}
        	return sb.String()
        }
      `),
    },
  ],
  invalid: [
    {
      name: '+= on an immutable String',
      language: 'java',
      code: src(`
        class Solution {
            public String join(String[] words) {
                String s = "";
                for (String w : words) {
                    s += w;
                }
                return s;
            }
        }
      `),
      findings: [{ line: 5, detail: { name: 's' } }],
    },
    {
      name: 's = s + x rebuilds the string',
      language: 'python',
      code: src(`
        def spell(nums):
            out = ""
            for x in nums:
                out = out + str(x)
            return out
      `),
      findings: [{ line: 4, detail: { name: 'out' } }],
    },
    {
      name: "C++'s s = s + c copies the whole string",
      language: 'cpp',
      code: src(`
        string reversed(string s) {
            string out = "";
            for (char c : s) {
                out = c + out;
            }
            return out;
        }
      `),
      findings: [{ line: 4, detail: { name: 'out' } }],
    },
    {
      name: 'a template string rebuilt in a loop',
      language: 'typescript',
      code: src(`
        function label(parts: string[]): string {
          let s = "";
          for (const p of parts) {
            s += p + ",";
          }
          return s;
        }
      `),
      findings: [{ line: 4, detail: { name: 's' } }],
    },
    {
      name: "Go's strings are immutable too",
      language: 'go',
      code: src(`
        func join(words []string) string {
        	s := ""
        	for _, w := range words {
        		s += w
        	}
        	return s
        }
      `),
      findings: [{ line: 4, detail: { name: 's' } }],
    },
  ],
});
