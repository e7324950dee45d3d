/**
 * A stand-in for the analyser module, given to the pool in its tests (`analyser` option) to make a worker fail on
 * demand: code that is one of these words misbehaves that way; any other code is analysed for real. It lives in
 * the tests only: the server's pool always loads the real analyser.
 */
import { analyseCode as analyse } from '../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, CodeAnalysis } from '../../../server/coach/analyser/index.ts';

export const MISBEHAVIOURS = ['crash', 'exit', 'out of memory', 'hang', 'throw'] as const;

export async function analyseCode(code: string, language: AnalysedLanguage): Promise<CodeAnalysis> {
  switch (code) {
    case 'crash':
      // An exception nobody catches ends the worker thread.
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
    default:
      return analyse(code, language);
  }
}
