#!/usr/bin/env node
// A stand-in for an OpenAI-compatible model (POST /v1/chat/completions), to try the model provider by hand
// without a real one: it reads which task the coach's prompt asks for and answers in that task's JSON shape, every
// text marked "[fake model]" so the screens show whose answer they carry.
//   node scripts/fake-model.mjs [--port 4599] [--fail 429|500|malformed|refusal|slow]
//   AI_BASE_URL=http://127.0.0.1:4599/v1 AI_MODEL=fake npm start
// With --fail, every call fails that way and the server's embedded coach answers instead (the log says so).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { takeOption } from './cli-options.mjs';

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/** The coach's data section, whose lines start with the ids it offers (plans and insights). */
const offeredIds = (user) => [...new Set((user.match(UUID) ?? []).filter((id) => new RegExp(`^${id} \\|`, 'm').test(user)))];

/** The answer to one chat request, by the task its system prompt states. */
export function fakeAnswer(system, user) {
  const zh = system.includes('Simplified Chinese');
  const say = (zhText, enText) => `[fake model] ${zh ? zhText : enText}`;
  if (system.includes('Task: analyse')) {
    // The static analysis the prompt carries, when it does: a model that agrees with it (the classes hold no parentheses).
    const found = (label) => new RegExp(`^${label}: (O\\([^()\\n]*\\))`, 'm').exec(user)?.[1];
    return {
      score: 4,
      time_complexity: found('Time') ?? 'O(n)',
      space_complexity: found('Extra space') ?? 'O(n)',
      feedback: say('思路清晰，第 3 行开始的循环只遍历一次数组。', 'A clear approach: the loop from line 3 walks the array once.'),
      optimization_suggestions: [say('可以提前返回，省去最后的空列表。', 'Return early and drop the final empty list.')],
      patterns: ['hash_map'],
      issues: [],
    };
  }
  const hint = /Task: write hint level (\d)/.exec(system);
  if (hint) return { hint: say(`第 ${hint[1]} 级提示：想想哪种数据结构能在 O(1) 时间内查找。`, `Hint ${hint[1]}: which structure finds a value in O(1)?`) };
  if (system.includes('Task: optimise')) {
    const code = /\n## Code[^\n]*\n([\s\S]*?)\n\n## /.exec(user)?.[1] ?? '';
    return {
      suggestions: [say('用哈希表代替内层循环。', 'Use a hash map instead of the inner loop.')],
      optimized_code: code.replace(/^\s*\d+\| ?/gm, '') || '# optimised',
      explanation: say('一次遍历即可找到答案。', 'One pass finds the answer.'),
      expected_time_complexity: 'O(n)',
      expected_space_complexity: 'O(n)',
    };
  }
  if (system.includes("Task: choose today's study plan")) {
    const size = Number(/between (\d+) and (\d+) problems/.exec(system)?.[2] ?? 1);
    const kinds = new Map([...user.matchAll(/^(\S+) \| (new|review) \|/gm)].map((m) => [m[1], m[2]]));
    return {
      picks: offeredIds(user)
        .slice(0, size)
        .map((id) => ({ problemId: id, kind: kinds.get(id) ?? 'new', reason: { zh: '[fake model] 模型选的题', en: '[fake model] picked by the model' } })),
      summary: { zh: '[fake model] 今天的计划由模型制定。', en: "[fake model] Today's plan comes from the model." },
    };
  }
  if (system.includes('Task: write insights')) {
    return {
      summary: say('你的进步很稳定。', 'You are making steady progress.'),
      insights: [{ title: say('坚持', 'Keep going'), detail: say('保持每天练习。', 'Keep practising every day.'), kind: 'habit' }],
      recommended_problem_ids: offeredIds(user).slice(0, 2),
    };
  }
  return { refusal: 'unknown task' };
}

function completion(content, finishReason = 'stop') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/** Starts the fake on 127.0.0.1; `fail` makes every call fail that way; `delayMs` holds every answer that long. */
export function startFakeModel({ port = 0, fail, delayMs = 0 } = {}) {
  const server = createServer((req, res) => {
    const send = (status, body) => {
      const answer = () => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (delayMs > 0) setTimeout(answer, delayMs).unref();
      else answer();
    };
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(404, { error: { message: 'not found' } });
      if (fail === '429') return send(429, { error: { message: 'rate limited' } });
      if (fail === '500') return send(500, { error: { message: 'the fake model failed' } });
      if (fail === 'slow') return void setTimeout(() => send(200, completion('{}')), 120_000).unref();
      if (fail === 'malformed') return send(200, completion('this is not JSON'));
      if (fail === 'refusal') return send(200, completion(null, 'content_filter'));
      const body = JSON.parse(raw || '{}');
      const messages = body.messages ?? [];
      const text = (role) => messages.find((m) => m.role === role)?.content ?? '';
      send(200, completion(JSON.stringify(fakeAnswer(text('system'), text('user')))));
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const { port: listening } = server.address();
      resolve({ baseUrl: `http://127.0.0.1:${listening}/v1`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const port = Number(takeOption(args, '--port', '4599'));
  const fail = takeOption(args, '--fail', undefined);
  const { baseUrl } = await startFakeModel({ port, fail });
  console.log(`A fake OpenAI-compatible model at ${baseUrl}${fail ? ` (every call fails: ${fail})` : ''}`);
  console.log(`  AI_BASE_URL=${baseUrl} AI_MODEL=fake npm start`);
}
