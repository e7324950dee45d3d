/**
 * long_function
 *
 * What it does: reports a named function (or a multi-line lambda bound to a name) longer than 60 lines, counted
 * from its first line to its last. Reported on the function, with its length.
 *
 * Why it matters: a long function does several things at once; a reader has to keep all of them in mind, and a
 * bug in one step hides among the others. Steps with names (prepare, the main loop, build the answer) read and
 * test one at a time.
 *
 * Example:
 *     def solve(grid):                 # reported here: 80 lines of parsing, searching and formatting
 *         ...
 * Instead: `parse`, `search` and `format_answer`, called from a short `solve`.
 */
import { Lines, named } from '../texts.ts';
import { defineRule } from './rule.ts';

/** Longer than this is reported. */
export const LONG_FUNCTION_LINES = 60;

export const longFunction = defineRule({
  id: 'long_function',
  category: 'readability',
  name: { zh: '函数过长', en: 'Function too long' },
  detect({ readability }) {
    return readability.functions.filter((f) => f.lines > LONG_FUNCTION_LINES).map((f) => ({ line: f.line, endLine: f.endLine, detail: { name: f.name, lines: f.lines } }));
  },
  texts(f) {
    const name = f.detail?.name ?? '';
    const count = f.detail?.lines ?? (f.endLine ?? f.line) - f.line + 1;
    const span = Lines(f.line, f.endLine);
    return {
      observation: { zh: `${span.zh}：函数${named(name).zh}有 ${count} 行，偏长。`, en: `${span.en}: the function${named(name).en} is ${count} lines long.` },
      suggestion: {
        zh: `${span.zh}：按步骤拆成几个小函数（比如预处理、主循环、整理结果），每个函数只做一件事。`,
        en: `${span.en}: split it into a few small functions by step (preparation, the main loop, building the answer), each doing one thing.`,
      },
      marker: { zh: '可以按步骤拆成几个小函数', en: 'consider splitting this into smaller functions' },
    };
  },
});
