/**
 * What a technique module is (see index.ts for the registry): an id (the contract's AlgorithmPattern), its name in
 * both languages, and a detector that reads the facts the analysis established.
 */
import type { TimeAnalyser } from '../complexity/time.ts';
import type { Program } from '../model/program.ts';
import type { Bi } from '../texts.ts';
import type { TechniqueFacts } from './utils/facts.ts';

export interface TechniqueContext {
  program: Program;
  /** Its `loops` (with what each loop's analysis found: kind, progress, amortisation) and `functionCost` (recursion). */
  time: TimeAnalyser;
  /** Facts several techniques read (collection operations by variable…), computed once per analysis. */
  facts: TechniqueFacts;
  /**
   * The first line another technique is seen on, or null: for a technique defined partly by what the code is not
   * (greedy: no table, no recursion). Import that technique's module to ask.
   */
  find(technique: TechniqueRule): number | null;
}

export interface TechniqueRule<Id extends string = string> {
  /** The contract's AlgorithmPattern; also the module's file name and its test's. */
  readonly id: Id;
  /** As the patterns page and the feedback name it. */
  readonly name: Bi;
  /** Every line the technique is seen on; the analysis reports the first. */
  detect(ctx: TechniqueContext): number[];
}

/** Keeps the id's literal type, so the registry's kinds are a union the compiler checks. */
export function defineTechnique<const Id extends string>(technique: TechniqueRule<Id>): TechniqueRule<Id> {
  return technique;
}
