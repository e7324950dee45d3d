/** JavaScript and TypeScript (tree-sitter-javascript / tree-sitter-typescript) → the common vocabulary. */
import type { AnalysedLanguage } from '../types.ts';
import type { SyntaxNode } from '../model/syntax.ts';
import type { AssignmentView, BranchView, CollectionKind, ExprView, FunctionView, LanguageAdapter, LoopView, ParamView } from '../model/vocabulary.ts';
import { assignment, collectionFromTypeName, parseNumber, trailingArrayDims, unquote, withoutTypeArguments } from './common.ts';

const FUNCTION_TYPES = new Set(['function_declaration', 'function_expression', 'function', 'arrow_function', 'method_definition', 'generator_function_declaration', 'generator_function']);
const TYPED_ARRAYS = /^(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array$/;
/** Global objects whose functions are called as `Math.max(…)`: qualified calls, not methods of a value. */
const GLOBALS = new Set(['Math', 'Object', 'Array', 'JSON', 'Number', 'String', 'BigInt', 'Symbol', 'Reflect', 'Promise', 'console']);

function params(node: SyntaxNode | null): ParamView[] {
  if (!node) return [];
  if (node.type === 'identifier') return [{ name: node.text, type: null, node }];
  const out: ParamView[] = [];
  for (const p of node.namedChildren) {
    if (p.type === 'identifier') out.push({ name: p.text, type: null, node: p });
    else if (p.type === 'required_parameter' || p.type === 'optional_parameter') {
      const pattern = p.child('pattern');
      const type = p.child('type')?.text.replace(/^:\s*/, '') ?? null;
      if (pattern?.type === 'identifier') out.push({ name: pattern.text, type, node: p });
      else if (pattern?.type === 'rest_pattern') out.push({ name: pattern.firstNamed?.text ?? '', type, node: p });
    } else if (p.type === 'assignment_pattern') {
      const left = p.child('left');
      if (left) out.push({ name: left.text, type: null, node: p });
    } else if (p.type === 'rest_pattern') {
      out.push({ name: p.firstNamed?.text ?? '', type: null, node: p });
    }
  }
  return out;
}

function boundName(node: SyntaxNode): string | null {
  const parent = node.parent;
  if (parent?.type === 'variable_declarator') return parent.child('name')?.text ?? null;
  if (parent?.type === 'assignment_expression') {
    const left = parent.child('left');
    if (left?.type === 'identifier') return left.text;
    if (left?.type === 'member_expression') return left.child('property')?.text ?? null;
  }
  if (parent?.type === 'pair') return parent.child('key')?.text ?? null;
  if (parent?.type === 'public_field_definition') return parent.child('name')?.text ?? null;
  return null;
}

function names(node: SyntaxNode | null): string[] {
  if (!node) return [];
  if (node.type === 'identifier' || node.type === 'shorthand_property_identifier_pattern') return [node.text];
  return node.namedChildren.flatMap((c) => (c.type === 'pair_pattern' ? names(c.child('value')) : names(c)));
}

/** `new Array(n)`, `Array(n)`, typed arrays: the size argument. */
function arrayAllocation(ctor: string, args: SyntaxNode[]): ExprView | null {
  if (ctor === 'Array' || TYPED_ARRAYS.test(ctor)) {
    const first = args[0];
    if (args.length === 1 && first && first.type !== 'array') return { kind: 'allocation', collection: TYPED_ARRAYS.test(ctor) ? 'array' : 'list', sizes: [first], copyOf: null, fill: null };
    return { kind: 'collection', collection: 'list', items: args };
  }
  const collection = collectionFromTypeName(ctor);
  if (collection) return { kind: 'allocation', collection, sizes: [], copyOf: args[0] && args[0].type !== 'arrow_function' && args[0].type !== 'object' ? args[0] : null, fill: null };
  return null;
}

function makeAdapter(language: AnalysedLanguage): LanguageAdapter {
  const adapter: LanguageAdapter = {
    language,

    functionOf(node): FunctionView | null {
      if (!FUNCTION_TYPES.has(node.type)) return null;
      const body = node.child('body');
      if (!body) return null;
      const declared = node.child('name')?.text ?? null;
      const isMethod = node.type === 'method_definition';
      const p = node.child('parameters') ?? node.child('parameter');
      return {
        node,
        name: declared ?? boundName(node),
        params: params(p),
        body,
        decorators: [],
        kind: isMethod ? (declared === 'constructor' ? 'constructor' : 'method') : node.type === 'arrow_function' || node.type === 'function_expression' || node.type === 'function' ? 'lambda' : 'function',
        selfName: isMethod ? 'this' : null,
        // TypeScript's `private` modifier, or a JavaScript `#name` method.
        private: isMethod && (node.child('name')?.type === 'private_property_identifier' || node.children.some((c) => c.type === 'accessibility_modifier' && c.text === 'private')),
      };
    },

    classOf(node) {
      if (node.type !== 'class_declaration' && node.type !== 'class' && node.type !== 'abstract_class_declaration') return null;
      const body = node.child('body');
      if (!body) return null;
      return { name: node.child('name')?.text ?? boundName(node) ?? '', body };
    },

    loopOf(node): LoopView | null {
      switch (node.type) {
        case 'for_statement': {
          const body = node.child('body');
          if (!body) return null;
          const cond = node.child('condition');
          const condition = cond?.type === 'expression_statement' ? cond.firstNamed : cond?.type === 'empty_statement' ? null : cond;
          return { kind: 'counted', node, init: node.childrenOf('initializer'), condition, update: node.childrenOf('increment'), body };
        }
        case 'for_in_statement': {
          const body = node.child('body');
          const right = node.child('right');
          if (!body || !right) return null;
          return { kind: 'foreach', node, vars: names(node.child('left')), iterable: right, body };
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
        const arms: SyntaxNode[] = [];
        const c = node.child('consequence');
        if (c) arms.push(c);
        const alt = node.child('alternative');
        if (alt) arms.push(alt.type === 'else_clause' ? (alt.firstNamed ?? alt) : alt);
        return { node, condition: node.child('condition'), arms };
      }
      if (node.type === 'ternary_expression') {
        return { node, condition: node.child('condition'), arms: [node.child('consequence'), node.child('alternative')].filter((n): n is SyntaxNode => !!n) };
      }
      if (node.type === 'switch_statement') {
        const body = node.child('body');
        return { node, condition: node.child('value'), arms: body?.namedChildren.filter((c) => c.type === 'switch_case' || c.type === 'switch_default') ?? [] };
      }
      return null;
    },

    returnOf(node) {
      if (node.type !== 'return_statement') return null;
      return { value: node.firstNamed };
    },

    assignmentOf(node): AssignmentView | null {
      switch (node.type) {
        case 'lexical_declaration':
        case 'variable_declaration': {
          const targets: SyntaxNode[] = [];
          const values: (SyntaxNode | null)[] = [];
          let type: string | null = null;
          for (const d of node.namedChildren) {
            if (d.type !== 'variable_declarator') continue;
            const name = d.child('name');
            if (!name) continue;
            type ??= d.child('type')?.text.replace(/^:\s*/, '') ?? null;
            if (name.type === 'identifier') {
              targets.push(name);
              values.push(d.child('value'));
            } else {
              // `let [l, r] = [0, n]` pairs up; `const {a, b} = obj` binds parts of one value.
              const value = d.child('value');
              const items = name.type === 'array_pattern' && value?.type === 'array' ? value.namedChildren : null;
              name.namedChildren.forEach((n, i) => {
                targets.push(n);
                values.push(items ? (items[i] ?? null) : value);
              });
            }
          }
          return targets.length ? assignment(node, targets, values, '=', type, true) : null;
        }
        case 'public_field_definition': {
          const name = node.child('name');
          return name ? assignment(node, [name], [node.child('value')], '=', node.child('type')?.text.replace(/^:\s*/, '') ?? null, true) : null;
        }
        case 'assignment_expression': {
          const left = node.child('left');
          const right = node.child('right');
          if (!left || !right) return null;
          if (left.type === 'array_pattern') {
            const ts = left.namedChildren;
            const vs = right.type === 'array' ? right.namedChildren : ts.map(() => right);
            return assignment(node, ts, ts.map((_, i) => vs[i] ?? null), '=');
          }
          return assignment(node, [left], [right], '=');
        }
        case 'augmented_assignment_expression': {
          const left = node.child('left');
          const right = node.child('right');
          if (!left || !right) return null;
          return assignment(node, [left], [right], node.operator);
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
        case 'number': {
          const value = parseNumber(node.text);
          return value === null ? { kind: 'other' } : { kind: 'number', value };
        }
        case 'string':
          return { kind: 'string', value: unquote(node.text) };
        case 'template_string':
          return node.namedChildren.some((c) => c.type === 'template_substitution') ? { kind: 'other' } : { kind: 'string', value: unquote(node.text) };
        case 'true':
        case 'false':
        case 'null':
        case 'undefined':
          return { kind: 'literal' };
        // `shorthand_property_identifier_pattern`: `const { lo, hi } = tree` binds the names lo and hi.
        case 'identifier':
        case 'shorthand_property_identifier':
        case 'shorthand_property_identifier_pattern':
          return node.text === 'Infinity' ? { kind: 'number', value: Infinity } : { kind: 'name', name: node.text };
        case 'property_identifier':
          return node.parent?.type === 'public_field_definition' ? { kind: 'name', name: node.text } : { kind: 'other' };
        case 'this':
          return { kind: 'self' };
        case 'binary_expression': {
          const left = node.child('left');
          const right = node.child('right');
          if (!left || !right) return { kind: 'other' };
          const op = node.operator;
          return { kind: 'binary', op: op === '===' ? '==' : op === '!==' ? '!=' : op === '??' ? '||' : op, left, right };
        }
        case 'unary_expression': {
          const arg = node.child('argument');
          return arg ? { kind: 'unary', op: node.operator, operand: arg } : { kind: 'other' };
        }
        case 'call_expression': {
          const fn = node.child('function');
          const argsNode = node.child('arguments');
          const args = argsNode?.namedChildren.filter((a) => a.type !== 'comment') ?? [];
          if (!fn) return { kind: 'other' };
          if (fn.type === 'member_expression') {
            const object = fn.child('object');
            const name = fn.child('property')?.text ?? '';
            if (!object) return { kind: 'other' };
            // Array.from({length: n}, …), new Array(n).fill(0), Array(n).fill(0).map(() => …): an allocation.
            if (object.type === 'identifier' && object.text === 'Array' && name === 'from') {
              const first = args[0];
              const length = first?.type === 'object' ? first.namedChildren.find((p) => p.type === 'pair' && p.child('key')?.text === 'length')?.child('value') : null;
              const callback = args[1];
              const fill = callback && FUNCTION_TYPES.has(callback.type) ? callback.child('body') : null;
              if (length) return { kind: 'allocation', collection: 'list', sizes: [length], copyOf: null, fill };
              return { kind: 'allocation', collection: 'list', sizes: [], copyOf: first ?? null, fill: null };
            }
            if (name === 'fill' || name === 'map') {
              const inner = adapter.expr(object);
              if (inner.kind === 'allocation' && inner.sizes.length) {
                const callback = args[0];
                const fill = name === 'map' && callback && FUNCTION_TYPES.has(callback.type) ? callback.child('body') : name === 'fill' ? (args[0] ?? null) : null;
                return { ...inner, fill: fill ?? inner.fill };
              }
            }
            const qualifier = object.type === 'identifier' && GLOBALS.has(object.text) ? object.text : null;
            return { kind: 'call', name, receiver: qualifier ? null : object, qualifier, args };
          }
          if (fn.type === 'identifier') {
            const alloc = fn.text === 'Array' ? arrayAllocation('Array', args) : null;
            if (alloc) return alloc;
            return { kind: 'call', name: fn.text, receiver: null, qualifier: null, args };
          }
          return { kind: 'call', name: '', receiver: fn, qualifier: null, args };
        }
        case 'new_expression': {
          const ctor = node.child('constructor');
          const args = node.child('arguments')?.namedChildren ?? [];
          const name = ctor?.type === 'identifier' ? ctor.text : withoutTypeArguments(ctor?.text ?? '');
          return arrayAllocation(name, args) ?? (name ? { kind: 'new', className: name, args, members: null } : { kind: 'other' });
        }
        case 'member_expression': {
          const object = node.child('object');
          const property = node.child('property');
          return object && property ? { kind: 'member', object, property: property.text } : { kind: 'other' };
        }
        case 'subscript_expression': {
          const object = node.child('object');
          const index = node.child('index');
          return object && index ? { kind: 'index', object, index } : { kind: 'other' };
        }
        case 'array': {
          const spread = node.namedChildren.find((c) => c.type === 'spread_element');
          if (spread && node.namedChildren.length === 1 && spread.firstNamed) return { kind: 'allocation', collection: 'list', sizes: [], copyOf: spread.firstNamed, fill: null };
          return { kind: 'collection', collection: 'list', items: node.namedChildren };
        }
        case 'object':
          return { kind: 'collection', collection: 'map', items: node.namedChildren };
        case 'arrow_function':
        case 'function_expression':
        case 'function': {
          const fn = adapter.functionOf(node);
          return fn ? { kind: 'function', fn } : { kind: 'other' };
        }
        case 'ternary_expression': {
          const condition = node.child('condition');
          const then = node.child('consequence');
          const otherwise = node.child('alternative');
          return condition && then && otherwise ? { kind: 'conditional', condition, then, otherwise } : { kind: 'other' };
        }
        case 'assignment_expression':
        case 'augmented_assignment_expression':
        case 'update_expression': {
          const a = adapter.assignmentOf(node);
          return a ? { kind: 'assignment', assignment: a } : { kind: 'other' };
        }
        case 'parenthesized_expression':
        case 'expression_statement':
        case 'await_expression':
        case 'non_null_expression':
        case 'spread_element': {
          const inner = node.firstNamed;
          return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
        }
        case 'as_expression':
        case 'satisfies_expression':
        case 'type_assertion': {
          const inner = node.namedChildren.find((c) => !c.type.endsWith('type') && c.type !== 'type_arguments' && c.type !== 'predefined_type' && c.type !== 'type_identifier' && c.type !== 'generic_type');
          return inner ? { kind: 'wrapper', inner } : { kind: 'other' };
        }
        default:
          return { kind: 'other' };
      }
    },

    typeKind(type) {
      const t = type.replace(/\s+/g, '').replace(/^:/, '');
      // Only trailing brackets make an array: `Map<number, number[]>` is a map.
      const { dims: arrayDims, base } = trailingArrayDims(t);
      const outer = withoutTypeArguments(base);
      let collection: CollectionKind | null = arrayDims > 0 ? 'list' : collectionFromTypeName(outer);
      if (TYPED_ARRAYS.test(outer)) collection = 'array';
      const genericDims = (base.match(/(?:Array|Map|Set)</g) ?? []).length;
      return { collection, dims: arrayDims + genericDims, numeric: arrayDims === 0 && /^(number|boolean|bigint)$/.test(base) };
    },

    isNestingNode(node) {
      return ['for_statement', 'for_in_statement', 'while_statement', 'do_statement', 'if_statement', 'switch_statement', 'try_statement'].includes(node.type);
    },

    isIdentifier(node) {
      return node.type === 'identifier';
    },

    isComment(node) {
      return node.type === 'comment';
    },
  };
  return adapter;
}

export const javascriptAdapter = makeAdapter('javascript');
export const typescriptAdapter = makeAdapter('typescript');
