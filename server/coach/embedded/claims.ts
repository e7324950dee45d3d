// The code's own complexity claims, set against what the answer shows, in the learner's language: "You wrote O(n);
// the loop at line 7 inside the loop at line 5 makes it O(n²)." The facts (which claims, which line costs more)
// come from the analyser (analyser/claims.ts); this module only writes them. Both coaches use it: the embedded
// coach with its own classes and causes, the model coach with the model's classes (and the analyser's causes only
// where the model found the same class).
import type { Lang } from '../../i18n/texts.ts';
import { compareClaim, spaceCostLine, timeCostLine } from '../analyser/index.ts';
import type { ComplexityClaimFact, ComplexityClass, CostStep, SpaceCause, TimeCause } from '../analyser/index.ts';
import type { Complexity, ComplexityClaim } from '../types.ts';
import { clip, pretty, sp, type Bi } from './names.ts';

/** What the answer shows for one kind: the text, its class (null when it is no class), and the analyser's cause. */
export interface Shown<Cause> {
  text: Complexity;
  class: ComplexityClass | null;
  cause: Cause | null;
}

/** The first time claim and the first space claim, each compared with what the answer shows (the contract keeps two). */
export function compareClaims(claims: ComplexityClaimFact[], time: Shown<TimeCause>, space: Shown<SpaceCause>, lang: Lang): ComplexityClaim[] {
  const out: ComplexityClaim[] = [];
  for (const kind of ['time', 'space'] as const) {
    const claim = claims.find((c) => c.kind === kind);
    if (!claim) continue;
    const shown = kind === 'time' ? time : space;
    // A model's answer the notation reader cannot class is compared as text.
    const detected = shown.class ?? (shown.text === claim.written ? claim.claimed : null);
    const costLine = kind === 'time' ? timeCostLine(time.cause) : spaceCostLine(space.cause);
    const comparison = detected ? compareClaim(claim.claimed, detected, costLine) : null;
    const text = !comparison ? unclassed(claim, shown.text) : kind === 'time' ? timeText(claim, shown.text, comparison, time.cause) : spaceText(claim, shown.text, comparison, space.cause);
    out.push({
      kind,
      claimed: claim.written,
      line: claim.line,
      detected: shown.text,
      agrees: comparison?.agrees ?? false,
      ...(comparison?.costLine != null ? { cost_line: comparison.costLine } : {}),
      explanation: clip(text[lang], 500),
    });
  }
  return out;
}

/** One sentence for the feedback when a claim and the answer differ (null when every claim agrees). */
export function claimsNote(claims: ComplexityClaim[]): Bi | null {
  const differing = claims.filter((c) => !c.agrees);
  if (!differing.length) return null;
  const parts = differing.map((c) => {
    const at = c.cost_line !== undefined ? { zh: `（见第 ${c.cost_line} 行）`, en: ` (see line ${c.cost_line})` } : { zh: '', en: '' };
    const kind = c.kind === 'time' ? { zh: '时间', en: 'time' } : { zh: '空间', en: 'space' };
    return {
      zh: `第 ${c.line} 行注释写的${kind.zh}复杂度是 ${c.claimed}，而代码实际是 ${pretty(c.detected)}${at.zh}`,
      en: `your comment at line ${c.line} says ${c.claimed} ${kind.en}, while the code takes ${pretty(c.detected)}${at.en}`,
    };
  });
  return {
    zh: `注意：${parts.map((p) => p.zh).join('；')}。`,
    en: `Note that ${parts.map((p) => p.en).join('; ')}.`,
  };
}

interface Comparison {
  agrees: boolean;
  costsMore: boolean;
  costLine: number | null;
}

/** A model's answer that is none of the classes (`O(n√n)`): set side by side, without a verdict. */
function unclassed(claim: ComplexityClaimFact, detected: Complexity): Bi {
  const kind = claim.kind === 'time' ? { zh: '时间', en: 'time' } : { zh: '空间', en: 'space' };
  return { zh: `你写的${kind.zh}复杂度是 ${claim.written}；分析结果是 ${pretty(detected)}。`, en: `You wrote ${claim.written} ${kind.en}; the analysis finds ${pretty(detected)}.` };
}

function timeText(claim: ComplexityClaimFact, detected: Complexity, comparison: Comparison, cause: TimeCause | null): Bi {
  const W = claim.written;
  const D = pretty(detected);
  if (comparison.agrees) return { zh: `注释写的时间复杂度 ${W} 与分析结果一致。`, en: `Your comment says ${W} time, and the analysis agrees.` };
  if (!comparison.costsMore) return { zh: `你写的是 ${W}，但代码其实更快：${D}。`, en: `You wrote ${W}, but the code does better: ${D}.` };
  const why = comparison.costLine !== null && cause ? chain(cause.steps) : null;
  if (!why) return { zh: `你写的是 ${W}；分析结果是 ${D}，但没能把它归到某一行代码上。`, en: `You wrote ${W}; the analysis finds ${D}, but cannot pin it on one line.` };
  return { zh: `你写的是 ${W}；${why.zh}使它成为 ${D}。`, en: `You wrote ${W}; ${why.en} makes it ${D}.` };
}

function spaceText(claim: ComplexityClaimFact, detected: Complexity, comparison: Comparison, cause: SpaceCause | null): Bi {
  const W = claim.written;
  const D = pretty(detected);
  if (comparison.agrees) return { zh: `注释写的空间复杂度 ${W} 与分析结果一致。`, en: `Your comment says ${W} space, and the analysis agrees.` };
  if (!comparison.costsMore) return { zh: `你写的空间是 ${W}，但代码其实只需要 ${D} 的额外空间。`, en: `You wrote ${W} space, but the code needs less: ${D} extra space.` };
  if (comparison.costLine === null || !cause) return { zh: `你写的空间是 ${W}；分析结果是 ${D}，但没能把它归到某一行代码上。`, en: `You wrote ${W} space; the analysis finds ${D}, but cannot pin it on one line.` };
  const what = storage(cause);
  return { zh: `你写的空间是 ${W}；${what.zh}使它成为 ${D}。`, en: `You wrote ${W} space; it is ${D} because of ${what.en}.` };
}

/** What holds the space, as a noun phrase. */
function storage(cause: SpaceCause): Bi {
  const L = cause.line;
  const name = cause.name;
  switch (cause.what) {
    case 'allocation':
      return name ? { zh: `第 ${L} 行创建的${sp(name)}`, en: `${name}, created at line ${L}` } : { zh: `第 ${L} 行创建的数据`, en: `what line ${L} creates` };
    case 'insertions':
      return name ? { zh: `第 ${L} 行往${sp(name)}里的插入`, en: `the insertions into ${name} at line ${L}` } : { zh: `第 ${L} 行的插入`, en: `the insertions at line ${L}` };
    case 'string_built':
      return { zh: `第 ${L} 行拼接的字符串${name ? sp(name) : ''}`, en: `the string${name ? ` ${name}` : ''} built at line ${L}` };
    case 'recursion_depth':
      return { zh: `第 ${L} 行递归的调用栈`, en: `the call stack of the recursion at line ${L}` };
    case 'memo_cache':
      return { zh: `第 ${L} 行递归的记忆化缓存`, en: `the memo cache of the recursion at line ${L}` };
    case 'sort_stack':
      return { zh: `第 ${L} 行排序的递归栈`, en: `the recursion stack of the sort at line ${L}` };
    case 'temporary':
      return { zh: `第 ${L} 行的临时拷贝`, en: `the temporary copy at line ${L}` };
    default:
      return { zh: `第 ${L} 行保存的数据`, en: `what line ${L} keeps` };
  }
}

/**
 * The chain of steps as one noun phrase, outer steps around the one that does the work: "the loop at line 7 inside
 * the loop at line 5" / "第 5 行循环里的第 7 行循环". A recursion is the step that does the work (what repeats);
 * the steps after it are its work per call.
 */
function chain(steps: CostStep[]): Bi | null {
  if (!steps.length) return null;
  const r = steps.findIndex((s) => s.kind === 'recursion');
  const anchorAt = r >= 0 ? r : steps.length - 1;
  const anchor = steps[anchorAt]!;
  const outer = steps.slice(0, anchorAt);
  const perCall = r >= 0 ? steps.slice(r + 1).filter((s) => s.kind !== 'call') : [];
  let en = phrase(anchor).en;
  let zh = phrase(anchor).zh;
  if (perCall.length) {
    const work = phrase(perCall[perCall.length - 1]!);
    en += `, with ${work.en} in every call,`;
    zh = `${zh}（每次调用里还有${work.zh}）`;
  }
  // Outer steps, innermost first in English ("… inside the loop at line 5"), outermost first in Chinese.
  const enOuter: string[] = [];
  const zhOuter: string[] = [];
  for (let i = outer.length - 1; i >= 0; i--) {
    const s = outer[i]!;
    if (s.kind === 'loop') {
      // Consecutive loops read as one: inside the loops at lines 3 and 5.
      const lines = [s.line];
      while (i > 0 && outer[i - 1]!.kind === 'loop') lines.unshift(outer[--i]!.line);
      enOuter.push(lines.length === 1 ? `inside the loop at line ${lines[0]}` : `inside the loops at lines ${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`);
      zhOuter.unshift(lines.length === 1 ? `第 ${lines[0]} 行循环里的` : `第 ${lines.join('、')} 行的循环里的`);
    } else if (s.kind === 'call') {
      enOuter.push(s.function ? `in ${s.function}, called at line ${s.line},` : `in the function called at line ${s.line},`);
      zhOuter.unshift(s.function ? `第 ${s.line} 行调用的${sp(s.function)}里的` : `第 ${s.line} 行调用的函数里的`);
    } else {
      const p = phrase(s);
      enOuter.push(`inside ${p.en}`);
      zhOuter.unshift(`${p.zh}里的`);
    }
  }
  if (enOuter.length) en = `${en} ${enOuter.join(' ')}`;
  zh = zhOuter.join('') + zh;
  return { zh, en };
}

/** One step as a noun phrase. */
function phrase(step: CostStep): Bi {
  const L = step.line;
  switch (step.kind) {
    case 'loop':
      return { zh: `第 ${L} 行循环`, en: `the loop at line ${L}` };
    case 'call':
      return step.function ? { zh: `第 ${L} 行对${sp(step.function)}的调用`, en: `the call to ${step.function} at line ${L}` } : { zh: `第 ${L} 行的函数调用`, en: `the call at line ${L}` };
    case 'allocation':
      return { zh: `第 ${L} 行创建的数组`, en: `the allocation at line ${L}` };
    case 'recursion': {
      const b = step.branches;
      if (b < 0) return { zh: `第 ${L} 行的递归（在循环里调用自身）`, en: `the recursion at line ${L}, which calls itself in a loop,` };
      if (b >= 2 && !step.memoised && step.shape === 'branching') {
        const times = b === 2 ? { zh: '两', en: 'twice' } : b === 3 ? { zh: '三', en: 'three times' } : { zh: `${b} `, en: `${b} times` };
        return { zh: `第 ${L} 行的递归（每次调用分出${times.zh}支）`, en: `the recursion at line ${L}, which branches ${times.en} per call,` };
      }
      return { zh: `第 ${L} 行的递归`, en: `the recursion at line ${L}` };
    }
    case 'library': {
      const noun = OPERATION_NOUNS[step.operation] ?? { zh: '调用', en: 'call' };
      const named = step.name && step.name !== noun.en ? { zh: `（${step.name}）`, en: ` (${step.name})` } : { zh: '', en: '' };
      return { zh: `第 ${L} 行的${noun.zh}${named.zh}`, en: `the ${noun.en}${named.en} at line ${L}` };
    }
  }
}

/** Library operations (library/types.ts) as the learner would name them. */
const OPERATION_NOUNS: Record<string, Bi> = {
  sort: { zh: '排序', en: 'sort' },
  sorted: { zh: '排序', en: 'sort' },
  contains: { zh: '查找', en: 'search' },
  index_of: { zh: '查找', en: 'search' },
  get: { zh: '查找', en: 'lookup' },
  remove_value: { zh: '删除', en: 'removal' },
  insert_at: { zh: '插入', en: 'insertion' },
  push_front: { zh: '头部插入', en: 'insertion at the front' },
  pop_front: { zh: '头部删除', en: 'removal from the front' },
  scan: { zh: '遍历', en: 'pass over the collection' },
  iterate: { zh: '遍历', en: 'pass over the collection' },
  copy: { zh: '复制', en: 'copy' },
  slice: { zh: '切片复制', en: 'slice copy' },
  heapify: { zh: '建堆', en: 'heapify' },
  heap_push: { zh: '入堆', en: 'heap push' },
  heap_pop: { zh: '出堆', en: 'heap pop' },
  binary_search: { zh: '二分查找', en: 'binary search' },
  ordered: { zh: '有序集合操作', en: 'ordered-set operation' },
  digits: { zh: '逐位处理', en: 'digit loop' },
  parse: { zh: '解析', en: 'parse' },
};

/** Why the time is what it is, as a phrase ("the loop at line 7 inside the loop at line 5"), or null. */
export function timeCauseText(cause: TimeCause | null): Bi | null {
  return cause ? chain(cause.steps) : null;
}

/** What takes the space, as a phrase ("sums, created at line 3"), or null. */
export function spaceCauseText(cause: SpaceCause | null): Bi | null {
  return cause ? storage(cause) : null;
}
