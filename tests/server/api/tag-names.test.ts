// Tags in the learner's language (issue 27 item 4): the names of the tags in both languages through the API, and
// a search by a tag's Chinese name. Each answer is checked against the contract by t.call.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let token: string;
beforeEach(async () => {
  t = await testServer();
  ({ token } = await t.signUp('lin_xiaoming'));
});
afterEach(async () => {
  await t.close();
});

describe('GET /problems/tags', () => {
  it('names every tag the starter catalogue uses in both languages, leetcode.cn’s names in Chinese', async () => {
    const answer = await t.call('GET', '/problems/tags', { token });
    expect(answer.status).toBe(200);
    const names = new Map((answer.body.items as Array<{ slug: string; name: { zh: string; en: string } }>).map((tag) => [tag.name.en, tag]));
    expect(names.get('Array')).toEqual({ slug: 'array', name: { zh: '数组', en: 'Array' } });
    expect(names.get('Hash Table')!.name.zh).toBe('哈希表');
    expect(names.get('Dynamic Programming')!.name.zh).toBe('动态规划');
    expect(names.get('Heap (Priority Queue)')!.name.zh).toBe('堆（优先队列）');
    const list = await t.call('GET', '/problems/?page_size=100', { token });
    for (const problem of list.body.items as Array<{ tags: string[] }>) for (const tag of problem.tags) expect(names.has(tag), tag).toBe(true);
  });

  it('a search by a tag’s Chinese name finds the problems carrying it', async () => {
    const found = await t.call('GET', `/problems/search?q=${encodeURIComponent('哈希表')}&limit=50`, { token });
    expect(found.status).toBe(200);
    const slugs = (found.body.items as Array<{ slug: string; tags: string[] }>).map((p) => p.slug);
    expect(slugs).toContain('two-sum');
    expect((found.body.items as Array<{ tags: string[] }>).every((p) => p.tags.includes('Hash Table'))).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/problems/tags')).status).toBe(401);
  });
});
