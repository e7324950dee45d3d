/**
 * The analyser's basic public types (see index.ts). The result of an analysis, which also carries the findings and
 * techniques whose kinds the rule registries define, is in analysis.ts.
 */

export type ComplexityClass = 'O(1)' | 'O(log n)' | 'O(n)' | 'O(n log n)' | 'O(n^2)' | 'O(n^3)' | 'O(2^n)';

export type AnalysedLanguage = 'python' | 'java' | 'cpp' | 'javascript' | 'typescript' | 'go';

export interface Evidence {
  kind: string;
  line: number;
  detail?: Record<string, string | number | boolean>;
}

export interface Readability {
  maxNesting: number;
  longestFunctionLines: number;
  functionCount: number;
  lines: number;
  unclearNames: string[];
}
