// The lane's server processes: `node --import tsx server/main.ts` as the README's systemd unit runs it, one per
// port, all on one Postgres. Each is waited for through its readiness (GET /api/v1/readyz), as a deploy would.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Polls a process's readiness until it answers 200; throws if the process exits or `ms` pass. */
export async function waitReady(port, child, ms = 180_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode)) throw new Error(`the server on port ${port} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    const status = await fetch(`http://127.0.0.1:${port}/api/v1/readyz`).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > end) throw new Error(`the server on port ${port} was not ready within ${ms / 1000} s`);
    await sleep(100);
  }
}

export function createCluster({ ports, env, logFile }) {
  const processes = ports.map(() => undefined);

  function spawnProcess(i) {
    const log = openSync(logFile(i), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env, PORT: String(ports[i]) }, stdio: ['ignore', log, log] });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
    processes[i] = { child, exited };
    return processes[i];
  }

  return {
    ports,
    /** Starts process i and resolves once it is ready. */
    async start(i) {
      const { child } = spawnProcess(i);
      await waitReady(ports[i], child);
    },
    /** Sends a signal to process i; resolves with its exit (code or signal) and how long it took to exit. */
    async signal(i, signal) {
      const { child, exited } = processes[i];
      const sent = performance.now();
      child.kill(signal);
      const result = await exited;
      return { result, ms: performance.now() - sent };
    },
    child: (i) => processes[i]?.child,
    async stopAll() {
      await Promise.all(
        processes.map(async (p) => {
          if (!p || p.child.exitCode !== null || p.child.signalCode) return;
          p.child.kill('SIGTERM');
          const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
          await p.exited;
          clearTimeout(timer);
        }),
      );
    },
  };
}
