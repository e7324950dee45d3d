// Display names of the contract's code languages (CodeLanguage). They are product names, the same in every
// interface language, so they live here rather than in the locales.
import type { Schemas } from '@/api/client';

const NAMES: Record<Schemas['CodeLanguage'], string> = {
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  go: 'Go',
  rust: 'Rust',
  csharp: 'C#',
  kotlin: 'Kotlin',
  swift: 'Swift',
};

/** The language's name; an id the app does not know yet (a newer server) is shown as it is. */
export const codeLanguageName = (id: string): string => NAMES[id as Schemas['CodeLanguage']] ?? id;
