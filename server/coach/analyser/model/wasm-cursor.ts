/**
 * A tree cursor that calls the tree-sitter runtime's exports directly, for copyTree (syntax.ts).
 *
 * web-tree-sitter's TreeCursor keeps the cursor's four words in JavaScript and, around every call, writes them
 * into the runtime's transfer buffer and reads them back through emscripten's generic setValue/getValue: a node
 * costs six such round trips, which made copying a 200-line tree cost more than parsing it (≈3.5 ms of an
 * analysis's 16). The runtime's C functions read the cursor from that buffer and write it back after a move, so
 * once it is there a copy can call them one after another and leave it in place; at the end the words are read
 * back into the TreeCursor, whose delete() frees the cursor's stack (a move may have reallocated it).
 *
 * The exports are the C functions web-tree-sitter itself calls (binding_web's `*_wasm` functions), which
 * emscripten attaches to the options object given to Parser.init. If a version of the runtime lacks any of them,
 * `cursorRuntime` answers null and the copy goes through the TreeCursor as before.
 */
import type { TreeCursor } from 'web-tree-sitter';
import type { CursorLike } from './syntax.ts';

/** The runtime's exports a copy needs (the `tree` argument is the WASM address of the tree). */
export interface CursorExports {
  _ts_init(): number;
  _ts_tree_cursor_current_node_type_id_wasm(tree: number): number;
  _ts_tree_cursor_current_field_id_wasm(tree: number): number;
  _ts_tree_cursor_start_index_wasm(tree: number): number;
  _ts_tree_cursor_end_index_wasm(tree: number): number;
  _ts_tree_cursor_goto_first_child_wasm(tree: number): number;
  _ts_tree_cursor_goto_next_sibling_wasm(tree: number): number;
  _ts_tree_cursor_goto_parent_wasm(tree: number): number;
  HEAP_DATA_VIEW: DataView;
}

const NEEDED: (keyof CursorExports)[] = [
  '_ts_init',
  '_ts_tree_cursor_current_node_type_id_wasm',
  '_ts_tree_cursor_current_field_id_wasm',
  '_ts_tree_cursor_start_index_wasm',
  '_ts_tree_cursor_end_index_wasm',
  '_ts_tree_cursor_goto_first_child_wasm',
  '_ts_tree_cursor_goto_next_sibling_wasm',
  '_ts_tree_cursor_goto_parent_wasm',
];

/** The exports and the transfer buffer's address, once the runtime is loaded; null if any export is missing. */
export interface CursorRuntime {
  exports: CursorExports;
  buffer: number;
}

export function cursorRuntime(module: object): CursorRuntime | null {
  const exports = module as Partial<CursorExports>;
  if (NEEDED.some((name) => typeof exports[name] !== 'function') || !exports.HEAP_DATA_VIEW) return null;
  // ts_init only writes the runtime's ABI versions into the transfer buffer and answers its address.
  return { exports: exports as CursorExports, buffer: exports._ts_init!() };
}

class InPlaceCursor implements CursorLike {
  constructor(
    private readonly exports: CursorExports,
    private readonly tree: number,
  ) {}
  get nodeTypeId(): number {
    return this.exports._ts_tree_cursor_current_node_type_id_wasm(this.tree);
  }
  get currentFieldId(): number {
    return this.exports._ts_tree_cursor_current_field_id_wasm(this.tree);
  }
  get startIndex(): number {
    return this.exports._ts_tree_cursor_start_index_wasm(this.tree);
  }
  get endIndex(): number {
    return this.exports._ts_tree_cursor_end_index_wasm(this.tree);
  }
  gotoFirstChild(): boolean {
    return this.exports._ts_tree_cursor_goto_first_child_wasm(this.tree) === 1;
  }
  gotoNextSibling(): boolean {
    return this.exports._ts_tree_cursor_goto_next_sibling_wasm(this.tree) === 1;
  }
  gotoParent(): boolean {
    return this.exports._ts_tree_cursor_goto_parent_wasm(this.tree) === 1;
  }
}

/** What web-tree-sitter keeps inside a TreeCursor (marked internal in its types). */
interface CursorInternals {
  handles: number[];
  tree: { 0: number };
}

/**
 * Runs `copy` with the cursor placed in the transfer buffer and moved there, then writes its final words back into
 * `cursor`. Nothing else may call the runtime meanwhile, which holds as `copy` is synchronous.
 */
export function withCursorInPlace<T>(runtime: CursorRuntime, cursor: TreeCursor, copy: (cursor: CursorLike) => T): T {
  const internals = cursor as unknown as CursorInternals;
  void cursor.nodeTypeId; // writes the cursor's words into the transfer buffer
  try {
    return copy(new InPlaceCursor(runtime.exports, internals.tree[0]));
  } finally {
    const view = runtime.exports.HEAP_DATA_VIEW;
    for (let i = 0; i < internals.handles.length; i++) internals.handles[i] = view.getInt32(runtime.buffer + 4 * i, true);
  }
}
