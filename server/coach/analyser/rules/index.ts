/**
 * The registry of finding rules: one module per finding kind, in the manner of ESLint's `lib/rules/<id>.js`.
 *
 * A rule module (`<id>.ts`, built with `defineRule` from rule.ts) holds everything about its finding: its id (the
 * file name, the finding's kind and the issue key), its category (performance or readability), the name, a
 * doc comment that says what it reports, why it matters and an example, its detector, and its texts in zh and en
 * (observation, suggestion, marker, with the per-language names they need). Its examples are in
 * tests/server/analyser/rules/<id>.test.ts, valid and invalid, across languages.
 *
 * Everything else is derived from RULES below: the FindingKind union, the issue keys and their names
 * (embedded/names.ts), the score's categories (embedded/score.ts) and the coach's ordering of feedback. Adding a
 * finding is one new module, its line here and its test; a rule missing a part does not compile.
 *
 * Where the texts live, and why the analysis stays facts: a detector returns only where it saw its pattern and
 * structured facts (lines, names, counts — `Report`). `findPatterns` turns those into `Finding`s, the only thing an
 * analysis carries, so the analyser remains a pure function of (code, language) to facts and the process that
 * runs it sends no prose. The texts sit beside the detector so that the facts a text cites and the facts the
 * detector reports are checked together, but they are called only by the embedded coach (`describeFinding`), in the
 * learner's language, after the facts have come back.
 */
import type { TimeAnalyser } from '../complexity/time.ts';
import type { Program } from '../model/program.ts';
import type { ReadabilityDetail } from '../readability.ts';
import type { Bi, TextLanguage } from '../texts.ts';
import { deepNesting } from './deep_nesting.ts';
import { insertFrontInLoop } from './insert_front_in_loop.ts';
import { linearSearchInLoop } from './linear_search_in_loop.ts';
import { listMembershipInLoop } from './list_membership_in_loop.ts';
import { longFunction } from './long_function.ts';
import { nestedScan } from './nested_scan.ts';
import { popFrontInLoop } from './pop_front_in_loop.ts';
import { recursionWithoutMemo } from './recursion_without_memo.ts';
import type { Detail, Rule, RuleCategory, RuleContext } from './rule.ts';
import { sliceCopyInLoop } from './slice_copy_in_loop.ts';
import { sortInLoop } from './sort_in_loop.ts';
import { stringConcatInLoop } from './string_concat_in_loop.ts';
import { unclearNames } from './unclear_names.ts';

export type { RuleCategory } from './rule.ts';

/** Every rule, in the order the issue keys are listed (performance first, then readability). */
export const RULES = [
  nestedScan,
  sortInLoop,
  recursionWithoutMemo,
  stringConcatInLoop,
  listMembershipInLoop,
  popFrontInLoop,
  insertFrontInLoop,
  sliceCopyInLoop,
  linearSearchInLoop,
  deepNesting,
  longFunction,
  unclearNames,
] as const;

export type FindingKind = (typeof RULES)[number]['id'];

/** A recognised pattern with the lines it is seen on: facts only (see the header). */
export interface Finding {
  kind: FindingKind;
  /** 1-based line where it is seen. */
  line: number;
  endLine?: number;
  /** Structured facts only (names, lines, depths, counts): no prose. */
  detail?: Detail;
}

export const FINDING_KINDS: readonly FindingKind[] = RULES.map((r) => r.id);

const BY_ID = new Map<string, Rule<FindingKind>>(RULES.map((r) => [r.id, r]));

export function ruleOf(kind: FindingKind): Rule<FindingKind> {
  return BY_ID.get(kind)!;
}

/** The category of a finding kind; null for a key no rule has (a complexity verdict, another coach's key). */
export function categoryOf(kind: string): RuleCategory | null {
  return BY_ID.get(kind)?.category ?? null;
}

/** Every finding of every rule, each kind once per line, in line order. */
export function findPatterns(program: Program, time: TimeAnalyser, readability: ReadabilityDetail): Finding[] {
  const ctx: RuleContext = { program, time, readability };
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const rule of RULES as readonly Rule<FindingKind>[]) {
    for (const report of rule.detect(ctx)) {
      const key = `${rule.id}:${report.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const finding: Finding = { kind: rule.id, line: report.line };
      if (report.endLine !== undefined) finding.endLine = report.endLine;
      if (report.detail) finding.detail = report.detail;
      findings.push(finding);
    }
  }
  return findings.sort((x, y) => x.line - y.line || x.kind.localeCompare(y.kind));
}

/** What the coach writes about a finding, in the programming language's terms. */
export interface FindingText {
  observation: Bi;
  suggestion: Bi;
  /** The line a marker comment goes above in the annotated code. */
  markLine: number;
  marker: Bi;
}

export function describeFinding(finding: Finding, language: TextLanguage): FindingText {
  return { ...ruleOf(finding.kind).texts(finding, language), markLine: finding.line };
}
