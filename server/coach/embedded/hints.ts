// Levelled hints: 1 a nudge, 2 the technique, 3 the approach in steps — never the whole solution, never code.
// A catalogue problem's own three hint texts are used as written (level 2 also names the data structure in the
// learner's programming language); a problem without them (synced from LeetCode) gets hints written from its
// category, tags and difficulty.
import type { HintInput } from '../types.ts';
import { CATEGORY_NAMES, LANGUAGE_NAMES, clip, pretty, sp, type Bi } from './names.ts';
import { targetOf } from './score.ts';
import { STRUCTURES, TECHNIQUES, techniquesOf, type TechniqueKey } from './techniques.ts';

const DIFFICULTY: Record<string, Bi> = {
  Easy: { zh: '简单', en: 'an Easy' },
  Medium: { zh: '中等', en: 'a Medium' },
  Hard: { zh: '困难', en: 'a Hard' },
};

export function hint(input: HintInput): string {
  const { problem, level, language, lang } = input;
  const techniques = techniquesOf(problem);
  const main: TechniqueKey = techniques[0] ?? 'array';
  const t = TECHNIQUES[main];
  const own = problem.hints[level - 1]?.[lang]?.trim();
  const structure = t.structure ? STRUCTURES[t.structure][language] : null;
  const structureNote: Bi | null = structure
    ? { zh: `在 ${LANGUAGE_NAMES[language]} 中，对应的数据结构是${sp(structure.zh).trimEnd()}。`, en: `In ${LANGUAGE_NAMES[language]}, the structure for it is ${structure.en}.` }
    : null;

  if (own) {
    if (level === 2 && structureNote && !mentionsStructure(own, structure)) return clip(`${own}\n\n${structureNote[lang]}`, 4000);
    return clip(own, 4000);
  }

  const parts: Bi[] = [];
  if (level === 1) {
    const d = DIFFICULTY[problem.difficulty] ?? DIFFICULTY.Medium!;
    const c = CATEGORY_NAMES[problem.category];
    parts.push({ zh: `这是一道${c.zh}类的${d.zh}题。`, en: `This is ${d.en} ${c.en} problem.` });
    parts.push(t.nudge);
  } else if (level === 2) {
    parts.push(t.technique);
    if (structureNote) parts.push(structureNote);
    const others = techniques.slice(1).filter((k) => k !== 'array' && k !== 'string').slice(0, 2);
    if (others.length) {
      const names = others.map((k) => TECHNIQUES[k].name);
      parts.push({ zh: `题目标签还提到了：${names.map((n) => n.zh).join('、')}。`, en: `The tags also mention ${names.map((n) => n.en).join(' and ')}.` });
    }
  } else {
    const target = targetOf(problem);
    parts.push({ zh: `思路可以分几步：`, en: `The approach, step by step:` });
    parts.push({ zh: t.steps.map((s, i) => `${i + 1}. ${s.zh}`).join('\n'), en: t.steps.map((s, i) => `${i + 1}. ${s.en}`).join('\n') });
    const aim = target.source === 'reference' ? { zh: '参考解法', en: 'The reference solution' } : { zh: '这类题通常', en: 'Problems like this usually' };
    parts.push(
      target.source === 'reference'
        ? { zh: `${aim.zh}的复杂度：时间 ${pretty(target.timeText ?? target.time)}，额外空间 ${pretty(target.spaceText ?? target.space)}。`, en: `${aim.en} runs in ${pretty(target.timeText ?? target.time)} time with ${pretty(target.spaceText ?? target.space)} extra space.` }
        : { zh: `${aim.zh}可以做到时间 ${pretty(target.time)}、额外空间 ${pretty(target.space)}。`, en: `${aim.en} run in ${pretty(target.time)} time with ${pretty(target.space)} extra space.` },
    );
    parts.push({ zh: '先自己把每一步写出来，卡住了再回头对照。', en: 'Try writing each step yourself first, and come back to this list when you get stuck.' });
  }
  // Chinese sentences follow each other without spaces.
  return clip(parts.map((p) => p[lang]).join(level === 3 ? '\n' : lang === 'zh' ? '' : ' '), 4000);
}

/** The hint already names a structure of that family (dict, HashMap, Map…), in any language. */
function mentionsStructure(text: string, structure: Bi | null): boolean {
  if (!structure) return true;
  const words = `${structure.zh} ${structure.en}`.match(/[A-Za-z_.]{3,}/g) ?? [];
  return words.some((w) => !['the', 'and', 'small', 'your', 'own', 'plain', 'array', 'with', 'head', 'index', 'module', 'package'].includes(w.toLowerCase()) && text.includes(w));
}
