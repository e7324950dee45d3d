// A coach whose answers a test chooses, so that the services' own rules (storage, status, reviews, plans) can be
// checked against known scores. Code may carry `score=N`, `patterns=a,b`, `issues=a,b`, `rough=<reason>` (a rough
// estimate) and `claim=O(…)@line` (a time claim the analysis disagrees with); the real coaches are
// tested on their own (tests/server/coach*.test.ts) and in the full-stack lane.
import { CoachUnavailable, type Coach } from '../../../server/coach/types.ts';

const marker = (code: string, name: string) => new RegExp(`${name}=([\\w,]+)`).exec(code)?.[1];

export function fakeCoach(options: { down?: { value: boolean } } = {}): Coach & { calls: string[] } {
  const calls: string[] = [];
  const guard = (what: string) => {
    calls.push(what);
    if (options.down?.value) throw new CoachUnavailable('unreachable', 'the test took the coach down');
  };
  return {
    calls,
    async analyse({ code, lang }) {
      guard('analyse');
      const score = Number(marker(code, 'score') ?? 4) as 1 | 2 | 3 | 4 | 5;
      const rough = marker(code, 'rough');
      const claim = /claim=(O\([^)@]*\))@(\d+)/.exec(code);
      return {
        score,
        time_complexity: 'O(n)',
        space_complexity: 'O(1)',
        feedback: lang === 'zh' ? `评分 ${score}` : `Score ${score}`,
        optimization_suggestions: [lang === 'zh' ? '建议' : 'A suggestion'],
        estimate: rough ? { precision: 'rough', reason: rough as never } : { precision: 'full' },
        complexity_claims: claim
          ? [{ kind: 'time', claimed: claim[1]!, line: Number(claim[2]), detected: 'O(n)', agrees: false, cost_line: 1, explanation: lang === 'zh' ? '不一致' : 'Differs' }]
          : [],
        patterns: (marker(code, 'patterns')?.split(',') ?? ['hash_map']) as never,
        issues: marker(code, 'issues')?.split(',') ?? [],
        provider: 'embedded',
      };
    },
    async hint({ level, lang, problem }) {
      guard('hint');
      return lang === 'zh' ? `提示 ${level}：${problem.title.zh}` : `Hint ${level}: ${problem.title.en}`;
    },
    async optimise({ code, lang }) {
      guard('optimise');
      return { suggestions: [lang === 'zh' ? '用哈希表' : 'Use a hash map'], optimized_code: code, explanation: 'x', expected_time_complexity: 'O(n)', expected_space_complexity: 'O(n)' };
    },
    async smartPlan({ candidates, size }) {
      guard('smartPlan');
      return {
        picks: candidates.slice(0, size.max).map((c) => ({ problemId: c.problem.id, kind: c.kind, reason: { zh: `智能：${c.reason.zh}`, en: `Smart: ${c.reason.en}` } })),
        summary: { zh: '计划摘要', en: 'Plan summary' },
      };
    },
    async insights({ candidates, stats }) {
      guard('insights');
      return {
        summary: `solved ${stats.solved}`,
        insights: [{ title: 'Trend', detail: stats.trend, kind: 'habit' }],
        recommendedProblemIds: candidates.slice(0, 2).map((c) => c.id),
      };
    },
    issueName: (key) => ({ zh: `问题 ${key}`, en: `Issue ${key}` }),
  };
}
