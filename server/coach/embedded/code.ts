// What the embedded coach knows about a piece of code, whatever its language: the analyser's syntax-tree reading,
// with the C++ grammar for C (C is close to a subset of it).
import { analyseCode } from '../analyser/index.ts';
import type { AnalysedLanguage, ComplexityClass, Finding, Readability, Technique } from '../analyser/index.ts';
import type { CodeLanguage } from '../types.ts';

export interface CodeFacts {
  time: ComplexityClass;
  space: ComplexityClass;
  findings: Finding[];
  techniques: Technique[];
  readability: Readability;
  parsedCleanly: boolean;
  /**
   * How the estimate was made: `syntax_tree` (the language's own grammar), `borrowed_grammar` (C read with the C++
   * grammar), `fallback` (the analyser gave up on this input and counted loop nesting). The feedback says when it
   * is anything but `syntax_tree`.
   */
  method: 'syntax_tree' | 'borrowed_grammar' | 'fallback';
}

/** The grammar each language of the contract is read with. */
const GRAMMAR: Record<CodeLanguage, AnalysedLanguage> = {
  python: 'python',
  java: 'java',
  cpp: 'cpp',
  c: 'cpp',
  javascript: 'javascript',
  typescript: 'typescript',
  go: 'go',
  rust: 'rust',
  csharp: 'csharp',
  kotlin: 'kotlin',
  swift: 'swift',
};

export async function readCode(code: string, language: CodeLanguage): Promise<CodeFacts> {
  const analysed = await analyseCode(code, GRAMMAR[language]);
  const gaveUp = analysed.evidence.some((e) => e.kind === 'analysis_incomplete');
  return {
    time: analysed.time,
    space: analysed.space,
    findings: analysed.findings,
    techniques: analysed.techniques,
    readability: analysed.readability,
    parsedCleanly: analysed.parsedCleanly,
    method: gaveUp ? 'fallback' : GRAMMAR[language] !== language ? 'borrowed_grammar' : 'syntax_tree',
  };
}
