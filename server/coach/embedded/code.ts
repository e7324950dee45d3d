// What the embedded coach knows about a piece of code, whatever its language: the analyser's syntax-tree reading,
// with the C++ grammar for C (C is close to a subset of it).
import type { AnalysedLanguage, ComplexityClaimFact, ComplexityClass, Finding, Readability, SpaceCause, Technique, TimeCause } from '../analyser/index.ts';
import { roughEstimate } from '../analyser/rough-estimate.ts';
import type { AnalysisFailure, CodeAnalyser } from '../analyser/runner.ts';
import type { AnalysisEstimate, CodeLanguage } from '../types.ts';

export interface CodeFacts {
  time: ComplexityClass;
  space: ComplexityClass;
  findings: Finding[];
  techniques: Technique[];
  readability: Readability;
  parsedCleanly: boolean;
  /**
   * How far the estimate can be trusted, as the contract's Analysis carries it: `full` when the syntax tree was
   * followed whole; `rough` with its reason otherwise (`beyond_analyser`: the analyser gave up on this input and
   * counted loop nesting; `syntax_errors`: part of the code was not parsed; `time_budget` / `analyser_failed`: the
   * analysis could not be had). The feedback says so whenever the estimate is rough.
   */
  estimate: AnalysisEstimate;
  /** Why the time and the space are what they are, when the analyser traced it. */
  timeCause: TimeCause | null;
  spaceCause: SpaceCause | null;
  /** The complexities the code's comments claim (never used to estimate). */
  claims: ComplexityClaimFact[];
}

const FULL: AnalysisEstimate = { precision: 'full' };
const ROUGH_BEYOND: AnalysisEstimate = { precision: 'rough', reason: 'beyond_analyser' };
const ROUGH_SYNTAX: AnalysisEstimate = { precision: 'rough', reason: 'syntax_errors' };

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

export async function readCode(code: string, language: CodeLanguage, analyser: CodeAnalyser): Promise<CodeFacts> {
  const outcome = await analyser.analyse(code, GRAMMAR[language]);
  if (!outcome.ok) return await roughFacts(code, language, outcome.reason);
  const analysed = outcome.analysis;
  const gaveUp = analysed.evidence.some((e) => e.kind === 'analysis_incomplete');
  return {
    time: analysed.time,
    space: analysed.space,
    findings: analysed.findings,
    techniques: analysed.techniques,
    readability: analysed.readability,
    parsedCleanly: analysed.parsedCleanly,
    estimate: gaveUp ? ROUGH_BEYOND : analysed.parsedCleanly ? FULL : ROUGH_SYNTAX,
    timeCause: analysed.timeCause,
    spaceCause: analysed.spaceCause,
    claims: analysed.claims,
  };
}

/**
 * When the analysis could not be had (past its time budget, a failed worker): loop nesting read from the text in
 * one linear pass (rough-estimate.ts), which is safe on any input, on the server's own thread.
 */
async function roughFacts(code: string, language: CodeLanguage, reason: AnalysisFailure): Promise<CodeFacts> {
  const rough = await roughEstimate(code, language);
  return {
    time: rough.time,
    space: 'O(1)',
    findings: [],
    techniques: [],
    readability: { maxNesting: rough.blockNesting, longestFunctionLines: 0, functionCount: 0, lines: rough.lines, unclearNames: [] },
    parsedCleanly: true,
    estimate: { precision: 'rough', reason },
    timeCause: null,
    spaceCause: null,
    // The comments are not read either: a model is then shown the code as it is.
    claims: [],
  };
}
