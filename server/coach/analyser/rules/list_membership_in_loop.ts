/**
 * list_membership_in_loop
 *
 * What it does: reports a membership test on a list or array inside a loop: `x in xs`, `xs.contains(x)`,
 * `arr.includes(x)`, `slices.Contains(xs, x)` — not on a set or map, whose test is O(1).
 *
 * Why it matters: each test walks the list from the start, O(n) per test, so the loop costs O(n²) where a hash set
 * of the same values answers each test in O(1).
 *
 * Example:
 *     seen = []
 *     for x in nums:
 *         if x not in seen:            # reported here
 *             seen.append(x)
 * Instead: `seen = set()` and `seen.add(x)`.
 */
import * as C from '../cost/cost.ts';
import { baseName } from '../model/patterns.ts';
import { HASH_SET, LANGUAGE_NAMES, Lines, named, sp } from '../texts.ts';
import { defineRule } from './rule.ts';
import { isLinearLookup } from './utils/lookups.ts';

export const listMembershipInLoop = defineRule({
  id: 'list_membership_in_loop',
  category: 'performance',
  name: { zh: '在循环中对列表做成员判断', en: 'Membership test on a list inside a loop' },
  detect({ program, time }) {
    const a = program.adapter;
    const out: { line: number; detail: { name: string; call?: string } }[] = [];
    for (const op of time.calls) {
      if (op.nesting < 1 || isLinearLookup(op) !== 'membership') continue;
      out.push({ line: op.node.line, detail: { name: op.sem.target ? (baseName(a, op.sem.target) ?? '') : '', call: op.call.name } });
    }
    for (const m of time.memberships) {
      if (m.nesting < 1 || C.isConstant(m.cost)) continue;
      if (m.kind === 'list' || m.kind === 'array' || m.kind === 'tuple' || m.kind === null) out.push({ line: m.node.line, detail: { name: baseName(a, m.collection) ?? '' } });
    }
    return out;
  },
  texts(f, language) {
    const name = f.detail?.name ?? '';
    const l = Lines(f.line);
    const set = HASH_SET[language];
    return {
      observation: {
        zh: `${l.zh}：在循环里判断元素是否在列表${named(name).zh}中，每次判断都要从头扫一遍（O(n)）。`,
        en: `${l.en}: checking whether a value is in the list${named(name).en} inside a loop scans the list every time (O(n) per check).`,
      },
      suggestion: {
        zh: `${l.zh}：把${named(name).zh || '这些元素'}放进哈希集合（${LANGUAGE_NAMES[language]} 中用${sp(set.zh).trimEnd()}），成员判断变成 O(1)。`,
        en: `${l.en}: keep${named(name).en || ' the values'} in a hash set (in ${LANGUAGE_NAMES[language]}, ${set.en}) so each membership check is O(1).`,
      },
      marker: { zh: `改用哈希集合（${set.zh}）做成员判断`, en: `use a hash set (${set.en}) for this membership check` },
    };
  },
});
