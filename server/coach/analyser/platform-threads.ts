/**
 * V8's background threads run below the event loop, as the analysis workers do (pool-worker.ts).
 *
 * Why: the workers lower their own priority, but the work V8 does for them (their parallel and concurrent
 * collections, TurboFan compiling their hot code) runs on the process's shared platform threads, at the server's
 * priority. With two cores busy analysing, those threads took the cores from the event loop: the server's own share
 * of a GET /healthz answer reached 104–132 ms while its loop's CPU between two ticks stayed under 30 ms and an idle
 * thread was never more than 11 ms late (tests/server/api/analyser-isolation.test.ts). Lowered, they share the
 * cores with the workers they mostly serve, and the event loop gets a core when a request arrives. The event loop's
 * own background work (its collections' helpers, its compiles) waits with them; its heap is small, and its
 * collections still finish on the loop itself when no helper runs.
 *
 * Which threads: Node starts the platform's threads first, before any JavaScript runs — one that schedules
 * delayed tasks, then the pool (`--v8-pool-size`, 4 by default) — so they are the threads whose ids follow the
 * main thread's, in the order ids are handed out (which wraps at pid_max). Linux only: there the nice value belongs
 * to one thread (setpriority with its id). Elsewhere, or where it is refused, nothing changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, constants, setPriority } from 'node:os';

/** Node's default when `--v8-pool-size` is not given. */
const DEFAULT_POOL_SIZE = 4;

let lowered = false;

/** Lowers V8's platform threads once per process; answers how many were lowered (0 where it cannot). */
export function lowerPlatformThreads(): number {
  if (lowered || process.platform !== 'linux') return 0;
  lowered = true;
  try {
    const threads = platformThreads(readdirSync('/proc/self/task').map(Number), process.pid, pidMax(), poolSize());
    for (const id of threads) setPriority(id, constants.priority.PRIORITY_LOW);
    return threads.length;
  } catch {
    return 0;
  }
}

/**
 * The ids of the platform's threads among this process's `tasks`: the `1 + poolSize` created right after the main
 * thread `main`, ids counted on from it modulo `pidMax`.
 */
export function platformThreads(tasks: readonly number[], main: number, pidMax: number, poolSize: number): number[] {
  const after = (id: number) => (id - main + pidMax) % pidMax;
  return tasks
    .filter((id) => id !== main)
    .sort((a, b) => after(a) - after(b))
    .slice(0, 1 + poolSize);
}

/** The pool's size as Node chose it: `--v8-pool-size=N` from the command line or NODE_OPTIONS; 0 means one per core. */
export function poolSize(args: readonly string[] = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]): number {
  let size = DEFAULT_POOL_SIZE;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = arg.startsWith('--v8-pool-size=') ? arg.slice('--v8-pool-size='.length) : arg === '--v8-pool-size' ? args[i + 1] : undefined;
    if (value !== undefined && /^\d+$/.test(value)) size = Number(value);
  }
  // 0: Node sizes the pool itself, one thread per core but one, at least one.
  return size > 0 ? size : Math.max(1, availableParallelism() - 1);
}

function pidMax(): number {
  try {
    const value = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
    return Number.isInteger(value) && value > 0 ? value : 2 ** 22;
  } catch {
    return 2 ** 22;
  }
}
