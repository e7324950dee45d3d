/**
 * Whole-program facts about collections, gathered after the program model is built: which collections grow
 * (so a literal's size says nothing about them) and which are adjacency lists (lists of lists filled one edge at
 * a time, whose lists together hold O(edges) entries however they are iterated).
 */
import { lookupVar, varOf, type Program, type VarInfo } from './program.ts';
import { collectionOpsIn } from './patterns.ts';
import { walk } from './syntax.ts';
import { computeCharacterKeyedMaps } from './elements.ts';

export function computeFacts(program: Program): void {
  const a = program.adapter;
  const scopes: { fn: (typeof program.functions)[number] | null; node: import('./syntax.ts').SyntaxNode }[] = [
    ...program.functions.map((fn) => ({ fn, node: fn.view.body })),
    ...program.topLevel.map((node) => ({ fn: null, node })),
  ];
  for (const { fn, node } of scopes) {
    for (const op of collectionOpsIn(program, node)) {
      if (!op.collection) continue;
      const v = lookupVar(program, fn, op.collection);
      if (!v) continue;
      if (op.op === 'push' || op.op === 'push_front' || op.op === 'insert_at' || op.op === 'heap_push') {
        if (op.element) program.adjacency.add(v);
        else program.growing.add(v);
      }
      if (op.op === 'heap_push' || op.op === 'heap_pop' || op.op === 'heapify') {
        if (!op.element && (!v.collection || v.collection === 'list')) v.collection = 'heap';
      }
    }
    // One walk for three facts.
    walk(node, (n) => {
      // `grid[i][j]`: a two-dimensional collection, whatever its (missing) type says.
      const e = a.expr(n);
      if (e.kind === 'index') {
        const inner = a.expr(e.object);
        if (inner.kind === 'index') {
          const v = varOf(program, fn, inner.object);
          if (v) program.indexed2d.add(v);
        }
      }
      const asg = e.kind === 'assignment' ? e.assignment : a.assignmentOf(n);
      if (!asg) return true;
      // `m[k] = v` / `m[k]++` on a hash map adds keys.
      for (const t of asg.targets) {
        const te = a.expr(t);
        if (te.kind !== 'index') continue;
        const v = varOf(program, fn, te.object);
        if (v && (v.collection === 'map' || v.collection === 'ordered_map')) program.growing.add(v);
      }
      // Go: g[a] = append(g[a], b)
      if (program.language === 'go') {
        asg.targets.forEach((t, i) => {
          const value = asg.values[i];
          if (!value) return;
          const e = a.expr(value);
          if (e.kind === 'call' && e.name === 'append' && e.args[0]) {
            const te = a.expr(t);
            const target = te.kind === 'index' ? te.object : t;
            const v: VarInfo | null = varOf(program, fn, target);
            if (v) (te.kind === 'index' ? program.adjacency : program.growing).add(v);
          }
        });
      }
      return true;
    });
  }
  computeCharacterKeyedMaps(program);
}
