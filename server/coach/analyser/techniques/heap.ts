/**
 * heap
 *
 * What it recognises: a priority queue the code creates (`PriorityQueue`, `priority_queue`, `container/heap`), or
 * heap operations on a list (`heapq.heappush`, `heapq.heapify`).
 *
 * Why it is worth naming: the smallest (or largest) of a changing set in O(log n) per step — top k, merging sorted
 * lists, Dijkstra.
 *
 * Example:
 *     smallest = []
 *     for x in nums:
 *         heapq.heappush(smallest, x)  # seen here
 *         if len(smallest) > k:
 *             heapq.heappop(smallest)
 */
import { defineTechnique } from './technique.ts';

export const heap = defineTechnique({
  id: 'heap',
  name: { zh: '堆（优先队列）', en: 'Heap (priority queue)' },
  detect({ facts }) {
    const lines: number[] = [];
    for (const v of facts.variables) {
      const first = v.assignments[0];
      if (!v.param && first && v.collection === 'heap') lines.push(first.target.line);
    }
    for (const { op } of facts.ops) if (op.op === 'heap_push' || op.op === 'heap_pop' || op.op === 'heapify') lines.push(op.node.line);
    return lines;
  },
});
