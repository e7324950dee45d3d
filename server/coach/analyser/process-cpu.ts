/**
 * How much CPU a process has used, all its threads together (its JavaScript, its collections and compiles on V8's
 * background threads, its grammars' WASM), from Linux's accounting, so the analyser pool can hold an analysis to
 * the time it actually ran rather than the time it waited for a core. The analysis processes run at low priority
 * (pool-worker.ts); on a busy machine one can wait seconds for a core, and a budget on the clock alone would end
 * healthy analyses and start cold processes in their place, which only makes the machine busier. Elsewhere (no
 * /proc), there is no figure and the pool falls back to the clock.
 */
import { readFileSync } from 'node:fs';

/**
 * The kernel's clock tick, in which /proc/<pid>/stat counts: USER_HZ, 100 on every Linux architecture Node runs on
 * (the kernel's own HZ may differ; what it reports to user space does not).
 */
const TICK_MS = 10;

/** Milliseconds of CPU the process `pid` has used so far (user and system, every thread); null once gone or unknown. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command's name (field 2) is in parentheses and may hold spaces; the fields after it are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the whole line (utime, stime) are 12 and 13 after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * TICK_MS : null;
  } catch {
    return null;
  }
}
