/** Java (tree-sitter-java) → the common vocabulary. */
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, collectionFromTypeName, parseNumber, trailingArrayDims, unquote, withoutTypeArguments } from './common.ts';

const NUMBER_TYPES = new Set(['decimal_integer_literal', 'hex_integer_literal', 'octal_integer_literal', 'binary_integer_literal', 'decimal_floating_point_literal', 'hex_floating_point_literal']);
const NUMERIC_TYPE = /^(int|long|short|byte|double|float|char|boolean|Integer|Long|Double|Short|Byte|Character|Boolean)$/;

function params(node: SyntaxNode | null): ParamView[] {
  if (!node) return [];
  if (node.type === 'identifier') return [{ name: node.text, type: null, node }];
  const out: ParamView[] = [];
  for (const p of node.namedChildren) {
    if (p.type === 'identifier') out.push({ name: p.text, type: null, node: p });
    else if (p.type === 'formal_parameter' || p.type === 'spread_parameter') {
      const name = p.child('name') ?? p.namedChildren.find((c) => c.type === 'variable_declarator')?.child('name') ?? null;
      if (name) out.push({ name: name.text, type: p.child('type')?.text ?? null, node: p });
    }
  }
  return out;
}

/** `x`, `a[i]`: the declared variable of a declarator, with extra `[]` dimensions (`int a[] = …`). */
function declarators(node: SyntaxNode): { name: SyntaxNode; value: SyntaxNode | null; dims: string }[] {
  return node.childrenOf('declarator').flatMap((d) => {
    const name = d.child('name');
    return name ? [{ name, value: d.child('value'), dims: d.child('dimensions')?.text ?? '' }] : [];
  });
}


export const javaAdapter: LanguageAdapter = {
  language: 'java',

  functionOf(node): FunctionView | null {
    switch (node.type) {
      case 'method_declaration':
      case 'constructor_declaration':
      case 'compact_constructor_declaration': {
        const body = node.child('body');
        if (!body) return null;
        const modifiers = node.namedChildren.find((c) => c.type === 'modifiers')?.children.map((m) => m.text) ?? [];
        const name = node.child('name')?.text ?? null;
        return {
          node,
          name,
          params: params(node.child('parameters')),
          body,
          decorators: node.namedChildren.find((c) => c.type === 'modifiers')?.namedChildren.map((m) => m.text.replace(/^@/, '')) ?? [],
          kind: node.type === 'method_declaration' ? 'method' : 'constructor',
          selfName: 'this',
          // The JVM starts a program at `public static void main(String[] args)`.
          main: node.type === 'method_declaration' && name === 'main' && modifiers.includes('static') && node.child('type')?.text === 'void',
          private: modifiers.includes('private'),
          static: modifiers.includes('static'),
        };
      }
      case 'lambda_expression': {
        const body = node.child('body');
        if (!body) return null;
        const declarator = node.parent?.type === 'variable_declarator' ? node.parent.child('name')?.text ?? null : null;
        return { node, name: declarator, params: params(node.child('parameters')), body, decorators: [], kind: 'lambda', selfName: null };
      }
      default:
        return null;
    }
  },

  classOf(node) {
    if (node.type !== 'class_declaration' && node.type !== 'record_declaration' && node.type !== 'enum_declaration' && node.type !== 'interface_declaration') return null;
    return { name: node.child('name')?.text ?? '', body: node.child('body') ?? node };
  },

  loopOf(node): LoopView | null {
    switch (node.type) {
      case 'for_statement': {
        const body = node.child('body');
        if (!body) return null;
        return { kind: 'counted', node, init: node.childrenOf('init'), condition: node.child('condition'), update: node.childrenOf('update'), body };
      }
      case 'enhanced_for_statement': {
        const body = node.child('body');
        const value = node.child('value');
        const name = node.child('name');
        if (!body || !value) return null;
        return { kind: 'foreach', node, vars: name ? [name.text] : [], iterable: value, body };
      }
      case 'while_statement':
      case 'do_statement': {
        const body = node.child('body');
        if (!body) return null;
        let condition = node.child('condition');
        if (condition?.type === 'parenthesized_expression') condition = condition.firstNamed;
        return { kind: 'while', node, condition: condition && condition.type !== 'true' ? condition : null, body };
      }
      default:
        return null;
    }
  },

  branchOf(node): BranchView | null {
    if (node.type === 'if_statement') {
      const arms = [node.child('consequence'), node.child('alternative')].filter((n): n is SyntaxNode => !!n);
      return { node, condition: node.child('condition'), arms };
    }
    if (node.type === 'ternary_expression') {
      const arms = [node.child('consequence'), node.child('alternative')].filter((n): n is SyntaxNode => !!n);
      return { node, condition: node.child('condition'), arms };
    }
    if (node.type === 'switch_expression' || node.type === 'switch_statement') {
      const body = node.child('body');
      return { node, condition: node.child('condition'), arms: body?.namedChildren.filter((c) => c.type === 'switch_block_statement_group' || c.type === 'switch_rule') ?? [] };
    }
    return null;
  },

  returnOf(node) {
    if (node.type !== 'return_statement') return null;
    return { value: node.firstNamed };
  },

  assignmentOf(node): AssignmentView | null {
    switch (node.type) {
      case 'local_variable_declaration':
      case 'field_declaration': {
        const type = node.child('type')?.text ?? null;
        const ds = declarators(node);
        if (!ds.length) return null;
        return assignment(
          node,
          ds.map((d) => d.name),
          ds.map((d) => d.value),
          '=',
          type ? type + ds[0]!.dims : null,
          true,
        );
      }
      case 'assignment_expression': {
        const left = node.child('left');
        const right = node.child('right');
        if (!left || !right) return null;
        return assignment(node, [left], [right], node.operator || '=');
      }
      case 'update_expression': {
        const target = node.firstNamed;
        if (!target) return null;
        return assignment(node, [target], [null], node.text.includes('++') ? '++' : '--');
      }
      default:
        return null;
    }
  },

  expr(node): ExprView {
    if (NUMBER_TYPES.has(node.type)) {
      const value = parseNumber(node.text);
      return value === null ? { kind: 'other' } : { kind: 'number', value };
    }
    switch (node.type) {
      case 'character_literal': {
        const inner = unquote(node.text);
        return { kind: 'number', value: inner.length === 1 ? inner.charCodeAt(0) : 0 };
      }
      case 'string_literal':
      case 'text_block':
        return { kind: 'string', value: unquote(node.text) };
      case 'true':
      case 'false':
      case 'null_literal':
        return { kind: 'literal' };
      case 'identifier':
        return { kind: 'name', name: node.text };
      case 'this':
        return { kind: 'self' };
      case 'binary_expression': {
        const left = node.child('left');
        const right = node.child('right');
        return left && right ? { kind: 'binary', op: node.operator, left, right } : { kind: 'other' };
      }
      case 'unary_expression': {
        const operand = node.child('operand');
        return operand ? { kind: 'unary', op: node.operator, operand } : { kind: 'other' };
      }
      case 'method_invocation': {
        const name = node.child('name')?.text ?? '';
        const object = node.child('object');
        const args = node.child('arguments')?.namedChildren.filter((a) => a.type !== 'line_comment' && a.type !== 'block_comment') ?? [];
        const qualifier = object && object.type === 'identifier' && /^[A-Z]/.test(object.text) && !/^[A-Z0-9_]+$/.test(object.text) ? object.text : null;
        return { kind: 'call', name, receiver: qualifier ? null : object, qualifier, args };
      }
      case 'field_access': {
        const object = node.child('object');
        const field = node.child('field');
        return object && field ? { kind: 'member', object, property: field.text } : { kind: 'other' };
      }
      case 'array_access': {
        const array = node.child('array');
        const index = node.child('index');
        return array && index ? { kind: 'index', object: array, index } : { kind: 'other' };
      }
      case 'array_creation_expression': {
        const init = node.child('value');
        if (init) return { kind: 'collection', collection: 'array', items: init.namedChildren };
        const sizes = node.childrenOf('dimensions').filter((d) => d.type === 'dimensions_expr').map((d) => d.firstNamed).filter((d): d is SyntaxNode => !!d);
        return { kind: 'allocation', collection: 'array', sizes, copyOf: null, fill: null };
      }
      case 'array_initializer':
        return { kind: 'collection', collection: 'array', items: node.namedChildren };
      case 'object_creation_expression': {
        const typeNode = node.child('type');
        const typeName = (typeNode?.type === 'generic_type' ? typeNode.firstNamed?.text : typeNode?.text) ?? '';
        const args = node.child('arguments')?.namedChildren ?? [];
        const bare = withoutTypeArguments(typeName);
        const collection = collectionFromTypeName(bare);
        if (!collection) return { kind: 'new', className: bare, args, members: node.namedChildren.find((c) => c.type === 'class_body') ?? null };
        const copy = args.find((x) => x.type !== 'lambda_expression' && x.type !== 'method_reference' && !NUMBER_TYPES.has(x.type)) ?? null;
        return { kind: 'allocation', collection, sizes: [], copyOf: collection === 'heap' && copy && /Comparator|reverseOrder|comparing/.test(copy.text) ? null : copy, fill: null };
      }
      case 'lambda_expression': {
        const fn = javaAdapter.functionOf(node);
        return fn ? { kind: 'function', fn } : { kind: 'other' };
      }
      case 'ternary_expression': {
        const condition = node.child('condition');
        const then = node.child('consequence');
        const otherwise = node.child('alternative');
        return condition && then && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
      }
      case 'assignment_expression':
      case 'update_expression': {
        const a = javaAdapter.assignmentOf(node);
        return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
      }
      case 'parenthesized_expression':
      case 'expression_statement': {
        const inner = node.firstNamed;
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
    const t = type.replace(/\s+/g, '');
    // Only trailing brackets make an array: `PriorityQueue<int[]>` is a queue of arrays.
    const { dims: arrayDims, base } = trailingArrayDims(t);
    const outer = withoutTypeArguments(base);
    const generics = (base.match(/</g) ?? []).length;
    const inner = /<(?:\w+<)*([A-Z]\w*)/.exec(base);
    const innerIsCollection = !!(inner && collectionFromTypeName(withoutTypeArguments(inner[1]!)));
    let collection: CollectionKind | null = collectionFromTypeName(outer);
    if (arrayDims > 0) collection = outer === 'char' && arrayDims === 1 ? 'array' : 'array';
    const dims = arrayDims + (collection && collection !== 'array' ? 1 : 0) + (innerIsCollection && generics > 0 ? 1 : 0) + (arrayDims > 0 && collectionFromTypeName(outer) && collectionFromTypeName(outer) !== 'string' ? 1 : 0);
    return { collection, dims: collection === 'string' ? 0 : dims, numeric: arrayDims === 0 && NUMERIC_TYPE.test(outer) };
  },

  isNestingNode(node) {
    return ['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement', 'if_statement', 'switch_expression', 'switch_statement', 'try_statement'].includes(node.type);
  },

  isIdentifier(node) {
    return node.type === 'identifier';
  },

  isComment(node) {
    return node.type === 'line_comment' || node.type === 'block_comment';
  },
};


