/**
 * recursion_without_memo
 *
 * What it does: reports a function that calls itself two or more times per call on overlapping arguments
 * (`f(n - 1) + f(n - 2)`, `go(i + 1, j) + go(i, j + 1)`) over a number of distinct arguments that grows with the
 * input, and keeps no memo. Backtracking (which enumerates on purpose), recursion guarded by visited marks and a
 * walk over disjoint parts (a tree's subtrees) are not reported. Reported on the function.
 *
 * Why it matters: the same subproblems are solved again and again, so the time is exponential where remembering
 * each state's answer makes it the number of states times the work per state.
 *
 * Example:
 *     def ways(k):                     # reported here
 *         if k <= 1:
 *             return 1
 *         return ways(k - 1) + ways(k - 2)
 * Instead: @functools.cache on `ways`, or a bottom-up table.
 */
import * as C from '../cost/cost.ts';
import { Lines, pretty, type Bi, type TextLanguage } from '../texts.ts';
import { defineRule } from './rule.ts';

/** How to memoise in each language. */
const MEMO_TIP: Record<TextLanguage, Bi> = {
  python: { zh: 'Python 里在函数上加 @functools.cache 即可', en: 'in Python, @functools.cache on the function does it' },
  java: { zh: '用 HashMap 或数组缓存', en: 'cache results in a HashMap or an array' },
  cpp: { zh: '用数组或 unordered_map 缓存', en: 'cache results in an array or unordered_map' },
  c: { zh: '用数组缓存（先填入 -1 表示未计算）', en: 'cache results in an array filled with -1 for "not computed"' },
  javascript: { zh: '用 Map 或数组缓存', en: 'cache results in a Map or an array' },
  typescript: { zh: '用 Map 或数组缓存', en: 'cache results in a Map or an array' },
  go: { zh: '用 map 或切片缓存', en: 'cache results in a map or a slice' },
  rust: { zh: '用 HashMap 或 Vec 缓存', en: 'cache results in a HashMap or a Vec' },
  csharp: { zh: '用 Dictionary 或数组缓存', en: 'cache results in a Dictionary or an array' },
  kotlin: { zh: '用 HashMap 或数组缓存', en: 'cache results in a HashMap or an array' },
  swift: { zh: '用 Dictionary 或数组缓存', en: 'cache results in a Dictionary or an array' },
};

export const recursionWithoutMemo = defineRule({
  id: 'recursion_without_memo',
  category: 'performance',
  name: { zh: '递归未记忆化，重复计算子问题', en: 'Recursion recomputing subproblems (no memo)' },
  changesApproach: true,
  detect({ program, time }) {
    const out: { line: number; endLine: number; detail: { name: string; branches: number; callLine: number } }[] = [];
    for (const fn of program.functions) {
      const r = time.functionCost(fn).recursion;
      if (!r || r.memo || r.guarded || r.backtracking) continue;
      if (r.shape !== 'branching' || r.inLoop || r.branches < 2) continue;
      // A constant number of distinct argument combinations cannot blow up, memo or not.
      if (C.isConstant(r.states)) continue;
      out.push({ line: fn.view.node.line, endLine: fn.view.node.endLine, detail: { name: fn.name ?? '', branches: r.branches, callLine: r.line } });
    }
    return out;
  },
  texts(f, language) {
    const fname = f.detail?.name ?? '';
    const name: Bi = fname ? { zh: fname, en: fname } : { zh: '该函数', en: 'the function' };
    const calls = f.detail?.branches ?? 2;
    const callLine = f.detail?.callLine ?? f.line;
    const span = Lines(f.line, f.endLine);
    const tip = MEMO_TIP[language];
    return {
      observation: {
        zh: `${span.zh}：${fname ? `函数 ${fname} ` : '该函数'}每次调用都会递归调用自己 ${calls} 次（第 ${callLine} 行），却没有记下已经算过的结果，同一个子问题被反复求解，时间是指数级的 ${pretty('O(2^n)')}。`,
        en: `${span.en}: ${name.en} calls itself ${calls === 2 ? 'twice' : `${calls} times`} per call (line ${callLine}) without remembering results, so the same subproblems are solved again and again — exponential time, ${pretty('O(2^n)')}.`,
      },
      suggestion: {
        zh: `${span.zh}：给 ${name.zh} 加上记忆化（${tip.zh}），或改写成自底向上的动态规划表；每个状态只算一次，时间降到“状态数 × 每个状态的工作量”。`,
        en: `${span.en}: memoise ${name.en} (${tip.en}), or rewrite it as a bottom-up table; each state is then computed once, so the time becomes the number of states times the work per state.`,
      },
      marker: { zh: `给 ${name.zh} 加记忆化，避免重复计算子问题`, en: `memoise ${name.en} so each subproblem is solved once` },
    };
  },
});
