/**
 * Example tables for the complexity rules, in the manner of ESLint's RuleTester: `valid` programs are ones the
 * rule recognises, `invalid` ones look alike but must not be read by it. Each states the complexity any textbook
 * would give it (and, where it matters, the loop pattern the evidence must or must not show). Every program is
 * hand-written for its rule.
 */
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, ComplexityClass } from '../../../../server/coach/analyser/index.ts';

export interface Example {
  name: string;
  language: AnalysedLanguage;
  code: string;
  time: ComplexityClass;
  space?: ComplexityClass;
  /** A loop pattern the evidence must show (valid) or must not show (invalid). */
  pattern?: string;
  /** The recursion shape the evidence must show (valid) or must not show (invalid). */
  shape?: string;
}

/** Strips the common indentation so programs can be written indented inside the test. */
export function src(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

export function ruleExamples(rule: string, examples: { valid: Example[]; invalid: Example[] }): void {
  describe(rule, () => {
    const cases = [...examples.valid.map((c) => ({ c, applies: true })), ...examples.invalid.map((c) => ({ c, applies: false }))];
    it.each(cases.map(({ c, applies }) => [`${applies ? 'valid' : 'invalid'}: ${c.name} (${c.language})`, c, applies] as const))('%s', async (_, c, applies) => {
      const r = await analyseCode(c.code, c.language);
      expect(r.time).toBe(c.time);
      if (c.space) expect(r.space).toBe(c.space);
      const patterns = r.evidence.filter((e) => e.kind === 'loop').map((e) => e.detail?.pattern);
      const shapes = r.evidence.filter((e) => e.kind === 'recursion').map((e) => e.detail?.shape);
      if (c.pattern) expect(patterns.includes(c.pattern)).toBe(applies);
      if (c.shape) expect(shapes.includes(c.shape)).toBe(applies);
    });
  });
}
