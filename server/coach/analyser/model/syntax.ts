/**
 * A plain-JavaScript copy of tree-sitter's syntax tree.
 *
 * web-tree-sitter's nodes live in WASM memory: every property read crosses into WASM and every `children` access
 * allocates new wrapper objects, and the tree must be freed by hand. The analyser walks the tree many times
 * (functions, loops, facts, findings…), so it copies it once with a cursor into these objects, frees the WASM
 * tree at once, and then reads plain fields.
 */
export class SyntaxNode {
  readonly children: SyntaxNode[] = [];
  parent: SyntaxNode | null = null;
  /** The language adapter's view of this node, made once and kept here (see languages/registry.ts). */
  view: unknown = undefined;

  constructor(
    private readonly source: string,
    readonly type: string,
    readonly named: boolean,
    readonly field: string | null,
    readonly start: number,
    readonly end: number,
    /** 1-based. */
    readonly line: number,
    readonly endLine: number,
    readonly isError: boolean,
  ) {}

  get text(): string {
    return this.source.slice(this.start, this.end);
  }

  /** The first child under a grammar field (e.g. `body`, `condition`). */
  child(field: string): SyntaxNode | null {
    for (const c of this.children) if (c.field === field) return c;
    return null;
  }

  /** Every child under a grammar field (fields such as Java's `update` or Go's `declarator` repeat). */
  childrenOf(field: string): SyntaxNode[] {
    return this.children.filter((c) => c.field === field);
  }

  get namedChildren(): SyntaxNode[] {
    return this.children.filter((c) => c.named);
  }

  /** The first named child, for wrappers such as parenthesised expressions. */
  get firstNamed(): SyntaxNode | null {
    for (const c of this.children) if (c.named) return c;
    return null;
  }

  /** Text of the first anonymous child that is not punctuation: the operator of a binary/unary/assignment node. */
  get operator(): string {
    const op = this.child('operator');
    if (op) return op.text;
    for (const c of this.children) if (!c.named && !PUNCTUATION.has(c.type)) return c.type;
    return '';
  }

  /**
   * A node of this node's type over other children, spanning them (for adapters that repair a grammar's misparse,
   * see LanguageAdapter.repair). The children are re-parented; `field` is the new node's field in its parent.
   */
  regroup(children: SyntaxNode[], field: string | null): SyntaxNode {
    const first = children[0] ?? this;
    const last = children[children.length - 1] ?? this;
    const node = new SyntaxNode(this.source, this.type, this.named, field, first.start, last.end, first.line, last.endLine, this.isError);
    for (const c of children) {
      c.parent = node;
      node.children.push(c);
    }
    return node;
  }

  /** True when `other` is this node or inside it. */
  contains(other: SyntaxNode): boolean {
    if (other.start < this.start || other.end > this.end) return false;
    for (let p: SyntaxNode | null = other; p; p = p.parent) if (p === this) return true;
    return false;
  }
}

const PUNCTUATION = new Set(['(', ')', '[', ']', '{', '}', ',', ';', ':', '.', '?']);

/** Depth-first pre-order; `enter` returns false to skip a node's children. */
export function walk(node: SyntaxNode, enter: (node: SyntaxNode) => boolean | void): void {
  const stack: SyntaxNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (enter(n) === false) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}

const SKIPPED_TOKENS = new Set(['(', ')', '[', ']', '{', '}', ',', ';', '"', "'", '`']);

/** Minimal structural view of web-tree-sitter's TreeCursor, so this module does not depend on the runtime. */
export interface CursorLike {
  readonly nodeTypeId: number;
  readonly currentFieldId: number;
  readonly startIndex: number;
  readonly endIndex: number;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
}

/**
 * A grammar's symbol tables, read once when it loads: what a node's type and field ids name, and which types are
 * named. Reading these from the tables costs nothing; asking the cursor costs a crossing into WASM each.
 */
export interface GrammarSymbols {
  readonly types: readonly (string | undefined)[];
  readonly named: readonly boolean[];
  readonly fields: readonly (string | null)[];
}

/** Offsets where each line of `source` starts. */
export function lineStartsOf(source: string): number[] {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return lineStarts;
}

/**
 * Copies the tree under the cursor (parsed from a piece of `source` that starts `at.offset` characters into it,
 * when a part of the code is parsed on its own: see model/parser.ts). Iterative, so deeply nested expressions cannot overflow the JS stack. Every
 * cursor getter crosses into WASM and re-marshals the cursor, so only what is needed per node is read (its type
 * id, offsets and field id; a skipped token only its type id), names and whether a type is named come from the
 * grammar's tables, and line numbers from the offsets (a binary search over the line starts) instead of two more
 * position getters.
 */
export function copyTree(cursor: CursorLike, symbols: GrammarSymbols, source: string, at: { offset: number; lineStarts: number[] } = { offset: 0, lineStarts: lineStartsOf(source) }): SyntaxNode {
  const { offset, lineStarts } = at;
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  // Brackets, commas and semicolons carry nothing the analysis reads: they are not copied. (Anonymous tokens that
  // matter — operators, Python's slice colons — are, without their field name, which nothing reads.)
  const make = (): SyntaxNode | null => {
    const id = cursor.nodeTypeId;
    // An error node's id (0xFFFF) is past the tables: it is named, and called ERROR.
    const type = symbols.types[id] || 'ERROR';
    const named = symbols.named[id] ?? true;
    if (!named && SKIPPED_TOKENS.has(type)) return null;
    const start = cursor.startIndex + offset;
    const end = cursor.endIndex + offset;
    return new SyntaxNode(source, type, named, named ? (symbols.fields[cursor.currentFieldId] ?? null) : null, start, end, lineOf(start), lineOf(Math.max(start, end - 1)), type === 'ERROR');
  };
  const root = make()!;
  const stack: SyntaxNode[] = [root];
  if (!cursor.gotoFirstChild()) return root;
  for (;;) {
    const node = make();
    if (!node) {
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return root;
        stack.pop();
        if (stack.length === 0) return root;
      }
      continue;
    }
    const parent = stack[stack.length - 1]!;
    node.parent = parent;
    parent.children.push(node);
    if (cursor.gotoFirstChild()) {
      stack.push(node);
      continue;
    }
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) return root;
      stack.pop();
      if (stack.length === 0) return root;
    }
  }
}

/** `...xs`, `*xs`, `xs...`: a collection spread into the arguments of a call. */
export function isSpreadNode(node: SyntaxNode): boolean {
  return node.type === 'spread_element' || node.type === 'list_splat' || node.type === 'variadic_argument';
}
