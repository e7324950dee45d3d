// Names the coach writes with, in both interface languages: categories, techniques, issues, programming
// languages, and the small formatting helpers every text shares (line references, lists). The names of techniques
// and of the issues findings raise come from the analyser's rule modules (analyser/techniques/, analyser/rules/).
import type { Lang } from '../../i18n/texts.ts';
import { RULES, type FindingKind } from '../analyser/rules/index.ts';
import { TECHNIQUES, type TechniqueKind } from '../analyser/techniques/index.ts';
import { LANGUAGE_NAMES as TEXT_LANGUAGE_NAMES, type Bi } from '../analyser/texts.ts';
import type { AlgorithmPattern, CodeLanguage, IssueKey, LocalizedText, ProblemCategory } from '../types.ts';

export type { Bi } from '../analyser/texts.ts';
export { Lines, lines, pretty, sp } from '../analyser/texts.ts';

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

// The techniques the analyser recognises are exactly the contract's AlgorithmPattern enum, or these two do not
// compile: a name for every pattern (every pattern is a technique), and only patterns in the list.
export const PATTERN_NAMES: Record<AlgorithmPattern, Bi> = Object.fromEntries(TECHNIQUES.map((t) => [t.id, t.name])) as Record<TechniqueKind, Bi>;

export const ALGORITHM_PATTERNS: AlgorithmPattern[] = TECHNIQUES.map((t) => t.id);

/** The two verdicts on the complexity itself; every other issue key is a finding kind. */
const VERDICTS = {
  suboptimal_time: { zh: '时间复杂度高于最优解', en: 'Slower than the best known approach' },
  suboptimal_space: { zh: '额外空间多于所需', en: 'More extra memory than needed' },
} as const satisfies Record<string, Bi>;

export type KnownIssue = keyof typeof VERDICTS | FindingKind;

/**
 * Every issue key an analysis can report (the two complexity verdicts, then the analyser's finding kinds), with its
 * name for the patterns page. The model provider is asked to pick from the same keys.
 */
export const ISSUE_NAMES = { ...VERDICTS, ...Object.fromEntries(RULES.map((r) => [r.id, r.name])) } as Record<KnownIssue, Bi>;

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

/** Every language of the contract has a name (and the texts' per-language tables an entry). */
export const LANGUAGE_NAMES: Record<CodeLanguage, string> = TEXT_LANGUAGE_NAMES;

/** "a, b and c" / "a、b和c". */
export function list(items: Bi[]): Bi {
  const join = (xs: string[], sep: string, last: string) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(sep)}${last}${xs[xs.length - 1]}`);
  return { zh: join(items.map((x) => x.zh), '、', '和'), en: join(items.map((x) => x.en), ', ', ' and ') };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts a text to a contract limit at a sentence or word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const at = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
  return (at > max * 0.6 ? cut.slice(0, at + 1) : cut.replace(/\s+\S*$/, '')) + '…';
}
