/**
 * Kotlin (tree-sitter-kotlin of the tree-sitter-grammars organisation) → the common vocabulary.
 *
 * The grammar names few fields, so most parts are found by position among a node's named children. Three of its
 * quirks are read around here: `break` and `continue` parse as identifiers; a generic constructor call with one
 * argument (`PriorityQueue<Int>(cmp)`) parses as two comparisons; a trailing lambda wraps the call it follows
 * (`Array(n) { … }` is a call of the call `Array(n)`).
 */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, genericShape, parseNumber, unquote } from './common.ts';

/** Collection types (Kotlin's and java.util's) by name. */
const COLLECTIONS: Record<string, CollectionKind> = {
  List: 'list',
  MutableList: 'list',
  ArrayList: 'list',
  Array: 'array',
  IntArray: 'array',
  LongArray: 'array',
  DoubleArray: 'array',
  FloatArray: 'array',
  BooleanArray: 'array',
  CharArray: 'array',
  ShortArray: 'array',
  ByteArray: 'array',
  Map: 'map',
  MutableMap: 'map',
  HashMap: 'map',
  LinkedHashMap: 'map',
  Set: 'set',
  MutableSet: 'set',
  HashSet: 'set',
  LinkedHashSet: 'set',
  TreeMap: 'ordered_map',
  SortedMap: 'ordered_map',
  NavigableMap: 'ordered_map',
  TreeSet: 'ordered_set',
  SortedSet: 'ordered_set',
  NavigableSet: 'ordered_set',
  PriorityQueue: 'heap',
  ArrayDeque: 'deque',
  Deque: 'deque',
  Queue: 'deque',
  LinkedList: 'deque',
  Stack: 'stack',
  String: 'string',
  StringBuilder: 'string_builder',
};
/** Factory functions that build a collection from their arguments (`listOf(1, 2)`) or empty (`mutableListOf()`). */
const FACTORIES: Record<string, CollectionKind> = {
  listOf: 'list',
  mutableListOf: 'list',
  arrayListOf: 'list',
  emptyList: 'list',
  arrayOf: 'array',
  intArrayOf: 'array',
  longArrayOf: 'array',
  doubleArrayOf: 'array',
  charArrayOf: 'array',
  booleanArrayOf: 'array',
  emptyArray: 'array',
  mapOf: 'map',
  mutableMapOf: 'map',
  hashMapOf: 'map',
  linkedMapOf: 'map',
  emptyMap: 'map',
  setOf: 'set',
  mutableSetOf: 'set',
  hashSetOf: 'set',
  linkedSetOf: 'set',
  emptySet: 'set',
  sortedMapOf: 'ordered_map',
  sortedSetOf: 'ordered_set',
  buildString: 'string_builder',
};
const NUMERIC = /^(Int|Long|Short|Byte|Double|Float|Boolean|Char|UInt|ULong)\??$/;
/** Conversions that copy a collection into a new one of another kind (`xs.toHashSet()`, `s.toCharArray()`). */
const CONVERSIONS: Record<string, CollectionKind> = {
  toList: 'list',
  toMutableList: 'list',
  toIntArray: 'array',
  toLongArray: 'array',
  toCharArray: 'array',
  toTypedArray: 'array',
  toSet: 'set',
  toMutableSet: 'set',
  toHashSet: 'set',
  toSortedSet: 'ordered_set',
  toMap: 'map',
  toMutableMap: 'map',
  toSortedMap: 'ordered_map',
};
/** Infix functions that are operators in other languages. */
const INFIX_OPERATORS: Record<string, string> = { xor: '^', shl: '<<', shr: '>>', ushr: '>>>', and: '&', or: '|' };

function named(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter((c) => c.type !== 'line_comment' && c.type !== 'block_comment' && c.type !== 'label' && c.type !== 'modifiers' && c.type !== 'annotation');
}

function kindOfName(name: string): CollectionKind | null {
  return COLLECTIONS[name.replace(/\?$/, '').replace(/^(?:java\.util\.|kotlin\.collections\.)/, '')] ?? null;
}

/** Names declared by `x`, `x: Int` or `(a, b)`. */
function declaredNames(node: SyntaxNode | null | undefined): SyntaxNode[] {
  if (!node) return [];
  if (node.type === 'variable_declaration') {
    const id = node.namedChildren.find((c) => c.type === 'identifier');
    return id && id.text !== '_' ? [id] : [];
  }
  if (node.type === 'multi_variable_declaration') return node.namedChildren.flatMap(declaredNames);
  return [];
}

function declaredType(node: SyntaxNode | null | undefined): string | null {
  if (node?.type !== 'variable_declaration') return null;
  return node.namedChildren.find((c) => c.type !== 'identifier')?.text ?? null;
}

function params(list: SyntaxNode | null | undefined): ParamView[] {
  if (!list) return [];
  const out: ParamView[] = [];
  for (const p of list.namedChildren) {
    if (p.type === 'parameter' || p.type === 'class_parameter') {
      const [id, type] = named(p);
      if (id?.type === 'identifier') out.push({ name: id.text, type: type && type.type !== 'identifier' ? type.text : null, node: p });
    } else if (p.type === 'variable_declaration' || p.type === 'multi_variable_declaration') {
      for (const id of declaredNames(p)) out.push({ name: id.text, type: declaredType(p), node: p });
    }
  }
  return out;
}

/** A call's parts, with a trailing lambda joined to the call it follows: `Array(n) { … }`, `repeat(n) { … }`. */
interface CallParts {
  callee: SyntaxNode;
  args: SyntaxNode[];
  lambda: SyntaxNode | null;
  typeArgs: SyntaxNode | null;
}
function callParts(node: SyntaxNode): CallParts | null {
  if (node.type !== 'call_expression') return null;
  const parts = named(node);
  const first = parts[0];
  if (!first) return null;
  const trailing = parts.find((c) => c.type === 'annotated_lambda');
  const lambda = trailing ? (trailing.namedChildren.find((c) => c.type === 'lambda_literal') ?? null) : null;
  const valueArgs = parts.find((c) => c.type === 'value_arguments');
  const args = valueArgs?.namedChildren.filter((a) => a.type === 'value_argument').map((a) => named(a).pop() ?? a) ?? [];
  // `f(x) { … }`: the inner call holds the callee and the arguments in parentheses.
  if (first.type === 'call_expression' && lambda && !valueArgs) {
    const inner = callParts(first);
    if (inner) return { callee: inner.callee, args: [...inner.args, lambda], lambda, typeArgs: inner.typeArgs };
  }
  return { callee: first, args: lambda ? [...args, lambda] : args, lambda, typeArgs: parts.find((c) => c.type === 'type_arguments') ?? null };
}

/** Is this call the callee of an enclosing call with a trailing lambda (so that call is the one to read)? */
function isInnerOfTrailingLambda(node: SyntaxNode): boolean {
  const parent = node.parent;
  return parent?.type === 'call_expression' && named(parent)[0] === node && parent.namedChildren.some((c) => c.type === 'annotated_lambda') && !parent.namedChildren.some((c) => c.type === 'value_arguments');
}

/** `repeat(n) { … }`: a counted loop written as a library call; its lambda is the loop body, not a function. */
function repeatLoop(node: SyntaxNode): { count: SyntaxNode; lambda: SyntaxNode } | null {
  const parts = callParts(node);
  if (!parts?.lambda || parts.callee.type !== 'identifier' || parts.callee.text !== 'repeat' || parts.args.length !== 2) return null;
  return { count: parts.args[0]!, lambda: parts.lambda };
}

function lambdaParams(lambda: SyntaxNode): ParamView[] {
  const list = lambda.namedChildren.find((c) => c.type === 'lambda_parameters');
  // Without a parameter list, a lambda's one parameter is `it`.
  return list ? params(list) : [{ name: 'it', type: null, node: lambda }];
}

/** An integer progression: `a..b`, `a until b`, `a ..< b`, `b downTo a`, any of them `step k`, `xs.indices`. */
function rangeOf(node: SyntaxNode, depth = 0): { start: SyntaxNode | null; stop: SyntaxNode; step: SyntaxNode | null } | null {
  if (depth > 6) return null;
  if (node.type === 'parenthesized_expression') {
    const inner = node.firstNamed;
    return inner ? rangeOf(inner, depth + 1) : null;
  }
  if (node.type === 'range_expression' || node.type === 'range_until_expression') {
    const [from, to] = named(node);
    return from && to ? { start: from, stop: to, step: null } : null;
  }
  if (node.type === 'infix_expression') {
    const [left, op, right] = named(node);
    if (!left || !op || !right) return null;
    if (op.text === 'until') return { start: left, stop: right, step: null };
    if (op.text === 'downTo') return { start: right, stop: left, step: null };
    if (op.text === 'step') {
      const inner = rangeOf(left, depth + 1);
      return inner ? { ...inner, step: right } : null;
    }
    return null;
  }
  if (node.type === 'call_expression') {
    // `(0 until n).reversed()`
    const parts = callParts(node);
    if (parts && parts.args.length === 0 && parts.callee.type === 'navigation_expression') {
      const [receiver, name] = named(parts.callee);
      if (receiver && (name?.text === 'reversed' || name?.text === 'asReversed')) return rangeOf(receiver, depth + 1);
    }
  }
  if (node.type === 'navigation_expression') {
    // `xs.indices`: the positions of xs (the stop is the `indices` node itself, read as xs's size).
    const [receiver, name] = named(node);
    if (receiver && name?.text === 'indices') return { start: null, stop: node, step: null };
  }
  return null;
}

/** What a `for` walks, looking through `withIndex()` (whose first variable is then a position) and `reversed()`. */
function walked(node: SyntaxNode, depth = 0): { collection: SyntaxNode; positions: boolean } {
  if (depth > 6) return { collection: node, positions: false };
  const parts = callParts(node);
  if (parts && parts.args.length === 0 && parts.callee.type === 'navigation_expression') {
    const [receiver, name] = named(parts.callee);
    if (receiver && (name?.text === 'reversed' || name?.text === 'asReversed' || name?.text === 'asSequence' || name?.text === 'toCharArray')) return walked(receiver, depth + 1);
    if (receiver && name?.text === 'withIndex') return { collection: walked(receiver, depth + 1).collection, positions: true };
  }
  return { collection: node, positions: false };
}

function stringValue(node: SyntaxNode): ExprView {
  if (node.namedChildren.some((c) => c.type === 'interpolation')) return { kind: 'other' };
  return { kind: 'string', value: node.namedChildren.map((c) => c.text).join('') };
}

function allocationOf(name: string, args: SyntaxNode[], lambda: SyntaxNode | null): ExprView | null {
  const factory = FACTORIES[name];
  if (factory) {
    const items = args.filter((a) => a !== lambda);
    if (name === 'buildString') return { kind: 'allocation', collection: 'string_builder', sizes: [], copyOf: null, fill: null };
    return items.length ? { kind: 'collection', collection: factory, items } : { kind: 'allocation', collection: factory, sizes: [], copyOf: null, fill: null };
  }
  const collection = kindOfName(name);
  if (!collection) return null;
  const positional = args.filter((a) => a !== lambda);
  // `IntArray(n)`, `Array(n) { IntArray(m) }`, `List(n) { … }`: sized, filled by the lambda.
  if (collection === 'array' || name === 'List' || name === 'MutableList') {
    if (positional[0]) return { kind: 'allocation', collection: collection === 'array' ? 'array' : 'list', sizes: [positional[0]], copyOf: null, fill: lambda ? lambdaValue(lambda) : (positional[1] ?? null) };
    return { kind: 'allocation', collection, sizes: [], copyOf: null, fill: null };
  }
  // `ArrayList(xs)`, `HashSet(xs)` copy; `ArrayList(n)`, `PriorityQueue(cmp)`, `StringBuilder(s)` do not.
  const first = positional[0];
  const copies = first && first.type !== 'number_literal' && first.type !== 'lambda_literal' && !(first.type === 'call_expression' && /^compare|reverseOrder|Comparator/.test(first.text)) && collection !== 'string_builder' && collection !== 'string';
  return { kind: 'allocation', collection, sizes: [], copyOf: copies ? first : null, fill: null };
}

/** The value a lambda evaluates to: its last statement. */
function lambdaValue(lambda: SyntaxNode): SyntaxNode | null {
  const body = named(lambda).filter((c) => c.type !== 'lambda_parameters');
  return body[body.length - 1] ?? null;
}

export const kotlinAdapter: LanguageAdapter = {
  language: 'kotlin',

  functionOf(node): FunctionView | null {
    switch (node.type) {
      case 'function_declaration':
      case 'secondary_constructor':
      case 'anonymous_initializer':
      case 'anonymous_function': {
        const body = node.namedChildren.find((c) => c.type === 'function_body' || c.type === 'block') ?? null;
        if (!body) return null;
        const inClass = node.parent?.type === 'class_body' || node.parent?.type === 'enum_class_body';
        const constructor = node.type === 'secondary_constructor' || node.type === 'anonymous_initializer';
        return {
          node,
          name: node.child('name')?.text ?? (constructor ? 'constructor' : boundName(node)),
          params: params(node.namedChildren.find((c) => c.type === 'function_value_parameters')),
          body,
          decorators: node.namedChildren.find((c) => c.type === 'modifiers')?.namedChildren.filter((m) => m.type === 'annotation').map((m) => m.text.replace(/^@/, '')) ?? [],
          kind: constructor ? 'constructor' : node.type === 'anonymous_function' ? 'lambda' : inClass ? 'method' : 'function',
          selfName: inClass ? 'this' : null,
        };
      }
      case 'lambda_literal': {
        // The body of `repeat(n) { … }` is a loop body (see loopOf), not a function of its own.
        const call = node.parent?.parent;
        if (node.parent?.type === 'annotated_lambda' && call && repeatLoop(call)) return null;
        return { node, name: boundName(node), params: lambdaParams(node), body: node, decorators: [], kind: 'lambda', selfName: null };
      }
      default:
        return null;
    }
  },

  classOf(node) {
    if (node.type !== 'class_declaration' && node.type !== 'object_declaration' && node.type !== 'companion_object') return null;
    const body = node.namedChildren.find((c) => c.type === 'class_body' || c.type === 'enum_class_body') ?? node;
    // A companion object's members are the class's own (static) members.
    const name = node.type === 'companion_object' ? (node.parent?.parent?.child('name')?.text ?? '') : (node.child('name')?.text ?? '');
    return { name, body };
  },

  loopOf(node): LoopView | null {
    switch (node.type) {
      case 'for_statement': {
        const [decl, iterable, body] = named(node);
        if (!decl || !iterable || !body) return null;
        const vars = declaredNames(decl).map((n) => n.text);
        const range = rangeOf(iterable);
        if (range) return { kind: 'range', node, vars, start: range.start, stop: range.stop, step: range.step, body };
        const { collection, positions } = walked(iterable);
        return { kind: 'foreach', node, vars, iterable: collection, body, ...(positions && vars[0] ? { positions: [vars[0]] } : {}) };
      }
      case 'while_statement':
      case 'do_while_statement': {
        const condition = node.child('condition');
        const body = named(node).find((c) => c !== condition) ?? null;
        if (!body) return null;
        return { kind: 'while', node, condition: condition && condition.text !== 'true' ? condition : null, body };
      }
      case 'call_expression': {
        const loop = repeatLoop(node);
        if (!loop) return null;
        const range = rangeOf(loop.count);
        return { kind: 'range', node, vars: lambdaParams(loop.lambda).map((p) => p.name), start: null, stop: range?.stop ?? loop.count, step: null, body: loop.lambda };
      }
      default:
        return null;
    }
  },

  branchOf(node): BranchView | null {
    const safeLet = safeLetOf(node);
    if (safeLet) return { node, condition: safeLet.receiver, arms: [safeLet.lambda] };
    if (node.type === 'if_expression') {
      const condition = node.child('condition');
      const arms = named(node).filter((c) => c !== condition);
      return { node, condition, arms };
    }
    if (node.type === 'when_expression') {
      const subject = node.namedChildren.find((c) => c.type === 'when_subject');
      return { node, condition: subject?.firstNamed ?? null, arms: node.namedChildren.filter((c) => c.type === 'when_entry') };
    }
    return null;
  },

  returnOf(node) {
    if (node.type === 'return_expression') {
      const value = named(node)[0] ?? null;
      // `memo[n]?.let { return it }` returns memo[n] itself.
      if (value?.type === 'identifier') {
        const lambda = enclosingLambda(node);
        const safeLet = lambda?.parent?.parent ? safeLetOf(lambda.parent.parent) : null;
        if (safeLet && lambda && lambdaParams(lambda)[0]?.name === value.text) return { value: safeLet.receiver };
      }
      return { value };
    }
    // `fun f(x: Int) = x * 2`: an expression body is the returned value.
    if (node.parent?.type === 'function_body' && node.parent.children[0]?.type === '=') return { value: node };
    return null;
  },

  assignmentOf(node): AssignmentView | null {
    switch (node.type) {
      case 'property_declaration': {
        const parts = named(node);
        const decl = parts.find((c) => c.type === 'variable_declaration' || c.type === 'multi_variable_declaration');
        const targets = declaredNames(decl);
        if (!targets.length) return null;
        const value = parts.find((c) => c !== decl && c.type !== 'property_delegate' && c.type !== 'getter' && c.type !== 'setter' && c.type !== 'type_constraints' && c.type !== 'type_parameters') ?? null;
        return assignment(node, targets, targets.length > 1 ? targets.map(() => value) : [value], '=', declaredType(decl), true);
      }
      case 'class_parameter': {
        // `class Node(var next: Node?)`: a property declared in the constructor.
        if (!node.children.some((c) => c.type === 'val' || c.type === 'var')) return null;
        const [id, type] = named(node);
        return id?.type === 'identifier' ? assignment(node, [id], [null], '=', type?.text ?? null, true) : null;
      }
      case 'assignment': {
        const left = node.child('left');
        const right = node.child('right');
        return left && right ? assignment(node, [left], [right], node.operator || '=') : null;
      }
      case 'unary_expression': {
        const op = node.operator;
        const target = node.child('argument');
        return target && (op === '++' || op === '--') ? assignment(node, [target], [null], op) : null;
      }
      default:
        return null;
    }
  },

  expr(node): ExprView {
    switch (node.type) {
      case 'number_literal':
      case 'float_literal': {
        const value = parseNumber(node.text.replace(/[uU]?[lL]?$/, '').replace(/[fF]$/, ''));
        return value === null ? { kind: 'other' } : { kind: 'number', value };
      }
      case 'character_literal': {
        const inner = unquote(node.text);
        return { kind: 'number', value: inner.length === 1 ? inner.charCodeAt(0) : 0 };
      }
      case 'string_literal':
      case 'multiline_string_literal':
        return stringValue(node);
      case 'boolean_literal':
      case 'null_literal':
        return { kind: 'literal' };
      case 'identifier':
        if (node.text === 'null' || node.text === 'true' || node.text === 'false') return { kind: 'literal' };
        if (node.text === 'break' || node.text === 'continue') return { kind: 'other' };
        return { kind: 'name', name: node.text };
      case 'this_expression':
        return { kind: 'self' };
      case 'binary_expression': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return { kind: 'other' };
        const op = node.operator;
        // `PriorityQueue<Int>(cmp)` read by the grammar as `(PriorityQueue < Int) > (cmp)`: a constructor call.
        if (op === '>' && left.type === 'binary_expression' && left.operator === '<' && right.type === 'parenthesized_expression') {
          const callee = left.child('left');
          const name = callee?.type === 'navigation_expression' ? (named(callee).pop()?.text ?? '') : (callee?.text ?? '');
          if (/^[A-Z]/.test(name)) {
            const args = right.namedChildren;
            return allocationOf(name, args, null) ?? { kind: 'call', name, receiver: null, qualifier: null, args };
          }
        }
        return { kind: 'binary', op: op === '===' ? '==' : op === '!==' ? '!=' : op === '?:' ? '||' : op, left, right };
      }
      case 'infix_expression': {
        const [left, op, right] = named(node);
        if (!left || !op || !right) return { kind: 'other' };
        const operator = INFIX_OPERATORS[op.text];
        if (operator) return { kind: 'binary', op: operator, left, right };
        if (op.text === 'to') return { kind: 'collection', collection: 'tuple', items: [left, right] };
        const range = rangeOf(node);
        if (range) return { kind: 'call', name: 'range', receiver: null, qualifier: null, args: range.start ? [range.start, range.stop] : [range.stop] };
        return { kind: 'call', name: op.text, receiver: left, qualifier: null, args: [right] };
      }
      case 'range_expression':
      case 'range_until_expression': {
        const range = rangeOf(node);
        return range ? { kind: 'call', name: 'range', receiver: null, qualifier: null, args: range.start ? [range.start, range.stop] : [range.stop] } : { kind: 'other' };
      }
      case 'in_expression': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return { kind: 'other' };
        return { kind: 'binary', op: node.children.some((c) => c.type === '!in') ? 'not in' : 'in', left, right };
      }
      case 'unary_expression': {
        const op = node.operator;
        const operand = node.child('argument') ?? named(node)[0];
        if (!operand) return { kind: 'other' };
        if (op === '!!') return { kind: 'wrapper', inner: operand };
        if (op === '++' || op === '--') {
          const a = kotlinAdapter.assignmentOf(node);
          return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
        }
        return { kind: 'unary', op, operand };
      }
      case 'as_expression':
      case 'is_expression': {
        const left = node.child('left') ?? named(node)[0];
        return left && node.type === 'as_expression' ? { kind: 'wrapper', inner: left } : { kind: 'other' };
      }
      case 'parenthesized_expression':
      case 'value_argument':
      case 'annotated_lambda': {
        const inner = named(node).pop();
        return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
      }
      case 'call_expression': {
        if (isInnerOfTrailingLambda(node)) return { kind: 'other' };
        const parts = callParts(node);
        if (!parts) return { kind: 'other' };
        const { callee, args, lambda } = parts;
        if (callee.type === 'identifier') {
          return allocationOf(callee.text, args, lambda) ?? { kind: 'call', name: callee.text, receiver: null, qualifier: null, args };
        }
        if (callee.type === 'navigation_expression') {
          const [receiver, name] = named(callee);
          if (!receiver || !name) return { kind: 'other' };
          // `java.util.TreeMap<…>()`, `kotlin.math.max(a, b)`: a package path names a type or a function.
          const qualified = /^[a-z]+(?:\.[a-z]+)+$/.test(receiver.text);
          if (qualified) return allocationOf(name.text, args, lambda) ?? { kind: 'call', name: name.text, receiver: null, qualifier: receiver.text, args };
          const conversion = CONVERSIONS[name.text];
          if (conversion && args.length === 0) return { kind: 'allocation', collection: conversion, sizes: [], copyOf: receiver, fill: null };
          // `Math.max(a, b)`, `Collections.sort(xs)`: a class's static function.
          const qualifier = receiver.type === 'identifier' && /^[A-Z]/.test(receiver.text) && !/^[A-Z0-9_]+$/.test(receiver.text) ? receiver.text : null;
          return { kind: 'call', name: name.text, receiver: qualifier ? null : receiver, qualifier, args };
        }
        return { kind: 'call', name: '', receiver: callee, qualifier: null, args };
      }
      case 'navigation_expression': {
        const [object, property] = named(node);
        if (!object || !property) return { kind: 'other' };
        // `xs.indices` / `xs.lastIndex`: as many values as xs has elements.
        if (property.text === 'indices' || property.text === 'lastIndex') return { kind: 'member', object, property: 'size' };
        return { kind: 'member', object, property: property.text };
      }
      case 'index_expression': {
        const [object, index] = named(node);
        return object && index ? { kind: 'index', object, index } : { kind: 'other' };
      }
      case 'lambda_literal':
      case 'anonymous_function': {
        const fn = kotlinAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'if_expression': {
        const condition = node.child('condition');
        const [then, otherwise] = named(node).filter((c) => c !== condition);
        return condition && then && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
      }
      case 'block': {
        const inner = named(node);
        return inner.length === 1 && kotlinAdapter.assignmentOf(inner[0]!) === null ? { kind: 'wrapper', inner: inner[0]! } : { kind: 'other' };
      }
      case 'assignment':
      case 'property_declaration': {
        const a = kotlinAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      default:
        return { kind: 'other' };
    }
  },

  typeKind(type) {
    const t = type.replace(/\s+/g, '').replace(/\?$/, '');
    const shape = genericShape(t.replace(/^(?:java\.util\.|kotlin\.collections\.)/, ''), kindOfName);
    const name = t.includes('<') ? t.slice(0, t.indexOf('<')) : t;
    // A primitive array is one level of numbers.
    const dims = shape.collection === 'array' && /^(Int|Long|Double|Float|Boolean|Char|Short|Byte)Array$/.test(name) ? 1 : shape.dims;
    return { collection: shape.collection, dims: shape.collection === 'string' ? 0 : dims, numeric: NUMERIC.test(t) };
  },

  isNestingNode(node) {
    return ['for_statement', 'while_statement', 'do_while_statement', 'if_expression', 'when_expression', 'try_expression'].includes(node.type) || (node.type === 'call_expression' && !!repeatLoop(node));
  },

  isIdentifier(node) {
    return node.type === 'identifier' && node.text !== 'break' && node.text !== 'continue' && node.text !== 'null' && node.text !== 'true' && node.text !== 'false';
  },

  isComment(node) {
    return node.type === 'line_comment' || node.type === 'block_comment';
  },

  repair: repairBodilessLoops,

  exitOf(node) {
    if (node.type === 'return_expression' || node.type === 'throw_expression') return 'return';
    // `break@outer` leaves more than the innermost loop: not counted (labeled_expression).
    if (node.type === 'identifier' && node.text === 'break') return 'break';
    return null;
  },
};

/**
 * `for (x in xs)` or `while (c)` with its body on the next line, without braces, parses as a loop with no body
 * followed by the body as the next statement (tree-sitter-kotlin's newline handling). The statement is moved
 * into the loop. A block's children are repaired from the last to the first, so that nested loops written this
 * way (`for … \n for … \n stmt`) nest.
 */
function repairBodilessLoops(root: SyntaxNode): void {
  const stack: SyntaxNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const loop = children[i]!;
      const parts = named(loop);
      const bodiless = (loop.type === 'for_statement' && parts.length === 2) || (loop.type === 'while_statement' && parts.length === 1);
      if (!bodiless) continue;
      let j = i + 1;
      while (j < children.length && (!children[j]!.named || children[j]!.type === 'line_comment' || children[j]!.type === 'block_comment')) j++;
      const body = children[j];
      if (!body) continue;
      const merged = loop.regroup([...loop.children, ...children.slice(i + 1, j + 1)], loop.field);
      merged.parent = node;
      children.splice(i, j - i + 1, merged);
    }
    for (const c of children) stack.push(c);
  }
}

/**
 * `x?.let { … }`: the lambda runs only when x is not null, with x as its parameter — an `if (x != null)` whose arm
 * is the lambda.
 */
function safeLetOf(node: SyntaxNode): { receiver: SyntaxNode; lambda: SyntaxNode } | null {
  if (node.type !== 'call_expression') return null;
  const parts = callParts(node);
  if (!parts?.lambda || parts.callee.type !== 'navigation_expression' || !parts.callee.children.some((c) => c.type === '?.')) return null;
  const [receiver, name] = named(parts.callee);
  return receiver && name?.text === 'let' ? { receiver, lambda: parts.lambda } : null;
}

/** The lambda a node is directly in (not inside a function declared in it). */
function enclosingLambda(node: SyntaxNode): SyntaxNode | null {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'lambda_literal') return p;
    if (p.type === 'function_declaration' || p.type === 'anonymous_function') return null;
  }
  return null;
}

/** The variable a lambda or anonymous function is stored in (`val f = { … }`). */
function boundName(node: SyntaxNode): string | null {
  const parent = node.parent;
  if (parent?.type === 'property_declaration') return declaredNames(parent.namedChildren.find((c) => c.type === 'variable_declaration')).map((n) => n.text)[0] ?? null;
  return null;
}

