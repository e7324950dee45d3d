/**
 * Loads the tree-sitter WASM runtime and grammars lazily, once, and parses code into plain SyntaxNode trees.
 *
 * The runtime and each grammar are loaded on first use only (most requests never need some languages, and a
 * server that never analyses code should not pay the start-up cost). A load in progress is shared: concurrent
 * first calls await the same promise instead of instantiating the WASM twice. A failed load is forgotten so that a
 * later call can try again.
 */
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import type { AnalysedLanguage } from '../types.ts';
import { copyTree, type SyntaxNode } from './syntax.ts';

const require = createRequire(import.meta.url);

/** Grammar file per language: TypeScript uses the TypeScript (not TSX) grammar, where `<T>x` is a type assertion. */
const GRAMMAR_FILE: Record<AnalysedLanguage, string> = {
  python: 'tree-sitter-python.wasm',
  java: 'tree-sitter-java.wasm',
  cpp: 'tree-sitter-cpp.wasm',
  javascript: 'tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript.wasm',
  go: 'tree-sitter-go.wasm',
};

let runtime: Promise<void> | null = null;
const parsers = new Map<AnalysedLanguage, Promise<Parser>>();

function loadRuntime(): Promise<void> {
  runtime ??= Parser.init({ locateFile: () => require.resolve('web-tree-sitter/web-tree-sitter.wasm') }).catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

function loadParser(language: AnalysedLanguage): Promise<Parser> {
  let pending = parsers.get(language);
  if (!pending) {
    pending = (async () => {
      await loadRuntime();
      const grammar = await Language.load(require.resolve(`@vscode/tree-sitter-wasm/wasm/${GRAMMAR_FILE[language]}`));
      const parser = new Parser();
      parser.setLanguage(grammar);
      return parser;
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
 * Parses `code`. Parsing itself is synchronous once the grammar is loaded, so one Parser per language serves every
 * caller; the WASM tree is copied and freed before returning.
 */
export async function parseCode(code: string, language: AnalysedLanguage): Promise<ParsedCode> {
  const parser = await loadParser(language);
  const tree = parser.parse(code);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${language}`);
  try {
    const cursor = tree.walk();
    try {
      return { root: copyTree(cursor, code), hasError: tree.rootNode.hasError };
    } finally {
      cursor.delete();
    }
  } finally {
    tree.delete();
  }
}
