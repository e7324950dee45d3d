// The embedded smart plan: picks from the candidates the plan service offers, weighted toward reviews that are due
// (more so when overdue or badly scored) and new problems in the learner's weak categories, at a difficulty that
// suits their level, and spread over categories. Each pick says why, in both languages, with the learner's own
// figures; a short summary says what the plan focuses on.
import type { LearnerStats, LocalizedText, PlanCandidate, ProblemCategory, SmartPlanInput, SmartPlanOutput } from '../types.ts';
import { CATEGORY_NAMES, capitalise, clip, list, type Bi } from './names.ts';

/** Words in a goal note that ask for a category (the note is data: only these words are read from it). */
const NOTE_WORDS: [RegExp, ProblemCategory][] = [
  [/dynamic programming|\bdp\b|动态规划|动规/i, 'dynamic_programming'],
  [/graph|图论|\b图\b|bfs|dfs|广度|深度优先/i, 'graph'],
  [/tree|二叉树|\b树\b/i, 'tree'],
  [/binary search|二分/i, 'binary_search'],
  [/sliding window|滑动窗口/i, 'sliding_window'],
  [/two pointers?|双指针/i, 'two_pointers'],
  [/linked list|链表/i, 'linked_list'],
  [/backtrack|回溯/i, 'backtracking'],
  [/greedy|贪心/i, 'greedy'],
  [/heap|priority queue|堆|优先队列/i, 'heap'],
  [/hash|哈希/i, 'hash_table'],
  [/stack|\b栈\b/i, 'stack'],
  [/string|字符串/i, 'string'],
  [/sort|排序/i, 'sorting'],
  [/bit|位运算/i, 'bit_manipulation'],
  [/math|数学/i, 'math'],
  [/array|数组/i, 'array'],
];

export function categoriesAskedFor(note: string | undefined): Set<ProblemCategory> {
  const out = new Set<ProblemCategory>();
  if (!note) return out;
  const text = note.slice(0, 2000);
  for (const [re, category] of NOTE_WORDS) if (re.test(text)) out.add(category);
  return out;
}

const FIT: Record<LearnerStats['skillLevel'], Record<string, number>> = {
  beginner: { Easy: 0.6, Medium: 0, Hard: -1 },
  intermediate: { Easy: 0, Medium: 0.5, Hard: -0.2 },
  advanced: { Easy: -0.4, Medium: 0.3, Hard: 0.5 },
};

interface CategoryView {
  average: number | null;
  attempted: number;
}

function categoryViews(stats: LearnerStats): Map<ProblemCategory, CategoryView> {
  return new Map(stats.categories.map((c) => [c.category, { average: c.averageScore, attempted: c.attempted }]));
}

/** The category with the lowest average score among those attempted (ties: fewer solved). */
export function weakestCategory(stats: LearnerStats): { category: ProblemCategory; average: number } | null {
  const scored = stats.categories.filter((c) => c.averageScore !== null && c.attempted > 0);
  scored.sort((a, b) => a.averageScore! - b.averageScore! || a.solved - b.solved);
  const first = scored[0];
  return first ? { category: first.category, average: first.averageScore! } : null;
}

export function strongestCategory(stats: LearnerStats): { category: ProblemCategory; average: number } | null {
  const scored = stats.categories.filter((c) => c.averageScore !== null && c.attempted > 0);
  if (scored.length < 2) return null;
  scored.sort((a, b) => b.averageScore! - a.averageScore! || b.solved - a.solved);
  const first = scored[0];
  return first ? { category: first.category, average: first.averageScore! } : null;
}

function fmt(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}

/** 2026-11-14T… → 11-14. */
function monthDay(iso: string | undefined): string | null {
  if (!iso) return null;
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[1]}-${m[2]}` : null;
}

function priority(c: PlanCandidate, stats: LearnerStats, views: Map<ProblemCategory, CategoryView>, asked: Set<ProblemCategory>): number {
  const cat = c.problem.category;
  const fit = FIT[stats.skillLevel]?.[c.problem.difficulty] ?? 0;
  const wanted = asked.has(cat) ? 1.5 : 0;
  if (c.kind === 'review') {
    const overdue = Math.max(0, c.overdueDays ?? 0);
    const low = c.lastScore === undefined ? 1 : (5 - c.lastScore) / 2;
    return 2 + Math.min(overdue, 14) / 7 + low + wanted;
  }
  const view = views.get(cat);
  // Weakness: the plan service's figure when given, else from the category's average; unknown categories sit in
  // the middle, a little above known strong ones, so that new ground gets explored.
  const weakness = c.categoryWeakness ?? (view?.average != null ? (5 - view.average) / 4 : 0.5);
  return 1 + 2 * weakness + fit + wanted;
}

function reviewReason(c: PlanCandidate): Bi {
  const when = monthDay(c.lastSubmittedAt);
  const score = c.lastScore;
  const overdue = c.overdueDays;
  const scored: Bi =
    score !== undefined
      ? when
        ? { zh: `你在 ${when} 得了 ${score} 分`, en: `you scored ${score} on ${when}` }
        : { zh: `上次得了 ${score} 分`, en: `you last scored ${score}` }
      : when
        ? { zh: `上次做是在 ${when}`, en: `last done on ${when}` }
        : { zh: '到了复习时间', en: 'it is time to revisit it' };
  const due: Bi | null =
    overdue === undefined ? null : overdue > 0 ? { zh: `已超期 ${overdue} 天`, en: `due ${overdue} day${overdue === 1 ? '' : 's'} ago` } : overdue === 0 ? { zh: '今天到期', en: 'due today' } : null;
  return {
    zh: `复习：${scored.zh}${due ? `，${due.zh}` : ''}`,
    en: `Review: ${scored.en}${due ? `, ${due.en}` : ''}`,
  };
}

function newReason(c: PlanCandidate, stats: LearnerStats, views: Map<ProblemCategory, CategoryView>, weakest: ProblemCategory | null, asked: Set<ProblemCategory>): Bi {
  const cat = c.problem.category;
  const name = CATEGORY_NAMES[cat];
  const view = views.get(cat);
  if (asked.has(cat)) return { zh: `新题：按你的要求练习${name.zh}`, en: `New: ${name.en}, as you asked` };
  if (cat === weakest && view?.average != null) return { zh: `新题：${name.zh}是你最薄弱的类别（平均 ${fmt(view.average)} 分）`, en: `New: ${name.en} is your weakest category (avg ${fmt(view.average)})` };
  if (view?.average != null && view.average < 3.5) return { zh: `新题：${name.zh}还需要加强（平均 ${fmt(view.average)} 分）`, en: `New: ${name.en} needs more practice (avg ${fmt(view.average)})` };
  if (!view || view.attempted === 0) return { zh: `新题：你还没练过${name.zh}`, en: `New: you have not tried ${name.en} yet` };
  const level: Bi = { zh: { beginner: '入门', intermediate: '进阶', advanced: '高阶' }[stats.skillLevel], en: stats.skillLevel };
  return {
    zh: `新题：一道适合${level.zh}水平的${c.problem.difficulty === 'Easy' ? '简单' : c.problem.difficulty === 'Medium' ? '中等' : '困难'}题，练习${name.zh}`,
    en: `New: ${c.problem.difficulty === 'Easy' ? 'an Easy' : c.problem.difficulty === 'Medium' ? 'a Medium' : 'a Hard'} ${name.en} problem that suits your ${level.en} level`,
  };
}

function short(text: Bi): LocalizedText {
  return { zh: clip(text.zh, 300), en: clip(text.en, 300) };
}

export function smartPlan(input: SmartPlanInput): SmartPlanOutput {
  const { stats, size } = input;
  const views = categoryViews(stats);
  const asked = categoriesAskedFor(input.goalNote);
  const weakest = weakestCategory(stats);
  const pool = input.candidates.filter((c, i, all) => (input.includeReview || c.kind === 'new') && all.findIndex((o) => o.problem.id === c.problem.id) === i);
  const max = Math.max(0, Math.min(size.max, pool.length));
  // Reviews take at most about half the plan, so that new ground is always part of it (unless nothing new is left).
  const newAvailable = pool.filter((c) => c.kind === 'new').length;
  const reviewCap = newAvailable === 0 ? max : Math.max(1, Math.ceil(max / 2));

  const scored = pool.map((c) => ({ c, p: priority(c, stats, views, asked) }));
  const picks: SmartPlanOutput['picks'] = [];
  const perCategory = new Map<ProblemCategory, number>();
  let reviews = 0;
  while (picks.length < max) {
    let best: { c: PlanCandidate; p: number } | null = null;
    for (const s of scored) {
      if (picks.some((p) => p.problemId === s.c.problem.id)) continue;
      if (s.c.kind === 'review' && reviews >= reviewCap) continue;
      // Spread: each problem already picked in a category lowers the next one's weight.
      const p = s.p * Math.pow(0.7, perCategory.get(s.c.problem.category) ?? 0);
      if (!best || p > best.p) best = { c: s.c, p };
    }
    if (!best) break;
    const c = best.c;
    if (c.kind === 'review') reviews++;
    perCategory.set(c.problem.category, (perCategory.get(c.problem.category) ?? 0) + 1);
    const reason = c.kind === 'review' ? reviewReason(c) : newReason(c, stats, views, weakest?.category ?? null, asked);
    picks.push({ problemId: c.problem.id, kind: c.kind, reason: short(reason) });
  }
  // Reviews first, as a warm-up, then new problems; each group in the order picked.
  picks.sort((a, b) => Number(a.kind === 'new') - Number(b.kind === 'new'));
  return { picks, summary: summaryOf(picks, pool, stats, weakest, asked) };
}

function summaryOf(
  picks: SmartPlanOutput['picks'],
  pool: PlanCandidate[],
  stats: LearnerStats,
  weakest: { category: ProblemCategory; average: number } | null,
  asked: Set<ProblemCategory>,
): LocalizedText {
  if (picks.length === 0) {
    return { zh: '今天没有可安排的题目：题库里暂时没有适合的新题或到期的复习题。', en: 'Nothing to plan today: there are no suitable new problems or due reviews right now.' };
  }
  const byId = new Map(pool.map((c) => [c.problem.id, c]));
  const reviews = picks.filter((p) => p.kind === 'review').length;
  const fresh = picks.length - reviews;
  const cats = [...new Set(picks.filter((p) => p.kind === 'new').map((p) => byId.get(p.problemId)?.problem.category).filter((c): c is ProblemCategory => !!c))];
  const parts: Bi[] = [];
  parts.push({
    zh: `今天安排了 ${picks.length} 道题：${reviews ? `${reviews} 道到期复习` : ''}${reviews && fresh ? '，' : ''}${fresh ? `${fresh} 道新题` : ''}。`,
    en: `Today’s plan has ${picks.length} problem${picks.length === 1 ? '' : 's'}: ${reviews ? `${reviews} review${reviews === 1 ? '' : 's'} that ${reviews === 1 ? 'is' : 'are'} due` : ''}${reviews && fresh ? ' and ' : ''}${fresh ? `${fresh} new one${fresh === 1 ? '' : 's'}` : ''}.`,
  });
  if (cats.length) {
    const names = list(cats.map((c) => CATEGORY_NAMES[c]));
    parts.push({ zh: `新题集中在${names.zh}。`, en: `${capitalise(`new problems focus on ${names.en}.`)}` });
  }
  if (asked.size && cats.some((c) => asked.has(c))) parts.push({ zh: '已按你的备注侧重相应的类别。', en: 'It leans toward what your note asked for.' });
  else if (weakest && cats.includes(weakest.category)) {
    const n = CATEGORY_NAMES[weakest.category];
    parts.push({ zh: `${n.zh}是你目前最薄弱的类别（平均 ${fmt(weakest.average)} 分），多练几道会有明显提升。`, en: `${capitalise(n.en)} is your weakest category so far (avg ${fmt(weakest.average)}); a few more problems there will pay off.` });
  }
  if (reviews) parts.push({ zh: '建议先做复习题热身，再做新题。', en: 'Start with the reviews as a warm-up, then the new problems.' });
  if (stats.currentStreak > 1) parts.push({ zh: `你已经连续练习 ${stats.currentStreak} 天了，保持下去！`, en: `You are on a ${stats.currentStreak}-day streak — keep it going!` });
  return { zh: clip(parts.map((p) => p.zh).join(''), 2000), en: clip(parts.map((p) => p.en).join(' '), 2000) };
}
