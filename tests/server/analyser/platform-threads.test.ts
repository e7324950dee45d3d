// V8's platform threads run below the event loop (server/coach/analyser/platform-threads.ts): which threads they
// are, and — in a fresh Node process — that the threads doing a collection's parallel work are the ones lowered.
import { execFileSync } from 'node:child_process';
import { constants } from 'node:os';
import { describe, expect, it } from 'vitest';
import { platformThreads, poolSize } from '../../../server/coach/analyser/platform-threads.ts';

describe('platformThreads', () => {
  it('takes the threads created right after the main thread, in the order ids are handed out', () => {
    expect(platformThreads([100, 109, 101, 102, 103, 104, 105, 106, 130], 100, 32768, 4)).toEqual([101, 102, 103, 104, 105]);
    // Another process took an id in between: only this process's threads count.
    expect(platformThreads([100, 101, 103, 104, 105, 107, 110], 100, 32768, 4)).toEqual([101, 103, 104, 105, 107]);
  });

  it('follows the ids round when they wrap at pid_max', () => {
    expect(platformThreads([32765, 32766, 32767, 300, 301, 302, 303], 32765, 32768, 4)).toEqual([32766, 32767, 300, 301, 302]);
  });

  it('never takes the main thread, and takes the pool size given', () => {
    expect(platformThreads([50, 51, 52, 53], 50, 32768, 1)).toEqual([51, 52]);
    expect(platformThreads([50], 50, 32768, 4)).toEqual([]);
  });
});

describe('poolSize', () => {
  it('reads --v8-pool-size from the arguments, 4 without it, and one per core but one for 0', () => {
    expect(poolSize([])).toBe(4);
    expect(poolSize(['--import', 'tsx', '--v8-pool-size=2'])).toBe(2);
    expect(poolSize(['--v8-pool-size', '6'])).toBe(6);
    expect(poolSize(['--v8-pool-size=0'])).toBeGreaterThanOrEqual(1);
    expect(poolSize(['--v8-pool-size=x'])).toBe(4);
  });
});

/**
 * In a fresh process: lower the platform threads, make garbage enough for many parallel scavenges, and report each
 * thread's nice value and the CPU it used meanwhile (schedstat, in ns, so that a little work shows).
 */
const PROBE = `
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { lowerPlatformThreads } from ${JSON.stringify(new URL('../../../server/coach/analyser/platform-threads.ts', import.meta.url).pathname)};
const cpu = () => new Map(readdirSync('/proc/self/task').map((t) => [Number(t), Number(readFileSync('/proc/self/task/' + t + '/schedstat', 'utf8').split(' ')[0])]));
const lowered = lowerPlatformThreads();
// Let the start's own background work end (tsx writing its cache from another thread) before measuring.
await new Promise((resolve) => setTimeout(resolve, 500));
const before = cpu();
let keep = [];
for (let i = 0; i < 4e6; i++) { keep.push({ i, list: [i] }); if (keep.length > 4e5) keep = []; }
const after = cpu();
const threads = [...after].map(([id, ns]) => ({ id, main: id === process.pid, nice: getPriority(id), ns: ns - (before.get(id) ?? 0) }));
console.log(JSON.stringify({ lowered, threads }));
`;

describe.runIf(process.platform === 'linux')('lowerPlatformThreads', () => {
  it('lowers the threads that do V8’s background work, and leaves the main thread as it was', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], { encoding: 'utf8' });
    const { lowered, threads } = JSON.parse(out) as { lowered: number; threads: { id: number; main: boolean; nice: number; ns: number }[] };
    expect(lowered).toBe(5);
    expect(threads.find((t) => t.main)?.nice).toBe(0);
    // The collections' helpers: every thread but the main one that ran while only garbage was being made (each
    // did hundreds of milliseconds; 10 ms leaves out a loader thread finishing the start's work).
    const helpers = threads.filter((t) => !t.main && t.ns > 10e6);
    expect(helpers.length, JSON.stringify(threads)).toBeGreaterThan(0);
    for (const helper of helpers) expect(helper.nice, JSON.stringify(threads)).toBe(constants.priority.PRIORITY_LOW);
  });
});
