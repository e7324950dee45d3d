/**
 * Following links: `x = x.next`, `x = nxt[x]` walk a chain one element per iteration, at most its length: O(n).
 * Asked after union-find, which recognises the parent-array form of the same update.
 */
import * as C from '../../cost/cost.ts';
import { updateKind } from '../../model/patterns.ts';
import { result } from './result.ts';
import type { WhileStrategy } from './strategy.ts';

export const pointerChase: WhileStrategy = (loop, ctx) => {
  const c = loop.candidates.find((x) => updateKind(x.view, x.name!, x.value, ctx) === 'pointer');
  return c ? result('pointer_chase', C.LINEAR, loop.vars, c.name) : null;
};
