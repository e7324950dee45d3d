// The LeetCode sync against recorded GraphQL answers (tests/server/fixtures/leetcode/, shaped like leetcode.com's
// and leetcode.cn's real answers), served by a fake LeetCode (fake-leetcode.ts there) that checks each request and
// records it. Time is a fake clock that the rate limiter and the retries advance when they sleep, so the tests run
// instantly and offline.
// Each test gets a fresh migrated database (PGlite, or Postgres with TEST_DATABASE_URL).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateLimiter, retryAfterMs } from '../../server/catalogue/leetcode/client.ts';
import { continueInBackground, runSync, SyncFailedError, type FetchLike, type FinishedRun, type SyncContext, type SyncOptions } from '../../server/catalogue/leetcode/index.ts';
import { categoryFromTags, mapAcceptance, mapDifficulty, tagSlug } from '../../server/catalogue/leetcode/mapping.ts';
import { loadStarterIntoDatabase } from '../../server/catalogue/load-starter.ts';
import { loadStarterCatalogue } from '../../server/catalogue/starter.ts';
import { loadStarterTagNames, readTagNames, writeStarterTagNames } from '../../server/catalogue/tag-names.ts';
import { contract } from '../../server/contract/index.ts';
import type { Database } from '../../server/db/connection.ts';
import { problems, syncRuns } from '../../server/db/schema.ts';
import { fakeLeetcode, fixture, type FakeLeetcode, type Site } from './fixtures/leetcode/fake-leetcode.ts';
import { freshDatabase } from './helpers/databases.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const format of ['int32', 'int64', 'float', 'double']) ajv.addFormat(format, true);
ajv.addSchema(contract as object, 'contract');
const validSyncResult = ajv.getSchema('contract#/components/schemas/SyncResult')!;

let database: Database;
let clock: { now: number };
let sleeps: number[];
let logs: Array<{ level: string; object: object; message: string | undefined }>;
let ctx: SyncContext;

beforeEach(async () => {
  database = await freshDatabase();
  clock = { now: Date.parse('2026-11-21T02:00:00Z') };
  sleeps = [];
  logs = [];
  const log = (level: string) => (object: object, message?: string) => void logs.push({ level, object, message });
  ctx = { db: database.db, clock: () => new Date(clock.now), log: { info: log('info'), warn: log('warn'), error: log('error') } };
});
afterEach(async () => {
  await database.close();
});

/** The sleep the limiter and the retries use: time passes at once. */
const fakeSleep = async (ms: number) => {
  sleeps.push(ms);
  clock.now += ms;
  await Promise.resolve();
};

function options(fake: FakeLeetcode, site: Site, extra: Partial<SyncOptions> = {}): SyncOptions {
  return { site, budgetMs: 60_000, startedBy: null, fetch: fake.fetch, sleep: fakeSleep, random: () => 0.5, pageSize: 3, ...extra };
}

async function rows() {
  return database.db.select().from(problems).orderBy(asc(problems.frontendId));
}
async function runs() {
  return database.db.select().from(syncRuns).orderBy(asc(syncRuns.startedAt));
}

const COM_IMPORTED = ['two-sum', 'add-two-numbers', 'regular-expression-matching', 'majority-element', 'design-add-and-search-words-data-structure', 'lowest-common-ancestor-of-a-binary-tree', 'network-delay-time', 'recyclable-and-low-fat-products'];

describe('a first sync', () => {
  it('leetcode.com: adds every free problem with its statement and mapped metadata, skips the paid-only one', async () => {
    const fake = fakeLeetcode('com', clock);
    const result = await runSync(ctx, options(fake, 'com'));
    expect(result).toEqual({ added: 8, updated: 0, unchanged: 0, skipped: 1, remote_total: 9, total: 8, complete: true, duration_ms: expect.any(Number), synced_at: '2026-11-21T02:00:00.000Z' });
    expect(validSyncResult(result)).toBe(true);
    expect(fake.lists()).toEqual([0, 3, 6]);
    expect(fake.statements()).toEqual(COM_IMPORTED);
    const all = await rows();
    expect(all.map((r) => r.slug)).toEqual(COM_IMPORTED);
    const bySlug = new Map(all.map((r) => [r.slug, r]));
    expect(bySlug.get('regular-expression-matching')).toMatchObject({
      frontendId: 10,
      titleEn: 'Regular Expression Matching',
      // leetcode.com has no Chinese: the English title and statement serve both languages.
      titleZh: 'Regular Expression Matching',
      difficulty: 'Hard',
      category: 'dynamic_programming',
      tags: ['String', 'Dynamic Programming', 'Recursion'],
      acceptanceRate: 29.3,
      frequency: 0,
      source: 'leetcode',
      hints: [],
      timeComplexity: null,
    });
    const statement = fixture('com', 'questionContent.regular-expression-matching').data.question.content;
    expect(bySlug.get('regular-expression-matching')).toMatchObject({ descriptionEn: statement, descriptionZh: statement });
    expect(Object.fromEntries(all.map((r) => [r.frontendId, r.category]))).toEqual({
      1: 'hash_table',
      2: 'linked_list',
      10: 'dynamic_programming',
      169: 'hash_table',
      211: 'design',
      236: 'tree',
      743: 'graph',
      1757: 'array',
    });
    expect(all.every((r) => r.sourceHash !== null && /^[0-9a-f]{32}\.[0-9a-f]{32}$/.test(r.sourceHash))).toBe(true);
    expect(await runs()).toMatchObject([{ site: 'com', status: 'done', cursor: 9, remoteTotal: 9, added: 8, skipped: 1, leaseUntil: null, error: null }]);
  });

  it('leetcode.cn: Chinese titles and statements from translatedTitle/translatedContent, English from content; skips paid-only and numberless problems', async () => {
    const fake = fakeLeetcode('cn', clock);
    const result = await runSync(ctx, options(fake, 'cn'));
    expect(result).toMatchObject({ added: 3, updated: 0, unchanged: 0, skipped: 2, remote_total: 5, total: 3, complete: true });
    expect(validSyncResult(result)).toBe(true);
    expect(fake.lists()).toEqual([0, 3]);
    // Neither the paid-only problem nor "LCP 01" (no LeetCode number) is fetched.
    expect(fake.statements()).toEqual(['two-sum', 'add-two-numbers', 'network-delay-time']);
    const [twoSum, addTwo, network] = await rows();
    const answer = fixture('cn', 'questionContent.two-sum').data.question;
    expect(twoSum).toMatchObject({
      frontendId: 1,
      titleZh: '两数之和',
      titleEn: 'Two Sum',
      descriptionZh: answer.translatedContent,
      descriptionEn: answer.content,
      difficulty: 'Easy',
      acceptanceRate: 53.1,
      tags: ['Array', 'Hash Table'],
      category: 'hash_table',
    });
    expect(addTwo).toMatchObject({ titleZh: '两数相加', difficulty: 'Medium', acceptanceRate: 42.9, category: 'linked_list' });
    expect(network).toMatchObject({ frontendId: 743, titleZh: '网络延迟时间', category: 'graph', tags: ['Depth-First Search', 'Breadth-First Search', 'Graph', 'Heap (Priority Queue)', 'Shortest Path'] });
  });
});

describe('tag names in both languages (issue 27 item 4)', () => {
  it('leetcode.cn writes its translated tag names over the starter’s; leetcode.com, which has none, keeps them; the starter never overwrites', async () => {
    await writeStarterTagNames(database.db, [
      { slug: 'array', en: 'Array', zh: '旧的数组' },
      { slug: 'trie', en: 'Trie', zh: '字典树' },
    ]);
    await runSync(ctx, options(fakeLeetcode('cn', clock), 'cn'));
    const afterCn = new Map((await readTagNames(database.db)).map((tag) => [tag.slug, tag.name]));
    expect(afterCn.get('array')).toEqual({ en: 'Array', zh: '数组' });
    expect(afterCn.get('hash-table')).toEqual({ en: 'Hash Table', zh: '哈希表' });
    expect(afterCn.get('shortest-path')).toEqual({ en: 'Shortest Path', zh: '最短路' });
    expect(afterCn.get('trie')).toEqual({ en: 'Trie', zh: '字典树' });
    await runSync(ctx, options(fakeLeetcode('com', clock), 'com'));
    const afterCom = new Map((await readTagNames(database.db)).map((tag) => [tag.slug, tag.name]));
    expect(afterCom.get('array')).toEqual({ en: 'Array', zh: '数组' });
    // A tag only leetcode.com named: its English name stands in for both languages.
    const comOnly = [...afterCom].filter(([slug]) => !afterCn.has(slug));
    expect(comOnly.length).toBeGreaterThan(0);
    for (const [, name] of comOnly) expect(name.zh).toBe(name.en);
    await writeStarterTagNames(database.db);
    const afterStart = new Map((await readTagNames(database.db)).map((tag) => [tag.slug, tag.name]));
    expect(afterStart.get('array')).toEqual({ en: 'Array', zh: '数组' });
    // …and the starter filled the Chinese names the .com-only tags lacked.
    for (const [slug] of comOnly) expect(afterStart.get(slug)!.zh).not.toBe(afterStart.get(slug)!.en);
  });

  it('the starter’s table names every tag the starter catalogue uses, in both languages', () => {
    const names = new Map(loadStarterTagNames().map((tag) => [tag.en, tag]));
    const used = new Set(loadStarterCatalogue().flatMap((problem) => problem.tags));
    for (const tag of used) {
      expect(names.get(tag), tag).toBeDefined();
      expect(names.get(tag)!.slug).toBe(tagSlug(tag));
      expect(names.get(tag)!.zh).toMatch(/\p{Script=Han}/u);
    }
    expect(names.get('Dynamic Programming')!.zh).toBe('动态规划');
    expect(names.get('Hash Table')!.zh).toBe('哈希表');
  });
});

describe('a re-run', () => {
  it('with the same answers changes nothing: no statement fetched, no row written, all unchanged', async () => {
    const fake = fakeLeetcode('com', clock);
    await runSync(ctx, options(fake, 'com'));
    const before = await rows();
    clock.now += 3_600_000;
    const start = new Date(clock.now).toISOString();
    const again = fakeLeetcode('com', clock);
    const result = await runSync(ctx, options(again, 'com'));
    expect(result).toMatchObject({ added: 0, updated: 0, unchanged: 8, skipped: 1, total: 8, complete: true, synced_at: start });
    expect(again.lists()).toEqual([0, 3, 6]);
    expect(again.statements()).toEqual([]);
    expect(await rows()).toEqual(before);
    expect((await runs()).map((r) => r.status)).toEqual(['done', 'done']);
  });

  it('updates only the problem whose list entry changed, fetching only its statement', async () => {
    await runSync(ctx, options(fakeLeetcode('com', clock), 'com'));
    const before = new Map((await rows()).map((r) => [r.slug, r]));
    clock.now += 60_000;
    const fake = fakeLeetcode('com', clock);
    fake.edit('problemsetQuestionList.skip-3', (body) => {
      const majority = body.data.problemsetQuestionList.questions[1];
      majority.difficulty = 'Medium';
      majority.topicTags.push({ name: 'Bit Manipulation', slug: 'bit-manipulation' });
    });
    fake.edit('questionContent.majority-element', (body) => {
      body.data.question.content = '<p>Return the value that fills more than half of <code>nums</code>.</p>';
    });
    const result = await runSync(ctx, options(fake, 'com'));
    expect(result).toMatchObject({ added: 0, updated: 1, unchanged: 7, skipped: 1, total: 8, complete: true });
    expect(fake.statements()).toEqual(['majority-element']);
    const after = await rows();
    for (const row of after) {
      if (row.slug === 'majority-element') {
        expect(row).toMatchObject({ difficulty: 'Medium', category: 'bit_manipulation', descriptionEn: '<p>Return the value that fills more than half of <code>nums</code>.</p>' });
        expect(row.tags).toContain('Bit Manipulation');
        expect(row.updatedAt.getTime()).toBeGreaterThan(before.get(row.slug)!.updatedAt.getTime());
      } else {
        expect(row).toEqual(before.get(row.slug));
      }
    }
  });

  it('a new acceptance rate alone is written without fetching the statement again', async () => {
    await runSync(ctx, options(fakeLeetcode('com', clock), 'com'));
    const fake = fakeLeetcode('com', clock);
    fake.edit('problemsetQuestionList.skip-0', (body) => {
      body.data.problemsetQuestionList.questions[0].acRate = 56.04;
    });
    fake.edit('problemsetQuestionList.skip-6', (body) => {
      // Moves in the second decimal only: the same 89.6 % once rounded.
      body.data.problemsetQuestionList.questions[2].acRate = 89.6401;
    });
    const result = await runSync(ctx, options(fake, 'com'));
    expect(result).toMatchObject({ updated: 1, unchanged: 7 });
    expect(fake.statements()).toEqual([]);
    const [twoSum] = await rows();
    expect(twoSum!.acceptanceRate).toBe(56);
  });

  it('a problem that LeetCode no longer gives a statement for is skipped', async () => {
    const fake = fakeLeetcode('com', clock);
    fake.edit('questionContent.majority-element', (body) => {
      body.data.question = null;
    });
    const result = await runSync(ctx, options(fake, 'com'));
    expect(result).toMatchObject({ added: 7, skipped: 2, complete: true });
    expect((await rows()).map((r) => r.slug)).not.toContain('majority-element');
  });
});

describe('the starter catalogue', () => {
  it('loads once at start, then does nothing while its files are unchanged', async () => {
    const first = await loadStarterIntoDatabase(database.db, new Date(clock.now));
    const catalogue = loadStarterCatalogue();
    expect(first).toEqual({ added: catalogue.length, updated: 0, filled: 0, unchanged: 0, conflicts: [] });
    const [twoSum] = await database.db.select().from(problems).where(eq(problems.slug, 'two-sum'));
    expect(twoSum).toMatchObject({ source: 'starter', frontendId: 1, category: 'hash_table', timeComplexity: 'O(n)', timeClass: 'O(n)', spaceComplexity: 'O(n)', spaceClass: 'O(n)', frequency: 92 });
    expect(twoSum!.hints).toHaveLength(3);
    expect(twoSum!.sourceHash).toMatch(/^starter:[0-9a-f]{64}$/);

    const second = await loadStarterIntoDatabase(database.db, new Date(clock.now + 1000));
    expect(second).toEqual({ added: 0, updated: 0, filled: 0, unchanged: catalogue.length, conflicts: [] });

    // An edited file rewrites its problem only.
    const edited = catalogue.map((p) => (p.slug === 'climbing-stairs' ? { ...p, title: { ...p.title, en: 'Climbing the Stairs' } } : p));
    clock.now += 5000;
    expect(await loadStarterIntoDatabase(database.db, new Date(clock.now), edited)).toEqual({ added: 0, updated: 1, filled: 0, unchanged: catalogue.length - 1, conflicts: [] });
    const changed = await database.db.select().from(problems).where(eq(problems.updatedAt, new Date(clock.now)));
    expect(changed.map((p) => [p.slug, p.titleEn])).toEqual([['climbing-stairs', 'Climbing the Stairs']]);
  });

  it('a starter problem found on LeetCode merges: one row, LeetCode’s statement and metadata, the starter’s hints, complexity and category kept', async () => {
    await loadStarterIntoDatabase(database.db, new Date(clock.now));
    const starter = loadStarterCatalogue().find((p) => p.slug === 'two-sum')!;
    const fake = fakeLeetcode('com', clock);
    const result = await runSync(ctx, options(fake, 'com'));
    expect(result).toMatchObject({ added: 7, updated: 1, unchanged: 0, skipped: 1, total: loadStarterCatalogue().length + 7, complete: true });
    expect(fake.statements()).toContain('two-sum');
    const twoSums = await database.db.select().from(problems).where(eq(problems.frontendId, 1));
    expect(twoSums).toHaveLength(1);
    const content = fixture('com', 'questionContent.two-sum').data.question.content;
    expect(twoSums[0]).toMatchObject({
      source: 'leetcode',
      descriptionEn: content,
      descriptionZh: content,
      acceptanceRate: 55.4,
      hints: starter.hints,
      timeComplexity: 'O(n)',
      spaceComplexity: 'O(n)',
      timeClass: 'O(n)',
      spaceClass: 'O(n)',
      frequency: 92,
      category: 'hash_table',
    });

    // The next start changes nothing on it; a re-run of the sync leaves it alone too.
    expect(await loadStarterIntoDatabase(database.db, new Date(clock.now))).toMatchObject({ added: 0, updated: 0, filled: 0 });
    const again = fakeLeetcode('com', clock);
    expect(await runSync(ctx, options(again, 'com'))).toMatchObject({ added: 0, updated: 0, unchanged: 8 });
    expect(again.statements()).toEqual([]);
  });

  it('fills a synced problem with the starter’s hints and complexity, never its statement', async () => {
    await runSync(ctx, options(fakeLeetcode('cn', clock), 'cn'));
    const report = await loadStarterIntoDatabase(database.db, new Date(clock.now));
    expect(report).toMatchObject({ added: loadStarterCatalogue().length - 1, filled: 1, updated: 0 });
    const [twoSum] = await database.db.select().from(problems).where(eq(problems.slug, 'two-sum'));
    const answer = fixture('cn', 'questionContent.two-sum').data.question;
    expect(twoSum).toMatchObject({ source: 'leetcode', descriptionZh: answer.translatedContent, descriptionEn: answer.content, titleZh: '两数之和', timeComplexity: 'O(n)', frequency: 92 });
    expect(twoSum!.hints).toHaveLength(3);
  });
});

describe('failures and resuming', () => {
  it('HTTP 500 four times on page 2 fails the run with its place kept; the next call resumes from page 2', async () => {
    const fake = fakeLeetcode('com', clock);
    fake.answer = (call) => (call.operation === 'problemsetQuestionList' && call.variables.skip === 3 ? new Response('upstream error', { status: 500 }) : undefined);
    const failed = await runSync(ctx, options(fake, 'com')).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SyncFailedError);
    expect((failed as SyncFailedError).message).toMatch(/failed problemsetQuestionList 4 times \(last: HTTP 500\)/);
    expect((failed as SyncFailedError).result).toMatchObject({ added: 3, complete: false });
    expect(fake.lists()).toEqual([0, 3, 3, 3, 3]);
    // Backoff: about 1 s, 2 s, 4 s (jitter ×1 with random() = 0.5), besides the limiter's spacing.
    expect(sleeps.filter((ms) => ms >= 1000)).toEqual([1000, 2000, 4000]);
    expect(await runs()).toMatchObject([{ status: 'failed', cursor: 3, added: 3, leaseUntil: null, error: expect.stringContaining('HTTP 500') }]);

    clock.now += 600_000;
    const resumed = fakeLeetcode('com', clock);
    const result = await runSync(ctx, options(resumed, 'com'));
    expect(resumed.lists()).toEqual([3, 6]);
    expect(resumed.statements()).toEqual(COM_IMPORTED.slice(3));
    // The counts are the run's, from its start.
    expect(result).toMatchObject({ added: 8, skipped: 1, complete: true, synced_at: '2026-11-21T02:00:00.000Z' });
    expect(result.duration_ms).toBeGreaterThan(600_000);
    expect(await runs()).toMatchObject([{ status: 'done', cursor: 9, error: null }]);
  });

  it('a failure in the middle of a page keeps what was fetched before it', async () => {
    const fake = fakeLeetcode('com', clock);
    fake.answer = (call) => (call.variables.titleSlug === 'design-add-and-search-words-data-structure' ? new Response('', { status: 503 }) : undefined);
    await expect(runSync(ctx, options(fake, 'com'))).rejects.toThrow(SyncFailedError);
    // Page 2 is 156 (paid, skipped), 169 (written), 211 (failed): the place is 211's.
    expect(await runs()).toMatchObject([{ status: 'failed', cursor: 5, added: 4, skipped: 1 }]);
    expect((await rows()).map((r) => r.slug)).toContain('majority-element');

    const resumed = fakeLeetcode('com', clock);
    expect(await runSync(ctx, options(resumed, 'com'))).toMatchObject({ added: 8, skipped: 1, complete: true });
    expect(resumed.lists()).toEqual([5, 8]);
    expect(resumed.statements()).toEqual(COM_IMPORTED.slice(4));
  });

  it('a changed API fails loudly, naming the field, and imports nothing from that page', async () => {
    const fake = fakeLeetcode('cn', clock);
    fake.edit('problemsetQuestionList.skip-0', (body) => {
      body.data.problemsetQuestionList.questions[1].difficulty = 'NORMAL';
    });
    await expect(runSync(ctx, options(fake, 'cn'))).rejects.toThrow(
      'leetcode.cn answered problemsetQuestionList in an unexpected shape (has its API changed?): data.problemsetQuestionList.questions[1].difficulty: expected Easy, Medium or Hard (in any case)',
    );
    expect(await rows()).toEqual([]);

    const renamed = fakeLeetcode('com', clock);
    renamed.edit('problemsetQuestionList.skip-0', (body) => {
      const list = body.data.problemsetQuestionList;
      list.data = list.questions;
      delete list.questions;
    });
    await expect(runSync(ctx, options(renamed, 'com'))).rejects.toThrow(/data\.problemsetQuestionList\.questions: /);

    const errors = fakeLeetcode('com', clock);
    errors.answer = () => Response.json({ data: null, errors: [{ message: 'Cannot query field "questionList" on type "Query".' }] });
    await expect(runSync(ctx, options(errors, 'com'))).rejects.toThrow('leetcode.com answered problemsetQuestionList with GraphQL errors: Cannot query field "questionList" on type "Query".');
    expect(errors.calls).toHaveLength(1);
  });

  it('a refusal (HTTP 403) is not retried', async () => {
    const fake = fakeLeetcode('com', clock);
    fake.answer = () => new Response('forbidden', { status: 403 });
    await expect(runSync(ctx, options(fake, 'com'))).rejects.toThrow('leetcode.com refused problemsetQuestionList with HTTP 403');
    expect(fake.calls).toHaveLength(1);
  });

  it('429 with Retry-After waits as long as asked, then goes on', async () => {
    const fake = fakeLeetcode('com', clock);
    fake.answer = (call, attempt) => (call.variables.skip === 3 && attempt === 1 ? new Response('slow down', { status: 429, headers: { 'retry-after': '7' } }) : undefined);
    const result = await runSync(ctx, options(fake, 'com'));
    expect(result).toMatchObject({ added: 8, complete: true });
    expect(sleeps).toContain(7000);
    const [first, second] = fake.calls.filter((c) => c.variables.skip === 3);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(7000);
    expect(retryAfterMs('Sat, 21 Nov 2026 02:00:30 GMT', new Date('2026-11-21T02:00:00Z'))).toBe(30_000);
  });

  it('a request without an answer times out and is retried', async () => {
    const fake = fakeLeetcode('com', clock);
    fake.answer = (call, attempt) =>
      call.variables.skip === 0 && attempt === 1 ? new Promise<Response>(() => {}) : undefined;
    // The fake never answers the first list request; the request's own timeout ends it.
    const hanging = fake.fetch;
    fake.fetch = ((url, init) => Promise.race([hanging(url, init), new Promise<Response>((_, reject) => init.signal.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))))])) as FetchLike;
    const result = await runSync(ctx, options(fake, 'com', { fetch: fake.fetch, timeoutMs: 20 }));
    expect(result).toMatchObject({ added: 8, complete: true });
    expect(fake.lists()).toEqual([0, 0, 3, 6]);
  });

  it('the claim on the run is renewed while it works, retries included', async () => {
    const fake = fakeLeetcode('com', clock);
    const leases: Array<number | undefined> = [];
    fake.answer = async (call, attempt) => {
      const [run] = await runs();
      leases.push(run?.leaseUntil?.getTime());
      return call.variables.skip === 3 && attempt < 3 ? new Response('', { status: 502 }) : undefined;
    };
    // A 2 s claim, a run of about 10 s with 1 s and 2 s waits between the retries.
    expect(await runSync(ctx, options(fake, 'com', { leaseMs: 2_000 }))).toMatchObject({ added: 8, complete: true });
    expect(fake.calls.length).toBe(13);
    expect(fake.calls.every((call, i) => leases[i] !== undefined && leases[i]! > call.at)).toBe(true);
  });

  it('a run left by a process that died is taken over once its lease has expired', async () => {
    const fake = fakeLeetcode('com', clock);
    await runSync(ctx, options(fake, 'com', { budgetMs: 1_600 })); // page 1 only
    const [run] = await runs();
    expect(run).toMatchObject({ status: 'running', cursor: 3, leaseUntil: null });
    // Another process claimed it and died.
    await database.db.update(syncRuns).set({ leaseUntil: new Date(clock.now + 60_000) }).where(eq(syncRuns.id, run!.id));
    const blocked = fakeLeetcode('com', clock);
    expect(await runSync(ctx, options(blocked, 'com'))).toMatchObject({ added: 3, complete: false });
    expect(blocked.calls).toEqual([]);
    clock.now += 61_000;
    const taker = fakeLeetcode('com', clock);
    expect(await runSync(ctx, options(taker, 'com'))).toMatchObject({ added: 8, complete: true });
    expect(taker.lists()).toEqual([3, 6]);
  });
});

describe('politeness and time', () => {
  it('the rate limiter spaces requests by 1/N s', async () => {
    const fake = fakeLeetcode('com', clock);
    await runSync(ctx, options(fake, 'com', { requestsPerSecond: 2 }));
    const gaps = fake.calls.slice(1).map((c, i) => c.at - fake.calls[i]!.at);
    expect(gaps).toHaveLength(10);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(500);

    const limiterClock = { now: 0 };
    const waits: number[] = [];
    const limiter = new RateLimiter(4, () => new Date(limiterClock.now), async (ms) => {
      waits.push(ms);
      limiterClock.now += ms;
    });
    for (let i = 0; i < 4; i++) await limiter.take();
    expect(waits).toEqual([250, 250, 250]);
    limiterClock.now += 1000; // idle: the next request goes at once
    await limiter.take();
    expect(waits).toHaveLength(3);
  });

  it('a spent budget answers complete: false; the background finishes the run and records it once', async () => {
    const fake = fakeLeetcode('com', clock);
    const finished: FinishedRun[] = [];
    const onFinished = (run: FinishedRun) => void finished.push(run);
    // 2 requests a second: 1.6 s is the first list page and its three statements, then the budget is spent.
    const first = await runSync(ctx, options(fake, 'com', { budgetMs: 1_600, startedBy: null, onFinished }));
    expect(first).toMatchObject({ added: 3, skipped: 0, complete: false, remote_total: 9, total: 3 });
    expect(validSyncResult(first)).toBe(true);
    expect(await runs()).toMatchObject([{ status: 'running', cursor: 3, leaseUntil: null }]);

    // While the background works (held at its first request), pressing the button again shows how far it got.
    let open!: () => void;
    fake.gate = new Promise<void>((resolve) => (open = resolve));
    const background = continueInBackground(ctx, 'com', { fetch: fake.fetch, sleep: fakeSleep, random: () => 0.5, pageSize: 3, onFinished });
    expect(continueInBackground(ctx, 'com', { fetch: fake.fetch })).toBe(background);
    await until(() => fake.calls.length > 4);
    const meanwhile = fakeLeetcode('com', clock);
    expect(await runSync(ctx, options(meanwhile, 'com', { onFinished }))).toMatchObject({ added: 3, complete: false });
    expect(meanwhile.calls).toEqual([]);
    fake.gate = undefined;
    open();
    await background;

    expect(await runs()).toMatchObject([{ status: 'done', cursor: 9, added: 8, skipped: 1 }]);
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ site: 'com', added: 8, updated: 0, unchanged: 0, skipped: 1, result: { complete: true, total: 8 } });
    // Nothing left to continue: the background does not start a run of its own.
    const idle = fakeLeetcode('com', clock);
    await continueInBackground(ctx, 'com', { fetch: idle.fetch, sleep: fakeSleep });
    expect(idle.calls).toEqual([]);
  });

  it('the background stops cleanly when its signal aborts, and the run resumes later', async () => {
    const fake = fakeLeetcode('com', clock);
    await runSync(ctx, options(fake, 'com', { budgetMs: 1_600 }));
    const controller = new AbortController();
    const worker = fakeLeetcode('com', clock);
    worker.answer = (call) => {
      if (call.variables.titleSlug === 'majority-element') controller.abort();
      return undefined;
    };
    await continueInBackground(ctx, 'com', { fetch: worker.fetch, sleep: fakeSleep, random: () => 0.5, pageSize: 3, signal: controller.signal });
    // The statement answered as the signal aborted is still used; then the work stops with its claim released.
    const [run] = await runs();
    expect(run).toMatchObject({ status: 'running', leaseUntil: null });
    expect(run!.cursor).toBeGreaterThanOrEqual(3);
    expect(run!.cursor).toBeLessThan(9);
    const rest = fakeLeetcode('com', clock);
    expect(await runSync(ctx, options(rest, 'com'))).toMatchObject({ added: 8, skipped: 1, complete: true });
    expect(rest.lists()[0]).toBe(run!.cursor);
  });

  it('two runs at once on one database: one works, the other answers where it stands', async () => {
    const a = fakeLeetcode('com', clock);
    const b = fakeLeetcode('com', clock);
    const [ra, rb] = await Promise.all([runSync(ctx, options(a, 'com')), runSync(ctx, options(b, 'com'))]);
    const worked = [a, b].filter((fake) => fake.calls.length > 0);
    expect(worked).toHaveLength(1);
    expect(worked[0]!.statements()).toEqual(COM_IMPORTED);
    expect([ra.complete, rb.complete].sort()).toEqual([false, true]);
    expect(await runs()).toHaveLength(1);
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(problems);
    expect(n).toBe(8);
  });
});

describe('mapping', () => {
  it('difficulty, acceptance rate and tag slugs', () => {
    expect(['Easy', 'MEDIUM', 'hard', 'EASY'].map(mapDifficulty)).toEqual(['Easy', 'Medium', 'Hard', 'Easy']);
    expect(mapDifficulty('Normal')).toBeUndefined();
    expect(mapAcceptance(55.43218, 'percent')).toBe(55.4);
    expect(mapAcceptance(0.5312087, 'fraction')).toBe(53.1);
    expect(mapAcceptance(0.99999, 'fraction')).toBe(100);
    expect(tagSlug('Heap (Priority Queue)')).toBe('heap-priority-queue');
    expect(tagSlug('Depth-First Search')).toBe('depth-first-search');
  });

  it('the category rule: the first matching rule wins, array when none matches', () => {
    expect(categoryFromTags(['array', 'hash-table'])).toBe('hash_table');
    expect(categoryFromTags(['hash-table', 'linked-list', 'design', 'doubly-linked-list'])).toBe('design');
    expect(categoryFromTags(['tree', 'depth-first-search', 'binary-tree'])).toBe('tree');
    expect(categoryFromTags(['array', 'depth-first-search', 'matrix'])).toBe('graph');
    expect(categoryFromTags(['array', 'dynamic-programming', 'greedy'])).toBe('greedy');
    expect(categoryFromTags(['array', 'binary-search', 'dynamic-programming'])).toBe('dynamic_programming');
    expect(categoryFromTags(['array', 'queue', 'sliding-window', 'monotonic-queue'])).toBe('queue');
    expect(categoryFromTags(['database'])).toBe('array');
    expect(categoryFromTags([])).toBe('array');
  });

  it('agrees with the hand-chosen categories of the starter catalogue on at least 45 of its problems', () => {
    const catalogue = loadStarterCatalogue();
    const agree = catalogue.filter((p) => categoryFromTags(p.tags.map(tagSlug)) === p.category);
    expect(agree.length).toBeGreaterThanOrEqual(45);
  });
});

/** Waits (real time, briefly) until a condition holds. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(condition()).toBe(true);
}
