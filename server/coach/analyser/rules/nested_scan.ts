/**
 * nested_scan
 *
 * What it does: reports an inner loop over a collection, inside a loop over a collection, whose body compares an
 * element reached through the outer loop with a different element reached through the inner one
 * (`nums[i] + nums[j] == target`, `a[i] == b[j]`). Reported on the inner loop.
 *
 * Why it matters: the inner loop searches, once per outer element, for something a hash set or map of one side
 * answers in O(1): O(n²) where O(n) is possible.
 *
 * Example:
 *     for i in range(len(nums)):
 *         for j in range(i + 1, len(nums)):    # reported here
 *             if nums[i] + nums[j] == target:
 *                 return [i, j]
 * Instead: remember each value's index in a dict and look up `target - x` as you go.
 */
import * as C from '../cost/cost.ts';
import { assignmentsIn, namesIn } from '../model/patterns.ts';
import type { Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';
import { HASH_SET, Lines, pretty, sp, type Bi, type TextLanguage } from '../texts.ts';
import { defineRule } from './rule.ts';

/** A hash map by the name each language gives it. */
const HASH_MAP: Record<TextLanguage, Bi> = {
  python: { zh: 'dict', en: 'a dict' },
  java: { zh: 'HashMap', en: 'a HashMap' },
  cpp: { zh: 'unordered_map', en: 'an unordered_map' },
  c: { zh: '哈希表（如 uthash，或自己实现的开放寻址表）', en: 'a hash table (uthash, or a small open-addressing table)' },
  javascript: { zh: 'Map', en: 'a Map' },
  typescript: { zh: 'Map', en: 'a Map' },
  go: { zh: 'map', en: 'a map' },
  rust: { zh: 'HashMap', en: 'a HashMap' },
  csharp: { zh: 'Dictionary', en: 'a Dictionary' },
  kotlin: { zh: 'HashMap', en: 'a HashMap' },
  swift: { zh: 'Dictionary', en: 'a Dictionary' },
};

export const nestedScan = defineRule({
  id: 'nested_scan',
  category: 'performance',
  name: { zh: '嵌套循环查找（可用哈希表）', en: 'Nested loop search where a hash map would do' },
  changesApproach: true,
  detect({ program, time }) {
    const a = program.adapter;
    const out: { line: number; endLine: number; detail: { outerLine: number; comparisonLine: number; complement: boolean } }[] = [];
    for (const loop of time.loops) {
      if (!loop.outer || loop.amortised || loop.nesting < 2) continue;
      if (loop.analysis.kind !== 'linear' || C.isConstant(loop.outer.iterations)) continue;
      const view = a.loopOf(loop.node);
      if (!view || a.loopOf(view.body) || containsLoop(program, view.body)) continue;
      const innerNames = new Set(loop.analysis.vars.keys());
      const outerNames = new Set(loop.outer.vars.keys());
      if (!innerNames.size || !outerNames.size) continue;
      // An inner loop over the outer loop's own element (the characters of each word) is not a second scan.
      if (loop.analysis.elementOf !== undefined) continue;
      const over = view.kind === 'foreach' ? view.iterable : view.kind === 'range' ? view.stop : view.condition;
      // An inner loop whose extent depends on the outer element (`for j in range(x)`) walks something else.
      if (over && [...namesIn(a, over)].some((x) => outerNames.has(x) && !isIndexVariable(program, findName(over, x) ?? over))) continue;
      // A DP filling table cells indexed by both loops compares elements too, but it is not a search.
      if (fillsTableCell(program, view.body, innerNames, outerNames)) continue;
      const comparison = findEquality(program, view.body, innerNames, outerNames);
      if (!comparison) continue;
      // Comparing DP values (`f[j] + 1 == f[i]`, with f written in these loops) is not a search over the input.
      const written = new Set(assignmentsIn(program, loop.outer.loop.body).filter((x) => x.indexed && x.name).map((x) => x.name!));
      if ([...namesIn(a, comparison)].some((x) => written.has(x))) continue;
      out.push({ line: loop.node.line, endLine: loop.node.endLine, detail: { outerLine: loop.outer.loop.node.line, comparisonLine: comparison.line, complement: isComplement(program, comparison) } });
    }
    return out;
  },
  texts(f, language) {
    const outer = f.detail?.outerLine ?? f.line;
    const end = f.endLine ?? f.line;
    const cmp = f.detail?.comparisonLine ?? f.line;
    const span = Lines(outer, end);
    const map = HASH_MAP[language];
    const set = HASH_SET[language];
    if (f.detail?.complement) {
      return {
        observation: {
          zh: `${span.zh}：外层循环（第 ${outer} 行）每取一个数，内层循环（第 ${f.line} 行）就把数组再扫一遍，寻找和它配对的数（第 ${cmp} 行的比较）。两层循环叠加，时间是 ${pretty('O(n^2)')}。`,
          en: `${span.en}: for each number (the loop on line ${outer}), the inner loop on line ${f.line} scans the array again for its complement (the comparison on line ${cmp}). The two loops together take ${pretty('O(n^2)')} time.`,
        },
        suggestion: {
          zh: `${span.zh}：用哈希表代替内层循环。遍历时用${sp(map.zh)}记录“数值 → 下标”，对每个数先查它需要的另一半是否已经在表里（O(1)），再把自己存进去；一次遍历即可，时间降到 O(n)，额外空间 O(n)。`,
          en: `${span.en}: replace the inner loop with a hash map. As you go, keep ${map.en} from value to index; for each number, first look up the complement it needs (O(1)), then store the number itself. One pass is enough: O(n) time, O(n) extra space.`,
        },
        marker: { zh: '这里的内层循环可以换成哈希表查找（数值 → 下标），一次遍历完成', en: 'this inner loop can become a hash map lookup (value → index), done in one pass' },
      };
    }
    return {
      observation: {
        zh: `${span.zh}：外层循环（第 ${outer} 行）的每个元素，都要由内层循环（第 ${f.line} 行）再扫一遍才能找到与之匹配的元素（第 ${cmp} 行的比较），整体是 ${pretty('O(n^2)')}。`,
        en: `${span.en}: for each element of the loop on line ${outer}, the inner loop on line ${f.line} scans again to find a matching element (the comparison on line ${cmp}), which makes it ${pretty('O(n^2)')}.`,
      },
      suggestion: {
        zh: `${span.zh}：把一侧的元素先放进哈希表（${set.zh}，或需要下标时用${sp(map.zh).trimEnd()}），内层的查找就变成 O(1) 的查表，整体降到 O(n)，代价是 O(n) 的额外空间。`,
        en: `${span.en}: put one side's elements in a hash map (${set.en}, or ${map.en} when you need the index); the inner search becomes an O(1) lookup and the whole thing O(n), for O(n) extra space.`,
      },
      marker: { zh: '这里的内层扫描可以换成哈希表查找', en: 'this inner scan can become a hash map lookup' },
    };
  },
});

/**
 * An equality that adds or subtracts values (`nums[i] + nums[j] == target`, `nums[j] == target - nums[i]`): the
 * inner loop looks for a complement, which a map from value to index finds directly. Arithmetic inside an index
 * (`s[i - 1] == t[j - 1]`) moves a position; it is not a complement.
 */
function isComplement(program: Program, comparison: SyntaxNode): boolean {
  const a = program.adapter;
  const e = a.expr(comparison);
  if (e.kind !== 'binary' || e.op !== '==') return false;
  let found = false;
  walk(comparison, (n) => {
    if (found) return false;
    const x = a.expr(n);
    if (x.kind === 'index' || x.kind === 'function') return false;
    if (x.kind === 'binary' && (x.op === '+' || x.op === '-')) found = true;
    return !found;
  });
  return found;
}

function findName(node: SyntaxNode, name: string): SyntaxNode | null {
  let found: SyntaxNode | null = null;
  walk(node, (n) => {
    if (found) return false;
    if (n.children.length === 0 && n.text === name) found = n;
    return !found;
  });
  return found;
}

function fillsTableCell(program: Program, body: SyntaxNode, inner: Set<string>, outer: Set<string>): boolean {
  const a = program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const asg = a.assignmentOf(n);
    if (asg) {
      for (const t of asg.targets) {
        if (a.expr(t).kind !== 'index') continue;
        const names = namesIn(a, t);
        if ([...inner].some((x) => names.has(x)) && [...outer].some((x) => names.has(x))) found = true;
      }
    }
    return !found;
  });
  return found;
}

function containsLoop(program: Program, node: SyntaxNode): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    if (n !== node && program.adapter.loopOf(n)) found = true;
    return !found && !(n !== node && program.byNode.has(n));
  });
  return found;
}

/**
 * An `==`/`!=` test comparing an element reached through the outer loop with a different element reached through
 * the inner loop (`nums[i] + nums[j] == target`, `a[i] == b[j]`, `x == y`): the question a hash set of one side
 * answers. Comparing indices (`i == j`), one cell with a constant (`grid[i][j] == 0`) or positions inside the outer
 * element (`w[i] != w[j]`) is not that.
 */
function findEquality(program: Program, body: SyntaxNode, inner: Set<string>, outer: Set<string>): SyntaxNode | null {
  const a = program.adapter;
  let found: SyntaxNode | null = null;
  const refs = (node: SyntaxNode): Set<string>[] => {
    const out: Set<string>[] = [];
    walk(node, (n) => {
      const e = a.expr(n);
      if (e.kind === 'index') {
        out.push(namesIn(a, n));
        return false;
      }
      if (e.kind === 'name' && (inner.has(e.name) || outer.has(e.name)) && !isIndexVariable(program, n)) out.push(new Set([e.name]));
      return true;
    });
    return out;
  };
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'binary' && (e.op === '==' || e.op === '!=')) {
      const all = refs(n);
      const onlyOuter = all.some((r) => [...outer].some((x) => r.has(x)) && ![...inner].some((x) => r.has(x)));
      const onlyInner = all.some((r) => [...inner].some((x) => r.has(x)) && ![...outer].some((x) => r.has(x)));
      if (onlyOuter && onlyInner) found = n;
    }
    return !found;
  });
  return found;
}

/** A loop counter (range/C-style variable, enumerate's index), as opposed to an element the loop walks. */
function isIndexVariable(program: Program, name: SyntaxNode): boolean {
  const a = program.adapter;
  for (let p = name.parent; p; p = p.parent) {
    const loop = a.loopOf(p);
    if (!loop) continue;
    if (loop.kind === 'range' && loop.vars.includes(name.text)) return true;
    if (loop.kind === 'counted' && loop.init.some((i) => namesIn(a, i).has(name.text))) return true;
    if (loop.kind === 'foreach' && loop.vars.includes(name.text)) {
      const it = a.expr(loop.iterable);
      return (it.kind === 'call' && it.name === 'enumerate' && loop.vars[0] === name.text) || (a.language === 'go' && loop.vars.length > 1 && loop.vars[0] === name.text);
    }
  }
  return false;
}
