// Hostile code through the API (the real embedded coach, its analysis in the server's worker pool): every analysis
// is answered, and GET /healthz keeps answering at once while they run — no paste can hold another request.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAnalysedLanguage } from '../../../server/coach/analyser/index.ts';
import { DEFAULT_BUDGET_MS, DEFAULT_MAX_WAIT_MS } from '../../../server/coach/analyser/pool.ts';
import type { CodeLanguage } from '../../../server/coach/types.ts';
import { hostileInputs, LANGUAGES } from '../analyser/hostile-inputs.ts';
import { LOOP_DELAY_LIMIT_MS, measureEventLoop, QUIET_MACHINE_MS } from '../helpers/event-loop.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

const SLOWEST_ON_A_BUSY_MACHINE_MS = 1_000;

let t: TestServer;
let token: string;
let problemId: string;

beforeAll(async () => {
  t = await testServer();
  ({ token } = await t.signUp('hostile_paster'));
  problemId = (await t.call('GET', '/problems/?page_size=1', { token })).body.items[0].id;
  // One ordinary analysis first, so that what is measured is not the first request's one-off work (the contract
  // checker compiling its schemas, the JIT).
  const warm = await t.call('POST', '/submissions/analyze', { token, body: { problem_id: problemId, code: 'def f(a):\n    return sum(a)\n', language: 'python' } });
  expect(warm.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Rust, C#, Kotlin and Swift join once the analyser reads them (issue 24 removes rough.ts's in-thread regexes). */
const analysed = (language: CodeLanguage) => language === 'c' || isAnalysedLanguage(language);

it('GET /healthz answers at once while hostile analyses run, and every analysis is answered', async () => {
  // One hostile input per language, a different shape for each, all sent at once.
  const pastes = LANGUAGES.filter(analysed).map((language, i) => {
    const inputs = hostileInputs(language);
    return inputs[i % inputs.length]!;
  });
  const { result, delay } = await measureEventLoop(async () => {
    let running = true;
    const analyses = Promise.all(
      pastes.map(async (paste) => {
        const started = performance.now();
        const answer = await t.call('POST', '/submissions/analyze', { token, body: { problem_id: problemId, code: paste.code, language: paste.language, user_language: 'en' } });
        return { paste, answer, ms: performance.now() - started };
      }),
    ).finally(() => {
      running = false;
    });
    const health: number[] = [];
    while (running) {
      const started = performance.now();
      const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(answer.statusCode).toBe(200);
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { answered: await analyses, health };
  });

  for (const { paste, answer, ms } of result.answered) {
    expect(answer.status, `${paste.language}: ${paste.name}`).toBe(200);
    expect(answer.body.time_complexity).toMatch(/^O\(/);
    // Full, or rough with its reason (past the budget, or rough from the analyser itself on such code).
    expect(answer.body.estimate.precision === 'full' || typeof answer.body.estimate.reason === 'string').toBe(true);
    // The pool answers each within its wait and its budget; the queue here is longer than the pool.
    expect(ms, `${paste.language}: ${paste.name}`).toBeLessThan(DEFAULT_MAX_WAIT_MS + DEFAULT_BUDGET_MS + 2_000);
  }
  const health = [...result.health].sort((a, b) => a - b);
  const median = health[Math.floor(health.length / 2)]!;
  const figures = `healthz: ${health.length} answers, median ${median.toFixed(1)} ms, slowest ${health[health.length - 1]!.toFixed(1)} ms; event loop delay max ${delay.max.toFixed(1)} ms (idle control thread: ${delay.controlMax.toFixed(1)} ms), longest busy ${delay.longestBusy?.toFixed(1)} ms`;
  console.log(figures);
  expect(health.length, figures).toBeGreaterThan(5);
  expect(median, figures).toBeLessThan(LOOP_DELAY_LIMIT_MS);
  // A busy shared machine makes a request late now and then (the time its thread waits for a core: the idle control
  // thread's delay shows it); no request waits for an analysis, which would take seconds.
  expect(health[health.length - 1]!, figures).toBeLessThan(delay.controlMax < QUIET_MACHINE_MS ? LOOP_DELAY_LIMIT_MS : SLOWEST_ON_A_BUSY_MACHINE_MS);
  // The event loop itself is never held: its own CPU time between two ticks (see tests/server/helpers/event-loop.ts).
  if (delay.longestBusy !== null) expect(delay.longestBusy, figures).toBeLessThan(LOOP_DELAY_LIMIT_MS);
}, 60_000);
