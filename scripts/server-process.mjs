// The real server as a child process (`node --import tsx server/main.ts`) on a free port, for the tests, the
// full-stack lane and the benchmark: started, waited for (GET /healthz), and stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './ports.mjs';

export async function startServerProcess({ env = {}, port, stdio = 'ignore' } = {}) {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(listen) }, stdio });
  const base = `http://127.0.0.1:${listen}`;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering`);
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 400) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer at ${base} within 60 s`);
    }
    await sleep(150);
  }
  return {
    child,
    base,
    /** Resolves with the exit code (or the signal's name) once the process has ended. */
    exited,
    /** SIGTERM, then SIGKILL if it has not ended within 10 s. */
    async stop() {
      if (child.exitCode === null && !child.signalCode) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** VmRSS and VmHWM (the peak since the process started) of a process, in MiB (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}
