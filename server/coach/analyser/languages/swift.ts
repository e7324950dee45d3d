/**
 * Swift (tree-sitter-swift 0.7, as built by Repomix's prebuilt grammars) → the common vocabulary.
 *
 * Grammar traits read around here: subscripts parse as calls whose arguments are in brackets (`a[i]` is a call of
 * `a` with `[i]`); a type's name and a parameter's type share the field `name`; `while let x = e` spreads its
 * binding over several `condition` fields; and a prefix operator binds tighter than a member access (`!q.isEmpty`
 * parses as `(!q).isEmpty`), which only the names in a condition are read through.
 */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, genericShape, pairUp, parseNumber } from './common.ts';

/** Standard (and swift-collections) types by name. */
const COLLECTIONS: Record<string, CollectionKind> = {
  Array: 'list',
  ContiguousArray: 'list',
  ArraySlice: 'list',
  Dictionary: 'map',
  Set: 'set',
  Deque: 'deque',
  Heap: 'heap',
  OrderedSet: 'set',
  OrderedDictionary: 'map',
  String: 'string',
  Substring: 'string',
};
const NUMERIC = /^(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|Bool|Character)\??$/;
const OPERATOR_TYPES = new Set(['additive_expression', 'multiplicative_expression', 'comparison_expression', 'equality_expression', 'conjunction_expression', 'disjunction_expression', 'bitwise_operation', 'nil_coalescing_expression', 'infix_expression']);
/** Compound assignments that tree-sitter-swift parses as an infix expression with a custom operator. */
const COMPOUND = new Set(['>>=', '<<=', '&=', '|=', '^=', '%=']);
/** Postfix forms: a call or subscript, a member access, a force unwrap. */
const POSTFIX_TYPES = new Set(['call_expression', 'navigation_expression', 'postfix_expression']);

/** The operand a postfix form misparsed onto an operator expression really belongs to: its right operand. */
function rightOperand(node: SyntaxNode): SyntaxNode | null {
  if (node.type === 'prefix_expression') return node.child('target');
  if (OPERATOR_TYPES.has(node.type)) return node.child('rhs') ?? named(node).pop() ?? null;
  return null;
}

/**
 * `x + y.count` parses as `(x + y).count`, `a[i] + b[j]` as `(a[i] + b)[j]`, `!q.isEmpty` as `(!q).isEmpty`
 * (tree-sitter-swift gives postfix forms a lower precedence than operators). In Swift a postfix form binds
 * tighter than any operator, so it is moved onto the operator's right operand, all the way down. Iterative, so
 * deep input cannot overflow the stack.
 */
function repairPostfix(root: SyntaxNode): void {
  const order: SyntaxNode[] = [];
  const stack: SyntaxNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    order.push(n);
    for (const c of n.children) stack.push(c);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i]!;
    const parent = node.parent;
    const head = node.children[0];
    if (!parent || !head || !POSTFIX_TYPES.has(node.type) || !rightOperand(head)) continue;
    const path: SyntaxNode[] = [];
    let operand: SyntaxNode | null = head;
    while (operand && rightOperand(operand)) {
      path.push(operand);
      operand = rightOperand(operand);
    }
    if (!operand) continue;
    let current = node.regroup([operand, ...node.children.slice(1)], operand.field);
    for (let j = path.length - 1; j >= 0; j--) {
      const p = path[j]!;
      const inner = rightOperand(p)!;
      current = p.regroup(p.children.map((c) => (c === inner ? current : c)), j === 0 ? node.field : p.field);
    }
    parent.children[parent.children.indexOf(node)] = current;
    current.parent = parent;
  }
}

function named(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter((c) => c.type !== 'comment' && c.type !== 'multiline_comment');
}

function kindOfName(name: string): CollectionKind | null {
  return COLLECTIONS[name.replace(/\?$/, '')] ?? null;
}

/** Names a pattern binds: `x`, `(a, b)`, `let x`. */
function patternNames(node: SyntaxNode | null | undefined): SyntaxNode[] {
  if (!node) return [];
  if (node.type === 'simple_identifier') return node.text === '_' ? [] : [node];
  if (node.type === 'pattern' || node.type === 'tuple_pattern' || node.type === 'value_binding_pattern') {
    const bound = node.child('bound_identifier');
    if (bound) return [bound];
    return named(node).flatMap(patternNames);
  }
  return [];
}

function params(node: SyntaxNode): ParamView[] {
  const out: ParamView[] = [];
  for (const p of node.namedChildren) {
    if (p.type === 'parameter') {
      // `_ nums: [Int]`: the local name, then the type (both under the field `name`).
      const [id, type] = p.childrenOf('name');
      if (id?.type === 'simple_identifier') out.push({ name: id.text, type: type?.text ?? null, node: p });
    }
  }
  return out;
}

function lambdaParams(lambda: SyntaxNode): ParamView[] {
  const type = lambda.child('type') ?? lambda.namedChildren.find((c) => c.type === 'lambda_function_type');
  const list = type?.namedChildren.find((c) => c.type === 'lambda_function_type_parameters');
  return (list?.namedChildren ?? []).filter((p) => p.type === 'lambda_parameter').flatMap((p) => {
    const name = p.child('name') ?? p.namedChildren.find((c) => c.type === 'simple_identifier');
    return name ? [{ name: name.text, type: null, node: p }] : [];
  });
}

/** A call's parts: the callee, the arguments (labels dropped, a trailing closure last) and whether it is a subscript. */
function callParts(node: SyntaxNode): { callee: SyntaxNode; args: SyntaxNode[]; labels: (string | null)[]; subscript: boolean } | null {
  if (node.type !== 'call_expression' && node.type !== 'constructor_expression') return null;
  const [callee, suffix] = node.type === 'constructor_expression' ? [node.child('constructed_type'), named(node).find((c) => c.type === 'constructor_suffix')] : named(node);
  if (!callee || !suffix) return null;
  const args: SyntaxNode[] = [];
  const labels: (string | null)[] = [];
  let subscript = false;
  for (const part of named(suffix)) {
    if (part.type === 'value_arguments') {
      subscript = part.text.startsWith('[');
      for (const a of part.namedChildren.filter((c) => c.type === 'value_argument')) {
        const value = a.child('value') ?? named(a).pop();
        if (!value) continue;
        args.push(value);
        labels.push(a.child('name')?.text ?? null);
      }
    } else if (part.type === 'lambda_literal' || part.type === 'annotated_lambda') {
      args.push(part.type === 'annotated_lambda' ? (part.namedChildren.find((c) => c.type === 'lambda_literal') ?? part) : part);
      labels.push(null);
    }
  }
  return { callee, args, labels, subscript };
}

/** An integer range: `a..<b`, `a...b`, `stride(from:to:by:)`, `(a..<b).reversed()`, `xs.indices`. */
function rangeOf(node: SyntaxNode, depth = 0): { start: SyntaxNode | null; stop: SyntaxNode; step: SyntaxNode | null } | null {
  if (depth > 6) return null;
  if (node.type === 'tuple_expression' && named(node).length === 1) return rangeOf(node.child('value') ?? named(node)[0]!, depth + 1);
  if (node.type === 'range_expression') {
    const start = node.child('start');
    const end = node.child('end');
    return end ? { start, stop: end, step: null } : null;
  }
  if (node.type === 'open_start_range_expression') {
    const end = named(node)[0];
    return end ? { start: null, stop: end, step: null } : null;
  }
  const parts = callParts(node);
  if (parts && !parts.subscript) {
    if (parts.callee.type === 'simple_identifier' && parts.callee.text === 'stride') {
      const at = (label: string) => parts.args[parts.labels.indexOf(label)] ?? null;
      const from = at('from');
      const to = at('to') ?? at('through');
      if (from && to) return { start: from, stop: to, step: at('by') };
    }
    if (parts.callee.type === 'navigation_expression' && parts.args.length === 0) {
      const name = memberName(parts.callee);
      const target = parts.callee.child('target');
      if (target && name === 'reversed') return rangeOf(target, depth + 1);
    }
  }
  if (node.type === 'navigation_expression' && memberName(node) === 'indices') return { start: null, stop: node, step: null };
  return null;
}

function memberName(node: SyntaxNode): string | null {
  return node.child('suffix')?.child('suffix')?.text ?? node.child('suffix')?.namedChildren.find((c) => c.type === 'simple_identifier')?.text ?? null;
}

/** What a `for` walks, looking through `enumerated()` (whose first variable is a position) and `reversed()`. */
function walked(node: SyntaxNode, depth = 0): { collection: SyntaxNode; positions: boolean } {
  const parts = depth < 6 ? callParts(node) : null;
  if (parts && !parts.subscript && parts.args.length === 0 && parts.callee.type === 'navigation_expression') {
    const name = memberName(parts.callee);
    const target = parts.callee.child('target');
    if (target && (name === 'reversed' || name === 'lazy')) return walked(target, depth + 1);
    if (target && name === 'enumerated') return { collection: walked(target, depth + 1).collection, positions: true };
  }
  return { collection: node, positions: false };
}

/** The body of a loop or branch: its `statements` (absent when the braces are empty). */
function statementsOf(node: SyntaxNode): SyntaxNode | null {
  return node.namedChildren.find((c) => c.type === 'statements') ?? null;
}

/** The value of a binding condition `if let x = e` / `while let x = e` (the last of its condition parts). */
function conditionOf(node: SyntaxNode): SyntaxNode | null {
  const parts = node.childrenOf('condition').filter((c) => c.named);
  return parts[parts.length - 1] ?? null;
}

function allocation(callee: SyntaxNode, args: SyntaxNode[], labels: (string | null)[]): ExprView | null {
  // `[Int](repeating: 0, count: n)`, `[[Int]]()`, `[Int: Int]()`: the callee is the type.
  let collection: CollectionKind | null = null;
  if (callee.type === 'array_literal' || callee.type === 'array_type') collection = 'list';
  else if (callee.type === 'dictionary_literal' || callee.type === 'dictionary_type') collection = 'map';
  else collection = kindOfName(callee.type === 'user_type' ? (callee.namedChildren.find((c) => c.type === 'type_identifier')?.text ?? '') : callee.text);
  if (!collection) return null;
  const count = labels.indexOf('count');
  if (count >= 0 && args[count]) {
    const fill = args[labels.indexOf('repeating')] ?? null;
    return { kind: 'allocation', collection: collection === 'string' ? 'string' : 'list', sizes: [args[count]!], copyOf: null, fill };
  }
  const first = args[0];
  return { kind: 'allocation', collection, sizes: [], copyOf: first && labels[0] === null && first.type !== 'lambda_literal' ? first : null, fill: null };
}

/** Is `node` the only statement of `statements`? (Asked of every statement: stops at the second one.) */
function onlyStatement(statements: SyntaxNode, node: SyntaxNode): boolean {
  for (const c of statements.children) if (c.named && c !== node && c.type !== 'comment' && c.type !== 'multiline_comment') return false;
  return true;
}

function isExpression(node: SyntaxNode): boolean {
  return !/(_declaration|_statement)$/.test(node.type) && node.type !== 'assignment' && node.type !== 'control_transfer_statement';
}

export const swiftAdapter: LanguageAdapter = {
  language: 'swift',
  slicesAreViews: true,

  functionOf(node): FunctionView | null {
    switch (node.type) {
      case 'function_declaration':
      case 'init_declaration': {
        const body = node.child('body');
        if (!body) return null;
        const inType = node.parent?.type === 'class_body' || node.parent?.type === 'enum_class_body' || node.parent?.type === 'protocol_body';
        return {
          node,
          name: node.type === 'init_declaration' ? 'init' : (node.childrenOf('name').find((c) => c.type === 'simple_identifier')?.text ?? null),
          params: params(node),
          body,
          decorators: node.namedChildren.find((c) => c.type === 'modifiers')?.namedChildren.filter((m) => m.type === 'attribute').map((m) => m.text.replace(/^@/, '')) ?? [],
          kind: node.type === 'init_declaration' ? 'constructor' : inType ? 'method' : 'function',
          selfName: inType ? 'self' : null,
        };
      }
      case 'lambda_literal':
        return { node, name: boundName(node), params: lambdaParams(node), body: node, decorators: [], kind: 'lambda', selfName: null };
      default:
        return null;
    }
  },

  classOf(node) {
    if (node.type !== 'class_declaration' && node.type !== 'protocol_declaration') return null;
    const name = node.childrenOf('name')[0];
    const body = node.child('body') ?? node.namedChildren.find((c) => c.type === 'class_body' || c.type === 'enum_class_body' || c.type === 'protocol_body') ?? node;
    return { name: name?.type === 'user_type' ? (name.namedChildren.find((c) => c.type === 'type_identifier')?.text ?? name.text) : (name?.text ?? ''), body };
  },

  loopOf(node): LoopView | null {
    switch (node.type) {
      case 'for_statement': {
        const collection = node.child('collection');
        if (!collection) return null;
        const item = node.child('item');
        const body = statementsOf(node) ?? item ?? collection;
        const vars = patternNames(item).map((n) => n.text);
        const range = rangeOf(collection);
        if (range) return { kind: 'range', node, vars, start: range.start, stop: range.stop, step: range.step, body };
        const walkedCollection = walked(collection);
        return { kind: 'foreach', node, vars, iterable: walkedCollection.collection, body, ...(walkedCollection.positions && vars[0] ? { positions: [vars[0]] } : {}) };
      }
      case 'while_statement':
      case 'repeat_while_statement': {
        const condition = conditionOf(node);
        const body = statementsOf(node) ?? condition;
        if (!body) return null;
        return { kind: 'while', node, condition: condition && condition.text !== 'true' ? condition : null, body };
      }
      default:
        return null;
    }
  },

  branchOf(node): BranchView | null {
    if (node.type === 'if_statement' || node.type === 'guard_statement') {
      const arms = node.namedChildren.filter((c) => c.type === 'statements' || c.type === 'if_statement');
      return { node, condition: conditionOf(node), arms };
    }
    if (node.type === 'ternary_expression') {
      return { node, condition: node.child('condition'), arms: [node.child('if_true'), node.child('if_false')].filter((n): n is SyntaxNode => !!n) };
    }
    if (node.type === 'switch_statement') {
      return { node, condition: node.child('expr'), arms: node.namedChildren.filter((c) => c.type === 'switch_entry') };
    }
    return null;
  },

  returnOf(node) {
    if (node.type === 'control_transfer_statement' && node.children[0]?.type === 'return') return { value: node.child('result') };
    // `func f() -> Int { a + b }`, `{ $0 * 2 }`: a body of one expression returns it.
    const statements = node.parent;
    if (statements?.type === 'statements' && (statements.parent?.type === 'function_body' || statements.parent?.type === 'lambda_literal') && isExpression(node) && onlyStatement(statements, node)) return { value: node };
    return null;
  },

  assignmentOf(node): AssignmentView | null {
    switch (node.type) {
      case 'property_declaration': {
        const targets: SyntaxNode[] = [];
        const values: (SyntaxNode | null)[] = [];
        let type: string | null = null;
        let group: SyntaxNode[] = [];
        const close = (value: SyntaxNode | null) => {
          const tuple = value?.type === 'tuple_expression' ? value.namedChildren.map((c) => c.child('value') ?? c) : null;
          const paired = tuple && group.length > 1 ? pairUp(group, tuple) : group.map(() => value);
          targets.push(...group);
          values.push(...paired);
          group = [];
        };
        for (const c of node.children) {
          if (c.field === 'name' && c.type === 'pattern') {
            if (group.length) close(null);
            group = patternNames(c);
          } else if (c.type === 'type_annotation') {
            type ??= c.child('name')?.text ?? named(c)[0]?.text ?? null;
          } else if (c.field === 'value') {
            close(c);
          }
        }
        if (group.length) close(null);
        return targets.length ? assignment(node, targets, values, '=', type, true) : null;
      }
      case 'if_statement':
      case 'while_statement':
      case 'guard_statement': {
        // `if let x = e`, `while let x = stack.popLast()`: a binding of the condition's value.
        const bound = node.child('bound_identifier');
        const value = conditionOf(node);
        return bound && value ? assignment(node, [bound], [value], '=', null, true) : null;
      }
      case 'infix_expression': {
        // `n >>= 1`, `mask |= bit`: compound assignments the grammar reads as custom operators.
        const op = node.child('op')?.text ?? named(node).find((c) => c.type === 'custom_operator')?.text ?? '';
        const target = node.child('lhs');
        const value = node.child('rhs');
        return COMPOUND.has(op) && target && value ? assignment(node, [target], [value], op) : null;
      }
      case 'assignment': {
        const target = node.child('target');
        const result = node.child('result');
        if (!target || !result) return null;
        const inner = named(target)[0] ?? target;
        if (inner.type === 'tuple_expression') {
          const ts = named(inner).map((c) => c.child('value') ?? c);
          const vs = result.type === 'tuple_expression' ? named(result).map((c) => c.child('value') ?? c) : [result];
          return assignment(node, ts, pairUp(ts, vs), '=');
        }
        return assignment(node, [inner], [result], node.operator || '=');
      }
      default:
        return null;
    }
  },

  expr(node): ExprView {
    switch (node.type) {
      case 'integer_literal':
      case 'real_literal':
      case 'hex_literal':
      case 'bin_literal':
      case 'oct_literal': {
        const value = parseNumber(node.text);
        return value === null ? { kind: 'other' } : { kind: 'number', value };
      }
      case 'line_string_literal':
      case 'multi_line_string_literal':
        if (node.namedChildren.some((c) => c.type === 'interpolated_expression')) return { kind: 'other' };
        return { kind: 'string', value: node.namedChildren.map((c) => c.text).join('') };
      case 'boolean_literal':
        return { kind: 'literal' };
      case 'simple_identifier':
        return node.text === 'nil' ? { kind: 'literal' } : { kind: 'name', name: node.text };
      case 'self_expression':
        return { kind: 'self' };
      case 'infix_expression': {
        const a = swiftAdapter.assignmentOf(node);
        if (a) return { kind: 'assignment', assignment: a };
        return { kind: 'other' };
      }
      case 'additive_expression':
      case 'multiplicative_expression':
      case 'comparison_expression':
      case 'equality_expression':
      case 'conjunction_expression':
      case 'disjunction_expression':
      case 'bitwise_operation':
      case 'nil_coalescing_expression': {
        const left = node.child('lhs') ?? named(node)[0];
        const right = node.child('rhs') ?? named(node)[1];
        if (!left || !right) return { kind: 'other' };
        const op = node.type === 'nil_coalescing_expression' ? '||' : node.operator;
        return { kind: 'binary', op: op === '===' ? '==' : op === '!==' ? '!=' : op, left, right };
      }
      case 'prefix_expression': {
        const operand = node.child('target');
        const op = node.child('operation')?.text ?? node.operator;
        if (!operand) return { kind: 'other' };
        if (op === '&') return { kind: 'wrapper', inner: operand };
        return { kind: 'unary', op, operand };
      }
      case 'postfix_expression': {
        // `x!` unwraps an optional.
        const operand = node.child('target');
        return operand ? { kind: 'wrapper', inner: operand } : { kind: 'other' };
      }
      case 'try_expression':
      case 'await_expression':
      case 'as_expression':
      case 'directly_assignable_expression':
      case 'value_argument': {
        const inner = node.child('value') ?? node.child('expr') ?? named(node).filter((c) => c.type !== 'value_argument_label').pop();
        return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
      }
      case 'tuple_expression': {
        const items = named(node).map((c) => c.child('value') ?? c);
        if (items.length === 1 && !node.children.some((c) => c.type === 'value')) return { kind: 'wrapper', inner: items[0]! };
        if (items.length === 1) return { kind: 'wrapper', inner: items[0]! };
        return { kind: 'collection', collection: 'tuple', items };
      }
      case 'call_expression':
      case 'constructor_expression': {
        const parts = callParts(node);
        if (!parts) return { kind: 'other' };
        const { callee, args, labels, subscript } = parts;
        if (subscript) return args[0] ? { kind: 'index', object: callee, index: args[0] } : { kind: 'other' };
        if (node.type === 'constructor_expression' || callee.type === 'array_literal' || callee.type === 'dictionary_literal' || (callee.type === 'simple_identifier' && /^[A-Z]/.test(callee.text))) {
          const alloc = allocation(callee, args, labels);
          if (alloc) return alloc;
        }
        if (callee.type === 'simple_identifier') return { kind: 'call', name: callee.text, receiver: null, qualifier: null, args };
        if (callee.type === 'navigation_expression') {
          const receiver = callee.child('target');
          const name = memberName(callee) ?? '';
          if (!receiver) return { kind: 'other' };
          const qualifier = receiver.type === 'simple_identifier' && /^[A-Z]/.test(receiver.text) && !/^[A-Z0-9_]+$/.test(receiver.text) ? receiver.text : null;
          return { kind: 'call', name, receiver: qualifier ? null : receiver, qualifier, args };
        }
        return { kind: 'call', name: '', receiver: callee, qualifier: null, args };
      }
      case 'navigation_expression': {
        const object = node.child('target');
        const name = memberName(node);
        if (!object || !name) return { kind: 'other' };
        // `xs.count`, `xs.indices`: as many as xs has elements.
        if ((name === 'count' || name === 'indices') && object.type !== 'self_expression') return { kind: 'member', object, property: 'size' };
        return { kind: 'member', object, property: name };
      }
      case 'array_literal':
        return { kind: 'collection', collection: 'list', items: node.childrenOf('element') };
      case 'dictionary_literal':
        return { kind: 'collection', collection: 'map', items: node.childrenOf('key') };
      case 'range_expression':
      case 'open_start_range_expression': {
        const range = rangeOf(node);
        return range ? { kind: 'call', name: 'range', receiver: null, qualifier: null, args: range.start ? [range.start, range.stop] : [range.stop] } : { kind: 'other' };
      }
      case 'lambda_literal': {
        const fn = swiftAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'ternary_expression': {
        const condition = node.child('condition');
        const then = node.child('if_true');
        const otherwise = node.child('if_false');
        return condition && then && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
      }
      case 'assignment':
      case 'property_declaration': {
        const a = swiftAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      default:
        return { kind: 'other' };
    }
  },

  typeKind(type) {
    const t = type.replace(/\s+/g, '').replace(/^inout/, '').replace(/[?!]$/, '');
    // `[T]` (an array) and `[K: V]` (a dictionary): one level more than their element or value.
    if (t.startsWith('[') && t.endsWith(']')) {
      const inner = t.slice(1, -1);
      let depth = 0;
      let colon = -1;
      for (let i = 0; i < inner.length; i++) {
        const c = inner[i];
        if (c === '[' || c === '<' || c === '(') depth++;
        else if (c === ']' || c === '>' || c === ')') depth--;
        else if (c === ':' && depth === 0) {
          colon = i;
          break;
        }
      }
      const element = swiftAdapter.typeKind(colon >= 0 ? inner.slice(colon + 1) : inner);
      const nested = element.collection && element.collection !== 'string' ? element.dims : 0;
      return { collection: colon >= 0 ? 'map' : 'list', dims: 1 + nested, numeric: false };
    }
    const shape = genericShape(t, kindOfName);
    return { collection: shape.collection, dims: shape.collection === 'string' ? 0 : shape.dims, numeric: NUMERIC.test(t) };
  },

  isNestingNode(node) {
    return ['for_statement', 'while_statement', 'repeat_while_statement', 'if_statement', 'guard_statement', 'switch_statement', 'do_statement'].includes(node.type);
  },

  isIdentifier(node) {
    return node.type === 'simple_identifier' && !node.text.startsWith('$');
  },

  isComment(node) {
    return node.type === 'comment' || node.type === 'multiline_comment';
  },

  repair: repairPostfix,

  exitOf(node) {
    if (node.type !== 'control_transfer_statement') return null;
    const keyword = node.children[0]?.type;
    if (keyword === 'return' || keyword === 'throw') return 'return';
    // `break outer` leaves more than the innermost loop.
    if (keyword === 'break') return node.namedChildren.length === 0 ? 'break' : null;
    return null;
  },
};

/** The variable a closure is stored in (`let f: (Int) -> Int = { … }`). */
function boundName(node: SyntaxNode): string | null {
  const parent = node.parent;
  if (parent?.type !== 'property_declaration' || node.field !== 'value') return null;
  let name: string | null = null;
  for (const c of parent.children) {
    if (c.field === 'name' && c.type === 'pattern') name = patternNames(c)[0]?.text ?? null;
    if (c === node) return name;
  }
  return null;
}
