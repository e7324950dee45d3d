/**
 * Loads the tree-sitter WASM runtime and grammars lazily, once, and parses code into plain SyntaxNode trees.
 *
 * The runtime and each grammar are loaded on first use only (most requests never need some languages, and a
 * server that never analyses code should not pay the start-up cost). A load in progress is shared: concurrent
 * first calls await the same promise instead of instantiating the WASM twice. A failed load is forgotten so that a
 * later call can try again.
 */
import { createRequire } from 'node:module';
import { Language, Parser, type TreeCursor } from 'web-tree-sitter';
import type { AnalysedLanguage } from '../types.ts';
import { copyTree, lineStartsOf, walk, type GrammarSymbols, type SyntaxNode } from './syntax.ts';
import { cursorRuntime, withCursorInPlace, type CursorRuntime } from './wasm-cursor.ts';

const require = createRequire(import.meta.url);

/**
 * Grammar file per language (a module path). TypeScript uses the TypeScript (not TSX) grammar, where `<T>x` is a
 * type assertion. Kotlin's grammar comes from the tree-sitter-grammars organisation's package and Swift's from
 * Repomix's prebuilt set (neither is in VS Code's); both are ABI 14 builds that web-tree-sitter 0.27 loads.
 */
const GRAMMAR_FILE: Record<AnalysedLanguage, string> = {
  python: '@vscode/tree-sitter-wasm/wasm/tree-sitter-python.wasm',
  java: '@vscode/tree-sitter-wasm/wasm/tree-sitter-java.wasm',
  cpp: '@vscode/tree-sitter-wasm/wasm/tree-sitter-cpp.wasm',
  javascript: '@vscode/tree-sitter-wasm/wasm/tree-sitter-javascript.wasm',
  typescript: '@vscode/tree-sitter-wasm/wasm/tree-sitter-typescript.wasm',
  go: '@vscode/tree-sitter-wasm/wasm/tree-sitter-go.wasm',
  rust: '@vscode/tree-sitter-wasm/wasm/tree-sitter-rust.wasm',
  csharp: '@vscode/tree-sitter-wasm/wasm/tree-sitter-c-sharp.wasm',
  kotlin: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
  swift: '@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm',
};

let runtime: Promise<void> | null = null;
/** The runtime's exports a copy calls directly (wasm-cursor.ts); null when this runtime lacks them. */
let inPlace: CursorRuntime | null = null;
interface LoadedGrammar {
  parser: Parser;
  symbols: GrammarSymbols;
}

const parsers = new Map<AnalysedLanguage, Promise<LoadedGrammar>>();

function loadRuntime(): Promise<void> {
  // emscripten makes the options object the runtime's module: its exports are attached to it.
  const module = { locateFile: () => require.resolve('web-tree-sitter/web-tree-sitter.wasm') };
  runtime ??= Parser.init(module).then(
    () => {
      inPlace = cursorRuntime(module);
    },
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

function loadParser(language: AnalysedLanguage): Promise<LoadedGrammar> {
  let pending = parsers.get(language);
  if (!pending) {
    pending = (async () => {
      await loadRuntime();
      const grammar = await Language.load(require.resolve(GRAMMAR_FILE[language]));
      const parser = new Parser();
      parser.setLanguage(grammar);
      const named = Array.from({ length: grammar.nodeTypeCount }, (_, id) => grammar.nodeTypeIsNamed(id));
      return { parser, symbols: { types: grammar.types, named, fields: grammar.fields } };
    })();
    pending.catch(() => parsers.delete(language));
    parsers.set(language, pending);
  }
  return pending;
}

export interface ParsedCode {
  root: SyntaxNode;
  hasError: boolean;
}

/**
 * Code a grammar leaves as raw tokens (Rust's macro arguments: `vec![0; n]`, `println!("{}", f(x))`): for such a
 * node, the text to put around it so that it parses as an expression of the language. Its parse replaces the raw
 * tokens (see expandEmbedded).
 */
export type EmbeddedCode = (node: SyntaxNode) => { before: string; after: string } | null;

/**
 * Bounds on re-parsing embedded code: nested macros re-parse their inner text once per level, so a hostile paste
 * of deeply nested ones is cut off (the rest stays raw tokens) instead of costing depth × length.
 */
const MAX_EMBEDDED = 2000;
const MAX_EMBEDDED_CHARS = 100_000;

/**
 * Parses `code`. Parsing itself is synchronous once the grammar is loaded, so one Parser per language serves every
 * caller; the WASM tree is copied and freed before returning.
 */
export async function parseCode(code: string, language: AnalysedLanguage, embedded?: EmbeddedCode, options: CopyOptions = {}): Promise<ParsedCode> {
  const { parser, symbols } = await loadParser(language);
  const tree = parser.parse(code);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${language}`);
  let root: SyntaxNode;
  let hasError: boolean;
  try {
    const cursor = tree.walk();
    try {
      root = copy(cursor, symbols, code, undefined, options);
      hasError = tree.rootNode.hasError;
    } finally {
      cursor.delete();
    }
  } finally {
    tree.delete();
  }
  if (embedded) expandEmbedded(parser, symbols, root, code, embedded, options);
  return { root, hasError };
}

export interface CopyOptions {
  /** Copy through web-tree-sitter's TreeCursor methods even when the runtime's exports are there (the tests compare both). */
  throughWrapper?: boolean;
}

/** Whether copies call the runtime directly (true once it is loaded, unless a runtime lacks the exports). */
export function copiesInPlace(): boolean {
  return inPlace !== null;
}

function copy(cursor: TreeCursor, symbols: GrammarSymbols, code: string, at: Parameters<typeof copyTree>[3], options: CopyOptions): SyntaxNode {
  if (!inPlace || options.throughWrapper) return copyTree(cursor, symbols, code, at);
  return withCursorInPlace(inPlace, cursor, (inBuffer) => copyTree(inBuffer, symbols, code, at));
}

/**
 * Parses the raw tokens of each embedded-code node again, as an expression: the node's text alone, inside the
 * wrapper that makes it one, copied with its offsets moved back to where the text is in the code (so lines and
 * text are the original's). The parsed expression becomes the raw node's only child. Nested embedded code
 * (`vec![vec![0; m]; n]`) is expanded in turn.
 */
function expandEmbedded(parser: Parser, symbols: GrammarSymbols, root: SyntaxNode, code: string, embedded: EmbeddedCode, options: CopyOptions): void {
  const lineStarts = lineStartsOf(code);
  const queue: SyntaxNode[] = [root];
  let count = 0;
  let chars = 0;
  while (queue.length) {
    const top = queue.pop()!;
    walk(top, (node) => {
      const wrap = embedded(node);
      if (!wrap) return true;
      count++;
      chars += node.end - node.start;
      if (count > MAX_EMBEDDED || chars > MAX_EMBEDDED_CHARS) return false;
      const tree = parser.parse(wrap.before + code.slice(node.start, node.end) + wrap.after);
      if (!tree) return false;
      try {
        const from = wrap.before.length;
        const to = from + node.end - node.start;
        let found = tree.rootNode.namedDescendantForIndex(from, Math.max(from, to - 1));
        while (found?.parent && found.parent.startIndex === from && found.parent.endIndex === to) found = found.parent;
        if (!found || found.startIndex !== from || found.endIndex !== to || found.hasError) return false;
        const cursor = found.walk();
        try {
          const expression = copy(cursor, symbols, code, { offset: node.start - from, lineStarts }, options);
          expression.parent = node;
          node.children.length = 0;
          node.children.push(expression);
          queue.push(expression);
        } finally {
          cursor.delete();
        }
      } finally {
        tree.delete();
      }
      return false;
    });
  }
}
