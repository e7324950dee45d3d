/**
 * Descending into a child: a recursive call whose argument is part of what a parameter points into — a field or
 * element reached from it, a part bound by destructuring it, a field of what a lookup keyed by it found — visits
 * each part of the structure once, whatever the fields are called.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('recursion into the parts of a parameter', {
  valid: [
    {
      name: 'fields with any name',
      language: 'python',
      time: 'O(n)',
      shape: 'structural',
      code: src(`
        def weight(node):
            if node is None:
                return 0
            return node.mass + weight(node.first) + weight(node.second)
      `),
    },
    {
      name: 'parts bound by destructuring the parameter',
      language: 'javascript',
      time: 'O(n)',
      shape: 'structural',
      code: src(`
        function height(tree) {
          if (!tree) return 0;
          const { lo, hi } = tree;
          return 1 + Math.max(height(lo), height(hi));
        }
      `),
    },
    {
      name: 'a field of what a lookup keyed by the parameter found',
      language: 'typescript',
      time: 'O(n)',
      code: src(`
        function score(people: Map<number, Person>, root: number): number {
          const visit = (id: number): number => {
            let s = people.get(id)!.points;
            for (const r of people.get(id)!.reports) s += visit(r);
            return s;
          };
          return visit(root);
        }
      `),
    },
    {
      name: 'an element of a list held by the parameter',
      language: 'java',
      time: 'O(n)',
      code: src(`
        class Solution {
            int count(Folder f) {
                int total = 1;
                for (int i = 0; i < f.items.size(); i++) total += count(f.items.get(i));
                return total;
            }
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'two smaller numbers, not parts of a structure',
      language: 'python',
      time: 'O(2^n)',
      code: src(`
        def ways(n):
            if n <= 1:
                return 1
            return ways(n - 1) + ways(n - 2)
      `),
    },
    {
      name: 'destructuring a new array, not the parameter',
      language: 'javascript',
      time: 'O(2^n)',
      shape: 'structural',
      code: src(`
        function ways(n) {
          if (n <= 1) return 1;
          const [a, b] = [n - 1, n - 2];
          return ways(a) + ways(b);
        }
      `),
    },
  ],
});
