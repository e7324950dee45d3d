/**
 * linear_search_in_loop
 *
 * What it does: reports a library call inside a loop that walks a whole list to answer one question: where a value
 * is or how often it occurs (`xs.index(x)`, `list.indexOf(x)`, `xs.count(x)`, `std::find`), or one value computed
 * from all of it (`max(xs)`, `sum(xs)`, `*max_element(…)`, `Collections.max`).
 *
 * Why it matters: each call is O(n), so the loop is O(n²), while the answer usually changes by one element per
 * iteration: a value kept up to date (a running maximum or sum), computed once before the loop, or a map from value
 * to position answers it in O(1).
 *
 * Example:
 *     for i in range(len(nums)):
 *         out.append(max(nums[i:]))    # reported here (and the slice copies, see slice_copy_in_loop)
 * Instead: walk from the right keeping the maximum so far.
 */
import { baseName } from '../model/patterns.ts';
import { Lines } from '../texts.ts';
import { defineRule } from './rule.ts';
import { isLinearLookup } from './utils/lookups.ts';

export const linearSearchInLoop = defineRule({
  id: 'linear_search_in_loop',
  category: 'performance',
  name: { zh: '在循环中线性查找或整体扫描', en: 'Linear search or full scan inside a loop' },
  detect({ program, time }) {
    const out: { line: number; detail: { name: string; call: string } }[] = [];
    for (const op of time.calls) {
      if (op.nesting < 1 || isLinearLookup(op) !== 'search') continue;
      out.push({ line: op.node.line, detail: { name: op.sem.target ? (baseName(program.adapter, op.sem.target) ?? '') : '', call: op.call.name } });
    }
    return out;
  },
  texts(f) {
    const name = f.detail?.name ?? '';
    const call = f.detail?.call ?? '';
    const l = Lines(f.line);
    return {
      observation: {
        zh: `${l.zh}：在循环里调用 ${call || '查找函数'}${name ? ` 扫描 ${name}` : ''}，每一轮都要遍历整个集合（O(n)）。`,
        en: `${l.en}: ${call ? `${call}()` : 'a search'}${name ? ` over ${name}` : ''} runs inside a loop and walks the whole collection each time (O(n) per iteration).`,
      },
      suggestion: {
        zh: `${l.zh}：在循环外预先算好，或者在循环中维护一个随时更新的值（如当前最大值、累计和）；需要按值找位置时，用哈希表记录“值 → 下标”。`,
        en: `${l.en}: compute it once before the loop or keep a running value (the current maximum, a running sum); to find positions by value, keep a hash map from value to index.`,
      },
      marker: { zh: '在循环外预先计算，或维护一个随时更新的值', en: 'compute once outside the loop, or keep a running value' },
    };
  },
});
