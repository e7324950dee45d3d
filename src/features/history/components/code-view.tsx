// Read-only code in the shared (lazy Monaco) editor, sized to the code up to a cap.
import type { components } from '@/api/schema';
import { CodeEditor } from '@/components/code-editor/code-editor';

type CodeLanguage = components['schemas']['CodeLanguage'];

const LINE_PX = 19;
const MAX_PX = 420;

export function CodeView({ code, language, label }: { code: string; language: CodeLanguage; label: string }) {
  const height = Math.min(MAX_PX, Math.max(80, code.split('\n').length * LINE_PX + 24));
  // The contract's Monaco ids equal the language ids (GET /submissions/languages/supported).
  return <CodeEditor value={code} language={language} readOnly height={height} ariaLabel={label} />;
}
