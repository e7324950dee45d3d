/**
 * Words of a list: a loop that runs as many times as the current word is long (`for i in range(len(w))`, `for (int
 * i = 0; i < w.length(); ++i)`), inside a loop over the words, reads each character of the input once over the
 * outer loop — O(total length), not O(words × longest word). Its foreach form (`for c in w`) is iterables.ts's.
 */
import type { Context } from '../../model/context.ts';
import { elementFrame } from '../../model/elements.ts';
import { baseName } from '../../model/patterns.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';
import type { LoopView } from '../../model/vocabulary.ts';

const SIZE_CALLS = new Set(['len', 'length', 'size', 'Len']);

/** The enclosing foreach (index into ctx.loops) whose element's length bounds this loop, if any. */
export function overElementLength(loop: LoopView, ctx: Context): number | null {
  const header = loop.kind === 'range' ? [loop.stop] : loop.kind === 'counted' && loop.condition ? [loop.condition] : [];
  const a = ctx.program.adapter;
  let frame: number | null = null;
  for (const h of header) {
    walk(h, (n: SyntaxNode) => {
      const e = a.expr(n);
      const measured = e.kind === 'call' && SIZE_CALLS.has(e.name) ? (e.receiver ?? e.args[0] ?? null) : e.kind === 'member' && (e.property === 'length' || e.property === 'size') ? e.object : null;
      const name = measured && a.expr(measured).kind === 'name' ? baseName(a, measured) : null;
      const k = name ? elementFrame(name, ctx) : null;
      if (k !== null) frame = frame === null ? k : Math.min(frame, k);
      return true;
    });
  }
  return frame;
}
