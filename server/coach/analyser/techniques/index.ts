/**
 * The registry of techniques: one module per technique the contract names (AlgorithmPattern), in the manner of
 * the finding rules (rules/index.ts, whose header gives the design). A technique module (`<id>.ts`, built with
 * `defineTechnique`) holds its id, its name in zh and en, a doc comment (what it recognises, why it is worth naming,
 * an example) and its detector; its examples are in tests/server/analyser/techniques/<id>.test.ts.
 *
 * Techniques describe what the code does, never how well: the coach praises or questions them from the complexity,
 * not from this list. Each is reported once, at the first line it is seen on. TechniqueKind, the pattern names and
 * the list the model may choose from are derived from TECHNIQUES; a test checks that the kinds are exactly the
 * contract's AlgorithmPattern enum, and the embedded coach's names do not compile if they differ.
 */
import type { TimeAnalyser } from '../complexity/time.ts';
import type { Program } from '../model/program.ts';
import { binarySearch } from './binary_search.ts';
import { bfs } from './bfs.ts';
import { dfs } from './dfs.ts';
import { dynamicProgramming } from './dynamic_programming.ts';
import { TechniqueFacts } from './utils/facts.ts';
import { greedy } from './greedy.ts';
import { hashMap } from './hash_map.ts';
import { heap } from './heap.ts';
import { recursion } from './recursion.ts';
import { slidingWindow } from './sliding_window.ts';
import { sorting } from './sorting.ts';
import { stack } from './stack.ts';
import type { TechniqueContext, TechniqueRule } from './technique.ts';
import { twoPointers } from './two_pointers.ts';

/** Every technique, in the contract's order. */
export const TECHNIQUES = [hashMap, twoPointers, slidingWindow, binarySearch, dfs, bfs, dynamicProgramming, greedy, stack, heap, sorting, recursion] as const;

export type TechniqueKind = (typeof TECHNIQUES)[number]['id'];

/** A technique the code uses, at the first line it is seen on. */
export interface Technique {
  kind: TechniqueKind;
  /** 1-based line where it is first seen. */
  line: number;
}

export const TECHNIQUE_KINDS: readonly TechniqueKind[] = TECHNIQUES.map((t) => t.id);

/**
 * Every technique the code uses, each once, in line order. A detector that fails (a bug, or input beyond its
 * reasoning) costs only its own technique: techniques are a description on the side.
 */
export function findTechniques(program: Program, time: TimeAnalyser): Technique[] {
  const lines = new Map<TechniqueRule, number | null>();
  const ctx: TechniqueContext = {
    program,
    time,
    facts: new TechniqueFacts(program, time),
    find(technique) {
      if (!lines.has(technique)) {
        // Marked first, so a technique that (wrongly) asked about itself would get null instead of looping.
        lines.set(technique, null);
        let found: number[] = [];
        try {
          found = technique.detect(ctx);
        } catch {
          found = [];
        }
        lines.set(technique, found.reduce<number | null>((min, line) => (min === null || line < min ? line : min), null));
      }
      return lines.get(technique) ?? null;
    },
  };
  const out: Technique[] = [];
  for (const technique of TECHNIQUES as readonly TechniqueRule<TechniqueKind>[]) {
    const line = ctx.find(technique);
    if (line !== null) out.push({ kind: technique.id, line });
  }
  return out.sort((x, y) => x.line - y.line || x.kind.localeCompare(y.kind));
}
