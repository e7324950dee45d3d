/**
 * The two questions the loop strategies answer. index.ts asks the strategies of each question in a stated order;
 * the first that recognises the loop answers.
 *
 * - A step: one update of a counted loop's variable (`i++`, `i *= 2`, `j += i`, `s = (s - 1) & mask`), between
 *   its start and the bounds of the condition — how many iterations does it imply?
 * - A while loop (or a counted loop whose counter does not drive it): what makes it stop, and how soon?
 */
import type { Cost } from '../../cost/cost.ts';
import type { Context, LoopAnalysis, LoopKind } from '../../model/context.ts';
import type { assignmentsIn, UpdateKind } from '../../model/patterns.ts';
import type { SyntaxNode } from '../../model/syntax.ts';
import type { LoopView } from '../../model/vocabulary.ts';
import type { Bound } from './bounds.ts';

export interface StepQuery {
  update: UpdateKind;
  start: SyntaxNode | null;
  bounds: Bound[];
  /** Values between the start and the tightest bound (or the start's own magnitude), computed when asked. */
  range: () => Cost;
  /** The step is (built from) an enclosing loop's variable: `for (j = i; j < n; j += i)`. */
  steppedByOuter: boolean;
}

export type StepAnswer = { kind: LoopKind; iterations: Cost };

export type StepStrategy = (step: StepQuery, ctx: Context) => StepAnswer | null;

export type Assignment = ReturnType<typeof assignmentsIn>[number];

export interface WhileQuery {
  condition: SyntaxNode | null;
  body: SyntaxNode;
  loop: LoopView;
  /** Loop variables known so far (a counted loop's initialisers); the answer carries this same map. */
  vars: Map<string, Cost>;
  /** Names the condition mentions. */
  condNames: Set<string>;
  bodyAssignments: Assignment[];
  /** Plain variables the body assigns that the condition tests (all of them when there is no condition). */
  candidates: Assignment[];
  /** How the step strategies read one step (for a counter stepping towards a bound). */
  iterationsOf: (step: StepQuery) => StepAnswer;
}

export type WhileStrategy = (loop: WhileQuery, ctx: Context) => LoopAnalysis | null;
