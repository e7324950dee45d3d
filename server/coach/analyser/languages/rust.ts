/** Rust (tree-sitter-rust) → the common vocabulary. */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, genericShape, pairUp, parseNumber, unquote } from './common.ts';

/** Standard collections and the kind each is, as far as costs are concerned. */
const COLLECTIONS: Record<string, CollectionKind> = {
  Vec: 'list',
  VecDeque: 'deque',
  LinkedList: 'linked_list',
  HashMap: 'map',
  HashSet: 'set',
  BTreeMap: 'ordered_map',
  BTreeSet: 'ordered_set',
  BinaryHeap: 'heap',
  String: 'string',
  str: 'string',
};
const NUMERIC = /^(i8|i16|i32|i64|i128|isize|u8|u16|u32|u64|u128|usize|f32|f64|bool|char)$/;
/** A numeric literal's type suffix (`0i64`, `1_000usize`, `2.5f32`). */
const SUFFIX = /_?(?:i8|i16|i32|i64|i128|isize|u8|u16|u32|u64|u128|usize|f32|f64)$/;
/**
 * Calls that hand back the value they are called on, or the value inside it: unwrapping an Option or Result,
 * borrowing, viewing a String as a slice of bytes. Looked through like a cast.
 */
const LOOK_THROUGH = new Set(['unwrap', 'expect', 'unwrap_or', 'unwrap_or_default', 'unwrap_or_else', 'as_ref', 'as_mut', 'as_deref', 'borrow', 'borrow_mut', 'as_str', 'as_bytes', 'as_slice', 'as_mut_slice', 'into', 'copied', 'cloned']);
/** Calls that walk a collection in order without copying it (`for x in v.iter()`): the loop walks the collection. */
const ITERATION_VIEWS = new Set(['iter', 'iter_mut', 'into_iter', 'chars', 'bytes', 'rev', 'keys', 'values', 'values_mut', 'drain']);
/** Adapters that pair each element with its position: the first variable of the loop's tuple is a position. */
const WITH_POSITIONS = new Set(['enumerate', 'char_indices']);
/** Smart pointers and wrappers that are the value they hold as far as costs go (`Box::new(x)`, `Some(x)`). */
const WRAPPERS = new Set(['Some', 'Ok', 'Err', 'Box', 'Rc', 'Arc', 'RefCell', 'Cell', 'Reverse']);

/** Every user type (struct, enum, trait, impl target) declared in the file, found once per tree. */
const userTypeCache = new WeakMap<SyntaxNode, Set<string>>();
function userTypes(node: SyntaxNode): Set<string> {
  let root = node;
  while (root.parent) root = root.parent;
  let types = userTypeCache.get(root);
  if (!types) {
    types = new Set();
    for (const item of root.namedChildren) {
      const cls = classOf(item);
      if (cls) types.add(cls.name);
    }
    userTypeCache.set(root, types);
  }
  return types;
}

function typeName(node: SyntaxNode | null): string {
  if (!node) return '';
  if (node.type === 'generic_type') return typeName(node.child('type'));
  if (node.type === 'scoped_type_identifier') return node.child('name')?.text ?? node.text;
  return node.text;
}

function classOf(node: SyntaxNode): { name: string; body: SyntaxNode } | null {
  switch (node.type) {
    case 'struct_item':
    case 'enum_item':
    case 'trait_item':
    case 'union_item':
      return { name: node.child('name')?.text ?? '', body: node.child('body') ?? node };
    case 'impl_item':
      return { name: typeName(node.child('type')), body: node.child('body') ?? node };
    default:
      return null;
  }
}

/** The names a pattern binds: `x`, `mut x`, `&x`, `(i, x)`, `Some((a, b))`, `[a, b]`. */
function patternNames(node: SyntaxNode | null): SyntaxNode[] {
  if (!node) return [];
  switch (node.type) {
    case 'identifier':
      return node.text === '_' ? [] : [node];
    case 'mut_pattern':
    case 'reference_pattern':
    case 'ref_pattern':
    case 'tuple_pattern':
    case 'slice_pattern':
    case 'tuple_struct_pattern':
    case 'captured_pattern':
      return node.namedChildren.filter((c) => c.field !== 'type').flatMap(patternNames);
    case 'struct_pattern':
      return node.namedChildren.filter((c) => c.type === 'field_pattern').flatMap((f) => patternNames(f.child('pattern') ?? f.child('name')));
    case 'shorthand_field_identifier':
      return [node];
    default:
      return [];
  }
}

function params(list: SyntaxNode | null): ParamView[] {
  if (!list) return [];
  const out: ParamView[] = [];
  for (const p of list.namedChildren) {
    if (p.type === 'parameter') {
      const type = p.child('type')?.text ?? null;
      for (const n of patternNames(p.child('pattern'))) out.push({ name: n.text, type, node: p });
    } else if (p.type !== 'self_parameter' && p.type !== 'line_comment' && p.type !== 'block_comment' && p.type !== 'attribute_item') {
      // Closure parameters without types: `|a, b|`, `|&x|`, `|(i, x)|`.
      for (const n of patternNames(p)) out.push({ name: n.text, type: null, node: p });
    }
  }
  return out;
}

/** An integer range `a..b`, `a..=b`, `..b`, looking through parentheses, `.rev()` and `.step_by(k)`. */
function rangeOf(node: SyntaxNode, depth = 0): { start: SyntaxNode | null; stop: SyntaxNode; step: SyntaxNode | null } | null {
  if (depth > 6) return null;
  if (node.type === 'parenthesized_expression') {
    const inner = node.firstNamed;
    return inner ? rangeOf(inner, depth + 1) : null;
  }
  if (node.type === 'range_expression') {
    const [first, second] = node.namedChildren;
    const op = node.children.find((c) => !c.named);
    if (!first) return null;
    // `..b` has its bound after the operator; `a..` has none (unbounded).
    if (!second) return op && op.start < first.start ? { start: null, stop: first, step: null } : null;
    return { start: first, stop: second, step: null };
  }
  if (node.type === 'call_expression') {
    const fn = node.child('function');
    if (fn?.type !== 'field_expression') return null;
    const name = fn.child('field')?.text;
    const inner = fn.child('value');
    if (!inner) return null;
    if (name === 'rev' || name === 'into_iter') return rangeOf(inner, depth + 1);
    if (name === 'step_by') {
      const r = rangeOf(inner, depth + 1);
      return r ? { ...r, step: node.child('arguments')?.firstNamed ?? null } : null;
    }
  }
  return null;
}

/**
 * What a `for` walks, looking through iteration views (`v.iter()`, `s.chars()`, `&v`, `.rev()`): the collection
 * itself, and whether an `enumerate()` pairs the elements with positions.
 */
function walked(node: SyntaxNode, depth = 0): { collection: SyntaxNode; positions: boolean } {
  if (depth > 8) return { collection: node, positions: false };
  if (node.type === 'reference_expression' || node.type === 'parenthesized_expression') {
    const inner = node.child('value') ?? node.firstNamed;
    return inner ? walked(inner, depth + 1) : { collection: node, positions: false };
  }
  if (node.type === 'call_expression' && (node.child('arguments')?.namedChildren.length ?? 0) === 0) {
    const fn = node.child('function');
    const name = fn?.type === 'field_expression' ? fn.child('field')?.text : undefined;
    const inner = fn?.child('value');
    if (name && inner && ITERATION_VIEWS.has(name)) return walked(inner, depth + 1);
    if (name && inner && WITH_POSITIONS.has(name)) return { collection: walked(inner, depth + 1).collection, positions: true };
  }
  return { collection: node, positions: false };
}

/** Argument nodes of a call (`arguments` children), without comments and attributes. */
function argsOf(node: SyntaxNode | null): SyntaxNode[] {
  return node?.namedChildren.filter((a) => a.type !== 'line_comment' && a.type !== 'block_comment' && a.type !== 'attribute_item') ?? [];
}

/** The expression a macro's arguments parsed to (model/parser.ts puts it in as the token tree's only child). */
function macroBody(node: SyntaxNode): SyntaxNode | null {
  const tree = node.namedChildren.find((c) => c.type === 'token_tree');
  const inner = tree?.namedChildren.length === 1 ? tree.firstNamed : null;
  return inner && PARSED_MACRO_ARGUMENTS.has(inner.type) ? inner : null;
}
const PARSED_MACRO_ARGUMENTS = new Set(['array_expression', 'tuple_expression', 'parenthesized_expression', 'unit_expression', 'block']);

/** The last expression of a function's body block: Rust returns it without `return`. */
function isTailValue(node: SyntaxNode): boolean {
  const block = node.parent;
  if (block?.type !== 'block') return false;
  const owner = block.parent;
  if (owner?.type !== 'function_item' && owner?.type !== 'closure_expression') return false;
  // From the end: a block can hold thousands of statements, and this is asked of every node.
  let last: SyntaxNode | undefined;
  for (let i = block.children.length - 1; i >= 0 && !last; i--) {
    const c = block.children[i]!;
    if (c.named && c.type !== 'line_comment' && c.type !== 'block_comment') last = c;
  }
  return last === node && !/(_declaration|_statement|_item)$/.test(node.type);
}

function kindOfName(name: string): CollectionKind | null {
  return COLLECTIONS[name.replace(/^(?:std::)?(?:collections::)?/, '')] ?? null;
}

export const rustAdapter: LanguageAdapter = {
  language: 'rust',
  slicesAreViews: true,

  functionOf(node): FunctionView | null {
    if (node.type === 'function_item') {
      const body = node.child('body');
      if (!body) return null;
      const list = node.child('parameters');
      const hasSelf = !!list?.namedChildren.some((p) => p.type === 'self_parameter');
      const impl = node.parent?.type === 'declaration_list' ? node.parent.parent : null;
      const inImpl = impl?.type === 'impl_item' || impl?.type === 'trait_item';
      // An associated function without `self` that returns the type itself (`fn new(n: usize) -> Self`) is how Rust
      // writes a constructor.
      const returns = typeName(node.child('return_type'));
      const constructor = inImpl && !hasSelf && (returns === 'Self' || (!!impl && returns === classOf(impl)?.name));
      return {
        node,
        name: node.child('name')?.text ?? null,
        params: params(list),
        body,
        decorators: [],
        kind: constructor ? 'constructor' : inImpl ? 'method' : 'function',
        selfName: hasSelf ? 'self' : null,
      };
    }
    if (node.type === 'closure_expression') {
      const body = node.child('body');
      if (!body) return null;
      const parent = node.parent;
      const bound = parent?.type === 'let_declaration' && parent.child('pattern')?.type === 'identifier' ? parent.child('pattern')!.text : null;
      return { node, name: bound, params: params(node.child('parameters')), body, decorators: [], kind: 'lambda', selfName: null };
    }
    return null;
  },

  classOf,

  loopOf(node): LoopView | null {
    switch (node.type) {
      case 'for_expression': {
        const value = node.child('value');
        const body = node.child('body');
        if (!value || !body) return null;
        const names = patternNames(node.child('pattern')).map((n) => n.text);
        const range = rangeOf(value);
        if (range) return { kind: 'range', node, vars: names, start: range.start, stop: range.stop, step: range.step, body };
        const { collection, positions } = walked(value);
        return { kind: 'foreach', node, vars: names, iterable: collection, body, ...(positions && names[0] ? { positions: [names[0]] } : {}) };
      }
      case 'while_expression': {
        const body = node.child('body');
        if (!body) return null;
        const condition = node.child('condition');
        return { kind: 'while', node, condition: condition && condition.type !== 'boolean_literal' ? condition : null, body };
      }
      case 'loop_expression': {
        const body = node.child('body');
        return body ? { kind: 'while', node, condition: null, body } : null;
      }
      default:
        return null;
    }
  },

  branchOf(node): BranchView | null {
    if (node.type === 'if_expression') {
      const arms: SyntaxNode[] = [];
      const consequence = node.child('consequence');
      if (consequence) arms.push(consequence);
      const alternative = node.child('alternative');
      const other = alternative?.firstNamed;
      if (other) arms.push(other);
      return { node, condition: node.child('condition'), arms };
    }
    if (node.type === 'match_expression') {
      const arms = node.child('body')?.namedChildren.filter((c) => c.type === 'match_arm') ?? [];
      return { node, condition: node.child('value'), arms };
    }
    return null;
  },

  returnOf(node) {
    if (node.type === 'return_expression') return { value: node.firstNamed };
    // A constructor's tail value (`Dsu { p: … }`) is the object it builds, not an answer handed back.
    if (isTailValue(node) && !(node.parent?.parent && rustAdapter.functionOf(node.parent.parent)?.kind === 'constructor')) return { value: node };
    return null;
  },

  assignmentOf(node): AssignmentView | null {
    switch (node.type) {
      case 'let_declaration':
      case 'let_condition': {
        const pattern = node.child('pattern');
        const targets = patternNames(pattern);
        if (!targets.length) return null;
        const value = node.child('value');
        // `let (mut lo, mut hi) = (0, n)` pairs up; `let Some(x) = q.pop()` binds a part of one value.
        const values = value?.type === 'tuple_expression' && pattern?.type === 'tuple_pattern' ? pairUp(targets, value.namedChildren) : targets.map(() => value);
        return assignment(node, targets, values, '=', node.child('type')?.text ?? null, true);
      }
      case 'const_item':
      case 'static_item': {
        const name = node.child('name');
        return name ? assignment(node, [name], [node.child('value')], '=', node.child('type')?.text ?? null, true) : null;
      }
      case 'field_declaration': {
        const name = node.child('name');
        return name ? assignment(node, [name], [null], '=', node.child('type')?.text ?? null, true) : null;
      }
      case 'field_initializer': {
        // `Dsu { p: vec![0; n] }`: the field is set to the value.
        const field = node.child('field');
        const value = node.child('value');
        return field && value ? assignment(node, [field], [value], '=', null, true) : null;
      }
      case 'assignment_expression': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return null;
        if (left.type === 'tuple_expression') return assignment(node, left.namedChildren, pairUp(left.namedChildren, right.type === 'tuple_expression' ? right.namedChildren : [right]), '=');
        return assignment(node, [left], [right], '=');
      }
      case 'compound_assignment_expr': {
        const left = node.child('left');
        const right = node.child('right');
        return left && right ? assignment(node, [left], [right], node.operator) : null;
      }
      default:
        return null;
    }
  },

  expr(node): ExprView {
    switch (node.type) {
      case 'integer_literal':
      case 'float_literal': {
        const value = parseNumber(node.text.replace(SUFFIX, ''));
        return value === null ? { kind: 'other' } : { kind: 'number', value };
      }
      case 'char_literal': {
        const inner = unquote(node.text.replace(/^b/, ''));
        return { kind: 'number', value: inner.length === 1 ? inner.charCodeAt(0) : 0 };
      }
      case 'string_literal':
      case 'raw_string_literal':
        return { kind: 'string', value: node.namedChildren.filter((c) => c.type === 'string_content').map((c) => c.text).join('') };
      case 'boolean_literal':
      case 'unit_expression':
        return { kind: 'literal' };
      case 'identifier':
        return { kind: 'name', name: node.text };
      case 'shorthand_field_identifier':
        return { kind: 'name', name: node.text };
      case 'field_identifier':
        return node.parent?.type === 'field_declaration' || node.parent?.type === 'field_initializer' ? { kind: 'name', name: node.text } : { kind: 'other' };
      case 'self':
        return { kind: 'self' };
      case 'scoped_identifier': {
        // `i32::MAX`, `Ordering::Less`, `std::f64::consts::PI`: a constant of a type or module.
        const path = node.child('path');
        const name = node.child('name');
        return path && name ? { kind: 'member', object: path, property: name.text } : { kind: 'other' };
      }
      case 'binary_expression': {
        const left = node.child('left');
        const right = node.child('right');
        return left && right ? { kind: 'binary', op: node.operator, left, right } : { kind: 'other' };
      }
      case 'unary_expression': {
        const operand = node.firstNamed;
        return operand ? { kind: 'unary', op: node.operator, operand } : { kind: 'other' };
      }
      case 'reference_expression':
      case 'type_cast_expression':
      case 'try_expression':
      case 'parenthesized_expression':
      case 'expression_statement':
      case 'await_expression': {
        const inner = node.child('value') ?? node.firstNamed;
        return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
      }
      case 'call_expression': {
        let fn = node.child('function');
        const args = argsOf(node.child('arguments'));
        // `it.collect::<HashSet<_>>()`: a new collection of the kind named.
        const turbofish = fn?.type === 'generic_function' ? fn.child('type_arguments')?.firstNamed : null;
        if (fn?.type === 'generic_function') fn = fn.child('function');
        if (turbofish && fn?.type === 'field_expression' && fn.child('field')?.text === 'collect') {
          const collection = kindOfName(typeName(turbofish));
          const receiver = fn.child('value');
          if (collection && receiver) return { kind: 'allocation', collection, sizes: [], copyOf: receiver, fill: null };
        }
        if (!fn) return { kind: 'other' };
        if (fn.type === 'field_expression') {
          const receiver = fn.child('value');
          const name = fn.child('field')?.text ?? '';
          if (!receiver) return { kind: 'other' };
          if (LOOK_THROUGH.has(name)) return { kind: 'wrapper', inner: receiver };
          if (name === 'to_vec' && args.length === 0) return { kind: 'allocation', collection: 'list', sizes: [], copyOf: receiver, fill: null };
          // `m.get(&k)`, `v.get(i)`: Rust's checked indexing (an Option of the element).
          if ((name === 'get' || name === 'get_mut') && args.length === 1) return { kind: 'index', object: receiver, index: args[0]!.type === 'reference_expression' ? (args[0]!.child('value') ?? args[0]!) : args[0]! };
          return { kind: 'call', name, receiver, qualifier: null, args };
        }
        if (fn.type === 'scoped_identifier') {
          const path = fn.child('path');
          const name = fn.child('name')?.text ?? '';
          const owner = path ? typeName(path) : '';
          // `Self::helper(x)` and `Solution::helper(x)` call the user's own associated functions.
          if (path && (owner === 'Self' || userTypes(node).has(owner))) {
            if (owner === 'Self') return { kind: 'call', name, receiver: path, qualifier: null, args };
            return { kind: 'call', name, receiver: null, qualifier: null, args };
          }
          const collection = kindOfName(owner);
          if (collection && (name === 'new' || name === 'with_capacity' || name === 'default')) return { kind: 'allocation', collection, sizes: [], copyOf: null, fill: null };
          if (collection && (name === 'from' || name === 'from_iter')) return { kind: 'allocation', collection, sizes: [], copyOf: args[0] ?? null, fill: null };
          if (WRAPPERS.has(owner) && name === 'new' && args[0]) return { kind: 'wrapper', inner: args[0] };
          return { kind: 'call', name, receiver: null, qualifier: owner || null, args };
        }
        if (fn.type === 'identifier') {
          if (WRAPPERS.has(fn.text) && args.length === 1) return { kind: 'wrapper', inner: args[0]! };
          return { kind: 'call', name: fn.text, receiver: null, qualifier: null, args };
        }
        return { kind: 'call', name: '', receiver: fn, qualifier: null, args };
      }
      case 'macro_invocation': {
        const macro = node.child('macro');
        const name = macro?.type === 'scoped_identifier' ? (macro.child('name')?.text ?? '') : (macro?.text ?? '');
        const body = macroBody(node);
        if (name === 'vec') {
          if (!body) return { kind: 'collection', collection: 'list', items: [] };
          const inner = rustAdapter.expr(body);
          if (inner.kind === 'allocation' || inner.kind === 'collection') return { ...inner, collection: 'list' };
          return { kind: 'collection', collection: 'list', items: [] };
        }
        const args = !body ? [] : body.type === 'tuple_expression' || body.type === 'array_expression' ? body.namedChildren : body.type === 'parenthesized_expression' ? body.namedChildren : [body];
        return { kind: 'call', name, receiver: null, qualifier: null, args };
      }
      case 'field_expression': {
        const object = node.child('value');
        const field = node.child('field');
        return object && field ? { kind: 'member', object, property: field.text } : { kind: 'other' };
      }
      case 'index_expression': {
        const [object, index] = node.namedChildren;
        if (!object || !index) return { kind: 'other' };
        if (index.type === 'range_expression') {
          // `&v[i..j]`, `&s[1..]`: a borrowed view of part of the collection.
          const [first, second] = index.namedChildren;
          const op = index.children.find((c) => !c.named);
          const start = first && op && first.start < op.start ? first : null;
          const end = second ?? (first && op && first.start > op.start ? first : null);
          return { kind: 'slice', object, start, end };
        }
        return { kind: 'index', object, index };
      }
      case 'range_expression': {
        // An integer range as a value (`(0..n).collect()`, `(1..=n).product()`): n numbers, as Python's range.
        const range = rangeOf(node);
        if (!range) return { kind: 'other' };
        return { kind: 'call', name: 'range', receiver: null, qualifier: null, args: range.start ? [range.start, range.stop] : [range.stop] };
      }
      case 'array_expression': {
        const length = node.child('length');
        if (length) {
          const fill = node.namedChildren.find((c) => c !== length) ?? null;
          return { kind: 'allocation', collection: 'array', sizes: [length], copyOf: null, fill };
        }
        return { kind: 'collection', collection: 'array', items: node.namedChildren };
      }
      case 'tuple_expression':
        return { kind: 'collection', collection: 'tuple', items: node.namedChildren };
      case 'closure_expression': {
        const fn = rustAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'if_expression': {
        const condition = node.child('condition');
        const then = node.child('consequence');
        const otherwise = node.child('alternative')?.firstNamed;
        return condition && then && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
      }
      case 'block': {
        // `{ a }` as a value (an arm of an if expression).
        const inner = node.namedChildren.filter((c) => c.type !== 'line_comment' && c.type !== 'block_comment');
        return inner.length === 1 && !/(_declaration|_statement|_item)$/.test(inner[0]!.type) ? { kind: 'wrapper', inner: inner[0]! } : { kind: 'other' };
      }
      case 'assignment_expression':
      case 'compound_assignment_expr':
      case 'let_condition': {
        const a = rustAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      default:
        return { kind: 'other' };
    }
  },

  typeKind(type) {
    const t = type.replace(/\s+/g, '').replace(/^(?:&(?:'\w+)?(?:mut)?)+/, '').replace(/^mut/, '');
    const numeric = NUMERIC.test(t);
    // `[T; N]` (a fixed array) and `[T]` (a slice): one level more than their element.
    if (t.startsWith('[') && t.endsWith(']')) {
      // The element ends at the `;` of the array's length, if any, outside nested brackets.
      const body = t.slice(1, -1);
      let depth = 0;
      let semicolon = -1;
      for (let i = 0; i < body.length && semicolon < 0; i++) {
        const c = body[i];
        if (c === '[' || c === '<' || c === '(') depth++;
        else if (c === ']' || c === '>' || c === ')') depth--;
        else if (c === ';' && depth === 0) semicolon = i;
      }
      const inner = rustAdapter.typeKind(semicolon < 0 ? body : body.slice(0, semicolon));
      const nested = inner.collection && inner.collection !== 'string' ? inner.dims : 0;
      return { collection: semicolon >= 0 ? 'array' : 'list', dims: 1 + nested, numeric: false };
    }
    const shape = genericShape(t.replace(/^(?:std::)?(?:collections::)?/, ''), kindOfName);
    return { collection: shape.collection, dims: shape.dims, numeric };
  },

  isNestingNode(node) {
    return ['for_expression', 'while_expression', 'loop_expression', 'if_expression', 'match_expression'].includes(node.type);
  },

  isIdentifier(node) {
    return node.type === 'identifier';
  },

  isComment(node) {
    return node.type === 'line_comment' || node.type === 'block_comment';
  },

  exitOf(node) {
    if (node.type === 'return_expression') return 'return';
    // `break 'outer` leaves more than the innermost loop; `break value` ends a `loop` with a value.
    if (node.type === 'break_expression') return node.namedChildren.length === 0 ? 'break' : null;
    return null;
  },

  embedded(node) {
    // A macro's arguments are raw tokens in the grammar; as a block's only expression they parse as one.
    return node.type === 'token_tree' && node.parent?.type === 'macro_invocation' ? { before: 'fn f(){', after: '}' } : null;
  },
};
