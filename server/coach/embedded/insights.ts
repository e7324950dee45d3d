// Insights written from the learner's own figures: how the scores are moving, the strongest and weakest
// categories, habits (languages, streak, difficulty mix, recurring issues), and what to practise next, with
// problems recommended from the candidates the service offers.
import type { InsightsInput, InsightsOutput, LearnerStats, ProblemCategory } from '../types.ts';
import type { Schemas } from '../../contract/index.ts';
import { CATEGORY_NAMES, LANGUAGE_NAMES, capitalise, clip, issueName, type Bi } from './names.ts';
import { strongestCategory, weakestCategory } from './plan.ts';

type Insight = Schemas['AiInsight'];

function fmt(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}

const DIFFICULTY_NAME: Record<string, Bi> = { Easy: { zh: '简单', en: 'Easy' }, Medium: { zh: '中等', en: 'Medium' }, Hard: { zh: '困难', en: 'Hard' } };

export function insights(input: InsightsInput): InsightsOutput {
  const { stats, lang } = input;
  const out: { kind: Insight['kind']; title: Bi; detail: Bi }[] = [];
  const weakest = weakestCategory(stats);
  const strongest = strongestCategory(stats);

  if (stats.submissions === 0) {
    const recommended = recommend(input, null);
    const summary: Bi = {
      zh: '你还没有提交过题目。从几道简单题开始，做完一题就提交分析，教练会根据你的结果给出更具体的建议。',
      en: 'You have not submitted anything yet. Start with a few Easy problems and submit each one for analysis; the coach will have more specific advice once there are results.',
    };
    return {
      summary: summary[lang],
      insights: [
        {
          kind: 'suggestion',
          title: lang === 'zh' ? '从简单题起步' : 'Start with Easy problems',
          detail: lang === 'zh' ? '先做 3 道简单题，熟悉提交和分析的流程，再逐步尝试中等题。' : 'Do three Easy problems to get used to submitting and reading the analysis, then move on to Medium ones.',
        },
      ],
      recommendedProblemIds: recommended,
    };
  }

  // Trend.
  if (stats.trend === 'improving') {
    out.push({ kind: 'strength', title: { zh: '分数在上升', en: 'Your scores are rising' }, detail: { zh: `最近的提交得分呈上升趋势${stats.averageScore !== null ? `，目前平均 ${fmt(stats.averageScore)} 分` : ''}。保持现在的节奏。`, en: `Your recent submissions score higher and higher${stats.averageScore !== null ? `; the average is now ${fmt(stats.averageScore)}` : ''}. Keep this rhythm.` } });
  } else if (stats.trend === 'declining') {
    out.push({ kind: 'weakness', title: { zh: '最近分数有所下滑', en: 'Scores have dipped lately' }, detail: { zh: '最近几次提交的分数比之前低。可以放慢一点：提交前先想清楚复杂度，再对照分析里的建议改一改。', en: 'Your latest submissions score lower than before. Slow down a little: work out the complexity before submitting, and apply the analysis’s suggestions.' } });
  } else if (stats.averageScore !== null) {
    out.push({ kind: 'habit', title: { zh: '发挥稳定', en: 'Steady results' }, detail: { zh: `最近的分数比较平稳，平均 ${fmt(stats.averageScore)} 分。想再进一步，可以挑战稍难一点的题。`, en: `Your scores are steady, averaging ${fmt(stats.averageScore)}. To move up, take on slightly harder problems.` } });
  }

  if (strongest && (!weakest || strongest.category !== weakest.category)) {
    const n = CATEGORY_NAMES[strongest.category];
    out.push({ kind: 'strength', title: { zh: `擅长：${n.zh}`, en: `Strong in ${n.en}` }, detail: { zh: `${n.zh}是你得分最高的类别（平均 ${fmt(strongest.average)} 分）。`, en: `${capitalise(n.en)} is your best category (avg ${fmt(strongest.average)}).` } });
  }
  if (weakest) {
    const n = CATEGORY_NAMES[weakest.category];
    out.push({ kind: 'weakness', title: { zh: `薄弱：${n.zh}`, en: `Weakest: ${n.en}` }, detail: { zh: `${n.zh}是你目前最薄弱的类别（平均 ${fmt(weakest.average)} 分）。先复习这一类的基本思路，再做几道同类题巩固。`, en: `${capitalise(n.en)} is your weakest category so far (avg ${fmt(weakest.average)}). Revisit its core idea, then do a few more problems of the kind.` } });
  }

  // Habits: languages, streak, difficulty mix, recurring issues.
  const languages = countBy(stats.recent.map((r) => r.language));
  const [topLanguage, topCount] = languages[0] ?? [];
  if (topLanguage && topCount && stats.recent.length >= 3) {
    const name = LANGUAGE_NAMES[topLanguage as keyof typeof LANGUAGE_NAMES] ?? topLanguage;
    out.push(
      languages.length === 1
        ? { kind: 'habit', title: { zh: `主要使用 ${name}`, en: `You write ${name}` }, detail: { zh: `最近 ${stats.recent.length} 次提交都用的是 ${name}。`, en: `All of your last ${stats.recent.length} submissions are in ${name}.` } }
        : { kind: 'habit', title: { zh: `常用 ${name}`, en: `Mostly ${name}` }, detail: { zh: `最近 ${stats.recent.length} 次提交中有 ${topCount} 次用的是 ${name}，一共用了 ${languages.length} 种语言。`, en: `${topCount} of your last ${stats.recent.length} submissions are in ${name}, across ${languages.length} languages.` } },
    );
  }
  if (stats.currentStreak >= 3) {
    out.push({ kind: 'habit', title: { zh: `连续练习 ${stats.currentStreak} 天`, en: `${stats.currentStreak}-day streak` }, detail: { zh: '每天坚持练习是最有效的习惯，继续保持。', en: 'Practising every day is the habit that pays off most; keep it going.' } });
  } else if (stats.currentStreak === 0 && stats.submissions > 0) {
    out.push({ kind: 'habit', title: { zh: '今天还没练习', en: 'No practice today yet' }, detail: { zh: '每天做一道题，比偶尔集中做很多题效果更好。', en: 'One problem a day works better than many problems once in a while.' } });
  }
  const issues = countBy(stats.recent.flatMap((r) => [...new Set(r.issues)]));
  const [topIssue, issueCount] = issues[0] ?? [];
  if (topIssue && issueCount && issueCount >= 2) {
    const name = issueName(topIssue);
    out.push({ kind: 'weakness', title: { zh: `反复出现：${name.zh}`, en: `Recurring: ${name.en}` }, detail: { zh: `最近 ${stats.recent.length} 次提交中有 ${issueCount} 次被指出“${name.zh}”。下次提交前专门检查一下这一点。`, en: `${issueCount} of your last ${stats.recent.length} submissions were flagged for “${name.en}”. Check for it before you submit next time.` } });
  }
  const byDifficulty = new Map(stats.difficulties.map((d) => [d.difficulty, d]));
  const easy = byDifficulty.get('Easy');
  const medium = byDifficulty.get('Medium');
  const hard = byDifficulty.get('Hard');
  let next: 'Medium' | 'Hard' | null = null;
  if (easy && easy.solved >= 5 && (easy.averageScore ?? 0) >= 4 && (medium?.solved ?? 0) < 3) next = 'Medium';
  else if (medium && medium.solved >= 10 && (medium.averageScore ?? 0) >= 4 && (hard?.solved ?? 0) < 2) next = 'Hard';
  if (next) {
    const d = DIFFICULTY_NAME[next]!;
    out.push({ kind: 'suggestion', title: { zh: `可以挑战${d.zh}题了`, en: `Ready for ${d.en} problems` }, detail: { zh: `你在较低难度上的表现很稳定，下一步多做一些${d.zh}题。`, en: `You do well at the level below; take on more ${d.en} problems next.` } });
  }

  // What to practise next.
  const recommended = recommend(input, weakest?.category ?? null);
  const names = recommended.map((id) => input.candidates.find((c) => c.id === id)).filter((c): c is InsightsInput['candidates'][number] => !!c);
  if (names.length) {
    const first = names.slice(0, 2);
    const focus = weakest ? CATEGORY_NAMES[weakest.category] : null;
    out.push({
      kind: 'suggestion',
      title: focus ? { zh: `下一步：练习${focus.zh}`, en: `Next: practise ${focus.en}` } : { zh: '下一步练什么', en: 'What to practise next' },
      detail: {
        zh: `推荐先做${first.map((c) => `第 ${c.frontendId} 题「${c.title.zh}」`).join('和')}。`,
        en: `Start with ${first.map((c) => `#${c.frontendId} ${c.title.en}`).join(' and ')}.`,
      },
    });
  }

  const summary = summaryOf(stats, weakest, strongest);
  return {
    summary: clip(summary[lang], 2000),
    insights: out.slice(0, 10).map((i) => ({ kind: i.kind, title: clip(i.title[lang], 200), detail: clip(i.detail[lang], 2000) })),
    recommendedProblemIds: recommended,
  };
}

function summaryOf(stats: LearnerStats, weakest: { category: ProblemCategory; average: number } | null, strongest: { category: ProblemCategory; average: number } | null): Bi {
  const trend: Bi = stats.trend === 'improving' ? { zh: '分数在上升', en: 'your scores are rising' } : stats.trend === 'declining' ? { zh: '最近分数有所下滑', en: 'your scores have dipped lately' } : { zh: '分数比较稳定', en: 'your scores are steady' };
  const avg = stats.averageScore !== null ? { zh: `，平均 ${fmt(stats.averageScore)} 分`, en: `, averaging ${fmt(stats.averageScore)}` } : { zh: '', en: '' };
  const parts: Bi[] = [
    {
      zh: `你已经解决了 ${stats.solved} 道题，共提交 ${stats.submissions} 次${avg.zh}，${trend.zh}。`,
      en: `You have solved ${stats.solved} problem${stats.solved === 1 ? '' : 's'} in ${stats.submissions} submission${stats.submissions === 1 ? '' : 's'}${avg.en}, and ${trend.en}.`,
    },
  ];
  if (strongest && weakest && strongest.category !== weakest.category) {
    const s = CATEGORY_NAMES[strongest.category];
    const w = CATEGORY_NAMES[weakest.category];
    parts.push({ zh: `最擅长${s.zh}（平均 ${fmt(strongest.average)} 分），最薄弱的是${w.zh}（平均 ${fmt(weakest.average)} 分），接下来重点练习${w.zh}。`, en: `You are strongest in ${s.en} (avg ${fmt(strongest.average)}) and weakest in ${w.en} (avg ${fmt(weakest.average)}), so ${w.en} is the place to practise next.` });
  } else if (weakest) {
    const w = CATEGORY_NAMES[weakest.category];
    parts.push({ zh: `目前最薄弱的是${w.zh}（平均 ${fmt(weakest.average)} 分），接下来重点练习它。`, en: `Your weakest category is ${w.en} (avg ${fmt(weakest.average)}), so practise it next.` });
  }
  return { zh: parts.map((p) => p.zh).join(''), en: parts.map((p) => p.en).join(' ') };
}

function recommend(input: InsightsInput, weakest: ProblemCategory | null): string[] {
  const views = new Map(input.stats.categories.map((c) => [c.category, c.averageScore]));
  const level = input.stats.skillLevel;
  const fit = (d: string) => ({ beginner: { Easy: 1, Medium: 0.3, Hard: -1 }, intermediate: { Easy: 0.2, Medium: 1, Hard: 0 }, advanced: { Easy: -0.3, Medium: 0.6, Hard: 1 } })[level][d as 'Easy'] ?? 0;
  const scored = input.candidates.map((c, i) => {
    const avg = views.get(c.category);
    const weakness = c.category === weakest ? 3 : avg != null ? (5 - avg) / 2 : 0.8;
    return { id: c.id, p: weakness + fit(c.difficulty) - i * 0.001 };
  });
  scored.sort((a, b) => b.p - a.p);
  return [...new Set(scored.map((s) => s.id))].slice(0, 5);
}

function countBy(values: string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
}
