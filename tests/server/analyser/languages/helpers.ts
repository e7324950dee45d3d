/** Shared by the per-language analyser tests: indentation-free programs and a runner for tables of cases. */
import { expect, it } from 'vitest';
import { analyseCode } from '../../../../server/coach/analyser/index.ts';
import type { AnalysedLanguage, ComplexityClass, FindingKind, TechniqueKind } from '../../../../server/coach/analyser/index.ts';

/** Strips the common indentation so programs can be written indented inside the test. */
export function src(code: string): string {
  const lines = code.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

export interface Case {
  rule: string;
  code: string;
  time: ComplexityClass;
  space?: ComplexityClass;
  /** Findings that must be reported, and findings that must not. */
  findings?: FindingKind[];
  noFindings?: FindingKind[];
  techniques?: TechniqueKind[];
}

/** One `it` per case: the textbook time and space, the findings and techniques named, a clean parse. */
export function runCases(language: AnalysedLanguage, cases: Case[]): void {
  for (const c of cases) {
    it(c.rule, async () => {
      const a = await analyseCode(c.code, language);
      expect(a.parsedCleanly, 'parsed without syntax errors').toBe(true);
      expect(a.time, 'time').toBe(c.time);
      if (c.space) expect(a.space, 'space').toBe(c.space);
      const kinds = a.findings.map((f) => f.kind);
      for (const f of c.findings ?? []) expect(kinds, 'findings').toContain(f);
      for (const f of c.noFindings ?? []) expect(kinds, 'findings').not.toContain(f);
      const techniques = a.techniques.map((t) => t.kind);
      for (const t of c.techniques ?? []) expect(techniques, 'techniques').toContain(t);
    });
  }
}
