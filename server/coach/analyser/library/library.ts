/**
 * Library calls with known costs, per language, mapped to a small set of operations whose cost depends on the
 * container they act on (`contains` is O(1) on a hash set, O(log n) on a tree set, O(n) on a list).
 */
import type { AnalysedLanguage } from '../types.ts';
import type { CallView } from '../model/vocabulary.ts';
import type { SyntaxNode } from '../model/syntax.ts';

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
  | 'constant';

export interface Semantics {
  op: Op;
  /** The collection the operation acts on. */
  target: SyntaxNode | null;
  /** The callback of `iterate` / a comparator, when given inline. */
  callback: SyntaxNode | null;
}

type Table = Record<string, Op>;

/** Free functions and module/class-qualified functions, as `name` or `Qualifier.name`. */
const FREE: Record<AnalysedLanguage, Table> = {
  python: {
    sorted: 'sorted',
    heappush: 'heap_push',
    heappop: 'heap_pop',
    heappushpop: 'heap_pop',
    heapreplace: 'heap_pop',
    heapify: 'heapify',
    nlargest: 'sorted',
    nsmallest: 'sorted',
    bisect: 'binary_search',
    bisect_left: 'binary_search',
    bisect_right: 'binary_search',
    insort: 'insert_at',
    insort_left: 'insert_at',
    insort_right: 'insert_at',
    sum: 'scan',
    max: 'scan',
    min: 'scan',
    any: 'scan',
    all: 'scan',
    list: 'copy',
    tuple: 'copy',
    reversed: 'constant',
    enumerate: 'constant',
    zip: 'constant',
    len: 'constant',
    range: 'constant',
    map: 'iterate',
    filter: 'iterate',
    accumulate: 'scan',
    str: 'digits',
    bin: 'digits',
    hex: 'digits',
    int: 'constant',
    abs: 'constant',
    ord: 'constant',
    chr: 'constant',
    pow: 'constant',
    gcd: 'logarithmic',
    lcm: 'constant',
    comb: 'constant',
    isqrt: 'constant',
    sqrt: 'constant',
    log2: 'constant',
    print: 'constant',
    divmod: 'constant',
    'math.comb': 'constant',
  },
  java: {
    'Arrays.sort': 'sort',
    'Collections.sort': 'sort',
    'Arrays.fill': 'scan',
    'Arrays.copyOf': 'copy',
    'Arrays.copyOfRange': 'slice',
    'Arrays.asList': 'copy',
    'Arrays.stream': 'constant',
    'Arrays.equals': 'scan',
    'Arrays.toString': 'scan',
    'Arrays.binarySearch': 'binary_search',
    'Collections.binarySearch': 'binary_search',
    'Collections.max': 'scan',
    'Collections.min': 'scan',
    'Collections.reverse': 'scan',
    'Collections.frequency': 'scan',
    'Collections.swap': 'constant',
    'String.valueOf': 'copy',
    'String.join': 'scan',
    'Integer.parseInt': 'parse',
    'Long.parseLong': 'parse',
    'Integer.valueOf': 'parse',
    'Integer.toBinaryString': 'digits',
    'Integer.toString': 'digits',
    'Long.toString': 'digits',
    'System.arraycopy': 'scan',
    'List.of': 'constant',
    'Set.of': 'constant',
    'Map.of': 'constant',
    'IntStream.range': 'constant',
  },
  cpp: {
    sort: 'sort',
    stable_sort: 'sort',
    partial_sort: 'sort',
    reverse: 'scan',
    accumulate: 'scan',
    fill: 'scan',
    iota: 'scan',
    count: 'index_of',
    count_if: 'index_of',
    find: 'index_of',
    find_if: 'index_of',
    max_element: 'scan',
    min_element: 'scan',
    minmax_element: 'scan',
    unique: 'scan',
    copy: 'scan',
    all_of: 'scan',
    any_of: 'scan',
    none_of: 'scan',
    partial_sum: 'scan',
    next_permutation: 'scan',
    prev_permutation: 'scan',
    nth_element: 'scan',
    memset: 'scan',
    equal: 'scan',
    lower_bound: 'binary_search',
    upper_bound: 'binary_search',
    binary_search: 'binary_search',
    equal_range: 'binary_search',
    make_heap: 'heapify',
    push_heap: 'heap_push',
    pop_heap: 'heap_pop',
    to_string: 'digits',
    stoi: 'parse',
    stol: 'parse',
    stoll: 'parse',
    atoi: 'parse',
    swap: 'constant',
    min: 'constant',
    max: 'constant',
    abs: 'constant',
    __gcd: 'constant',
    gcd: 'constant',
  },
  javascript: {},
  typescript: {},
  go: {
    'sort.Ints': 'sort',
    'sort.Strings': 'sort',
    'sort.Float64s': 'sort',
    'sort.Slice': 'sort',
    'sort.SliceStable': 'sort',
    'sort.Sort': 'sort',
    'sort.Stable': 'sort',
    'slices.Sort': 'sort',
    'slices.SortFunc': 'sort',
    'slices.SortStableFunc': 'sort',
    'sort.Search': 'binary_search',
    'sort.SearchInts': 'binary_search',
    'sort.SearchStrings': 'binary_search',
    'slices.BinarySearch': 'binary_search',
    'slices.BinarySearchFunc': 'binary_search',
    'heap.Push': 'heap_push',
    'heap.Pop': 'heap_pop',
    'heap.Init': 'heapify',
    'heap.Fix': 'heap_push',
    'heap.Remove': 'heap_pop',
    'slices.Contains': 'index_of',
    'slices.Index': 'index_of',
    'slices.Max': 'scan',
    'slices.Min': 'scan',
    'slices.Reverse': 'scan',
    'slices.Clone': 'copy',
    'slices.Equal': 'scan',
    'strings.Repeat': 'copy',
    'strings.Join': 'scan',
    'strings.Split': 'copy',
    'strings.Fields': 'copy',
    'strings.Contains': 'index_of',
    'strings.Index': 'index_of',
    'strings.Count': 'index_of',
    'strings.ToLower': 'copy',
    'strings.ToUpper': 'copy',
    'strings.Replace': 'copy',
    'strings.ReplaceAll': 'copy',
    'strings.TrimSpace': 'copy',
    'strings.HasPrefix': 'constant',
    'strconv.Itoa': 'digits',
    'strconv.Atoi': 'parse',
    'strconv.ParseInt': 'parse',
    'strconv.FormatInt': 'digits',
    'bits.OnesCount': 'constant',
    'bits.Len': 'constant',
    copy: 'scan',
    len: 'constant',
    cap: 'constant',
    max: 'constant',
    min: 'constant',
    abs: 'constant',
    delete: 'constant',
    make: 'constant',
    append: 'push',
    string: 'copy',
  },
};

/** Methods, by name; the container they are called on decides the final cost (see opCost in time.ts). */
const METHODS: Record<AnalysedLanguage, Table> = {
  python: {
    append: 'push',
    add: 'push',
    appendleft: 'push_front',
    extend: 'scan',
    insert: 'insert_at',
    pop: 'pop_back',
    popleft: 'pop_front',
    popitem: 'pop_back',
    remove: 'remove_value',
    discard: 'remove_value',
    index: 'index_of',
    count: 'index_of',
    find: 'index_of',
    rfind: 'index_of',
    sort: 'sort',
    reverse: 'scan',
    copy: 'copy',
    get: 'get',
    setdefault: 'get',
    keys: 'constant',
    values: 'constant',
    items: 'constant',
    join: 'scan',
    split: 'copy',
    replace: 'copy',
    strip: 'copy',
    lower: 'copy',
    upper: 'copy',
    startswith: 'constant',
    endswith: 'constant',
    most_common: 'sorted',
    update: 'scan',
    union: 'scan',
    intersection: 'scan',
    difference: 'scan',
    issubset: 'scan',
    bit_count: 'constant',
    bit_length: 'constant',
    bisect_left: 'ordered',
    bisect_right: 'ordered',
    irange: 'ordered',
  },
  java: {
    add: 'push',
    offer: 'push',
    push: 'push',
    addLast: 'push',
    offerLast: 'push',
    addFirst: 'push_front',
    offerFirst: 'push_front',
    put: 'push',
    putIfAbsent: 'push',
    merge: 'push',
    compute: 'push',
    computeIfAbsent: 'push',
    computeIfPresent: 'push',
    append: 'push',
    insert: 'insert_at',
    poll: 'pop_front',
    pollFirst: 'pop_front',
    pop: 'pop_front',
    removeFirst: 'pop_front',
    pollLast: 'pop_back',
    removeLast: 'pop_back',
    remove: 'remove_value',
    contains: 'contains',
    containsKey: 'contains',
    containsValue: 'index_of',
    get: 'get',
    getOrDefault: 'get',
    set: 'get',
    indexOf: 'index_of',
    lastIndexOf: 'index_of',
    peek: 'constant',
    peekFirst: 'constant',
    peekLast: 'constant',
    element: 'constant',
    firstKey: 'ordered',
    lastKey: 'ordered',
    floorKey: 'ordered',
    ceilingKey: 'ordered',
    higherKey: 'ordered',
    lowerKey: 'ordered',
    floor: 'ordered',
    ceiling: 'ordered',
    higher: 'ordered',
    lower: 'ordered',
    first: 'ordered',
    last: 'ordered',
    firstEntry: 'ordered',
    lastEntry: 'ordered',
    floorEntry: 'ordered',
    ceilingEntry: 'ordered',
    pollFirstEntry: 'ordered',
    pollLastEntry: 'ordered',
    headMap: 'ordered',
    tailMap: 'ordered',
    sort: 'sort',
    sorted: 'sorted',
    reverse: 'scan',
    toString: 'copy' as Op,
    toCharArray: 'copy',
    substring: 'slice',
    subList: 'slice',
    split: 'copy',
    chars: 'constant',
    stream: 'constant',
    sum: 'scan',
    max: 'scan',
    min: 'scan',
    average: 'scan',
    toArray: 'copy',
    collect: 'copy',
    boxed: 'constant',
    mapToInt: 'iterate',
    mapToObj: 'iterate',
    filter: 'iterate',
    map: 'iterate',
    forEach: 'iterate',
    anyMatch: 'iterate',
    allMatch: 'iterate',
    noneMatch: 'iterate',
    reduce: 'iterate',
    distinct: 'copy',
    clone: 'copy',
    equals: 'constant',
    repeat: 'copy',
    trim: 'copy',
    toLowerCase: 'copy',
    toUpperCase: 'copy',
    replace: 'copy',
    isEmpty: 'constant',
    size: 'constant',
    length: 'constant',
    charAt: 'constant',
    clear: 'constant',
    addAll: 'scan',
    removeAll: 'scan',
    retainAll: 'scan',
    containsAll: 'scan',
  },
  cpp: {
    push_back: 'push',
    emplace_back: 'push',
    push: 'push',
    emplace: 'push',
    push_front: 'push_front',
    emplace_front: 'push_front',
    insert: 'push',
    pop_back: 'pop_back',
    pop: 'pop_front',
    pop_front: 'pop_front',
    erase: 'remove_value',
    count: 'contains',
    find: 'contains',
    contains: 'contains',
    at: 'get',
    lower_bound: 'ordered',
    upper_bound: 'ordered',
    substr: 'slice',
    append: 'push',
    resize: 'scan',
    assign: 'scan',
    reserve: 'constant',
    size: 'constant',
    length: 'constant',
    empty: 'constant',
    top: 'constant',
    front: 'constant',
    back: 'constant',
    begin: 'constant',
    end: 'constant',
    rbegin: 'constant',
    rend: 'constant',
    clear: 'constant',
    second: 'constant',
    first: 'constant',
  },
  javascript: {},
  typescript: {},
  go: {
    PushBack: 'push',
    PushFront: 'push_front',
    Add: 'push',
    Put: 'push',
    Push: 'push',
    Enqueue: 'push',
    Dequeue: 'pop_front',
    Contains: 'contains',
    Get: 'get',
    Ceiling: 'ordered',
    Floor: 'ordered',
    Left: 'ordered',
    Right: 'ordered',
    Values: 'copy',
    Keys: 'copy',
    Size: 'constant',
    Empty: 'constant',
    Remove: 'remove_value',
    Front: 'constant',
    Back: 'constant',
    WriteString: 'push',
    WriteByte: 'push',
    WriteRune: 'push',
    String: 'copy',
    Len: 'constant',
    Less: 'constant',
    Swap: 'constant',
  },
};

const JS_METHODS: Table = {
  push: 'push',
  unshift: 'push_front',
  pop: 'pop_back',
  shift: 'pop_front',
  splice: 'insert_at',
  slice: 'slice',
  concat: 'copy',
  indexOf: 'index_of',
  lastIndexOf: 'index_of',
  includes: 'contains',
  has: 'contains',
  get: 'get',
  set: 'push',
  add: 'push',
  delete: 'remove_value',
  find: 'iterate',
  findIndex: 'iterate',
  findLast: 'iterate',
  findLastIndex: 'iterate',
  some: 'iterate',
  every: 'iterate',
  filter: 'iterate',
  map: 'iterate',
  forEach: 'iterate',
  reduce: 'iterate',
  reduceRight: 'iterate',
  flatMap: 'iterate',
  flat: 'copy',
  fill: 'scan',
  join: 'scan',
  reverse: 'scan',
  sort: 'sort',
  toSorted: 'sorted',
  split: 'copy',
  substring: 'slice',
  substr: 'slice',
  repeat: 'copy',
  padStart: 'copy',
  padEnd: 'copy',
  trim: 'copy',
  toLowerCase: 'copy',
  toUpperCase: 'copy',
  replace: 'copy',
  replaceAll: 'copy',
  startsWith: 'constant',
  endsWith: 'constant',
  charAt: 'constant',
  charCodeAt: 'constant',
  codePointAt: 'constant',
  keys: 'constant',
  values: 'constant',
  entries: 'constant',
  toString: 'digits' as Op,
  sortedIndex: 'binary_search',
  sortedLastIndex: 'binary_search',
  sortedIndexBy: 'binary_search',
  enqueue: 'heap_push',
  dequeue: 'heap_pop',
  front: 'constant',
  isEmpty: 'constant',
  size: 'constant',
  at: 'get',
  clear: 'constant',
};

const JS_FREE: Table = {
  'Math.max': 'constant',
  'Math.min': 'constant',
  'Math.floor': 'constant',
  'Math.abs': 'constant',
  'Math.sqrt': 'constant',
  'Object.keys': 'copy',
  'Object.values': 'copy',
  'Object.entries': 'copy',
  'Array.from': 'copy',
  'Array.isArray': 'constant',
  'JSON.stringify': 'scan',
  'String.fromCharCode': 'constant',
  parseInt: 'parse',
  parseFloat: 'parse',
  Number: 'constant',
  String: 'digits',
};

FREE.javascript = JS_FREE;
FREE.typescript = JS_FREE;
METHODS.javascript = JS_METHODS;
METHODS.typescript = JS_METHODS;

/** Maps, not plain objects: a method named `toString` or `constructor` must not find Object.prototype's. */
const toMaps = (tables: Record<AnalysedLanguage, Table>) => Object.fromEntries(Object.entries(tables).map(([k, t]) => [k, new Map(Object.entries(t))])) as Record<AnalysedLanguage, Map<string, Op>>;
const FREE_OPS = toMaps(FREE);
const METHOD_OPS = toMaps(METHODS);

/** The operation a call performs, or null for calls the tables do not know (user functions, unknown APIs). */
export function semanticsOf(language: AnalysedLanguage, call: CallView, isSpread: (node: SyntaxNode) => boolean): Semantics | null {
  // An inline function, or Python's `key=check` naming one.
  const callback =
    call.args.find((a) => /lambda|arrow_function|function_expression|func_literal|method_reference/.test(a.type)) ??
    call.args.find((a) => a.type === 'keyword_argument' && a.child('name')?.text === 'key')?.child('value') ??
    null;
  if (call.qualifier) {
    const op = FREE_OPS[language].get(`${call.qualifier}.${call.name}`) ?? (language === 'python' ? FREE_OPS.python.get(call.name) : undefined);
    if (op) return { op, target: targetOf(language, call, op), callback };
    if (call.qualifier === 'Math' || call.qualifier === 'math' || call.qualifier === 'Integer' || call.qualifier === 'Long' || call.qualifier === 'Character') {
      // Math.max(...arr) reads the whole array.
      if (call.args.some(isSpread)) return { op: 'scan', target: call.args.find(isSpread) ?? null, callback: null };
      return { op: 'constant', target: null, callback: null };
    }
    if (call.qualifier === 'std') {
      const std = FREE_OPS.cpp.get(call.name);
      if (std) return { op: std, target: targetOf(language, call, std), callback };
    }
    return null;
  }
  if (!call.receiver) {
    const op = FREE_OPS[language].get(call.name);
    if (!op) return null;
    // pow(b, e, mod): modular exponentiation by squaring, O(log e).
    if (language === 'python' && call.name === 'pow' && call.args.length === 3) return { op: 'logarithmic', target: call.args[1]!, callback: null };
    // max(a, b) compares two values; max(xs) scans a collection.
    if ((op === 'scan' && (call.name === 'max' || call.name === 'min')) && call.args.length >= 2) return { op: 'constant', target: null, callback: null };
    if (language === 'go' && call.name === 'append' && call.args.slice(1).some(isSpread)) return { op: 'scan', target: call.args.find(isSpread) ?? null, callback: null };
    return { op, target: targetOf(language, call, op), callback };
  }
  const op = METHOD_OPS[language].get(call.name);
  if (!op) return null;
  // Python `xs.pop(0)` removes the first element; `xs.pop(i)` removes from the middle.
  if (language === 'python' && call.name === 'pop' && call.args.length === 1) {
    const arg = call.args[0]!.text;
    if (arg === '0') return { op: 'pop_front', target: call.receiver, callback };
    if (arg !== '-1') return { op: 'remove_value', target: call.receiver, callback };
  }
  if (language === 'python' && call.name === 'insert' && call.args[0]?.text === '0') return { op: 'push_front', target: call.receiver, callback };
  if (language === 'java' && call.name === 'remove' && call.args.length === 1) {
    const arg = call.args[0]!.text;
    if (arg === '0') return { op: 'pop_front', target: call.receiver, callback };
    if (/\.size\(\)\s*-\s*1$/.test(arg)) return { op: 'pop_back', target: call.receiver, callback };
  }
  if (language === 'java' && call.name === 'remove' && call.args.length === 0) return { op: 'pop_front', target: call.receiver, callback };
  if (language === 'java' && call.name === 'add' && call.args.length === 2) {
    return { op: call.args[0]!.text === '0' ? 'push_front' : 'insert_at', target: call.receiver, callback };
  }
  if (language === 'cpp' && (call.name === 'erase' || call.name === 'insert') && call.args[0] && /\.begin\(\)\s*$/.test(call.args[0].text)) {
    return { op: call.name === 'erase' ? 'pop_front' : 'push_front', target: call.receiver, callback };
  }
  if (language === 'cpp' && (call.name === 'erase' || call.name === 'insert') && call.args[0] && /\.begin\(\)|\.end\(\)/.test(call.args[0].text)) {
    return { op: 'insert_at', target: call.receiver, callback };
  }
  if (language === 'python' && call.name === 'join') return { op, target: call.args[0] ?? null, callback };
  return { op, target: call.receiver, callback };
}

function targetOf(language: AnalysedLanguage, call: CallView, op: Op): SyntaxNode | null {
  // `"->".join(parts)` / `String.join("->", parts)`: the collection is an argument, not the delimiter.
  if (call.name === 'join' && language === 'python' && call.receiver) return call.args[0] ?? null;
  if (call.name === 'join' && call.qualifier === 'String') return call.args[1] ?? null;
  if (call.receiver) return call.receiver;
  // Python's `nlargest(k, xs)` takes the collection second.
  if (language === 'python' && (call.name === 'nlargest' || call.name === 'nsmallest')) return call.args[1] ?? null;
  if (op === 'digits' || op === 'constant') return call.args[0] ?? null;
  return call.args[0] ?? null;
}
