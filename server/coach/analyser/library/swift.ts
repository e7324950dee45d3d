/** Swift (the standard library and swift-collections): library calls and the operation each performs (see ./types.ts). */
import type { Library } from './types.ts';

export const swift: Library = {
  free: {
    max: 'constant',
    min: 'constant',
    abs: 'constant',
    swap: 'constant',
    print: 'constant',
    readLine: 'constant',
    stride: 'constant',
    zip: 'constant',
    Int: 'parse',
    String: 'digits',
  },
  methods: {
    // Array, Set, Dictionary, Deque, Heap.
    append: 'push',
    insert: 'push',
    updateValue: 'push',
    prepend: 'push_front',
    removeFirst: 'pop_front',
    popFirst: 'pop_front',
    popMin: 'heap_pop',
    popMax: 'heap_pop',
    removeMin: 'heap_pop',
    removeMax: 'heap_pop',
    removeLast: 'pop_back',
    popLast: 'pop_back',
    remove: 'remove_value',
    removeValue: 'remove_value',
    contains: 'contains',
    firstIndex: 'iterate',
    lastIndex: 'iterate',
    sort: 'sort',
    sorted: 'sorted',
    reverse: 'scan',
    reversed: 'constant',
    // Sequence functions that take a closure run it once per element.
    map: 'iterate',
    compactMap: 'iterate',
    flatMap: 'iterate',
    filter: 'iterate',
    forEach: 'iterate',
    reduce: 'iterate',
    allSatisfy: 'iterate',
    first: 'iterate',
    last: 'iterate',
    removeAll: 'iterate',
    // Whole-collection reads and copies.
    max: 'scan',
    min: 'scan',
    joined: 'scan',
    split: 'copy',
    components: 'copy',
    lowercased: 'copy',
    uppercased: 'copy',
    enumerated: 'constant',
    indices: 'constant',
    lazy: 'constant',
    isEmpty: 'constant',
    count: 'constant',
    swapAt: 'constant',
    removeAll_keepingCapacity: 'constant',
    hasPrefix: 'constant',
    hasSuffix: 'constant',
  },
  answers: { contains: 'membership', firstIndex: 'position', max: 'aggregate', min: 'aggregate' },
  refine(call, op, callback) {
    if (!call.receiver) return null;
    const first = call.args[0];
    // `xs.insert(x, at: 0)` / `xs.remove(at: 0)` at the front of an array; elsewhere in the middle.
    if (call.name === 'insert' && call.args.length === 2) return { op: call.args[1]!.text.trim() === '0' ? 'push_front' : 'insert_at', target: call.receiver, callback };
    if (call.name === 'remove' && first && /^at:/.test(first.parent?.text ?? '')) return { op: first.text.trim() === '0' ? 'pop_front' : 'insert_at', target: call.receiver, callback };
    // `max()` / `first` / `last` without a closure: a scan, or one end.
    if ((call.name === 'first' || call.name === 'last') && !callback) return { op: 'constant', target: null, callback: null };
    if ((call.name === 'max' || call.name === 'min') && callback) return { op: 'iterate', target: call.receiver, callback };
    // `sorted(by: >)`: an operator as the comparator is one comparison.
    void op;
    return null;
  },
};
