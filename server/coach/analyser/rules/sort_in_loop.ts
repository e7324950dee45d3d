/**
 * sort_in_loop
 *
 * What it does: reports a sort of a collection whose size grows with the input (`xs.sort()`, `sorted(xs)`,
 * `Arrays.sort`, `sort.Ints`) inside a loop.
 *
 * Why it matters: every iteration pays O(n log n) again, so the loop costs at least O(n² log n) — and usually the
 * order only changes by the one element the iteration added, which a heap or a binary-search insert keeps for
 * O(log n) or O(n).
 *
 * Example:
 *     for q in queries:
 *         nums.append(q)
 *         nums.sort()                  # reported here
 *         out.append(nums[len(nums) // 2])
 * Instead: keep two heaps for the median, or insert at the position bisect finds.
 */
import * as C from '../cost/cost.ts';
import { baseName } from '../model/patterns.ts';
import { Lines, named } from '../texts.ts';
import { defineRule } from './rule.ts';

export const sortInLoop = defineRule({
  id: 'sort_in_loop',
  category: 'performance',
  name: { zh: '在循环中重复排序', en: 'Sorting inside a loop' },
  detect({ program, time }) {
    const out: { line: number; detail: { name: string; call: string } }[] = [];
    for (const op of time.calls) {
      if (op.nesting < 1 || (op.sem.op !== 'sort' && op.sem.op !== 'sorted')) continue;
      // Sorting a handful of values (a fixed-size array, a pair) costs O(1) whatever the loop.
      if (C.isConstant(op.cost)) continue;
      out.push({ line: op.node.line, detail: { name: op.sem.target ? (baseName(program.adapter, op.sem.target) ?? '') : '', call: op.call.name } });
    }
    return out;
  },
  texts(f) {
    const name = f.detail?.name ?? '';
    const l = Lines(f.line);
    return {
      observation: {
        zh: `${l.zh}：在循环里对${named(name).zh || '数据'}做排序，每一轮都要 O(n log n)，整体至少 O(n² log n)。`,
        en: `${l.en}: ${name ? `${name} is sorted` : 'the data is sorted'} inside a loop, so every iteration pays O(n log n) — at least O(n² log n) in total.`,
      },
      suggestion: {
        zh: `${l.zh}：把排序移到循环外只做一次；如果元素是边遍历边加入的，可以用堆（优先队列）或二分查找插入位置来保持有序，而不是每轮重新排序。`,
        en: `${l.en}: sort once before the loop; if elements arrive as you iterate, keep them ordered with a heap (priority queue) or by inserting at the position a binary search finds, instead of re-sorting every time.`,
      },
      marker: { zh: '排序放到循环外只做一次，或改用堆保持有序', en: 'sort once outside the loop, or keep order with a heap' },
    };
  },
});
