/**
 * What a rule module is (see index.ts for the registry and the design): an id, a category, the name, a
 * detector that reads the facts the analysis established, and the texts the embedded coach writes about what it
 * found.
 */
import type { TimeAnalyser } from '../complexity/time.ts';
import type { Program } from '../model/program.ts';
import type { ReadabilityDetail } from '../readability.ts';
import type { Bi, TextLanguage } from '../texts.ts';

/**
 * `performance`: the code does more work than it needs (the score takes half a point off when the complexity class
 * does not already show it). `readability`: the code is harder to read than it needs to be.
 */
export type RuleCategory = 'performance' | 'readability';

/** Structured facts about one finding: names, lines, depths, counts — never prose. */
export type Detail = Record<string, string | number | boolean>;

/** What every detector reads: the program model, the time analysis's records and the readability measures. */
export interface RuleContext {
  program: Program;
  /** Its `loops`, `calls`, `memberships` and `functionCost` are the facts the complexity estimate rests on. */
  time: TimeAnalyser;
  readability: ReadabilityDetail;
}

/** Where a detector saw its pattern (1-based lines), with the facts its texts cite. */
export interface Report<D = Detail> {
  line: number;
  endLine?: number;
  detail?: D;
}

/** What the coach says about one finding: an observation for the feedback, a suggestion, a marker for the code. */
export interface RuleText {
  observation: Bi;
  suggestion: Bi;
  /** A short note, put as a comment above the finding's line in the annotated code. */
  marker: Bi;
}

export interface Rule<Id extends string = string, D extends Detail = Detail> {
  /** The finding's kind and issue key; also the module's file name and its test's. */
  readonly id: Id;
  readonly category: RuleCategory;
  /** The name on the patterns page (and for the model's list of issue keys). */
  readonly name: Bi;
  /**
   * Its suggestion is itself the better approach (a hash map for the inner scan, a memo for the recursion), so the
   * coach adds no general "use the problem's technique" advice after it.
   */
  readonly changesApproach?: boolean;
  detect(ctx: RuleContext): Report<D>[];
  /**
   * The texts for one finding, in the programming language's terms. The finding may come from another analyser that
   * knows fewer facts, so every detail is optional here.
   */
  texts(finding: Report<Partial<D>>, language: TextLanguage): RuleText;
}

/** Keeps the id's literal type, so the registry's kinds are a union the compiler checks. */
export function defineRule<const Id extends string, D extends Detail>(rule: Rule<Id, D>): Rule<Id, D> {
  return rule;
}
