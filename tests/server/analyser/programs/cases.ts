/**
 * Shared by the whole-program tests: hand-written contest programs and LeetCode-style method sets (none taken from
 * an evaluation set), each with the time complexity in the size of its input.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, ComplexityClass } from '../../../../server/coach/analyser/index.ts';

export interface ProgramCase {
  /** What the case shows. */
  name: string;
  language: AnalysedLanguage;
  code: string;
  time: ComplexityClass;
}

/** Strips the common indentation so programs can be written indented inside the test. */
export function src(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

/** One test per case: the program parses cleanly and takes the time it should. */
export function programCases(title: string, cases: ProgramCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      it(`${c.language}: ${c.name} → ${c.time}`, async () => {
        const result = await analyseCode(c.code, c.language);
        expect(result.parsedCleanly).toBe(true);
        expect(result.time).toBe(c.time);
      });
    }
  });
}
