// A code editor (Monaco) that follows the app theme. Monaco is big, so it is loaded lazily: importing this
// module costs nothing until a CodeEditor is actually rendered.
import { lazy, Suspense } from 'react';
import type * as Monaco from 'monaco-editor';
import { LoadingState } from '@/components/states';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Monaco's language id (`monaco_id` of GET /submissions/languages/supported). */
  language: string;
  tabSize: number;
  readOnly?: boolean;
  /** CSS height, e.g. `420px` or `60vh`. */
  height: string | number;
  ariaLabel: string;
  /**
   * Gives access to the editor instance and the Monaco API, e.g. to add key bindings: Monaco keeps the keys
   * it handles (Ctrl+Enter inserts a line) from reaching page-level hotkeys, so shortcuts that must also work
   * while typing are added here with `instance.addCommand`.
   */
  onMount?: (instance: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => void;
}

const CodeEditorImpl = lazy(() => import('./code-editor-impl'));

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height }}><LoadingState /></div>}>
      <CodeEditorImpl {...props} />
    </Suspense>
  );
}
