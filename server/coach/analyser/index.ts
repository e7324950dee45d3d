/**
 * The embedded coach's static code analyser: reads a solution's syntax tree (tree-sitter) and estimates its time
 * and space complexity, with the evidence for it, recognised inefficiency patterns and readability signals.
 */
import * as C from './cost/cost.ts';
import { readClaims } from './claims.ts';
import { ADAPTERS } from './languages/registry.ts';
import { computeFacts } from './model/facts.ts';
import { findPatterns } from './rules/index.ts';
import { parseCode } from './model/parser.ts';
import { buildProgram, markInstances } from './model/program.ts';
import { measureReadability } from './readability.ts';
import { unclearNamesIn } from './rules/unclear_names.ts';
import { SpaceAnalyser } from './complexity/space.ts';
import { findTechniques } from './techniques/index.ts';
import { TimeAnalyser } from './complexity/time.ts';
import type { CodeAnalysis } from './analysis.ts';
import type { AnalysedLanguage, ComplexityClass } from './types.ts';
import type { SyntaxNode } from './model/syntax.ts';
import type { LanguageAdapter } from './model/vocabulary.ts';

export type { AnalysedLanguage, ComplexityClaimFact, ComplexityClass, CostStep, Evidence, Readability, SpaceCause, TimeCause } from './types.ts';
export type { CodeAnalysis } from './analysis.ts';
export type { Finding, FindingKind } from './rules/index.ts';
export type { Technique, TechniqueKind } from './techniques/index.ts';
export { complexityClassOf } from './cost/notation.ts';
export { compareClaim, spaceCostLine, timeCostLine, withoutClaims, type ClaimComparison } from './claims.ts';

export const COMPLEXITY_CLASSES: readonly ComplexityClass[] = C.CLASSES;

const LANGUAGES: readonly AnalysedLanguage[] = ['python', 'java', 'cpp', 'javascript', 'typescript', 'go', 'rust', 'csharp', 'kotlin', 'swift'];

export function isAnalysedLanguage(language: string): language is AnalysedLanguage {
  return (LANGUAGES as readonly string[]).includes(language);
}

/** Order of the seven classes: negative when a grows slower than b. */
export function compareComplexity(a: ComplexityClass, b: ComplexityClass): number {
  return COMPLEXITY_CLASSES.indexOf(a) - COMPLEXITY_CLASSES.indexOf(b);
}

/**
 * Analyses one solution. The first call for a language loads the tree-sitter runtime and that language's grammar
 * (shared by concurrent callers); later calls only parse and reason. Code with syntax errors is still analysed as
 * far as the parser recovered (`parsedCleanly: false`).
 */
export async function analyseCode(code: string, language: AnalysedLanguage): Promise<CodeAnalysis> {
  const adapter = ADAPTERS[language];
  const parsed = await parseCode(code, language, adapter.embedded?.bind(adapter));
  adapter.repair?.(parsed.root);
  try {
    return analyse(parsed.root, code, language, adapter, !parsed.hasError);
  } catch (error) {
    // A bug or an input beyond the reasoning's limits (say, thousands of nested brackets) must not take the coach
    // down: answer from loop nesting alone, and say so in the evidence.
    if (!(error instanceof Error)) throw error;
    return fallback(parsed.root, code, language, adapter, !parsed.hasError);
  }
}

/**
 * The most facts an analysis cites. A reader (or the coach) uses the first few; a file of thousands of loops had
 * 2,270 of them (300 KB), which then crossed two processes and the server's event loop for nothing.
 */
export const MAX_EVIDENCE = 200;

function analyse(root: SyntaxNode, code: string, language: AnalysedLanguage, adapter: LanguageAdapter, parsedCleanly: boolean): CodeAnalysis {
  const program = buildProgram(root, adapter);
  markInstances(program);
  computeFacts(program);
  const timeAnalyser = new TimeAnalyser(program);
  const time = timeAnalyser.programTime();
  const spaceAnalyser = new SpaceAnalyser(program, timeAnalyser);
  const space = spaceAnalyser.analyse();
  const readability = measureReadability(program, code);
  const findings = findPatterns(program, timeAnalyser, readability);
  const techniques = findTechniques(program, timeAnalyser);
  return {
    language,
    time: C.toClass(time),
    space: C.toClass(space),
    evidence: [...timeAnalyser.evidence, ...spaceAnalyser.evidence()].slice(0, MAX_EVIDENCE),
    findings,
    techniques,
    readability: {
      maxNesting: readability.maxNesting,
      longestFunctionLines: readability.longestFunctionLines,
      functionCount: readability.functionCount,
      lines: readability.lines,
      unclearNames: unclearNamesIn(program).map((u) => u.name),
    },
    parsedCleanly,
    timeCause: time.cause?.length ? { steps: time.cause.map((step) => ({ ...step })) } : null,
    spaceCause: spaceAnalyser.cause(),
    // Read from the comments after the analysis, which never looks at them.
    claims: claimsOf(root, adapter, code),
  };
}

/** The comments' claims are a note on the side: a bug in reading them must not cost the estimate. */
function claimsOf(root: SyntaxNode, adapter: LanguageAdapter, code: string): CodeAnalysis['claims'] {
  try {
    return readClaims(root, adapter, code);
  } catch {
    return [];
  }
}

/** Deepest loop nesting, found iteratively (no recursion that deep input could overflow). */
function fallback(root: SyntaxNode, code: string, language: AnalysedLanguage, adapter: LanguageAdapter, parsedCleanly: boolean): CodeAnalysis {
  let deepest = 0;
  let line = 1;
  const stack: { node: SyntaxNode; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    const d = adapter.loopOf(node) ? depth + 1 : depth;
    if (d > deepest) {
      deepest = d;
      line = node.line;
    }
    for (const c of node.children) stack.push({ node: c, depth: d });
  }
  return {
    language,
    time: C.toClass(C.cost(Math.min(deepest, 3))),
    space: 'O(1)',
    evidence: [{ kind: 'analysis_incomplete', line, detail: { loopNesting: deepest } }],
    findings: [],
    techniques: [],
    readability: { maxNesting: deepest, longestFunctionLines: 0, functionCount: 0, lines: code.split('\n').filter((l) => l.trim()).length, unclearNames: [] },
    parsedCleanly,
    timeCause: null,
    spaceCause: null,
    claims: claimsOf(root, adapter, code),
  };
}
