/**
 * binary_search
 *
 * What it recognises: a loop that the time analysis found to halve the range it searches (two bounds compared, one
 * of them moved each step to a midpoint: O(log n) steps), or a library binary search
 * (`bisect_left`, `Arrays.binarySearch`, `lower_bound`, `sort.Search`).
 *
 * Why it is worth naming: on sorted data, or over a monotone answer, it finds a position in O(log n) instead of
 * O(n).
 *
 * Example:
 *     while (lo <= hi) {               // seen here
 *         int mid = lo + (hi - lo) / 2;
 *         if (nums[mid] < target) lo = mid + 1; else hi = mid - 1;
 *     }
 */
import { defineTechnique } from './technique.ts';

export const binarySearch = defineTechnique({
  id: 'binary_search',
  name: { zh: '二分查找', en: 'Binary search' },
  detect({ time, facts }) {
    const lines = facts.ops.filter(({ op }) => op.op === 'binary_search').map(({ op }) => op.node.line);
    for (const loop of time.loops) if (loop.analysis.kind === 'binary_search') lines.push(loop.node.line);
    return lines;
  },
});
