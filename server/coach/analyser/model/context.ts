/**
 * Where the cost reasoning stands: the program, the function being walked, the loops around the current node —
 * and the loop analysis itself, passed in as a strategy. The size reasoning (cost/magnitude.ts) needs to know how
 * often the loops around an insertion run (a list appended to inside a loop over n holds n elements), while the
 * loop analysis (complexity/loops/) needs sizes to bound its loops; passing the analysis down in the context keeps
 * the modules in one direction (loops → sizes) instead of a cycle.
 *
 * The shape of a loop's analysis lives here, below both, for the same reason.
 */
import type { Cost } from '../cost/cost.ts';
import type { FunctionInfo, Program } from './program.ts';
import type { LoopView } from './vocabulary.ts';

export type LoopKind =
  | 'constant'
  | 'linear'
  | 'logarithmic'
  | 'sqrt'
  | 'harmonic'
  | 'binary_search'
  | 'drain' // while a queue/stack/heap is not empty, popping from it
  | 'pointer_chase' // x = x.next
  | 'union_find' // while p[x] != x: x = p[x]
  | 'adjacency' // for v in g[u], where g's lists are filled from an edge list
  | 'submask'
  | 'exponential'
  | 'quadratic';

/**
 * State that carries a loop's progress between executions: scalar pointers (two pointers, sliding window) or a
 * collection that is only ever popped here (monotonic stack, BFS queue). Used for amortisation.
 */
export interface LoopProgress {
  pointers: string[];
  drained: string | null;
  /** The visited structure that keeps each element from being queued twice. */
  guard: string | null;
}

export interface LoopAnalysis {
  kind: LoopKind;
  iterations: Cost;
  /** Loop variables and the magnitude of the values they take. */
  vars: Map<string, Cost>;
  progress: LoopProgress | null;
  /** The variable the loop steps, for evidence. */
  variable: string | null;
  /** Walks an element of an enclosing foreach (index into ctx.loops): amortised over that loop. */
  elementOf?: number;
}

export interface LoopFrame {
  loop: LoopView;
  /** Loop variables and the magnitude of the values they take. */
  vars: Map<string, Cost>;
  iterations: Cost;
}

export type AnalyseLoop = (loop: LoopView, ctx: Context) => LoopAnalysis;

export interface Context {
  program: Program;
  fn: FunctionInfo | null;
  /** Enclosing loops in the current function, outermost first. */
  loops: LoopFrame[];
  /** How many times a loop runs and what it walks (complexity/loops/index.ts), for the size reasoning. */
  readonly analyseLoop: AnalyseLoop;
}
