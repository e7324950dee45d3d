/**
 * hash_map
 *
 * What it recognises: a hash map or hash set the code creates (`{}`, `set()`, `new HashMap<>()`, `map[int]int{}`,
 * `new Map()`, `unordered_set<int>`), not one it is given as a parameter. A literal lookup table that is never
 * written to (`pairs = {')': '('}`) is a constant, not the technique.
 *
 * Why it is worth naming: trading O(n) memory for O(1) lookups is the step from a nested scan to one pass.
 *
 * Example:
 *     seen = {}                        # seen here
 *     for i, x in enumerate(nums):
 *         if target - x in seen: ...
 */
import { defineTechnique } from './technique.ts';

export const hashMap = defineTechnique({
  id: 'hash_map',
  name: { zh: '哈希表', en: 'Hash map' },
  detect({ program, facts }) {
    const lines: number[] = [];
    for (const v of facts.variables) {
      if (v.param || (v.collection !== 'map' && v.collection !== 'set')) continue;
      const first = v.assignments[0];
      if (!first) continue;
      const literal = first.value !== null && program.adapter.expr(first.value).kind === 'collection';
      if (literal && !program.growing.has(v)) continue;
      lines.push(first.target.line);
    }
    return lines;
  },
});
