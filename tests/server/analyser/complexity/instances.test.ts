/**
 * Objects and their classes, told from the code's structure: a Python method's instance is its first parameter
 * whatever it is called, and a function that returns a new instance of a class (a factory) makes one wherever it
 * is called, whatever its name.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('the instance of a Python method', {
  valid: [
    {
      name: 'a field of the instance, which is not called self',
      language: 'python',
      time: 'O(n)',
      code: src(`
        class Tracker:
            def __init__(me):
                me.seen = set()

            def add_all(me, nums):
                fresh = 0
                for x in nums:
                    if x not in me.seen:
                        me.seen.add(x)
                        fresh += 1
                return fresh
      `),
    },
  ],
  invalid: [
    {
      name: 'a staticmethod keeps its first parameter',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        class Pairs:
            @staticmethod
            def count(nums, target):
                c = 0
                for i in range(len(nums)):
                    for j in range(i + 1, len(nums)):
                        if nums[i] + nums[j] == target:
                            c += 1
                return c
      `),
    },
  ],
});

ruleExamples('instances made by a factory', {
  valid: [
    {
      name: 'a Go factory not named New…',
      language: 'go',
      time: 'O(n^2)',
      code: src(`
        type Tally struct{ total int }

        func (t *Tally) add(x int) { t.total += x }

        type Bag struct{ items []int }

        func (b *Bag) add(x int) {
        	for i := range b.items {
        		if b.items[i] == x {
        			return
        		}
        	}
        	b.items = append(b.items, x)
        }

        func emptyBag() *Bag {
        	return &Bag{}
        }

        func distinct(nums []int) int {
        	b := emptyBag()
        	for i := 0; i < len(nums); i++ {
        		b.add(nums[i])
        	}
        	return len(b.items)
        }
      `),
    },
  ],
  invalid: [
    {
      name: 'a function that returns instances of two classes is no factory',
      language: 'go',
      time: 'O(n)',
      code: src(`
        type Tally struct{ total int }

        func (t *Tally) add(x int) { t.total += x }

        type Bag struct{ items []int }

        func (b *Bag) add(x int) {
        	for i := range b.items {
        		if b.items[i] == x {
        			return
        		}
        	}
        	b.items = append(b.items, x)
        }

        func pick(k int) interface{ add(int) } {
        	if k > 0 {
        		return &Tally{}
        	}
        	return &Bag{}
        }

        func distinct(nums []int) int {
        	b := pick(1)
        	for i := 0; i < len(nums); i++ {
        		b.add(nums[i])
        	}
        	return 0
        }
      `),
    },
  ],
});
