#!/usr/bin/env node
// `npm start`: the whole product on one port. Builds the client when dist/ is missing or older than its sources,
// then runs the server (TypeScript through tsx) on the embedded database unless DATABASE_URL says otherwise.
// Ctrl-C (or SIGTERM) is passed on, so the server finishes its requests in flight before it stops.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient } from './build-client.mjs';

const CLIENT_SOURCES = ['src', 'locales', 'vite.config.ts', 'package-lock.json', 'scripts/vite-monaco-lite.mjs'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...CLIENT_SOURCES.map(newest))) {
  console.log(built ? 'The client changed since the last build: building it (about a minute)…' : 'Building the client (first start, about a minute)…');
  if (!(await buildClient())) {
    console.error('The client build failed; see above.');
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
