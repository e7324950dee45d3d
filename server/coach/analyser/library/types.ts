/**
 * The operations library calls are mapped to: a small set whose cost depends on the container they act on
 * (`contains` is O(1) on a hash set, O(log n) on a tree set, O(n) on a list). Each language's table (one module per
 * language beside this one) is the only place library call names live.
 */
import type { SyntaxNode } from '../model/syntax.ts';
import type { CallView } from '../model/vocabulary.ts';

export type Op =
  | 'push' // append / add / put / offer / push_back
  | 'push_front' // insert at the front (O(1) on a deque, O(n) on an array)
  | 'insert_at' // insert/remove at an arbitrary position of an array
  | 'pop_back'
  | 'pop_front' // O(1) on a deque, O(n) on an array
  | 'contains' // membership / lookup by key
  | 'get' // read by key or index
  | 'remove_value' // remove by value (O(n) on an array)
  | 'index_of' // linear search on an array
  | 'sort'
  | 'sorted' // sorted copy
  | 'heap_push'
  | 'heap_pop'
  | 'heapify'
  | 'binary_search'
  | 'ordered' // O(log n) operation of a tree map/set
  | 'scan' // reads the whole collection once (sum, max, reverse, fill, join…)
  | 'copy' // a new collection as big as the source
  | 'slice' // a copy of part of a collection
  | 'iterate' // calls a callback for each element (map, forEach, filter…)
  | 'digits' // number ↔ string conversion: O(log value)
  | 'parse' // string → number: as many steps as the number has digits
  | 'logarithmic' // arithmetic taking O(log value) steps and no memory: gcd, modular power
  // Input and output. Reading is O(1) per call: a fixed number of reads is O(1), n reads (in a loop over n) O(n).
  // What is read is as big as the input: a value read is a size, a line holds as many values as the program uses.
  | 'read_value' // reads one token or number: Scanner.nextInt, StringTokenizer.nextToken, fmt.Scan, getchar
  | 'read_line' // reads a line (or the rest) of the input as text: input(), readLine, sys.stdin.read, getline
  | 'write' // prints: O(1) per call, O(size) when handed a whole collection
  | 'constant';

/**
 * What a call answers, for the rules that report work a loop repeats (the cost alone does not say it): whether a
 * value is there (`membership`: `includes`, `contains`), where it is or how often (`position`: `indexOf`, `index`,
 * `count`, `find`), one value computed from a whole collection (`aggregate`: `sum`, `max(xs)`, `max_element`), or the
 * better of the values it is given (`choice`: `max(a, b)`, `Math.min`, which semanticsOf derives from an aggregate's
 * name called on separate values).
 */
export type Answer = 'membership' | 'position' | 'aggregate' | 'choice';

export interface Semantics {
  op: Op;
  /** What the call answers, when its language's table says (`Library.answers`). */
  answers?: Answer;
  /** The collection the operation acts on. */
  target: SyntaxNode | null;
  /** The callback of `iterate` / a comparator, when given inline. */
  callback: SyntaxNode | null;
}


export type Table = Record<string, Op>;

/** One language's library: its free (or qualified) functions, its methods, and the calls whose arguments matter. */
export interface Library {
  /** Free functions and module/class-qualified functions, as `name` or `Qualifier.name`. */
  free: Table;
  /** Methods, by name, whatever they are called on (the container decides the cost). */
  methods: Table;
  /**
   * Qualifiers whose functions are also found by their bare name in `free` (`heapq.heappush`, `std::sort`):
   * `'any'` for every qualifier.
   */
  bareNameQualifiers?: 'any' | readonly string[];
  /**
   * Calls whose operation depends on their arguments (`xs.pop(0)` removes the first element; `max(a, b)` compares
   * two values): the semantics, or null to take the table's entry as it is.
   */
  refine?(call: CallView, op: Op, callback: SyntaxNode | null, isSpread: (node: SyntaxNode) => boolean): Semantics | null;
  /**
   * The methods through which the library compares two objects of a user class when it sorts them or keeps them
   * in order (Java's `Comparable.compareTo`, Python's `__lt__`, C++'s `operator<`).
   */
  comparisons?: readonly string[];
  /**
   * The methods through which library code calls an object it is handed (Java's `Comparator.compare`,
   * `Runnable.run`; Python's `__call__`; C++'s `operator()`; Go's `sort.Interface`): only these run when a user
   * object is given to the library.
   */
  callbacks?: readonly string[];
  /**
   * A call by a bare name that is neither the user's nor a free function is a method the class inherits from a
   * library class (Java's `class InputReader extends BufferedReader { … readLine() … }`): look it up among methods.
   */
  inheritedMethods?: boolean;
  /** Objects the input is read from with an operator: C++'s `cin >> n >> a[i]`. */
  inputStreams?: readonly string[];
  /** Decorators that cache a function's results by its arguments (`@functools.cache`), by their last name. */
  memoisingDecorators?: readonly string[];
  /**
   * What calls answer (see Answer), by their bare name (`sum`, `max_element`, `Contains` for `slices.Contains`):
   * also what tells a list-only lookup (`includes`, `indexOf`) on a receiver of unknown type from a hash lookup.
   */
  answers?: Readonly<Record<string, Answer>>;
  /**
   * Methods the cost table counts as an append (`push`) that add at the front (Java's `Deque.push` is `addFirst`):
   * the cost is the same, but which end elements enter decides whether a collection is a stack or a queue.
   */
  frontPushes?: readonly string[];
}
