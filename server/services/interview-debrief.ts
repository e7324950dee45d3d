// What to say aloud next time, per problem of an ended interview session: a few sentences written from the facts
// of how it went (submitted or not, the complexity claimed against the one found, the one found against the
// reference, the time it took), in the learner's language. Pure: the service hands in the facts.
import { compareComplexity, complexityClassOf } from '../coach/analyser/index.ts';
import type { Schemas } from '../contract/index.ts';
import type { Lang } from '../i18n/texts.ts';

export interface DebriefFacts {
  analysis?: Schemas['InterviewAnalysis'];
  /** The problem's reference complexity as written, when the catalogue has one. */
  referenceTime?: string;
  timeUsedSeconds: number;
  /** The session's time divided by its problems: what one problem could take. */
  shareSeconds: number;
}

type Line = Record<Lang, string>;

export function sayAloud(facts: DebriefFacts, lang: Lang): string[] {
  const lines: Line[] = [];
  const { analysis, referenceTime } = facts;
  if (!analysis) {
    lines.push({
      en: 'Before coding, say the brute force and its cost out loud; an interviewer can help once they hear your plan.',
      zh: '动手写代码之前，先把暴力解法和它的代价说出来；面试官听到你的思路才能帮你。',
    });
    if (referenceTime) {
      lines.push({
        en: `The reference runs in ${referenceTime}; say which repeated work your first idea does and how to keep its result instead of redoing it.`,
        zh: `参考解法是 ${referenceTime}；说出你最初的想法里哪些工作是重复的，以及怎样保留结果而不是重算。`,
      });
    }
  } else {
    const claim = analysis.complexity_claims.find((c) => c.kind === 'time');
    if (!claim) {
      lines.push({
        en: `You did not state the complexity: when you finish, say "${analysis.time_complexity} time, ${analysis.space_complexity} space" and which part of the code decides it.`,
        zh: `你没有说出复杂度：写完后先说“时间 ${analysis.time_complexity}，空间 ${analysis.space_complexity}”，并说明是哪一部分代码决定了它。`,
      });
    } else if (!claim.agrees) {
      const at = claim.cost_line ? { en: ` at line ${claim.cost_line}`, zh: `第 ${claim.cost_line} 行` } : { en: '', zh: '' };
      lines.push({
        en: `You said ${claim.claimed} but the code is ${claim.detected}: walk through the work${at.en} aloud before you state a bound.`,
        zh: `你说的是 ${claim.claimed}，但代码实际是 ${claim.detected}：先把${at.zh ? `${at.zh}的` : ''}工作量口头走一遍，再给出复杂度。`,
      });
    } else {
      lines.push({
        en: `You stated ${claim.claimed} and the analysis agrees; say it again, then name the ${analysis.space_complexity} space before you are asked.`,
        zh: `你说的 ${claim.claimed} 与分析一致；下次继续这样说，并在被问到之前说出空间复杂度 ${analysis.space_complexity}。`,
      });
    }
    const found = complexityClassOf(analysis.time_complexity);
    const reference = referenceTime ? complexityClassOf(referenceTime) : null;
    if (found && reference && referenceTime) {
      if (compareComplexity(found, reference) > 0) {
        lines.push({
          en: `The reference is ${referenceTime}, yours ${analysis.time_complexity}: say which repeated work a better structure would avoid, even when there is no time left to code it.`,
          zh: `参考解法是 ${referenceTime}，你的是 ${analysis.time_complexity}：即使来不及写，也要说出更好的数据结构能省掉哪些重复工作。`,
        });
      } else {
        lines.push({
          en: `Your solution reaches the reference ${referenceTime}; say why nothing faster exists (what every input element costs at least).`,
          zh: `你的解法达到了参考复杂度 ${referenceTime}；说明为什么不可能更快（每个输入元素至少要付出什么代价）。`,
        });
      }
    }
    if (analysis.score <= 2) {
      lines.push({
        en: 'Name the edge cases aloud (empty input, duplicates, the largest values) and test one by hand before you submit.',
        zh: '提交之前把边界情况说出来（空输入、重复元素、最大值），并手动走一遍其中一个。',
      });
    }
  }
  if (facts.timeUsedSeconds > facts.shareSeconds) {
    const used = Math.round(facts.timeUsedSeconds / 60);
    const share = Math.round(facts.shareSeconds / 60);
    lines.push({
      en: `This one took ${used} min of a ${share}-min share: state your plan in the first five minutes and check it with the interviewer before coding.`,
      zh: `这道题用了 ${used} 分钟（平均每题 ${share} 分钟）：前五分钟就说出你的计划，和面试官确认后再写代码。`,
    });
  }
  return lines.map((line) => line[lang]);
}
