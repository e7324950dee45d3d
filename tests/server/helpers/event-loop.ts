/**
 * Measures how long this thread's event loop was kept from running (perf_hooks.monitorEventLoopDelay) while `run`
 * runs — and, beside it, the same figure for a control thread that does nothing at all. A thread that does nothing
 * is still late when the machine is busy (the tests share two cores with other test files and the pool's
 * workers): the control's delay is that share, so a test can hold this thread to a limit above it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface LoopDelay {
  /** This thread's longest delay, and its 99th percentile (ms). */
  max: number;
  p99: number;
  /** The idle control thread's longest delay over the same time (ms). */
  controlMax: number;
  /**
   * The most CPU time this thread spent between two ticks of a 5 ms timer (ms): how long it was really kept busy,
   * apart from the time it waited for a core. Linux only (/proc/thread-self/schedstat); null elsewhere.
   */
  longestBusy: number | null;
  /** This thread's longest garbage collection over the same time (ms): a pause of the test process's own heap. */
  longestGc: number;
}

/** The limit the issue sets for the event loop's delay while hostile code is analysed. */
export const LOOP_DELAY_LIMIT_MS = 50;

/** Below this, the idle control thread says the machine is quiet: a delay on this thread is then its own doing. */
export const QUIET_MACHINE_MS = 25;

const RESOLUTION_MS = 5;
const SCHEDSTAT = '/proc/thread-self/schedstat';

/** This thread's CPU time so far (ns): the first field of its schedstat (the second is its time waiting to run). */
function cpuTime(): number {
  return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
}

const CONTROL = `
const { parentPort } = require('node:worker_threads');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const h = monitorEventLoopDelay({ resolution: ${RESOLUTION_MS} });
h.enable();
const keepAlive = setInterval(() => {}, 1000);
parentPort.postMessage('ready');
parentPort.once('message', () => {
  h.disable();
  clearInterval(keepAlive);
  parentPort.postMessage(h.max / 1e6);
});
`;

export async function measureEventLoop<T>(run: () => Promise<T>): Promise<{ result: T; delay: LoopDelay }> {
  const control = new Worker(CONTROL, { eval: true });
  try {
    await new Promise((resolve) => control.once('message', resolve));
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
    let longestGc = 0;
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
    });
    gc.observe({ entryTypes: ['gc'] });
    const onLinux = existsSync(SCHEDSTAT);
    let longestBusy = 0;
    let cpu = onLinux ? cpuTime() : 0;
    const sampler = onLinux
      ? setInterval(() => {
          const now = cpuTime();
          longestBusy = Math.max(longestBusy, (now - cpu) / 1e6);
          cpu = now;
        }, RESOLUTION_MS)
      : null;
    // The histogram records the time between two of its timer's ticks, from its second tick on: a run that
    // started (and blocked the loop) before then would go unrecorded.
    await new Promise((resolve) => setTimeout(resolve, 4 * RESOLUTION_MS));
    let result: T;
    try {
      result = await run();
    } finally {
      // The loop must turn once more before the figures are read: a delay is recorded when the late timer fires,
      // and a run that ends with the loop blocked would otherwise leave its longest delay unrecorded.
      await new Promise((resolve) => setTimeout(resolve, 4 * RESOLUTION_MS));
      histogram.disable();
      gc.disconnect();
      clearInterval(sampler ?? undefined);
    }
    const controlMax = await new Promise<number>((resolve) => {
      control.once('message', resolve);
      control.postMessage('stop');
    });
    return { result, delay: { max: histogram.max / 1e6, p99: histogram.percentile(99) / 1e6, controlMax, longestBusy: onLinux ? longestBusy : null, longestGc } };
  } finally {
    await control.terminate();
  }
}
