/**
 * A forest: a traversal of what each element of a collection points to visits each part once, as the elements'
 * structures are disjoint — `for x in forest: visit(x)` is O(n) in all. A walk over a graph's adjacency lists from
 * every node may cross the same nodes again.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('a traversal per element of a forest', {
  valid: [
    {
      name: 'nested lists, each walked to its leaves',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def total(items):
            def walk(x, depth):
                nonlocal s
                if x.is_leaf():
                    s += x.value * depth
                else:
                    for y in x.kids:
                        walk(y, depth + 1)
            s = 0
            for x in items:
                walk(x, 1)
            return s
      `),
    },
  ],
  invalid: [
    {
      name: 'a walk over a graph from every node',
      language: 'python',
      time: 'O(n^2)',
      code: src(`
        from collections import defaultdict
        def reach(starts, edges):
            g = defaultdict(list)
            for a, b in edges:
                g[a].append(b)
            def walk(u):
                c = 1
                for v in g[u]:
                    c += walk(v)
                return c
            best = 0
            for u in starts:
                best = max(best, walk(u))
            return best
      `),
    },
  ],
});
