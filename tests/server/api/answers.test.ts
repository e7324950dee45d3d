// What answers cost and carry: compression at a sensible level, the CSP wherever the document is served, only
// known preferences stored, a time limit on every Postgres statement, and failed queries logged without values.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSP } from '../../../scripts/csp.mjs';
import { buildApp } from '../../../server/app.ts';
import { ENGINE } from '../helpers/databases.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

describe('compression', () => {
  it('answers a browser (Accept-Encoding: br) with Brotli at quality 4, not the slow default of 11', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const headers = { authorization: `Bearer ${token}` };
    const url = '/api/v1/problems/?page=1&page_size=50';
    const plain = await t.app.inject({ method: 'GET', url, headers });
    const compressed = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    // Brotli is deterministic: the same text at the same quality gives the same bytes.
    const at = (quality: number) => brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(compressed.rawPayload.equals(at(11))).toBe(false);
    expect(compressed.rawPayload.equals(at(4))).toBe(true);
  });

  it('compresses a page of the problem list in one call, not through a stream: its answer carries its length', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
    // A page of 50 problems is about 20 KB, past the plugin's default on two cores (8 KB), which streamed it.
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/problems/?page=1&page_size=50', headers });
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/problems/?page=1&page_size=50', headers: { authorization: headers.authorization } });
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(64 * 1024);
    expect(page.headers['content-encoding']).toBe('br');
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    expect(page.headers['transfer-encoding']).toBeUndefined();
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the document', () => {
  const dist = mkdtempSync(join(tmpdir(), 'algocoach-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>AlgoCoach</title>'.padEnd(2000, ' '));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');

  it('carries the CSP and is never cached at every path that serves it', async () => {
    const app = await buildApp({ services: t.server.services, logLevel: 'silent', serveClient: true, clientDir: dist });
    try {
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/index.html'],
        ['HEAD', '/index.html'],
        ['GET', '/index.html?x=1'],
        ['GET', '/dashboard'],
        ['GET', '/problems/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e77'],
        ['GET', '/assets/../index.html'],
        ['GET', '/assets/missing.js'],
        ['GET', '/assets/'],
        ['GET', '/problems/'],
      ] as const) {
        // As a browser asks (compressed answers welcome), and as curl or a health checker asks (no Accept-Encoding).
        for (const headers of [{ 'accept-encoding': 'gzip, br' }, {}]) {
          const answer = await app.inject({ method, url, headers });
          expect([method, url, headers, answer.statusCode, answer.headers['content-type']]).toEqual([method, url, headers, 200, 'text/html; charset=utf-8']);
          expect([url, answer.headers['content-security-policy'], answer.headers['cache-control'], answer.headers['x-frame-options']]).toEqual([url, CSP, 'no-cache', 'DENY']);
        }
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect([asset.statusCode, asset.headers['cache-control'], asset.headers['content-security-policy']]).toEqual([200, 'public, max-age=31536000, immutable', undefined]);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('preferences', () => {
  it('takes only the known keys with valid values, and stores nothing else', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    for (const preferences of [{ toString: 'x' }, { __proto__x: 1 }, { constructor: { a: 1 } }, { hasOwnProperty: 5 }, { tabSize: 3 }, { darkTheme: 'yes' }, { madeUp: true }]) {
      const answer = await t.call('PUT', '/auth/me', { token, body: { preferences } });
      expect([preferences, answer.status]).toEqual([preferences, 422]);
    }
    // A raw "toString" key, as JSON.stringify would not write it from an object literal in every engine.
    const raw = await t.call('PUT', '/auth/me', { token, raw: '{"preferences": {"toString": "boom", "tabSize": 2}}' });
    expect(raw.status).toBe(422);
    const saved = await t.call('PUT', '/auth/me', { token, body: { preferences: { tabSize: 2, darkTheme: true } } });
    expect(saved.status).toBe(200);
    const stored = (await t.server.database.db.execute(sql`select preferences from users where username = 'lin_xiaoming'`)) as unknown as { rows: Array<{ preferences: Record<string, unknown> }> };
    expect(stored.rows[0]!.preferences).toEqual({ tabSize: 2, darkTheme: true });
  });
});

describe('the database', () => {
  it.runIf(ENGINE === 'postgres')('gives every Postgres statement a time limit', async () => {
    const shown = (await t.server.database.db.execute(sql`show statement_timeout`)) as unknown as { rows: Array<{ statement_timeout: string }> };
    expect(shown.rows[0]!.statement_timeout).not.toBe('0');
  });

  it('logs a failed query with its statement and cause, never its values (a password hash)', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    await t.server.database.db.execute(sql.raw(`CREATE FUNCTION boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`));
    await t.server.database.db.execute(sql.raw('CREATE TRIGGER boom BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION boom()'));
    const changed = await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } });
    expect(changed.status).toBe(500);
    const log = t.logs.join('');
    expect(log).toContain('boom');
    expect(log).toContain('update \\"users\\"');
    for (const secret of ['argon2id', 'params']) expect(log).not.toContain(secret);
  });
});

describe('a database too busy to answer in time', () => {
  it('answers 429 with Retry-After and the contract body, never 500 (a pool with no free connection, as drizzle wraps it)', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    const problems = t.server.services.problems;
    problems.list = async () => {
      throw Object.assign(new Error('Failed query: select 1\nparams: '), { cause: new Error('timeout exceeded when trying to connect') });
    };
    const busy = await t.call('GET', '/problems/?page_size=5', { token, headers: { 'accept-language': 'en' } });
    expect([busy.status, busy.body, busy.headers['retry-after']]).toEqual([429, { code: 'rate_limited', detail: 'The server is busy, try again in a moment' }, '2']);
    // Postgres out of connections, and a statement stopped by its time limit, alike.
    for (const cause of [Object.assign(new Error('sorry, too many clients already'), { code: '53300' }), Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })]) {
      problems.list = async () => {
        throw cause;
      };
      expect((await t.call('GET', '/problems/?page_size=5', { token })).status).toBe(429);
    }
    expect(t.logs.some((line) => line.includes('database overloaded'))).toBe(true);
  });

  it.runIf(ENGINE === 'postgres')('a burst that finds every pooled connection taken for longer than the pool waits answers 429, not 500', async () => {
    const { token } = await t.signUp('lin_xiaoming');
    // The test database's pool has 5 connections: hold them all for longer than a request waits for one (5 s).
    // (A drizzle query runs when awaited: each is started here.)
    const sleepers = Array.from({ length: 5 }, async () => t.server.database.db.execute(sql`select pg_sleep(7)`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await t.call('GET', '/problems/?page_size=5', { token });
    await Promise.all(sleepers);
    expect([busy.status, busy.body.code, busy.headers['retry-after']]).toEqual([429, 'rate_limited', '2']);
  }, 30_000);
});
