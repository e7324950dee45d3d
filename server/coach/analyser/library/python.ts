/** Python: library calls and the operation each performs (see ./types.ts). */
import type { SyntaxNode } from '../model/syntax.ts';
import type { Library } from './types.ts';

export const python: Library = {
  free: {
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
    print: 'write',
    input: 'read_line',
    raw_input: 'read_line',
    divmod: 'constant',
    'math.comb': 'constant',
  },
  methods: {
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
    // sys.stdin.readline / sys.stdin.read / sys.stdin.buffer.readline, sys.stdout.write.
    readline: 'read_line',
    readlines: 'read_line',
    read: 'read_line',
    write: 'write',
  },
  answers: { index: 'position', count: 'position', find: 'position', sum: 'aggregate', max: 'aggregate', min: 'aggregate', accumulate: 'aggregate' },
  bareNameQualifiers: 'any',
  comparisons: ['__lt__', '__gt__', '__le__', '__ge__'],
  callbacks: ['__call__', 'run'],
  memoisingDecorators: ['cache', 'lru_cache'],
  refine(call, op, callback) {
    if (!call.receiver && !call.qualifier) {
      // pow(b, e, mod): modular exponentiation by squaring, O(log e).
      if (call.name === 'pow' && call.args.length === 3) return { op: 'logarithmic', target: call.args[1]!, callback: null };
      // nlargest(k, xs) takes the collection second, and keeps a heap of k: one pass when k is a small literal.
      if (call.name === 'nlargest' || call.name === 'nsmallest') return { op: smallLiteral(call.args[0]) ? 'scan' : op, target: call.args[1] ?? null, callback };
      return null;
    }
    if (!call.receiver) return null;
    // `cnt.most_common(1)`: a heap of k over one pass; without k, a sort.
    if (call.name === 'most_common' && smallLiteral(call.args[0])) return { op: 'scan', target: call.receiver, callback };
    // `xs.pop(0)` removes the first element; `xs.pop(i)` removes from the middle.
    if (call.name === 'pop' && call.args.length === 1) {
      const arg = call.args[0]!.text;
      if (arg === '0') return { op: 'pop_front', target: call.receiver, callback };
      if (arg !== '-1') return { op: 'remove_value', target: call.receiver, callback };
    }
    if (call.name === 'insert' && call.args[0]?.text === '0') return { op: 'push_front', target: call.receiver, callback };
    // `"->".join(parts)`: the collection is the argument, not the delimiter.
    if (call.name === 'join') return { op, target: call.args[0] ?? null, callback };
    return null;
  },
};

/** A literal count small enough to be a constant of the problem (`nlargest(2, xs)`, `most_common(1)`). */
function smallLiteral(arg: SyntaxNode | undefined): boolean {
  return !!arg && /^\d{1,2}$/.test(arg.text.trim());
}
