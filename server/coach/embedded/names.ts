// Names the coach writes with, in both interface languages: categories, techniques, issues, programming
// languages, and the small formatting helpers every text shares (line references, lists).
import type { Lang } from '../../i18n/texts.ts';
import type { AlgorithmPattern, CodeLanguage, IssueKey, LocalizedText, ProblemCategory } from '../types.ts';

/** A text in both languages, before it is cut to the one asked for. */
export type Bi = { zh: string; en: string };

export function pick(text: Bi, lang: Lang): string {
  return text[lang];
}

/** The same words as the client's category names (locales/…/common.json), lower-cased for English sentences. */
export const CATEGORY_NAMES: Record<ProblemCategory, Bi> = {
  array: { zh: '数组', en: 'array' },
  string: { zh: '字符串', en: 'string' },
  hash_table: { zh: '哈希表', en: 'hash table' },
  linked_list: { zh: '链表', en: 'linked list' },
  stack: { zh: '栈', en: 'stack' },
  queue: { zh: '队列', en: 'queue' },
  two_pointers: { zh: '双指针', en: 'two pointers' },
  sliding_window: { zh: '滑动窗口', en: 'sliding window' },
  binary_search: { zh: '二分查找', en: 'binary search' },
  sorting: { zh: '排序', en: 'sorting' },
  tree: { zh: '树', en: 'tree' },
  graph: { zh: '图', en: 'graph' },
  heap: { zh: '堆', en: 'heap' },
  dynamic_programming: { zh: '动态规划', en: 'dynamic programming' },
  greedy: { zh: '贪心', en: 'greedy' },
  backtracking: { zh: '回溯', en: 'backtracking' },
  math: { zh: '数学', en: 'math' },
  bit_manipulation: { zh: '位运算', en: 'bit manipulation' },
  design: { zh: '设计', en: 'design' },
};

export const PATTERN_NAMES: Record<AlgorithmPattern, Bi> = {
  hash_map: { zh: '哈希表', en: 'Hash map' },
  two_pointers: { zh: '双指针', en: 'Two pointers' },
  sliding_window: { zh: '滑动窗口', en: 'Sliding window' },
  binary_search: { zh: '二分查找', en: 'Binary search' },
  dfs: { zh: '深度优先搜索', en: 'Depth-first search' },
  bfs: { zh: '广度优先搜索', en: 'Breadth-first search' },
  dynamic_programming: { zh: '动态规划', en: 'Dynamic programming' },
  greedy: { zh: '贪心', en: 'Greedy' },
  stack: { zh: '栈', en: 'Stack' },
  heap: { zh: '堆（优先队列）', en: 'Heap (priority queue)' },
  sorting: { zh: '排序', en: 'Sorting' },
  recursion: { zh: '递归', en: 'Recursion' },
};

export const ALGORITHM_PATTERNS = Object.keys(PATTERN_NAMES) as AlgorithmPattern[];

/**
 * Every issue key an analysis can report (the analyser's finding kinds, plus the two complexity verdicts), with
 * its name for the patterns page. The model provider is asked to pick from the same keys.
 */
export const ISSUE_NAMES = {
  suboptimal_time: { zh: '时间复杂度高于最优解', en: 'Slower than the best known approach' },
  suboptimal_space: { zh: '额外空间多于所需', en: 'More extra memory than needed' },
  nested_scan: { zh: '嵌套循环查找（可用哈希表）', en: 'Nested loop search where a hash map would do' },
  sort_in_loop: { zh: '在循环中重复排序', en: 'Sorting inside a loop' },
  recursion_without_memo: { zh: '递归未记忆化，重复计算子问题', en: 'Recursion recomputing subproblems (no memo)' },
  string_concat_in_loop: { zh: '在循环中拼接字符串', en: 'String concatenation inside a loop' },
  list_membership_in_loop: { zh: '在循环中对列表做成员判断', en: 'Membership test on a list inside a loop' },
  pop_front_in_loop: { zh: '在循环中删除列表头部元素', en: 'Removing from the front of a list inside a loop' },
  insert_front_in_loop: { zh: '在循环中向列表头部插入', en: 'Inserting at the front of a list inside a loop' },
  slice_copy_in_loop: { zh: '在循环中复制切片或子串', en: 'Copying slices or substrings inside a loop' },
  linear_search_in_loop: { zh: '在循环中线性查找或整体扫描', en: 'Linear search or full scan inside a loop' },
  deep_nesting: { zh: '控制结构嵌套过深', en: 'Deeply nested control flow' },
  long_function: { zh: '函数过长', en: 'Function too long' },
  unclear_names: { zh: '变量命名含义不清', en: 'Unclear variable names' },
} as const satisfies Record<string, Bi>;

export type KnownIssue = keyof typeof ISSUE_NAMES;
export const ISSUE_KEYS = Object.keys(ISSUE_NAMES) as KnownIssue[];

export function issueName(key: IssueKey): LocalizedText {
  const known = (ISSUE_NAMES as Record<string, Bi>)[key];
  if (known) return { ...known };
  // A key this version does not know (written by an older or newer coach): shown as words, never empty.
  const words = key.replace(/[_-]+/g, ' ').trim() || 'issue';
  return { zh: words, en: words.charAt(0).toUpperCase() + words.slice(1) };
}

export function patternName(key: AlgorithmPattern): LocalizedText {
  return { ...PATTERN_NAMES[key] };
}

export const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  go: 'Go',
  rust: 'Rust',
  csharp: 'C#',
  kotlin: 'Kotlin',
  swift: 'Swift',
};

/** "line 3" / "lines 3–5"; "第 3 行" / "第 3–5 行". */
export function lines(start: number, end?: number): Bi {
  if (end === undefined || end <= start) return { zh: `第 ${start} 行`, en: `line ${start}` };
  return { zh: `第 ${start}–${end} 行`, en: `lines ${start}–${end}` };
}

/** The same, starting a sentence. */
export function Lines(start: number, end?: number): Bi {
  const l = lines(start, end);
  return { zh: l.zh, en: l.en.charAt(0).toUpperCase() + l.en.slice(1) };
}

/** "a, b and c" / "a、b和c". */
export function list(items: Bi[]): Bi {
  const join = (xs: string[], sep: string, last: string) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(sep)}${last}${xs[xs.length - 1]}`);
  return { zh: join(items.map((x) => x.zh), '、', '和'), en: join(items.map((x) => x.en), ', ', ' and ') };
}

/** O(n^2) → O(n²) for reading; the stored complexities keep the plain form. */
export function pretty(complexity: string): string {
  return complexity.replace(/\^2\b/g, '²').replace(/\^3\b/g, '³');
}

/** A Latin word inside Chinese text gets a space on each side it touches Chinese: 用 dict 记录. */
export function sp(word: string): string {
  return `${/^[A-Za-z0-9_]/.test(word) ? ' ' : ''}${word}${/[A-Za-z0-9_)\]]$/.test(word) ? ' ' : ''}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts a text to a contract limit at a sentence or word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const at = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
  return (at > max * 0.6 ? cut.slice(0, at + 1) : withoutLastWord(cut)) + '…';
}

/** The text without its last (cut) word and the blanks before it; as is when it is one word. */
function withoutLastWord(text: string): string {
  const blank = (i: number) => /\s/.test(text.charAt(i));
  let end = text.length;
  while (end > 0 && !blank(end - 1)) end--;
  if (end === 0) return text;
  while (end > 0 && blank(end - 1)) end--;
  return text.slice(0, end);
}
