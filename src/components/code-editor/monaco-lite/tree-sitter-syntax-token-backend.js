// Stands in for monaco-editor/esm/vs/editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend.js
// (the tree-sitter tokenizer: ~8 KB gzip).
// Safe: a text model uses it only for languages the tree-sitter library service supports, and the standalone
// editor's service (standaloneTreeSitterLibraryService.js) supports none: colouring is Monarch's.
import { neverCreated } from './left-out.js';

export const TreeSitterSyntaxTokenBackend = neverCreated('Monaco tree-sitter tokenization');
