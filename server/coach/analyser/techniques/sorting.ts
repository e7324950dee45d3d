/**
 * sorting
 *
 * What it recognises: a call that sorts (`xs.sort()`, `sorted(xs)`, `Arrays.sort`, `std::sort`, `sort.Slice`),
 * as the library tables define it.
 *
 * Why it is worth naming: sorting first turns many problems (intervals, pairs, greedy choices, two pointers) into one
 * ordered pass, for O(n log n).
 *
 * Example:
 *     intervals.sort(key=lambda iv: iv[0])   # seen here
 *     for start, end in intervals: ...
 */
import { defineTechnique } from './technique.ts';

export const sorting = defineTechnique({
  id: 'sorting',
  name: { zh: '排序', en: 'Sorting' },
  detect({ facts }) {
    return facts.ops.filter(({ op }) => op.op === 'sort' || op.op === 'sorted').map(({ op }) => op.node.line);
  },
});
