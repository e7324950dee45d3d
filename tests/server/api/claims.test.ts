// The code's own complexity claims through the API with the real embedded coach: POST /submissions/analyze reads a
// claim from the pasted code's comment, answers where the code costs more (in the learner's language), and the
// submission keeps it — each answer checked against the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let lin: { token: string; id: string };

// One server for the file: the real coach's analyser pool starts with it.
beforeAll(async () => {
  t = await testServer();
  lin = await t.signUp('lin_xiaoming');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const CODE = [
  'class Solution {',
  '    // Time: O(n)',
  '    public int[] twoSum(int[] nums, int target) {',
  '        for (int i = 0; i < nums.length; i++) {',
  '            for (int j = i + 1; j < nums.length; j++) {',
  '                if (nums[i] + nums[j] == target) return new int[] {i, j};',
  '            }',
  '        }',
  '        return new int[0];',
  '    }',
  '}',
  '',
].join('\n');

async function twoSum(): Promise<string> {
  const found = await t.call('GET', '/problems/search?q=two-sum&limit=50', { token: lin.token });
  return found.body.items.find((p: { slug: string }) => p.slug === 'two-sum').id;
}

describe('claims in the pasted code', () => {
  it('are compared with the analysis, in the learner’s language, and kept with the submission', async () => {
    const problem_id = await twoSum();
    const en = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id, code: CODE, language: 'java', user_language: 'en' } });
    expect(en.status).toBe(200);
    expect(en.body.time_complexity).toBe('O(n^2)');
    expect(en.body.complexity_claims).toEqual([
      { kind: 'time', claimed: 'O(n)', line: 2, detected: 'O(n^2)', agrees: false, cost_line: 5, explanation: 'You wrote O(n); the loop at line 5 inside the loop at line 4 makes it O(n²).' },
    ]);
    const zh = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id, code: CODE, language: 'java', user_language: 'zh' } });
    expect(zh.body.complexity_claims[0].explanation).toBe('你写的是 O(n)；第 4 行循环里的第 5 行循环使它成为 O(n²)。');
    const submitted = await t.call('POST', '/submissions/', { token: lin.token, body: { problem_id, code: CODE, language: 'java', analysis_id: zh.body.analysis_id } });
    expect(submitted.status).toBe(201);
    const kept = await t.call('GET', `/submissions/${submitted.body.submission_id}`, { token: lin.token });
    expect(kept.body.complexity_claims).toEqual(zh.body.complexity_claims);
  });

  it('are the same analysis as the code without them, but for the claims', async () => {
    const problem_id = await twoSum();
    const claimed = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id, code: CODE, language: 'java', user_language: 'en' } });
    const plain = await t.call('POST', '/submissions/analyze', { token: lin.token, body: { problem_id, code: CODE.replace('// Time: O(n)', '// Two loops.'), language: 'java', user_language: 'en' } });
    expect(plain.body.complexity_claims).toEqual([]);
    expect(plain.body.time_complexity).toBe(claimed.body.time_complexity);
    expect(plain.body.space_complexity).toBe(claimed.body.space_complexity);
    expect(plain.body.score).toBe(claimed.body.score);
    expect(plain.body.optimization_suggestions).toEqual(claimed.body.optimization_suggestions);
  });
});
