// scripts/fake-model.mjs, the stand-in model for trying the provider by hand, keeps up with the coach's prompts:
// every method gets an answer the model provider accepts (so the screens show the model's texts), with ids taken
// only from what the prompt offered; and its failure modes end in the embedded coach's answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../scripts/fake-model.mjs';
import { createCoach, type CoachProblem, type LearnerStats, type PlanCandidate } from '../../server/coach/index.ts';

const PROBLEM: CoachProblem = {
  id: '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01',
  frontendId: 1,
  slug: 'two-sum',
  title: { zh: '两数之和', en: 'Two Sum' },
  difficulty: 'Easy',
  category: 'hash_table',
  tags: ['Array', 'Hash Table'],
  statement: { zh: '给定一个整数数组……', en: 'Given an array of integers…' },
  hints: [],
};
const CODE = 'def two_sum(nums, target):\n    for i in range(len(nums)):\n        for j in range(i + 1, len(nums)):\n            if nums[i] + nums[j] == target:\n                return [i, j]\n';
const STATS: LearnerStats = { skillLevel: 'beginner', solved: 1, attempted: 1, submissions: 1, averageScore: 3, currentStreak: 1, trend: 'stable', categories: [], difficulties: [], recent: [] };
const ids = ['11111111-2222-4333-8444-555555555501', '11111111-2222-4333-8444-555555555502', '11111111-2222-4333-8444-555555555503'];
const candidates: PlanCandidate[] = ids.map((id, i) => ({
  problem: { id, frontendId: i + 10, slug: `p${i}`, title: { zh: `题${i}`, en: `P${i}` }, difficulty: 'Easy', category: 'array', tags: [] },
  kind: i === 0 ? 'review' : 'new',
  reason: { zh: '规则', en: 'rule' },
}));

let fake: Awaited<ReturnType<typeof startFakeModel>>;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(async () => {
  await fake.close();
});

describe('the fake model', () => {
  it('answers every coach method in the shape the provider accepts, in the language asked for', async () => {
    const coach = createCoach({ ai: { baseUrl: fake.baseUrl, model: 'fake' }, timeoutMs: 5_000 });
    const analysis = await coach.analyse({ problem: PROBLEM, code: CODE, language: 'python', lang: 'zh' });
    expect(analysis).toMatchObject({ provider: 'model', score: 4 });
    // It answers with the classes of the static analysis its prompt carries.
    expect(analysis).toMatchObject({ time_complexity: 'O(n^2)', space_complexity: 'O(1)' });
    expect(analysis.feedback).toMatch(/^\[fake model\] 思路清晰/);
    expect(await coach.hint({ problem: PROBLEM, level: 2, language: 'python', lang: 'en' })).toMatch(/^\[fake model\] Hint 2:/);
    const optimised = await coach.optimise({ problem: PROBLEM, code: CODE, language: 'python', lang: 'en', analysis: { score: 2, time_complexity: 'O(n^2)', space_complexity: 'O(1)', feedback: 'x', optimization_suggestions: [] } });
    expect(optimised.optimized_code).toContain('        for j in range(i + 1, len(nums)):\n');
    const plan = await coach.smartPlan({ size: { min: 1, max: 2 }, includeReview: true, candidates, stats: STATS, lang: 'en' });
    expect(plan.fallback).toBeUndefined();
    expect(plan.picks).toEqual([
      { problemId: ids[0], kind: 'review', reason: { zh: '[fake model] 模型选的题', en: '[fake model] picked by the model' } },
      { problemId: ids[1], kind: 'new', reason: { zh: '[fake model] 模型选的题', en: '[fake model] picked by the model' } },
    ]);
    const insights = await coach.insights({ stats: STATS, candidates: candidates.map((c) => ({ ...c.problem })), lang: 'en' });
    expect(insights.summary).toMatch(/^\[fake model\]/);
    expect(insights.recommendedProblemIds).toEqual(ids.slice(0, 2));
  });

  it('fails as asked, and the embedded coach answers instead', async () => {
    const failing = await startFakeModel({ fail: 'malformed' });
    try {
      const coach = createCoach({ ai: { baseUrl: failing.baseUrl, model: 'fake' }, timeoutMs: 5_000 });
      const analysis = await coach.analyse({ problem: PROBLEM, code: CODE, language: 'python', lang: 'en' });
      expect(analysis.provider).toBe('embedded');
      expect(analysis.time_complexity).toBe('O(n^2)');
      expect((await coach.smartPlan({ size: { min: 1, max: 1 }, includeReview: true, candidates, stats: STATS, lang: 'en' })).fallback).toBe(true);
    } finally {
      await failing.close();
    }
  });
});
