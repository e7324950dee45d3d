#!/usr/bin/env node
// `npm start`: the whole product on one port. Builds the client when dist/ is missing or older than its sources,
// then runs the server (TypeScript through tsx) on the embedded database unless DATABASE_URL says otherwise.
// Ctrl-C (or SIGTERM) is passed on, so the server finishes its requests in flight before it stops.
//
// The build runs in a process of its own: Vite's build grows this process to about 1 GiB, which V8 keeps once the
// build is done, and this launcher stays beside the server for as long as it runs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_SOURCES = ['src', 'locales', 'vite.config.ts', 'package-lock.json', 'scripts/vite-monaco-lite.mjs'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** The process running now (the build, then the server): Ctrl-C and SIGTERM go to it. */
let running;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => running?.kill(signal));

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...CLIENT_SOURCES.map(newest))) {
  console.log(built ? 'The client changed since the last build: building it (about a minute)…' : 'Building the client (first start, about a minute)…');
  running = spawn(process.execPath, ['scripts/build-client.mjs'], { stdio: 'inherit' });
  const [code, signal] = await new Promise((done) => running.on('exit', (...ended) => done(ended)));
  if (signal) process.exit(1);
  if (code !== 0) {
    console.error('The client build failed; see above.');
    process.exit(1);
  }
}

running = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
running.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
