/**
 * What the rule and technique modules write their texts with: a text in both interface languages, line references,
 * the names of the programming languages and of the structures several rules suggest. Only the embedded coach calls
 * these texts; an analysis itself returns facts (kinds, lines, names, counts) and never prose, so the worker that
 * runs it sends nothing else.
 */

/** A text in both interface languages, before it is cut to the one asked for. */
export type Bi = { zh: string; en: string };

/**
 * Every programming language a text can be written for (the contract's CodeLanguage: the embedded coach indexes
 * these tables with it, so a language added to the contract and missing here does not compile).
 */
export type TextLanguage = 'python' | 'java' | 'cpp' | 'c' | 'javascript' | 'typescript' | 'go' | 'rust' | 'csharp' | 'kotlin' | 'swift';

export const LANGUAGE_NAMES: Record<TextLanguage, string> = {
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

/** O(n^2) → O(n²) for reading; the stored complexities keep the plain form. */
export function pretty(complexity: string): string {
  return complexity.replace(/\^2\b/g, '²').replace(/\^3\b/g, '³');
}

/** A Latin word inside Chinese text gets a space on each side it touches Chinese: 用 dict 记录. */
export function sp(word: string): string {
  return `${/^[A-Za-z0-9_]/.test(word) ? ' ' : ''}${word}${/[A-Za-z0-9_)\]]$/.test(word) ? ' ' : ''}`;
}

/** "res" → " res " / " res" inside a sentence; an empty name is left out. */
export function named(name: string): Bi {
  return name ? { zh: ` ${name} `, en: ` ${name}` } : { zh: '', en: '' };
}

/** A hash set by the name each language gives it (suggested for membership tests and for nested scans). */
export const HASH_SET: Record<TextLanguage, Bi> = {
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

/** A double-ended queue by the name each language gives it (suggested for work at the front of a list). */
export const DEQUE: Record<TextLanguage, Bi> = {
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
