/** Go (tree-sitter-go) → the common vocabulary. */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, pairUp, parseNumber, unquote } from './common.ts';

/** Packages: `sort.Ints(x)` is a qualified call, not a method of a value named sort. */
const PACKAGES = new Set(['sort', 'strings', 'strconv', 'math', 'heap', 'bits', 'slices', 'maps', 'fmt', 'unicode', 'list', 'bytes', 'utf8', 'rand', 'big', 'cmp', ...['hashset', 'hashmap', 'treemap', 'treeset', 'redblacktree', 'priorityqueue', 'binaryheap', 'arraylist', 'arraystack', 'linkedliststack', 'arrayqueue', 'linkedlistqueue', 'linkedhashmap']]);
/** Containers of the widely used gods library (emirpasic/gods), by package. */
const GODS: Record<string, CollectionKind> = {
  hashset: 'set',
  hashmap: 'map',
  linkedhashmap: 'map',
  treemap: 'ordered_map',
  treeset: 'ordered_set',
  redblacktree: 'ordered_map',
  priorityqueue: 'heap',
  binaryheap: 'heap',
  arraylist: 'list',
  arraystack: 'stack',
  linkedliststack: 'stack',
  arrayqueue: 'deque',
  linkedlistqueue: 'deque',
};
const NUMERIC = /^(int|int8|int16|int32|int64|uint|uint8|uint16|uint32|uint64|float32|float64|byte|rune|bool|uintptr)$/;

function params(list: SyntaxNode | null): ParamView[] {
  if (!list) return [];
  const out: ParamView[] = [];
  for (const p of list.namedChildren) {
    if (p.type !== 'parameter_declaration' && p.type !== 'variadic_parameter_declaration') continue;
    const type = p.child('type')?.text ?? null;
    for (const n of p.childrenOf('name')) out.push({ name: n.text, type, node: p });
  }
  return out;
}

function exprList(node: SyntaxNode | null): SyntaxNode[] {
  if (!node) return [];
  return node.type === 'expression_list' ? node.namedChildren.filter((c) => c.type !== 'comment') : [node];
}

function typeKindOf(type: SyntaxNode | null): { collection: CollectionKind | null; dims: number } {
  if (!type) return { collection: null, dims: 0 };
  switch (type.type) {
    case 'slice_type':
    case 'array_type': {
      const inner = typeKindOf(type.child('element'));
      const collection = type.type === 'array_type' ? 'array' : type.child('element')?.text === 'byte' ? 'list' : 'list';
      return { collection, dims: 1 + (inner.collection && inner.collection !== 'string' ? inner.dims : 0) };
    }
    case 'map_type': {
      const inner = typeKindOf(type.child('value'));
      return { collection: 'map', dims: 1 + (inner.collection && inner.collection !== 'string' ? inner.dims : 0) };
    }
    case 'pointer_type':
      return typeKindOf(type.firstNamed);
    case 'type_identifier':
      if (type.text === 'string') return { collection: 'string', dims: 0 };
      return { collection: null, dims: 0 };
    case 'qualified_type':
      if (/strings\.Builder|bytes\.Buffer/.test(type.text)) return { collection: 'string_builder', dims: 0 };
      if (/list\.List/.test(type.text)) return { collection: 'linked_list', dims: 1 };
      return { collection: null, dims: 0 };
    default:
      return { collection: null, dims: 0 };
  }
}

export const goAdapter: LanguageAdapter = {
  language: 'go',
  slicesAreViews: true,

  functionOf(node): FunctionView | null {
    switch (node.type) {
      case 'function_declaration':
      case 'method_declaration': {
        const body = node.child('body');
        if (!body) return null;
        const receiver = node.type === 'method_declaration' ? params(node.child('receiver'))[0] : undefined;
        return {
          node,
          name: node.child('name')?.text ?? null,
          params: params(node.child('parameters')),
          body,
          decorators: [],
          kind: node.type === 'method_declaration' ? 'method' : 'function',
          selfName: receiver?.name ?? null,
          // A Go program starts at `func main()`.
          main: node.type === 'function_declaration' && node.child('name')?.text === 'main',
        };
      }
      case 'func_literal': {
        const body = node.child('body');
        if (!body) return null;
        let name: string | null = null;
        const list = node.parent;
        const stmt = list?.parent;
        if (list?.type === 'expression_list' && stmt && (stmt.type === 'assignment_statement' || stmt.type === 'short_var_declaration' || stmt.type === 'var_spec')) {
          const index = exprList(list).indexOf(node);
          const left = stmt.type === 'var_spec' ? stmt.childrenOf('name') : exprList(stmt.child('left'));
          name = left[index]?.text ?? null;
        }
        return { node, name, params: params(node.child('parameters')), body, decorators: [], kind: 'lambda', selfName: null };
      }
      default:
        return null;
    }
  },

  classOf(node) {
    if (node.type !== 'type_spec') return null;
    const type = node.child('type');
    if (type?.type !== 'struct_type' && type?.type !== 'slice_type' && type?.type !== 'type_identifier' && type?.type !== 'qualified_type') return null;
    return { name: node.child('name')?.text ?? '', body: type };
  },

  loopOf(node): LoopView | null {
    if (node.type !== 'for_statement') return null;
    const body = node.child('body');
    if (!body) return null;
    const clause = node.namedChildren.find((c) => c.type === 'for_clause');
    if (clause) {
      return { kind: 'counted', node, init: clause.childrenOf('initializer'), condition: clause.child('condition'), update: clause.childrenOf('update'), body };
    }
    const range = node.namedChildren.find((c) => c.type === 'range_clause');
    if (range) {
      const right = range.child('right');
      if (!right) return null;
      const vars = exprList(range.child('left'))
        .map((v) => v.text)
        .filter((v) => v !== '_');
      return { kind: 'foreach', node, vars, iterable: right, body };
    }
    const condition = node.namedChildren.find((c) => c !== body && c.type !== 'comment') ?? null;
    return { kind: 'while', node, condition: condition && condition.type !== 'true' ? condition : null, body };
  },

  branchOf(node): BranchView | null {
    if (node.type === 'if_statement') {
      const arms = [node.child('consequence'), node.child('alternative')].filter((n): n is SyntaxNode => !!n);
      // `if v, ok := memo[k]; ok {…}`: the initializer is part of the test.
      return { node, condition: node.child('initializer') ?? node.child('condition'), arms };
    }
    if (node.type === 'expression_switch_statement' || node.type === 'type_switch_statement') {
      return { node, condition: node.child('value'), arms: node.namedChildren.filter((c) => c.type === 'expression_case' || c.type === 'default_case' || c.type === 'type_case') };
    }
    return null;
  },

  returnOf(node) {
    if (node.type !== 'return_statement') return null;
    const list = node.firstNamed;
    const values = exprList(list);
    return { value: values.length === 1 ? values[0]! : list };
  },

  assignmentOf(node): AssignmentView | null {
    switch (node.type) {
      case 'short_var_declaration':
      case 'assignment_statement': {
        const targets = exprList(node.child('left'));
        const values = exprList(node.child('right'));
        if (!targets.length) return null;
        const op = node.type === 'short_var_declaration' ? '=' : node.operator || '=';
        return assignment(node, targets, pairUp(targets, values), op, null, node.type === 'short_var_declaration');
      }
      case 'var_spec':
      case 'const_spec': {
        const targets = node.childrenOf('name');
        if (!targets.length) return null;
        const values = exprList(node.child('value'));
        return assignment(node, targets, values.length ? pairUp(targets, values) : targets.map(() => null), '=', node.child('type')?.text ?? null, true);
      }
      case 'inc_statement':
      case 'dec_statement': {
        const target = node.firstNamed;
        return target ? assignment(node, [target], [null], node.type === 'inc_statement' ? '++' : '--') : null;
      }
      case 'field_declaration': {
        // Struct fields: typed variables of the struct (its "class").
        const names = node.childrenOf('name');
        if (!names.length) return null;
        return assignment(node, names, names.map(() => null), '=', node.child('type')?.text ?? null, true);
      }
      default:
        return null;
    }
  },

  expr(node): ExprView {
    switch (node.type) {
      case 'int_literal':
      case 'float_literal': {
        const value = parseNumber(node.text);
        return value === null ? { kind: 'other' } : { kind: 'number', value };
      }
      case 'rune_literal': {
        const inner = unquote(node.text);
        return { kind: 'number', value: inner.length === 1 ? inner.charCodeAt(0) : 0 };
      }
      case 'interpreted_string_literal':
      case 'raw_string_literal':
        return { kind: 'string', value: unquote(node.text) };
      case 'true':
      case 'false':
      case 'nil':
      case 'iota':
        return { kind: 'literal' };
      case 'identifier':
        return { kind: 'name', name: node.text };
      case 'field_identifier':
        return node.parent?.type === 'field_declaration' ? { kind: 'name', name: node.text } : { kind: 'other' };
      case 'binary_expression': {
        const left = node.child('left');
        const right = node.child('right');
        return left && right ? { kind: 'binary', op: node.operator === '&^' ? '&' : node.operator, left, right } : { kind: 'other' };
      }
      case 'unary_expression': {
        const operand = node.child('operand');
        if (!operand) return { kind: 'other' };
        if (node.operator === '&') return { kind: 'wrapper', inner: operand };
        return { kind: 'unary', op: node.operator === '^' ? '~' : node.operator, operand };
      }
      case 'call_expression': {
        const fn = node.child('function');
        const args = node.child('arguments')?.namedChildren.filter((a) => a.type !== 'comment') ?? [];
        if (!fn) return { kind: 'other' };
        if (fn.type === 'identifier' && fn.text === 'make' && args[0]) {
          const t = typeKindOf(args[0]);
          const collection = t.collection ?? 'list';
          const size = args[1];
          return { kind: 'allocation', collection, sizes: size ? [size] : [], copyOf: null, fill: null };
        }
        if (fn.type === 'identifier' && fn.text === 'new') return { kind: 'other' };
        if (fn.type === 'selector_expression') {
          const operand = fn.child('operand');
          const field = fn.child('field')?.text ?? '';
          const qualifier = operand?.type === 'identifier' && PACKAGES.has(operand.text) ? operand.text : null;
          if (qualifier === 'list' && field === 'New') return { kind: 'allocation', collection: 'linked_list', sizes: [], copyOf: null, fill: null };
          if (qualifier && GODS[qualifier] && field.startsWith('New')) return { kind: 'allocation', collection: GODS[qualifier]!, sizes: [], copyOf: null, fill: null };
          return { kind: 'call', name: field, receiver: qualifier ? null : operand, qualifier, args };
        }
        if (fn.type === 'identifier') return { kind: 'call', name: fn.text, receiver: null, qualifier: null, args };
        if (fn.type === 'parenthesized_expression' || fn.type === 'func_literal') return { kind: 'call', name: '', receiver: fn, qualifier: null, args };
        return { kind: 'call', name: '', receiver: fn, qualifier: null, args };
      }
      case 'type_conversion_expression': {
        const operand = node.child('operand');
        const t = typeKindOf(node.child('type'));
        if (operand && t.collection) return { kind: 'allocation', collection: t.collection, sizes: [], copyOf: operand, fill: null };
        return operand ? { kind: 'wrapper', inner: operand } : { kind: 'other' };
      }
      case 'selector_expression': {
        const operand = node.child('operand');
        const field = node.child('field');
        return operand && field ? { kind: 'member', object: operand, property: field.text } : { kind: 'other' };
      }
      case 'index_expression': {
        const operand = node.child('operand');
        const index = node.child('index');
        return operand && index ? { kind: 'index', object: operand, index } : { kind: 'other' };
      }
      case 'slice_expression': {
        const operand = node.child('operand');
        return operand ? { kind: 'slice', object: operand, start: node.child('start'), end: node.child('end') } : { kind: 'other' };
      }
      case 'composite_literal': {
        const type = node.child('type');
        const body = node.child('body');
        const items = body?.namedChildren.filter((c) => c.type !== 'comment').map((c) => (c.type === 'literal_element' ? (c.firstNamed ?? c) : c)) ?? [];
        const t = typeKindOf(type);
        if (type?.type === 'array_type' && items.length === 0) {
          const length = type.child('length');
          return { kind: 'allocation', collection: 'array', sizes: length ? [length] : [], copyOf: null, fill: null };
        }
        if (t.collection) return { kind: 'collection', collection: t.collection, items };
        return { kind: 'collection', collection: 'tuple', items };
      }
      case 'func_literal': {
        const fn = goAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'parenthesized_expression':
      case 'expression_statement': {
        const inner = node.firstNamed;
        return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
      }
      case 'expression_list': {
        const items = exprList(node);
        return items.length === 1 ? { kind: 'wrapper', inner: items[0]! } : { kind: 'other' };
      }
      case 'variadic_argument': {
        const inner = node.firstNamed;
        return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
      }
      case 'assignment_statement':
      case 'short_var_declaration':
      case 'inc_statement':
      case 'dec_statement': {
        const a = goAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      default:
        return { kind: 'other' };
    }
  },

  typeKind(type) {
    const t = type.replace(/\s+/g, '');
    let dims = 0;
    let rest = t.replace(/^\*/, '');
    let collection: CollectionKind | null = null;
    for (;;) {
      const slice = /^\[\w*\](.*)$/.exec(rest);
      const map = /^map\[[^\]]+\](.*)$/.exec(rest);
      if (slice) {
        collection ??= /^\[\d+\]/.test(rest) ? 'array' : 'list';
        dims++;
        rest = slice[1]!;
      } else if (map) {
        collection ??= 'map';
        dims++;
        rest = map[1]!;
      } else break;
    }
    if (!collection && rest === 'string') return { collection: 'string', dims: 0, numeric: false };
    if (!collection && /strings\.Builder/.test(rest)) return { collection: 'string_builder', dims: 0, numeric: false };
    if (rest === 'string' && collection) dims = Math.max(dims, 1);
    return { collection, dims, numeric: !collection && NUMERIC.test(rest) };
  },

  isNestingNode(node) {
    return ['for_statement', 'if_statement', 'expression_switch_statement', 'type_switch_statement', 'select_statement'].includes(node.type);
  },

  isIdentifier(node) {
    return node.type === 'identifier';
  },

  isComment(node) {
    return node.type === 'comment';
  },
};
