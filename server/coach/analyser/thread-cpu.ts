/**
 * How much CPU one thread of this process has used, from Linux's per-thread accounting, so the analyser pool can
 * hold an analysis to the time it actually ran rather than the time it waited for a core. The workers run at low
 * priority (pool-worker.ts); on a busy machine a worker can wait seconds for a core, and a budget on the clock
 * alone would end healthy analyses and start cold workers in their place, which only makes the machine busier.
 * Elsewhere (no /proc), there is no per-thread figure and the pool falls back to the clock.
 */
import { readFileSync } from 'node:fs';

/** This thread's id as the kernel knows it (from a worker thread: its own), or null where there is no /proc. */
export function currentThreadId(): number | null {
  try {
    const id = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Milliseconds of CPU the thread `id` of this process has used so far; null once it is gone or where unknown. */
export function threadCpuMs(id: number): number | null {
  try {
    // schedstat: time on the CPU (ns), time waiting for it (ns), timeslices.
    const onCpuNs = Number(readFileSync(`/proc/self/task/${id}/schedstat`, 'utf8').split(' ', 1)[0]);
    return Number.isFinite(onCpuNs) ? onCpuNs / 1e6 : null;
  } catch {
    return null;
  }
}
