/**
 * A stand-in for the analyser module, given to the pool in its tests (`analyser` option) to make a worker fail on
 * demand: code that is one of these words misbehaves that way; any other code is analysed for real. It lives in
 * the tests only: the server's pool always loads the real analyser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { analyseCode as analyse } from '../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, CodeAnalysis } from '../../../server/coach/analyser/index.ts';

export const MISBEHAVIOURS = ['crash', 'exit', 'out of memory', 'hang', 'throw', 'priority', 'off the cpu'] as const;

/** How long 'off the cpu' keeps its thread blocked. */
export const OFF_CPU_MS = 2_500;

export async function analyseCode(code: string, language: AnalysedLanguage): Promise<CodeAnalysis> {
  switch (code) {
    case 'crash':
      // An exception nobody catches ends the process.
      setTimeout(() => {
        throw new Error('the analyser crashed');
      });
      return new Promise(() => {});
    case 'exit':
      process.exit(3);
    // eslint-disable-next-line no-fallthrough -- process.exit does not return
    case 'out of memory': {
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array<number>(100_000).fill(hoard.length));
    }
    case 'hang':
      for (;;);
    case 'throw':
      throw new TypeError('a bug in the analyser');
    case 'off the cpu':
      // Not a misbehaviour either: the thread is blocked without running, as a worker kept waiting for a core by a
      // busy machine is, then answers.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, OFF_CPU_MS);
      return { time: 'waited' } as unknown as CodeAnalysis;
    case 'priority':
      // Not a misbehaviour: the scheduling priority of every thread of the analysis's process (its JavaScript's and
      // V8's background threads), where the pool's test can read them.
      return { time: threadPriorities().join(' ') } as unknown as CodeAnalysis;
    default:
      return analyse(code, language);
  }
}

/** The nice value of each thread of this process, from /proc (field 19 of each thread's stat), sorted and unique. */
export function threadPriorities(): number[] {
  const nice = readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
  return [...new Set(nice)].sort((a, b) => a - b);
}
