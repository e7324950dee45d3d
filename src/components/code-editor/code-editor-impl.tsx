// The Monaco editor itself, mounted by `CodeEditor` (code-editor.tsx) once Monaco has loaded; until it reports
// ready through `onMount`, CodeEditor shows a text area in its place. Driven by @monaco-editor/react (the design
// card's package), whose loader is pointed at the bundled, trimmed Monaco (`loader.config({ monaco })`): it never
// fetches Monaco from a CDN, and its init resolves at once with the namespace given.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Editor, { loader } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import { usePreferences } from '@/lib/preferences';
import { nextPaint } from '@/lib/use-after-paint';
import * as monaco from './monaco-lite/editor-api';
import './monaco-setup';
import type { CodeEditorProps } from './code-editor-props';

const api = monaco as unknown as typeof Monaco;
loader.config({ monaco: api });

const OPTIONS: Monaco.editor.IStandaloneEditorConstructionOptions = {
  insertSpaces: true,
  detectIndentation: false,
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
};

/** Each editor's model has a path of its own, by which the wrapper finds the model made beforehand (below). */
let editors = 0;

export default function CodeEditorImpl({ value, onChange, language, readOnly = false, height, ariaLabel, onMount }: CodeEditorProps) {
  const { darkTheme, tabSize } = usePreferences();
  const theme = darkTheme ? 'vs-dark' : 'vs';
  const [path] = useState(() => `inmemory://algocoach/code-editor-${++editors}`);
  const [prepared, setPrepared] = useState(false);
  const latest = useRef({ value, language, theme, onChange, onMount });
  latest.current = { value, language, theme, onChange, onMount };
  // Stable: the wrapper subscribes to the model's changes again whenever its onChange changes.
  const handleChange = useCallback((next: string | undefined) => latest.current.onChange?.(next ?? ''), []);
  const options = useMemo(() => ({ ...OPTIONS, tabSize, readOnly, ariaLabel }), [tabSize, readOnly, ariaLabel]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // The wrapper makes the theme's styles, the text model and the editor in one task; here the first two come
      // first, each in a task of its own after a paint, so no one task holds all of Monaco's set-up. The wrapper
      // then finds the model by its path.
      api.editor.setTheme(latest.current.theme);
      await nextPaint();
      if (cancelled) return;
      api.editor.createModel(latest.current.value, latest.current.language, api.Uri.parse(path));
      await nextPaint();
      if (!cancelled) setPrepared(true);
    })();
    return () => {
      cancelled = true;
      // Made here, so disposed here when the wrapper never took it (it disposes the models it holds itself).
      const model = api.editor.getModel(api.Uri.parse(path));
      if (model && !model.isDisposed()) model.dispose();
    };
  }, [path]);

  if (!prepared) return <div style={{ height }} />;
  return (
    <Editor
      path={path}
      value={value}
      language={language}
      theme={theme}
      options={options}
      height={height}
      loading={null}
      beforeMount={() => {
        // Typed into the stand-in text area meanwhile: the model was made with the text of its time.
        const model = api.editor.getModel(api.Uri.parse(path));
        if (model && model.getValue() !== latest.current.value) model.setValue(latest.current.value);
      }}
      onChange={handleChange}
      onMount={(instance, namespace) => latest.current.onMount?.(instance, namespace as unknown as typeof Monaco)}
    />
  );
}
