// The built client (dist/): hashed assets cached for a year, the document never cached and sent under the CSP,
// every other path answered with index.html (the app routes in the browser) — the deployment guide's rules.
import { createReadStream, createWriteStream, existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSP } from '../../scripts/csp.mjs';

export const DIST_DIR = join(import.meta.dirname, '..', '..', 'dist');

/** Headers every answer carries; the document gets the CSP too (the API answers JSON, which runs nothing). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export function documentHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', CSP).header('cache-control', 'no-cache').header('x-frame-options', 'DENY');
}

export function hasClient(distDir = DIST_DIR): boolean {
  return existsSync(join(distDir, 'index.html'));
}

export async function registerClient(app: FastifyInstance, distDir = DIST_DIR): Promise<void> {
  if (!hasClient(distDir)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // Serves the .br/.gz files precompressAssets() writes beside each asset, when the browser takes them.
    preCompressed: true,
    // Unknown paths fall through to the not-found handler, which answers the SPA's document.
    wildcard: true,
    // So do folders (`/`, `/assets/`): served as files, `send` refuses them with a 403 — and only when the browser
    // takes no compressed answer (curl, a health checker), since the compressed lookup falls through by itself.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    setHeaders(reply, path) {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export function sendDocument(reply: FastifyReply): FastifyReply {
  return documentHeaders(reply).type('text/html; charset=utf-8').sendFile('index.html');
}

/**
 * Writes a Brotli and a gzip copy of each text asset once (after a build), so that the server never compresses the
 * same immutable file twice. Runs in the background after start-up; until it is done assets go out as they are.
 */
export async function precompressAssets(distDir = DIST_DIR): Promise<number> {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return 0;
  let written = 0;
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css|svg|json|wasm|ttf|txt)$/.test(name)) continue;
    const file = join(assets, name);
    if (statSync(file).size < 1024) continue;
    for (const [suffix, make] of [
      ['.br', () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })],
      ['.gz', () => createGzip({ level: 9 })],
    ] as const) {
      if (existsSync(file + suffix)) continue;
      // A temporary file of this process's own: several processes serving one dist/ (the scale-out setup) write
      // the same copies at once, and the last rename wins with identical bytes.
      const temporary = `${file + suffix}.${process.pid}.tmp`;
      await pipeline(createReadStream(file), make(), createWriteStream(temporary));
      renameSync(temporary, file + suffix);
      written++;
    }
  }
  return written;
}
