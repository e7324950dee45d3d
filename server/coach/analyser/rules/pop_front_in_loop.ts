/**
 * pop_front_in_loop
 *
 * What it does: reports removing the first element of an array or list inside a loop (`xs.pop(0)`,
 * `list.remove(0)`, `v.erase(v.begin())`, `arr.shift()`); not on a deque or a linked list. JavaScript's `shift()` is
 * reported although the time estimate prices it as O(1), the way JavaScript BFS code is conventionally counted: on a
 * large array it still moves every element.
 *
 * Why it matters: every remaining element moves one place to the left, O(n) per removal, so draining a list this way
 * is O(n²) where a double-ended queue (or a head index) takes O(1) per removal.
 *
 * Example:
 *     while queue:
 *         node = queue.pop(0)          # reported here
 * Instead: `queue = collections.deque(...)` and `queue.popleft()`.
 */
import { baseName } from '../model/patterns.ts';
import { DEQUE, LANGUAGE_NAMES, Lines, named, sp } from '../texts.ts';
import { defineRule } from './rule.ts';
import { onArrayList } from './utils/lists.ts';

export const popFrontInLoop = defineRule({
  id: 'pop_front_in_loop',
  category: 'performance',
  name: { zh: '在循环中删除列表头部元素', en: 'Removing from the front of a list inside a loop' },
  detect({ program, time }) {
    const out: { line: number; detail: { name: string; call: string } }[] = [];
    for (const op of time.calls) {
      if (op.nesting < 1 || op.sem.op !== 'pop_front' || !onArrayList(program, op)) continue;
      out.push({ line: op.node.line, detail: { name: op.sem.target ? (baseName(program.adapter, op.sem.target) ?? '') : '', call: op.call.name } });
    }
    return out;
  },
  texts(f, language) {
    const name = f.detail?.name ?? '';
    const l = Lines(f.line);
    const dq = DEQUE[language];
    return {
      observation: {
        zh: `${l.zh}：在循环里删除列表${named(name).zh}的第一个元素，后面的元素都要整体前移，每次 O(n)。`,
        en: `${l.en}: removing the first element of the list${named(name).en} inside a loop shifts every remaining element — O(n) each time.`,
      },
      suggestion: { zh: `${l.zh}：改用双端队列（${LANGUAGE_NAMES[language]} 中用${sp(dq.zh).trimEnd()}），从头部取元素是 O(1)。`, en: `${l.en}: use a double-ended queue (in ${LANGUAGE_NAMES[language]}, ${dq.en}); taking from the front is O(1).` },
      marker: { zh: `改用双端队列（${dq.zh}）`, en: `use a double-ended queue (${dq.en})` },
    };
  },
});
