// The Monaco editor itself; only ever loaded through the lazy `CodeEditor` in code-editor.tsx.
import Editor from '@monaco-editor/react';
import { Spinner } from '@blueprintjs/core';
import { usePreferences } from '@/lib/preferences';
import './monaco-setup';
import './code-editor.css';
import type { CodeEditorProps } from './code-editor';

export default function CodeEditorImpl({ value, onChange, language, tabSize, readOnly = false, height, ariaLabel, onMount }: CodeEditorProps) {
  const { darkTheme } = usePreferences();
  return (
    <div className="code-editor" data-testid="code-editor">
      <Editor
        value={value}
        language={language}
        theme={darkTheme ? 'vs-dark' : 'vs'}
        height={height}
        loading={<Spinner size={24} />}
        onChange={(next) => onChange?.(next ?? '')}
        onMount={onMount}
        options={{
          readOnly,
          tabSize,
          insertSpaces: true,
          detectIndentation: false,
          ariaLabel,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fontSize: 14,
          renderValidationDecorations: 'off',
          wordWrap: 'off',
          // Monaco's Linux default dims the number of the empty last line below readable contrast (1.8:1).
          renderFinalNewline: 'on',
          // The standalone editor's defaults, which editor.api (left out: monaco-lite/editor-api.ts) would set.
          wrappingIndent: 'none',
          glyphMargin: false,
          autoIndent: 'advanced',
          overviewRulerLanes: 2,
          // The textarea input in every browser: the build leaves out the EditContext one (monaco-lite/native-edit-context.js).
          editContext: false,
        }}
      />
    </div>
  );
}
