/**
 * Facts about a union-find that both the loop analysis (`while p[x] != x: x = p[x]`) and the recursion analysis
 * (`find(x) = x if p[x] == x else find(p[x])`) need: with union by size or rank on top of path compression, a find
 * is O(α(n)) amortised, a constant; either one alone leaves it O(log n).
 */
import { baseName } from '../model/patterns.ts';
import type { Program } from '../model/program.ts';
import { walk, type SyntaxNode } from '../model/syntax.ts';

const known = new WeakMap<Program, boolean>();

/**
 * Union by size or rank: two entries of one array compared (`rank[a] < rank[b]`) or one added to the other
 * (`size[a] += size[b]`) somewhere in the program — how the smaller tree is found and hung under the larger.
 */
export function unionByRank(program: Program): boolean {
  const cached = known.get(program);
  if (cached !== undefined) return cached;
  const a = program.adapter;
  const entryOf = (n: SyntaxNode): string | null => {
    const e = a.expr(n);
    if (e.kind === 'wrapper') return entryOf(e.inner);
    if (e.kind !== 'index') return null;
    // One subscript into a plain array or field (`size[a]`, `self.rank[x]`), not a cell of a table.
    const o = a.expr(e.object);
    return o.kind === 'name' || (o.kind === 'member' && a.expr(o.object).kind === 'self') ? baseName(a, e.object) : null;
  };
  let found = false;
  walk(program.root, (n) => {
    if (found) return false;
    const e = a.expr(n);
    if (e.kind === 'binary' && ['<', '<=', '>', '>='].includes(e.op)) {
      const l = entryOf(e.left);
      found = !!l && l === entryOf(e.right);
    } else {
      const asg = a.assignmentOf(n);
      if (asg?.op === '+=') asg.targets.forEach((t, i) => {
        const l = entryOf(t);
        const value = asg.values[i];
        if (l && value && l === entryOf(value)) found = true;
      });
    }
    return !found;
  });
  known.set(program, found);
  return found;
}
