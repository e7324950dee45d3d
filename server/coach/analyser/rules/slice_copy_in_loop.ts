/**
 * slice_copy_in_loop
 *
 * What it does: reports copying a part of a list or string whose length grows with the input inside a loop
 * (`xs[i:]`, `s.substring(i)`, `arr.slice(i)`, `Arrays.copyOfRange`, `s.substr(i, len)`); not Go, whose slices are
 * views that copy nothing, and not a slice of constant length (`s[i:i + 2]`) or one that replaces the sliced list
 * itself (`xs = xs[1:]`).
 *
 * Why it matters: each copy is O(n), so the loop is O(n²) where passing start and end indices (or comparing in
 * place) copies nothing.
 *
 * Example:
 *     for i in range(len(nums)):
 *         rest = nums[i:]              # reported here
 * Instead: work on `nums` from index i directly.
 */
import * as C from '../cost/cost.ts';
import { baseName } from '../model/patterns.ts';
import type { Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import { Lines, named } from '../texts.ts';
import { defineRule } from './rule.ts';

export const sliceCopyInLoop = defineRule({
  id: 'slice_copy_in_loop',
  category: 'performance',
  name: { zh: '在循环中复制切片或子串', en: 'Copying slices or substrings inside a loop' },
  detect({ program, time }) {
    const a = program.adapter;
    const out: { line: number; detail: { name: string; call?: string } }[] = [];
    // Go's slices share the array they view: slicing copies nothing.
    if (program.language === 'go') return out;
    for (const op of time.calls) {
      if (op.nesting < 1 || op.sem.op !== 'slice' || C.isConstant(op.cost)) continue;
      out.push({ line: op.node.line, detail: { name: op.sem.target ? (baseName(a, op.sem.target) ?? '') : '', call: op.call.name } });
    }
    // Python's slice syntax copies too: `s[i:]`.
    if (program.language === 'python') {
      for (const loop of time.loops) {
        if (loop.nesting < 1) continue;
        const view = a.loopOf(loop.node);
        if (!view) continue;
        walk(view.body, (n) => {
          if (a.loopOf(n)) return false;
          const e = a.expr(n);
          if (e.kind === 'slice' && !(e.start && e.end && isConstantWidth(program, e.end))) {
            const target = n.parent ? a.assignmentOf(n.parent) : null;
            // `xs = xs[1:]` consumes the list it slices (a queue's pop), which pop_front's cost already covers.
            const isPop = target && target.targets.some((t) => t.text === e.object.text);
            if (!isPop) out.push({ line: n.line, detail: { name: baseName(a, e.object) ?? '' } });
          }
          return true;
        });
      }
    }
    return out;
  },
  texts(f) {
    const name = f.detail?.name ?? '';
    const l = Lines(f.line);
    return {
      observation: {
        zh: `${l.zh}：在循环里对${named(name).zh || '数据'}做切片或取子串，每次都会复制一份。`,
        en: `${l.en}: slicing${named(name).en || ' the data'} inside a loop makes a copy every time.`,
      },
      suggestion: {
        zh: `${l.zh}：改为传递起止下标，直接在原数组或原字符串上比较，避免复制。`,
        en: `${l.en}: pass start and end indices and compare in place instead of copying.`,
      },
      marker: { zh: '用起止下标代替切片复制', en: 'use start/end indices instead of a copy' },
    };
  },
});

/** `s[i:i + 2]`: an end a constant past a position, so the slice has constant length. */
function isConstantWidth(program: Program, end: SyntaxNode): boolean {
  const a = program.adapter;
  const e = a.expr(end);
  return e.kind === 'binary' && e.op === '+' && a.expr(e.left).kind === 'name' && a.expr(e.right).kind === 'number';
}
