/** The adapter for each analysed language. */
import type { AnalysedLanguage } from '../types.ts';
import type { LanguageAdapter } from '../model/vocabulary.ts';
import { cppAdapter } from './cpp.ts';
import { csharpAdapter } from './csharp.ts';
import { goAdapter } from './go.ts';
import { javaAdapter } from './java.ts';
import { javascriptAdapter, typescriptAdapter } from './javascript.ts';
import { kotlinAdapter } from './kotlin.ts';
import { pythonAdapter } from './python.ts';
import { rustAdapter } from './rust.ts';
import { swiftAdapter } from './swift.ts';

export const ADAPTERS: Record<AnalysedLanguage, LanguageAdapter> = {
  python: pythonAdapter,
  java: javaAdapter,
  cpp: cppAdapter,
  javascript: javascriptAdapter,
  typescript: typescriptAdapter,
  go: goAdapter,
  rust: rustAdapter,
  csharp: csharpAdapter,
  kotlin: kotlinAdapter,
  swift: swiftAdapter,
};
