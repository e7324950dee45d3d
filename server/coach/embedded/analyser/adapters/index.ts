/** The adapter for each analysed language. */
import type { AnalysedLanguage } from '../types.ts';
import type { LanguageAdapter } from '../vocabulary.ts';
import { pythonAdapter } from './python.ts';

export const ADAPTERS: Partial<Record<AnalysedLanguage, LanguageAdapter>> = {
  python: pythonAdapter,
};
