/**
 * Following links: a variable moved to a field of what it points at (`x = x.next`, whatever the field is called)
 * walks a chain one element per iteration.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('pointer chase', {
  valid: [
    {
      name: 'a field with any name',
      language: 'python',
      time: 'O(n)',
      pattern: 'pointer_chase',
      code: src(`
        def length(head):
            count = 0
            while head:
                count += 1
                head = head.after
            return count
      `),
    },
    {
      name: 'two links at a time',
      language: 'java',
      time: 'O(n)',
      pattern: 'pointer_chase',
      code: src(`
        class Solution {
            boolean even(Cell c) {
                while (c != null && c.link != null) c = c.link.link;
                return c == null;
            }
        }
      `),
    },
    {
      name: 'a chain walked from every element',
      language: 'go',
      time: 'O(n^2)',
      pattern: 'pointer_chase',
      code: src(`
        func depths(nodes []*Item) int {
        	total := 0
        	for _, it := range nodes {
        		for p := it; p != nil; {
        			total++
        			p = p.Up
        		}
        	}
        	return total
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a counter that only reads a field',
      language: 'python',
      time: 'O(n)',
      pattern: 'pointer_chase',
      code: src(`
        def bump(head, n):
            i = 0
            while i < n:
                head.val += i
                i += 1
            return head
      `),
    },
  ],
});
