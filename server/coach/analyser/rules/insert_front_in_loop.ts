/**
 * insert_front_in_loop
 *
 * What it does: reports inserting at the front of an array or list inside a loop (`xs.insert(0, x)`,
 * `arr.unshift(x)`, `list.add(0, x)`, `v.insert(v.begin(), x)`); not on a deque or a linked list.
 *
 * Why it matters: every element already there moves one place to the right, O(n) per insert, so building a list
 * this way is O(n²) where appending and reversing once (or a deque) is O(n).
 *
 * Example:
 *     for x in items:
 *         order.insert(0, x)           # reported here
 * Instead: `order.append(x)` in the loop and `order.reverse()` after it.
 */
import { baseName } from '../model/patterns.ts';
import { DEQUE, Lines, named } from '../texts.ts';
import { defineRule } from './rule.ts';
import { onArrayList } from './utils/lists.ts';

export const insertFrontInLoop = defineRule({
  id: 'insert_front_in_loop',
  category: 'performance',
  name: { zh: '在循环中向列表头部插入', en: 'Inserting at the front of a list inside a loop' },
  detect({ program, time }) {
    const out: { line: number; detail: { name: string; call: string } }[] = [];
    for (const op of time.calls) {
      if (op.nesting < 1 || op.sem.op !== 'push_front' || !onArrayList(program, op)) continue;
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
        zh: `${l.zh}：在循环里往列表${named(name).zh}的头部插入，每次都要把所有元素后移一位（O(n)）。`,
        en: `${l.en}: inserting at the front of the list${named(name).en} inside a loop shifts every element each time (O(n)).`,
      },
      suggestion: { zh: `${l.zh}：改成在尾部追加、最后整体反转一次，或改用双端队列（${dq.zh}）。`, en: `${l.en}: append at the end and reverse once at the end, or use a double-ended queue (${dq.en}).` },
      marker: { zh: '尾部追加，最后反转一次', en: 'append at the end, reverse once at the end' },
    };
  },
});
