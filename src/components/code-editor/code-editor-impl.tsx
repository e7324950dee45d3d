// The Monaco editor itself, mounted by `CodeEditor` (code-editor.tsx) once Monaco has loaded; until it reports
// ready through `onMount`, CodeEditor shows a text area in its place.
import { useEffect, useRef, useState } from 'react';
import type * as Monaco from 'monaco-editor';
import { usePreferences } from '@/lib/preferences';
import { nextPaint } from '@/lib/use-after-paint';
import * as monaco from './monaco-lite/editor-api';
import './monaco-setup';
import type { CodeEditorProps } from './code-editor-props';

type Editor = Monaco.editor.IStandaloneCodeEditor;
const api = monaco as unknown as typeof Monaco;

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

export default function CodeEditorImpl({ value, onChange, language, readOnly = false, height, ariaLabel, onMount }: CodeEditorProps) {
  const { darkTheme, tabSize } = usePreferences();
  const theme = darkTheme ? 'vs-dark' : 'vs';
  const box = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const latest = useRef({ value, language, theme, tabSize, readOnly, ariaLabel, onChange, onMount });
  latest.current = { value, language, theme, tabSize, readOnly, ariaLabel, onChange, onMount };
  /** Set while the text is replaced from `value`: that is no edit of the learner's to report. */
  const replacing = useRef(false);

  useEffect(() => {
    let model: Monaco.editor.ITextModel | null = null;
    let created: Editor | null = null;
    let cancelled = false;
    void (async () => {
      // Monaco's set-up in steps, each in a task of its own after a paint (together they are one long task): its
      // services and the theme's styles; the text model; the editor, once its box has been laid out (so that
      // measuring it forces no layout of the whole page); the editor's view of the model.
      api.editor.setTheme(latest.current.theme);
      await nextPaint();
      if (cancelled) return;
      model = api.editor.createModel(latest.current.value, latest.current.language);
      await nextPaint();
      if (cancelled || !box.current) return;
      const { tabSize, readOnly, ariaLabel } = latest.current;
      const instance = api.editor.create(box.current, { ...OPTIONS, tabSize, readOnly, ariaLabel, model: null });
      created = instance;
      await nextPaint();
      if (cancelled) return;
      // Typed into the stand-in text area meanwhile.
      if (model.getValue() !== latest.current.value) model.setValue(latest.current.value);
      instance.setModel(model);
      instance.onDidChangeModelContent(() => {
        if (!replacing.current) latest.current.onChange?.(instance.getValue());
      });
      latest.current.onMount?.(instance, api);
      setEditor(instance);
    })();
    return () => {
      cancelled = true;
      created?.dispose();
      model?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!editor || editor.getValue() === value) return;
    // A new text from outside (a draft restored, another language's draft): one undoable edit, so Ctrl+Z still works.
    replacing.current = true;
    if (readOnly) editor.setValue(value);
    else {
      editor.executeEdits('', [{ range: editor.getModel()!.getFullModelRange(), text: value, forceMoveMarkers: true }]);
      editor.pushUndoStop();
    }
    replacing.current = false;
  }, [editor, value, readOnly]);

  useEffect(() => {
    const model = editor?.getModel();
    if (model) api.editor.setModelLanguage(model, language);
  }, [editor, language]);

  useEffect(() => {
    if (editor) api.editor.setTheme(theme);
  }, [editor, theme]);

  useEffect(() => {
    editor?.updateOptions({ tabSize, readOnly, ariaLabel });
  }, [editor, tabSize, readOnly, ariaLabel]);

  return <div ref={box} style={{ height }} />;
}
