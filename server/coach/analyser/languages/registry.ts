/** The adapter for each analysed language. */
import type { AnalysedLanguage } from '../types.ts';
import type { ExprView, LanguageAdapter } from '../model/vocabulary.ts';
import { cppAdapter } from './cpp.ts';
import { csharpAdapter } from './csharp.ts';
import { goAdapter } from './go.ts';
import { javaAdapter } from './java.ts';
import { javascriptAdapter, typescriptAdapter } from './javascript.ts';
import { kotlinAdapter } from './kotlin.ts';
import { pythonAdapter } from './python.ts';
import { rustAdapter } from './rust.ts';
import { swiftAdapter } from './swift.ts';

/**
 * An adapter whose expression views are made once per node. A view depends on the node alone, and the analysis
 * asks for the same node's view many times over (every pattern, rule and cost walk reads it): without this, the
 * adapters' `expr` was a sixth of an analysis's time. The view is kept on the node, so it goes with the tree.
 */
function withCachedViews(adapter: LanguageAdapter): LanguageAdapter {
  const cached: LanguageAdapter = Object.create(adapter);
  cached.expr = (node) => (node.view ??= adapter.expr.call(cached, node)) as ExprView;
  return cached;
}

export const ADAPTERS: Record<AnalysedLanguage, LanguageAdapter> = {
  python: withCachedViews(pythonAdapter),
  java: withCachedViews(javaAdapter),
  cpp: withCachedViews(cppAdapter),
  javascript: withCachedViews(javascriptAdapter),
  typescript: withCachedViews(typescriptAdapter),
  go: withCachedViews(goAdapter),
  rust: withCachedViews(rustAdapter),
  csharp: withCachedViews(csharpAdapter),
  kotlin: withCachedViews(kotlinAdapter),
  swift: withCachedViews(swiftAdapter),
};
