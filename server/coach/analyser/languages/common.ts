/** Helpers shared by the language adapters. */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, CollectionKind } from '../model/vocabulary.ts';

/** Numeric literal text in any of the six languages (`1_000`, `0x1F`, `1e9`, `10L`, `1LL`, `.5f`, `1'000`). */
export function parseNumber(text: string): number | null {
  let t = text.replace(/[_']/g, '').toLowerCase();
  // Suffixes are matched from the start of their run only (the lookbehinds): a long run is read once.
  if (/^0x[0-9a-f]+[ul]*$/.test(t)) return parseInt(t.replace(/(?<![ul])[ul]+$/, ''), 16);
  if (/^0b[01]+[ul]*$/.test(t)) return parseInt(t.slice(2).replace(/(?<![ul])[ul]+$/, ''), 2);
  t = t.replace(/(?:(?<![ul])[ul]+|[fd]|n)$/, '');
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

/**
 * How many `[]` a type's text ends with, and the text without them: only trailing brackets make an array
 * (`int[][]` → 2; `PriorityQueue<int[]>` → 0, a queue of arrays).
 */
export function trailingArrayDims(type: string): { dims: number; base: string } {
  let end = type.length;
  while (end >= 2 && type.endsWith('[]', end)) end -= 2;
  return { dims: (type.length - end) / 2, base: type.slice(0, end) };
}

/** A generic type's name: the text before its first `<` (`Map<K, List<V>>` → `Map`). */
export function withoutTypeArguments(type: string): string {
  return type.split('<', 1)[0]!;
}

/** The content of a quoted literal, without quotes or prefixes. */
export function unquote(text: string): string {
  const m = /^[a-zA-Z]*("""|'''|"|'|`)([\s\S]*)\1$/.exec(text);
  return m ? m[2]! : text;
}

/** Children split by an anonymous separator token (Python slices `a:b:c` have no fields). */
export function splitBy(node: SyntaxNode, separator: string): (SyntaxNode | null)[] {
  const parts: (SyntaxNode | null)[] = [null];
  for (const c of node.children) {
    if (!c.named && c.type === separator) parts.push(null);
    else if (c.named && c.type !== 'comment') parts[parts.length - 1] = c;
  }
  return parts;
}

export function assignment(
  node: SyntaxNode,
  targets: SyntaxNode[],
  values: (SyntaxNode | null)[],
  op: string,
  declaredType: string | null = null,
  isDeclaration = false,
): AssignmentView {
  return { node, targets, values, op, declaredType, isDeclaration };
}

/** Pairs targets and values of `a, b = x, y`; keeps the right-hand sides as written when the counts differ. */
export function pairUp(targets: SyntaxNode[], values: SyntaxNode[]): (SyntaxNode | null)[] {
  if (targets.length === values.length) return values;
  if (values.length === 1 && targets.length > 1) return targets.map(() => values[0]!);
  return values;
}

/**
 * A generic type `Name<A, B<C>>` split into its name and top-level arguments (`Name`, [`A`, `B<C>`]); a type
 * without arguments has none. Whitespace is dropped. Written as a scan over brackets, not a regular expression,
 * so that nested generics are split where they should be.
 */
export function genericParts(type: string): { name: string; args: string[] } {
  const t = type.replace(/\s+/g, '');
  const open = t.indexOf('<');
  if (open < 0 || !t.endsWith('>')) return { name: t, args: [] };
  const args: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < t.length - 1; i++) {
    const c = t[i];
    if (c === '<' || c === '(' || c === '[') depth++;
    else if (c === '>' || c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      args.push(t.slice(from, i));
      from = i + 1;
    }
  }
  args.push(t.slice(from, t.length - 1));
  return { name: t.slice(0, open), args: args.filter((a) => a.length > 0) };
}

/**
 * What a generic type is (`Vec<Vec<i32>>`, `HashMap<Int, MutableList<Int>>`, `List<string>`): the outer name's
 * collection kind from `kindOf`, and how many collection levels are nested in it (a map of lists is two-dimensional
 * as far as its size goes). Strings are not a level.
 */
export function genericShape(type: string, kindOf: (name: string) => CollectionKind | null, depth = 0): { collection: CollectionKind | null; dims: number } {
  const { name, args } = genericParts(type);
  const collection = kindOf(name);
  if (!collection || collection === 'string' || collection === 'string_builder' || depth > 8) return { collection, dims: 0 };
  // The element (a map's value) decides the next level.
  const element = args[args.length - 1];
  const inner = element ? genericShape(element, kindOf, depth + 1) : { collection: null, dims: 0 };
  return { collection, dims: 1 + (inner.collection && inner.collection !== 'string' && inner.collection !== 'string_builder' ? inner.dims : 0) };
}

/**
 * Collection kind from a type name, shared by the statically typed languages (Java, C++, TypeScript, Go spell
 * many of them alike).
 */
export function collectionFromTypeName(name: string): CollectionKind | null {
  const n = name.replace(/^(std|java\.util)\s*(::|\.)\s*/, '');
  switch (n) {
    case 'HashMap':
    case 'LinkedHashMap':
    case 'Map':
    case 'unordered_map':
    case 'unordered_multimap':
    case 'Hashtable':
    case 'Record':
    case 'dict':
    case 'Dict':
    case 'defaultdict':
    case 'Counter':
    case 'OrderedDict':
      return 'map';
    case 'HashSet':
    case 'LinkedHashSet':
    case 'Set':
    case 'unordered_set':
    case 'unordered_multiset':
    case 'set':
      return 'set';
    case 'TreeMap':
    case 'SortedMap':
    case 'NavigableMap':
    case 'map':
    case 'multimap':
    case 'SortedDict':
      return 'ordered_map';
    case 'TreeSet':
    case 'SortedSet':
    case 'NavigableSet':
    case 'multiset':
    case 'SortedList':
      return 'ordered_set';
    case 'PriorityQueue':
    case 'priority_queue':
    case 'MinPriorityQueue':
    case 'MaxPriorityQueue':
    case 'PriorityQueueCustom':
    case 'Heap':
      return 'heap';
    case 'ArrayDeque':
    case 'Deque':
    case 'Queue':
    case 'deque':
    case 'queue':
      return 'deque';
    case 'LinkedList':
      return 'deque';
    case 'Stack':
    case 'stack':
      return 'stack';
    case 'ArrayList':
    case 'List':
    case 'list':
    case 'vector':
    case 'Array':
    case 'ReadonlyArray':
    case 'Vector':
      return 'list';
    case 'String':
    case 'string':
    case 'str':
      return 'string';
    case 'StringBuilder':
    case 'StringBuffer':
    case 'Builder':
    case 'ostringstream':
    case 'stringstream':
      return 'string_builder';
    default:
      return null;
  }
}
