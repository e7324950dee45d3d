/**
 * Counters and pointers: `while i < n: i += 1`, `while j < n and …: j += 1` step towards a bound, so the loop runs
 * as many times as there are values in between. A pointer the condition does not mention but the body uses as an
 * index (`while cnt[c] > 1: cnt[s[l]] -= 1; l += 1`) also carries the loop's progress. The pointers are recorded
 * so the time walker can amortise the loop when they only move forward across an enclosing loop (two pointers, a
 * sliding window). The last while strategy: it always answers.
 */
import * as C from '../../cost/cost.ts';
import type { Cost } from '../../cost/cost.ts';
import { constValue, valueMag } from '../../cost/magnitude.ts';
import type { Context } from '../../model/context.ts';
import { assignmentsIn, namesIn, updateKind } from '../../model/patterns.ts';
import { lookupVar } from '../../model/program.ts';
import { walk, type SyntaxNode } from '../../model/syntax.ts';
import { boundsOf, rangeBetween } from './bounds.ts';
import { kindOf, result } from './result.ts';
import type { WhileStrategy } from './strategy.ts';

export const counters: WhileStrategy = (loop, ctx) => {
  const { condition, condNames, body, bodyAssignments, candidates, vars, iterationsOf } = loop;
  const pointers: string[] = [];
  let iterations: Cost | null = null;
  for (const c of candidates) {
    const kind = updateKind(c.view, c.name!, c.value, ctx);
    if (kind === 'step' || kind === 'step_var' || kind === 'assign') {
      pointers.push(c.name!);
      if (condition && (kind === 'step' || kind === 'step_var')) {
        const bounds = boundsOf(condition, c.name!, ctx);
        // An exponent bounded by `(1 << j) <= n` takes values up to log n; a root bounded by `i * i <= n`, up to √n;
        // any other counter, the values between its start and its bound.
        if (bounds.some((b) => b.exponent)) vars.set(c.name!, C.LOG);
        else if (bounds.some((b) => b.sqrt)) vars.set(c.name!, C.SQRT);
        const start = startValue(c.name!, ctx);
        // Without a local start (a parameter counted down: `while n > 0: n -= 1`) the range is the variable's own size.
        const own = start ? null : valueMag(c.target, ctx);
        // Without a bound in the condition, a counter going down stops near zero (as many steps as its start); one
        // going up (`while (s.count(r + 1)) ++r`) stops when the condition says, which its start does not tell.
        const down = c.view.op === '--' || c.view.op === '-=';
        let it = bounds.length ? iterationsOf({ update: 'step', start, bounds, range: () => rangeBetween(start, bounds, ctx), steppedByOuter: false }).iterations : start && down ? valueMag(start, ctx) : C.LINEAR;
        if (own) it = C.max(it, own);
        iterations = iterations ? C.max(iterations, it) : it;
      }
    }
  }
  // Sliding windows move a pointer that the condition does not mention (`while cnt[c] > 1: cnt[s[l]] -= 1; l += 1`).
  const indexPointers = bodyAssignments
    .filter((x) => x.name && !x.indexed && !condNames.has(x.name) && updateKind(x.view, x.name, x.value, ctx) === 'step' && usedAsIndex(body, x.name, ctx))
    .map((x) => x.name!);
  const analysis = result(iterations ? kindOf(iterations) : 'linear', iterations ?? C.LINEAR, vars, pointers[0] ?? indexPointers[0] ?? null);
  const allPointers = [...new Set([...pointers, ...indexPointers])];
  if (allPointers.length) analysis.progress = { pointers: allPointers, drained: null, guard: null };
  if (!condition && loop.loop.kind === 'while' && !iterations) analysis.iterations = C.LINEAR;
  return analysis;
};

/**
 * `for (i = 0; i < n;) { for (v of piece) { …; i++; } }`: an inner loop that steps an enclosing counted loop's
 * counter on every iteration (a statement of its body, not inside a branch) shares that counter, so together they
 * run at most as often as the counter can advance.
 */
export function stepsEnclosingCounter(body: SyntaxNode, ctx: Context): string[] {
  const a = ctx.program.adapter;
  const counters = new Set(ctx.loops.filter((f) => f.loop.kind === 'counted').flatMap((f) => [...f.vars.keys()]));
  if (counters.size === 0) return [];
  const statements = a.expr(body).kind === 'other' && body.namedChildren.length ? body.namedChildren : [body];
  const out: string[] = [];
  for (const statement of statements) {
    if (a.branchOf(statement) || a.loopOf(statement)) continue;
    for (const asg of assignmentsIn(ctx.program, statement)) {
      if (asg.name && !asg.indexed && counters.has(asg.name) && updateKind(asg.view, asg.name, asg.value, ctx) === 'step') out.push(asg.name);
    }
  }
  return out;
}

function usedAsIndex(body: SyntaxNode, name: string, ctx: Context): boolean {
  const a = ctx.program.adapter;
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'index' && namesIn(a, e.index).has(name)) found = true;
    return !found;
  });
  return found;
}

/** The value a variable starts from, when it is assigned once before the loop. */
function startValue(name: string, ctx: Context): SyntaxNode | null {
  const v = lookupVar(ctx.program, ctx.fn, name);
  if (!v || v.param) return null;
  // Assigned elsewhere too (`cur += cols` in the outer loop): the start value says little.
  if (v.assignments.some((x) => x.view.op !== '=' && x.view.op !== ':=' && x.view.op !== '++' && x.view.op !== '--' && !(x.value && constValue(x.value, ctx) !== null))) return null;
  const first = v.assignments.find((x) => x.view.op === '=' || x.view.op === ':=');
  return first?.value ?? null;
}
