/**
 * The common vocabulary that per-language adapters map syntax nodes to. The complexity reasoning only ever asks an
 * adapter "is this node a loop / function / call / assignment…, and what are its parts?", and works on the answers,
 * so it is written once for all languages. Parts stay syntax nodes: views are computed on demand, not stored.
 */
import type { AnalysedLanguage } from '../types.ts';
import type { SyntaxNode } from './syntax.ts';

/** What kind of container a value is, as far as costs are concerned. */
export type CollectionKind =
  | 'list' // dynamic array: Python list, ArrayList, vector, JS array, Go slice
  | 'array' // fixed-size array
  | 'map' // hash map (also JS objects used as maps, Python Counter/defaultdict)
  | 'set' // hash set
  | 'ordered_map' // TreeMap, std::map, SortedDict
  | 'ordered_set' // TreeSet, std::set/multiset, SortedList
  | 'heap' // PriorityQueue, priority_queue
  | 'deque' // deque, ArrayDeque, std::deque/queue, LinkedList used as a queue
  | 'stack' // std::stack, java Stack
  | 'string'
  | 'string_builder' // StringBuilder, strings.Builder, C++ string being appended to
  | 'linked_list'
  | 'tuple'
  | 'unknown';

export interface ParamView {
  name: string;
  /** The declared type as written (annotation or declaration), or null. */
  type: string | null;
  node: SyntaxNode;
}

export interface FunctionView {
  node: SyntaxNode;
  /** Declared name, or the variable a lambda is bound to (`dfs = lambda…`, `auto dfs = [&]…`, `const dfs = () =>`). */
  name: string | null;
  params: ParamView[];
  /** A block, or an expression for expression-bodied lambdas. */
  body: SyntaxNode;
  decorators: string[];
  kind: 'function' | 'method' | 'lambda' | 'constructor';
  /** What the object is called inside a method: `self`, `this`, a Go receiver name. */
  selfName: string | null;
  /**
   * The language's program entry point, where a run starts: Java's `static void main`, C/C++'s `main`, Go's
   * `func main`. (Python and JavaScript scripts start at their top-level statements.)
   */
  main?: boolean;
  /** Declared private (`private` in Java, C++, TypeScript; `#name` in JavaScript): only its own class calls it. */
  private?: boolean;
  /** A method of the class rather than of its objects (`static`): library code handed an object never calls it. */
  static?: boolean;
}

export type LoopView =
  /** C-style `for (init; condition; update)`. */
  | { kind: 'counted'; node: SyntaxNode; init: SyntaxNode[]; condition: SyntaxNode | null; update: SyntaxNode[]; body: SyntaxNode }
  /** A loop over an integer range: Python `range(…)`, Go `range n`. */
  | { kind: 'range'; node: SyntaxNode; vars: string[]; start: SyntaxNode | null; stop: SyntaxNode; step: SyntaxNode | null; body: SyntaxNode }
  /**
   * A loop over the elements of something. `positions`: the variables that take positions rather than elements
   * (Kotlin's `withIndex()`, Swift's `enumerated()`, Rust's `enumerate()` index), when the adapter knows them.
   */
  | { kind: 'foreach'; node: SyntaxNode; vars: string[]; iterable: SyntaxNode; body: SyntaxNode; positions?: string[] }
  /** `while`, `do … while`, Go's condition-only `for`; `condition` null for an endless loop. */
  | { kind: 'while'; node: SyntaxNode; condition: SyntaxNode | null; body: SyntaxNode };

export interface BranchView {
  node: SyntaxNode;
  condition: SyntaxNode | null;
  /** Mutually exclusive arms (then, elif…, else; switch cases). */
  arms: SyntaxNode[];
}

export interface AssignmentView {
  node: SyntaxNode;
  targets: SyntaxNode[];
  /** Parallel to targets when the counts match (`a, b = x, y`); otherwise the right-hand sides as written. */
  values: (SyntaxNode | null)[];
  /** '=', '+=', '-=', '*=', '/=', '//=', '>>=', '<<=', '&=', '|=', '^=', '%=', '++', '--'. */
  op: string;
  /** Declared type text, when the statement declares (`int[] a = …`, `vector<int> v(n)`, `var x []int`). */
  declaredType: string | null;
  isDeclaration: boolean;
}

export interface CallView {
  kind: 'call';
  /** Function or method name, without namespace (`sort` for `std::sort`, `Ints` for `sort.Ints`). */
  name: string;
  /** The object a method is called on, or null for a plain call. */
  receiver: SyntaxNode | null;
  /** Namespace/class/package the call is qualified with, when the receiver is one (`Arrays`, `sort`, `heapq`, `Math`, `std`). */
  qualifier: string | null;
  args: SyntaxNode[];
}

export type ExprView =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'literal' }
  | { kind: 'name'; name: string }
  | { kind: 'self' }
  /** Operators are normalised: `and`→`&&`, `or`→`||`, `not`→`!`; Python keeps `in`, `not in`, `is`, `//`, `**`. */
  | { kind: 'binary'; op: string; left: SyntaxNode; right: SyntaxNode }
  | { kind: 'unary'; op: string; operand: SyntaxNode }
  | CallView
  | { kind: 'member'; object: SyntaxNode; property: string }
  | { kind: 'index'; object: SyntaxNode; index: SyntaxNode }
  | { kind: 'slice'; object: SyntaxNode; start: SyntaxNode | null; end: SyntaxNode | null }
  /** A literal container: `[1, 2]`, `{…}`, `(a, b)`, `{{-1, 0}, {1, 0}}`. */
  | { kind: 'collection'; collection: CollectionKind; items: SyntaxNode[] }
  /** A container created by size (`new int[n]`, `make([]int, n)`, `vector<int>(n)`, `[0] * n`) or as a copy (`new ArrayList<>(xs)`), or empty (`new HashMap<>()`). */
  | { kind: 'allocation'; collection: CollectionKind; sizes: SyntaxNode[]; copyOf: SyntaxNode | null; fill: SyntaxNode | null }
  | { kind: 'comprehension'; collection: CollectionKind; element: SyntaxNode; clauses: { vars: string[]; iterable: SyntaxNode }[]; filters: SyntaxNode[] }
  | { kind: 'function'; fn: FunctionView }
  /**
   * An object of a class that is not a known container, created by name (`new Task(n)`, `new UF(n)`): its
   * constructor runs. `members` is the body of an anonymous class declared on the spot (`new Comparator<>() {…}`).
   */
  | { kind: 'new'; className: string; args: SyntaxNode[]; members: SyntaxNode | null }
  | { kind: 'conditional'; condition: SyntaxNode; then: SyntaxNode; otherwise: SyntaxNode }
  | { kind: 'assignment'; assignment: AssignmentView }
  /** Parentheses, casts, `await`, `new` around a call… — look through to `inner`. */
  | { kind: 'wrapper'; inner: SyntaxNode }
  | { kind: 'other' };

export interface LanguageAdapter {
  readonly language: AnalysedLanguage;
  /** Slices (`s[a:b]`, `&v[a..b]`, `a[l..<r]`) are views of the same storage, not copies (Go, Rust, Swift). */
  readonly slicesAreViews?: boolean;
  functionOf(node: SyntaxNode): FunctionView | null;
  /** A class/struct definition: its name and the node holding its members. */
  classOf(node: SyntaxNode): { name: string; body: SyntaxNode } | null;
  loopOf(node: SyntaxNode): LoopView | null;
  branchOf(node: SyntaxNode): BranchView | null;
  /** The returned expression of a return statement (null value for a bare `return`); null if not a return. */
  returnOf(node: SyntaxNode): { value: SyntaxNode | null } | null;
  /** Declarations, assignments, augmented assignments and `++`/`--` statements or expressions. */
  assignmentOf(node: SyntaxNode): AssignmentView | null;
  expr(node: SyntaxNode): ExprView;
  /** What a declared type (`Map<Integer, Integer>`, `vector<vector<int>>`, `[]int`, `List[int]`, `number[]`) is. */
  typeKind(type: string): { collection: CollectionKind | null; dims: number; numeric: boolean };
  /** Statement-level nodes that open a nested block for readability's nesting depth (loops, ifs, switch, try). */
  isNestingNode(node: SyntaxNode): boolean;
  /** Identifier-like leaf nodes that declare or use names (for readability). */
  isIdentifier(node: SyntaxNode): boolean;
  isComment(node: SyntaxNode): boolean;
  /**
   * How a statement leaves: `return` (a return or a throw), `break` (an unlabelled break), or null. Absent: the
   * engine reads `return_statement`, `throw_statement`, `raise_statement` and `break_statement` nodes.
   */
  exitOf?(node: SyntaxNode): 'return' | 'break' | null;
  /**
   * Repairs the grammar's known misparses in place, before anything reads the tree (Swift's grammar lets a member
   * access or a subscript bind looser than a binary operator). Absent when the grammar needs none.
   */
  repair?(root: SyntaxNode): void;
  /**
   * Code the grammar leaves as raw tokens (Rust's macro arguments): the text around which the node's text parses
   * as an expression; the parser puts that parse in as the node's only child (model/parser.ts). Absent when a
   * grammar parses everything.
   */
  embedded?(node: SyntaxNode): { before: string; after: string } | null;
}
