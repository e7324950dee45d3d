// The embedded coach's analysis: complexity from the code analyser, a score from the rule in score.ts, and
// feedback and suggestions written from the analyser's findings with their line numbers.
import type { Lang } from '../../i18n/texts.ts';
import type { AnalyseInput, AnalysisOutput, AlgorithmPattern, CodeLanguage, Complexity, IssueKey } from '../types.ts';
import type { ComplexityClass } from '../analyser/index.ts';
import type { CodeAnalyser } from '../analyser/runner.ts';
import { claimsNote, compareClaims } from './claims.ts';
import { readCode, type CodeFacts } from './code.ts';
import { describeFinding, ruleOf, type FindingText } from '../analyser/rules/index.ts';
import { LANGUAGE_NAMES, PATTERN_NAMES, clip, lines, list, pretty, type Bi } from './names.ts';
import { isPerformanceFinding, isReadabilityFinding, scoreOf, stepsWorse, targetOf, type Target } from './score.ts';
import { TECHNIQUES, techniquesOf } from './techniques.ts';

const COMPLEXITY = /^O\(.+\)$/;
/** The feedback lists this many observations; the rest are counted. */
const MAX_OBSERVATIONS = 10;

/** The class as the learner reads it: the reference's own wording when the class is the same (`O(m*n)`). */
export function shown(detected: ComplexityClass, target: Target, which: 'time' | 'space'): Complexity {
  const text = which === 'time' ? target.timeText : target.spaceText;
  const cls = which === 'time' ? target.time : target.space;
  if (text && detected === cls && COMPLEXITY.test(text) && text.length <= 60) return text;
  return detected;
}

/** One suggestion, with the finding it comes from (null for the general ones). */
export interface Advice {
  suggestion: Bi;
  finding: FindingText | null;
}

export interface Analysed {
  facts: CodeFacts;
  target: Target;
  /** In the order of `output.optimization_suggestions`. */
  advice: Advice[];
  output: AnalysisOutput;
}

export async function analyse(input: AnalyseInput, analyser: CodeAnalyser): Promise<AnalysisOutput> {
  return (await analyseInDetail(input, analyser)).output;
}

export async function analyseInDetail(input: AnalyseInput, analyser: CodeAnalyser): Promise<Analysed> {
  const { problem, code, language, lang } = input;
  const facts = await readCode(code, language, analyser);
  const target = targetOf(problem);
  const { score } = scoreOf(facts, target);
  const texts = facts.findings
    .map((f) => ({ f, text: describeFinding(f, language) }))
    // Performance first (they change the complexity), then readability; each group in line order.
    .sort((a, b) => Number(!isPerformanceFinding(a.f.kind)) - Number(!isPerformanceFinding(b.f.kind)) || a.f.line - b.f.line);

  const time = shown(facts.time, target, 'time');
  const space = shown(facts.space, target, 'space');
  const dt = stepsWorse(facts.time, target.time);
  const ds = stepsWorse(facts.space, target.space);
  const hasPerformanceFinding = texts.some((x) => isPerformanceFinding(x.f.kind));

  // The comments' own claims, set against the classes shown (never used to estimate them).
  const claims = compareClaims(facts.claims, { text: time, class: facts.time, cause: facts.timeCause }, { text: space, class: facts.space, cause: facts.spaceCause }, lang);
  const paragraphs: Bi[] = [verdict(time, space, facts, target, dt, ds)];
  const claimed = claimsNote(claims);
  if (claimed) paragraphs.push(claimed);
  const praise = techniquesPraise(facts);
  if (praise) paragraphs.push(praise);
  if (texts.length) {
    const listed = texts.slice(0, MAX_OBSERVATIONS);
    const more = texts.length - listed.length;
    paragraphs.push({
      zh: `需要注意的地方：\n${listed.map((x) => `- ${x.text.observation.zh}`).join('\n')}${more > 0 ? `\n- 另外还有 ${more} 处类似的问题。` : ''}`,
      en: `What to look at:\n${listed.map((x) => `- ${x.text.observation.en}`).join('\n')}${more > 0 ? `\n- …and ${more} more like these.` : ''}`,
    });
  } else if (dt > 0) {
    paragraphs.push({
      zh: '我没能把多出来的时间归到某一行代码上；可以对照题目标签提示的思路，看看哪一步在重复做同样的工作。',
      en: 'I could not pin the extra time on a single line; compare your approach with the technique the problem’s tags point to, and look for a step that repeats the same work.',
    });
  }
  const readable = readabilityNote(facts);
  if (readable) paragraphs.push(readable);
  const method = methodNote(facts, language);
  if (method) paragraphs.push(method);
  paragraphs.push(closing(score));

  const advice: Advice[] = texts.map((x) => ({ suggestion: x.text.suggestion, finding: x.text }));
  // Slower than the target: the technique the problem calls for — first when no line explains it, after the
  // line-level suggestions when those may not reach the target on their own (a nested scan's hash map and a
  // recursion's memo already are the technique).
  const selfSufficient = texts.some((x) => ruleOf(x.f.kind).changesApproach);
  if (dt > 0 && !hasPerformanceFinding) advice.unshift({ suggestion: genericTimeSuggestion(input, target), finding: null });
  else if (dt > 0 && !selfSufficient) advice.push({ suggestion: genericTimeSuggestion(input, target), finding: null });
  if (ds > 0 && !hasPerformanceFinding) advice.push({ suggestion: genericSpaceSuggestion(target), finding: null });
  const kept = advice.slice(0, 20);

  const issues: IssueKey[] = [];
  if (dt > 0) issues.push('suboptimal_time');
  if (ds > 0) issues.push('suboptimal_space');
  for (const f of facts.findings) if (!issues.includes(f.kind)) issues.push(f.kind);

  const patterns: AlgorithmPattern[] = [];
  for (const t of facts.techniques) if (!patterns.includes(t.kind)) patterns.push(t.kind);

  const output: AnalysisOutput = {
    score,
    time_complexity: time,
    space_complexity: space,
    feedback: clip(paragraphs.map((p) => p[lang]).join('\n\n'), 10_000),
    optimization_suggestions: kept.map((a) => clip(a.suggestion[lang], 2000)),
    estimate: facts.estimate,
    complexity_claims: claims,
    patterns,
    issues,
    provider: 'embedded',
  };
  return { facts, target, advice: kept, output };
}

function verdict(time: string, space: string, facts: CodeFacts, target: Target, dt: number, ds: number): Bi {
  const T = pretty(time);
  const S = pretty(space);
  const RT = pretty(shown(target.time, target, 'time'));
  const RS = pretty(shown(target.space, target, 'space'));
  const usual = target.source === 'usual';
  if (dt === 0 && ds === 0) {
    const faster = stepsWorse(target.time, facts.time) > 0;
    if (usual) {
      return {
        zh: `做得很好：时间 ${T}、额外空间 ${S}，已经达到这类题通常需要的复杂度。`,
        en: `Well done: ${T} time and ${S} extra space — what problems of this kind usually need.`,
      };
    }
    return faster
      ? {
          zh: `做得很好：时间 ${T}、额外空间 ${S}，比参考解法的 ${RT} 还要快——记得确认所有边界情况都处理到了。`,
          en: `Well done: ${T} time and ${S} extra space, even faster than the reference’s ${RT} — make sure every edge case is covered.`,
        }
      : {
          zh: `做得很好：时间 ${T}、额外空间 ${S}，与这道题的参考解法一样好。`,
          en: `Well done: ${T} time and ${S} extra space — as good as the reference solution for this problem.`,
        };
  }
  if (dt > 0) {
    const where = usual ? { zh: `这类题通常可以做到 ${RT}`, en: `problems of this kind are usually solved in ${RT}` } : { zh: `这道题可以做到 ${RT}`, en: `this problem can be solved in ${RT}` };
    return {
      zh: `代码能通过，时间复杂度是 ${T}、额外空间 ${S}；而${where.zh}${ds > 0 ? `，额外空间 ${RS} 就够` : ''}。下面具体说说可以改进的地方。`,
      en: `The solution works, but it takes ${T} time with ${S} extra space, while ${where.en}${ds > 0 ? ` with ${RS} extra space` : ''}. Here is where to improve.`,
    };
  }
  return {
    zh: `时间 ${T} 已经达到${usual ? '这类题通常的水平' : '参考解法的水平'}；额外空间用了 ${S}，其实 ${RS} 就够了。`,
    en: `${T} time is already ${usual ? 'what problems of this kind usually need' : 'as good as the reference'}; the extra space is ${S}, where ${RS} is enough.`,
  };
}

function techniquesPraise(facts: CodeFacts): Bi | null {
  const shownKinds = facts.techniques.filter((t) => t.kind !== 'recursion' || facts.techniques.length === 1).slice(0, 4);
  if (!shownKinds.length) return null;
  const items = shownKinds.map((t) => {
    const name = PATTERN_NAMES[t.kind];
    const at = lines(t.line);
    return { zh: `${name.zh}（${at.zh}）`, en: `${name.en.toLowerCase()} (${at.en})` };
  });
  const joined = list(items);
  return { zh: `用到的技巧：${joined.zh}。`, en: `Techniques you use: ${joined.en}.` };
}

function readabilityNote(facts: CodeFacts): Bi | null {
  if (facts.findings.some((f) => isReadabilityFinding(f.kind))) return null;
  // An estimate from loop nesting alone did not read names or functions: it has nothing to praise.
  if (facts.estimate.reason === 'time_budget' || facts.estimate.reason === 'analyser_failed' || facts.estimate.reason === 'beyond_analyser') return null;
  if (facts.readability.lines === 0) return null;
  const depth = facts.readability.maxNesting;
  return {
    zh: `可读性不错：嵌套最多 ${depth} 层，命名清楚${facts.readability.longestFunctionLines > 0 ? `，最长的函数 ${facts.readability.longestFunctionLines} 行` : ''}。`,
    en: `Readability is good: nesting stays at ${depth} level${depth === 1 ? '' : 's'} at most and the names are clear${facts.readability.longestFunctionLines > 0 ? `; the longest function is ${facts.readability.longestFunctionLines} lines` : ''}.`,
  };
}

/** Says when the estimate is rough, and why, so the learner knows how far to trust it. */
function methodNote(facts: CodeFacts, language: CodeLanguage): Bi | null {
  const name = LANGUAGE_NAMES[language];
  switch (facts.estimate.reason) {
    case 'no_grammar':
      return {
        zh: `说明：${name} 代码的复杂度是根据循环和递归的结构粗略估计的（没有完整的语法分析），请把它当作参考。`,
        en: `Note: for ${name}, the complexity is a rougher estimate from the loop and recursion structure (no full syntax analysis), so treat it as a guide.`,
      };
    case 'beyond_analyser':
      return {
        zh: '说明：这段代码超出了分析器的处理能力，复杂度只按循环嵌套的层数估计。',
        en: 'Note: this code went beyond what the analyser can follow, so the complexity is estimated from loop nesting alone.',
      };
    case 'time_budget':
      return {
        zh: '说明：这段代码的分析超出了时间限制，复杂度只按循环嵌套的层数粗略估计，请把它当作参考。',
        en: 'Note: analysing this code ran past its time limit, so the complexity is a rough estimate from loop nesting alone; treat it as a guide.',
      };
    case 'analyser_failed':
      return {
        zh: '说明：分析器在这段代码上出了问题，复杂度只按循环嵌套的层数粗略估计，请把它当作参考。',
        en: 'Note: the analyser failed on this code, so the complexity is a rough estimate from loop nesting alone; treat it as a guide.',
      };
    case 'syntax_errors':
      return language === 'c'
        ? {
            zh: '说明：C 代码是借用 C++ 的语法来解析的，有些写法没能识别，估计结果不如其他语言可靠。',
            en: 'Note: C code is read with the C++ grammar and some of it was not recognised, so the estimate is rougher than for other languages.',
          }
        : {
            zh: '说明：有一部分代码没能解析（可能有语法错误或不常见的写法），以上估计是尽力而为。',
            en: 'Note: part of the code could not be parsed (a syntax error or an unusual construct), so this is a best-effort estimate.',
          };
    default:
      return null;
  }
}

function closing(score: number): Bi {
  if (score >= 5) return { zh: '继续保持！', en: 'Keep it up!' };
  if (score === 4) return { zh: '已经很接近最优了，处理好上面几点就更完善了。', en: 'Very close — take care of the points above and it is excellent.' };
  return { zh: '思路已经跑通了，按上面的建议改一改，再提交一次试试。', en: 'You have a working solution; apply the suggestions above and try again.' };
}

function genericTimeSuggestion(input: AnalyseInput, target: Target): Bi {
  const [main] = techniquesOf(input.problem);
  const t = main ? TECHNIQUES[main] : null;
  const RT = pretty(shown(target.time, target, 'time'));
  if (!t) return { zh: `目标是 ${RT}：找出重复做同样工作的那一步，想办法只做一次。`, en: `Aim for ${RT}: find the step that repeats the same work and do it once.` };
  return {
    zh: `目标是 ${RT}：这道题的关键技巧是${t.name.zh}——${t.idea.zh}。`,
    en: `Aim for ${RT}: the key technique here is ${t.name.en} — ${t.idea.en}.`,
  };
}

function genericSpaceSuggestion(target: Target): Bi {
  const RS = pretty(shown(target.space, target, 'space'));
  return {
    zh: `额外空间可以降到 ${RS}：看看哪些数组、拷贝或表只用到了最近的一部分，能否换成几个变量（例如动态规划只保留上一行）。`,
    en: `Extra space can come down to ${RS}: check which arrays, copies or tables are only read near the current position, and keep just a few variables instead (for dynamic programming, only the previous row).`,
  };
}

export function langOf(lang: Lang): Lang {
  return lang === 'en' ? 'en' : 'zh';
}
