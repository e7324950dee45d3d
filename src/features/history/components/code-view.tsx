// Read-only code. Uses the shared CodeEditor once it exists; a plain block until then.
import type { components } from '@/api/schema';

type CodeLanguage = components['schemas']['CodeLanguage'];

export function CodeView({ code, language, label }: { code: string; language: CodeLanguage; label: string }) {
  return (
    <pre className="history-code" aria-label={label} tabIndex={0} data-language={language}>
      <code>{code}</code>
    </pre>
  );
}
