/** C# (tree-sitter-c-sharp) → the common vocabulary. */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, genericShape, pairUp, parseNumber, unquote } from './common.ts';

/** System.Collections.Generic and friends, by type name. */
const COLLECTIONS: Record<string, CollectionKind> = {
  List: 'list',
  IList: 'list',
  IReadOnlyList: 'list',
  ICollection: 'list',
  IEnumerable: 'list',
  Dictionary: 'map',
  IDictionary: 'map',
  IReadOnlyDictionary: 'map',
  HashSet: 'set',
  ISet: 'set',
  SortedDictionary: 'ordered_map',
  SortedList: 'ordered_map',
  SortedSet: 'ordered_set',
  PriorityQueue: 'heap',
  Queue: 'deque',
  LinkedList: 'linked_list',
  Stack: 'stack',
  string: 'string',
  String: 'string',
  StringBuilder: 'string_builder',
};
/** LINQ conversions that copy a sequence into a new collection (`xs.ToHashSet()`, `s.ToCharArray()`). */
const CONVERSIONS: Record<string, CollectionKind> = { ToList: 'list', ToArray: 'array', ToCharArray: 'array', ToHashSet: 'set' };
const NUMERIC = /^(int|long|short|byte|sbyte|uint|ulong|ushort|double|float|decimal|bool|char|Int32|Int64|Double|Boolean|Char)\??$/;
/** Classes whose members are called on the class (`Math.Max`, `Array.Sort`): qualified calls, not methods of a value. */
const STATIC_CLASSES = new Set(['Math', 'MathF', 'Array', 'Console', 'Enumerable', 'String', 'string', 'Convert', 'Int32', 'Int64', 'Char', 'char', 'int', 'long', 'double', 'Comparer', 'BitOperations', 'Tuple', 'Environment', 'Buffer', 'CollectionsMarshal', 'Random']);

function kindOfName(name: string): CollectionKind | null {
  return COLLECTIONS[name.replace(/\?$/, '').replace(/^System\.(?:Collections\.Generic\.|Text\.)?/, '')] ?? null;
}

/** A node's parts under a field, or its named children, without comments. */
function named(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter((c) => c.type !== 'comment');
}

/** The expressions of an argument list (each wrapped in an `argument` node). */
function argsOf(list: SyntaxNode | null | undefined): SyntaxNode[] {
  if (!list) return [];
  return named(list).map((a) => (a.type === 'argument' ? (named(a).pop() ?? a) : a));
}

function params(list: SyntaxNode | null): ParamView[] {
  if (!list) return [];
  if (list.type === 'implicit_parameter' || list.type === 'identifier') return [{ name: list.text, type: null, node: list }];
  const out: ParamView[] = [];
  for (const p of list.namedChildren) {
    if (p.type !== 'parameter') continue;
    const name = p.child('name');
    if (name) out.push({ name: name.text, type: p.child('type')?.text ?? null, node: p });
  }
  return out;
}

/** The value of `x = value` in a variable declarator (the grammar gives it no field). */
function declaratorValue(d: SyntaxNode): SyntaxNode | null {
  const name = d.child('name');
  return named(d).find((c) => c !== name && c.type !== 'tuple_pattern' && c.type !== 'bracketed_argument_list') ?? null;
}

/** `this.x`, `obj.Method`: the object (a `this` keyword is an anonymous token here). */
function memberObject(node: SyntaxNode): SyntaxNode | null {
  return node.child('expression') ?? node.children.find((c) => c.type === 'this' || c.type === 'base') ?? null;
}

function typeNameOf(node: SyntaxNode | null | undefined): string {
  if (!node) return '';
  if (node.type === 'generic_name') return node.namedChildren.find((c) => c.type === 'identifier')?.text ?? '';
  if (node.type === 'qualified_name') return typeNameOf(node.child('name'));
  return node.text;
}

/** The type a `new()` or an initializer list gets from the declaration it initialises. */
function declaredTypeAround(node: SyntaxNode): SyntaxNode | null {
  const declarator = node.parent?.type === 'variable_declarator' ? node.parent : null;
  const declaration = declarator?.parent?.type === 'variable_declaration' ? declarator.parent : null;
  return declaration?.child('type') ?? null;
}

function allocationFor(typeNode: SyntaxNode | null, args: SyntaxNode[], initializer: SyntaxNode | null): ExprView {
  const name = typeNameOf(typeNode);
  const collection = kindOfName(name);
  if (!collection) return { kind: 'other' };
  if (initializer && initializer.namedChildren.length) return { kind: 'collection', collection, items: initializer.namedChildren };
  // `new List<int>(xs)`, `new HashSet<int>(xs)` copy; `new List<int>(n)` (a capacity) and comparers do not.
  const first = args[0];
  const copies = first && !/literal$/.test(first.type) && first.type !== 'lambda_expression' && !/Comparer|Compare/.test(first.text) && collection !== 'string_builder';
  return { kind: 'allocation', collection, sizes: [], copyOf: copies ? first : null, fill: null };
}

export const csharpAdapter: LanguageAdapter = {
  language: 'csharp',

  functionOf(node): FunctionView | null {
    switch (node.type) {
      case 'method_declaration':
      case 'constructor_declaration':
      case 'local_function_statement': {
        const body = node.child('body');
        if (!body) return null;
        return {
          node,
          name: node.child('name')?.text ?? null,
          params: params(node.child('parameters')),
          body,
          decorators: node.namedChildren.filter((c) => c.type === 'attribute_list').map((c) => c.text.replace(/^\[|\]$/g, '')),
          kind: node.type === 'constructor_declaration' ? 'constructor' : node.type === 'method_declaration' ? 'method' : 'function',
          selfName: node.type === 'local_function_statement' ? null : 'this',
        };
      }
      case 'lambda_expression':
      case 'anonymous_method_expression': {
        const body = node.child('body') ?? named(node).find((c) => c.type === 'block') ?? null;
        if (!body) return null;
        return { node, name: boundName(node), params: params(node.child('parameters') ?? named(node).find((c) => c.type === 'parameter_list') ?? null), body, decorators: [], kind: 'lambda', selfName: null };
      }
      default:
        return null;
    }
  },

  classOf(node) {
    if (!['class_declaration', 'struct_declaration', 'record_declaration', 'interface_declaration', 'record_struct_declaration'].includes(node.type)) return null;
    return { name: node.child('name')?.text ?? '', body: node.child('body') ?? node };
  },

  loopOf(node): LoopView | null {
    switch (node.type) {
      case 'for_statement': {
        const body = node.child('body');
        if (!body) return null;
        return { kind: 'counted', node, init: node.childrenOf('initializer'), condition: node.child('condition'), update: node.childrenOf('update'), body };
      }
      case 'foreach_statement': {
        const body = node.child('body');
        const right = node.child('right');
        const left = node.child('left');
        if (!body || !right) return null;
        const vars = !left ? [] : left.type === 'identifier' ? [left.text] : left.namedChildren.filter((c) => c.type === 'identifier').map((c) => c.text);
        // `foreach (var i in Enumerable.Range(0, n))`: a counted loop.
        if (right.type === 'invocation_expression' && /^Enumerable\.Range$/.test(right.child('function')?.text ?? '')) {
          const [, count] = argsOf(right.child('arguments'));
          if (count) return { kind: 'range', node, vars, start: null, stop: count, step: null, body };
        }
        return { kind: 'foreach', node, vars, iterable: right, body };
      }
      case 'while_statement':
      case 'do_statement': {
        const body = node.child('body');
        if (!body) return null;
        const condition = node.child('condition');
        return { kind: 'while', node, condition: condition && condition.text !== 'true' ? condition : null, body };
      }
      default:
        return null;
    }
  },

  branchOf(node): BranchView | null {
    if (node.type === 'if_statement' || node.type === 'conditional_expression') {
      const arms = [node.child('consequence'), node.child('alternative')].filter((n): n is SyntaxNode => !!n);
      return { node, condition: node.child('condition'), arms };
    }
    if (node.type === 'switch_statement') {
      return { node, condition: node.child('value'), arms: node.child('body')?.namedChildren.filter((c) => c.type === 'switch_section') ?? [] };
    }
    if (node.type === 'switch_expression') {
      return { node, condition: named(node)[0] ?? null, arms: node.namedChildren.filter((c) => c.type === 'switch_expression_arm') };
    }
    return null;
  },

  returnOf(node) {
    if (node.type === 'return_statement') return { value: named(node)[0] ?? null };
    // `int F(int n) => n + 1;`: an expression body is the returned value.
    if (node.parent?.type === 'arrow_expression_clause') return { value: node };
    return null;
  },

  assignmentOf(node): AssignmentView | null {
    switch (node.type) {
      case 'local_declaration_statement':
      case 'field_declaration':
      case 'event_field_declaration': {
        const declaration = node.namedChildren.find((c) => c.type === 'variable_declaration');
        return declaration ? csharpAdapter.assignmentOf(declaration) : null;
      }
      case 'variable_declaration': {
        const type = node.child('type');
        const targets: SyntaxNode[] = [];
        const values: (SyntaxNode | null)[] = [];
        for (const d of node.namedChildren.filter((c) => c.type === 'variable_declarator')) {
          const value = declaratorValue(d);
          const name = d.child('name');
          if (name) {
            targets.push(name);
            values.push(value);
            continue;
          }
          // `var (r, c) = q.Dequeue();`
          const tuple = d.namedChildren.find((c) => c.type === 'tuple_pattern');
          for (const n of tuple?.namedChildren.filter((c) => c.type === 'identifier') ?? []) {
            targets.push(n);
            values.push(value);
          }
        }
        if (!targets.length) return null;
        return assignment(node, targets, values, '=', type && type.type !== 'implicit_type' ? type.text : null, true);
      }
      case 'property_declaration': {
        const name = node.child('name');
        return name ? assignment(node, [name], [node.child('value')], '=', node.child('type')?.text ?? null, true) : null;
      }
      case 'declaration_expression': {
        // `out int j`: declares j.
        const name = node.child('name');
        return name ? assignment(node, [name], [null], '=', node.child('type')?.text ?? null, true) : null;
      }
      case 'assignment_expression': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return null;
        if (left.type === 'tuple_expression') {
          const targets = argsOf(left);
          return assignment(node, targets, pairUp(targets, right.type === 'tuple_expression' ? argsOf(right) : [right]), '=');
        }
        const op = node.operator || '=';
        return assignment(node, [left], [right], op === '??=' ? '=' : op);
      }
      case 'prefix_unary_expression':
      case 'postfix_unary_expression': {
        const op = node.operator;
        const target = named(node)[0];
        return target && (op === '++' || op === '--') ? assignment(node, [target], [null], op) : null;
      }
      default:
        return null;
    }
  },

  expr(node): ExprView {
    switch (node.type) {
      case 'integer_literal':
      case 'real_literal': {
        const value = parseNumber(node.text.replace(/(?:[uU][lL]?|[lL][uU]?|[fFdDmM])$/, ''));
        return value === null ? { kind: 'other' } : { kind: 'number', value };
      }
      case 'character_literal': {
        const inner = unquote(node.text);
        return { kind: 'number', value: inner.length === 1 ? inner.charCodeAt(0) : 0 };
      }
      case 'string_literal':
      case 'verbatim_string_literal':
      case 'raw_string_literal':
        return { kind: 'string', value: node.namedChildren.filter((c) => c.type === 'string_literal_content').map((c) => c.text).join('') };
      case 'boolean_literal':
      case 'null_literal':
        return { kind: 'literal' };
      case 'identifier':
        return { kind: 'name', name: node.text };
      case 'this':
      case 'this_expression':
        return { kind: 'self' };
      case 'binary_expression': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return { kind: 'other' };
        const op = node.operator;
        return { kind: 'binary', op: op === '??' ? '||' : op, left, right };
      }
      case 'prefix_unary_expression':
      case 'postfix_unary_expression': {
        const op = node.operator;
        const operand = named(node)[0];
        if (!operand) return { kind: 'other' };
        if (op === '++' || op === '--') {
          const a = csharpAdapter.assignmentOf(node);
          return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
        }
        if (op === '!' && node.type === 'postfix_unary_expression') return { kind: 'wrapper', inner: operand };
        return { kind: 'unary', op, operand };
      }
      case 'invocation_expression': {
        let fn = node.child('function');
        const args = argsOf(node.child('arguments'));
        if (!fn) return { kind: 'other' };
        if (fn.type === 'generic_name') return { kind: 'call', name: typeNameOf(fn), receiver: null, qualifier: null, args };
        if (fn.type === 'member_access_expression') {
          const object = memberObject(fn);
          let nameNode = fn.child('name');
          if (nameNode?.type === 'generic_name') nameNode = nameNode.namedChildren.find((c) => c.type === 'identifier') ?? nameNode;
          const name = nameNode?.text ?? '';
          if (!object) return { kind: 'other' };
          const conversion = CONVERSIONS[name];
          if (conversion && args.length === 0) return { kind: 'allocation', collection: conversion, sizes: [], copyOf: object, fill: null };
          const qualifier = (object.type === 'identifier' || object.type === 'predefined_type') && STATIC_CLASSES.has(object.text) ? object.text : null;
          return { kind: 'call', name, receiver: qualifier ? null : object, qualifier, args };
        }
        if (fn.type === 'identifier') return { kind: 'call', name: fn.text, receiver: null, qualifier: null, args };
        fn = fn.type === 'parenthesized_expression' ? (fn.firstNamed ?? fn) : fn;
        return { kind: 'call', name: '', receiver: fn, qualifier: null, args };
      }
      case 'member_access_expression': {
        const object = memberObject(node);
        const name = node.child('name')?.text;
        if (!object || !name) return { kind: 'other' };
        // `xs.Count`, `a.Length`: the size of the collection, whatever the type calls it.
        if ((name === 'Count' || name === 'Length') && object.type !== 'this') return { kind: 'member', object, property: 'size' };
        return { kind: 'member', object, property: name };
      }
      case 'element_access_expression': {
        const object = node.child('expression');
        const subscript = argsOf(node.child('subscript'));
        const index = subscript[0];
        if (!object || !index) return { kind: 'other' };
        if (index.type === 'range_expression') {
          // `a[1..3]`: a copy of part of an array or string.
          const [from, to] = named(index);
          const op = index.children.find((c) => !c.named);
          const start = from && op && from.start < op.start ? from : null;
          const end = to ?? (from && op && from.start > op.start ? from : null);
          return { kind: 'slice', object, start, end };
        }
        return { kind: 'index', object, index };
      }
      case 'object_creation_expression':
        return allocationFor(node.child('type'), argsOf(node.child('arguments')), node.child('initializer'));
      case 'implicit_object_creation_expression':
        return allocationFor(declaredTypeAround(node), argsOf(named(node).find((c) => c.type === 'argument_list')), named(node).find((c) => c.type === 'initializer_expression') ?? null);
      case 'array_creation_expression': {
        const initializer = node.child('initializer') ?? named(node).find((c) => c.type === 'initializer_expression');
        if (initializer) return { kind: 'collection', collection: 'array', items: initializer.namedChildren };
        // `new int[m][]` (jagged: the rows come later), `new int[m, n]` (rectangular).
        let type = node.child('type');
        const sizes: SyntaxNode[] = [];
        while (type?.type === 'array_type') {
          const rank = type.child('rank');
          if (rank?.namedChildren.length) sizes.splice(0, sizes.length, ...rank.namedChildren);
          type = type.child('type');
        }
        return { kind: 'allocation', collection: 'array', sizes, copyOf: null, fill: null };
      }
      case 'implicit_array_creation_expression':
      case 'collection_expression': {
        const items = (named(node).find((c) => c.type === 'initializer_expression') ?? node).namedChildren;
        return { kind: 'collection', collection: node.type === 'collection_expression' ? 'list' : 'array', items };
      }
      case 'initializer_expression': {
        const type = declaredTypeAround(node);
        return { kind: 'collection', collection: (type && csharpAdapter.typeKind(type.text).collection) ?? 'array', items: node.namedChildren };
      }
      case 'tuple_expression':
        return { kind: 'collection', collection: 'tuple', items: argsOf(node) };
      case 'lambda_expression':
      case 'anonymous_method_expression': {
        const fn = csharpAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'conditional_expression': {
        const condition = node.child('condition');
        const then = node.child('consequence');
        const otherwise = node.child('alternative');
        return condition && then && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
      }
      case 'assignment_expression': {
        const a = csharpAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      case 'parenthesized_expression':
      case 'expression_statement':
      case 'argument':
      case 'checked_expression':
      case 'await_expression': {
        const inner = named(node).pop();
        return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
      }
      case 'cast_expression': {
        const value = node.child('value');
        return value ? { kind: 'wrapper', inner: value } : { kind: 'other' };
      }
      default:
        return { kind: 'other' };
    }
  },

  typeKind(type) {
    const t = type.replace(/\s+/g, '').replace(/\?$/, '');
    // `int[]`, `int[][]`, `int[,]`: one level per rank and per comma of a rank.
    // Read from the end, one `[…]` at a time (a scan, not a regular expression over type text).
    let levels = 0;
    for (let i = t.length - 1; i > 0 && t[i] === ']'; ) {
      let j = i - 1;
      while (j >= 0 && t[j] === ',') j--;
      if (j < 0 || t[j] !== '[') break;
      levels += 1 + (i - j - 1);
      i = j - 1;
    }
    if (levels > 0) {
      return { collection: 'array', dims: levels, numeric: false };
    }
    const shape = genericShape(t.replace(/^System\.(?:Collections\.Generic\.|Text\.)?/, ''), kindOfName);
    return { collection: shape.collection, dims: shape.collection === 'string' ? 0 : shape.dims, numeric: NUMERIC.test(t) };
  },

  isNestingNode(node) {
    return ['for_statement', 'foreach_statement', 'while_statement', 'do_statement', 'if_statement', 'switch_statement', 'try_statement'].includes(node.type);
  },

  isIdentifier(node) {
    return node.type === 'identifier';
  },

  isComment(node) {
    return node.type === 'comment';
  },
};

/** The variable a lambda is stored in (`Func<int, int> f = x => …`, `f = x => …`). */
function boundName(node: SyntaxNode): string | null {
  const parent = node.parent;
  if (parent?.type === 'variable_declarator') return parent.child('name')?.text ?? null;
  if (parent?.type === 'assignment_expression' && parent.child('right') === node) {
    const left = parent.child('left');
    return left?.type === 'identifier' ? left.text : null;
  }
  return null;
}
