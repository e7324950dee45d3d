/** C++ (tree-sitter-cpp) → the common vocabulary. */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, collectionFromTypeName, parseNumber, unquote } from './common.ts';

const NUMERIC = /^(?:(?:unsigned|signed|long|short|const|static)\s+)*(int|long|short|char|bool|double|float|size_t|int64_t|uint64_t|int32_t|uint32_t|ll|LL|ull|i64|u64|auto)$|^(?:unsigned|long\s+long|long|short)$/;
/** Namespaces that only qualify standard functions: `std::sort` is `sort`. */
const STD_SCOPES = new Set(['std', 'ranges', 'std::ranges', 'views']);

/** C++ differs from the shared table: std::set/map are trees, std::list is a linked list. */
function cppCollection(name: string): CollectionKind | null {
  const n = name.replace(/^std::/, '');
  switch (n) {
    case 'set':
    case 'multiset':
      return 'ordered_set';
    case 'map':
    case 'multimap':
      return 'ordered_map';
    case 'list':
    case 'forward_list':
      return 'linked_list';
    case 'array':
      return 'array';
    case 'bitset':
      return 'array';
    case 'pair':
    case 'tuple':
      return 'tuple';
    default:
      return collectionFromTypeName(n);
  }
}

/** The identifier a declarator declares, through `&x`, `*x`, `x[n]`, `x = …`. */
function declaredName(node: SyntaxNode | null): SyntaxNode | null {
  for (let n = node; n; ) {
    if (n.type === 'identifier' || n.type === 'field_identifier') return n;
    n = n.child('declarator') ?? n.namedChildren.find((c) => c.type === 'identifier' || c.type.endsWith('declarator')) ?? null;
  }
  return null;
}

function functionDeclarator(node: SyntaxNode | null): SyntaxNode | null {
  for (let n = node; n; n = n.child('declarator')) if (n.type === 'function_declarator') return n;
  return null;
}

function params(list: SyntaxNode | null): ParamView[] {
  if (!list) return [];
  const out: ParamView[] = [];
  for (const p of list.namedChildren) {
    if (p.type !== 'parameter_declaration' && p.type !== 'optional_parameter_declaration' && p.type !== 'variadic_parameter_declaration') continue;
    const name = declaredName(p.child('declarator'));
    if (name) out.push({ name: name.text, type: `${p.child('type')?.text ?? ''}${/\[/.test(p.child('declarator')?.text ?? '') ? '[]' : ''}`, node: p });
  }
  return out;
}

function typeNameOf(node: SyntaxNode | null): string {
  if (!node) return '';
  if (node.type === 'template_type') return node.child('name')?.text ?? '';
  if (node.type === 'qualified_identifier') return typeNameOf(node.child('name'));
  return node.text;
}

/** A member under a `private:` or `protected:` label, or before any label in a `class` (whose members start private). */
function isPrivateMember(node: SyntaxNode): boolean {
  const list = node.parent;
  if (!list) return false;
  let access: string | null = null;
  for (const c of list.children) {
    if (c === node) break;
    if (c.type === 'access_specifier') access = c.text.trim();
  }
  if (access === null) return list.parent?.type === 'class_specifier';
  return access !== 'public';
}

export const cppAdapter: LanguageAdapter = {
  language: 'cpp',

  functionOf(node): FunctionView | null {
    if (node.type === 'function_definition') {
      const fd = functionDeclarator(node.child('declarator'));
      const body = node.child('body');
      if (!fd || !body) return null;
      const nameNode = fd.child('declarator');
      const name = nameNode ? (nameNode.type === 'qualified_identifier' ? (nameNode.child('name')?.text ?? nameNode.text) : nameNode.text) : null;
      const inClass = node.parent?.type === 'field_declaration_list';
      const cls = inClass ? node.parent?.parent?.child('name')?.text : null;
      return {
        node,
        name,
        params: params(fd.child('parameters')),
        body,
        decorators: [],
        kind: inClass ? (name === cls || !node.child('type') ? 'constructor' : 'method') : 'function',
        selfName: inClass ? 'this' : null,
        // A program starts at the global `main`.
        main: !inClass && name === 'main' && nameNode?.type === 'identifier',
        private: inClass && isPrivateMember(node),
      };
    }
    if (node.type === 'lambda_expression') {
      const body = node.child('body');
      if (!body) return null;
      const parent = node.parent;
      let name: string | null = null;
      if (parent?.type === 'init_declarator') name = declaredName(parent.child('declarator'))?.text ?? null;
      else if (parent?.type === 'assignment_expression') name = parent.child('left')?.text ?? null;
      const list = node.child('declarator')?.child('parameters') ?? null;
      return { node, name, params: params(list), body, decorators: [], kind: 'lambda', selfName: null };
    }
    return null;
  },

  classOf(node) {
    if (node.type !== 'class_specifier' && node.type !== 'struct_specifier') return null;
    const body = node.child('body');
    if (!body) return null;
    return { name: node.child('name')?.text ?? '', body };
  },

  loopOf(node): LoopView | null {
    switch (node.type) {
      case 'for_statement': {
        const body = node.child('body');
        if (!body) return null;
        return { kind: 'counted', node, init: node.childrenOf('initializer'), condition: node.child('condition'), update: node.childrenOf('update'), body };
      }
      case 'for_range_loop': {
        const body = node.child('body');
        const right = node.child('right');
        if (!body || !right) return null;
        const decl = node.child('declarator');
        const vars = decl ? [...(decl.text.match(/[A-Za-z_]\w*/g) ?? [])].filter((v) => v !== 'auto' && v !== 'const') : [];
        return { kind: 'foreach', node, vars, iterable: right, body };
      }
      case 'while_statement':
      case 'do_statement': {
        const body = node.child('body');
        if (!body) return null;
        let condition = node.child('condition');
        if (condition?.type === 'condition_clause' || condition?.type === 'parenthesized_expression') condition = condition.child('value') ?? condition.firstNamed;
        const constant = condition && (condition.type === 'true' || (condition.type === 'number_literal' && condition.text !== '0'));
        return { kind: 'while', node, condition: constant ? null : condition, body };
      }
      default:
        return null;
    }
  },

  branchOf(node): BranchView | null {
    if (node.type === 'if_statement') {
      const arms: SyntaxNode[] = [];
      const c = node.child('consequence');
      if (c) arms.push(c);
      const alt = node.child('alternative');
      if (alt) arms.push(alt.type === 'else_clause' ? (alt.firstNamed ?? alt) : alt);
      const cond = node.child('condition');
      return { node, condition: cond?.child('value') ?? cond, arms };
    }
    if (node.type === 'conditional_expression') {
      return { node, condition: node.child('condition'), arms: [node.child('consequence'), node.child('alternative')].filter((n): n is SyntaxNode => !!n) };
    }
    if (node.type === 'switch_statement') {
      const body = node.child('body');
      return { node, condition: node.child('condition'), arms: body?.namedChildren.filter((c) => c.type === 'case_statement') ?? [] };
    }
    return null;
  },

  returnOf(node) {
    if (node.type !== 'return_statement') return null;
    return { value: node.firstNamed };
  },

  assignmentOf(node): AssignmentView | null {
    switch (node.type) {
      case 'declaration':
      case 'field_declaration': {
        const type = node.child('type')?.text ?? null;
        const targets: SyntaxNode[] = [];
        const values: (SyntaxNode | null)[] = [];
        const inBody = node.parent?.type === 'compound_statement' || node.parent?.type === 'for_statement' || node.parent?.type === 'condition_clause';
        for (const d of node.childrenOf('declarator')) {
          if (d.type === 'function_declarator') {
            // `vector<int> rows(n);` inside a function is a constructor call that parses as a function declaration.
            const name = d.child('declarator');
            if (inBody && name?.type === 'identifier') {
              targets.push(name);
              values.push(d);
            }
            continue;
          }
          const name = declaredName(d);
          if (!name) continue;
          targets.push(name);
          if (d.type === 'init_declarator') {
            const inner = d.child('declarator');
            // `int f[n][m] = {}`: the sizes are the allocation; the braces only zero it.
            if (inner?.type === 'array_declarator' && (d.child('value')?.namedChildren.length ?? 0) === 0) values.push(inner);
            else values.push(d.child('value'));
          } else if (d.type === 'array_declarator') {
            values.push(node.child('default_value') ?? d);
          } else if (d.type === 'pointer_declarator' && d.child('declarator')?.type === 'array_declarator') {
            // `Node* children[26]`: an array of 26 pointers.
            values.push(node.child('default_value') ?? d.child('declarator'));
          } else {
            values.push(node.child('default_value'));
          }
        }
        if (!targets.length) return null;
        return assignment(node, targets, values, '=', type, true);
      }
      case 'assignment_expression': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return null;
        return assignment(node, [left], [right], node.operator || '=');
      }
      case 'update_expression': {
        const target = node.child('argument');
        if (!target) return null;
        return assignment(node, [target], [null], node.text.includes('++') ? '++' : '--');
      }
      default:
        return null;
    }
  },

  expr(node): ExprView {
    switch (node.type) {
      case 'number_literal': {
        const value = parseNumber(node.text);
        return value === null ? { kind: 'other' } : { kind: 'number', value };
      }
      case 'char_literal': {
        const inner = unquote(node.text);
        return { kind: 'number', value: inner.length === 1 ? inner.charCodeAt(0) : 0 };
      }
      case 'string_literal':
      case 'raw_string_literal':
      case 'concatenated_string':
        return { kind: 'string', value: unquote(node.text) };
      case 'true':
      case 'false':
      case 'null':
      case 'nullptr':
        return { kind: 'literal' };
      case 'identifier':
        return { kind: 'name', name: node.text };
      case 'field_identifier':
        return node.parent?.type === 'field_expression' ? { kind: 'other' } : { kind: 'name', name: node.text };
      case 'this':
        return { kind: 'self' };
      case 'qualified_identifier': {
        const name = node.child('name');
        return name ? { kind: 'wrapper', inner: name } : { kind: 'other' };
      }
      case 'binary_expression': {
        const left = node.child('left');
        const right = node.child('right');
        return left && right ? { kind: 'binary', op: node.operator, left, right } : { kind: 'other' };
      }
      case 'unary_expression': {
        const arg = node.child('argument');
        return arg ? { kind: 'unary', op: node.operator, operand: arg } : { kind: 'other' };
      }
      case 'pointer_expression': {
        const arg = node.child('argument');
        return arg ? { kind: 'unary', op: node.operator, operand: arg } : { kind: 'other' };
      }
      case 'call_expression': {
        const fn = node.child('function');
        const args = node.child('arguments')?.namedChildren.filter((a) => a.type !== 'comment') ?? [];
        if (!fn) return { kind: 'other' };
        if (fn.type === 'field_expression') {
          const object = fn.child('argument');
          const field = fn.child('field');
          return { kind: 'call', name: field?.text ?? '', receiver: object, qualifier: null, args };
        }
        if (fn.type === 'template_function' || fn.type === 'identifier' || fn.type === 'qualified_identifier') {
          let name = fn.type === 'template_function' ? (fn.child('name')?.text ?? '') : fn.type === 'qualified_identifier' ? (fn.child('name')?.text ?? '') : fn.text;
          let scope = fn.type === 'qualified_identifier' ? (fn.child('scope')?.text ?? null) : null;
          if (fn.type === 'qualified_identifier' && fn.child('name')?.type === 'template_function') name = fn.child('name')?.child('name')?.text ?? name;
          if (scope && STD_SCOPES.has(scope)) scope = null;
          const collection = cppCollection(name);
          if (collection && !scope && (fn.type === 'template_function' || name === 'string' || name === 'vector')) {
            return allocationFromArgs(collection, args);
          }
          if (name === 'static_cast' || name === 'move') return args[0] ? { kind: 'wrapper', inner: args[0] } : { kind: 'other' };
          return { kind: 'call', name, receiver: null, qualifier: scope, args };
        }
        return { kind: 'call', name: '', receiver: fn, qualifier: null, args };
      }
      case 'field_expression': {
        const object = node.child('argument');
        const field = node.child('field');
        return object && field ? { kind: 'member', object, property: field.text } : { kind: 'other' };
      }
      case 'subscript_expression': {
        const object = node.child('argument');
        const index = node.child('indices')?.firstNamed ?? node.child('index');
        return object && index ? { kind: 'index', object, index } : { kind: 'other' };
      }
      case 'initializer_list':
        return { kind: 'collection', collection: 'list', items: node.namedChildren };
      case 'argument_list': {
        // `vector<int> f(n, 0)`: constructor arguments of a declaration; the declared type says what is built.
        const decl = node.parent?.type === 'init_declarator' ? node.parent.parent : null;
        const typeNode = decl?.child('type') ?? null;
        const collection = cppCollection(typeNameOf(typeNode));
        if (collection) return allocationFromArgs(collection, node.namedChildren);
        // `UnionFind uf(n);`: an object of that class, built by its constructor.
        if (typeNode?.type === 'type_identifier') return { kind: 'new', className: typeNode.text, args: node.namedChildren, members: null };
        return { kind: 'other' };
      }
      case 'function_declarator': {
        // The most vexing parse (see assignmentOf): the "parameter types" are the constructor's arguments.
        const decl = node.parent?.type === 'declaration' ? node.parent : null;
        const collection = cppCollection(typeNameOf(decl?.child('type') ?? null));
        const args = (node.child('parameters')?.namedChildren ?? []).map((p) => p.child('type') ?? p);
        if (collection) return allocationFromArgs(collection, args);
        const typeNode = decl?.child('type') ?? null;
        const inBody = decl?.parent?.type === 'compound_statement';
        if (inBody && typeNode?.type === 'type_identifier') return { kind: 'new', className: typeNode.text, args, members: null };
        return { kind: 'other' };
      }
      case 'type_identifier':
        // An argument of a vexing-parse constructor call (`vector<int> v(n)`) is a variable, not a type.
        return node.parent?.type === 'parameter_declaration' && node.parent.parent?.parent?.type === 'function_declarator' && node.parent.parent.parent.parent?.type === 'declaration' ? { kind: 'name', name: node.text } : { kind: 'other' };
      case 'array_declarator': {
        const sizes: SyntaxNode[] = [];
        for (let n: SyntaxNode | null = node; n?.type === 'array_declarator'; n = n.child('declarator')) {
          const size = n.child('size');
          if (size) sizes.unshift(size);
        }
        return { kind: 'allocation', collection: 'array', sizes, copyOf: null, fill: null };
      }
      case 'new_expression': {
        const length = node.child('declarator')?.child('length');
        const typeName = typeNameOf(node.child('type'));
        if (length) return { kind: 'allocation', collection: 'array', sizes: [length], copyOf: null, fill: null };
        const collection = cppCollection(typeName);
        if (collection) return allocationFromArgs(collection, node.child('arguments')?.namedChildren ?? []);
        return typeName ? { kind: 'new', className: typeName, args: node.child('arguments')?.namedChildren ?? [], members: null } : { kind: 'other' };
      }
      case 'compound_literal_expression': {
        const collection = cppCollection(typeNameOf(node.child('type')));
        const value = node.child('value');
        if (collection && value) return { kind: 'collection', collection, items: value.namedChildren };
        return { kind: 'other' };
      }
      case 'lambda_expression': {
        const fn = cppAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'conditional_expression': {
        const condition = node.child('condition');
        const then = node.child('consequence');
        const otherwise = node.child('alternative');
        return condition && then && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
      }
      case 'assignment_expression':
      case 'update_expression': {
        const a = cppAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      case 'parenthesized_expression':
      case 'expression_statement':
      case 'condition_clause': {
        const inner = node.child('value') ?? node.firstNamed;
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
    const t = type.replace(/\s+/g, ' ').replace(/&|\*|\bconst\b|\bstatic\b/g, '').trim();
    const arrayDims = (t.match(/\[\]/g) ?? []).length;
    const base = t.replace(/\[\]/g, '').trim();
    const outer = base.split('<', 1)[0]!.trim();
    let dims = 0;
    let rest = base;
    for (;;) {
      const m = /^(?:std::)?(\w+)\s*<(.*)>$/s.exec(rest);
      if (!m) break;
      const kind = cppCollection(m[1]!);
      if (kind && kind !== 'tuple' && kind !== 'string') dims++;
      else break;
      rest = m[2]!.split(',')[0]!.trim();
    }
    const collection = arrayDims > 0 ? 'array' : cppCollection(outer);
    return { collection, dims: dims + arrayDims, numeric: arrayDims === 0 && NUMERIC.test(base) };
  },

  isNestingNode(node) {
    return ['for_statement', 'for_range_loop', 'while_statement', 'do_statement', 'if_statement', 'switch_statement', 'try_statement'].includes(node.type);
  },

  isIdentifier(node) {
    return node.type === 'identifier';
  },

  isComment(node) {
    return node.type === 'comment';
  },
};

function allocationFromArgs(collection: CollectionKind, args: SyntaxNode[]): ExprView {
  // vector<int>(n), vector<int>(n, 0), vector<vector<int>>(m, vector<int>(n)), vector<int>(a.begin(), a.end()), string(n, 'a')
  const first = args[0];
  if (!first) return { kind: 'allocation', collection, sizes: [], copyOf: null, fill: null };
  if (/\.(r?begin|end)\(\)/.test(first.text) || /^[a-z]\w*\s*\+/.test(args[1]?.text ?? '')) {
    return { kind: 'allocation', collection, sizes: [], copyOf: first.type === 'call_expression' ? (first.child('function')?.child('argument') ?? first) : first, fill: null };
  }
  if (collection === 'list' || collection === 'string' || collection === 'array' || collection === 'deque') {
    if (first.type === 'initializer_list') return { kind: 'collection', collection, items: first.namedChildren };
    if (args.length === 1 && (first.type === 'identifier' || first.type === 'type_identifier') && collection !== 'list' && collection !== 'string' && collection !== 'array') return { kind: 'allocation', collection, sizes: [], copyOf: first, fill: null };
    return { kind: 'allocation', collection, sizes: [first], copyOf: null, fill: args[1] ?? null };
  }
  return { kind: 'allocation', collection, sizes: [], copyOf: first.type === 'identifier' ? first : null, fill: null };
}
