/**
 * A RuleTester in the manner of ESLint's: each rule (server/coach/analyser/rules/<kind>.ts) and each technique
 * (server/coach/analyser/techniques/<kind>.ts) has one test file that hands `run` its table of examples, written by
 * hand (never taken from the evaluation sets):
 * - `valid`: code in which the rule reports nothing (for a technique: in which it is not recognised);
 * - `invalid`: code in which it reports, with the lines it reports on, in order (for a technique: the one line it is
 *   first seen on).
 * Every example must parse cleanly, and the table must have valid and invalid examples and cover every language
 * in REQUIRED_LANGUAGES between them.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, FindingKind, TechniqueKind } from '../../../server/coach/analyser/index.ts';

/** Languages every table covers; JavaScript and TypeScript share an adapter, so either counts for both. */
export const REQUIRED_LANGUAGES: readonly (readonly AnalysedLanguage[])[] = [['python'], ['java'], ['cpp'], ['javascript', 'typescript'], ['go']];

/** Strips the common indentation so programs can be written indented inside the test. */
export function src(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

interface Example {
  language: AnalysedLanguage;
  code: string;
  /** What the example shows, for the test's name. */
  name: string;
}

export type ValidExample = Example;

export interface InvalidFinding extends Example {
  /** Each finding of the rule, in line order: its line, and optionally its end line and facts (matched as a subset). */
  findings: { line: number; endLine?: number; detail?: Record<string, string | number | boolean> }[];
}

export interface InvalidTechnique extends Example {
  /** The line the technique is first seen on. */
  line: number;
}

function checkCoverage(valid: Example[], invalid: Example[]): void {
  it('has valid and invalid examples, in every required language', () => {
    expect(valid.length).toBeGreaterThan(0);
    expect(invalid.length).toBeGreaterThan(0);
    const covered = new Set([...valid, ...invalid].map((c) => c.language));
    for (const languages of REQUIRED_LANGUAGES) expect(languages.some((l) => covered.has(l)), `an example in ${languages.join(' or ')}`).toBe(true);
  });
}

async function analysed(c: Example) {
  const result = await analyseCode(c.code, c.language);
  expect(result.parsedCleanly, 'the example parses cleanly').toBe(true);
  return result;
}

export const ruleTester = {
  run(kind: FindingKind, tests: { valid: ValidExample[]; invalid: InvalidFinding[] }): void {
    describe(kind, () => {
      checkCoverage(tests.valid, tests.invalid);
      for (const c of tests.valid) {
        it(`valid, ${c.language}: ${c.name}`, async () => {
          const result = await analysed(c);
          expect(result.findings.filter((f) => f.kind === kind)).toEqual([]);
        });
      }
      for (const c of tests.invalid) {
        it(`invalid, ${c.language}: ${c.name} (line ${c.findings.map((f) => f.line).join(', ')})`, async () => {
          const result = await analysed(c);
          const found = result.findings.filter((f) => f.kind === kind);
          expect(found.map((f) => f.line)).toEqual(c.findings.map((f) => f.line));
          c.findings.forEach((want, i) => {
            if (want.endLine !== undefined) expect(found[i]!.endLine).toBe(want.endLine);
            if (want.detail) expect(found[i]!.detail).toMatchObject(want.detail);
          });
        });
      }
    });
  },
};

export const techniqueTester = {
  run(kind: TechniqueKind, tests: { valid: ValidExample[]; invalid: InvalidTechnique[] }): void {
    describe(kind, () => {
      checkCoverage(tests.valid, tests.invalid);
      for (const c of tests.valid) {
        it(`not seen, ${c.language}: ${c.name}`, async () => {
          const result = await analysed(c);
          expect(result.techniques.filter((t) => t.kind === kind)).toEqual([]);
        });
      }
      for (const c of tests.invalid) {
        it(`seen, ${c.language}: ${c.name} (line ${c.line})`, async () => {
          const result = await analysed(c);
          expect(result.techniques.filter((t) => t.kind === kind)).toEqual([{ kind, line: c.line }]);
        });
      }
    });
  },
};
