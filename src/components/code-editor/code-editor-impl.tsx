// The Monaco editor itself; only ever loaded through the lazy `CodeEditor` in code-editor.tsx.
import Editor from '@monaco-editor/react';
import { Spinner } from '@blueprintjs/core';
import { usePreferences } from '@/lib/preferences';
import './monaco-setup';
import './code-editor.css';
import type { CodeEditorProps } from './code-editor-props';

type EditorInstance = Parameters<NonNullable<CodeEditorProps['onMount']>>[0];

/** Loads the editing features (editing-features.ts) the first time a person points at, touches or focuses the editor. */
function loadEditingFeaturesOnIntent(editor: EditorInstance) {
  const node = editor.getContainerDomNode();
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  let disposed = false;
  editor.onDidDispose(() => (disposed = true));
  const load = () => {
    for (const type of events) node.removeEventListener(type, load, true);
    void import('./editing-features').then(({ attachEditingFeatures }) => {
      if (!disposed) attachEditingFeatures(editor);
    });
  };
  for (const type of events) node.addEventListener(type, load, { capture: true, passive: true });
}

export default function CodeEditorImpl({ value, onChange, language, readOnly = false, height, ariaLabel, onMount }: CodeEditorProps) {
  const { darkTheme, tabSize } = usePreferences();
  return (
    <div className="code-editor" data-testid="code-editor">
      <Editor
        value={value}
        language={language}
        theme={darkTheme ? 'vs-dark' : 'vs'}
        height={height}
        loading={<Spinner size={24} />}
        onChange={(next) => onChange?.(next ?? '')}
        onMount={(editor, monaco) => {
          loadEditingFeaturesOnIntent(editor);
          onMount?.(editor, monaco);
        }}
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
        }}
      />
    </div>
  );
}
