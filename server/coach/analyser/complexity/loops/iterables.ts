/**
 * What a foreach walks over: the size of the collection, a constant alphabet, the digits of a number, adjacency
 * lists, the element of an enclosing loop over words (whose inner loops together read the input once)…
 */
import * as C from '../../cost/cost.ts';
import type { Cost } from '../../cost/cost.ts';
import { constSize, constValue, constantMagnitude, sizeMag } from '../../cost/magnitude.ts';
import type { Context, LoopKind } from '../../model/context.ts';
import { elementFrame } from '../../model/elements.ts';
import type { SyntaxNode } from '../../model/syntax.ts';
import { adjacencyGet, adjacencyRow } from './adjacency.ts';
import { kindOf } from './result.ts';

export interface IterableSize {
  kind: LoopKind;
  iterations: Cost;
  /** Magnitude of one element. */
  element: Cost;
  /** The elements are those of an enclosing foreach's element (index into ctx.loops). */
  elementOf?: number;
}

/** What a foreach walks over: the size of the collection, a constant alphabet, digits of a number, adjacency lists… */
export function iterableSize(node: SyntaxNode, ctx: Context): IterableSize {
  const a = ctx.program.adapter;
  const cv = constValue(node, ctx);
  if (cv !== null) return { kind: kindOf(constantMagnitude(cv)), iterations: constantMagnitude(cv), element: constantMagnitude(cv) };
  const cs = constSize(node, ctx);
  if (cs !== null) return { kind: kindOf(constantMagnitude(cs)), iterations: constantMagnitude(cs), element: C.CONSTANT };
  const e = a.expr(node);
  switch (e.kind) {
    case 'wrapper':
      return iterableSize(e.inner, ctx);
    case 'name': {
      // `for w in words: for c in w` reads every character once: the inner loops together cover the input.
      const frame = elementFrame(e.name, ctx);
      if (frame !== null) return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR, elementOf: frame };
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
    case 'index':
      if (adjacencyRow(e.object, e.index, ctx)) return { kind: 'adjacency', iterations: C.LINEAR, element: C.LINEAR };
      return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR };
    case 'member': {
      // `for child in node.children` with node an element of a list of nodes: the child lists partition the input.
      const object = a.expr(e.object);
      if (object.kind === 'name') {
        const frame = elementFrame(object.name, ctx);
        if (frame !== null) return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR, elementOf: frame };
      }
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
    case 'call': {
      const inner = e.receiver ?? e.args[0];
      switch (e.name) {
        case 'combinations': {
          const k = e.args[1] ? constValue(e.args[1], ctx) : null;
          const it = k !== null ? C.cost(Math.min(k, 3)) : C.EXPONENTIAL;
          return { kind: kindOf(it), iterations: it, element: C.LINEAR };
        }
        case 'permutations':
        case 'product':
          return { kind: 'exponential', iterations: C.EXPONENTIAL, element: C.LINEAR };
        case 'of':
        case 'asList':
          // List.of(i + x, i - x): as many elements as arguments.
          if (e.qualifier && e.args.length !== 1) return { kind: 'constant', iterations: C.CONSTANT, element: C.LINEAR };
          break;
        case 'get':
        case 'getOrDefault':
          if (adjacencyGet(e.receiver, ctx)) return { kind: 'adjacency', iterations: C.LINEAR, element: C.LINEAR };
          return { kind: 'linear', iterations: C.LINEAR, element: C.LINEAR };
        case 'zip': {
          // zip stops at the shortest argument.
          let best: { kind: LoopKind; iterations: Cost; element: Cost } | null = null;
          for (const arg of e.args) {
            const size = iterableSize(arg, ctx);
            if (!best || C.compareCost(size.iterations, best.iterations) < 0) best = size;
          }
          if (best) return best;
          break;
        }
        case 'enumerate':
        case 'reversed':
        case 'sorted':
        case 'list':
        case 'set':
        case 'iter':
        case 'items':
        case 'keys':
        case 'values':
        case 'entrySet':
        case 'keySet':
        case 'toCharArray':
        case 'chars':
        case 'pairwise':
        case 'accumulate':
        case 'entries':
        case 'split':
        case 'Fields':
        case 'Split':
        case 'from':
        case 'groupby':
          if (inner) return iterableSize(inner, ctx);
          break;
        default:
          break;
      }
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
    default: {
      const size = sizeMag(node, ctx);
      return { kind: kindOf(size), iterations: size, element: C.LINEAR };
    }
  }
}
