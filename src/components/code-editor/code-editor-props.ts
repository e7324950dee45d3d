// What a CodeEditor takes, in a module of its own: the lazy wrapper (code-editor.tsx) and the editor it loads
// (code-editor-impl.tsx) both need it, and neither may import the other's module for it (no import circles).
import type * as Monaco from 'monaco-editor';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Monaco's language id (`monaco_id` of GET /submissions/languages/supported). */
  language: string;
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
