/**
 * The naive floor the analyser is measured against (../shared/eval/README.md): the depth of nested loops, where a
 * sort call costs n log n and a loop that halves something costs log n. It reads the same syntax trees as the
 * analyser (through the language adapters) and nothing else: no call graph, no bounds, no amortisation. Used only
 * by scripts/eval-complexity.ts, to print beside each of the analyser's figures what such a count would score.
 */
import { COMPLEXITY_CLASSES, type AnalysedLanguage, type ComplexityClass } from '../server/coach/analyser/index.ts';
import { ADAPTERS } from '../server/coach/analyser/languages/registry.ts';
import { parseCode } from '../server/coach/analyser/model/parser.ts';
import type { SyntaxNode } from '../server/coach/analyser/model/syntax.ts';

const HALVING = /(\/=\s*2\b|>>=\s*1\b|\/\s*2\b|>>\s*1\b|\*=\s*2\b|<<=\s*1\b)/;
const SORT = /\b(sort|sorted|Sort|sortBy|sortWith|sortedBy|sort_by|sort_unstable)\s*\(/;

/** Growth as n^power · log^logs; the class is the nearest of the seven. */
export async function naiveComplexity(code: string, language: AnalysedLanguage): Promise<ComplexityClass> {
  const { root } = await parseCode(code, language);
  const adapter = ADAPTERS[language];
  let best = { n: 0, log: 0 };
  const stack: { node: SyntaxNode; n: number; log: number }[] = [{ node: root, n: 0, log: 0 }];
  while (stack.length) {
    const { node, n, log } = stack.pop()!;
    let here = { n, log };
    const loop = adapter.loopOf(node);
    if (loop) {
      const header = node.text.slice(0, loop.body.start - node.start);
      here = HALVING.test(header) || HALVING.test(loop.body.text) ? { n, log: log + 1 } : { n: n + 1, log };
    } else if (adapter.expr(node).kind === 'call' && SORT.test(node.text.slice(0, 40))) here = { n: n + 1, log: log + 1 };
    if (here.n > best.n || (here.n === best.n && here.log > best.log)) best = here;
    for (const c of node.children) stack.push({ node: c, n: here.n, log: here.log });
  }
  if (best.n >= 3) return 'O(n^3)';
  if (best.n === 2) return 'O(n^2)';
  if (best.n === 1) return best.log > 0 ? 'O(n log n)' : 'O(n)';
  return best.log > 0 ? COMPLEXITY_CLASSES[1]! : COMPLEXITY_CLASSES[0]!;
}
