#!/usr/bin/env node
// The local stack: the Prism mock of the contract plus Vite, which proxies /api/v1 to it (prefix stripped).
//   npm start                          dev server + Prism
//   API_TARGET=http://host:8000 npm start   dev server against a real backend (no Prism)
//   node scripts/dev.mjs --external-mock   dev server against a Prism already running (npm run contract:proxy)
//   node scripts/dev.mjs --preview --errors --port 4173 --mock-port 4011
//                                      the built app (vite preview) + Prism with --errors, as e2e uses it
// Waits until both answer, prints the URL, and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, preview } from 'vite';
import { DEV_PORT, MOCK_PORT } from './ports.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const isPreview = flag('--preview');
const port = option('--port', DEV_PORT);
const mockPort = option('--mock-port', MOCK_PORT);
const apiTarget = process.env.API_TARGET;

let prism;
let server;

async function waitFor(url, what, child) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${what} did not answer at ${url} within 60 s`);
}

async function stop(code = 0) {
  await server?.close?.().catch(() => {});
  if (prism && prism.exitCode === null) {
    prism.kill('SIGTERM');
    await Promise.race([new Promise((resolve) => prism.once('exit', resolve)), sleep(3000)]);
    if (prism.exitCode === null) prism.kill('SIGKILL');
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (!apiTarget && !flag('--external-mock')) {
    const prismArgs = ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(mockPort)];
    if (flag('--errors')) prismArgs.push('--errors');
    prism = spawn('node_modules/.bin/prism', prismArgs, { stdio: ['ignore', flag('--quiet') ? 'ignore' : 'pipe', 'inherit'] });
    // Prism logs every request; keep only its problems unless asked for everything.
    prism.stdout?.on('data', (chunk) => {
      const text = chunk.toString();
      // (the readiness probe's own `GET /` miss is not worth showing)
      if (flag('--verbose') || (/error|violation|✖/i.test(text) && !text.includes('get / '))) process.stdout.write(text);
    });
    prism.on('exit', (code) => {
      if (code !== null && code !== 0) console.error(`Prism exited with code ${code}`);
    });
    await waitFor(`http://127.0.0.1:${mockPort}/`, 'Prism', prism);
  }
  process.env.MOCK_PORT = String(mockPort);
  server = isPreview
    ? await preview({ preview: { port, host: '127.0.0.1' } })
    : await createServer({ server: { port, host: '127.0.0.1' } }).then((s) => s.listen());
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, 'Vite');
  console.log(`\nAlgoCoach is running at ${url}`);
  console.log(apiTarget ? `  /api/v1 → ${apiTarget}` : `  /api/v1 → Prism mock of openapi/ on port ${mockPort}${flag('--errors') ? ' (--errors)' : ''}`);
  console.log('  Ctrl-C stops everything.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
