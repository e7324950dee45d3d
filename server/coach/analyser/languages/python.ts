/** Python (tree-sitter-python) → the common vocabulary. */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, collectionFromTypeName, pairUp, parseNumber, splitBy, unquote } from './common.ts';

/** Modules whose functions are called as `module.fn(…)`: the call is qualified, not a method of an object. */
const MODULES = new Set(['math', 'heapq', 'bisect', 'itertools', 'collections', 'functools', 'string', 'sys', 'operator', 'random', 're', 'os', 'sortedcontainers', 'statistics', 'numpy', 'np']);

/** Constructors of containers, so `x = set()` or `deque(xs)` tell what `x` is. */
const CONSTRUCTORS: Record<string, CollectionKind> = {
  list: 'list',
  set: 'set',
  frozenset: 'set',
  dict: 'map',
  defaultdict: 'map',
  Counter: 'map',
  OrderedDict: 'map',
  deque: 'deque',
  SortedList: 'ordered_set',
  SortedSet: 'ordered_set',
  SortedDict: 'ordered_map',
  bytearray: 'list',
  tuple: 'tuple',
};

function targetsOf(node: SyntaxNode): SyntaxNode[] {
  if (node.type === 'pattern_list' || node.type === 'tuple_pattern' || node.type === 'list_pattern' || node.type === 'expression_list' || node.type === 'tuple') {
    return node.namedChildren.flatMap(targetsOf);
  }
  if (node.type === 'parenthesized_expression') return node.namedChildren.flatMap(targetsOf);
  return [node];
}

function names(node: SyntaxNode): string[] {
  return targetsOf(node)
    .filter((n) => n.type === 'identifier')
    .map((n) => n.text);
}

function params(node: SyntaxNode | null): ParamView[] {
  if (!node) return [];
  const out: ParamView[] = [];
  for (const p of node.namedChildren) {
    switch (p.type) {
      case 'identifier':
        out.push({ name: p.text, type: null, node: p });
        break;
      case 'typed_parameter': {
        const id = p.namedChildren.find((c) => c.type === 'identifier');
        if (id) out.push({ name: id.text, type: p.child('type')?.text ?? null, node: p });
        break;
      }
      case 'default_parameter':
      case 'typed_default_parameter': {
        const id = p.child('name');
        if (id) out.push({ name: id.text, type: p.child('type')?.text ?? null, node: p });
        break;
      }
      case 'list_splat_pattern':
      case 'dictionary_splat_pattern': {
        const id = p.firstNamed;
        if (id) out.push({ name: id.text, type: null, node: p });
        break;
      }
    }
  }
  return out;
}

function insideClass(node: SyntaxNode): boolean {
  let p = node.parent;
  if (p?.type === 'decorated_definition') p = p.parent;
  return p?.type === 'block' && p.parent?.type === 'class_definition';
}

function decoratorsOf(node: SyntaxNode): string[] {
  return node.parent?.type === 'decorated_definition'
    ? node.parent.namedChildren.filter((d) => d.type === 'decorator').map((d) => d.text.replace(/^@\s*/, '').replace(/\(.*$/s, '').split('.').pop() ?? '')
    : [];
}

const instanceNames = new WeakMap<SyntaxNode, string | null>();

/**
 * The name a method binds its instance (its class, for a classmethod) to: its first parameter, whatever it is
 * called (`self` by convention only). A staticmethod, and a function outside a class, bind none.
 */
function instanceNameOf(fn: SyntaxNode): string | null {
  let name = instanceNames.get(fn);
  if (name !== undefined) return name;
  name = insideClass(fn) && !decoratorsOf(fn).includes('staticmethod') ? (params(fn.child('parameters'))[0]?.name ?? null) : null;
  instanceNames.set(fn, name);
  return name;
}

/** Does this identifier name the instance of the method it is in (a nested function sees its method's)? */
function isInstance(identifier: SyntaxNode): boolean {
  for (let p = identifier.parent; p; p = p.parent) {
    if (p.type === 'function_definition') {
      const name = instanceNameOf(p);
      if (name !== null) return name === identifier.text;
    } else if (p.type === 'class_definition') return false;
  }
  return false;
}

export const pythonAdapter: LanguageAdapter = {
  language: 'python',

  functionOf(node): FunctionView | null {
    if (node.type === 'function_definition') {
      const name = node.child('name')?.text ?? null;
      const decorators = decoratorsOf(node);
      const method = insideClass(node);
      const ps = params(node.child('parameters'));
      const instance = instanceNameOf(node);
      return {
        node,
        name,
        params: instance !== null ? ps.slice(1) : ps,
        body: node.child('body') ?? node,
        decorators,
        kind: method ? (name === '__init__' ? 'constructor' : 'method') : 'function',
        selfName: instance,
      };
    }
    if (node.type === 'lambda') {
      const parent = node.parent;
      const bound = parent?.type === 'assignment' && parent.child('left')?.type === 'identifier' ? parent.child('left')!.text : null;
      return { node, name: bound, params: params(node.child('parameters')), body: node.child('body') ?? node, decorators: [], kind: 'lambda', selfName: null };
    }
    return null;
  },

  classOf(node) {
    if (node.type !== 'class_definition') return null;
    return { name: node.child('name')?.text ?? '', body: node.child('body') ?? node };
  },

  loopOf(node): LoopView | null {
    if (node.type === 'for_statement') {
      const left = node.child('left');
      const right = node.child('right');
      const body = node.child('body');
      if (!left || !right || !body) return null;
      const vars = names(left);
      if (right.type === 'call' && right.child('function')?.text === 'range') {
        const args = (right.child('arguments')?.namedChildren ?? []).filter((a) => a.type !== 'comment');
        if (args.length === 1) return { kind: 'range', node, vars, start: null, stop: args[0]!, step: null, body };
        if (args.length >= 2) return { kind: 'range', node, vars, start: args[0]!, stop: args[1]!, step: args[2] ?? null, body };
      }
      return { kind: 'foreach', node, vars, iterable: right, body };
    }
    if (node.type === 'while_statement') {
      const condition = node.child('condition');
      const body = node.child('body');
      if (!body) return null;
      return { kind: 'while', node, condition: condition && condition.type !== 'true' ? condition : null, body };
    }
    return null;
  },

  branchOf(node): BranchView | null {
    if (node.type === 'if_statement') {
      const arms: SyntaxNode[] = [];
      const consequence = node.child('consequence');
      if (consequence) arms.push(consequence);
      for (const alt of node.childrenOf('alternative')) {
        const body = alt.child('consequence') ?? alt.child('body');
        if (body) arms.push(body);
      }
      return { node, condition: node.child('condition'), arms };
    }
    if (node.type === 'conditional_expression') {
      const [then, condition, otherwise] = node.namedChildren;
      return { node, condition: condition ?? null, arms: [then, otherwise].filter((n): n is SyntaxNode => !!n) };
    }
    if (node.type === 'match_statement') {
      const body = node.child('body');
      return { node, condition: node.child('subject'), arms: (body?.namedChildren ?? []).filter((c) => c.type === 'case_clause') };
    }
    return null;
  },

  returnOf(node) {
    if (node.type !== 'return_statement') return null;
    return { value: node.firstNamed };
  },

  assignmentOf(node): AssignmentView | null {
    if (node.type === 'assignment') {
      const left = node.child('left');
      const right = node.child('right');
      if (!left) return null;
      // `a = b = 0` nests an assignment as the right-hand side.
      let value = right;
      while (value?.type === 'assignment') value = value.child('right');
      const targets = targetsOf(left);
      const values = value ? (value.type === 'expression_list' || (value.type === 'tuple' && targets.length > 1) ? value.namedChildren : [value]) : [];
      const type = node.child('type')?.text ?? null;
      return assignment(node, targets, value ? pairUp(targets, values) : targets.map(() => null), '=', type, true);
    }
    if (node.type === 'augmented_assignment') {
      const left = node.child('left');
      const right = node.child('right');
      if (!left || !right) return null;
      return assignment(node, [left], [right], node.operator);
    }
    if (node.type === 'named_expression') {
      const name = node.child('name');
      const value = node.child('value');
      if (!name || !value) return null;
      return assignment(node, [name], [value], '=', null, true);
    }
    return null;
  },

  expr(node): ExprView {
    switch (node.type) {
      case 'integer':
      case 'float': {
        const value = parseNumber(node.text.replace(/j$/i, ''));
        return value === null ? { kind: 'other' } : { kind: 'number', value };
      }
      case 'string':
        return { kind: 'string', value: unquote(node.text) };
      case 'concatenated_string':
        return { kind: 'string', value: node.namedChildren.map((c) => unquote(c.text)).join('') };
      case 'true':
      case 'false':
      case 'none':
      case 'ellipsis':
        return { kind: 'literal' };
      case 'identifier':
        return isInstance(node) ? { kind: 'self' } : { kind: 'name', name: node.text };
      case 'binary_operator': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return { kind: 'other' };
        const op = node.operator;
        // `[0] * n` / `[[0] * n] * m` / `"a" * n`: a container made by repetition.
        if (op === '*') {
          for (const [lit, size] of [
            [left, right],
            [right, left],
          ] as const) {
            if (lit.type === 'list') return { kind: 'allocation', collection: 'list', sizes: [size], copyOf: null, fill: lit.firstNamed };
            if (lit.type === 'string') return { kind: 'allocation', collection: 'string', sizes: [size], copyOf: null, fill: null };
          }
        }
        return { kind: 'binary', op, left, right };
      }
      case 'boolean_operator': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return { kind: 'other' };
        return { kind: 'binary', op: node.operator === 'and' ? '&&' : '||', left, right };
      }
      case 'comparison_operator': {
        const operands = node.namedChildren;
        const op = node.children.find((c) => !c.named)?.type ?? '';
        if (operands.length < 2) return { kind: 'other' };
        return { kind: 'binary', op, left: operands[0]!, right: operands[1]! };
      }
      case 'not_operator': {
        const arg = node.child('argument');
        return arg ? { kind: 'unary', op: '!', operand: arg } : { kind: 'other' };
      }
      case 'unary_operator': {
        const arg = node.child('argument');
        return arg ? { kind: 'unary', op: node.operator, operand: arg } : { kind: 'other' };
      }
      case 'call': {
        const fn = node.child('function');
        const argsNode = node.child('arguments');
        if (!fn) return { kind: 'other' };
        const args = !argsNode ? [] : argsNode.type === 'generator_expression' ? [argsNode] : argsNode.namedChildren.filter((a) => a.type !== 'comment');
        if (fn.type === 'identifier') {
          const kind = CONSTRUCTORS[fn.text];
          const positional = args.filter((a) => a.type !== 'keyword_argument');
          if (kind) return { kind: 'allocation', collection: kind, sizes: [], copyOf: kind === 'map' && fn.text === 'defaultdict' ? null : (positional[0] ?? null), fill: null };
          return { kind: 'call', name: fn.text, receiver: null, qualifier: null, args };
        }
        if (fn.type === 'attribute') {
          const object = fn.child('object');
          const name = fn.child('attribute')?.text ?? '';
          const qualifier = object?.type === 'identifier' && MODULES.has(object.text) ? object.text : null;
          if (qualifier) {
            const kind = CONSTRUCTORS[name];
            if (kind) return { kind: 'allocation', collection: kind, sizes: [], copyOf: args[0] ?? null, fill: null };
          }
          return { kind: 'call', name, receiver: qualifier ? null : object, qualifier, args };
        }
        return { kind: 'call', name: '', receiver: fn, qualifier: null, args };
      }
      case 'attribute': {
        const object = node.child('object');
        const property = node.child('attribute')?.text ?? '';
        return object ? { kind: 'member', object, property } : { kind: 'other' };
      }
      case 'subscript': {
        const value = node.child('value');
        const sub = node.child('subscript');
        if (!value || !sub) return { kind: 'other' };
        if (sub.type === 'slice') {
          const [start, end] = splitBy(sub, ':');
          return { kind: 'slice', object: value, start: start ?? null, end: end ?? null };
        }
        return { kind: 'index', object: value, index: sub };
      }
      case 'list':
        return { kind: 'collection', collection: 'list', items: node.namedChildren };
      case 'tuple':
        return { kind: 'collection', collection: 'tuple', items: node.namedChildren };
      case 'set':
        return { kind: 'collection', collection: 'set', items: node.namedChildren };
      case 'dictionary':
        return { kind: 'collection', collection: 'map', items: node.namedChildren };
      case 'list_comprehension':
      case 'set_comprehension':
      case 'dictionary_comprehension':
      case 'generator_expression': {
        const body = node.child('body');
        if (!body) return { kind: 'other' };
        const clauses = node.namedChildren
          .filter((c) => c.type === 'for_in_clause')
          .map((c) => ({ vars: names(c.child('left') ?? c), iterable: c.child('right') ?? c }));
        const filters = node.namedChildren.filter((c) => c.type === 'if_clause').map((c) => c.firstNamed ?? c);
        const collection: CollectionKind = node.type === 'set_comprehension' ? 'set' : node.type === 'dictionary_comprehension' ? 'map' : node.type === 'generator_expression' ? 'unknown' : 'list';
        return { kind: 'comprehension', collection, element: body, clauses, filters };
      }
      case 'lambda': {
        const fn = pythonAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'conditional_expression': {
        const [then, condition, otherwise] = node.namedChildren;
        return then && condition && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
      }
      case 'assignment':
      case 'augmented_assignment':
      case 'named_expression': {
        const a = pythonAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      case 'parenthesized_expression':
      case 'expression_statement':
      case 'await':
      case 'list_splat':
      case 'dictionary_splat': {
        const inner = node.namedChildren.filter((c) => c.type !== 'comment');
        return inner.length === 1 ? { kind: 'wrapper', inner: inner[0]! } : { kind: 'other' };
      }
      case 'keyword_argument': {
        const value = node.child('value');
        return value ? { kind: 'wrapper', inner: value } : { kind: 'other' };
      }
      default:
        return { kind: 'other' };
    }
  },

  typeKind(type) {
    const t = type.replace(/\s+/g, '');
    const numeric = /^(int|float|bool|complex)$/.test(t);
    const outer = /^(?:typing\.)?(\w+)/.exec(t)?.[1] ?? '';
    const dims = (t.match(/\b(?:List|list|Sequence|Deque|deque)\[/g) ?? []).length;
    if (outer === 'Optional') return { collection: null, dims: 0, numeric: false };
    return { collection: collectionFromTypeName(outer), dims, numeric };
  },

  isNestingNode(node) {
    return node.type === 'for_statement' || node.type === 'while_statement' || node.type === 'if_statement' || node.type === 'try_statement' || node.type === 'with_statement' || node.type === 'match_statement';
  },

  isIdentifier(node) {
    return node.type === 'identifier';
  },

  isComment(node) {
    return node.type === 'comment';
  },
};
