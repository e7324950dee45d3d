// Compression at a sensible level: a browser asks for Brotli with every request, and Brotli's default quality (11)
// costs more than making the answer (a 50-row problem page: some 4 ms to make, 40 ms to compress).
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

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
