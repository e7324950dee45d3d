/**
 * Memoisation: a caching decorator of the language's library, or a table the function reads before recursing
 * (returning what it holds) and writes with its result, whatever the table is called.
 */
import { ruleExamples, src } from './examples.ts';

ruleExamples('memoised recursion', {
  valid: [
    {
      name: 'functools.cache',
      language: 'python',
      time: 'O(n)',
      code: src(`
        from functools import cache
        def stairs(n):
            @cache
            def go(i):
                if i <= 1:
                    return 1
                return go(i - 1) + go(i - 2)
            return go(n)
      `),
    },
    {
      name: 'functools.lru_cache, qualified',
      language: 'python',
      time: 'O(n)',
      code: src(`
        import functools
        def stairs(n):
            @functools.lru_cache(maxsize=None)
            def go(i):
                if i <= 1:
                    return 1
                return go(i - 1) + go(i - 2)
            return go(n)
      `),
    },
    {
      name: 'a table with any name',
      language: 'python',
      time: 'O(n)',
      code: src(`
        def stairs(n):
            known = {}
            def go(i):
                if i in known:
                    return known[i]
                r = 1 if i <= 1 else go(i - 1) + go(i - 2)
                known[i] = r
                return r
            return go(n)
      `),
    },
  ],
  invalid: [
    {
      name: 'a decorator the library does not define is not assumed to cache, whatever its name',
      language: 'python',
      time: 'O(2^n)',
      code: src(`
        def stairs(n):
            @memoize
            def go(i):
                if i <= 1:
                    return 1
                return go(i - 1) + go(i - 2)
            return go(n)
      `),
    },
    {
      name: 'a table read but never written',
      language: 'python',
      time: 'O(2^n)',
      code: src(`
        def stairs(n, given):
            def go(i):
                if i in given:
                    return given[i]
                return 1 if i <= 1 else go(i - 1) + go(i - 2)
            return go(n)
      `),
    },
  ],
});
