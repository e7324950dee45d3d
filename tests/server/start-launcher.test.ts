// `npm start` (scripts/start.mjs) stays beside the server for as long as it runs: whatever the client's build
// leaves in a process must not stay in that one. Vite's build left the launcher at ~1 GiB of RSS next to a server
// of ~500 MiB. Here the launcher runs in a scratch copy of the project whose build stand-in holds 400 MiB for
// good, as a build's caches do, and whose server stand-in only answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const HELD_MIB = 400;

const buildStandIn = `
import { mkdirSync, writeFileSync } from 'node:fs';
export async function buildClient() {
  // What the build keeps: ${HELD_MIB} MiB, touched, referenced for good.
  globalThis.keptByTheBuild = Array.from({ length: ${HELD_MIB} }, () => Buffer.alloc(2 ** 20, 1));
  mkdirSync('dist', { recursive: true });
  writeFileSync('dist/index.html', '<!doctype html>');
  writeFileSync('build-pid', String(process.pid));
  return true;
}
if (import.meta.url === \`file://\${process.argv[1]}\`) process.exit((await buildClient()) ? 0 : 1);
`;
const serverStandIn = `
import { createServer } from 'node:http';
createServer((_, res) => res.end('ok')).listen(0, '127.0.0.1', function () { console.log('listening ' + this.address().port); });
`;

let launcher: ChildProcess | undefined;
let scratch: string | undefined;
afterEach(async () => {
  // SIGTERM, as Ctrl-C would: the launcher passes it on to the server and ends with it.
  if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
    const ended = new Promise((done) => launcher!.once('exit', done));
    launcher.kill('SIGTERM');
    await ended;
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

it.runIf(process.platform === 'linux')('the launcher does not keep what the client build used once the server runs', async () => {
  scratch = mkdtempSync(join(tmpdir(), 'algocoach-start-'));
  for (const dir of ['scripts', 'server', 'src']) mkdirSync(join(scratch, dir));
  copyFileSync(join(root, 'scripts/start.mjs'), join(scratch, 'scripts/start.mjs'));
  writeFileSync(join(scratch, 'scripts/build-client.mjs'), buildStandIn);
  writeFileSync(join(scratch, 'server/main.ts'), serverStandIn);
  writeFileSync(join(scratch, 'src/main.tsx'), 'export {};\n');
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));

  launcher = spawn(process.execPath, ['scripts/start.mjs'], { cwd: scratch, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((done, fail) => {
    let out = '';
    launcher!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const listening = /listening (\d+)/.exec(out);
      if (listening) done(Number(listening[1]));
    });
    launcher!.on('exit', (code) => fail(new Error(`the launcher ended (${code}) before the server listened:\n${out}`)));
  });
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  expect(rssMiB(launcher.pid!)).toBeLessThan(HELD_MIB / 4);
  expect(Number(readFileSync(join(scratch, 'build-pid'), 'utf8'))).not.toBe(launcher.pid);
}, 60_000);
