/**
 * deep_nesting
 *
 * What it does: reports control flow nested more than four levels deep (loops, ifs, switches, try blocks; an
 * `else if` continues its chain and does not nest). Reported once, on the first line at the deepest level.
 *
 * Why it matters: every level is one more condition a reader has to hold in mind to know when a line runs; early
 * returns, `continue` and small helper functions keep the logic flat.
 *
 * Example:
 *     for row in grid:
 *         for cell in row:
 *             if cell > 0:
 *                 while cell > 0:
 *                     if cell % 2:     # reported here: five levels
 *                         total += 1
 * Instead: `if cell <= 0: continue`, or move the inner part into a helper.
 */
import { Lines } from '../texts.ts';
import { defineRule } from './rule.ts';

/** Deeper than this is reported. */
export const DEEP_NESTING = 4;

export const deepNesting = defineRule({
  id: 'deep_nesting',
  category: 'readability',
  name: { zh: '控制结构嵌套过深', en: 'Deeply nested control flow' },
  detect({ readability }) {
    return readability.maxNesting > DEEP_NESTING ? [{ line: readability.deepestLine, detail: { depth: readability.maxNesting } }] : [];
  },
  texts(f) {
    const depth = f.detail?.depth ?? 5;
    const l = Lines(f.line);
    return {
      observation: { zh: `${l.zh}：控制结构嵌套了 ${depth} 层，逻辑不容易看清。`, en: `${l.en}: control flow is nested ${depth} levels deep, which makes the logic hard to follow.` },
      suggestion: {
        zh: `${l.zh}：用提前返回或 continue 处理特殊情况，或把内层逻辑提取成一个辅助函数，减少嵌套层数。`,
        en: `${l.en}: handle special cases early (return or continue), or move the inner part into a helper function to flatten the nesting.`,
      },
      marker: { zh: '提前返回或提取辅助函数，减少嵌套', en: 'return early or extract a helper to reduce nesting' },
    };
  },
});
