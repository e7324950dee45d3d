// What the embedded coach says about each finding of the analyser: what it saw and where (an observation for the
// feedback), and what to do about it (a suggestion), in both languages, with the line numbers the analyser gave.
import type { Finding } from '../analyser/index.ts';
import { LANGUAGE_NAMES, Lines, lines, pretty, sp, type Bi } from './names.ts';
import type { CodeLanguage } from '../types.ts';

export interface FindingText {
  observation: Bi;
  suggestion: Bi;
  /** The line a marker comment goes above in the optimised code. */
  markLine: number;
  /** A short note for that marker. */
  marker: Bi;
}

/** A hash map / set by the name each language gives it. */
const HASH_MAP: Record<CodeLanguage, Bi> = {
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

const HASH_SET: Record<CodeLanguage, Bi> = {
  python: { zh: 'set', en: 'a set' },
  java: { zh: 'HashSet', en: 'a HashSet' },
  cpp: { zh: 'unordered_set', en: 'an unordered_set' },
  c: { zh: '哈希表或布尔标记数组', en: 'a hash table or an array of flags' },
  javascript: { zh: 'Set', en: 'a Set' },
  typescript: { zh: 'Set', en: 'a Set' },
  go: { zh: 'map[T]bool', en: 'a map[T]bool' },
  rust: { zh: 'HashSet', en: 'a HashSet' },
  csharp: { zh: 'HashSet', en: 'a HashSet' },
  kotlin: { zh: 'HashSet', en: 'a HashSet' },
  swift: { zh: 'Set', en: 'a Set' },
};

const DEQUE: Record<CodeLanguage, Bi> = {
  python: { zh: 'collections.deque', en: 'collections.deque' },
  java: { zh: 'ArrayDeque', en: 'an ArrayDeque' },
  cpp: { zh: 'std::deque', en: 'a std::deque' },
  c: { zh: '带头尾下标的数组（环形队列）', en: 'an array with head and tail indices (a ring buffer)' },
  javascript: { zh: '数组加一个头部下标', en: 'an array with a head index' },
  typescript: { zh: '数组加一个头部下标', en: 'an array with a head index' },
  go: { zh: '切片加一个头部下标', en: 'a slice with a head index' },
  rust: { zh: 'VecDeque', en: 'a VecDeque' },
  csharp: { zh: 'Queue 或 LinkedList', en: 'a Queue or LinkedList' },
  kotlin: { zh: 'ArrayDeque', en: 'an ArrayDeque' },
  swift: { zh: '数组加一个头部下标', en: 'an array with a head index' },
};

/** How to build a string piece by piece in each language. */
const STRING_BUILDER: Record<CodeLanguage, Bi> = {
  python: { zh: '先把各段放进列表，循环结束后用 "".join(...) 一次拼好', en: 'collect the pieces in a list and join them once with "".join(...) after the loop' },
  java: { zh: '改用 StringBuilder 的 append，最后 toString() 一次', en: 'append to a StringBuilder and call toString() once at the end' },
  cpp: { zh: '改用 s += … 或 s.append(…)（原地追加，均摊 O(1)），不要写 s = s + …', en: 'use s += … or s.append(…), which append in place (amortised O(1)), instead of s = s + …' },
  c: { zh: '预先分配足够的缓冲区，用下标依次写入', en: 'allocate the buffer once and write into it at a running index' },
  javascript: { zh: '先把各段 push 进数组，循环结束后 join("") 一次', en: 'push the pieces into an array and join("") once after the loop' },
  typescript: { zh: '先把各段 push 进数组，循环结束后 join("") 一次', en: 'push the pieces into an array and join("") once after the loop' },
  go: { zh: '改用 strings.Builder 的 WriteString', en: 'write into a strings.Builder (WriteString)' },
  rust: { zh: '用 String::with_capacity 预分配，再 push_str', en: 'pre-allocate with String::with_capacity and push_str' },
  csharp: { zh: '改用 StringBuilder 的 Append，最后 ToString() 一次', en: 'append to a StringBuilder and call ToString() once at the end' },
  kotlin: { zh: '改用 StringBuilder 或 buildString { append(…) }', en: 'use a StringBuilder (or buildString { append(…) })' },
  swift: { zh: '预先 reserveCapacity，再用 append', en: 'reserveCapacity once, then append' },
};

const MEMO_TIP: Record<CodeLanguage, Bi> = {
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

function str(detail: Finding['detail'], key: string): string {
  const v = detail?.[key];
  return v === undefined || v === '' ? '' : String(v);
}

function num(detail: Finding['detail'], key: string, otherwise: number): number {
  const v = detail?.[key];
  return typeof v === 'number' ? v : otherwise;
}

/** "res" → " res" / " res"; empty names are left out of sentences. */
function named(name: string): Bi {
  return name ? { zh: ` ${name} `, en: ` ${name}` } : { zh: '', en: '' };
}

/** A comparison like `nums[i] + nums[j] == target`: the inner loop is looking for a complement. */
function isComplementSearch(codeLines: string[], line: number): boolean {
  const text = codeLines[line - 1] ?? '';
  // A binary + or -: an operand (not an operator, not a blank) before it, an operand after it.
  return /==/.test(text) && /[^+\-=!<>\s]\s*[+-]\s*[^+\-=]/.test(text.replace(/\+\+|--|\+=|-=/g, ''));
}

export function describeFinding(f: Finding, language: CodeLanguage, codeLines: string[]): FindingText | null {
  const d = f.detail;
  const lang = LANGUAGE_NAMES[language];
  switch (f.kind) {
    case 'nested_scan': {
      const outer = num(d, 'outerLine', f.line);
      const end = f.endLine ?? f.line;
      const cmp = num(d, 'comparisonLine', f.line);
      const span = Lines(outer, end);
      const complement = isComplementSearch(codeLines, cmp);
      const map = HASH_MAP[language];
      const set = HASH_SET[language];
      return {
        markLine: f.line,
        observation: complement
          ? {
              zh: `${span.zh}：外层循环（第 ${outer} 行）每取一个数，内层循环（第 ${f.line} 行）就把数组再扫一遍，寻找和它配对的数（第 ${cmp} 行的比较）。两层循环叠加，时间是 ${pretty('O(n^2)')}。`,
              en: `${span.en}: for each number (the loop on line ${outer}), the inner loop on line ${f.line} scans the array again for its complement (the comparison on line ${cmp}). The two loops together take ${pretty('O(n^2)')} time.`,
            }
          : {
              zh: `${span.zh}：外层循环（第 ${outer} 行）的每个元素，都要由内层循环（第 ${f.line} 行）再扫一遍才能找到与之匹配的元素（第 ${cmp} 行的比较），整体是 ${pretty('O(n^2)')}。`,
              en: `${span.en}: for each element of the loop on line ${outer}, the inner loop on line ${f.line} scans again to find a matching element (the comparison on line ${cmp}), which makes it ${pretty('O(n^2)')}.`,
            },
        suggestion: complement
          ? {
              zh: `${span.zh}：用哈希表代替内层循环。遍历时用${sp(map.zh)}记录“数值 → 下标”，对每个数先查它需要的另一半是否已经在表里（O(1)），再把自己存进去；一次遍历即可，时间降到 O(n)，额外空间 O(n)。`,
              en: `${span.en}: replace the inner loop with a hash map. As you go, keep ${map.en} from value to index; for each number, first look up the complement it needs (O(1)), then store the number itself. One pass is enough: O(n) time, O(n) extra space.`,
            }
          : {
              zh: `${span.zh}：把一侧的元素先放进哈希表（${set.zh}，或需要下标时用${sp(map.zh).trimEnd()}），内层的查找就变成 O(1) 的查表，整体降到 O(n)，代价是 O(n) 的额外空间。`,
              en: `${span.en}: put one side's elements in a hash map (${set.en}, or ${map.en} when you need the index); the inner search becomes an O(1) lookup and the whole thing O(n), for O(n) extra space.`,
            },
        marker: {
          zh: complement ? '这里的内层循环可以换成哈希表查找（数值 → 下标），一次遍历完成' : '这里的内层扫描可以换成哈希表查找',
          en: complement ? 'this inner loop can become a hash map lookup (value → index), done in one pass' : 'this inner scan can become a hash map lookup',
        },
      };
    }
    case 'sort_in_loop': {
      const name = str(d, 'name');
      const l = Lines(f.line);
      return {
        markLine: f.line,
        observation: {
          zh: `${l.zh}：在循环里对${named(name).zh || '数据'}做排序，每一轮都要 O(n log n)，整体至少 O(n² log n)。`,
          en: `${l.en}: ${name ? `${name} is sorted` : 'the data is sorted'} inside a loop, so every iteration pays O(n log n) — at least O(n² log n) in total.`,
        },
        suggestion: {
          zh: `${l.zh}：把排序移到循环外只做一次；如果元素是边遍历边加入的，可以用堆（优先队列）或二分查找插入位置来保持有序，而不是每轮重新排序。`,
          en: `${l.en}: sort once before the loop; if elements arrive as you iterate, keep them ordered with a heap (priority queue) or by inserting at the position a binary search finds, instead of re-sorting every time.`,
        },
        marker: { zh: '排序放到循环外只做一次，或改用堆保持有序', en: 'sort once outside the loop, or keep order with a heap' },
      };
    }
    case 'recursion_without_memo': {
      const fname = str(d, 'name');
      const name: Bi = fname ? { zh: fname, en: fname } : { zh: '该函数', en: 'the function' };
      const calls = num(d, 'branches', 2);
      const callLine = num(d, 'callLine', f.line);
      const span = Lines(f.line, f.endLine);
      const tip = MEMO_TIP[language];
      return {
        markLine: f.line,
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
    }
    case 'string_concat_in_loop': {
      const name = str(d, 'name');
      const l = Lines(f.line);
      const builder = STRING_BUILDER[language];
      return {
        markLine: f.line,
        observation:
          language === 'cpp' || language === 'c'
            ? {
                zh: `${l.zh}：在循环里用 ${name || 's'} = ${name || 's'} + … 拼接，每次都会生成一个新字符串并复制整串，总共复制 O(n²) 个字符。`,
                en: `${l.en}: ${name || 's'} = ${name || 's'} + … inside a loop builds a new string and copies all of it each time — O(n²) characters copied in total.`,
              }
            : {
                zh: `${l.zh}：在循环里拼接字符串${name ? ` ${name}` : ''}。${lang} 的字符串不可变，每次拼接都会复制整串，总共复制 O(n²) 个字符。`,
                en: `${l.en}: the string${named(name).en} is concatenated inside a loop. Strings are immutable in ${lang}, so each concatenation copies the whole string — O(n²) characters copied in total.`,
              },
        suggestion: { zh: `${l.zh}：${builder.zh}，整体回到 O(n)。`, en: `${l.en}: ${builder.en}; the total goes back to O(n).` },
        marker: { zh: builder.zh, en: builder.en },
      };
    }
    case 'list_membership_in_loop': {
      const name = str(d, 'name');
      const l = Lines(f.line);
      const set = HASH_SET[language];
      return {
        markLine: f.line,
        observation: {
          zh: `${l.zh}：在循环里判断元素是否在列表${named(name).zh}中，每次判断都要从头扫一遍（O(n)）。`,
          en: `${l.en}: checking whether a value is in the list${named(name).en} inside a loop scans the list every time (O(n) per check).`,
        },
        suggestion: {
          zh: `${l.zh}：把${named(name).zh || '这些元素'}放进哈希集合（${lang} 中用${sp(set.zh).trimEnd()}），成员判断变成 O(1)。`,
          en: `${l.en}: keep${named(name).en || ' the values'} in a hash set (in ${lang}, ${set.en}) so each membership check is O(1).`,
        },
        marker: { zh: `改用哈希集合（${set.zh}）做成员判断`, en: `use a hash set (${set.en}) for this membership check` },
      };
    }
    case 'pop_front_in_loop':
    case 'insert_front_in_loop': {
      const name = str(d, 'name');
      const l = Lines(f.line);
      const dq = DEQUE[language];
      const front = f.kind === 'pop_front_in_loop';
      return {
        markLine: f.line,
        observation: front
          ? {
              zh: `${l.zh}：在循环里删除列表${named(name).zh}的第一个元素，后面的元素都要整体前移，每次 O(n)。`,
              en: `${l.en}: removing the first element of the list${named(name).en} inside a loop shifts every remaining element — O(n) each time.`,
            }
          : {
              zh: `${l.zh}：在循环里往列表${named(name).zh}的头部插入，每次都要把所有元素后移一位（O(n)）。`,
              en: `${l.en}: inserting at the front of the list${named(name).en} inside a loop shifts every element each time (O(n)).`,
            },
        suggestion: front
          ? { zh: `${l.zh}：改用双端队列（${lang} 中用${sp(dq.zh).trimEnd()}），从头部取元素是 O(1)。`, en: `${l.en}: use a double-ended queue (in ${lang}, ${dq.en}); taking from the front is O(1).` }
          : { zh: `${l.zh}：改成在尾部追加、最后整体反转一次，或改用双端队列（${dq.zh}）。`, en: `${l.en}: append at the end and reverse once at the end, or use a double-ended queue (${dq.en}).` },
        marker: front ? { zh: `改用双端队列（${dq.zh}）`, en: `use a double-ended queue (${dq.en})` } : { zh: '尾部追加，最后反转一次', en: 'append at the end, reverse once at the end' },
      };
    }
    case 'slice_copy_in_loop': {
      const name = str(d, 'name');
      const l = Lines(f.line);
      return {
        markLine: f.line,
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
    }
    case 'linear_search_in_loop': {
      const name = str(d, 'name');
      const call = str(d, 'call');
      const l = Lines(f.line);
      return {
        markLine: f.line,
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
    }
    case 'deep_nesting': {
      const depth = num(d, 'depth', 5);
      const l = Lines(f.line);
      return {
        markLine: f.line,
        observation: { zh: `${l.zh}：控制结构嵌套了 ${depth} 层，逻辑不容易看清。`, en: `${l.en}: control flow is nested ${depth} levels deep, which makes the logic hard to follow.` },
        suggestion: {
          zh: `${l.zh}：用提前返回或 continue 处理特殊情况，或把内层逻辑提取成一个辅助函数，减少嵌套层数。`,
          en: `${l.en}: handle special cases early (return or continue), or move the inner part into a helper function to flatten the nesting.`,
        },
        marker: { zh: '提前返回或提取辅助函数，减少嵌套', en: 'return early or extract a helper to reduce nesting' },
      };
    }
    case 'long_function': {
      const name = str(d, 'name');
      const count = num(d, 'lines', (f.endLine ?? f.line) - f.line + 1);
      const span = Lines(f.line, f.endLine);
      return {
        markLine: f.line,
        observation: { zh: `${span.zh}：函数${named(name).zh}有 ${count} 行，偏长。`, en: `${span.en}: the function${named(name).en} is ${count} lines long.` },
        suggestion: {
          zh: `${span.zh}：按步骤拆成几个小函数（比如预处理、主循环、整理结果），每个函数只做一件事。`,
          en: `${span.en}: split it into a few small functions by step (preparation, the main loop, building the answer), each doing one thing.`,
        },
        marker: { zh: '可以按步骤拆成几个小函数', en: 'consider splitting this into smaller functions' },
      };
    }
    case 'unclear_names': {
      const names = str(d, 'names').split(',').filter(Boolean).slice(0, 5);
      const l = lines(f.line);
      const one = names.length === 1;
      return {
        markLine: f.line,
        observation: {
          zh: `变量名 ${names.join('、')}（${one ? '' : '首次'}出现在${l.zh}）看不出存的是什么。`,
          en: one ? `The name ${names[0]} (${l.en}) doesn't say what it holds.` : `Names such as ${names.join(', ')} (first on ${l.en}) don't say what they hold.`,
        },
        suggestion: {
          zh: `把 ${names.join('、')} 改成能说明用途的名字，比如 count、seen、left/right、prefix_sum。`,
          en: `Rename ${names.join(', ')} after what ${one ? 'it holds' : 'they hold'} — count, seen, left/right, prefix_sum and the like.`,
        },
        marker: { zh: '起一个能说明用途的名字', en: 'a name that says what it holds would help' },
      };
    }
    default:
      return null;
  }
}
