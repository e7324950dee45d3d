// Stub for monaco-editor/esm/vs/editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend.js
// (the tree-sitter tokenizer: ~8 KB gzip).
// Safe: a text model uses it only for languages the tree-sitter library service supports, and the standalone
// editor's service (standaloneTreeSitterLibraryService.js) supports none: colouring is Monarch's.
export class TreeSitterSyntaxTokenBackend {
  constructor() {
    throw new Error('Monaco tree-sitter tokenization is left out of this build (scripts/vite-monaco-lite.mjs)');
  }
}
